// The PR evaluation's sequential test on seat-swapped pairs (src/core/evaluate/stopping.ts):
// properties of the LLR and the stopping rule, and its error rates on simulated agents of known
// strength (seeded, so the same numbers every run).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  countPairs,
  describeStop,
  eloToScore,
  pairingAllowanceMs,
  pentanomialLlr,
  scoreToElo,
  sequentialState,
  sprtBounds,
  stopBeforeNextPair,
  type Pentanomial,
  type StoppingSettings,
} from '../../src/core/evaluate/stopping.js';
import {
  eloPopulation,
  errorRate,
  fixedErrorCurve,
  fixedGamesFor,
  simulateFixed,
  simulateFixedPrefixes,
  simulateSequential,
} from '../../src/core/evaluate/stopping-sim.js';

const settings: StoppingSettings = { alpha: 0.05, beta: 0.05, elo0: -200, elo1: 200, minPairs: 2, maxPairs: 16 };
const counts = fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30)) as fc.Arbitrary<Pentanomial>;
const hypotheses = fc
  .tuple(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 10, max: 400 }))
  .map(([elo0, width]) => ({ elo0, elo1: elo0 + width }));

describe('pentanomial GSPRT', () => {
  it('a better pair never lowers the LLR; a worse one never raises it', () => {
    fc.assert(
      fc.property(counts, hypotheses, fc.integer({ min: 0, max: 3 }), (c, h, k) => {
        const better = [...c] as Pentanomial;
        if (better[k]! === 0) better[k] = 1;
        const moved = [...better] as Pentanomial;
        moved[k]! -= 1;
        moved[k + 1]! += 1; // one pair scored half a point more
        // (up to the regularisation of empty cells, worth ~1e-7)
        const before = pentanomialLlr(better, h.elo0, h.elo1);
        expect(pentanomialLlr(moved, h.elo0, h.elo1)).toBeGreaterThanOrEqual(before - 1e-5 * (1 + Math.abs(before)));
      }),
    );
  });

  it('is antisymmetric: the reference’s view of the same pairs, with the hypotheses mirrored, is the negative', () => {
    fc.assert(
      fc.property(counts, hypotheses, (c, h) => {
        const mirrored = [...c].reverse() as Pentanomial;
        expect(pentanomialLlr(mirrored, -h.elo1, -h.elo0)).toBeCloseTo(-pentanomialLlr(c, h.elo0, h.elo1), 6);
      }),
    );
  });

  it('is zero without pairs; grows with repeated evidence', () => {
    expect(pentanomialLlr([0, 0, 0, 0, 0], -200, 200)).toBe(0);
    const one = pentanomialLlr([0, 0, 0, 0, 1], -200, 200);
    expect(one).toBeGreaterThan(0);
    // two straight wins of a pair are worth log(s1/s0) each under the least favourable distribution
    expect(pentanomialLlr([0, 0, 0, 0, 3], -200, 200)).toBeCloseTo(3 * Math.log(eloToScore(200) / eloToScore(-200)), 1);
  });

  it('Elo and score convert back and forth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1500, max: 1500, noNaN: true }), (elo) => expect(scoreToElo(eloToScore(elo))).toBeCloseTo(elo, 4)),
    );
  });
});

describe('stopping rule', () => {
  it('never stops before minPairs unless told to, never plays past maxPairs', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), (c, minPairs, extra, budget) => {
        const s = { ...settings, minPairs, maxPairs: minPairs + extra };
        const state = sequentialState(c, s);
        const reason = stopBeforeNextPair(state, s, budget);
        if (state.pairs < minPairs) expect(reason).toBeUndefined();
        if (state.pairs >= s.maxPairs) expect(reason).toBeDefined();
        if (reason === 'stronger') expect(state.llr).toBeGreaterThanOrEqual(sprtBounds(s.alpha, s.beta).upper);
        if (reason === 'weaker') expect(state.llr).toBeLessThanOrEqual(sprtBounds(s.alpha, s.beta).lower);
        if (reason === 'budget') expect(budget).toBe(false);
        if (reason) expect(describeStop(reason, state, s)).toContain(`${state.pairs} pair`);
      }),
    );
  });

  it('counts only complete pairs: a pair with a voided game is left out', () => {
    const g = (pair: number, seats: string[], ranks: number[]) => ({ pair, seats, ranks }) as never;
    const games = [
      g(0, ['a', 'r'], [1, 2]),
      g(0, ['r', 'a'], [2, 1]), // pair 0: two wins → index 4
      g(1, ['a', 'r'], [1, 1]),
      g(1, ['r', 'a'], [1, 2]), // pair 1: a draw and a loss → index 1
      g(2, ['a', 'r'], [1, 2]), // pair 2: its second game was voided
    ];
    expect(countPairs(games, 'a')).toEqual([0, 1, 0, 0, 1]);
    expect(countPairs(games, 'r')).toEqual([1, 0, 0, 1, 0]);
  });

  it('shares the time budget: what is left over the pairings still to play', () => {
    expect(pairingAllowanceMs(60_000, 0, 3)).toBe(20_000);
    expect(pairingAllowanceMs(60_000, 50_000, 2)).toBe(5_000);
    expect(pairingAllowanceMs(60_000, 70_000, 2)).toBe(0);
  });
});

describe('error rates on simulated agents of known strength', () => {
  it('at the hypotheses themselves the test errs at most about α and β', () => {
    const runs = 600;
    const atH0 = Array.from({ length: runs }, (_, i) => simulateSequential({ elo: settings.elo0 }, settings, i));
    const atH1 = Array.from({ length: runs }, (_, i) => simulateSequential({ elo: settings.elo1 }, settings, i));
    const falseStronger = atH0.filter((r) => r.reason === 'stronger').length / runs;
    const falseWeaker = atH1.filter((r) => r.reason === 'weaker').length / runs;
    // binomial sd at p = 0.05, n = 600 is 0.009: allow three of them
    expect(falseStronger).toBeLessThan(settings.alpha + 0.03);
    expect(falseWeaker).toBeLessThan(settings.beta + 0.03);
  });

  it('plays fewer games than a fixed schedule of the same decision error', () => {
    const population = eloPopulation(800);
    const sequential = errorRate(population, (elo, seed) => simulateSequential({ elo }, settings, seed));
    const fixed = [4, 6, 8, 10, 12, 16, 20, 24, 32].map((pairs) => ({
      pairs,
      ...errorRate(population, (elo, seed) => simulateFixed({ elo }, pairs, seed + 100_000)),
    }));
    const same = fixed.find((f) => f.error <= sequential.error);
    expect(same).toBeDefined();
    expect(sequential.games).toBeLessThan(0.75 * same!.games);
  });

  it('one series of pairs gives every fixed schedule: the same calls as playing each length apart', () => {
    for (const elo of [-300, -40, 0, 25, 180]) {
      for (let seed = 0; seed < 20; seed++) {
        const prefixes = simulateFixedPrefixes({ elo }, 12, seed);
        expect(prefixes).toEqual(Array.from({ length: 12 }, (_, n) => simulateFixed({ elo }, n + 1, seed).call));
      }
    }
  });

  it('the fixed floor for an error between two lengths is interpolated between their games', () => {
    const population = eloPopulation(400);
    const curve = fixedErrorCurve(population, 10, 1_000_000);
    expect(curve[9]!).toBeLessThan(curve[0]!);
    const n = curve.findIndex((e, i) => i > 0 && e < curve[i - 1]!);
    const between = (curve[n - 1]! + curve[n]!) / 2;
    const floor = fixedGamesFor(curve, between);
    expect(floor.pairs).toBe(n + 1);
    expect(floor.games).toBeGreaterThan(2 * n);
    expect(floor.games).toBeLessThan(2 * (n + 1));
    expect(fixedGamesFor(curve, curve[n]!).games).toBeCloseTo(2 * (n + 1));
    expect(fixedGamesFor(curve, -1)).toEqual({ games: 20, pairs: 10 });
  });
});
