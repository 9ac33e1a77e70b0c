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
import type { Results } from '../../src/core/results.js';
import { GitHubApiMock } from '../helpers/github-api.js';
import { shardResults } from '../rating/helpers.js';
import { GitStore } from './git-store.js';

export const OWNER = 'octo-org';
export const REPO = 'octo-repo';

export const VERSIONS = { 'official/random': '1.0.0', 'official/greedy': '1.0.0', 'official/minimax': '1.0.0' };

/** A rotation of three agents (minimax > greedy > random) played as `count` shards. */
export function rotationShards(runId: string, count = 2, createdAt = '2025-01-15T03:00:00.000Z'): Results[] {
  const pairs: Array<[string, string]> = [
    ['official/minimax', 'official/random'],
    ['official/greedy', 'official/random'],
    ['official/minimax', 'official/greedy'],
  ];
  const matches = pairs.map(([a, b]) => ({
    id: `connect-four:${a.replace('/', '.')}:${b.replace('/', '.')}`,
    agents: [a, b],
    games: [
      { seats: [a, b], ranks: [1, 2] },
      { seats: [b, a], ranks: [2, 1] },
      { seats: [a, b], ranks: [1, 1] },
      { seats: [b, a], ranks: [2, 1] },
    ],
  }));
  return Array.from({ length: count }, (_, i) => {
    const mine = matches.filter((_, m) => m % count === i);
    const doc = shardResults(runId, `${i + 1}/${count}`, mine, VERSIONS);
    doc.run.createdAt = createdAt;
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
