// N seats end to end (2–8): seat counts from arena.yml, evaluation groups, rotation groups, and a
// real 4-seat light-cycles rotation whose openskill ratings from multi-player ranks put the three
// reference agents (plus a copy) in their known order.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../src/core/config.js';
import { planEvaluation } from '../src/core/evaluate/plan.js';
import { gamesForSeats, seatsFor } from '../src/core/match/plan.js';
import { groupMatches, planSchedule } from '../src/core/rating/schedule.js';
import { readResults } from '../src/core/results.js';
import { cli, REPO_ROOT } from './helpers/cli.js';
import { makeRepo, type TestRepo } from './rating/repo.js';

const repos: TestRepo[] = [];
afterAll(() => repos.forEach((r) => r.remove()));

const agent = (id: string, games = ['light-cycles']) => ({ id, games, version: '1.0.0', treeHash: `hash-${id}` });

describe('seats per match', () => {
  it('games.<game>.players, within the game range; the default is the fewest seats', () => {
    expect(seatsFor(parseConfig('games:\n  light-cycles: {}\n'), 'light-cycles')).toBe(2);
    expect(seatsFor(parseConfig('games:\n  light-cycles: { players: 4 }\n'), 'light-cycles')).toBe(4);
    expect(() => seatsFor(parseConfig('games:\n  connect-four: { players: 3 }\n'), 'connect-four')).toThrow(
      /games\.connect-four\.players: connect-four is played by 2–2 players, not 3/,
    );
    expect(gamesForSeats(10, 2, true)).toBe(10);
    expect(gamesForSeats(5, 2, true)).toBe(5);
    expect(gamesForSeats(10, 3, true)).toBe(12);
    expect(gamesForSeats(10, 3, false)).toBe(10);
  });
});

describe('PR evaluation with 3 seats', () => {
  const config = parseConfig('games:\n  light-cycles: { players: 3 }\n  connect-four: {}\n');
  const refs = ['official/cycles-random', 'official/cycles-greedy', 'official/cycles-search'].map((id) => agent(id));
  it('one match per reference, the next reference in id order filling the third seat; whole seat rotations', () => {
    const plan = planEvaluation([agent('community/bot')], refs, config, new Map(), new Map([['light-cycles', 3]]));
    expect(plan.pairings.map((p) => [p.reference, ...p.opponents])).toEqual([
      ['official/cycles-greedy', 'official/cycles-greedy', 'official/cycles-random'],
      ['official/cycles-random', 'official/cycles-random', 'official/cycles-search'],
      ['official/cycles-search', 'official/cycles-search', 'official/cycles-greedy'],
    ]);
    expect(plan.pairings.every((p) => p.games === 12)).toBe(true);
    expect(new Set(plan.pairings.map((p) => p.seed)).size).toBe(3);
  });
  it('too few references for the seats is a note, not a match', () => {
    const plan = planEvaluation([agent('community/bot')], refs.slice(0, 1), config, new Map(), new Map([['light-cycles', 3]]));
    expect(plan.pairings).toEqual([]);
    expect(plan.notes).toEqual([
      'community/bot: light-cycles is played by 3 here and needs 2 reference agents; 1 play it, so it was not played',
    ]);
  });
  it('two seats: one reference per match, as before', () => {
    const plan = planEvaluation([agent('community/bot')], refs, config);
    expect(plan.pairings.map((p) => p.opponents)).toEqual([
      ['official/cycles-greedy'],
      ['official/cycles-random'],
      ['official/cycles-search'],
    ]);
    expect(plan.pairings.every((p) => p.games === 10)).toBe(true);
  });
});

describe('rotation groups', () => {
  const entrants = (n: number) => ({
    game: 'light-cycles',
    agents: Array.from({ length: n }, (_, i) => ({ id: `official/a${i}`, version: '1' })),
    gameMs: 100,
    matchOverheadMs: 100,
    matchCapMs: 900_000,
    seats: 4,
  });
  it('groups of exactly the seat count, every agent in a group each round, games in whole rotations', () => {
    const rounds = groupMatches(entrants(5), 4, 6, 7);
    expect(rounds).toHaveLength(2);
    for (const round of rounds) {
      expect(round.every((m) => m.agents.length === 4 && new Set(m.agents).size === 4 && m.games === 8)).toBe(true);
      expect(new Set(round.flatMap((m) => m.agents)).size).toBe(5);
    }
    expect(groupMatches(entrants(3), 4, 6, 7)).toEqual([]);
  });
  it('the schedule keeps whole rounds within the budget and says what it cut', () => {
    const schedule = planSchedule({
      kind: 'round-robin',
      entrants: [entrants(9)],
      gamesPerPairing: 4,
      budget: { games: 20, minutes: 60 },
      parallel: 1,
      shards: 1,
      seed: 3,
    });
    expect(schedule.matches.every((m) => m.agents.length === 4)).toBe(true);
    expect(new Set(schedule.matches.flatMap((m) => m.agents)).size).toBe(9);
    expect(schedule.notes).toEqual(['budget: light-cycles: 1 of 3 rounds of groups played']);
  });
});

describe('a 4-seat light-cycles rotation', () => {
  it('rates cycles-search > cycles-greedy > both cycles-random copies from multi-player ranks', async () => {
    const r = makeRepo({
      official: ['cycles-random', 'cycles-greedy', 'cycles-search'],
      arenaYml: 'games:\n  light-cycles: { players: 4 }\nrotation:\n  gamesPerPairing: 16\n',
    });
    repos.push(r);
    cpSync(join(REPO_ROOT, 'agents', 'official', 'cycles-random'), r.path('agents', 'official', 'cycles-copy'), { recursive: true });
    const manifest = r.path('agents', 'official', 'cycles-copy', 'agent.yml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('name: cycles-random', 'name: cycles-copy'));
    const run = await cli(['rotation', '--root', r.root, '--json', '--seed', '4'], { cwd: r.root });
    expect(run.code).toBe(0);
    const results = readResults(run.stdout);
    expect(results.matches).toHaveLength(1);
    expect(results.matches[0]!.agents).toHaveLength(4);
    expect(results.matches[0]!.games).toHaveLength(16);
    const order = results.ratings
      .filter((x) => x.game === 'light-cycles')
      .sort((a, b) => b.rating - a.rating)
      .map((x) => x.agent);
    expect(order.slice(0, 2)).toEqual(['official/cycles-search', 'official/cycles-greedy']);
    expect(order.slice(2).sort()).toEqual(['official/cycles-copy', 'official/cycles-random']);
    // each agent sat in each seat 4 times
    for (const id of order) {
      const seats = results.matches[0]!.games.map((g) => g.seats.indexOf(id as never));
      for (let s = 0; s < 4; s++) expect(seats.filter((x) => x === s)).toHaveLength(4);
    }
  }, 300_000);
});

describe('arena match with three agents', () => {
  it('plays whole seat rotations, prints mean ranks, writes replays that arena replay renders', async () => {
    const r = makeRepo({ official: ['cycles-random', 'cycles-greedy', 'cycles-search'], arenaYml: 'games:\n  light-cycles: {}\n' });
    repos.push(r);
    const args = ['match', 'official/cycles-search', 'official/cycles-greedy', 'official/cycles-random', '--root', r.root, '--seed', '5'];
    const run = await cli([...args, '--games', '3', '--out', r.path('out')], { cwd: r.root });
    expect(run.stderr).toMatch(
      /game 1\/3 \(seed 5\): ranks official\/cycles-search \d, official\/cycles-greedy \d, official\/cycles-random \d \(/,
    );
    expect(run.stdout).toMatch(/agent\s+mean rank\s+firsts\s+failures\nofficial\/cycles-search\s+\d\.\d\d\s+\d+\s+-/);
    expect(run.code).toBe(0);
    const results = readResults(readFileSync(r.path('out', 'arena-results.json'), 'utf8'));
    const games = results.matches[0]!.games;
    expect(games.map((g) => g.seats[0])).toEqual(['official/cycles-search', 'official/cycles-greedy', 'official/cycles-random']);
    expect(new Set(games.map((g) => g.seed)).size).toBe(1);
    const replayDir = readdirSync(r.path('out', 'replays'))[0]!;
    const replay = await cli(['replay', r.path('out', 'replays', replayDir, 'game-0001.json')]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/A: (riding|crashed on turn \d+), B: .*, C: /);
    // the game's seat range and one seat per agent
    const four = await cli(['match', 'official/cycles-search', 'official/cycles-search', '--root', r.root]);
    expect(four.stderr).toMatch(/an agent can take only one seat/);
    const c4 = await cli([
      'match',
      'official/cycles-search',
      'official/cycles-greedy',
      'official/cycles-random',
      '--root',
      r.root,
      '--game',
      'connect-four',
    ]);
    expect(c4.code).toBe(2);
    // default games: gamesPerPairing (10) rounded up to whole rotations of 3 seats
    const dflt = await cli([...args, '--json'], { cwd: r.root });
    expect(readResults(dflt.stdout).matches[0]!.games).toHaveLength(12);
  }, 120_000);
});
