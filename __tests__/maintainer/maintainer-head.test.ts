// maintainer-evaluate evaluates only the commit the maintainer reviewed: the head-sha input must be
// the PR's head when the run starts AND when it ends (a push after the review is never reported as
// authoritative). In-process against the OpenAPI-checking mock; the changed official agent is not
// played, so no container starts.
import { afterEach, describe, expect, it } from '@jest/globals';
import { EvaluateWorld, PR } from './evaluate-world.js';

type Obj = Record<string, unknown>;
let world: EvaluateWorld | undefined;
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

const OFFICIAL_CHANGE = { head: { 'agents/official/random/agent.mjs': 'process.exit(1)\n' } };

describe('maintainer-evaluate: the reviewed head sha', () => {
  it('is required', async () => {
    world = await EvaluateWorld.create(OFFICIAL_CHANGE);
    const r = await world.run({ headSha: undefined });
    expect(r.error?.message).toMatch(/input "head-sha" is required for mode maintainer-evaluate/);
    expect(world.api.requests).toHaveLength(0);
  });

  it('a push after the review (the head is another commit at the start): refused, nothing fetched', async () => {
    world = await EvaluateWorld.create(OFFICIAL_CHANGE);
    const reviewed = 'abc0000000000000000000000000000000000123';
    const r = await world.run({ headSha: reviewed });
    expect(r.error?.message).toMatch(new RegExp(`pull request #${PR} is at head ${world.headSha}, not the reviewed ${reviewed}`));
    expect(r.outputs['head-sha']).toBeUndefined();
    expect(world.api.requestsFor('pulls/list-files')).toHaveLength(0);
    expect(world.api.requestsFor('git/get-tree')).toHaveLength(0);
  });

  it('a push while the run evaluates (the head moved by the end): refused, no outputs for the report job', async () => {
    world = await EvaluateWorld.create(OFFICIAL_CHANGE);
    const w = world;
    let reads = 0;
    w.api.on('pulls/get', () => {
      reads += 1;
      const pull = structuredClone(w.pull) as Obj;
      if (reads > 1) (pull.head as Obj).sha = 'feed000000000000000000000000000000000009';
      return { body: pull };
    });
    const r = await w.run();
    expect(r.error?.message).toMatch(/is at head feed000000000000000000000000000000000009, not the reviewed/);
    expect(reads).toBe(2);
    expect(r.outputs['results-path']).toBeUndefined();
    expect(r.outputs.conclusion).toBeUndefined();
    expect(w.api.requestsFor('pulls/get').every((q) => q.params.pull_number === String(PR))).toBe(true);
  });
});
