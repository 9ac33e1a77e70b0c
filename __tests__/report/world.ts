// A pull request "world" for report-mode tests: a real workflow_run payload (from
// @octokit/webhooks-examples) turned into an Arena PR evaluation, the GitHub API around it served
// by the OpenAPI-checking mock, a default-branch checkout on disk, and a results artifact. Tests
// change one thing (a forged sha, a second artifact, a fork's edit of arena.yml…) and run the
// report exactly as the action does: in-process through `action.run`, or as the bundle.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { action } from '../../src/modes/report.js';
import type { ActionInputs, ActionIo } from '../../src/action/types.js';
import { RESULTS_SCHEMA_V1, type Results } from '../../src/core/results.js';
import { GitHubApiMock, makeZip, type MockRequest, type MockResponse } from '../helpers/github-api.js';
import { GitStore, type FileSpec } from '../publish/git-store.js';

type Json = ReturnType<GitHubApiMock['example']>;
type Obj = Record<string, unknown>;

export const BASE_OWNER = 'octo-org';
export const BASE_REPO = 'octo-repo';
export const BASE_REPO_ID = 300029405;
export const FORK_OWNER = 'mallory';
export const FORK_REPO_ID = 777000111;
export const HEAD_SHA = 'c0ffee0000000000000000000000000000000001';
export const BASE_SHA = 'ba5e000000000000000000000000000000000002';
export const RUN_ID = 289782451;
export const RUN_STARTED_AT = '2024-05-01T10:00:00Z';

const require = createRequire(import.meta.url);

/** The real `workflow_run` completed payload (with `path`), from @octokit/webhooks-examples. */
export function realWorkflowRunPayload(): Obj {
  const index = require('@octokit/webhooks-examples/api.github.com/index.json') as Array<{ name: string; examples: Obj[] }>;
  const examples = index.find((e) => e.name === 'workflow_run')!.examples;
  const completed = examples.find((e) => e.action === 'completed' && (e.workflow_run as Obj).path !== undefined)!;
  return structuredClone(completed);
}

export interface EventOptions {
  fork?: boolean;
  conclusion?: string;
  attempt?: number;
  headSha?: string;
  headBranch?: string;
  path?: string;
  event?: string;
  runId?: number;
  runStartedAt?: string;
  /** PR numbers the payload lists (same-repo runs); attacker-influenced hints only */
  payloadPullNumbers?: number[];
}

/** A real payload turned into the completion of Arena's PR evaluation run. */
export function workflowRunEvent(opts: EventOptions = {}): Obj {
  const event = realWorkflowRunPayload();
  const run = event.workflow_run as Obj;
  const repository = event.repository as Obj;
  run.path = opts.path ?? '.github/workflows/arena-pr.yml';
  run.event = opts.event ?? 'pull_request';
  run.name = 'Arena PR';
  run.conclusion = opts.conclusion ?? 'success';
  run.status = 'completed';
  run.head_sha = opts.headSha ?? HEAD_SHA;
  run.head_branch = opts.headBranch ?? 'add-bot';
  run.id = opts.runId ?? RUN_ID;
  run.run_attempt = opts.attempt ?? 1;
  run.run_started_at = opts.runStartedAt ?? RUN_STARTED_AT;
  run.html_url = `https://github.com/${BASE_OWNER}/${BASE_REPO}/actions/runs/${run.id}`;
  (run.head_commit as Obj).id = run.head_sha;
  if (opts.fork) {
    const head = structuredClone(repository) as Obj;
    head.id = FORK_REPO_ID;
    head.full_name = `${FORK_OWNER}/${BASE_REPO}`;
    head.owner = { ...(head.owner as Obj), login: FORK_OWNER, id: 4242 };
    head.fork = true;
    run.head_repository = head;
    run.pull_requests = [];
  } else {
    run.head_repository = structuredClone(repository);
    run.pull_requests = (opts.payloadPullNumbers ?? []).map((n) => ({
      url: `https://api.github.com/repos/${BASE_OWNER}/${BASE_REPO}/pulls/${n}`,
      id: 1000 + n,
      number: n,
      head: {
        ref: run.head_branch,
        sha: run.head_sha,
        repo: { id: BASE_REPO_ID, url: 'https://api.github.com/repos/x/y', name: BASE_REPO },
      },
      base: { ref: 'master', sha: BASE_SHA, repo: { id: BASE_REPO_ID, url: 'https://api.github.com/repos/x/y', name: BASE_REPO } },
    }));
  }
  run.repository = structuredClone(repository);
  return event;
}

export const COMMUNITY_MANIFEST = (name: string, version: string, entrypoint = 'type: docker\n  build: .') =>
  `name: ${name}\nversion: ${version}\ndescription: A test agent.\nauthors: [${name}]\ngames: [connect-four]\nentrypoint:\n  ${entrypoint}\n`;

export const DOCKERFILE = 'FROM node:22-slim\nCOPY bot.mjs /app/bot.mjs\nCMD ["node", "/app/bot.mjs"]\n';

export const OFFICIAL_MANIFEST = (name: string, version = '1.0.0') =>
  `name: ${name}\nversion: ${version}\ndescription: Reference.\nauthors: [arena]\ngames: [connect-four]\nentrypoint:\n  type: command\n  command: [node, agent.mjs]\n`;

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface WorldOptions extends EventOptions {
  pullNumber?: number;
  author?: string;
  association?: string;
  /** the files the evaluated commit changes (`compare/{base}...{head sha}`, and `pulls/files` unless listedFiles) */
  files?: PullFile[];
  /** what `pulls/{n}/files` answers instead: the PR's current head after the branch flipped */
  listedFiles?: PullFile[];
  /** repository path → text at the head sha (the contents API and the head commit's tree) */
  head?: Record<string, string>;
  /** more entries of the head commit's tree only: links, submodules, big or many files */
  headTree?: Record<string, FileSpec>;
  /** repository path → text on the default branch (written to the checkout on disk) */
  defaultBranch?: Record<string, string>;
  /** agent folder → login of its oldest commit on the default branch */
  owners?: Record<string, string>;
  /** agent folder → number of commits touching it (paginated via Link; the oldest is the owner's) */
  historyLength?: Record<string, number>;
  /** the results document (or raw bytes) the artifact holds; default: a passing evaluation */
  results?: Results | Buffer | string;
  /** store the results as a zip (upload-artifact with archive: true) instead of the raw file */
  zipped?: boolean;
  /** replace the artifact list entirely */
  artifacts?: Obj[];
  /** other check runs on the head sha (decoys) */
  otherChecks?: Obj[];
  /** the PR's head sha when it is read again before completing (superseded) */
  headAfter?: string;
  /** extra open PRs returned by the lookups */
  extraPulls?: Obj[];
  /** answer for issues/create-comment (default 403: no pull-requests: write) */
  commentStatus?: number;
  /** comments already on the PR */
  comments?: Obj[];
  /** an error status for a checks/update request (GitHub refusing it), or undefined to accept it */
  checkUpdateStatus?: (body: Obj) => number | undefined;
}

/** GitHub's compare lists at most this many changed files. */
export const COMPARE_FILES_MAX = 300;

/** GitHub's limit on output.summary and output.text: 65,535 bytes of UTF-8 (422 above it). */
export const CHECK_OUTPUT_MAX_BYTES = 65_535;

function overOutputLimit(body: Obj): boolean {
  const output = body.output as Obj | undefined;
  return ['summary', 'text'].some(
    (key) => typeof output?.[key] === 'string' && Buffer.byteLength(output[key] as string, 'utf8') > CHECK_OUTPUT_MAX_BYTES,
  );
}

const unprocessable = (message: string) => ({
  status: 422,
  body: { message, documentation_url: 'https://docs.github.com/rest/checks/runs' },
});

export const DEFAULT_DEFAULT_BRANCH: Record<string, string> = {
  'agents/official/random/agent.yml': OFFICIAL_MANIFEST('random'),
  'agents/community/alice-bot/agent.yml': COMMUNITY_MANIFEST('alice-bot', '1.0.0'),
  'agents/community/alice-bot/Dockerfile': DOCKERFILE,
};

/** A new community agent by the PR author: the common, passing case. */
export function newAgentChange(name = 'mallory-bot', version = '0.1.0'): Pick<WorldOptions, 'files' | 'head'> {
  return {
    files: [
      { filename: `agents/community/${name}/agent.yml`, status: 'added' },
      { filename: `agents/community/${name}/Dockerfile`, status: 'added' },
      { filename: `agents/community/${name}/bot.mjs`, status: 'added' },
    ],
    head: {
      [`agents/community/${name}/agent.yml`]: COMMUNITY_MANIFEST(name, version),
      [`agents/community/${name}/Dockerfile`]: DOCKERFILE,
      [`agents/community/${name}/bot.mjs`]: 'console.log("hi")\n',
    },
  };
}

export function resultsDocument(
  opts: {
    headSha?: string;
    agents?: Results['agents'];
    matches?: Results['matches'];
    conclusion?: 'success' | 'failure' | 'neutral';
    runId?: string;
  } = {},
): Results {
  return {
    schema: RESULTS_SCHEMA_V1,
    run: {
      mode: 'evaluate',
      headSha: opts.headSha ?? HEAD_SHA,
      baseSha: BASE_SHA,
      createdAt: '2024-05-01T10:05:00.000Z',
      arenaVersion: '0.1.0',
      ...(opts.runId ? { runId: opts.runId } : {}),
    },
    agents: opts.agents ?? [
      {
        id: 'community/mallory-bot',
        tier: 'community',
        path: 'agents/community/mallory-bot',
        version: '0.1.0',
        status: 'ok',
        issues: [],
        games: ['connect-four'],
        entrypoint: 'docker',
        changed: true,
      },
      {
        id: 'official/random',
        tier: 'official',
        path: 'agents/official/random',
        version: '1.0.0',
        status: 'ok',
        issues: [],
        games: ['connect-four'],
        entrypoint: 'command',
        changed: false,
      },
    ],
    matches: opts.matches ?? [
      {
        id: 'm1',
        game: 'connect-four',
        agents: ['community/mallory-bot', 'official/random'],
        seed: 7,
        games: [
          { index: 0, seed: 7, seats: ['community/mallory-bot', 'official/random'], ranks: [1, 2], failures: [], turns: 9, durationMs: 40 },
          {
            index: 1,
            seed: 7,
            seats: ['official/random', 'community/mallory-bot'],
            ranks: [2, 1],
            failures: [],
            turns: 12,
            durationMs: 41,
          },
        ],
        summary: {
          'community/mallory-bot': { wins: 2, draws: 0, losses: 0, failures: {} },
          'official/random': { wins: 0, draws: 0, losses: 2, failures: {} },
        },
      },
    ],
    ratings: [],
    verdict: { conclusion: opts.conclusion ?? 'success', reasons: [] },
  };
}

export interface ActionRun {
  error?: Error;
  outputs: Record<string, string>;
  summary: string;
  logs: string[];
}

export class World {
  readonly api: GitHubApiMock;
  readonly root: string;
  readonly dir: string;
  readonly event: Obj;
  readonly opts: WorldOptions;
  readonly pull: Obj;
  readonly artifactBytes: Buffer;
  private pullReads = 0;
  /** check runs created through checks/create (in order), as the API would list them */
  readonly createdChecks: Obj[] = [];

  private constructor(api: GitHubApiMock, opts: WorldOptions) {
    this.api = api;
    this.opts = opts;
    this.dir = mkdtempSync(join(tmpdir(), 'arena-report-test-'));
    this.root = join(this.dir, 'workspace');
    mkdirSync(this.root);
    for (const [path, text] of Object.entries(opts.defaultBranch ?? DEFAULT_DEFAULT_BRANCH)) {
      mkdirSync(dirname(join(this.root, path)), { recursive: true });
      writeFileSync(join(this.root, path), text);
    }
    this.event = workflowRunEvent(opts);
    this.pull = this.makePull();
    const results = opts.results ?? resultsDocument();
    const raw = Buffer.isBuffer(results) ? results : Buffer.from(typeof results === 'string' ? results : JSON.stringify(results));
    this.artifactBytes = opts.zipped ? makeZip([{ name: 'arena-results.json', data: raw }]) : raw;
  }

  static async create(opts: WorldOptions = {}, api?: GitHubApiMock): Promise<World> {
    const world = new World(api ?? (await GitHubApiMock.start()), opts);
    world.serve();
    return world;
  }

  get run(): Obj {
    return this.event.workflow_run as Obj;
  }
  get headSha(): string {
    return this.run.head_sha as string;
  }
  get headOwner(): string {
    return this.opts.fork ? FORK_OWNER : BASE_OWNER;
  }

  private repoObject(fork: boolean): Obj {
    const repo = this.api.example('pulls/get') as Obj;
    const base = structuredClone((repo.base as Obj).repo) as Obj;
    base.id = fork ? FORK_REPO_ID : BASE_REPO_ID;
    base.name = BASE_REPO;
    base.full_name = `${fork ? FORK_OWNER : BASE_OWNER}/${BASE_REPO}`;
    base.owner = { ...(base.owner as Obj), login: fork ? FORK_OWNER : BASE_OWNER };
    base.fork = fork;
    return base;
  }

  private makePull(): Obj {
    const pull = this.api.example('pulls/get') as Obj;
    pull.number = this.opts.pullNumber ?? 12;
    pull.state = 'open';
    pull.author_association = this.opts.association ?? (this.opts.fork ? 'CONTRIBUTOR' : 'CONTRIBUTOR');
    pull.user = { ...(pull.user as Obj), login: this.opts.author ?? 'mallory', type: 'User' };
    pull.requested_teams = [];
    pull.changed_files = (this.opts.files ?? newAgentChange().files!).length;
    pull.title = 'Add my bot';
    pull.html_url = `https://github.com/${BASE_OWNER}/${BASE_REPO}/pull/${pull.number as number}`;
    const head = pull.head as Obj;
    head.sha = this.headSha;
    head.ref = this.run.head_branch;
    head.label = `${this.headOwner}:${this.run.head_branch as string}`;
    head.repo = this.repoObject(this.opts.fork === true);
    const base = pull.base as Obj;
    base.sha = BASE_SHA;
    base.ref = 'master';
    base.repo = this.repoObject(false);
    return pull;
  }

  /** The same PR as a `pulls/list` / commit-lookup item (pull-request-simple). */
  simplePull(pull: Obj = this.pull): Obj {
    const simple = (this.api.example('pulls/list') as Obj[])[0]!;
    for (const key of ['number', 'state', 'author_association', 'user', 'title', 'html_url', 'head', 'base'])
      simple[key] = structuredClone(pull[key]);
    simple.requested_teams = [];
    return simple;
  }

  defaultArtifact(overrides: Obj = {}): Obj {
    const listing = this.api.example('actions/list-workflow-run-artifacts') as Obj;
    const artifact = structuredClone((listing.artifacts as Obj[])[0]!);
    Object.assign(artifact, {
      id: 9001,
      name: 'arena-results.json',
      size_in_bytes: this.artifactBytes.length,
      expired: false,
      created_at: '2024-05-01T10:06:00Z',
      updated_at: '2024-05-01T10:06:00Z',
      expires_at: '2024-05-31T10:06:00Z',
      digest: `sha256:${createHash('sha256').update(this.artifactBytes).digest('hex')}`,
      workflow_run: {
        id: this.run.id,
        repository_id: BASE_REPO_ID,
        head_repository_id: this.opts.fork ? FORK_REPO_ID : BASE_REPO_ID,
        head_branch: this.run.head_branch,
        head_sha: this.headSha,
      },
      ...overrides,
    });
    return artifact;
  }

  private contentFile(path: string, text: string): Obj {
    const bytes = Buffer.from(text);
    const name = path.split('/').pop()!;
    const url = `https://api.github.com/repos/${BASE_OWNER}/${BASE_REPO}/contents/${path}?ref=${this.headSha}`;
    const gitUrl = `https://api.github.com/repos/${BASE_OWNER}/${BASE_REPO}/git/blobs/0000000000000000000000000000000000000abc`;
    const htmlUrl = `https://github.com/${BASE_OWNER}/${BASE_REPO}/blob/${this.headSha}/${path}`;
    return {
      type: 'file',
      encoding: 'base64',
      size: bytes.length,
      name,
      path,
      content: bytes.toString('base64'),
      sha: '0000000000000000000000000000000000000abc',
      url: encodeURI(url),
      git_url: gitUrl,
      html_url: encodeURI(htmlUrl),
      download_url: encodeURI(`https://raw.githubusercontent.com/${BASE_OWNER}/${BASE_REPO}/${this.headSha}/${path}`),
      _links: { git: gitUrl, self: encodeURI(url), html: encodeURI(htmlUrl) },
    };
  }

  private commit(login: string, n: number): Obj {
    const commit = structuredClone((this.api.example('repos/list-commits') as Obj[])[0]!);
    commit.sha = n.toString(16).padStart(40, '0');
    commit.author = { ...(commit.author as Obj), login };
    return commit;
  }

  private serve(): void {
    const api = this.api;
    const opts = this.opts;
    const files = opts.files ?? newAgentChange().files!;
    const head = opts.head ?? newAgentChange().head!;
    const pulls = (): Obj[] => [this.pull, ...(opts.extraPulls ?? [])];

    api.on('repos/list-pull-requests-associated-with-commit', (req) => ({
      // A fork's commit is unknown to the base repository's commit lookup (docs/security-model.md).
      body: opts.fork || req.params.commit_sha !== this.headSha ? [] : pulls().map((p) => this.simplePull(p)),
    }));
    api.on('pulls/list', (req) => ({
      body: req.query.head === `${this.headOwner}:${this.run.head_branch as string}` ? pulls().map((p) => this.simplePull(p)) : [],
    }));
    api.on('pulls/get', (req) => {
      const found = pulls().find((p) => String(p.number) === req.params.pull_number);
      if (!found) return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com' } };
      this.pullReads += 1;
      const copy = structuredClone(found);
      if (found === this.pull && opts.headAfter && this.pullReads > 1) (copy.head as Obj).sha = opts.headAfter;
      return { body: copy };
    });
    api.on('pulls/list-files', (req) => {
      const perPage = Number(req.query.per_page ?? 30);
      const page = Number(req.query.page ?? 1);
      const example = (api.example('pulls/list-files') as Obj[])[0]!;
      const all = (opts.listedFiles ?? files).map((f) => ({
        ...structuredClone(example),
        filename: f.filename,
        status: f.status,
        ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
      }));
      return { body: all.slice((page - 1) * perPage, page * perPage), headers: linkHeader(api.url, req, all.length, perPage, page) };
    });
    // Like GitHub: the files of the whole comparison only on the first page, at most 300 of them.
    api.on('repos/compare-commits-with-basehead', (req) => {
      if (req.params.basehead !== `${BASE_SHA}...${this.headSha}`)
        return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com' } };
      const comparison = structuredClone(api.example('repos/compare-commits-with-basehead')) as Obj;
      const example = (comparison.files as Obj[])[0]!;
      const page = Number(req.query.page ?? 1);
      comparison.files =
        page > 1
          ? []
          : files.slice(0, COMPARE_FILES_MAX).map((f) => ({
              ...structuredClone(example),
              filename: f.filename,
              status: f.status,
              ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
            }));
      return { body: comparison };
    });
    // The Git Data API over the head commit (the report lists changed agent folders from its tree).
    const store = new GitStore(BASE_OWNER, BASE_REPO);
    store.commitAs(this.headSha, store.treeFromFiles({ ...head, ...(opts.headTree ?? {}) }));
    store.serve(api);
    api.on('repos/get-content', (req) => {
      const text = req.query.ref === this.headSha ? head[req.params.path!] : undefined;
      if (text === undefined) return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com' } };
      return { body: this.contentFile(req.params.path!, text) };
    });
    api.on('repos/list-commits', (req) => {
      const folder = req.query.path ?? '';
      const owner = opts.owners?.[folder];
      const total = owner ? (opts.historyLength?.[folder] ?? 1) : 0;
      const perPage = Number(req.query.per_page ?? 30);
      const page = Number(req.query.page ?? 1);
      // Newest first: the last commit of the last page is the oldest, by the owner.
      const all = Array.from({ length: total }, (_, i) => this.commit(i === total - 1 ? owner! : 'someone-else', total - i));
      return { body: all.slice((page - 1) * perPage, page * perPage), headers: linkHeader(api.url, req, total, perPage, page) };
    });
    // Every check run on the sha: the decoys of the fixture and the ones this report creates.
    // Like GitHub, the default filter (latest) keeps only the newest run per name and app.
    api.on('checks/list-for-ref', (req) => {
      let runs = [...(opts.otherChecks ?? []), ...this.createdChecks].filter(
        (r) => r.head_sha === req.params.ref && (req.query.check_name === undefined || r.name === req.query.check_name),
      );
      if (req.query.filter !== 'all') {
        const newest = new Map<string, Obj>();
        for (const r of runs) {
          const key = `${r.name as string}\0${((r.app as Obj | null)?.slug as string | undefined) ?? ''}`;
          const seen = newest.get(key);
          if (!seen || (seen.id as number) < (r.id as number)) newest.set(key, r);
        }
        runs = [...newest.values()];
      }
      return { body: { total_count: runs.length, check_runs: runs } };
    });
    api.on('checks/create', (req) => {
      const body = req.body as Obj;
      if (overOutputLimit(body)) return unprocessable('Invalid request.\n\nOnly 65535 characters are allowed; 0 were supplied.');
      const created = structuredClone(api.example('checks/create')) as Obj;
      Object.assign(created, {
        id: 4242 + this.createdChecks.length,
        name: body.name,
        head_sha: body.head_sha,
        status: body.status,
        conclusion: null,
        external_id: body.external_id ?? null,
      });
      // a check run made with GITHUB_TOKEN belongs to the github-actions app
      created.app = { ...(created.app as Obj), slug: 'github-actions' };
      this.createdChecks.push(structuredClone(created));
      return { status: 201, body: created };
    });
    api.on('checks/update', (req) => {
      const body = req.body as Obj;
      if (overOutputLimit(body)) return unprocessable('Invalid request.\n\nOnly 65535 characters are allowed; 0 were supplied.');
      const status = opts.checkUpdateStatus?.(body);
      if (status !== undefined)
        return status === 422
          ? unprocessable('Validation Failed')
          : { status, body: { message: 'refused', documentation_url: 'https://docs.github.com/rest' } };
      const id = Number(req.params.check_run_id);
      const stored = this.createdChecks.find((c) => c.id === id);
      if (stored && body.status !== undefined) stored.status = body.status;
      if (stored && body.conclusion !== undefined) stored.conclusion = body.conclusion;
      return { body: { ...(api.example('checks/update') as Obj), id } };
    });
    api.on('actions/list-workflow-run-artifacts', (req) => {
      const artifacts = opts.artifacts ?? [this.defaultArtifact()];
      const perPage = Number(req.query.per_page ?? 30);
      const page = Number(req.query.page ?? 1);
      const named = req.query.name ? artifacts.filter((a) => a.name === req.query.name) : artifacts;
      return { body: { total_count: named.length, artifacts: named.slice((page - 1) * perPage, page * perPage) } };
    });
    api.on('actions/download-artifact', (req) => {
      const contentType = this.opts.zipped ? 'application/zip' : 'application/json';
      return { status: 302, headers: { location: api.storage(this.artifactFor(Number(req.params.artifact_id)), contentType) } };
    });
    api.on('issues/list-comments', () => ({ body: opts.comments ?? [] }));
    api.on('issues/update-comment', (req) => ({
      body: { ...(api.example('issues/update-comment') as Obj), id: Number(req.params.comment_id) },
    }));
    api.on('issues/create-comment', () => {
      const status = opts.commentStatus ?? 403;
      if (status === 403)
        return { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com' } };
      return { status: 201, body: api.example('issues/create-comment') };
    });
  }

  /** An issue comment as the API lists it. */
  comment(id: number, body: string, login: string, type: 'Bot' | 'User'): Obj {
    const comment = structuredClone(this.api.example('issues/create-comment')) as Obj;
    return { ...comment, id, body, user: { ...(comment.user as Obj), login, type } };
  }

  /** Bytes behind an artifact id (tests may override per id). */
  artifactOverrides = new Map<number, Buffer>();
  private artifactFor(id: number): Buffer {
    return this.artifactOverrides.get(id) ?? this.artifactBytes;
  }

  writeEvent(): string {
    const path = join(this.dir, 'event.json');
    writeFileSync(path, JSON.stringify(this.event));
    return path;
  }

  env(): Record<string, string> {
    return {
      GITHUB_EVENT_PATH: this.writeEvent(),
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_API_URL: this.api.url,
      GITHUB_REPOSITORY: `${BASE_OWNER}/${BASE_REPO}`,
      GITHUB_WORKSPACE: this.root,
    };
  }

  /** Run mode report in-process, as the action does (inputs, env, outputs, job summary). */
  async runAction(): Promise<ActionRun> {
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
    const inputs: ActionInputs = { mode: 'report', config: 'arena.yml', token: 'test-token-0123456789', resultsDir: 'arena-results' };
    try {
      await action.run(inputs, io);
      return { outputs, summary, logs };
    } catch (error) {
      return { error: error as Error, outputs, summary, logs };
    }
  }

  /** Check-run requests in order: [create, ...updates]; the last one completes. */
  checkRequests(): MockRequest[] {
    return this.api.requests.filter((r) => r.operationId === 'checks/create' || r.operationId === 'checks/update');
  }

  completion(): Obj {
    const last = this.api
      .requestsFor('checks/update')
      .filter((r) => r.status < 300)
      .at(-1);
    if (!last) throw new Error('the check run was never completed');
    return last.body as Obj;
  }

  conclusion(): string {
    return this.completion().conclusion as string;
  }

  summaryText(): string {
    return ((this.completion().output as Obj).summary as string) ?? '';
  }

  allAnnotations(): Obj[] {
    return this.checkRequests().flatMap((r) => (((r.body as Obj).output as Obj | undefined)?.annotations as Obj[] | undefined) ?? []);
  }

  async close(closeApi = true): Promise<void> {
    if (closeApi) await this.api.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  readFile(path: string): string {
    return readFileSync(path, 'utf8');
  }
}

function linkHeader(base: string, req: MockRequest, total: number, perPage: number, page: number): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return {};
  const url = (p: number) => {
    const q = new URLSearchParams({ ...req.query, page: String(p) });
    return `<${base}${req.path}?${q.toString()}>`;
  };
  const parts: string[] = [];
  if (page < last) parts.push(`${url(page + 1)}; rel="next"`, `${url(last)}; rel="last"`);
  if (page > 1) parts.push(`${url(1)}; rel="first"`, `${url(page - 1)}; rel="prev"`);
  return parts.length > 0 ? { link: parts.join(', ') } : {};
}

export type { Json, MockResponse };
