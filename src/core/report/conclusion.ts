// The check's conclusion (docs/architecture.md, "What each mode does"): the recomputed gates decide; the results can only lower that
// (never raise it); a fork's results are unverified, so they give at best `neutral` unless
// arena.yml sets evaluation.forkSuccess; a PR whose head moved meanwhile ("superseded") completes
// at most `neutral`: lowest(what the gates and results give, neutral), never better — so a commit
// that fails its gates keeps a failing check even after a newer push (docs/report.md).
import type { CheckConclusion } from '../github/port.js';
import type { AuthoritativeCheck, GateReport, ResultsOutcome } from './types.js';

export interface ConclusionInput {
  gates: GateReport;
  /** the evaluation run's own conclusion (success, failure, timed_out, cancelled, …) */
  runConclusion: string;
  results: ResultsOutcome;
  fork: boolean;
  forkSuccess: boolean;
  superseded: boolean;
  /** a changed agent the results mark `skipped` is acceptable (maintainer runs only) */
  allowSkipped?: boolean;
}

export interface Decision {
  conclusion: CheckConclusion;
  /** one line for output.title */
  headline: string;
  /** why, in order of weight; plain text built by us (agent ids and rule ids only) */
  reasons: string[];
  unverified: boolean;
}

const RANK: Record<CheckConclusion, number> = { failure: 0, neutral: 1, success: 2 };

export function lowest(a: CheckConclusion, b: CheckConclusion): CheckConclusion {
  return RANK[a] <= RANK[b] ? a : b;
}

/**
 * Problems the results show for the changed agents (status, and agents the results leave out).
 * The PR evaluation never skips a changed agent, so `skipped` there is a problem; a maintainer's
 * run may skip one on purpose (`allowSkipped`).
 */
export function resultProblems(gates: GateReport, results: ResultsOutcome, allowSkipped = false): string[] {
  if (results.status !== 'valid') return [];
  const problems: string[] = [];
  const byId = new Map(results.results.agents.map((a) => [a.id, a]));
  for (const agent of gates.agents) {
    if (agent.change === 'removed') continue;
    const result = byId.get(agent.id);
    if (!result) {
      problems.push(`the evaluation results do not include ${agent.id}`);
      continue;
    }
    if (result.status !== 'ok' && !(allowSkipped && result.status === 'skipped'))
      problems.push(`the evaluation reports ${agent.id} as ${result.status}`);
  }
  return problems;
}

export function decideConclusion(input: ConclusionInput): Decision {
  const reasons: string[] = [];
  let conclusion: CheckConclusion = 'success';
  const gateErrors = input.gates.findings.filter((f) => f.severity === 'error');

  if (!input.gates.recomputed) {
    conclusion = 'failure';
    reasons.push(...input.gates.notRecomputed.map((r) => `gates not recomputed: ${r}`));
  }
  if (gateErrors.length > 0) {
    conclusion = 'failure';
    const rules = [...new Set(gateErrors.map((f) => f.rule))];
    reasons.push(`${gateErrors.length} error${gateErrors.length === 1 ? '' : 's'} in the recomputed checks (${rules.join(', ')})`);
  }

  let headline: string | undefined;
  if (input.results.status === 'not-read') {
    conclusion = 'failure';
    headline = 'evaluation did not complete';
    reasons.push(`evaluation did not complete: ${input.results.reason}`);
  } else if (input.results.status === 'untrusted') {
    conclusion = 'failure';
    headline = 'results could not be trusted';
    reasons.push(`results could not be trusted: ${input.results.reason}`);
  } else {
    const verdict = input.results.results.verdict.conclusion;
    if (verdict !== 'success') {
      // the evaluation's own words, one line each (they hold `;` themselves)
      const said = input.results.results.verdict.reasons.slice(0, 5);
      if (said.length === 0) reasons.push(`the evaluation concluded ${verdict} and gave no reason (its job summary may say more)`);
      reasons.push(...said.map((r) => `evaluation: ${r}`));
    }
    conclusion = lowest(conclusion, verdict);
    const problems = resultProblems(input.gates, input.results, input.allowSkipped ?? false);
    if (problems.length > 0) {
      conclusion = 'failure';
      reasons.push(...problems);
    }
    if (input.gates.recomputed && input.gates.agents.length === 0) reasons.push('the pull request changes no agent');
  }

  const unverified = input.fork && input.results.status === 'valid';
  if (input.fork && conclusion === 'success' && !input.forkSuccess) {
    conclusion = 'neutral';
    reasons.push('unverified: the results come from a fork’s run; a maintainer run makes them authoritative');
  }

  if (input.superseded || input.gates.supersededBy) {
    // Never better than the gates and results: at most neutral, and a failure stays a failure.
    const capped = lowest(conclusion, 'neutral');
    return {
      conclusion: capped,
      headline:
        capped === 'failure'
          ? 'superseded, and this commit does not pass its own checks'
          : 'superseded: the pull request has a newer head commit',
      reasons: [
        `superseded: the pull request’s head moved after this evaluation; the newer commit gets its own check. A superseded check is at most neutral and never better than this commit’s own gates and results (${capped} here)`,
        ...reasons,
      ],
      unverified,
    };
  }
  if (!headline) {
    if (conclusion === 'success') headline = 'all checks passed';
    // the title reads `<conclusion>: <headline>`, so a headline never repeats the conclusion
    else if (conclusion === 'neutral') headline = unverified ? 'gates passed; results unverified (fork)' : 'the evaluation gave no verdict';
    else if (!input.gates.recomputed) headline = 'gates could not be recomputed';
    else if (gateErrors.length > 0) headline = 'gates found errors';
    else headline = 'the evaluation found problems';
  }
  return { conclusion, headline, reasons, unverified };
}

/**
 * A run that ran out of its request budget did not see everything it should have read: failure,
 * "request budget exhausted", whatever the reads it did make would give.
 */
export function capByBudget(decision: Decision, budget: { refused?: { message: string } | undefined } | undefined): Decision {
  if (!budget?.refused) return decision;
  return {
    ...decision,
    conclusion: 'failure',
    headline: 'request budget exhausted',
    reasons: [`${budget.refused.message}; the reads past it were not made, so the check fails closed`, ...decision.reasons],
  };
}

/** GitHub's conclusion of an authoritative check as ours: anything but success or neutral is a failure. */
function asConclusion(conclusion: string): CheckConclusion {
  return conclusion === 'success' || conclusion === 'neutral' ? conclusion : 'failure';
}

/**
 * Never post above an authoritative verdict on the same sha (a fork closing and reopening its PR
 * re-runs the evaluation of a commit a maintainer run already judged). `existing` is undefined when
 * the check runs on the sha could not be listed: then an authoritative verdict cannot be ruled out,
 * and the check fails closed.
 */
export function capByAuthoritative(decision: Decision, existing: { authoritative?: AuthoritativeCheck } | undefined): Decision {
  if (existing === undefined) {
    return {
      ...decision,
      conclusion: 'failure',
      headline: decision.conclusion === 'failure' ? decision.headline : 'the check runs on this commit could not be read',
      reasons: [
        ...decision.reasons,
        'the check runs already on this commit could not be listed, so an authoritative maintainer verdict there could not be ruled out; re-run the report job',
      ],
    };
  }
  const authoritative = existing.authoritative;
  if (!authoritative) return decision;
  const cap = asConclusion(authoritative.conclusion);
  const conclusion = lowest(decision.conclusion, cap);
  const reason = `an authoritative maintainer run concluded ${authoritative.conclusion} on this commit (check run ${authoritative.id}); a later evaluation of the same commit never posts above it`;
  if (conclusion === decision.conclusion) return { ...decision, reasons: [...decision.reasons, reason] };
  return {
    ...decision,
    conclusion,
    headline: `held at the authoritative maintainer verdict (${cap})`,
    reasons: [reason, ...decision.reasons],
  };
}
