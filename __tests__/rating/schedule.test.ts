import { describe, expect, it } from '@jest/globals';
import {
  effectiveShards,
  eligibility,
  makeRunId,
  parseShard,
  readPlan,
  shardAssignment,
  shardMatrix,
  sliceShard,
} from '../../src/core/rating/plan.js';
import { estimateGameMs, matchIdFor, planSchedule, type GameEntrants, type ScheduleInput } from '../../src/core/rating/schedule.js';
import type { AgentResult } from '../../src/core/results.js';
import { UserError } from '../../src/core/errors.js';

function entrants(n: number, game = 'connect-four', gameMs = 1000): GameEntrants {
  return {
    game,
    agents: Array.from({ length: n }, (_, i) => ({ id: `community/a${String(i).padStart(2, '0')}`, version: '1.0.0' })),
    gameMs,
    matchOverheadMs: 100,
    matchCapMs: 900_000,
  };
}

function input(over: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    kind: 'round-robin',
    entrants: [entrants(6)],
    gamesPerPairing: 4,
    budget: { games: 2000, minutes: 600 },
    parallel: 2,
    shards: 1,
    seed: 7,
    ...over,
  };
}

describe('round-robin schedule', () => {
  it('every pair plays gamesPerPairing games, one match per pair, sorted by id', () => {
    const s = planSchedule(input());
    expect(s.matches).toHaveLength(15);
    expect(s.games).toBe(60);
    expect(s.matches.every((m) => m.games === 4 && m.agents.length === 2)).toBe(true);
    expect(new Set(s.matches.map((m) => m.agents.join(' '))).size).toBe(15);
    expect(s.matches.map((m) => m.id)).toEqual([...s.matches.map((m) => m.id)].sort());
    expect(s.matches[0]!.id).toBe('connect-four:community.a00:community.a01');
    expect(s.notes).toEqual([]);
  });

  it('is deterministic given the seed; match seeds depend on it', () => {
    expect(planSchedule(input())).toEqual(planSchedule(input()));
    expect(planSchedule(input({ seed: 8 })).matches[0]!.seed).not.toBe(planSchedule(input()).matches[0]!.seed);
  });

  it('fits a game budget: fewer games per pairing first, then fewer pairs — every agent still plays', () => {
    const halved = planSchedule(input({ budget: { games: 30, minutes: 600 } }));
    expect(halved.games).toBeLessThanOrEqual(30);
    expect(halved.matches.every((m) => m.games === 2)).toBe(true);
    expect(halved.notes[0]).toBe('budget: games per pairing cut from 4 to 2');
    const tiny = planSchedule(input({ budget: { games: 8, minutes: 600 } }));
    expect(tiny.games).toBeLessThanOrEqual(8);
    expect(new Set(tiny.matches.flatMap((m) => m.agents)).size).toBe(6);
    expect(tiny.notes.join('\n')).toMatch(/connect-four: 4 of 15 pairings played/);
  });

  it('fits a minutes budget estimated from the time controls', () => {
    // 15 pairs × (100 ms + 4 × 60 s) / 2 parallel ≈ 30 minutes
    const slow = input({ entrants: [entrants(6, 'connect-four', 60_000)], budget: { games: 2000, minutes: 10 } });
    const s = planSchedule(slow);
    expect(s.estimatedMinutes).toBeLessThanOrEqual(10);
    expect(s.games).toBeLessThan(60);
    expect(estimateGameMs('connect-four', { turnMs: 1000 })).toBe(4200);
    expect(estimateGameMs('rock-paper-scissors', { turnMs: 1000 }, { rounds: 10 })).toBe(1000);
  });

  it('plans nothing for a game with fewer than two agents', () => {
    expect(planSchedule(input({ entrants: [entrants(1)] })).matches).toEqual([]);
  });

  it('match ids stay within the results schema', () => {
    expect(matchIdFor('connect-four', ['official/minimax', 'community/x'])).toBe('connect-four:official.minimax:community.x');
    expect(matchIdFor('g'.repeat(60), ['community/' + 'a'.repeat(39), 'community/' + 'b'.repeat(39)])).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  });
});

describe('uncertainty schedule', () => {
  it('spends the same games as round-robin, favouring near-rated, uncertain pairs', () => {
    const e = entrants(6);
    const estimates = new Map([
      ['community/a00', { mu: 40, sigma: 1 }],
      ['community/a01', { mu: 39, sigma: 1 }],
      ['community/a02', { mu: 25, sigma: 6 }],
      ['community/a03', { mu: 25.5, sigma: 6 }],
      ['community/a04', { mu: 10, sigma: 1 }],
      ['community/a05', { mu: 9, sigma: 1 }],
    ]);
    const s = planSchedule(input({ kind: 'uncertainty', entrants: [e], estimate: (_g, a) => estimates.get(a.id) }));
    expect(s.games).toBe(60);
    // Every agent plays.
    expect(new Set(s.matches.flatMap((m) => m.agents)).size).toBe(6);
    const gamesOf = (x: string, y: string) => s.matches.find((m) => m.agents.join(' ') === `${x} ${y}`)?.games ?? 0;
    // A Swiss round first (neighbours by mu: a00–a01, a03–a02, a04–a05), then the uncertain,
    // evenly rated pair gets the most games; the lopsided pairs none.
    const most = Math.max(...s.matches.map((m) => m.games));
    expect(gamesOf('community/a02', 'community/a03')).toBe(most);
    expect(gamesOf('community/a00', 'community/a05')).toBe(0);
    expect(planSchedule(input({ kind: 'uncertainty', entrants: [e], estimate: (_g, a) => estimates.get(a.id) }))).toEqual(s);
  });

  it('with no ratings yet, still covers everyone', () => {
    const s = planSchedule(input({ kind: 'uncertainty', entrants: [entrants(7)] }));
    expect(new Set(s.matches.flatMap((m) => m.agents)).size).toBe(7);
    expect(s.matches.every((m) => m.games % 2 === 0)).toBe(true);
  });
});

describe('sharding', () => {
  const plan = planSchedule(input({ entrants: [entrants(9), { ...entrants(5, 'rock-paper-scissors', 300) }] }));

  it('slices partition the plan, deterministically and balanced by estimated cost', () => {
    for (const count of [1, 2, 3, 4, 7]) {
      const shards = Array.from({ length: count }, (_, i) => sliceShard(plan, i + 1, count));
      const ids = shards.flat().map((m) => m.id);
      expect(ids.sort()).toEqual(plan.matches.map((m) => m.id).sort());
      expect(new Set(ids).size).toBe(plan.matches.length);
      const loads = shards.map((s) => s.reduce((sum, m) => sum + m.estimatedMs, 0));
      const biggest = Math.max(...plan.matches.map((m) => m.estimatedMs));
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(biggest);
      // The same plan, sliced again (another machine), gives the same slices.
      expect(shardAssignment([...plan.matches].reverse(), count)).toEqual(shards);
    }
  });

  it('prints a matrix for strategy.matrix, never with empty shards', () => {
    expect(shardMatrix(3)).toEqual({ shard: ['1/3', '2/3', '3/3'] });
    expect(effectiveShards(8, 3)).toBe(3);
    expect(effectiveShards(8, 0)).toBe(1);
  });

  it('parses I/N strictly', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', 'a/b', '1/4/2', '', '1/300']) expect(() => parseShard(bad)).toThrow(UserError);
  });

  it('run ids sort in time order and carry the seed', () => {
    const a = makeRunId(new Date('2025-01-15T03:00:00.123Z'), 255);
    const b = makeRunId(new Date('2025-01-16T00:00:00Z'), 1);
    expect(a).toBe('20250115T030000Z-000000ff');
    expect(a < b).toBe(true);
  });

  it('a plan file is validated when read', () => {
    expect(() => readPlan('{"schema":"arena.plan/v1"}', 'plan.json')).toThrow(/^plan\.json: not an arena\.plan\/v1 plan: runId/);
    expect(() => readPlan('nope', 'plan.json')).toThrow(/not valid JSON/);
  });
});

describe('eligibility', () => {
  const agent = (id: string, over: Partial<AgentResult> = {}): AgentResult => ({
    id,
    tier: id.startsWith('official/') ? 'official' : 'community',
    path: `agents/${id}`,
    version: '1.0.0',
    status: 'ok',
    issues: [],
    games: ['connect-four'],
    entrypoint: id.startsWith('official/') ? 'command' : 'docker',
    ...over,
  });

  it('valid, unquarantined agents play their games; docker agents are skipped without an engine, with the command that enables them', () => {
    const agents = [
      agent('official/random', { games: ['connect-four', 'rock-paper-scissors'] }),
      agent('community/bot'),
      agent('community/broken', { status: 'invalid' }),
      agent('community/flaky'),
    ];
    const quarantine = new Map([
      [
        'community/flaky@1.0.0',
        {
          agent: 'community/flaky',
          version: '1.0.0',
          games: 10,
          failures: 9,
          share: 0.9,
          kinds: {},
          quarantined: true,
          reason: 'r',
          recovery: 'bump',
        },
      ],
    ]);
    const withDocker = eligibility(agents, ['connect-four', 'rock-paper-scissors'], { quarantine, dockerAvailable: true });
    expect(withDocker.entrants).toEqual([
      {
        game: 'connect-four',
        agents: [
          { id: 'community/bot', version: '1.0.0' },
          { id: 'official/random', version: '1.0.0' },
        ],
      },
      { game: 'rock-paper-scissors', agents: [{ id: 'official/random', version: '1.0.0' }] },
    ]);
    expect(withDocker.excluded.map((e) => [e.agent, e.kind])).toEqual([
      ['community/broken', 'not-valid'],
      ['community/flaky', 'quarantined'],
    ]);
    const without = eligibility(agents, ['connect-four'], { quarantine, dockerAvailable: false, game: 'connect-four' });
    expect(without.entrants[0]!.agents.map((a) => a.id)).toEqual(['official/random']);
    const skipped = without.excluded.find((e) => e.agent === 'community/bot')!;
    expect(skipped.kind).toBe('skipped');
    expect(skipped.fix).toMatch(/npm run setup/);
  });
});
