// LEADERBOARD.md and the job-summary text: per game, rank, agent, version, rating ± σ, games,
// W/D/L, failure rate and trend, then anchors and quarantined agents with how to recover. Every
// string that came from a PR goes through src/core/sanitize.ts: names (agent ids, versions, game
// names) through markdownName, which keeps inert ones as they are, prose through sanitizeMarkdown.
import { markdownName, sanitizeLine, sanitizeMarkdown } from '../sanitize.js';
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
  return `| ${c.rank} | ${markdownName(c.agent)}${c.marks} | ${markdownName(c.version)} | ${c.rating} | ${c.games} | ${c.wdl} | ${c.failures} | ${c.trend} |`;
}

function gameSection(board: GameBoard, options: { charts: boolean; heading: string }): string[] {
  const lines = [`${options.heading} ${markdownName(board.game)}`, ''];
  if (board.entries.length === 0) return [...lines, 'No rated games yet.', ''];
  lines.push('| # | agent | version | rating ± σ | games | W/D/L | failures | trend |', '|--:|---|---|--:|--:|:-:|--:|--:|');
  for (const e of board.entries) lines.push(row(e));
  lines.push('');
  if (options.charts) lines.push(`![${markdownName(board.game)} ratings over rotations](${chartFileName(board.game)})`, '');
  const quarantined = quarantineNotes(board);
  if (quarantined.length > 0) {
    lines.push('**Quarantined** (left out of rotations until fixed):', '');
    for (const q of quarantined) {
      lines.push(
        `- ${markdownName(q.agent)} ${markdownName(q.version)}: ${sanitizeMarkdown(q.reason)}. To recover: ${sanitizeMarkdown(q.recovery)}.`,
      );
    }
    lines.push('');
  }
  return lines;
}

/** A threshold as the quarantine reasons write it: `50%`, `12.5%`. */
function share(x: number): string {
  return `${Math.round(x * 1000) / 10}%`;
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
    lines.push(`⚓ Anchors (rated in their first rotation, then pinned): ${board.anchors.map(markdownName).join(', ')}.`, '');
  }
  lines.push(
    `⛔ Quarantined: more than ${share(board.quarantine.threshold)} of an agent version’s last ${board.quarantine.window} games ended in its own failure (judged once it has played ${board.quarantine.minGames} games).`,
    '',
    '(idle): not in the latest rotation.',
    '',
  );
  for (const game of board.games) lines.push(...gameSection(game, { charts: options.charts ?? true, heading: `${heading}#` }));
  if (options.replays) lines.push(...replaysSection(options.replays, `${heading}#`));
  return lines.join('\n');
}

const RIGHT_ALIGNED = new Set([0, 3, 4, 6]);

/** Plain-text table for a terminal (`arena rotation` without --json). */
export function renderLeaderboardText(board: Leaderboard): string {
  const out: string[] = [];
  for (const game of board.games) {
    out.push(`${sanitizeLine(game.game)}`);
    const rows = game.entries.map((e) => [
      String(e.rank),
      sanitizeLine(e.agent) + (e.anchor ? ' (anchor)' : '') + (e.quarantine ? ' (quarantined)' : '') + (e.active ? '' : ' (idle)'),
      sanitizeLine(e.version),
      `${fixed(e.rating)} ± ${fixed(e.sigma)}`,
      String(e.games),
      `${e.wins}/${e.draws}/${e.losses}`,
      percent(e.failureRate),
      formatTrend(e.trend),
    ]);
    const header = ['#', 'agent', 'version', 'rating ± σ', 'games', 'W/D/L', 'failures', 'trend'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    // numbers right-aligned (rank, rating, games, failures), words left-aligned
    const line = (cells: string[]) =>
      `  ${cells.map((c, i) => (RIGHT_ALIGNED.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')}`.trimEnd();
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
