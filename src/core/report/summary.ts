// The check run's Markdown: a summary a maintainer reads at a glance (verdict, why, the changed
// agents, findings that have no line to sit on, matches) and a longer text with every failure and
// its repro command. All PR and agent text goes through the sanitiser (via text.ts); the two parts
// are fitted to the Checks API's 65,535 bytes of UTF-8 with a truncation marker.
import type { WorkflowRunContext } from '../github/event.js';
import type { Results } from '../results.js';
import type { AnnotationPlan } from './annotations.js';
import type { Decision } from './conclusion.js';
import { reproCommand } from './repro.js';
import { headTailText } from '../head-tail.js';
import { hasMultiSeatMatch, placesOf } from '../places.js';
import { viewerPageOf } from '../render/replay-html.js';
import { truncate } from '../sanitize.js';
import { CHECK_LIMITS, fitSections, md, mdBlock, mdCode, mdName as name } from './text.js';
import { AUTHORITATIVE_TRUST, placementMarkdown, UNVERIFIED_TRUST } from '../evaluate/placement-summary.js';
import type { GateReport, OtherCheckRun, ResultsOutcome } from './types.js';

export const CHECK_NAME = 'Arena';

export interface SummaryInput {
  run: WorkflowRunContext;
  decision: Decision;
  gates: GateReport;
  results: ResultsOutcome;
  plan: AnnotationPlan;
  otherChecks: readonly OtherCheckRun[];
  /** the other check runs could not be listed */
  otherChecksUnknown?: boolean;
  /** extra lines for the notes section (ours, plain) */
  notes?: readonly string[];
}

const ICON: Record<string, string> = { success: '✅', neutral: '⚪', failure: '❌' };

export function checkTitle(decision: Decision): string {
  return `${decision.conclusion}: ${decision.headline}`;
}

function header(input: SummaryInput): string {
  const { run, decision, gates } = input;
  const lines = [`## ${ICON[decision.conclusion] ?? ''} Arena: ${decision.conclusion} — ${md(decision.headline)}`];
  const pr = gates.pull
    ? `pull request #${gates.pull.number} by ${mdCode(gates.pull.author)} (${md(gates.pull.association)})`
    : 'pull request not resolved';
  const evaluation = run.htmlUrl
    ? `[evaluation run ${run.runId}, attempt ${run.runAttempt}](${run.htmlUrl})`
    : `evaluation run ${run.runId}, attempt ${run.runAttempt}`;
  lines.push(
    '',
    `${pr} · head ${mdCode(run.headSha)} on branch ${mdCode(run.headBranch)} of ${mdCode(run.headFullName)} · ${evaluation}, which concluded ${md(run.conclusion)}`,
  );
  if (input.decision.unverified) {
    // success while unverified: arena.yml's evaluation.forkSuccess lets passing fork results stand
    const effect =
      input.decision.conclusion === 'success'
        ? 'this arena’s `evaluation.forkSuccess: true` lets them pass this check'
        : 'they can lower this check, never raise it';
    lines.push(
      '',
      `> **Unverified.** These results come from a run a fork controls: ${effect}. A maintainer run of the default branch’s code makes them authoritative.`,
    );
  }
  return lines.join('\n');
}

function reasons(input: SummaryInput): string {
  if (input.decision.reasons.length === 0) return '';
  return ['### Why', '', ...input.decision.reasons.slice(0, 50).map((r) => `- ${md(truncate(r, 600))}`)].join('\n');
}

function agentsTable(input: SummaryInput): string {
  const { gates, results } = input;
  if (gates.agents.length === 0) return '';
  const byId = results.status === 'valid' ? new Map(results.results.agents.map((a) => [a.id, a])) : undefined;
  const rows = gates.agents.map((a) => {
    const version = `${a.baseVersion !== undefined ? name(a.baseVersion) : '—'} → ${a.headVersion !== undefined ? name(a.headVersion) : '—'}`;
    const owner = a.owner === undefined ? '—' : a.owner === null ? 'unknown' : mdCode(a.owner);
    const evaluated = byId ? (byId.get(a.id)?.status ?? 'not in the results') : 'no results';
    const errors = gates.findings.filter((f) => f.agent === a.id && f.severity === 'error').length;
    return `| ${mdCode(a.id)} | ${a.change} | ${version} | ${a.entrypoint ?? '—'} | ${owner} | ${errors} | ${md(evaluated)} |`;
  });
  return [
    '### Changed agents',
    '',
    '| agent | change | version (default branch → head) | entrypoint (head) | owner | errors | evaluation |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function loneFindings(input: SummaryInput): string {
  const list = input.plan.summaryFindings;
  if (list.length === 0) return '';
  const shown = list.slice(0, 100);
  const lines = shown.map(
    (f) => `- **${f.severity}** ${mdCode(f.rule)}${f.path !== undefined ? ` ${mdCode(f.path)}` : ''}: ${md(f.message)}`,
  );
  if (list.length > shown.length) lines.push(`- … and ${list.length - shown.length} more`);
  return ['### Findings outside the changed agent folders', '', ...lines].join('\n');
}

function matchesTable(results: Results, label: string, changedIds: ReadonlySet<string>): string {
  if (results.matches.length === 0) return '';
  // with more than two seats "won" (alone at the top) and "lost" (someone above) say little: the places show the ranks
  const multi = hasMultiSeatMatch(results.matches);
  const rows: string[] = [];
  for (const match of results.matches) {
    for (const [id, s] of Object.entries(match.summary)) {
      if (!changedIds.has(id)) continue;
      const failures = Object.entries(s.failures)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      const opponents = match.agents.filter((a) => a !== id).join(', ');
      const games = match.games.filter((g) => g.seats.includes(id)).length;
      const placed = multi ? ` ${placesOf(match, id)} |` : '';
      rows.push(
        `| ${mdCode(id)} | ${mdCode(opponents)} | ${name(match.game)} | ${games} | ${s.wins} | ${s.draws} | ${s.losses} |${placed} ${failures || '—'} |`,
      );
      if (rows.length >= 200) break;
    }
    if (rows.length >= 200) break;
  }
  if (rows.length === 0) return '';
  return [
    `### Matches${label}`,
    '',
    multi
      ? '| agent | against | game | games | wins | draws | losses | places | own failures |'
      : '| agent | against | game | games | wins | draws | losses | own failures |',
    multi ? '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |' : '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

function notes(input: SummaryInput): string {
  const lines: string[] = [];
  const { plan } = input;
  if (input.otherChecksUnknown) lines.push('Other check runs named Arena on this commit could not be listed.');
  for (const other of input.otherChecks.slice(0, 10)) {
    lines.push(
      `**Another check run named ${CHECK_NAME} exists on this commit** (id ${other.id}${other.app ? `, app ${mdCode(other.app)}` : ''}, conclusion ${md(other.conclusion ?? 'none')}). Required checks match by name: only this one, posted by the report job, recomputes the gates (see docs/security-model.md).`,
    );
  }
  if (plan.omitted > 0)
    lines.push(`${plan.omitted} more annotations were not posted (at most ${plan.annotations.length} per check run); see the text below.`);
  if (plan.droppedFromResults > 0) {
    lines.push(
      `${plan.droppedFromResults} findings from the evaluation results pointed outside the changed agent folders and were dropped.`,
    );
  }
  if (plan.mergedFromResults > 0) {
    lines.push(
      `${plan.mergedFromResults} findings from the evaluation results repeated one already annotated (same line, rule and message, or a recomputed finding of that rule on that line) and were merged into it.`,
    );
  }
  if (plan.otherFailures > 0) lines.push(`${plan.otherFailures} failures of reference agents were recorded (not annotated).`);
  for (const n of input.notes ?? []) lines.push(md(n));
  if (lines.length === 0) return '';
  return ['### Notes', '', ...lines.map((l) => `- ${l}`)].join('\n');
}

/** The provisional rating, rank and stopping (src/core/evaluate/placement-summary.ts), labelled by what the report knows. */
function placementSection(input: SummaryInput): string {
  if (input.results.status !== 'valid') return '';
  const results = input.results.results;
  const trust = input.decision.unverified
    ? UNVERIFIED_TRUST
    : results.run.authoritative
      ? AUTHORITATIVE_TRUST
      : 'from a run of a branch of this repository';
  return placementMarkdown(results, undefined, '###', trust);
}

export function renderSummary(input: SummaryInput, max: number = CHECK_LIMITS.outputBytes): string {
  const label = input.decision.unverified ? ' (unverified)' : '';
  const changedIds = new Set(input.gates.agents.map((a) => a.id));
  return fitSections(
    [
      header(input),
      reasons(input),
      agentsTable(input),
      loneFindings(input),
      input.results.status === 'valid' ? matchesTable(input.results.results, label, changedIds) : '',
      input.results.status === 'valid' ? placementSection(input) : '',
      notes(input),
    ],
    max,
  );
}

/** output.text: every failure of a changed agent with its seed and repro command, and stderr excerpts. */
export function renderText(input: SummaryInput, max: number = CHECK_LIMITS.outputBytes): string {
  if (input.results.status !== 'valid') return '';
  const changed = new Set(input.gates.agents.filter((a) => a.change !== 'removed').map((a) => a.id));
  const sections: string[] = [];
  const label = input.decision.unverified ? ' (unverified)' : '';
  for (const match of input.results.results.matches) {
    for (const [index, game] of match.games.entries()) {
      for (const failure of game.failures) {
        if (!changed.has(failure.agent)) continue;
        const repro = reproCommand(match.game, game);
        const page = viewerPageOf(game.replay);
        // games are numbered from 1 for people, as the evaluation's summary and replay files (game-0001) are
        const parts = [
          `#### ${mdCode(failure.agent)}: ${failure.kind} — ${name(match.game)}, game ${(game.index ?? index) + 1}, seed ${game.seed}, turn ${failure.turn}${label}`,
          failure.message ? md(failure.message) : '',
          repro ? `Reproduce: ${mdCode(repro)}` : '',
          page ? `Watch it: ${mdCode(page)} in the ${mdCode(LOGS_ARTIFACT)} artifact of the evaluation run.` : '',
          failure.stderr ? `Its stderr (start and end):\n\n${mdBlock(headTailText(failure.stderr, 2000, 0.4))}` : '',
        ].filter((p) => p.length > 0);
        sections.push(parts.join('\n\n'));
        if (sections.length >= 500) break;
      }
    }
  }
  if (sections.length === 0) return '';
  return fitSections(['### Failures', ...viewerNote(input), ...sections], max);
}

/** The artifact the shipped workflows upload replays, viewer pages and logs as (.github/workflows/arena-pr.yml). */
export const LOGS_ARTIFACT = 'arena-logs';

/** Where the replay viewer pages are, when a failing game has one. */
function viewerNote(input: SummaryInput): string[] {
  if (input.results.status !== 'valid') return [];
  const any = input.results.results.matches.some((m) => m.games.some((g) => viewerPageOf(g.replay) !== undefined && g.failures.length > 0));
  if (!any) return [];
  const { run } = input;
  const where = run.htmlUrl ? `[evaluation run ${run.runId}](${run.htmlUrl})` : `evaluation run ${run.runId}`;
  return [
    `Replay pages (one self-contained HTML file per failing game, open it in a browser) are in the ${mdCode(LOGS_ARTIFACT)} artifact of ${where}: ${mdCode('replays/<match>/game-NNNN.html')}, next to the replay's JSON; each failure below names its page.`,
  ];
}

/** The job summary: the check run's summary and text with room to spare, ending its last line. */
export function renderJobSummary(input: SummaryInput): string {
  return `${[renderSummary(input, 900_000), renderText(input, 100_000)].filter((s) => s).join('\n\n')}\n`;
}
