// The pure core of PR evaluation: verdict rules, what is played (references, seeds), how the change
// gates are read in this job, pictures of a game, and the job summary (sanitised, within GitHub's
// 1 MiB step-summary limit).
import { describe, expect, it } from '@jest/globals';
import { ConfigSchema, type ArenaConfig } from '../../src/core/config.js';
import { gamePicture } from '../../src/core/evaluate/picture.js';
import { evaluationGates, evaluationSeed, planEvaluation } from '../../src/core/evaluate/plan.js';
import {
  failureExamples,
  pictureKey,
  renderEvaluationMarkdown,
  renderEvaluationText,
  STEP_SUMMARY_LIMIT_BYTES,
} from '../../src/core/evaluate/summary.js';
import { agentConformance, evaluationVerdict } from '../../src/core/evaluate/verdict.js';
import type { GateInput } from '../../src/core/gates.js';
import {
  readResultsValue,
  RESULTS_SCHEMA_V1,
  type AgentId,
  type AgentResult,
  type Failure,
  type FailureKind,
  type GameResult,
  type MatchResult,
  type Results,
} from '../../src/core/results.js';
import { evaluateRun } from '../helpers/results-docs.js';

const config = (raw: unknown = {}): ArenaConfig => ConfigSchema.parse(raw);

function agent(id: string, status: AgentResult['status'] = 'ok', changed = true, extra: Partial<AgentResult> = {}): AgentResult {
  const [tier] = id.split('/');
  return {
    id: id as AgentId,
    tier: tier as AgentResult['tier'],
    path: `agents/${id}`,
    version: '1.0.0',
    status,
    issues: [],
    changed,
    ...extra,
  };
}

function game(seats: [string, string], ranks: [number, number], failures: Failure[] = [], index = 0, seed = 11): GameResult {
  return {
    index,
    seed,
    seats: seats as AgentId[],
    ranks,
    failures,
    turns: 7,
    durationMs: 5,
    reason: failures.length ? 'forfeit' : 'four-in-a-row',
  };
}

function failure(agentId: string, kind: FailureKind, extra: Partial<Failure> = {}): Failure {
  return { agent: agentId as AgentId, kind, turn: 3, message: `turn 3: ${kind} happened`, ...extra };
}

function match(
  a: string,
  b: string,
  games: GameResult[],
  id = `connect-four_${a.replace('/', '-')}_vs_${b.replace('/', '-')}_1`,
): MatchResult {
  const summary: MatchResult['summary'] = {};
  for (const x of [a, b]) {
    const s = { wins: 0, draws: 0, losses: 0, failures: {} as Partial<Record<FailureKind, number>> };
    for (const g of games) {
      const seat = g.seats.indexOf(x as AgentId);
      const own = g.failures.filter((f) => f.agent === x);
      for (const f of own) s.failures[f.kind] = (s.failures[f.kind] ?? 0) + 1;
      const other = g.ranks[1 - seat]!;
      if (own.length > 0 || other < g.ranks[seat]!) s.losses++;
      else if (other > g.ranks[seat]!) s.wins++;
      else s.draws++;
    }
    summary[x] = s;
  }
  return { id, game: 'connect-four', agents: [a, b] as AgentId[], seed: 1, games, summary };
}

function results(agents: AgentResult[], matches: MatchResult[], extra: Partial<Results> = {}): Results {
  return {
    schema: RESULTS_SCHEMA_V1,
    run: evaluateRun(),
    agents,
    matches,
    ratings: [],
    verdict: { conclusion: 'success', reasons: ['ok'] },
    ...extra,
  };
}

describe('verdict rules', () => {
  const foo = 'community/foo';
  const ref = 'official/random';

  it('counts own non-infra failures per game against maxFailureShare; infra never counts', () => {
    const m = match(foo, ref, [
      game([foo, ref], [2, 1], [failure(foo, 'timeout')], 0),
      game([ref, foo], [1, 2], [failure(foo, 'crash')], 1),
      game([foo, ref], [1, 2], [failure(ref, 'infra')], 2),
      game([ref, foo], [2, 1], [], 3),
    ]);
    const c = agentConformance(foo as AgentId, [m], 0.5);
    expect(c).toMatchObject({ games: 4, failedGames: 2, share: 0.5, passed: true, failures: { timeout: 1, crash: 1 }, wins: 2, losses: 2 });
    expect(agentConformance(foo as AgentId, [m], 0.49).passed).toBe(false);
  });

  it('neutral when nothing is evaluated; failure beats neutral; success otherwise, with the record as a reason', () => {
    expect(evaluationVerdict({ changed: [], removed: [], issues: [], conformance: [], maxFailureShare: 0.5 })).toEqual({
      conclusion: 'neutral',
      reasons: ['nothing to evaluate: the change adds or modifies no agent'],
    });
    expect(
      evaluationVerdict({ changed: [], removed: ['community/old'], issues: [], conformance: [], maxFailureShare: 0.5 }).reasons,
    ).toEqual(['nothing to evaluate: the change only removes community/old']);
    const gate = {
      path: 'src/x.ts',
      line: 1,
      column: 1,
      severity: 'error' as const,
      rule: 'touches-trusted-path',
      message: 'only maintainers',
    };
    const failed = evaluationVerdict({
      changed: [],
      removed: [],
      issues: [gate, { ...gate, path: 'src/y.ts' }],
      conformance: [],
      maxFailureShare: 0.5,
    });
    expect(failed).toEqual({ conclusion: 'failure', reasons: ['touches-trusted-path: src/x.ts:1:1: only maintainers (and 1 more path)'] });

    const m = match(foo, ref, [game([foo, ref], [1, 2]), game([ref, foo], [1, 1], [], 1)]);
    const ok = evaluationVerdict({
      changed: [agent(foo)],
      removed: [],
      issues: [{ ...gate, severity: 'notice', rule: 'owner-not-checked' }],
      conformance: [agentConformance(foo as AgentId, [m], 0.5)],
      maxFailureShare: 0.5,
    });
    expect(ok).toEqual({
      conclusion: 'success',
      reasons: [
        '1 changed agent valid and answering the protocol',
        'community/foo: 1 win, 1 draw, 0 losses in 2 games against the reference agents',
      ],
    });
  });

  it.each([
    ['invalid', /^community\/foo is invalid: agents\/community\/foo\/agent\.yml:3:5 bad-version: no \(and 1 more finding\)$/],
    ['rejected', /^community\/foo is rejected: /],
    ['build-failed', /^community\/foo could not be built or started: /],
  ] as const)('a changed agent that is %s fails the check', (status, reason) => {
    const issues = [
      { path: 'agents/community/foo/agent.yml', line: 3, column: 5, severity: 'error' as const, rule: 'bad-version', message: 'no' },
      { path: 'agents/community/foo/agent.yml', line: 4, column: 5, severity: 'error' as const, rule: 'other', message: 'no' },
    ];
    const v = evaluationVerdict({
      changed: [agent(foo, status, true, { issues })],
      removed: [],
      issues: [],
      conformance: [],
      maxFailureShare: 0.5,
    });
    expect(v.conclusion).toBe('failure');
    expect(v.reasons[0]).toMatch(reason);
  });

  it('a gate finding on an ok agent (version-not-bumped) fails the check; warnings do not', () => {
    const bump = {
      path: 'agents/community/foo/agent.yml',
      line: 2,
      column: 10,
      severity: 'error' as const,
      rule: 'version-not-bumped',
      message: 'bump it',
    };
    expect(
      evaluationVerdict({
        changed: [agent(foo, 'ok', true, { issues: [bump] })],
        removed: [],
        issues: [],
        conformance: [],
        maxFailureShare: 0.5,
      }).conclusion,
    ).toBe('failure');
    expect(
      evaluationVerdict({
        changed: [agent(foo, 'ok', true, { issues: [{ ...bump, severity: 'warning' }] })],
        removed: [],
        issues: [],
        conformance: [],
        maxFailureShare: 0.5,
      }).conclusion,
    ).toBe('success');
  });

  it('protocol conformance: failing in most games is a failure; losing every game is not (strength is reported, not judged)', () => {
    const crashing = match(foo, ref, [
      game([foo, ref], [2, 1], [failure(foo, 'crash')]),
      game([ref, foo], [1, 2], [failure(foo, 'crash')], 1),
      game([foo, ref], [2, 1], [], 2),
    ]);
    const v = evaluationVerdict({
      changed: [agent(foo)],
      removed: [],
      issues: [],
      conformance: [agentConformance(foo as AgentId, [crashing], 0.5)],
      maxFailureShare: 0.5,
    });
    expect(v.conclusion).toBe('failure');
    expect(v.reasons[0]).toBe(
      'community/foo failed in 2 of 3 games (crash 2): 66.7% is more than evaluation.maxFailureShare (50%) allows; an agent must answer every message in time and by the protocol (docs/protocol.md)',
    );
    const losing = match(foo, ref, [game([foo, ref], [2, 1]), game([ref, foo], [1, 2], [], 1)]);
    expect(
      evaluationVerdict({
        changed: [agent(foo)],
        removed: [],
        issues: [],
        conformance: [agentConformance(foo as AgentId, [losing], 0.5)],
        maxFailureShare: 0.5,
      }).conclusion,
    ).toBe('success');
  });
});

describe('what is played', () => {
  const refs = [
    { id: 'official/random', games: ['connect-four'], version: '1.0.0', treeHash: 'sha256:r' },
    { id: 'official/greedy', games: ['connect-four'], version: '1.0.0', treeHash: 'sha256:g' },
    { id: 'official/rock', games: ['rock-paper-scissors'], version: '1.0.0' },
  ];

  it('by default every official agent playing each offered game, sorted, never the agent itself; seeds from content', () => {
    const foo = { id: 'community/foo', games: ['connect-four', 'rock-paper-scissors'], version: '1.2.0', treeHash: 'sha256:f' };
    const plan = planEvaluation([foo, { ...refs[0]!, treeHash: 'sha256:changed' }], refs, config({ evaluation: { gamesPerPairing: 4 } }));
    expect(plan.pairings.map((p) => [p.agent, p.reference, p.game, p.games])).toEqual([
      ['community/foo', 'official/greedy', 'connect-four', 4],
      ['community/foo', 'official/random', 'connect-four', 4],
      ['community/foo', 'official/rock', 'rock-paper-scissors', 4],
      ['official/random', 'official/greedy', 'connect-four', 4],
    ]);
    expect(plan.pairings[0]!.seed).toBe(evaluationSeed('sha256:f', 'official/greedy', 'connect-four'));
    expect(new Set(plan.pairings.map((p) => p.seed)).size).toBe(4);
    expect(plan.notes).toEqual([]);
  });

  it('evaluation.references limits the pool; unknown references and games without references are notes; unoffered games are skipped', () => {
    const foo = { id: 'community/foo', games: ['connect-four', 'rock-paper-scissors'], version: '1.2.0' };
    const c = config({
      games: { 'connect-four': {}, 'rock-paper-scissors': {} },
      evaluation: { references: ['official/random', 'official/gone'] },
    });
    const plan = planEvaluation([foo], refs, c);
    expect(plan.pairings.map((p) => [p.reference, p.game])).toEqual([['official/random', 'connect-four']]);
    expect(plan.pairings[0]!.seed).toBe(evaluationSeed('version:1.2.0', 'official/random', 'connect-four'));
    expect(plan.notes).toEqual([
      'evaluation.references names official/gone, which is not a valid official agent here; it is not played',
      'community/foo: no reference agent plays rock-paper-scissors, so it was not played',
    ]);
    expect(planEvaluation([foo], refs, config({ games: { 'connect-four': {} } })).pairings.map((p) => p.game)).toEqual([
      'connect-four',
      'connect-four',
    ]);
  });
});

describe('the change gates as the PR job reads them', () => {
  const manifest = (version: string) => `name: foo\nversion: ${version}\n`;
  const input = (owner: string | undefined): GateInput => ({
    changes: [{ status: 'modified', path: 'agents/community/foo/agent.yml' }],
    author: { login: 'octocat', association: 'CONTRIBUTOR' },
    config: config(),
    owners: new Map([['community/foo', owner]]),
    baseManifests: new Map([['community/foo', manifest('1.0.0')]]),
    headManifests: new Map([['community/foo', manifest('1.0.1')]]),
  });

  it('owners known: not-agent-owner is an error', () => {
    const g = evaluationGates(input('someone'), { ownersKnown: true, baseKnown: true });
    expect(g.passed).toBe(false);
    expect(g.agentIssues.get('community/foo')!.map((i) => i.rule)).toEqual(['not-agent-owner']);
  });

  it('owners unknown (shallow clone): a notice, and the gates pass', () => {
    const g = evaluationGates(input(undefined), { ownersKnown: false, baseKnown: true });
    expect(g.passed).toBe(true);
    expect(g.agentIssues.get('community/foo')).toEqual([
      expect.objectContaining({
        severity: 'notice',
        rule: 'owner-not-checked',
        message: expect.stringContaining('checked by the report job'),
      }),
    ]);
  });

  it('no base: a notice that version and ownership were not checked', () => {
    const g = evaluationGates(
      { ...input(undefined), baseManifests: new Map(), owners: new Map() },
      { ownersKnown: true, baseKnown: false },
    );
    expect(g.passed).toBe(true);
    expect(g.issues.map((i) => [i.rule, i.severity])).toEqual([['gates-not-checked', 'notice']]);
  });
});

describe('pictures', () => {
  it('draws a connect-four board from the recorded frames (up to a failed turn); none for a simultaneous game', () => {
    const frames = [
      { turn: 1, seat: 0, observation: null, action: 3 },
      { turn: 2, seat: 1, observation: null, action: 3 },
      { turn: 3, seat: 0, observation: null, action: 4 },
      { turn: 4, seat: 1, observation: null },
    ];
    const picture = gamePicture('connect-four', {}, { seed: 1, seats: ['a', 'b'], frames });
    expect(picture!.split('\n').slice(4, 6)).toEqual(['|. . . O . . .|', '|. . . X X . .|']);
    expect(gamePicture('rock-paper-scissors', { rounds: 3 }, { seed: 1, seats: ['a', 'b'], frames: [] })).toBeUndefined();
    // frames that do not replay give no picture rather than a wrong one
    expect(
      gamePicture('connect-four', {}, { seed: 1, seats: ['a', 'b'], frames: [{ turn: 1, seat: 0, observation: null, action: 9 }] }),
    ).toBeUndefined();
  });
});

describe('the job summary', () => {
  const foo = 'community/foo';
  const ref = 'official/random';
  const hostile =
    '::error::boom ##[warning]x @octocat <img src=x onerror=alert(1)> [click](https://evil.example) | ``` \u001b[31mred\u001b[0m \u202eevil';

  function hostileResults(): Results {
    const m = match(foo, ref, [
      game(
        [foo, ref],
        [2, 1],
        [
          failure(foo, 'crash', {
            message: `turn 3: ${hostile}`,
            stderr: `first line\n${hostile}\n${'x'.repeat(7000)}\nlast line`,
            observation: { note: hostile, board: [[0]] },
          }),
        ],
      ),
      game([ref, foo], [1, 2], [], 1),
    ]);
    return results(
      [
        agent(foo, 'ok', true, {
          version: '1.0.0|<b>',
          issues: [
            { path: 'agents/community/foo/agent.yml', line: 1, column: 1, severity: 'warning', rule: 'some-rule', message: hostile },
          ],
        }),
        agent(ref, 'ok', false),
      ],
      [m],
      {
        issues: [{ path: `agents/community/${hostile}`, line: 1, column: 1, severity: 'error', rule: 'bad-path', message: hostile }],
        verdict: { conclusion: 'failure', reasons: [hostile] },
      },
    );
  }

  it('renders W/D/L per reference, failures by kind with turn, observation, stderr head and tail, repro, and the board of a lost game', () => {
    const r = hostileResults();
    const c = agentConformance(foo as AgentId, r.matches, 0.5);
    const pictures = new Map([
      [pictureKey(r.matches[0]!.id, 0), 'CRASH BOARD'],
      [pictureKey(r.matches[0]!.id, 1), 'LOST BOARD'],
    ]);
    r.matches[0]!.games[0]!.replay = `replays/${r.matches[0]!.id}/game-0001.json`;
    const md = renderEvaluationMarkdown({ results: r, conformance: [c], pictures, filesHint: 'the arena-logs artifact' });
    // the failing game's viewer page is named, where it is
    expect(md).toContain(
      `Watch it turn by turn: open \`replays/${r.matches[0]!.id}/game-0001.html\` from the arena\\-logs artifact in a browser.`,
    );
    expect(md).toContain('## ❌ Arena evaluation: failure');
    expect(md).toContain('| official/random | connect-four | 2 | 0 | 0 | 2 | crash 1 |');
    expect(md).toContain('#### community/foo: crash (1 game)');
    expect(md).toContain('on turn 3: ');
    expect(md).toContain('first line');
    expect(md).toContain('last line');
    expect(md).toContain('characters in all, the middle omitted');
    expect(md).toContain('arena match community/foo official/random --game connect-four --games 1 --seed 11');
    expect(md).toContain('CRASH BOARD');
    expect(md).toMatch(
      /<summary>The final board of a game it lost<\/summary>\n\ncommunity\/foo lost game 2 of connect-four against official\/random \(four-in-a-row\):\n\n```text\nLOST BOARD\n```/,
    );
    expect(failureExamples(r, foo).map((e) => [e.kind, e.count])).toEqual([['crash', 1]]);

    // nothing hostile survives outside fences; fences are not closed early
    expect(md).not.toMatch(/^\s*::/m);
    expect(md).not.toContain('::error::');
    expect(md).not.toContain('##[warning]');
    expect(md).not.toContain('\u001b');
    expect(md).not.toContain('\u202e');
    // outside code fences (where GitHub renders Markdown) no HTML, mention or link survives
    const prose = md.replace(/^(`{3,})[a-z]*\n[\s\S]*?\n\1$/gm, '');
    expect(prose).toContain('&lt;img');
    expect(prose).not.toContain('<img');
    expect(prose).not.toContain('<b>');
    expect(prose).not.toContain('@octocat');
    expect(prose).not.toContain('](https://');
    const fences = md.split('\n').filter((l) => /^`{3,}/.test(l));
    expect(fences.length % 2).toBe(0);
    for (let i = 0; i < fences.length; i += 2) expect(fences[i + 1]!.length).toBe(fences[i]!.replace(/[a-z]+$/, '').length);

    const text = renderEvaluationText({ results: r, conformance: [c], pictures, filesHint: 'the arena-logs artifact' });
    expect(text).toContain(`    watch: replays/${r.matches[0]!.id}/game-0001.html (in the arena-logs artifact; open it in a browser)`);
    expect(text).toContain('arena evaluate: failure');
    expect(text).toContain('crash in 1 game; first in game 1 of connect-four against official/random (seed 11, seat 0), turn 3');
    expect(text).toContain('reproduce: arena match community/foo official/random --game connect-four --games 1 --seed 11');
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('::error::');
  });

  it('a match of three seats shows the places beside wins, draws and losses; two seats do not', () => {
    const ids = ['community/foo', 'official/random', 'official/greedy'] as AgentId[];
    const three = (ranks: number[], index: number): GameResult => ({
      ...game(['x', 'y'], [1, 1], [], index),
      seats: ids,
      ranks,
      reason: 'last-standing',
    });
    const m: MatchResult = {
      id: 'light-cycles_3',
      game: 'light-cycles',
      agents: ids,
      seed: 1,
      games: [three([1, 2, 3], 0), three([3, 1, 2], 1), three([1, 3, 2], 2)],
      summary: Object.fromEntries(ids.map((id) => [id, { wins: 0, draws: 0, losses: 0, failures: {} }])),
    };
    m.summary['community/foo'] = { wins: 2, draws: 0, losses: 1, failures: {} };
    const r = results([agent('community/foo'), agent('official/random', 'ok', false), agent('official/greedy', 'ok', false)], [m]);
    const md = renderEvaluationMarkdown({ results: r, conformance: [] });
    expect(md).toContain('| reference | game | games | wins | draws | losses | places | own failures |');
    expect(md).toContain('| official/random, official/greedy | light-cycles | 3 | 2 | 0 | 1 | 1st ×2, 3rd ×1 | — |');
    const text = renderEvaluationText({ results: r, conformance: [] });
    expect(text).toMatch(/games {2}wins {2}draws {2}losses {2}places +own failures\n/);
    expect(text).toMatch(/light-cycles +3 +2 +0 +1 {2}1st ×2, 3rd ×1 {2}-\n/);
    // two seats: no places column
    const two = renderEvaluationMarkdown({ results: hostileResults(), conformance: [] });
    expect(two).toContain('| reference | game | games | wins | draws | losses | own failures |');
  });

  it('stays under the step-summary limit and says where it was cut', () => {
    const kinds: FailureKind[] = ['crash', 'timeout', 'startup-timeout', 'protocol-error', 'invalid-action', 'output-limit', 'oom'];
    const agents: AgentResult[] = [];
    const matches: MatchResult[] = [];
    for (let i = 0; i < 120; i++) {
      const id = `community/agent-${i}`;
      agents.push(agent(id));
      const games = kinds.map((k, j) =>
        game([id, ref], [2, 1], [failure(id, k, { stderr: `${k} `.repeat(450), observation: { board: 'x'.repeat(1000) } })], j),
      );
      matches.push(match(id, ref, games));
    }
    agents.push(agent(ref, 'ok', false));
    const big = results(agents, matches);
    expect(readResultsValue(big).agents).toHaveLength(121);
    const md = renderEvaluationMarkdown({ results: big, conformance: [] });
    expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES);
    expect(md).toMatch(/The summary was cut here to stay under GitHub's 1024 KiB step-summary limit: \d+ more sections? not shown/);
    const small = renderEvaluationMarkdown({ results: big, conformance: [], maxBytes: 5000 });
    expect(Buffer.byteLength(small, 'utf8')).toBeLessThanOrEqual(5000);
    expect(small).toContain('## ✅ Arena evaluation: success');
  });
});
