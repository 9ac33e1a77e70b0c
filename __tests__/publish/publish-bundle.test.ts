// Mode publish through the bundle (`node dist/index.js`), as the rotation workflow's publish job
// runs it: the shard artifacts and the plan in RUNNER_TEMP, the token from INPUT_TOKEN, the data
// branch written through the mocked REST API (every request checked against GitHub's OpenAPI
// description).
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { parseFactsJsonl } from '../../src/core/rating/facts.js';
import { ensureBundle, runBundle } from './bundle.js';
import { PublishWorld, rotationPlan, rotationShards } from './world.js';

let world: PublishWorld | undefined;
beforeAll(() => ensureBundle(), 600_000);
afterEach(async () => {
  try {
    world?.api.assertConforming();
  } finally {
    await world?.close();
    world = undefined;
  }
});

describe('publish through dist/index.js', () => {
  it('publishes once, then adds nothing on a re-run; the token is masked and sent only to the API', async () => {
    world = await PublishWorld.create();
    world.addRotation('20250115T030000Z-0000002a', 2);
    const inputs = { mode: 'publish', token: 'bundle-publish-token', 'results-dir': world.shardsDir, config: 'arena.yml' };
    const first = await runBundle(inputs, world.env(), world.dir);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.outputs.conclusion).toBe('success');
    expect(first.summary).toContain('### Arena publish: rotation `20250115T030000Z-0000002a`');
    expect(first.summary).toContain('| 1 | official/minimax |');
    expect(first.stdout.split('\n')[0]).toBe('::add-mask::bundle-publish-token');
    expect(first.stdout.split('\n').slice(1).join('\n')).not.toContain('bundle-publish-token');
    expect(parseFactsJsonl(world.git.read('arena-data', 'arena/facts.jsonl')!)).toHaveLength(12);
    const head = world.git.refs.get('arena-data');

    const second = await runBundle(inputs, world.env(), world.dir);
    expect(second.code).toBe(0);
    expect(world.git.refs.get('arena-data')).toBe(head);
    expect(second.summary).toContain('Nothing new');
  });

  it('a hostile shard fails the job with the reason; nothing is written', async () => {
    world = await PublishWorld.create();
    const [a] = rotationShards('20250115T030000Z-0000002a', 2);
    const [, b] = rotationShards('20250115T030000Z-0000ffff', 2);
    world.addPlan(rotationPlan('20250115T030000Z-0000002a', 2));
    world.addShard('arena-rotation-shard-0', a!);
    world.addShard('arena-rotation-shard-1', b!);
    const r = await runBundle({ mode: 'publish', token: 't0k3n-abc', 'results-dir': world.shardsDir }, world.env(), world.dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::shard results rejected, nothing was published: the shards come from 2 different rotation runs/);
    expect(world.api.requests).toHaveLength(0);
  });
});
