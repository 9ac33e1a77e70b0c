// `arena validate [--root DIR] [--changed FILE] [--json]`: discover and validate agents (all, or
// those touched by the listed paths), and run `arena game check` on the games of this repository
// that arena.yml declares (all, or those whose games/<name>/ folder the listed paths touch). Exit 0 without errors (warnings allowed), 1 with errors,
// 2 for usage or configuration errors.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand } from '../cli/io.js';
import { discoverAgents, loadArenaConfig, type Discovery } from '../adapters/discovery.js';
import { checkGameAt, gameCheckIssues, gamesToCheck } from '../adapters/game-check.js';
import { readChangedList } from '../adapters/git.js';
import { ExitCode, UserError } from '../core/errors.js';
import { touchedAgents, type ChangedPath } from '../core/gates.js';
import { agentResult } from '../core/agent-result.js';
import { capIssues } from '../core/issues.js';
import { RESULTS_CAPS, RESULTS_SCHEMA_V1, serializeResults, type Issue, type Results } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';

const USAGE = 'arena validate [--root DIR] [--changed FILE] [--json]';

export interface ValidateOutcome {
  discovery: Discovery;
  /** agents a --changed list named that no longer exist (removed by the change) */
  removed: Array<{ id: string; path: string }>;
  /** true when a --changed list was given */
  partial: boolean;
}

/** Discover and validate under `root`: every agent, or only those touched by `changed`. */
export async function validateRepository(
  root: string,
  opts: { changed?: readonly ChangedPath[]; hash?: boolean } = {},
): Promise<ValidateOutcome> {
  // the games of this repository are checked here (a broken one is a finding, not a crash)
  const config = await loadArenaConfig(root, undefined, { games: false });
  const gameIssues: Issue[] = [];
  for (const target of gamesToCheck(
    config,
    opts.changed?.flatMap((c) => (c.from ? [c.path, c.from] : [c.path])),
  )) {
    gameIssues.push(...gameCheckIssues(await checkGameAt(root, config, target, { register: true })));
  }
  if (!opts.changed) {
    const discovery = await discoverAgents(root, config, { hash: opts.hash ?? true });
    discovery.issues.push(...gameIssues);
    return { discovery, removed: [], partial: false };
  }
  const touched = touchedAgents(opts.changed, config);
  const wanted = new Set(touched.agents.keys());
  const discovery = await discoverAgents(root, config, { only: (tier, name) => wanted.has(`${tier}/${name}`), hash: opts.hash ?? true });
  discovery.issues.push(...gameIssues);
  const found = new Set(discovery.agents.map((a) => a.id));
  const present = new Set([...discovery.names].flatMap(([tier, names]) => [...names].map((n) => `${tier}/${n}`)));
  const removed = [...touched.agents.values()]
    .filter((a) => !found.has(a.id) && !present.has(a.id))
    .map((a) => ({ id: a.id, path: a.folder }));
  return { discovery, removed, partial: true };
}

function countSeverities(issues: Iterable<Issue>): { errors: number; warnings: number; notices: number } {
  const counts = { errors: 0, warnings: 0, notices: 0 };
  for (const issue of issues) {
    if (issue.severity === 'error') counts.errors += 1;
    else if (issue.severity === 'warning') counts.warnings += 1;
    else counts.notices += 1;
  }
  return counts;
}

function allIssues(outcome: ValidateOutcome): Issue[] {
  return [...outcome.discovery.issues, ...outcome.discovery.agents.flatMap((a) => a.issues)];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One line: how many agents, by status, and how many findings. */
export function summaryLine(outcome: ValidateOutcome): string {
  const agents = outcome.discovery.agents;
  const by = (s: string) => agents.filter((a) => a.status === s).length;
  const counts = countSeverities(allIssues(outcome));
  const scope = outcome.partial ? ' touched by the change' : '';
  const removed = outcome.removed.length > 0 ? `; ${outcome.removed.length} removed` : '';
  return (
    `${plural(agents.length, 'agent')}${scope}: ${by('ok')} ok, ${by('invalid')} invalid, ${by('rejected')} rejected${removed}; ` +
    `${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`
  );
}

/** The arena.results/v1 document for a validation, within the schema's caps. */
export function validateResults(outcome: ValidateOutcome, now = new Date()): Results {
  const agents = outcome.discovery.agents;
  const counts = countSeverities(allIssues(outcome));
  const top: Issue[] = [...outcome.discovery.issues];
  for (const { id, path } of outcome.removed) {
    top.push({ path, line: 1, column: 1, severity: 'notice', rule: 'agent-removed', message: `${id} is removed by this change` });
  }
  // Keep the agents with findings when there are more agents than a results document may list.
  let listed = agents;
  if (agents.length > RESULTS_CAPS.agents) {
    const withIssues = agents.filter((a) => a.status !== 'ok' || a.issues.length > 0);
    const clean = agents.filter((a) => !(a.status !== 'ok' || a.issues.length > 0));
    listed = [...withIssues, ...clean].slice(0, RESULTS_CAPS.agents);
    top.push({
      path: '.',
      line: 1,
      column: 1,
      severity: 'notice',
      rule: 'results-truncated',
      message: `${agents.length - listed.length} of ${agents.length} agents are not listed (a results document lists at most ${RESULTS_CAPS.agents}); agents with findings come first`,
    });
  }
  const reasons = [summaryLine(outcome)];
  return {
    schema: RESULTS_SCHEMA_V1,
    run: { mode: 'validate', createdAt: now.toISOString(), arenaVersion: ARENA_VERSION },
    agents: listed.map(agentResult),
    ...(top.length > 0 ? { issues: capIssues(top, RESULTS_CAPS.topIssues, '.') } : {}),
    matches: [],
    ratings: [],
    verdict: { conclusion: counts.errors > 0 ? 'failure' : 'success', reasons },
  };
}

/** `file:line:col: severity rule: message`, every part sanitised. */
export function formatIssue(issue: Issue): string {
  return `${sanitizeLine(issue.path)}:${issue.line}:${issue.column}: ${issue.severity} ${sanitizeLine(issue.rule)}: ${sanitizeLine(issue.message)}`;
}

export const command: CliCommand = {
  name: 'validate',
  usage: USAGE,
  run: async (argv, io) => {
    const { values } = parseFlags(argv, { root: { type: 'string' }, changed: { type: 'string' }, json: { type: 'boolean' } }, USAGE);
    const rootFlag = stringFlag(values.root);
    const root = resolve(io.cwd, rootFlag ?? '.');
    const info = await stat(root).catch(() => undefined);
    if (!info?.isDirectory()) {
      throw new UserError(
        `--root ${rootFlag ?? '.'}: no such folder (${root})`,
        'give the root of an arena repository (the folder holding arena.yml and agents/)',
      );
    }
    const changedFlag = stringFlag(values.changed);
    const changed = changedFlag !== undefined ? await readChangedList(changedFlag, io) : undefined;
    const outcome = await validateRepository(root, changed ? { changed } : {});
    const counts = countSeverities(allIssues(outcome));
    if (values.json) {
      io.out(serializeResults(validateResults(outcome)));
      io.err(`arena validate: ${summaryLine(outcome)}\n`);
    } else {
      const lines = allIssues(outcome)
        .slice()
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || a.column - b.column))
        .map(formatIssue);
      for (const { id, path } of outcome.removed) lines.push(`${sanitizeLine(path)}: ${sanitizeLine(id)} is removed by this change`);
      lines.push(`arena validate: ${summaryLine(outcome)}`);
      io.out(`${lines.join('\n')}\n`);
    }
    return counts.errors > 0 ? ExitCode.findings : ExitCode.ok;
  },
};
