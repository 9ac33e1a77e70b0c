// P8b — statistical stopping. How many games the PR evaluation's sequential test (the defaults of
// evaluation.stopping) plays per pairing, against the games a fixed schedule needs for the same
// decision error: simulated agents of known strength (true Elo differences spread evenly over
// ±400 against the reference, a first-seat advantage of 50 Elo, draws), many seeds, the same
// population for both. The fixed schedule calls the pairing by the sign of the score; the test by
// its decision (or, undecided at maxPairs, the same sign rule). The fixed schedule's error curve comes
// from one series of pairs per simulated agent (every length from the same games), and its games at
// the test's error are interpolated between two lengths; several seed sets, the median reported.
// Deterministic (seeded, no clock).
import { defaultConfig } from '../../src/core/config.js';
import { eloPopulation, errorRate, fixedErrorCurve, fixedGamesFor, simulateSequential } from '../../src/core/evaluate/stopping-sim.js';
import type { StoppingSettings } from '../../src/core/evaluate/stopping.js';
import type { BenchContext } from '../lib/context.js';
import { figure, type Figure } from '../lib/figures.js';

/** One seed set: the test's games and error, and the fixed schedule's games at that error. */
function seedSet(settings: StoppingSettings, runs: number, set: number) {
  const population = eloPopulation(runs);
  const offset = set * 10_000_000;
  const sequential = errorRate(population, (elo, seed) => simulateSequential({ elo }, settings, seed + offset));
  const curve = fixedErrorCurve(population, 64, offset + 1_000_000);
  const floor = fixedGamesFor(curve, sequential.error);
  return { sequential, curve, floor, ratio: sequential.games / floor.games };
}

export async function p8bFigure(ctx: BenchContext): Promise<Figure> {
  const settings = defaultConfig().evaluation.stopping;
  const runs = ctx.quick ? 800 : 4000;
  const sets = ctx.quick ? 2 : 7;
  ctx.log(`P8b: sequential test vs fixed schedules, ${sets} seed sets of ${runs} simulated pairings`);
  const measured = Array.from({ length: sets }, (_, set) => seedSet(settings, runs, set));
  // the figure is the seed set of median ratio (its games against its own floor)
  const mid = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(sets / 2)]!;
  // error rates at the hypotheses themselves: α (called stronger at elo0) and β (called weaker at elo1)
  const at = (elo: number, reason: 'stronger' | 'weaker') => {
    const n = ctx.quick ? 400 : 4000;
    let hits = 0;
    for (let seed = 0; seed < n; seed++) if (simulateSequential({ elo }, settings, seed + 5_000_000).reason === reason) hits += 1;
    return hits / n;
  };
  const alpha = at(settings.elo0, 'stronger');
  const beta = at(settings.elo1, 'weaker');
  const todayPairs = defaultConfig().evaluation.gamesPerPairing / 2;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const ratios = measured.map((m) => m.ratio.toFixed(2)).join(', ');
  return figure({
    id: 'P8b-stopping',
    group: 'P8',
    title: 'PR stopping: games per pairing, sequential test (defaults) vs a fixed schedule of the same decision error',
    value: Math.round(mid.sequential.games * 100) / 100,
    unit: 'games',
    floor: Math.round(mid.floor.games * 100) / 100,
    floorLabel: `a fixed schedule of the same wrong-call rate (between ${mid.floor.pairs - 1} and ${mid.floor.pairs} pairs)`,
    target: { op: '<=', limit: 0.5 },
    detail:
      `median of ${sets} seed sets of ${runs} pairings (ratios ${ratios}); true Elo spread evenly over ±400, first-seat advantage 50 Elo, draw weight 0.2; ` +
      `wrong calls: test ${pct(mid.sequential.error)}, fixed ${mid.floor.pairs - 1} pairs ${pct(mid.curve[mid.floor.pairs - 2] ?? 1)}, ${mid.floor.pairs} pairs ${pct(mid.curve[mid.floor.pairs - 1]!)} ` +
      `(the floor interpolates between them), today's fixed ${todayPairs * 2} games ${pct(mid.curve[todayPairs - 1]!)}; ` +
      `measured α (called stronger at Elo ${settings.elo0}) ${pct(alpha)}, β (called weaker at Elo ${settings.elo1}) ${pct(beta)} ` +
      `(configured ${settings.alpha}, ${settings.beta}); minPairs ${settings.minPairs}, maxPairs ${settings.maxPairs}`,
  });
}
