// Action modes `plan` and `rotation`: the matrix output, the plan handed to shard jobs through
// results-dir, and a shard job that plays its slice from it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ActionInputs, ActionIo } from '../src/action/types.js';
import { readResults } from '../src/core/results.js';
import { UserError } from '../src/core/errors.js';
import { action as planAction } from '../src/modes/plan.js';
import { action as rotationAction } from '../src/modes/rotation.js';
import { factId, factsFromResults, serializeFactsJsonl, type Fact } from '../src/core/rating/facts.js';
import { parseConfig } from '../src/core/config.js';
import type { AgentResult } from '../src/core/results.js';
import {
  buildRotationPlan,
  checkPlanFits,
  estimatedShardBytes,
  PLAN_CAPS,
  readPlan,
  SHARD_RESULTS_ESTIMATE,
  sliceShard,
} from '../src/core/rating/plan.js';
import type { PlannedMatch } from '../src/core/rating/schedule.js';
import { checkShardSet, checkShardsFollowPlan } from '../src/core/publish/shards.js';
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

  it('shards played from the plan are exactly what publish accepts: every match of its slice, planned seeds and seats', async () => {
    // Each shard job downloads the plan into its own results-dir and plays its slice.
    const plan = readPlan(readFileSync(repo.path('arena-out', 'arena-plan.json'), 'utf8'));
    const shards: Array<{ results: ReturnType<typeof readResults>; source: string }> = [];
    for (const index of [1, 2]) {
      const dir = `arena-shard-${index}`;
      mkdirSync(repo.path(dir), { recursive: true });
      writeFileSync(repo.path(dir, 'arena-plan.json'), readFileSync(repo.path('arena-out', 'arena-plan.json')));
      const { io, outputs } = fakeIo();
      await rotationAction.run({ ...base, mode: 'rotation', resultsDir: dir, shard: { index, count: 2 } }, io);
      shards.push({ results: readResults(readFileSync(outputs['results-path']!, 'utf8')), source: dir });
    }
    expect(shards.map((s) => s.results.matches.map((m) => m.id))).toEqual([1, 2].map((i) => sliceShard(plan, i, 2).map((m) => m.id)));
    expect(checkShardSet(shards)).toMatchObject({ runId: plan.runId, count: 2, missing: [] });
    expect(() => checkShardsFollowPlan(shards, plan)).not.toThrow();
    const games = shards.flatMap((s) => factsFromResults(s.results).facts);
    expect(games).toHaveLength(plan.matches.reduce((sum, m) => sum + m.games, 0));
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

describe('a plan never gives a shard more than its results document holds', () => {
  /** n valid community agents that play connect-four as host commands */
  function agents(n: number): AgentResult[] {
    return Array.from({ length: n }, (_, i) => ({
      id: `community/a${String(i).padStart(3, '0')}`,
      tier: 'community' as const,
      path: `agents/community/a${i}`,
      version: '1.0.0',
      status: 'ok' as const,
      issues: [],
      games: ['connect-four'],
      entrypoint: 'command' as const,
    }));
  }
  const arena = (rotation: string) =>
    parseConfig(`games:\n  connect-four:\n    time: {turnMs: 10, startupMs: 100}\nrotation:\n${rotation}`);
  const plan = (n: number, rotation: string, shards?: number) =>
    buildRotationPlan({
      agents: agents(n),
      config: arena(rotation),
      facts: [],
      dockerAvailable: true,
      seed: 7,
      runId: '20250115T030000Z-00000007',
      ...(shards !== undefined ? { shards } : {}),
    });
  /** The UserError `fn` throws. */
  const refusal = (fn: () => unknown): UserError => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      return error as UserError;
    }
    throw new Error('expected a UserError, and nothing was thrown');
  };
  const fitsEveryShard = (p: ReturnType<typeof plan>) => {
    for (let i = 1; i <= p.shards; i++) {
      const slice = sliceShard(p, i, p.shards);
      expect(slice.length).toBeLessThanOrEqual(SHARD_RESULTS_ESTIMATE.maxMatches);
      expect(estimatedShardBytes(slice)).toBeLessThanOrEqual(SHARD_RESULTS_ESTIMATE.maxBytes);
    }
  };

  it('too many matches and games for one shard: refused, saying which shard count fits; that count plans', () => {
    // 64 agents, one seat-swapped pair each: 2016 matches > 2000 per results document.
    const rotation = '  gamesPerPairing: 2\n  budget: {games: 5000, minutes: 1440}\n  shards: 1\n';
    const error = refusal(() => plan(64, rotation));
    expect(error.message).toMatch(
      /^the rotation plan gives shard 1\/1 2016 matches \(4032 games, about [\d.]+ MiB of results\); one shard's results document holds at most 2000 matches and 8\.0 MiB$/,
    );
    const hint = error.hint!;
    expect(hint).toMatch(
      /^raise rotation\.shards in arena\.yml \(or the workflow's shards input\) to at least (\d+), or lower rotation\.budget\.games \(now 5000\) or rotation\.gamesPerPairing \(now 2\)/,
    );
    const fits = Number(/at least (\d+)/.exec(hint)![1]);
    expect(() => plan(64, rotation, fits - 1)).toThrow(UserError);
    const ok = plan(64, rotation, fits);
    expect(ok.shards).toBe(fits);
    expect(ok.matches).toHaveLength(2016);
    fitsEveryShard(ok);
  });

  it('too many games (results bytes) for one shard: refused the same way, and the suggested count plans', () => {
    // 4 agents × 1000 games per pairing: 6000 games, about 12 MiB of results in one document.
    const rotation = '  gamesPerPairing: 1000\n  budget: {games: 10000, minutes: 1440}\n';
    const error = refusal(() => plan(4, rotation));
    expect(error.message).toMatch(/gives shard 1\/1 6 matches \(6000 games, about 12\.7 MiB of results\)/);
    expect(error.hint).toMatch(/^raise rotation\.shards .* to at least 2, or lower/);
    fitsEveryShard(plan(4, rotation, 2));
  });

  it('a plan over the plan file’s own match cap is refused with what to lower', () => {
    const matches: PlannedMatch[] = Array.from({ length: PLAN_CAPS.matches + 1 }, (_, i) => ({
      id: `m${i}`,
      game: 'connect-four',
      agents: ['official/a', 'official/b'],
      versions: ['1', '1'],
      games: 2,
      seed: i,
      estimatedMs: 1,
    }));
    const error = refusal(() => checkPlanFits({ matches, shards: 256 }, { games: 50_000, gamesPerPairing: 2 }));
    expect(error.message).toBe('the rotation plan has 20001 matches; a plan holds at most 20000');
    expect(error.hint).toContain('lower rotation.budget.games (now 50000)');
    expect(() => checkPlanFits({ matches: matches.slice(0, 20_000), shards: 256 }, { games: 50_000, gamesPerPairing: 2 })).not.toThrow();
  });
});
