// P7 — rating efficiency. How many games the leaderboard needs before its order of 16 (P7) and 64
// (P7b) simulated agents of known strength reaches Kendall τ ≥ 0.9 against the true order, when
// rotations are planned by uncertainty (the real planner, informed by the ratings so far) vs full
// round robins. Deterministic (seeded simulation, no clock): the median over several seeds.
import { compareSchedules } from '../../src/core/rating/simulate.js';
import type { BenchGroup } from '../lib/context.js';
import { figure } from '../lib/figures.js';

export const p7: BenchGroup = {
  id: 'P7',
  title: 'rating efficiency',
  async run(ctx) {
    const measure = (agents: number, seedCount: number, id: string) => {
      const seeds = Array.from({ length: seedCount }, (_, i) => i + 1);
      ctx.log(`${id}: games until Kendall τ ≥ 0.9 on ${agents} agents, ${seeds.length} seeds per schedule`);
      const result = compareSchedules(seeds, { agents, target: 0.9 });
      const uncertainty = result.uncertainty;
      const roundRobin = result['round-robin'];
      const list = (o: typeof uncertainty) => o.outcomes.map((x) => x.games ?? 'never').join(', ');
      if (uncertainty.medianGames === null || roundRobin.medianGames === null) {
        throw new Error(`${id}: a schedule never reached τ 0.9 (uncertainty: ${list(uncertainty)}; round robin: ${list(roundRobin)})`);
      }
      return figure({
        id,
        group: 'P7',
        title: `Games until Kendall τ ≥ 0.9, ${agents} simulated agents: uncertainty-driven schedule`,
        value: uncertainty.medianGames,
        unit: 'games',
        floor: roundRobin.medianGames,
        floorLabel: 'round-robin rotations (same agents, same seeds)',
        target: { op: '<=', limit: 0.5 },
        detail: `median over seeds ${seeds[0]}–${seeds[seeds.length - 1]}; uncertainty: ${list(uncertainty)}; round robin: ${list(roundRobin)} (strengths 0.5 apart, Bradley–Terry with draws, ratings mu − 3σ)`,
      });
    };
    return [measure(16, ctx.quick ? 9 : 25, 'P7-rating'), measure(64, ctx.quick ? 3 : 9, 'P7b-rating-64')];
  },
};
