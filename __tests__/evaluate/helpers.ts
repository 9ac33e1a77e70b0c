// Shared by the evaluate suites: a real pull-request-shaped git checkout (a copy of this repository's
// agents plus a test arena.yml; a PR branch; a test-merge commit whose first parent is the base, as
// GitHub makes for pull_request runs, optionally cloned with --depth 2 as actions/checkout does),
// a real pull_request payload from @octokit/webhooks-examples, the bundled action run as a runner
// runs it, and a local HTTP server that fails the test on any request (evaluate needs no API).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

export const FIXTURES = join(REPO_ROOT, '__tests__', 'fixtures', 'evaluate');

export const MAINTAINER = { name: 'Arena Maintainer', email: '1+arena-maintainer@users.noreply.github.com' };
export const CONTRIBUTOR = { name: 'Octo Cat', email: '2+octocat@users.noreply.github.com' };

export function git(cwd: string, args: string[], who: { name: string; email: string } = MAINTAINER): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
}

/** Copy a fixture agent folder to `<tier root>/<name>` of `repo`, with `name:` rewritten to the folder name. */
export function addFixtureAgent(repo: string, fixture: string, tier: 'official' | 'community', name: string): string {
  const dir = join(repo, 'agents', tier, name);
  cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  const manifest = join(dir, 'agent.yml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^name: .*$/m, `name: ${name}`));
  return dir;
}

/** Copy one of this repository's agents under another name (so images and labels are this suite's own). */
export function copyRepoAgent(repo: string, from: string, tier: 'official' | 'community', name: string): string {
  const dir = join(repo, 'agents', tier, name);
  cpSync(join(REPO_ROOT, from), dir, { recursive: true });
  const manifest = join(dir, 'agent.yml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^name: .*$/m, `name: ${name}`));
  return dir;
}

export interface PrCheckout {
  /** the folder the action runs in (GITHUB_WORKSPACE) */
  dir: string;
  /** the test-merge commit (GITHUB_SHA) */
  merge: string;
  /** its first parent: the base branch */
  base: string;
  /** its second parent: the PR's head */
  head: string;
  /** `git diff --name-status` of merge^1 merge, as a --changed list */
  changedList: string;
  root: string;
  cleanup(): void;
}

export interface PrOptions {
  /** arena.yml of the test repository (default: the fixture) */
  arenaYml?: string;
  /** extra setup on the base branch (committed by the maintainer) */
  base?: (repo: string) => void;
  /** the PR's change (committed by `author`) */
  change: (repo: string) => void;
  author?: { name: string; email: string };
  /** clone the merge with --depth N as actions/checkout does (default 2); 0 = use the repository itself */
  depth?: number;
}

/** A repository with a PR branch and the test-merge commit GitHub would make for it. */
export function makePrCheckout(options: PrOptions): PrCheckout {
  const root = mkdtempSync(join(tmpdir(), 'arena-evaluate-'));
  const origin = join(root, 'origin');
  mkdirSync(origin);
  git(origin, ['init', '-q']);
  cpSync(join(REPO_ROOT, 'agents'), join(origin, 'agents'), { recursive: true });
  writeFileSync(join(origin, 'arena.yml'), options.arenaYml ?? readFileSync(join(FIXTURES, 'arena.yml'), 'utf8'));
  writeFileSync(join(origin, 'README.md'), '# a test arena\n');
  options.base?.(origin);
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '-m', 'the arena']);
  git(origin, ['checkout', '-q', '-b', 'pr']);
  options.change(origin);
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '--allow-empty', '-m', 'the pull request'], options.author ?? CONTRIBUTOR);
  git(origin, ['checkout', '-q', 'main']);
  writeFileSync(join(origin, 'NOTES.md'), 'the base branch moved on meanwhile\n');
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '-m', 'meanwhile on main']);
  // GitHub's test merge lives on refs/pull/N/merge, not on main: main stays where it was.
  git(origin, ['checkout', '-q', '-b', 'test-merge']);
  git(origin, ['merge', '-q', '--no-ff', '--no-edit', '-m', 'Merge the pull request into main', 'pr'], {
    name: 'GitHub',
    email: 'noreply@github.com',
  });
  const merge = git(origin, ['rev-parse', 'HEAD']).trim();
  const base = git(origin, ['rev-parse', 'HEAD^1']).trim();
  const head = git(origin, ['rev-parse', 'HEAD^2']).trim();
  const changedList = git(origin, ['diff', '--name-status', '-M', 'HEAD^1', 'HEAD']);
  let dir = origin;
  const depth = options.depth ?? 2;
  if (depth > 0) {
    dir = join(root, 'checkout');
    git(root, ['clone', '-q', `--depth=${depth}`, '--branch', 'test-merge', `file://${origin}`, dir]);
    git(dir, ['checkout', '-q', '--detach', merge]);
  } else {
    git(origin, ['checkout', '-q', '--detach', merge]);
  }
  return { dir, merge, base, head, changedList, root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const require = createRequire(import.meta.url);

/** A real `pull_request` webhook payload (webhooks-examples), adapted to this checkout. */
export function pullRequestPayload(pr: PrCheckout, association: string, action = 'synchronize'): Record<string, unknown> {
  const index = require('@octokit/webhooks-examples/api.github.com/index.json') as Array<{
    name: string;
    examples: Array<Record<string, unknown>>;
  }>;
  const examples = index.find((e) => e.name === 'pull_request')!.examples;
  const example = structuredClone(examples.find((e) => e.action === action) ?? examples[0]!) as {
    number: number;
    pull_request: {
      number: number;
      author_association: string;
      head: { sha: string };
      base: { sha: string };
      merge_commit_sha?: string | null;
    };
  };
  example.number = 7;
  example.pull_request.number = 7;
  example.pull_request.author_association = association;
  example.pull_request.head.sha = pr.head;
  example.pull_request.base.sha = pr.base;
  example.pull_request.merge_commit_sha = pr.merge;
  return example as unknown as Record<string, unknown>;
}

/** A server that records every request: evaluate must send none. */
export class NoApiServer {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly requests: string[],
  ) {}
  static async start(): Promise<NoApiServer> {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"evaluate must not call the GitHub API"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return new NoApiServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests);
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  resultsDir: string;
}

/** Parse GITHUB_OUTPUT's `name<<delimiter` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** `npm run bundle` unless dist/ is newer than every source file. */
import { ensureBundle } from '../helpers/bundle.js';
export { ensureBundle };

export function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  input?: string,
  timeoutMs = 300_000,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
    child.stdin.end(input ?? '');
  });
}

/** Run dist/index.js as the runner does for `uses: ./` with mode evaluate. */
export async function runEvaluateAction(
  pr: PrCheckout,
  options: { api: NoApiServer; association?: string; eventName?: string; sha?: string; resultsDir?: string; env?: NodeJS.ProcessEnv },
): Promise<ActionRun> {
  ensureBundle();
  const work = mkdtempSync(join(pr.root, 'runner-'));
  const eventPath = join(work, 'event.json');
  writeFileSync(eventPath, JSON.stringify(pullRequestPayload(pr, options.association ?? 'CONTRIBUTOR')));
  const output = join(work, 'github-output');
  const summary = join(work, 'step-summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  mkdirSync(join(work, 'temp'));
  const resultsDir = options.resultsDir ?? 'arena-results';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    INPUT_MODE: 'evaluate',
    INPUT_CONFIG: 'arena.yml',
    'INPUT_RESULTS-DIR': resultsDir,
    INPUT_TOKEN: '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: options.sha ?? pr.merge,
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_WORKSPACE: pr.dir,
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: options.api.url,
    GITHUB_SERVER_URL: options.api.url,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: join(work, 'temp'),
    ...options.env,
  };
  const r = await runNode([join(REPO_ROOT, 'dist', 'index.js')], env, pr.dir);
  return {
    ...r,
    outputs: parseOutputs(readFileSync(output, 'utf8')),
    summary: readFileSync(summary, 'utf8'),
    resultsDir: join(pr.dir, resultsDir),
  };
}

/** The results document without what differs between two runs of the same change (time, durations). */
export function comparable(document: string): unknown {
  const value = JSON.parse(document) as { run: { createdAt?: string }; matches: Array<{ games: Array<{ durationMs?: number }> }> };
  delete value.run.createdAt;
  for (const m of value.matches) for (const g of m.games) delete g.durationMs;
  return value;
}
