// P8b — statistical stopping. How many games the PR evaluation's sequential test (the defaults of
// evaluation.stopping) plays per pairing, against the games a fixed schedule needs for the same
// decision error: simulated agents of known strength (true Elo differences spread evenly over
// ±400 against the reference, a first-seat advantage of 50 Elo, draws), many seeds, the same
// population for both. The fixed schedule calls the pairing by the sign of the score; the test by
// its decision (or, undecided at maxPairs, the same sign rule). Deterministic (seeded, no clock).
import { defaultConfig } from '../../src/core/config.js';
import { eloPopulation, errorRate, simulateFixed, simulateSequential } from '../../src/core/evaluate/stopping-sim.js';
import type { BenchContext } from '../lib/context.js';
import { figure, type Figure } from '../lib/figures.js';

export async function p8bFigure(ctx: BenchContext): Promise<Figure> {
  {
    const settings = defaultConfig().evaluation.stopping;
    const runs = ctx.quick ? 800 : 4000;
    ctx.log(`P8b: sequential test vs fixed schedules, ${runs} simulated pairings each`);
    const population = eloPopulation(runs);
    const sequential = errorRate(population, (elo, seed) => simulateSequential({ elo }, settings, seed));
    const fixed = [1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 32, 40, 48, 64].map((pairs) => ({
      pairs,
      ...errorRate(population, (elo, seed) => simulateFixed({ elo }, pairs, seed + 1_000_000)),
    }));
    const same = fixed.find((f) => f.error <= sequential.error) ?? fixed.at(-1)!;
    // error rates at the hypotheses themselves: α (called stronger at elo0) and β (called weaker at elo1)
    const at = (elo: number, reason: 'stronger' | 'weaker') => {
      const n = ctx.quick ? 400 : 2000;
      let hits = 0;
      for (let seed = 0; seed < n; seed++) if (simulateSequential({ elo }, settings, seed + 5_000_000).reason === reason) hits += 1;
      return hits / n;
    };
    const alpha = at(settings.elo0, 'stronger');
    const beta = at(settings.elo1, 'weaker');
    const today = fixed.find((f) => f.pairs === defaultConfig().evaluation.gamesPerPairing / 2);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    return figure({
      id: 'P8b-stopping',
      group: 'P8',
      title: 'PR stopping: games per pairing, sequential test (defaults) vs a fixed schedule of the same decision error',
      value: Math.round(sequential.games * 100) / 100,
      unit: 'games',
      floor: same.games,
      floorLabel: `fixed ${same.pairs} pairs (${same.games} games), the fewest with error ≤ the test's`,
      target: { op: '<=', limit: 0.5 },
      detail:
        `${runs} pairings, true Elo spread evenly over ±400, first-seat advantage 50 Elo, draw weight 0.2; ` +
        `wrong calls: test ${pct(sequential.error)}, fixed ${same.pairs} pairs ${pct(same.error)}` +
        (today ? `, today's fixed ${today.games} games ${pct(today.error)}` : '') +
        `; measured α (called stronger at Elo ${settings.elo0}) ${pct(alpha)}, β (called weaker at Elo ${settings.elo1}) ${pct(beta)} ` +
        `(configured ${settings.alpha}, ${settings.beta}); minPairs ${settings.minPairs}, maxPairs ${settings.maxPairs}`,
    });
  }
}
