// The check's conclusion (src/core/report/conclusion.ts) against an independent oracle: the rule
// written out again from docs/report.md, sharing no code with the function under test, over
// arbitrary gates, results and fork settings (fast-check).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runs } from './runs.js';
import {
  capByAuthoritative,
  capByBudget,
  decideConclusion,
  resultProblems,
  type ConclusionInput,
  type Decision,
} from '../../src/core/report/conclusion.js';
import { checkTitle } from '../../src/core/report/summary.js';
import type { ChangedAgent, Finding, GateReport, ResultsOutcome } from '../../src/core/report/types.js';
import type { Results } from '../../src/core/results.js';

type C = 'failure' | 'neutral' | 'success';
const ORDER: readonly C[] = ['failure', 'neutral', 'success'];
/** the lower of two conclusions, by position in ORDER (not the module's `lowest`) */
const min = (...cs: C[]): C => ORDER[Math.min(...cs.map((c) => ORDER.indexOf(c)))]!;
const atMost = (c: C, cap: C) => ORDER.indexOf(c) <= ORDER.indexOf(cap);

/** What the gates alone allow: failed or unrecomputed gates fail. */
function gatesCap(g: GateReport): C {
  if (!g.recomputed) return 'failure';
  for (const f of g.findings) if (f.severity === 'error') return 'failure';
  return 'success';
}

/** What the results alone allow: unread or untrusted fail; else the verdict, failing for any changed agent not played ok. */
function resultsCap(input: ConclusionInput): C {
  const r = input.results;
  if (r.status !== 'valid') return 'failure';
  for (const agent of input.gates.agents) {
    if (agent.change === 'removed') continue;
    const played = r.results.agents.find((a) => a.id === agent.id);
    if (played === undefined) return 'failure';
    if (played.status === 'ok') continue;
    if (played.status === 'skipped' && input.allowSkipped === true) continue;
    return 'failure';
  }
  return r.results.verdict.conclusion;
}

/** The whole rule: the lowest of gates, results and the fork cap; a superseded check at most neutral. */
function oracle(input: ConclusionInput): C {
  const forkCap: C = input.fork && !input.forkSuccess ? 'neutral' : 'success';
  const supersededCap: C = input.superseded || input.gates.supersededBy !== undefined ? 'neutral' : 'success';
  return min(gatesCap(input.gates), resultsCap(input), forkCap, supersededCap);
}

const IDS = ['community/a', 'community/b', 'official/c'] as const;
const severity = fc.constantFrom<Finding['severity']>('error', 'warning', 'notice');
const finding = fc.record({
  rule: fc.constantFrom('not-agent-owner', 'version-not-bumped', 'trusted-path', 'x'),
  severity,
  message: fc.string(),
});
const changed = fc.record({ id: fc.constantFrom(...IDS), change: fc.constantFrom<ChangedAgent['change']>('added', 'modified', 'removed') });

const gates: fc.Arbitrary<GateReport> = fc
  .record({
    recomputed: fc.boolean(),
    notRecomputed: fc.array(fc.string(), { maxLength: 2 }),
    superseded: fc.boolean(),
    agents: fc.uniqueArray(changed, { selector: (a) => a.id, maxLength: 3 }),
    findings: fc.array(finding, { maxLength: 3 }),
  })
  .map(({ recomputed, notRecomputed, superseded, agents, findings }) => ({
    recomputed,
    // a report that could not recompute the gates always says why
    notRecomputed: recomputed ? notRecomputed : ['why', ...notRecomputed],
    ...(superseded ? { supersededBy: { number: 2, headSha: 'b'.repeat(40) } } : {}),
    fileCount: agents.length,
    agents: agents.map((a) => ({
      id: a.id,
      tier: a.id.startsWith('official/') ? ('official' as const) : ('community' as const),
      folder: `agents/${a.id}`,
      change: a.change,
      manifestPath: `agents/${a.id}/agent.yml`,
    })),
    findings,
  }));

const status = fc.constantFrom('ok', 'invalid', 'rejected', 'build-failed', 'skipped');
const results: fc.Arbitrary<ResultsOutcome> = fc.oneof(
  fc.record({ status: fc.constant('not-read' as const), reason: fc.string() }),
  fc.record({ status: fc.constant('untrusted' as const), reason: fc.string() }),
  fc
    .record({
      conclusion: fc.constantFrom<C>('success', 'neutral', 'failure'),
      reasons: fc.array(fc.string(), { maxLength: 7 }),
      agents: fc.uniqueArray(fc.record({ id: fc.constantFrom(...IDS), status }), { selector: (a) => a.id, maxLength: 3 }),
      digestChecked: fc.boolean(),
    })
    .map(({ conclusion, reasons, agents, digestChecked }) => ({
      status: 'valid' as const,
      // only the fields the conclusion reads; the rest of a Results document does not matter to it
      results: { verdict: { conclusion, reasons }, agents } as unknown as Results,
      digestChecked,
    })),
);

const inputs: fc.Arbitrary<ConclusionInput> = fc
  .record({
    gates,
    results,
    fork: fc.boolean(),
    forkSuccess: fc.boolean(),
    superseded: fc.boolean(),
    allowSkipped: fc.option(fc.boolean(), { nil: undefined }),
    runConclusion: fc.constantFrom('success', 'failure', 'cancelled', 'timed_out'),
  })
  .map(({ allowSkipped, ...rest }) => ({ ...rest, ...(allowSkipped !== undefined ? { allowSkipped } : {}) }));

const notSuperseded = inputs.filter((i) => !i.superseded && i.gates.supersededBy === undefined);
const RUNS = { numRuns: runs(400) };

describe('the conclusion rule (properties against an independent oracle)', () => {
  it('equals the oracle for every input', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(decideConclusion(input).conclusion).toBe(oracle(input));
      }),
      RUNS,
    );
  });

  it('never rises above the gates or the results', () => {
    fc.assert(
      fc.property(notSuperseded, (input) => {
        const got = decideConclusion(input).conclusion;
        expect(atMost(got, gatesCap(input.gates))).toBe(true);
        expect(atMost(got, resultsCap(input))).toBe(true);
      }),
      RUNS,
    );
  });

  // A superseded check never answers better than the gates and results would (docs/report.md).
  it('superseded never rises above the gates or the results either', () => {
    fc.assert(
      fc.property(
        inputs.filter((i) => i.superseded || i.gates.supersededBy !== undefined),
        (input) => {
          const got = decideConclusion(input).conclusion;
          expect(atMost(got, min(gatesCap(input.gates), resultsCap(input), 'neutral'))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a fork’s results never give success unless forkSuccess', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const d = decideConclusion({ ...input, fork: true, forkSuccess: false });
        expect(d.conclusion).not.toBe('success');
        expect(d.unverified).toBe(input.results.status === 'valid');
      }),
      RUNS,
    );
  });

  it('forkSuccess only lifts the fork cap: the same as a non-fork run', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const asFork = decideConclusion({ ...input, fork: true, forkSuccess: true }).conclusion;
        const own = decideConclusion({ ...input, fork: false, forkSuccess: false }).conclusion;
        expect(asFork).toBe(own);
      }),
      RUNS,
    );
  });

  it('the run’s own conclusion never changes the answer (only the results and gates count)', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('success', 'failure', 'cancelled'), (input, runConclusion) => {
        expect(decideConclusion({ ...input, runConclusion }).conclusion).toBe(decideConclusion(input).conclusion);
      }),
      RUNS,
    );
  });

  it('success is “all checks passed” with no reason against it; every failure has a reason', () => {
    fc.assert(
      fc.property(notSuperseded, (input) => {
        const d = decideConclusion(input);
        if (d.conclusion === 'success') expect(d.headline).toBe('all checks passed');
        else expect(d.reasons.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});

describe('the conclusion rule: headlines and reasons, case by case', () => {
  const base = (over: Partial<GateReport> = {}): GateReport => ({
    recomputed: true,
    notRecomputed: [],
    fileCount: 1,
    agents: [],
    findings: [],
    ...over,
  });
  const valid = (conclusion: C, reasons: string[] = [], agents: Array<{ id: string; status: string }> = []): ResultsOutcome => ({
    status: 'valid',
    results: { verdict: { conclusion, reasons }, agents } as unknown as Results,
    digestChecked: true,
  });
  const decide = (over: Partial<ConclusionInput>) =>
    decideConclusion({
      gates: base(),
      runConclusion: 'success',
      results: valid('success'),
      fork: false,
      forkSuccess: false,
      superseded: false,
      ...over,
    });
  const agent: ChangedAgent = {
    id: 'community/a',
    tier: 'community',
    folder: 'agents/community/a',
    change: 'modified',
    manifestPath: 'agents/community/a/agent.yml',
  };

  it('gates not recomputed', () => {
    expect(decide({ gates: base({ recomputed: false, notRecomputed: ['dry run', 'API 502'] }) })).toEqual({
      conclusion: 'failure',
      headline: 'gates could not be recomputed',
      reasons: ['gates not recomputed: dry run', 'gates not recomputed: API 502'],
      unverified: false,
    });
  });

  it('gate errors: counted, rules listed once; warnings do not count', () => {
    const findings: Finding[] = [
      { rule: 'r1', severity: 'error', message: '' },
      { rule: 'r1', severity: 'error', message: '' },
      { rule: 'r2', severity: 'error', message: '' },
      { rule: 'w', severity: 'warning', message: '' },
    ];
    expect(decide({ gates: base({ findings }) })).toMatchObject({
      conclusion: 'failure',
      headline: 'gates found errors',
      reasons: ['3 errors in the recomputed checks (r1, r2)', 'the pull request changes no agent'],
    });
    expect(decide({ gates: base({ findings: [findings[2]!] }) }).reasons).toEqual([
      '1 error in the recomputed checks (r2)',
      'the pull request changes no agent',
    ]);
    expect(decide({ gates: base({ findings: [findings[3]!] }) }).conclusion).toBe('success');
  });

  it('results not read or untrusted', () => {
    expect(decide({ results: { status: 'not-read', reason: 'cancelled' } })).toEqual({
      conclusion: 'failure',
      headline: 'evaluation did not complete',
      reasons: ['evaluation did not complete: cancelled'],
      unverified: false,
    });
    expect(decide({ results: { status: 'untrusted', reason: 'bad digest' }, fork: true })).toEqual({
      conclusion: 'failure',
      headline: 'results could not be trusted',
      reasons: ['results could not be trusted: bad digest'],
      unverified: false,
    });
  });

  it('the verdict’s own reasons: at most five, one line each', () => {
    const reasons = ['1', '2', '3', '4', '5', '6'];
    expect(decide({ results: valid('failure', reasons) })).toMatchObject({
      conclusion: 'failure',
      headline: 'the evaluation found problems',
      reasons: ['evaluation: 1', 'evaluation: 2', 'evaluation: 3', 'evaluation: 4', 'evaluation: 5', 'the pull request changes no agent'],
    });
    expect(decide({ results: valid('neutral') })).toMatchObject({
      conclusion: 'neutral',
      headline: 'the evaluation gave no verdict',
      reasons: ['the evaluation concluded neutral and gave no reason (its job summary may say more)', 'the pull request changes no agent'],
    });
  });

  it('a title (`<conclusion>: <headline>`) never says its conclusion twice', () => {
    const titles = [
      decide({ results: valid('failure', ['x']) }),
      decide({ results: valid('neutral', ['nothing to evaluate']) }),
      decide({ gates: base({ findings: [{ rule: 'r', severity: 'error', message: '' }] }) }),
      decide({ gates: base({ recomputed: false, notRecomputed: ['dry run'] }) }),
      decide({ superseded: true, results: valid('failure', ['x']) }),
      decide({ superseded: true }),
      decide({}),
    ].map(checkTitle);
    for (const title of titles) {
      const [conclusion, headline] = title.split(/: (.*)/s) as [string, string];
      expect(headline.toLowerCase()).not.toContain(conclusion === 'failure' ? 'fail' : conclusion);
    }
  });

  it('changed agents: missing, not ok, skipped (allowed only for maintainer runs), removed ignored', () => {
    const gates = base({ agents: [agent, { ...agent, id: 'community/gone', change: 'removed' }] });
    expect(decide({ gates, results: valid('success') }).reasons).toEqual(['the evaluation results do not include community/a']);
    expect(decide({ gates, results: valid('success', [], [{ id: 'community/a', status: 'invalid' }]) }).reasons).toEqual([
      'the evaluation reports community/a as invalid',
    ]);
    const skipped = valid('success', [], [{ id: 'community/a', status: 'skipped' }]);
    expect(decide({ gates, results: skipped }).conclusion).toBe('failure');
    expect(decide({ gates, results: skipped, allowSkipped: true })).toMatchObject({ conclusion: 'success', reasons: [] });
    expect(decide({ gates, results: valid('success', [], [{ id: 'community/a', status: 'ok' }]) })).toMatchObject({
      conclusion: 'success',
      headline: 'all checks passed',
      reasons: [],
    });
  });

  it('resultProblems on its own: nothing for unread results; skipped is a problem unless allowed; allowing skipped allows nothing else', () => {
    const gates = base({ agents: [agent] });
    expect(resultProblems(gates, { status: 'untrusted', reason: 'x' })).toEqual([]);
    expect(resultProblems(gates, { status: 'not-read', reason: 'x' }, true)).toEqual([]);
    const skipped = valid('success', [], [{ id: 'community/a', status: 'skipped' }]);
    expect(resultProblems(gates, skipped)).toEqual(['the evaluation reports community/a as skipped']);
    expect(resultProblems(gates, skipped, true)).toEqual([]);
    for (const status of ['invalid', 'rejected', 'build-failed']) {
      const r = valid('success', [], [{ id: 'community/a', status }]);
      expect(resultProblems(gates, r, true)).toEqual([`the evaluation reports community/a as ${status}`]);
      expect(decide({ gates, results: r, allowSkipped: true }).conclusion).toBe('failure');
    }
  });

  it('a PR that changes no agent says so', () => {
    expect(decide({})).toMatchObject({ conclusion: 'success', reasons: ['the pull request changes no agent'] });
    expect(decide({ gates: base({ recomputed: false }) }).reasons).not.toContain('the pull request changes no agent');
  });

  it('fork: neutral and unverified unless forkSuccess', () => {
    expect(decide({ fork: true })).toMatchObject({
      conclusion: 'neutral',
      headline: 'gates passed; results unverified (fork)',
      unverified: true,
      reasons: [
        'the pull request changes no agent',
        'unverified: the results come from a fork’s run; a maintainer run makes them authoritative',
      ],
    });
    expect(decide({ fork: true, forkSuccess: true })).toMatchObject({ conclusion: 'success', unverified: true });
    expect(decide({ fork: true, results: valid('failure') })).toMatchObject({ conclusion: 'failure', unverified: true });
  });

  it('superseded: by the caller or by the gates’ PR lookup, the reason first', () => {
    for (const over of [{ superseded: true }, { gates: base({ supersededBy: { number: 1, headSha: 'c'.repeat(40) } }) }]) {
      expect(decide({ ...over, fork: true })).toEqual({
        conclusion: 'neutral',
        headline: 'superseded: the pull request has a newer head commit',
        reasons: [
          'superseded: the pull request’s head moved after this evaluation; the newer commit gets its own check. A superseded check is at most neutral and never better than this commit’s own gates and results (neutral here)',
          'the pull request changes no agent',
          'unverified: the results come from a fork’s run; a maintainer run makes them authoritative',
        ],
        unverified: true,
      });
    }
  });

  it('superseded and failing its own checks: a failure, and the headline says both', () => {
    const failing = decide({ superseded: true, results: valid('failure', ['lost on purpose']) });
    expect(failing.conclusion).toBe('failure');
    expect(failing.headline).toBe('superseded, and this commit does not pass its own checks');
    expect(failing.reasons[0]).toMatch(/\(failure here\)$/);
  });
});

describe('the caps applied after the decision', () => {
  const RANK = { failure: 0, neutral: 1, success: 2 } as const;
  const decision = (conclusion: C, headline = `headline of ${conclusion}`): Decision => ({
    conclusion,
    headline,
    reasons: ['first', 'second'],
    unverified: false,
  });
  const conclusions = fc.constantFrom<C>('success', 'neutral', 'failure');
  // GitHub's check conclusions: anything but success and neutral counts as a failure
  const listed = fc.constantFrom('success', 'neutral', 'failure', 'cancelled', 'timed_out', 'action_required', 'stale', 'skipped');
  const asOurs = (c: string): C => (c === 'success' || c === 'neutral' ? c : 'failure');

  it('the request budget: untouched unless a read was refused; then a failure that says why, first', () => {
    const d = decision('success');
    expect(capByBudget(d, undefined)).toBe(d);
    expect(capByBudget(d, {})).toBe(d);
    expect(capByBudget(d, { refused: undefined })).toBe(d);
    expect(capByBudget(d, { refused: { message: 'the budget of 40 requests is spent' } })).toEqual({
      conclusion: 'failure',
      headline: 'request budget exhausted',
      reasons: ['the budget of 40 requests is spent; the reads past it were not made, so the check fails closed', 'first', 'second'],
      unverified: false,
    });
  });

  it('check runs that could not be listed: a failure (an authoritative verdict cannot be ruled out)', () => {
    const listing =
      'the check runs already on this commit could not be listed, so an authoritative maintainer verdict there could not be ruled out; re-run the report job';
    for (const c of ['success', 'neutral'] as const) {
      expect(capByAuthoritative(decision(c), undefined)).toEqual({
        conclusion: 'failure',
        headline: 'the check runs on this commit could not be read',
        reasons: ['first', 'second', listing],
        unverified: false,
      });
    }
    // a failure keeps its own headline
    expect(capByAuthoritative(decision('failure', 'gates found errors'), undefined)).toMatchObject({
      conclusion: 'failure',
      headline: 'gates found errors',
    });
    // listed, with no authoritative run: untouched
    const d = decision('success');
    expect(capByAuthoritative(d, {})).toBe(d);
  });

  it('an authoritative verdict on the same commit: never posted above, held at it with the reason first', () => {
    const reason = (c: string) =>
      `an authoritative maintainer run concluded ${c} on this commit (check run 7); a later evaluation of the same commit never posts above it`;
    expect(capByAuthoritative(decision('success'), { authoritative: { id: 7, conclusion: 'neutral' } })).toEqual({
      conclusion: 'neutral',
      headline: 'held at the authoritative maintainer verdict (neutral)',
      reasons: [reason('neutral'), 'first', 'second'],
      unverified: false,
    });
    expect(capByAuthoritative(decision('neutral'), { authoritative: { id: 7, conclusion: 'timed_out' } })).toMatchObject({
      conclusion: 'failure',
      headline: 'held at the authoritative maintainer verdict (failure)',
    });
    // at or below it: the decision stands, the reason is added last
    expect(capByAuthoritative(decision('neutral', 'h'), { authoritative: { id: 7, conclusion: 'success' } })).toEqual({
      conclusion: 'neutral',
      headline: 'h',
      reasons: ['first', 'second', reason('success')],
      unverified: false,
    });
    fc.assert(
      fc.property(conclusions, listed, (own, theirs) => {
        const capped = capByAuthoritative(decision(own), { authoritative: { id: 7, conclusion: theirs } });
        const expected = RANK[own] <= RANK[asOurs(theirs)] ? own : asOurs(theirs);
        expect(capped.conclusion).toBe(expected);
        expect(RANK[capped.conclusion]).toBeLessThanOrEqual(RANK[own]);
        expect(capped.reasons).toContain(reason(theirs));
      }),
      { numRuns: runs(200) },
    );
  });
});
