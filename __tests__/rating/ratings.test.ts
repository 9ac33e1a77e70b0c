import { describe, expect, it } from '@jest/globals';
import { factsFromResults } from '../../src/core/rating/facts.js';
import {
  computeRatings,
  currentRatings,
  displayRating,
  INITIAL_MU,
  INITIAL_SIGMA,
  rateGame,
  seatOutcomes,
  toResultsRatings,
} from '../../src/core/rating/ratings.js';
import { seededRandom, shuffled } from '../../src/core/rating/random.js';
import { fact, series, shardResults } from './helpers.js';

const MINIMAX: [string, string] = ['official/minimax', '1.0.0'];
const GREEDY: [string, string] = ['official/greedy', '1.0.0'];
const RANDOM: [string, string] = ['official/random', '1.0.0'];

function byAgent(table: ReturnType<typeof computeRatings>, game = 'connect-four') {
  return new Map(
    currentRatings(table)
      .filter((r) => r.game === game)
      .map((r) => [r.agent, r]),
  );
}

describe('ratings', () => {
  it('rating = mu − 3σ; winners go up, losers go down; W/D/L are counted', () => {
    const table = computeRatings(series('r1', MINIMAX, RANDOM, 10, () => 'a'));
    const m = byAgent(table).get('official/minimax')!;
    const r = byAgent(table).get('official/random')!;
    expect(m.mu).toBeGreaterThan(INITIAL_MU);
    expect(r.mu).toBeLessThan(INITIAL_MU);
    expect(m.sigma).toBeLessThan(INITIAL_SIGMA);
    expect(m.rating).toBeCloseTo(displayRating(m.mu, m.sigma), 10);
    expect([m.games, m.wins, m.draws, m.losses]).toEqual([10, 10, 0, 0]);
    expect([r.wins, r.draws, r.losses]).toEqual([0, 0, 10]);
    expect(currentRatings(table).map((x) => x.agent)).toEqual(['official/minimax', 'official/random']);
  });

  it('draws (equal ranks) pull ratings together and count as draws', () => {
    const before = computeRatings(series('r1', MINIMAX, RANDOM, 6, () => 'a'));
    const after = computeRatings([...series('r1', MINIMAX, RANDOM, 6, () => 'a'), ...series('r2', MINIMAX, RANDOM, 6, () => 'draw')]);
    const gap = (t: typeof before) => byAgent(t).get('official/minimax')!.mu - byAgent(t).get('official/random')!.mu;
    expect(gap(after)).toBeLessThan(gap(before));
    expect(byAgent(after).get('official/random')!.draws).toBe(6);
    expect(seatOutcomes([1, 1])).toEqual(['draw', 'draw']);
    expect(seatOutcomes([2, 1, 3])).toEqual(['loss', 'win', 'loss']);
    expect(seatOutcomes([1, 1, 3])).toEqual(['draw', 'draw', 'loss']);
  });

  it('rates games with more than two seats', () => {
    const facts = Array.from({ length: 12 }, (_, i) => fact('r1', 'ffa', i, [MINIMAX, GREEDY, RANDOM], [1, 2, 3], [], 'connect-four'));
    const order = currentRatings(computeRatings(facts)).map((r) => r.agent);
    expect(order).toEqual(['official/minimax', 'official/greedy', 'official/random']);
  });

  it('is a pure function of the set of facts: any arrival order gives identical numbers', () => {
    const facts = [
      ...series('20250101T000000Z-a', MINIMAX, GREEDY, 8, (i) => (i % 3 === 0 ? 'b' : 'a')),
      ...series('20250101T000000Z-a', GREEDY, RANDOM, 8, (i) => (i % 4 === 0 ? 'draw' : 'a')),
      ...series('20250108T000000Z-b', MINIMAX, RANDOM, 8, () => 'a'),
    ];
    const reference = computeRatings(facts);
    for (const seed of [1, 2, 3]) {
      expect(computeRatings(shuffled(facts, seededRandom(seed)))).toEqual(reference);
    }
    expect(reference.rotations).toEqual(['20250101T000000Z-a', '20250108T000000Z-b']);
    expect(reference.history.map((h) => h.rotation)).toEqual(['20250101T000000Z-a', '20250108T000000Z-b']);
  });

  it('a new version keeps mu and resets sigma; the old version stays in the table', () => {
    const v1 = series('r1', MINIMAX, RANDOM, 20, () => 'a');
    const old = byAgent(computeRatings(v1)).get('official/minimax')!;
    expect(old.sigma).toBeLessThan(INITIAL_SIGMA - 1);
    const table = computeRatings([...v1, fact('r2', 'x', 0, [['official/minimax', '1.1.0'], GREEDY], [1, 2])]);
    // The new version's one game was rated from (old mu, initial sigma) against a fresh greedy.
    const [expected] = rateGame(
      [
        { mu: old.mu, sigma: INITIAL_SIGMA },
        { mu: INITIAL_MU, sigma: INITIAL_SIGMA },
      ],
      [1, 2],
    );
    const fresh = table.ratings.find((r) => r.agent === 'official/minimax' && r.version === '1.1.0')!;
    expect([fresh.mu, fresh.sigma, fresh.games, fresh.current]).toEqual([expected!.mu, expected!.sigma, 1, true]);
    const stale = table.ratings.find((r) => r.agent === 'official/minimax' && r.version === '1.0.0')!;
    expect([stale.mu, stale.sigma, stale.games, stale.current]).toEqual([old.mu, old.sigma, 20, false]);
    // The leaderboard view (current versions) shows only the new one.
    expect(
      currentRatings(table)
        .filter((r) => r.agent === 'official/minimax')
        .map((r) => r.version),
    ).toEqual(['1.1.0']);
  });

  it('anchors: rated in their first rotation, then frozen for good', () => {
    const rot1 = series('20250101T000000Z-1', MINIMAX, RANDOM, 10, () => 'a');
    const rot2 = series('20250108T000000Z-2', MINIMAX, RANDOM, 10, () => 'b');
    const rot3 = series('20250115T000000Z-3', GREEDY, RANDOM, 10, () => 'a');
    const anchors = ['official/random'];
    const after1 = byAgent(computeRatings(rot1, { anchors })).get('official/random')!;
    expect(after1.mu).toBeLessThan(INITIAL_MU); // calibrated normally
    const table = computeRatings([...rot1, ...rot2, ...rot3], { anchors });
    const pinned = byAgent(table).get('official/random')!;
    expect(pinned.anchor).toBe(true);
    expect(pinned.pinned).toBe(true);
    expect(pinned.mu).toBe(after1.mu);
    expect(pinned.sigma).toBe(after1.sigma);
    // Its opponents still move.
    expect(byAgent(table).get('official/minimax')!.mu).toBeLessThan(byAgent(computeRatings(rot1, { anchors })).get('official/minimax')!.mu);
    expect(byAgent(table).get('official/greedy')!.mu).toBeGreaterThan(INITIAL_MU);
    // Every snapshot after calibration shows the same anchor value.
    const values = table.history.map((h) => h.entries.find((e) => e.agent === 'official/random')!.mu);
    expect(new Set(values).size).toBe(1);
    // A new version of an anchor keeps the pinned values.
    const bumped = computeRatings([...rot1, ...rot2, fact('20250122T000000Z-4', 'y', 0, [GREEDY, ['official/random', '2.0.0']], [1, 2])], {
      anchors,
    });
    const v2 = bumped.ratings.find((r) => r.agent === 'official/random' && r.version === '2.0.0')!;
    expect([v2.mu, v2.sigma]).toEqual([after1.mu, after1.sigma]);
  });

  it('anchors given explicit values are pinned from their first game', () => {
    const table = computeRatings(
      series('r1', MINIMAX, RANDOM, 10, () => 'a'),
      { anchors: [{ agent: 'official/random', mu: 20, sigma: 1 }] },
    );
    const r = byAgent(table).get('official/random')!;
    expect([r.mu, r.sigma, r.rating]).toEqual([20, 1, 17]);
    expect(r.games).toBe(10);
  });

  it('infra-voided games are never rated', () => {
    const results = shardResults(
      'run-1',
      '1/1',
      [
        {
          id: 'm',
          agents: ['official/minimax', 'official/random'],
          games: Array.from({ length: 6 }, () => ({
            seats: ['official/minimax', 'official/random'],
            ranks: [2, 1],
            failures: [{ agent: 'official/minimax', kind: 'infra' as const }],
          })),
        },
      ],
      { 'official/minimax': '1.0.0', 'official/random': '1.0.0' },
    );
    const { facts, voided } = factsFromResults(results);
    expect(voided).toBe(6);
    expect(computeRatings(facts).ratings).toEqual([]);
  });

  it('exports ratings in the results document shape', () => {
    const rows = toResultsRatings(computeRatings(series('r1', MINIMAX, RANDOM, 4, () => 'a')));
    expect(rows[0]).toEqual({
      agent: 'official/minimax',
      version: '1.0.0',
      game: 'connect-four',
      mu: expect.any(Number),
      sigma: expect.any(Number),
      rating: expect.any(Number),
      games: 4,
    });
  });
});
