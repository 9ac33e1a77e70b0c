// light-cycles, the built-in 2–4 seat simultaneous game: rules on hand-made states, and its three
// official reference agents in a real 4-seat match on real processes (search > greedy > random).
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { lightCycles, startCells, type LightCyclesState } from '../src/core/games/light-cycles.js';
import { planGames } from '../src/core/match/plan.js';
import { runMatch, type MatchAgent } from '../src/core/match/run-match.js';
import type { AgentId } from '../src/core/results.js';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';
import { launchOf, matchSpec, official, OFFICIAL, RecordingRunner } from './match-helpers.js';

type Dir = 'up' | 'down' | 'left' | 'right';
const play = (state: LightCyclesState, moves: Dir[]) => lightCycles.apply(state, new Map(moves.map((m, seat) => [seat, m] as const)));
const open = (players: number) => lightCycles.setup(1, players, lightCycles.parseConfig({ obstacles: 0, width: 10, height: 10 }));

describe('light-cycles rules', () => {
  it('starts 2–4 cycles on distinct cells, with every seat to move and all four directions legal', () => {
    for (const n of [2, 3, 4]) {
      const state = open(n);
      expect(new Set(startCells(n, 10, 10).map(([x, y]) => `${x},${y}`)).size).toBe(n);
      expect(lightCycles.toMove(state)).toEqual([...Array(n).keys()]);
      expect(lightCycles.legalActions(state, 0)).toEqual(['up', 'down', 'left', 'right']);
      const obs = lightCycles.observe(state, 1) as { you: number; grid: string[]; heads: number[][]; alive: boolean[]; turn: number };
      expect(obs).toMatchObject({ you: 1, turn: 1, alive: Array(n).fill(true) });
      expect(obs.grid).toHaveLength(10);
      expect(obs.grid[obs.heads[1]![1]!]![obs.heads[1]![0]!]).toBe('1');
    }
    expect(() => lightCycles.setup(1, 5, {})).toThrow(/2–4 players/);
  });

  it('obstacles come from the seed: same seed same grid, never next to a start', () => {
    const config = lightCycles.parseConfig({});
    const a = lightCycles.setup(7, 4, config);
    expect(lightCycles.setup(7, 4, config).cells).toEqual(a.cells);
    expect(lightCycles.setup(8, 4, config).cells).not.toEqual(a.cells);
    expect(a.cells.filter((c) => c === 9)).toHaveLength(12);
    for (const [x, y] of a.heads) {
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) expect(a.cells[(y + dy) * 15 + x + dx]).not.toBe(9);
    }
  });

  it('a wall, a trail or the edge crashes a cycle; the last one riding wins', () => {
    let s = open(2); // heads (2,5) and (7,5)
    s = play(s, ['left', 'right']);
    s = play(s, ['left', 'right']); // (0,5) and (9,5)
    expect(lightCycles.result(s)).toBeNull();
    s = play(s, ['left', 'up']); // seat 0 leaves the grid
    expect(lightCycles.result(s)).toEqual({ ranks: [2, 1], reason: 'last-cycle-riding' });
    expect(lightCycles.toMove(s)).toEqual([]);
    expect(lightCycles.validate(s, 1, 'up')).toEqual({ ok: false, reason: 'the game is over' });
    let t = open(2);
    t = play(t, ['right', 'left']);
    t = play(t, ['left', 'up']); // seat 0 turns back into its own trail
    expect(lightCycles.result(t)?.ranks).toEqual([2, 1]);
  });

  it('two cycles entering the same cell both crash and share the rank; crash order ranks the rest', () => {
    let s = open(2); // (2,5) and (7,5): 5 cells apart on one row
    s = play(s, ['right', 'left']);
    s = play(s, ['right', 'left']); // (4,5) (5,5): adjacent, next moves swap places
    s = play(s, ['right', 'left']); // each moves into the other's trail
    expect(lightCycles.result(s)).toEqual({ ranks: [1, 1], reason: 'all-crashed' });
    let f = open(4); // (2,2) (7,7) (7,2) (2,7)
    f = play(f, ['up', 'down', 'right', 'left']);
    f = play(f, ['up', 'down', 'right', 'left']); // (2,0) (7,9) (9,2) (0,7)
    f = play(f, ['up', 'right', 'right', 'down']); // seats 0 and 2 crash
    expect(lightCycles.result(f)).toBeNull();
    expect(lightCycles.toMove(f)).toEqual([1, 3]);
    expect(lightCycles.validate(f, 0, 'up')).toEqual({ ok: false, reason: 'seat 0 has crashed' });
    f = lightCycles.apply(
      f,
      new Map([
        [1, 'down' as Dir],
        [3, 'right' as Dir],
      ]),
    ); // seat 1 crashes
    expect(lightCycles.result(f)).toEqual({ ranks: [3, 2, 3, 1], reason: 'last-cycle-riding' });
  });

  it('refuses anything but the four directions, with a reason', () => {
    const s = open(3);
    expect(lightCycles.validate(s, 0, 'north')).toEqual({
      ok: false,
      reason: 'the action must be "up", "down", "left" or "right", got "north"',
    });
    expect(lightCycles.validate(s, 0, 3)).toMatchObject({ ok: false });
    expect(lightCycles.validate(s, 2, 'down')).toEqual({ ok: true, action: 'down' });
    expect(() => lightCycles.parseConfig({ width: 4 })).toThrow(/width must be a whole number from 8 to 40/);
    expect(() => lightCycles.parseConfig({ speed: 2 })).toThrow(/remove "speed"/);
  });

  it('renders heads as capitals and trails as small letters', () => {
    const s = play(open(2), ['right', 'left']);
    const text = lightCycles.render(s);
    expect(text.split('\n')[5]).toBe('..aA..Bb..');
    expect(text).toMatch(/turn 1; A: riding, B: riding$/);
  });

  it('seat rotations: with 4 agents each group of 4 games shares a seed and every agent sits in every seat once', () => {
    const plans = planGames(99, 8, 4, true);
    expect(plans.map((p) => p.pair)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(new Set(plans.slice(0, 4).map((p) => p.seed)).size).toBe(1);
    for (let agent = 0; agent < 4; agent++) {
      expect(
        plans
          .slice(0, 4)
          .map((p) => p.order.indexOf(agent))
          .sort(),
      ).toEqual([0, 1, 2, 3]);
    }
    // two agents: today's paired games (2k, 2k+1 swap seats)
    expect(planGames(5, 4, 2, true).map((p) => [p.pair, ...p.order])).toEqual([
      [0, 0, 1],
      [0, 1, 0],
      [1, 0, 1],
      [1, 1, 0],
    ]);
  });
});

describe('light-cycles reference agents', () => {
  it('in a 4-seat rotation search ranks best, then greedy, then the two random copies', async () => {
    const runner = new RecordingRunner();
    const copy: MatchAgent = {
      id: 'local/cycles-random-copy' as AgentId,
      version: '1.0.0',
      launch: launchOf(join(OFFICIAL, 'cycles-random'), 'local/cycles-random-copy'),
      runner,
    };
    const agents = [official('cycles-search', runner), official('cycles-greedy', runner), official('cycles-random', runner), copy];
    let outcome;
    try {
      outcome = await runMatch(matchSpec('light-cycles', agents, { games: 24, seed: 2026, time: { turnMs: 5_000, startupMs: 30_000 } }));
    } finally {
      await runner.close();
    }
    expect(outcome.result.games).toHaveLength(24);
    const mean = (id: string) => {
      const ranks = outcome.games.map((g) => g.ranks[g.seats.indexOf(id as AgentId)]!);
      return ranks.reduce((a, b) => a + b, 0) / ranks.length;
    };
    const [search, greedy, random, randomCopy] = agents.map((a) => mean(a.id)) as [number, number, number, number];
    process.stderr.write(`mean ranks: search ${search}, greedy ${greedy}, random ${random}, copy ${randomCopy}\n`);
    expect(outcome.games.every((g) => g.failures.length === 0)).toBe(true);
    // every agent sat in every seat equally often
    for (const a of agents) {
      const seats = outcome.games.map((g) => g.seats.indexOf(a.id));
      for (let s = 0; s < 4; s++) expect(seats.filter((x) => x === s)).toHaveLength(6);
    }
    expect(search).toBeLessThan(greedy);
    expect(greedy).toBeLessThan(Math.min(random, randomCopy));
    expect(await runner.leftovers()).toEqual([]);
  }, 300_000);
});

describe('the starter kits play light-cycles', () => {
  // the shell kit is written for busybox (its Docker image); on the host, busybox's awk stands in
  // for the host's awk (mawk buffers its input and would never see a line in time)
  const busybox = mkdtempSync(join(tmpdir(), 'arena-busybox-'));
  symlinkSync('/usr/bin/busybox', join(busybox, 'awk'));
  afterAll(() => rmSync(busybox, { recursive: true, force: true }));
  const kits: Array<[string, string[], Record<string, string>]> = [
    ['js-starter', [process.execPath, 'agent.mjs'], {}],
    ['python-starter', ['python3', 'agent.py'], {}],
    ['shell-starter', ['/usr/bin/busybox', 'sh', 'agent.sh'], { PATH: `${busybox}:/usr/bin:/bin` }],
  ];
  it.each(kits)(
    '%s plays a 3-seat match without a failure (as a host process)',
    async (name, argv, env) => {
      const runner = new RecordingRunner();
      const id = `local/${name}` as AgentId;
      const kit: MatchAgent = {
        id,
        version: '1.0.0',
        launch: { kind: 'command', id, dir: join(REPO_ROOT, 'agents', 'community', name), argv, env },
        runner,
      };
      let outcome;
      try {
        outcome = await runMatch(
          matchSpec('light-cycles', [kit, official('cycles-random', runner), official('cycles-greedy', runner)], { games: 3, seed: 7 }),
        );
      } finally {
        await runner.close();
      }
      expect(outcome.games.flatMap((g) => g.failures)).toEqual([]);
      expect(outcome.games.map((g) => g.seats.indexOf(id)).sort()).toEqual([0, 1, 2]);
      expect(outcome.games.every((g) => g.turns > 3)).toBe(true);
    },
    120_000,
  );
});
