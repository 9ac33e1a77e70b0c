// The check run shows the PR evaluation's provisional rating, rank and stopping (results v2
// `evaluation`), labelled by what the report job knows: unverified for a fork's run whatever the
// document claims, never an input to the conclusion.
import { afterEach, describe, expect, it } from '@jest/globals';
import { RESULTS_SCHEMA_V2, type EvaluationInfo, type Results } from '../../src/core/results.js';
import { resultsDocument, World, type WorldOptions } from './world.js';

let world: World | undefined;
afterEach(async () => {
  if (!world) return;
  const w = world;
  world = undefined;
  try {
    w.api.assertConforming();
  } finally {
    await w.close();
  }
});

function evaluation(): EvaluationInfo {
  return {
    stopping: { alpha: 0.05, beta: 0.05, elo0: -200, elo1: 200, minPairs: 2, maxPairs: 16, budgetMinutes: 30 },
    pairings: [
      {
        agent: 'community/mallory-bot',
        reference: 'official/random',
        game: 'connect-four',
        match: 'm1',
        pairs: 1,
        pentanomial: [0, 0, 0, 0, 1],
        score: 1,
        llr: 1.2,
        stop: 'max-pairs',
        message: 'undecided after the maximum of 1 pair: a close match (LLR 1.20 (bounds -2.94, 2.94))',
      },
    ],
    leaderboard: { latestRotation: 'rotation-0007' },
    notes: [],
    placements: [
      {
        agent: 'community/mallory-bot',
        game: 'connect-four',
        games: 2,
        mu: 28.5,
        sigma: 7.25,
        rating: 6.75,
        low: 14,
        high: 43,
        rank: 3,
        rankRange: [1, 3],
        of: 2,
      },
    ],
  };
}

function v2(over: Partial<Results> = {}): Results {
  return { ...resultsDocument(), schema: RESULTS_SCHEMA_V2, evaluation: evaluation(), ...over };
}

async function run(opts: WorldOptions) {
  world = await World.create(opts);
  const result = await world.runAction();
  expect(result.error).toBeUndefined();
  return world;
}

describe('report: provisional rating and rank in the check run', () => {
  it("a fork's run: labelled unverified, even when its document claims to be authoritative; the conclusion does not move", async () => {
    const doc = v2();
    doc.run = { ...doc.run, authoritative: true };
    const w = await run({ fork: true, results: doc });
    const summary = w.summaryText();
    expect(summary).toContain('### Provisional rating and rank (unverified: from a run the pull request controls');
    expect(summary).toContain('community/mallory\\-bot in connect\\-four: rating 6\\.8');
    expect(summary).toContain('rank 3 of 3 now, likely 1–3 once its σ shrinks');
    expect(summary).toContain('Why each pairing stopped:');
    expect(summary).toContain('undecided after the maximum of 1 pair');
    expect(w.completion()).toMatchObject({ conclusion: 'neutral' });
  });

  it('a run of a branch of this repository: not labelled unverified, and not authoritative either', async () => {
    const w = await run({ results: v2() });
    expect(w.summaryText()).toContain('### Provisional rating and rank (from a run of a branch of this repository)');
    expect(w.completion()).toMatchObject({ conclusion: 'success' });
  });

  it('a v1 document with an evaluation object is refused as untrusted results', async () => {
    const w = await run({ results: JSON.stringify({ ...v2(), schema: 'arena.results/v1' }) });
    expect(w.summaryText()).not.toContain('Provisional rating');
    expect(w.completion()).toMatchObject({ conclusion: 'failure' });
  });
});
