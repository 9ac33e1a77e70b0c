// The verdict of a PR evaluation (docs/evaluation.md), as pure functions over what the evaluation
// found. Strength is reported, never judged: only validity, the tier policy, builds, the change
// gates and protocol conformance decide.
//
//   failure  a changed agent is invalid, rejected or build-failed; or it failed (crash, timeout,
//            protocol error, invalid action, …) in more than evaluation.maxFailureShare of its
//            games; or an error-severity finding (a change gate, a configuration problem) exists
//   neutral  nothing to evaluate: the change adds or modifies no agent
//   success  otherwise
import type { AgentResult, AgentId, FailureKind, Issue, MatchResult, Verdict } from '../results.js';
import { RESULTS_CAPS } from '../results.js';
import { truncate } from '../sanitize.js';

/** The failure kinds that count against an agent's protocol conformance (infra is never the agent's). */
export const CONFORMANCE_FAILURE_KINDS: readonly FailureKind[] = [
  'crash',
  'timeout',
  'startup-timeout',
  'protocol-error',
  'invalid-action',
  'output-limit',
  'oom',
];

/** How one changed agent did against the protocol, over all of its evaluation games. */
export interface AgentConformance {
  agent: AgentId;
  /** games it sat in (voided games are not counted) */
  games: number;
  /** games that ended in its own failure */
  failedGames: number;
  /** its own failures by kind (infra excluded) */
  failures: Partial<Record<FailureKind, number>>;
  wins: number;
  draws: number;
  losses: number;
  /** failedGames / games (0 when it played no game) */
  share: number;
  /** share ≤ maxFailureShare */
  passed: boolean;
}

/** Protocol conformance of `agent` over `matches`. */
export function agentConformance(agent: AgentId, matches: readonly MatchResult[], maxFailureShare: number): AgentConformance {
  const counted = new Set<string>(CONFORMANCE_FAILURE_KINDS);
  let games = 0;
  let failedGames = 0;
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const failures: Partial<Record<FailureKind, number>> = {};
  for (const match of matches) {
    if (!match.agents.includes(agent)) continue;
    const s = match.summary[agent];
    if (s) {
      wins += s.wins;
      draws += s.draws;
      losses += s.losses;
    }
    for (const game of match.games) {
      if (!game.seats.includes(agent)) continue;
      games += 1;
      const own = game.failures.filter((f) => f.agent === agent && counted.has(f.kind));
      if (own.length > 0) failedGames += 1;
      for (const f of own) failures[f.kind] = (failures[f.kind] ?? 0) + 1;
    }
  }
  const share = games === 0 ? 0 : failedGames / games;
  return { agent, games, failedGames, failures, wins, draws, losses, share, passed: share <= maxFailureShare };
}

export interface VerdictInput {
  /** changed agents that exist after the change (any status), with their findings (gates included) */
  changed: readonly AgentResult[];
  /** ids of agents the change removes */
  removed: readonly string[];
  /** findings not tied to one agent: change gates on trusted paths, discovery and configuration */
  issues: readonly Issue[];
  /** one per changed agent that played */
  conformance: readonly AgentConformance[];
  maxFailureShare: number;
  /** informational lines appended to the reasons (e.g. "no reference agent plays X") */
  notes?: readonly string[];
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

/** `crash 3, timeout 1`, in taxonomy order. */
export function describeFailureCounts(failures: Partial<Record<FailureKind, number>>): string {
  return CONFORMANCE_FAILURE_KINDS.filter((k) => (failures[k] ?? 0) > 0)
    .map((k) => `${k} ${failures[k]}`)
    .join(', ');
}

function firstError(issues: readonly Issue[]): Issue | undefined {
  return issues.find((i) => i.severity === 'error');
}

function where(issue: Issue): string {
  return `${issue.path}:${issue.line}:${issue.column}`;
}

/** Why a changed agent fails, or undefined when its status and findings are fine. */
function agentProblem(agent: AgentResult): string | undefined {
  const error = firstError(agent.issues);
  const errors = agent.issues.filter((i) => i.severity === 'error').length;
  const more = errors > 1 ? ` (and ${plural(errors - 1, 'more finding')})` : '';
  const detail = error ? `: ${where(error)} ${error.rule}: ${error.message}${more}` : '';
  switch (agent.status) {
    case 'invalid':
      return `${agent.id} is invalid${detail}`;
    case 'rejected':
      return `${agent.id} is rejected${detail}`;
    case 'build-failed':
      return `${agent.id} could not be built or started${detail}`;
    case 'skipped':
      return undefined;
    case 'ok':
      return error ? `${agent.id} fails a check${detail}` : undefined;
  }
}

function conformanceProblem(c: AgentConformance, maxFailureShare: number): string | undefined {
  if (c.passed) return undefined;
  return (
    `${c.agent} failed in ${c.failedGames} of ${plural(c.games, 'game')} (${describeFailureCounts(c.failures)}): ` +
    `${percent(c.share)} is more than evaluation.maxFailureShare (${percent(maxFailureShare)}) allows; ` +
    'an agent must answer every message in time and by the protocol (docs/protocol.md)'
  );
}

function strengthLine(c: AgentConformance): string {
  if (c.games === 0) return `${c.agent}: valid; no games played (no reference agent plays its games)`;
  const failed =
    c.failedGames > 0 ? `; ${plural(c.failedGames, 'game')} ended in its own failure (${describeFailureCounts(c.failures)})` : '';
  return `${c.agent}: ${plural(c.wins, 'win')}, ${plural(c.draws, 'draw')}, ${plural(c.losses, 'loss', 'losses')} in ${plural(c.games, 'game')} against the reference agents${failed}`;
}

/** The verdict and its reasons, most important first. */
export function evaluationVerdict(input: VerdictInput): Verdict {
  const problems: string[] = [];
  for (const agent of input.changed) {
    const p = agentProblem(agent);
    if (p) problems.push(p);
  }
  for (const c of input.conformance) {
    const p = conformanceProblem(c, input.maxFailureShare);
    if (p) problems.push(p);
  }
  const topErrors = input.issues.filter((i) => i.severity === 'error');
  const byRule = new Map<string, Issue[]>();
  for (const issue of topErrors) byRule.set(issue.rule, [...(byRule.get(issue.rule) ?? []), issue]);
  for (const [rule, issues] of byRule) {
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${plural(issues.length - 1, 'more path')})` : '';
    problems.push(`${rule}: ${where(first)}: ${first.message}${more}`);
  }

  let conclusion: Verdict['conclusion'];
  const reasons: string[] = [];
  if (problems.length > 0) {
    conclusion = 'failure';
    reasons.push(...problems);
  } else if (input.changed.length === 0) {
    conclusion = 'neutral';
    reasons.push(
      input.removed.length > 0
        ? `nothing to evaluate: the change only removes ${input.removed.join(', ')}`
        : 'nothing to evaluate: the change adds or modifies no agent',
    );
  } else {
    conclusion = 'success';
    reasons.push(
      `${plural(input.changed.length, 'changed agent')} valid${input.conformance.some((c) => c.games > 0) ? ' and answering the protocol' : ''}`,
    );
  }
  for (const c of input.conformance) reasons.push(strengthLine(c));
  if (input.removed.length > 0 && conclusion !== 'neutral') reasons.push(`removed: ${input.removed.join(', ')}`);
  for (const note of input.notes ?? []) reasons.push(note);
  const capped = reasons.map((r) => truncate(r, RESULTS_CAPS.message));
  if (capped.length > RESULTS_CAPS.reasons) {
    const kept = capped.slice(0, RESULTS_CAPS.reasons - 1);
    kept.push(`and ${capped.length - kept.length} more reasons (see agents[] and matches[])`);
    return { conclusion, reasons: kept };
  }
  return { conclusion, reasons: capped };
}
