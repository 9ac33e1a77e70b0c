// A rotation's publish job around the OpenAPI-checking GitHub mock: an in-memory repository (the
// default branch, maybe a data branch already), a workspace with arena.yml, and a RUNNER_TEMP
// folder holding the shard artifacts exactly as download-artifact lays them out
// (`<temp>/arena-shards/arena-rotation-shard-<n>/arena-results.json`). The mode runs in-process
// through `action.run`, or as the bundle.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { action } from '../../src/modes/publish.js';
import type { ActionInputs, ActionIo } from '../../src/action/types.js';
import { planGames } from '../../src/core/match/plan.js';
import { PLAN_SCHEMA_V1, sliceShard, type RotationPlan } from '../../src/core/rating/plan.js';
import type { Results } from '../../src/core/results.js';
import { GitHubApiMock } from '../helpers/github-api.js';
import { shardResults } from '../rating/helpers.js';
import { GitStore } from './git-store.js';

export const OWNER = 'octo-org';
export const REPO = 'octo-repo';

export const VERSIONS = { 'official/random': '1.0.0', 'official/greedy': '1.0.0', 'official/minimax': '1.0.0' };

const PAIRS: Array<[string, string]> = [
  ['official/minimax', 'official/random'],
  ['official/greedy', 'official/random'],
  ['official/minimax', 'official/greedy'],
];

/**
 * The plan of a rotation of three agents: one 4-game match per pair, dealt to `count` shards the
 * way the rotation's shard jobs slice it (sliceShard).
 */
export function rotationPlan(runId: string, count = 2): RotationPlan {
  return {
    schema: PLAN_SCHEMA_V1,
    runId,
    seed: 42,
    schedule: 'round-robin',
    shards: count,
    budget: { games: 2000, minutes: 60 },
    estimate: { games: 12, minutes: 1 },
    entrants: [{ game: 'connect-four', agents: Object.entries(VERSIONS).map(([id, version]) => ({ id, version })) }],
    excluded: [],
    notes: [],
    matches: PAIRS.map(([a, b], i) => ({
      id: `connect-four:${a.replace('/', '.')}:${b.replace('/', '.')}`,
      game: 'connect-four',
      agents: [a, b],
      versions: [VERSIONS[a as keyof typeof VERSIONS], VERSIONS[b as keyof typeof VERSIONS]],
      games: 4,
      seed: 1000 + i,
      estimatedMs: 3000 - i * 500,
    })),
  };
}

/**
 * A rotation of three agents (minimax > greedy > random) played as `count` shards of
 * rotationPlan(runId, count): each shard plays its slice, with the planned seeds and seats.
 */
export function rotationShards(runId: string, count = 2, createdAt = '2025-01-15T03:00:00.000Z'): Results[] {
  const plan = rotationPlan(runId, count);
  // The first agent of each pair wins game 0, 1 and 3; game 2 is a draw.
  const ranksOfFirst = [1, 1, 1, 1];
  const ranksOfSecond = [2, 2, 1, 2];
  return Array.from({ length: count }, (_, i) => {
    const mine = sliceShard(plan, i + 1, count).map((m) => ({
      id: m.id,
      agents: m.agents,
      games: planGames(m.seed, m.games, 2, true).map((g) => ({
        seats: g.order.map((k) => m.agents[k]!),
        ranks: g.order.map((k) => (k === 0 ? ranksOfFirst : ranksOfSecond)[g.index]!),
      })),
    }));
    const doc = shardResults(runId, `${i + 1}/${count}`, mine, VERSIONS);
    doc.run.createdAt = createdAt;
    // shardResults numbers seeds 1, 2, …; a played shard carries the planned ones.
    for (const match of doc.matches) {
      const planned = plan.matches.find((m) => m.id === match.id)!;
      match.seed = planned.seed;
      const seeds = planGames(planned.seed, planned.games, 2, true);
      for (const game of match.games) game.seed = seeds[game.index!]!.seed;
    }
    return doc;
  });
}

export interface RunOutcome {
  error?: Error;
  outputs: Record<string, string>;
  summary: string;
  logs: string[];
}

export class PublishWorld {
  readonly dir: string;
  readonly workspace: string;
  readonly shardsDir: string;
  readonly git: GitStore;

  private constructor(
    readonly api: GitHubApiMock,
    arenaYml?: string,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'arena-publish-test-'));
    this.workspace = join(this.dir, 'workspace');
    this.shardsDir = join(this.dir, 'runner-temp', 'arena-shards');
    mkdirSync(this.workspace, { recursive: true });
    mkdirSync(this.shardsDir, { recursive: true });
    if (arenaYml !== undefined) writeFileSync(join(this.workspace, 'arena.yml'), arenaYml);
    this.git = new GitStore(OWNER, REPO);
    this.git.commitOn('main', { 'README.md': '# octo-repo\n', 'arena.yml': arenaYml ?? '' }, 'initial');
    this.git.serve(api);
  }

  static async create(opts: { arenaYml?: string; api?: GitHubApiMock } = {}): Promise<PublishWorld> {
    return new PublishWorld(opts.api ?? (await GitHubApiMock.start()), opts.arenaYml);
  }

  /** Lay a shard artifact out as download-artifact does. */
  addShard(name: string, doc: Results | string | Buffer): string {
    const path = join(this.shardsDir, name, 'arena-results.json');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof doc === 'string' || Buffer.isBuffer(doc) ? doc : JSON.stringify(doc));
    return path;
  }

  /** Lay the plan out as the publish job downloads it: `<results-dir>/arena-plan.json`. */
  addPlan(plan: RotationPlan | string): string {
    const path = join(this.shardsDir, 'arena-plan.json');
    writeFileSync(path, typeof plan === 'string' ? plan : `${JSON.stringify(plan, null, 2)}\n`);
    return path;
  }

  /** A plan and its shards, as `arena-rotation-shard-<n>` folders. */
  addRotation(runId: string, count = 2, createdAt?: string): void {
    this.addPlan(rotationPlan(runId, count));
    rotationShards(runId, count, createdAt).forEach((doc, i) => this.addShard(`arena-rotation-shard-${i}`, doc));
  }

  clearShards(): void {
    rmSync(this.shardsDir, { recursive: true, force: true });
    mkdirSync(this.shardsDir, { recursive: true });
  }

  env(): Record<string, string> {
    return {
      GITHUB_API_URL: this.api.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: this.workspace,
      RUNNER_TEMP: join(this.dir, 'runner-temp'),
    };
  }

  async run(resultsDir: string = this.shardsDir): Promise<RunOutcome> {
    const outputs: Record<string, string> = {};
    const logs: string[] = [];
    let summary = '';
    const io: ActionIo = {
      getInput: () => '',
      setOutput: (name, value) => {
        outputs[name] = value;
      },
      setSecret: () => {},
      info: (m) => logs.push(m),
      warning: (m) => logs.push(`warning: ${m}`),
      error: (m) => logs.push(`error: ${m}`),
      debug: () => {},
      group: (_n, fn) => fn(),
      summary: (md) => {
        summary += md;
      },
      writeSummary: async () => {},
      env: this.env(),
    };
    const inputs: ActionInputs = { mode: 'publish', config: 'arena.yml', token: 'publish-token-0123', resultsDir };
    try {
      await action.run(inputs, io);
      return { outputs, summary, logs };
    } catch (error) {
      return { error: error as Error, outputs, summary, logs };
    }
  }

  /** Requests that write (POST/PATCH/PUT/DELETE). */
  writes(): string[] {
    return this.api.requests.filter((r) => r.method !== 'GET').map((r) => r.operationId);
  }

  async close(): Promise<void> {
    await this.api.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
