// Sharding and `arena merge`: a plan sliced over a job matrix, shards played by real agent
// processes, merged in any order (or twice) into the same facts and ratings.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readResults, serializeResults } from '../src/core/results.js';
import { parseFactsJsonl } from '../src/core/rating/facts.js';
import { mergeShards } from '../src/core/publish/merge-shards.js';
import { defaultConfig } from '../src/core/config.js';
import { cli } from './helpers/cli.js';
import { makeRepo, type TestRepo } from './rating/repo.js';
import { shardResults } from './rating/helpers.js';

let r: TestRepo;
beforeAll(() => {
  r = makeRepo({
    official: ['random', 'greedy', 'minimax', 'rock', 'rps-random', 'counter'],
    arenaYml: 'rotation:\n  gamesPerPairing: 2\n  anchors: [official/random]\n',
  });
});
afterAll(() => r.remove());

describe('sharded rotation', () => {
  let matrix: { shard: string[] };
  let planIds: string[];

  it('--plan prints the shard matrix for strategy.matrix and writes the plan', async () => {
    const plan = await cli(['rotation', '--root', r.root, '--plan', '--shards', '3', '--seed', '42', '--out', r.path('plan')]);
    expect(plan.code).toBe(0);
    matrix = JSON.parse(plan.stdout);
    expect(matrix).toEqual({ shard: ['1/3', '2/3', '3/3'] });
    expect(plan.stderr).toMatch(/planned rotation \S+-0000002a: 6 matches, 12 games/);
    const saved = JSON.parse(readFileSync(r.path('plan', 'arena-plan.json'), 'utf8'));
    expect(saved).toMatchObject({ schema: 'arena.plan/v1', seed: 42, shards: 3, schedule: 'round-robin' });
    planIds = saved.matches.map((m: { id: string }) => m.id);
    // --json: the plan as a results document (planned matches, no games yet).
    const json = readResults(
      (await cli(['rotation', '--root', r.root, '--plan', '--shards', '3', '--seed', '42', '--run-id', saved.runId, '--json'])).stdout,
    );
    expect(json.matches.map((m) => m.id)).toEqual(planIds);
    expect(json.matches.every((m) => m.games.length === 0)).toBe(true);
    expect(json.run.runId).toBe(saved.runId);
  });

  it('each shard plays its slice; together they play the plan exactly once', async () => {
    const played: string[] = [];
    for (const shard of matrix.shard) {
      const n = shard.split('/')[0]!;
      const run = await cli([
        'rotation',
        '--root',
        r.root,
        '--shard',
        shard,
        '--plan-file',
        r.path('plan', 'arena-plan.json'),
        '--out',
        r.path(`shard-${n}`),
      ]);
      expect(run.code).toBe(0);
      const results = readResults(readFileSync(r.path(`shard-${n}`, 'arena-results.json'), 'utf8'));
      expect(results.run.shard).toBe(shard);
      expect(results.ratings).toEqual([]); // merge rates
      played.push(...results.matches.map((m) => m.id));
    }
    expect(played.sort()).toEqual([...planIds].sort());
    // A shard recomputing the plan from the same seed and run id gets the same slice.
    const saved = JSON.parse(readFileSync(r.path('plan', 'arena-plan.json'), 'utf8'));
    const recomputed = readResults(
      (await cli(['rotation', '--root', r.root, '--shard', '2/3', '--seed', '42', '--run-id', saved.runId, '--json'])).stdout,
    );
    const fromFile = readResults(readFileSync(r.path('shard-2', 'arena-results.json'), 'utf8'));
    expect(recomputed.matches.map((m) => [m.id, m.seed])).toEqual(fromFile.matches.map((m) => [m.id, m.seed]));
  });

  it('merging shards in any order, or twice, gives identical facts and ratings', async () => {
    const a = await cli([
      'merge',
      r.path('shard-1'),
      r.path('shard-2'),
      r.path('shard-3'),
      '--root',
      r.root,
      '--facts',
      r.path('a.jsonl'),
      '--out',
      r.path('board-a'),
      '--json',
    ]);
    const b = await cli([
      'merge',
      r.path('shard-3'),
      r.path('shard-1'),
      r.path('shard-2'),
      r.path('shard-3'),
      '--root',
      r.root,
      '--facts',
      r.path('b.jsonl'),
      '--json',
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const ra = readResults(a.stdout);
    const rb = readResults(b.stdout);
    expect(ra.run.mode).toBe('merge');
    expect(ra.ratings.length).toBe(6);
    expect(rb.ratings).toEqual(ra.ratings);
    expect(readFileSync(r.path('b.jsonl'), 'utf8')).toBe(readFileSync(r.path('a.jsonl'), 'utf8'));
    expect(parseFactsJsonl(readFileSync(r.path('a.jsonl'), 'utf8'))).toHaveLength(12);
    expect(rb.verdict.reasons[0]).toMatch(/12 new facts, 4 already known/);
    // Publishing the same shards again adds nothing and changes nothing.
    const before = readFileSync(r.path('a.jsonl'), 'utf8');
    const again = await cli([
      'merge',
      r.path('shard-2'),
      r.path('shard-1'),
      r.path('shard-3'),
      '--root',
      r.root,
      '--facts',
      r.path('a.jsonl'),
      '--json',
    ]);
    expect(readFileSync(r.path('a.jsonl'), 'utf8')).toBe(before);
    expect(readResults(again.stdout).ratings).toEqual(ra.ratings);
    expect(readResults(again.stdout).verdict.reasons[0]).toMatch(/0 new facts, 12 already known/);
    // The leaderboard files.
    const md = readFileSync(r.path('board-a', 'LEADERBOARD.md'), 'utf8');
    expect(md).toMatch(/## connect-four/);
    expect(md).toMatch(/## rock-paper-scissors/);
    expect(md).toMatch(/official\/random ⚓/);
    expect(readFileSync(r.path('board-a', 'ratings-rock-paper-scissors.svg'), 'utf8')).toMatch(/^<svg /);
    // Human output: the leaderboard.
    const text = await cli(['merge', r.path('shard-1'), '--root', r.root]);
    expect(text.stdout).toMatch(/^connect-four\n {2}# +agent/);
  });
});

describe('merge reads shard results as untrusted data', () => {
  const versions = { 'official/minimax': '1.0.0', 'official/random': '1.0.0' };
  const doc = (runId: string, ranks: number[]) =>
    shardResults(
      runId,
      '1/1',
      [{ id: 'm', agents: ['official/minimax', 'official/random'], games: [{ seats: ['official/minimax', 'official/random'], ranks }] }],
      versions,
    );

  it('refuses what is not a rotation shard, or not a results document at all', async () => {
    const bad = r.path('bad-shard');
    const write = (text: string) => {
      mkdirSync(bad, { recursive: true });
      writeFileSync(`${bad}/arena-results.json`, text);
    };
    write('{"schema":"arena.results/v9"}');
    let run = await cli(['merge', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown results schema "arena\.results\/v9"/);
    write(
      serializeResults({
        ...doc('run-1', [1, 2]),
        run: { mode: 'evaluate', createdAt: '2025-01-01T00:00:00.000Z', arenaVersion: '0.1.0' },
      }),
    );
    run = await cli(['merge', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/run\.mode is "evaluate", not "rotation"/);
    expect((await cli(['merge', r.path('nowhere')])).stderr).toMatch(/no such file or folder/);
    expect((await cli(['merge'])).code).toBe(2);
  });

  it('a corrupt facts file is an error at its line', async () => {
    writeFileSync(r.path('corrupt.jsonl'), '{"v":1}\n');
    const run = await cli(['merge', r.path('shard-1'), '--facts', r.path('corrupt.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/corrupt\.jsonl:1: not a valid fact/);
  });

  it('mergeShards is order-independent and idempotent (pure)', () => {
    const config = defaultConfig();
    const s1 = { results: doc('20250101T000000Z-1', [1, 2]), source: 's1' };
    const s2 = { results: doc('20250102T000000Z-2', [2, 1]), source: 's2' };
    const createdAt = '2025-01-02T00:00:00.000Z';
    const x = mergeShards({ shards: [s1, s2], existing: [], config, createdAt });
    const y = mergeShards({ shards: [s2, s1, s2], existing: [], config, createdAt });
    expect(y.results.ratings).toEqual(x.results.ratings);
    expect(y.facts).toEqual(x.facts);
    const z = mergeShards({ shards: [s1], existing: x.facts, config, createdAt });
    expect(z.added).toEqual([]);
    expect(z.results.ratings).toEqual(x.results.ratings);
  });
});
