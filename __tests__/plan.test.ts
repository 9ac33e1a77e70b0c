// Action modes `plan` and `rotation`: the matrix output, the plan handed to shard jobs through
// results-dir, and a shard job that plays its slice from it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ActionInputs, ActionIo } from '../src/action/types.js';
import { readResults } from '../src/core/results.js';
import { UserError } from '../src/core/errors.js';
import { action as planAction } from '../src/modes/plan.js';
import { action as rotationAction } from '../src/modes/rotation.js';
import { factId, serializeFactsJsonl, type Fact } from '../src/core/rating/facts.js';
import { makeRepo } from './rating/repo.js';

const repo = makeRepo({
  official: ['random', 'greedy', 'minimax'],
  arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n  shards: 2\n',
});
const withFacts = makeRepo({
  official: ['random', 'greedy', 'minimax'],
  arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n',
});
afterAll(() => {
  repo.remove();
  withFacts.remove();
});

function fakeIo(workspace = repo.root) {
  const outputs: Record<string, string> = {};
  const log: string[] = [];
  let summary = '';
  const io: ActionIo = {
    getInput: () => '',
    setOutput: (name, value) => {
      outputs[name] = value;
    },
    setSecret: () => undefined,
    info: (m) => log.push(m),
    warning: (m) => log.push(m),
    error: (m) => log.push(m),
    debug: () => undefined,
    group: (_name, fn) => fn(),
    summary: (md) => {
      summary += md;
    },
    writeSummary: async () => undefined,
    env: { GITHUB_WORKSPACE: workspace, PATH: process.env.PATH },
  };
  return { io, outputs, log, summary: () => summary };
}

const base: ActionInputs = { mode: 'plan', config: 'arena.yml', resultsDir: 'arena-out' };

describe('action modes plan and rotation', () => {
  it('plan: sets the matrix output and writes the plan into results-dir', async () => {
    const { io, outputs, summary } = fakeIo();
    await planAction.run(base, io);
    expect(JSON.parse(outputs.matrix!)).toEqual({ shard: ['1/2', '2/2'] });
    expect(outputs['results-path']).toBe(repo.path('arena-out', 'arena-results.json'));
    const plan = JSON.parse(readFileSync(repo.path('arena-out', 'arena-plan.json'), 'utf8'));
    expect(plan.matches).toHaveLength(3);
    expect(summary()).toMatch(/### Arena rotation `\d{8}T\d{6}Z-[0-9a-f]{8}`/);
  });

  it('rotation with a shard: plays its slice of the downloaded plan', async () => {
    const { io, outputs } = fakeIo();
    await rotationAction.run({ ...base, mode: 'rotation', shard: { index: 1, count: 2 } }, io);
    const results = readResults(readFileSync(outputs['results-path']!, 'utf8'));
    const plan = JSON.parse(readFileSync(repo.path('arena-out', 'arena-plan.json'), 'utf8'));
    expect(results.run).toMatchObject({ mode: 'rotation', shard: '1/2', runId: plan.runId });
    expect(results.matches.length).toBeGreaterThan(0);
    expect(results.matches.length).toBeLessThan(3);
  });

  it('rotation with a shard but no plan is a usage error that says what to download', async () => {
    const { io } = fakeIo();
    await expect(rotationAction.run({ ...base, mode: 'rotation', resultsDir: 'empty', shard: { index: 1, count: 2 } }, io)).rejects.toThrow(
      UserError,
    );
  });

  it('plan: reads the published facts from the data-branch checkout (.arena-data/) and leaves a quarantined agent out', async () => {
    // The rotation workflow checks the data branch out at .arena-data/; its facts say greedy 1.0.0
    // crashed in every one of its last 8 games.
    const facts: Fact[] = Array.from({ length: 8 }, (_, index) => ({
      v: 1,
      id: factId('20261101T000000Z-00000000', 'm-earlier', index),
      rotation: '20261101T000000Z-00000000',
      match: 'm-earlier',
      index,
      game: 'connect-four',
      seats: [
        { agent: 'official/greedy', version: '1.0.0' },
        { agent: 'official/random', version: '1.0.0' },
      ],
      ranks: [2, 1],
      failures: [{ seat: 0, kind: 'crash' }],
    }));
    mkdirSync(withFacts.path('.arena-data', 'arena'), { recursive: true });
    writeFileSync(withFacts.path('.arena-data', 'arena', 'facts.jsonl'), serializeFactsJsonl(facts));
    const { io } = fakeIo(withFacts.root);
    await planAction.run(base, io);
    const plan = JSON.parse(readFileSync(withFacts.path('arena-out', 'arena-plan.json'), 'utf8'));
    expect(plan.matches.map((m: { agents: string[] }) => m.agents)).toEqual([['official/minimax', 'official/random']]);
  });
});
