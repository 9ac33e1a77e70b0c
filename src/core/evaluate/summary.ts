// The job summary of a PR evaluation (Markdown, for the Actions step summary) and its text twin
// (for `arena evaluate` on a terminal). Pure. What an author needs (docs/evaluation.md): the
// verdict and why; per changed agent its findings, W/D/L against each reference, its failures by
// kind, and for each kind one example with the turn, the observation that caused it, a head+tail
// excerpt of its stderr and the one command that replays that game; a picture of the board where
// it helps. Every string that comes from a PR or an agent goes through src/core/sanitize.ts; the
// Markdown stays under GitHub's 1 MiB step-summary limit and says so when it was cut.
import { headTailText } from '../head-tail.js';
import { reproCommand } from '../match/plan.js';
import { viewerFileFor } from '../render/replay-html.js';
import type { AgentResult, Failure, FailureKind, GameResult, Issue, MatchResult, Results } from '../results.js';
import { markdownCodeBlock, markdownName, sanitizeLine, sanitizeMarkdown, sanitizeText, truncate } from '../sanitize.js';
import { CONFORMANCE_FAILURE_KINDS, describeFailureCounts, type AgentConformance } from './verdict.js';
import { placementMarkdown, placementText } from './placement-summary.js';
import { hasMultiSeatMatch, placesOf } from '../places.js';

/** GitHub's limit for one step's summary. */
export const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;
/** What we aim for: the limit less room for the truncation note and the runner's own framing. */
export const SUMMARY_BUDGET_BYTES = STEP_SUMMARY_LIMIT_BYTES - 16 * 1024;

const STDERR_EXCERPT_CHARS = 3000;
const OBSERVATION_CHARS = 1500;

export interface SummaryInput {
  results: Results;
  conformance: readonly AgentConformance[];
  /** text pictures of game states, by pictureKey(match id, game index) */
  pictures?: ReadonlyMap<string, string>;
  /** where people find replays and logs, e.g. "the arena-logs artifact of this run" */
  filesHint?: string;
  /** default SUMMARY_BUDGET_BYTES */
  maxBytes?: number;
}

export function pictureKey(matchId: string, gameIndex: number): string {
  return `${matchId}#${gameIndex}`;
}

/** One example of a failure kind: the first game it happened in. */
export interface FailureExample {
  kind: FailureKind;
  /** games of the agent that ended in this kind */
  count: number;
  match: MatchResult;
  game: GameResult;
  failure: Failure;
  /** the command that replays that game alone */
  repro: string;
}

/** The first failure of each kind for `agent`, in taxonomy order (infra included last). */
export function failureExamples(results: Results, agent: string): FailureExample[] {
  const found = new Map<FailureKind, FailureExample>();
  for (const match of results.matches) {
    for (const game of match.games) {
      for (const failure of game.failures) {
        if (failure.agent !== agent) continue;
        const seen = found.get(failure.kind);
        if (seen) {
          seen.count += 1;
          continue;
        }
        found.set(failure.kind, {
          kind: failure.kind,
          count: 1,
          match,
          game,
          failure,
          repro: reproCommand(match.game, game.seats, game.seed),
        });
      }
    }
  }
  const order: FailureKind[] = [...CONFORMANCE_FAILURE_KINDS, 'infra'];
  return order.map((k) => found.get(k)).filter((e): e is FailureExample => e !== undefined);
}

/** Per match of `agent`: the reference it played and its own record there. */
export interface PairingRow {
  match: MatchResult;
  opponents: string[];
  games: number;
  wins: number;
  draws: number;
  losses: number;
  failures: Partial<Record<FailureKind, number>>;
}

export function pairingRows(results: Results, agent: string): PairingRow[] {
  return results.matches
    .filter((m) => m.agents.includes(agent))
    .map((match) => {
      const s = match.summary[agent];
      return {
        match,
        opponents: match.agents.filter((a) => a !== agent),
        games: match.games.filter((g) => g.seats.includes(agent)).length,
        wins: s?.wins ?? 0,
        draws: s?.draws ?? 0,
        losses: s?.losses ?? 0,
        failures: s?.failures ?? {},
      };
    });
}

/** The first game of `match` that `agent` lost by the rules (not by its own failure). */
function firstRuleLoss(match: MatchResult, agent: string): GameResult | undefined {
  return match.games.find((g) => {
    const seat = g.seats.indexOf(agent);
    if (seat < 0 || g.failures.some((f) => f.agent === agent)) return false;
    const rank = g.ranks[seat]!;
    return g.ranks.some((r, i) => i !== seat && r < rank);
  });
}

function icon(conclusion: Results['verdict']['conclusion']): string {
  return conclusion === 'success' ? '✅' : conclusion === 'failure' ? '❌' : '⚪';
}

function statusLabel(agent: AgentResult): string {
  return agent.status === 'ok' ? 'ok' : `**${agent.status}**`;
}

/** Untrusted prose (messages, reasons) inline in Markdown. */
const md = sanitizeMarkdown;
/** Untrusted names (agent ids, game names, versions): as they are when inert, else escaped. */
const name = markdownName;

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A plain path (as writeMatchFiles and discovery name them) as a code span, anything else escaped. */
function pathText(path: string, suffix = ''): string {
  return /^[A-Za-z0-9._/-]+$/.test(path) ? `\`${path}${suffix}\`` : md(`${path}${suffix}`);
}

function issueLine(issue: Issue): string {
  return `- ${pathText(issue.path, `:${issue.line}:${issue.column}`)} ${issue.severity === 'error' ? '**error**' : issue.severity} ${name(issue.rule)}: ${md(issue.message)}`;
}

function excerptOf(text: string): string {
  return headTailText(text.trimEnd(), STDERR_EXCERPT_CHARS, 0.4);
}

/** The failure's message without the "turn N: " the referee starts it with (the turn is shown apart). */
function failureMessage(failure: Failure): string {
  const prefix = `turn ${failure.turn}: `;
  return failure.message.startsWith(prefix) ? failure.message.slice(prefix.length) : failure.message;
}

function observationText(observation: unknown): string {
  return truncate(typeof observation === 'string' ? observation : JSON.stringify(observation), OBSERVATION_CHARS);
}

function seatOf(game: GameResult, agent: string): number {
  return game.seats.indexOf(agent);
}

/** The index of a game in its match (0-based, as in the results and in pictureKey). */
function gameIndex(game: GameResult, match: MatchResult): number {
  return game.index ?? match.games.indexOf(game);
}

/** The number people read: 1-based, as in the replay file names (game-0001.json is game 1). */
function gameNumber(game: GameResult, match: MatchResult): number {
  return gameIndex(game, match) + 1;
}

function opponentsOf(match: MatchResult, agent: string): string[] {
  return match.agents.filter((a) => a !== agent);
}

function unverifiedNote(results: Results): string {
  const shas = [
    results.run.headSha ? `head \`${results.run.headSha.slice(0, 12)}\`` : undefined,
    results.run.baseSha ? `base \`${results.run.baseSha.slice(0, 12)}\`` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const where = shas ? ` (${shas})` : '';
  if (results.run.authoritative) return `Authoritative results for this head${where}.`;
  return (
    `Unverified: these results come from the pull request's own run${where}. The Arena check re-checks the changed files ` +
    "itself from GitHub's API; a maintainer run makes the match results authoritative."
  );
}

function headSection(results: Results): string {
  const head = [`## ${icon(results.verdict.conclusion)} Arena evaluation: ${results.verdict.conclusion}`, '', unverifiedNote(results), ''];
  for (const reason of results.verdict.reasons) head.push(`- ${md(reason)}`);
  return head.join('\n');
}

function changedTable(changed: readonly AgentResult[], conformance: ReadonlyMap<string, AgentConformance>): string {
  const rows = [
    '### Changed agents',
    '',
    '| agent | version | status | games | wins | draws | losses | own failures |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const agent of changed) {
    const c = conformance.get(agent.id);
    const failures = c ? md(describeFailureCounts(c.failures)) || '—' : '—';
    rows.push(
      `| ${name(agent.id)} | ${name(agent.version || '?')} | ${statusLabel(agent)} | ${c?.games ?? 0} | ${c?.wins ?? 0} | ${c?.draws ?? 0} | ${c?.losses ?? 0} | ${failures} |`,
    );
  }
  return rows.join('\n');
}

/** The agent's heading, findings and its record against each reference. */
function agentSection(agent: AgentResult, rows: readonly PairingRow[]): string {
  const lines = [`### ${name(agent.id)} ${name(agent.version)}`, ''];
  if (agent.issues.length > 0) lines.push(...agent.issues.map(issueLine), '');
  if (rows.length > 0) {
    // with more than two seats the places say what wins, draws and losses cannot (src/core/places.ts)
    const multi = hasMultiSeatMatch(rows.map((r) => r.match));
    lines.push(
      `| reference | game | games | wins | draws | losses |${multi ? ' places |' : ''} own failures |`,
      `| --- | --- | ---: | ---: | ---: | ---: |${multi ? ' --- |' : ''} --- |`,
    );
    for (const r of rows) {
      const placed = multi ? ` ${placesOf(r.match, agent.id)} |` : '';
      lines.push(
        `| ${r.opponents.map(name).join(', ')} | ${name(r.match.game)} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} |${placed} ${md(describeFailureCounts(r.failures)) || '—'} |`,
      );
    }
    const voided = rows.reduce((n, r) => n + (r.match.voided ?? 0), 0);
    if (voided > 0) lines.push('', `${plural(voided, 'game was', 'games were')} voided by infrastructure failures and not counted.`);
  } else if (agent.status === 'ok') {
    lines.push('No games were played.');
  } else {
    lines.push('Not played: fix the findings above first.');
  }
  return lines.join('\n');
}

/** One failure kind of the agent: where it first happened, what it saw, its stderr, how to reproduce it. */
function failureSection(input: SummaryInput, agent: AgentResult, example: FailureExample): string {
  const { match, game, failure } = example;
  const e = [
    `#### ${name(agent.id)}: ${example.kind} (${plural(example.count, 'game')})`,
    '',
    `First in game ${gameNumber(game, match)} of ${name(match.game)} against ${opponentsOf(match, agent.id).map(name).join(', ')} ` +
      `(seed ${game.seed}, seat ${seatOf(game, agent.id)}), on turn ${failure.turn}${failure.turn === 0 ? ' (startup)' : ''}: ${md(failureMessage(failure))}`,
    '',
  ];
  if (failure.observation !== undefined) {
    e.push('The observation it was answering:', '', markdownCodeBlock(observationText(failure.observation), 'json'), '');
  }
  const picture = input.pictures?.get(pictureKey(match.id, gameIndex(game, match)));
  if (picture) e.push('The board it saw:', '', markdownCodeBlock(picture), '');
  e.push(
    failure.stderr
      ? `<details><summary>Its stderr (start and end)</summary>\n\n${markdownCodeBlock(excerptOf(failure.stderr))}\n\n</details>`
      : 'It wrote nothing to stderr.',
    '',
    'Reproduce this game locally:',
    '',
    markdownCodeBlock(example.repro, 'sh'),
  );
  if (game.replay && input.filesHint) {
    // a code span: writeMatchFiles names files from [A-Za-z0-9._-]
    e.push('', `Watch it turn by turn: open ${pathText(viewerFileFor(game.replay))} from ${md(input.filesHint)} in a browser.`);
  }
  return e.join('\n');
}

/**
 * The final board of the first game the agent lost by the rules, folded. The <summary> line is an
 * HTML block, where Markdown escapes would show as backslashes: it holds only our own words, and
 * the names and the reason go below it, where Markdown is read again.
 */
function lostGameSection(input: SummaryInput, agent: AgentResult, row: PairingRow): string | undefined {
  const lost = firstRuleLoss(row.match, agent.id);
  if (!lost) return undefined;
  const picture = input.pictures?.get(pictureKey(row.match.id, gameIndex(lost, row.match)));
  if (!picture) return undefined;
  return [
    '<details><summary>The final board of a game it lost</summary>',
    '',
    `${name(agent.id)} lost game ${gameNumber(lost, row.match)} of ${name(row.match.game)} against ${row.opponents.map(name).join(', ')} (${name(lost.reason ?? 'by the rules')}):`,
    '',
    markdownCodeBlock(picture),
    '',
    markdownCodeBlock(reproCommand(row.match.game, lost.seats, lost.seed), 'sh'),
    '',
    '</details>',
  ].join('\n');
}

/** Markdown sections in order; the renderer keeps whole sections while they fit. */
function markdownSections(input: SummaryInput): string[] {
  const { results } = input;
  const changed = results.agents.filter((a) => a.changed === true);
  const conformance = new Map(input.conformance.map((c) => [c.agent as string, c]));
  const sections = [headSection(results)];
  if (changed.length > 0) sections.push(changedTable(changed, conformance));
  const top = results.issues ?? [];
  if (top.length > 0) sections.push(['### Findings of the change', '', ...top.map(issueLine)].join('\n'));
  for (const agent of changed) {
    const rows = pairingRows(results, agent.id);
    sections.push(agentSection(agent, rows));
    const placement = placementMarkdown(results, agent.id);
    if (placement) sections.push(placement);
    for (const example of failureExamples(results, agent.id)) sections.push(failureSection(input, agent, example));
    for (const r of rows) {
      const lost = lostGameSection(input, agent, r);
      if (lost) sections.push(lost);
    }
  }
  if (input.filesHint) sections.push(`Replays, viewer pages and logs (capped): ${md(input.filesHint)}.`);
  return sections;
}

/** The step-summary Markdown, within maxBytes (whole sections are kept; a note says what was cut). */
export function renderEvaluationMarkdown(input: SummaryInput): string {
  const budget = input.maxBytes ?? SUMMARY_BUDGET_BYTES;
  const sections = markdownSections(input);
  const out: string[] = [];
  let bytes = 0;
  for (let i = 0; i < sections.length; i++) {
    const section = `${sections[i]}\n\n`;
    const size = Buffer.byteLength(section, 'utf8');
    const noteRoom = 512;
    if (bytes + size + noteRoom > budget) {
      const note = `> The summary was cut here to stay under GitHub's ${STEP_SUMMARY_LIMIT_BYTES / 1024} KiB step-summary limit: ${plural(sections.length - i, 'more section')} not shown. Everything is in arena-results.json and the logs.\n`;
      if (out.length === 0) {
        // not even the heading fits a tiny budget: a plain note only
        return note.slice(0, Math.max(0, budget));
      }
      out.push(note);
      return out.join('');
    }
    out.push(section);
    bytes += size;
  }
  return out.join('');
}

function indent(text: string, prefix = '    '): string {
  return text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
}

/** The plain-text version for a terminal (stderr of `arena evaluate`). */
export function renderEvaluationText(input: SummaryInput): string {
  const { results } = input;
  const s = sanitizeLine;
  const lines: string[] = [];
  lines.push(`arena evaluate: ${results.verdict.conclusion}`);
  for (const reason of results.verdict.reasons) lines.push(`  - ${s(reason)}`);
  const fmtIssue = (i: Issue) => `  ${s(i.path)}:${i.line}:${i.column}: ${i.severity} ${s(i.rule)}: ${s(i.message)}`;
  if ((results.issues ?? []).length > 0) {
    lines.push('', 'findings of the change:');
    lines.push(...results.issues!.map(fmtIssue));
  }
  for (const agent of results.agents.filter((a) => a.changed === true)) {
    lines.push('', `${s(agent.id)} ${s(agent.version)}: ${agent.status}`);
    lines.push(...agent.issues.map(fmtIssue));
    const rows = pairingRows(results, agent.id);
    if (rows.length > 0) {
      const width = Math.max(9, ...rows.map((r) => r.opponents.join(', ').length));
      const multi = hasMultiSeatMatch(rows.map((r) => r.match));
      const places = rows.map((r) => (multi ? placesOf(r.match, agent.id) : ''));
      const placesWidth = Math.max(6, ...places.map((p) => p.length));
      const placesHead = multi ? `  ${'places'.padEnd(placesWidth)}` : '';
      lines.push(`  ${'reference'.padEnd(width)}  game                 games  wins  draws  losses${placesHead}  own failures`);
      rows.forEach((r, i) => {
        const placed = multi ? `  ${places[i]!.padEnd(placesWidth)}` : '';
        lines.push(
          `  ${s(r.opponents.join(', ')).padEnd(width)}  ${s(r.match.game).padEnd(19)}  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(5)}  ${String(r.losses).padStart(6)}${placed}  ${s(describeFailureCounts(r.failures)) || '-'}`,
        );
      });
    }
    lines.push(...placementText(results, agent.id));
    for (const example of failureExamples(results, agent.id)) {
      const { match, game, failure } = example;
      lines.push(
        `  ${example.kind} in ${plural(example.count, 'game')}; first in game ${gameNumber(game, match)} of ${s(match.game)} against ${s(opponentsOf(match, agent.id).join(', '))} (seed ${game.seed}, seat ${seatOf(game, agent.id)}), turn ${failure.turn}: ${s(failureMessage(failure))}`,
      );
      if (failure.observation !== undefined) lines.push(`    observation: ${s(observationText(failure.observation))}`);
      const picture = input.pictures?.get(pictureKey(match.id, gameIndex(game, match)));
      if (picture) lines.push(indent(sanitizeText(picture), '      '));
      if (failure.stderr) lines.push('    stderr (start and end):', indent(sanitizeText(excerptOf(failure.stderr)).trimEnd(), '      | '));
      lines.push(`    reproduce: ${s(example.repro)}`);
      if (game.replay && input.filesHint)
        lines.push(`    watch: ${s(viewerFileFor(game.replay))} (in ${s(input.filesHint)}; open it in a browser)`);
    }
  }
  if (input.filesHint) lines.push('', `replays, viewer pages and logs (capped): ${s(input.filesHint)}`);
  return `${lines.join('\n')}\n`;
}
