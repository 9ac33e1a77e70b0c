// LEADERBOARD.md and the job-summary text: per game, rank, agent, version, rating ± σ, games,
// W/D/L, failure rate and trend, then anchors and quarantined agents with how to recover. Every
// string that came from a PR (agent ids, versions, reasons) goes through sanitizeMarkdown.
import { sanitizeLine, sanitizeMarkdown } from '../sanitize.js';
import { shelfLinks, shelfNote, type ReplayShelf } from '../publish/replays.js';
import type { GameBoard, Leaderboard, LeaderboardEntry } from './leaderboard.js';
import { fixed, formatTrend, percent, quarantineNotes, rowCells } from './table.js';

export { formatTrend } from './table.js';

/** The file name of a game's chart (next to LEADERBOARD.md). */
export function chartFileName(game: string): string {
  return `ratings-${game.replace(/[^a-z0-9-]/g, '-')}.svg`;
}

function row(e: LeaderboardEntry): string {
  const c = rowCells(e);
  return `| ${c.rank} | ${sanitizeMarkdown(c.agent)}${c.marks} | ${sanitizeMarkdown(c.version)} | ${c.rating} | ${c.games} | ${c.wdl} | ${c.failures} | ${c.trend} |`;
}

function gameSection(board: GameBoard, options: { charts: boolean; heading: string }): string[] {
  const lines = [`${options.heading} ${sanitizeMarkdown(board.game)}`, ''];
  if (board.entries.length === 0) return [...lines, 'No rated games yet.', ''];
  lines.push('| # | agent | version | rating ± σ | games | W/D/L | failures | trend |', '|--:|---|---|--:|--:|:-:|--:|--:|');
  for (const e of board.entries) lines.push(row(e));
  lines.push('');
  if (options.charts) lines.push(`![${sanitizeMarkdown(board.game)} ratings over rotations](${chartFileName(board.game)})`, '');
  const quarantined = quarantineNotes(board);
  if (quarantined.length > 0) {
    lines.push('**Quarantined** (left out of rotations until fixed):', '');
    for (const q of quarantined) {
      lines.push(
        `- ${sanitizeMarkdown(q.agent)} ${sanitizeMarkdown(q.version)}: ${sanitizeMarkdown(q.reason)}. To recover: ${sanitizeMarkdown(q.recovery)}.`,
      );
    }
    lines.push('');
  }
  return lines;
}

/** The kept replays: a link per page (replays.json, the same list index.html shows). */
function replaysSection(shelf: ReplayShelf, heading: string): string[] {
  if (shelf.entries.length === 0) return [];
  const lines = [`${heading} Replays`, '', sanitizeMarkdown(shelfNote(shelf)), ''];
  for (const link of shelfLinks(shelf)) {
    lines.push(`- ${link.failed ? '❌ ' : ''}[${sanitizeMarkdown(link.title)}](${link.href}): ${sanitizeMarkdown(link.note)}`);
  }
  lines.push('');
  return lines;
}

/** LEADERBOARD.md (charts = link the per-game SVGs written next to it; replays = link the kept replay pages). */
export function renderLeaderboardMarkdown(
  board: Leaderboard,
  options: { charts?: boolean; heading?: string; replays?: ReplayShelf } = {},
): string {
  const heading = options.heading ?? '#';
  const lines = [`${heading} Arena leaderboard`, ''];
  if (board.latestRotation === null) {
    lines.push('No rotation has been rated yet.', '');
    return lines.join('\n');
  }
  lines.push(
    `After rotation \`${sanitizeLine(board.latestRotation)}\` (${board.rotations} rotation${board.rotations === 1 ? '' : 's'}, ${board.facts} rated game${board.facts === 1 ? '' : 's'}).`,
    '',
    'Rating = μ − 3σ (Weng-Lin / OpenSkill): a conservative estimate that rises as uncertainty σ falls. ' +
      'A new version keeps μ and starts with a fresh σ. Failures: share of games lost by the agent’s own timeout, crash, invalid action, … ' +
      '(infrastructure failures void a game and are never rated). Trend: change since the previous rotation.',
    '',
  );
  if (board.anchors.length > 0) {
    lines.push(`⚓ Anchors (rated in their first rotation, then pinned): ${board.anchors.map(sanitizeMarkdown).join(', ')}.`, '');
  }
  lines.push(
    `⛔ Quarantine: more than ${percent(board.quarantine.threshold)} own failures over an agent version’s last ${board.quarantine.window} games (at least ${board.quarantine.minGames}). (idle) = not in the latest rotation.`,
    '',
  );
  for (const game of board.games) lines.push(...gameSection(game, { charts: options.charts ?? true, heading: `${heading}#` }));
  if (options.replays) lines.push(...replaysSection(options.replays, `${heading}#`));
  return lines.join('\n');
}

/** Plain-text table for a terminal (`arena rotation` without --json). */
export function renderLeaderboardText(board: Leaderboard): string {
  const out: string[] = [];
  for (const game of board.games) {
    out.push(`${sanitizeLine(game.game)}`);
    const rows = game.entries.map((e) => [
      String(e.rank),
      sanitizeLine(e.agent) + (e.anchor ? ' (anchor)' : '') + (e.quarantine ? ' (quarantined)' : ''),
      sanitizeLine(e.version),
      `${fixed(e.rating)} ± ${fixed(e.sigma)}`,
      String(e.games),
      `${e.wins}/${e.draws}/${e.losses}`,
      percent(e.failureRate),
      formatTrend(e.trend),
    ]);
    const header = ['#', 'agent', 'version', 'rating ± σ', 'games', 'W/D/L', 'failures', 'trend'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd();
    out.push(line(header));
    for (const r of rows) out.push(line(r));
    for (const e of game.entries.filter((x) => x.quarantine)) {
      out.push(
        `  quarantined ${sanitizeLine(e.agent)} ${sanitizeLine(e.version)}: ${sanitizeLine(e.quarantine!.reason)}; to recover: ${sanitizeLine(e.quarantine!.recovery)}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
