// A pull request for maintainer-evaluate: the default branch checked out as the workspace (a test
// arena.yml and this repository's official `random` agent), the repository behind the
// OpenAPI-checking GitHub mock (an in-memory git store: the default branch and the PR's head
// commit), the PR routes (pulls/get, pulls/list-files, repos/list-commits, repos/get-content) and
// RUNNER_TEMP. The mode runs in-process through maintainerEvaluate (with test labels on Docker
// objects), or as the bundle.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { maintainerEvaluate } from '../../src/modes/maintainer-evaluate.js';
import type { ActionInputs, ActionIo } from '../../src/action/types.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { GitHubApiMock, type MockRequest } from '../helpers/github-api.js';
import { GitStore, type FileSpec } from '../publish/git-store.js';

export const OWNER = 'octo-org';
export const REPO = 'octo-repo';
export const PR = 42;

type Obj = Record<string, unknown>;

export const ARENA_YML = [
  'games:',
  '  connect-four: {}',
  'evaluation:',
  '  gamesPerPairing: 2',
  '  stopping: {enabled: false}',
  '  references: [official/random]',
  '',
].join('\n');

/** The files of a folder of this repository, as FileSpecs under another folder (executable bits kept). */
export function repoFolder(from: string, to: string, rename?: (text: string) => string): Record<string, FileSpec> {
  const out: Record<string, FileSpec> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        let text = readFileSync(path, 'utf8');
        if (rename && entry.name === 'agent.yml') text = rename(text);
        const mode = statSync(path).mode & 0o111 ? '100755' : '100644';
        out[`${to}/${relative(join(REPO_ROOT, from), path)}`] = { bytes: text, mode };
      }
    }
  };
  walk(join(REPO_ROOT, from));
  return out;
}

/** A community agent copied from agents/community/shell-starter under `name`. */
export function starterAgent(name: string): Record<string, FileSpec> {
  return repoFolder('agents/community/shell-starter', `agents/community/${name}`, (t) => t.replace(/^name: .*$/m, `name: ${name}`));
}

export interface EvaluateWorldOptions {
  /** files the PR's head commit adds or changes (on top of the default branch) */
  head: Record<string, FileSpec>;
  /** the PR's file list; default: the keys of `head`, as added */
  files?: Array<{ filename: string; status: string; previous_filename?: string }>;
  author?: string;
  association?: string;
  state?: 'open' | 'closed';
  /** extra files on the default branch (also written to the workspace) */
  defaultBranch?: Record<string, string>;
  /** folder → login of its oldest commit on the default branch */
  owners?: Record<string, string>;
  arenaYml?: string;
}

export interface EvaluateRun {
  error?: Error;
  outputs: Record<string, string>;
  summary: string;
  logs: string[];
}

export class EvaluateWorld {
  readonly dir: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly git: GitStore;
  readonly headSha: string;
  readonly baseSha: string;
  readonly pull: Obj;

  private constructor(
    readonly api: GitHubApiMock,
    readonly opts: EvaluateWorldOptions,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'arena-maintainer-test-'));
    this.workspace = join(this.dir, 'workspace');
    this.runnerTemp = join(this.dir, 'runner-temp');
    mkdirSync(this.runnerTemp, { recursive: true });
    const defaults: Record<string, string> = { 'arena.yml': opts.arenaYml ?? ARENA_YML, ...(opts.defaultBranch ?? {}) };
    const official = repoFolder('agents/official/random', 'agents/official/random');
    for (const [path, spec] of Object.entries({ ...official, ...defaults })) {
      const full = join(this.workspace, path);
      mkdirSync(join(full, '..'), { recursive: true });
      writeFileSync(full, typeof spec === 'string' ? spec : Buffer.from(spec.bytes ?? ''), {
        mode: typeof spec !== 'string' && spec.mode === '100755' ? 0o755 : 0o644,
      });
    }
    this.git = new GitStore(OWNER, REPO);
    this.baseSha = this.git.commitOn('main', { ...official, ...defaults }, 'default branch');
    const parentTree = (this.git.objects.get(this.baseSha) as { tree: string }).tree;
    this.headSha = this.git.commit(this.git.treeFromFiles(opts.head, parentTree), [this.baseSha], 'the PR');
    this.git.refs.set('add-bot', this.headSha);
    this.git.serve(api);
    this.pull = this.makePull();
    this.serve();
  }

  static async create(opts: EvaluateWorldOptions): Promise<EvaluateWorld> {
    return new EvaluateWorld(await GitHubApiMock.start(), opts);
  }

  private makePull(): Obj {
    const pull = this.api.example('pulls/get') as Obj;
    pull.number = PR;
    pull.state = this.opts.state ?? 'open';
    pull.author_association = this.opts.association ?? 'CONTRIBUTOR';
    pull.user = { ...(pull.user as Obj), login: this.opts.author ?? 'mallory', type: 'User' };
    pull.requested_teams = [];
    pull.changed_files = this.files().length;
    const repo = structuredClone(((pull.base as Obj).repo as Obj) ?? {});
    Object.assign(repo, { id: 1296269, name: REPO, full_name: `${OWNER}/${REPO}`, owner: { ...(repo.owner as Obj), login: OWNER } });
    Object.assign(pull.head as Obj, { sha: this.headSha, ref: 'add-bot', label: `${OWNER}:add-bot`, repo: structuredClone(repo) });
    Object.assign(pull.base as Obj, { sha: this.baseSha, ref: 'main', label: `${OWNER}:main`, repo });
    return pull;
  }

  files(): Array<{ filename: string; status: string; previous_filename?: string }> {
    return this.opts.files ?? Object.keys(this.opts.head).map((filename) => ({ filename, status: 'added' }));
  }

  private serve(): void {
    const api = this.api;
    const notFound = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    api.on('pulls/get', (req) => (req.params.pull_number === String(PR) ? { body: structuredClone(this.pull) } : notFound));
    api.on('pulls/list-files', (req: MockRequest) => {
      const example = (api.example('pulls/list-files') as Obj[])[0]!;
      const page = Number(req.query.page ?? 1);
      const perPage = Number(req.query.per_page ?? 30);
      const all = this.files().map((f) => ({ ...structuredClone(example), ...f }));
      return { body: all.slice((page - 1) * perPage, page * perPage) };
    });
    api.on('repos/list-commits', (req) => {
      const owner = this.opts.owners?.[req.query.path ?? ''];
      if (!owner) return { body: [] };
      const commit = structuredClone((api.example('repos/list-commits') as Obj[])[0]!);
      commit.author = { ...(commit.author as Obj), login: owner };
      return { body: [commit] };
    });
    api.on('repos/get-content', (req) => {
      const text = this.git.read(req.query.ref ?? 'main', req.params.path!);
      if (text === undefined) return notFound;
      const bytes = Buffer.from(text);
      const url = `https://api.github.com/repos/${OWNER}/${REPO}/contents/${req.params.path}`;
      return {
        body: {
          type: 'file',
          encoding: 'base64',
          size: bytes.length,
          name: req.params.path!.split('/').pop(),
          path: req.params.path,
          content: bytes.toString('base64'),
          sha: '0000000000000000000000000000000000000abc',
          url,
          git_url: `https://api.github.com/repos/${OWNER}/${REPO}/git/blobs/0000000000000000000000000000000000000abc`,
          html_url: `https://github.com/${OWNER}/${REPO}/blob/x/${req.params.path}`,
          download_url: `https://raw.githubusercontent.com/${OWNER}/${REPO}/x/${req.params.path}`,
          _links: {
            git: `https://api.github.com/repos/${OWNER}/${REPO}/git/blobs/0000000000000000000000000000000000000abc`,
            self: url,
            html: `https://github.com/${OWNER}/${REPO}/blob/x/${req.params.path}`,
          },
        },
      };
    });
  }

  env(): Record<string, string> {
    return {
      GITHUB_API_URL: this.api.url,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_RUN_ID: '777',
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      RUNNER_TEMP: this.runnerTemp,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {}),
    };
  }

  async run(overrides: Partial<ActionInputs> = {}, labels?: Record<string, string>): Promise<EvaluateRun> {
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
    const inputs: ActionInputs = {
      mode: 'maintainer-evaluate',
      config: 'arena.yml',
      token: 'read-token-0123',
      resultsDir: 'arena-results',
      prNumber: PR,
      headSha: this.headSha,
      ...overrides,
    };
    try {
      await maintainerEvaluate(inputs, io, labels ? { dockerLabels: labels } : {});
      return { outputs, summary, logs };
    } catch (error) {
      return { error: error as Error, outputs, summary, logs };
    }
  }

  results(): Obj {
    return JSON.parse(readFileSync(join(this.workspace, 'arena-results', 'arena-results.json'), 'utf8')) as Obj;
  }

  /** Every file under the workspace, relative (to prove nothing of the PR landed there). */
  workspaceFiles(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else out.push(relative(this.workspace, path));
      }
    };
    walk(this.workspace);
    return out.sort();
  }

  async close(): Promise<void> {
    await this.api.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
