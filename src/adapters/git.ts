// Changed paths, owners and manifests from git, plus the `--changed FILE` source. git is spawned
// with a minimal environment (no host secrets, no prompts, no pager) and NUL-separated output, so
// unusual file names (tabs, newlines, quotes, non-ASCII) arrive intact.
//
// Identity used locally: GitHub identifies people by login; git only has author name and email.
// `identityKey` turns a git identity into the login when the email is a GitHub noreply address
// (`123+login@users.noreply.github.com`), else into the lower-cased email. Owners from history and
// the local "PR author" (the head commit's author) are compared by that key. In Actions, the report
// job takes logins and author_association from the API instead.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ArenaConfig } from '../core/config.js';
import { InfraError, UserError } from '../core/errors.js';
import { parseChangedList, STATUS_LETTERS, touchedAgents, type ChangedPath, type GateInput } from '../core/gates.js';
import { MANIFEST_FILE } from '../core/manifest.js';

export interface GitIdentity {
  name: string;
  email: string;
}

const GIT_TIMEOUT_MS = 60_000;
const REF = /^[A-Za-z0-9_][A-Za-z0-9._/@{}^~+-]{0,254}$/;

/** A ref or sha as given by a user or an event; refuses anything git could read as an option or a range. */
export function assertRef(ref: string, what = 'ref'): string {
  if (!REF.test(ref) || ref.includes('..')) {
    throw new UserError(`${what} ${JSON.stringify(ref.slice(0, 100))} is not a git ref or commit`, 'give a branch, tag or commit sha');
  }
  return ref;
}

/** The environment git runs with: enough to find itself and its config, nothing else of the host. */
export function gitEnv(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  const out: Record<string, string> = {
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_PAGER: 'cat',
    GIT_NO_REPLACE_OBJECTS: '1',
  };
  if (env.PATH) out.PATH = env.PATH;
  // HOME holds the global config, where actions/checkout records safe.directory.
  if (env.HOME) out.HOME = env.HOME;
  return out;
}

/** Run git and return stdout as bytes. Exit ≠ 0 → UserError with git's own message (or InfraError when git is missing). */
export function runGit(cwd: string, args: readonly string[], opts: { timeoutMs?: number; allowFailure?: boolean } = {}): Promise<Buffer> {
  const fullArgs = ['-c', 'core.quotePath=false', '-c', 'core.fsmonitor=false', '-c', 'diff.external=', ...args];
  return new Promise((resolvePromise, reject) => {
    const child = spawn('git', fullArgs, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let errBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes < 64 * 1024) err.push(chunk);
      errBytes += chunk.length;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? GIT_TIMEOUT_MS);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new InfraError('git is not installed or not on PATH', 'install git, or pass the changed paths with --changed FILE')
          : new InfraError(`git could not be started: ${error.message}`),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 || opts.allowFailure) {
        resolvePromise(Buffer.concat(out));
        return;
      }
      const message = Buffer.concat(err).toString('utf8').trim().split('\n').slice(0, 3).join(' ');
      reject(
        new UserError(
          `git ${args
            .filter((a) => !a.startsWith('-'))
            .slice(0, 1)
            .join(' ')} failed${signal ? ` (${signal})` : ''}: ${message || `exit ${code}`}`,
          'run inside a git clone that has both commits (in Actions: actions/checkout with fetch-depth: 2, or more for --base)',
        ),
      );
    });
  });
}

/** Parse `git diff --name-status -z` output. */
export function parseNameStatusZ(output: string): ChangedPath[] {
  const fields = output.split('\u0000');
  if (fields[fields.length - 1] === '') fields.pop();
  const changes: ChangedPath[] = [];
  for (let i = 0; i < fields.length;) {
    const code = fields[i]!;
    const status = STATUS_LETTERS[code[0] ?? ''] ?? 'unknown';
    if (status === 'renamed' || status === 'copied') {
      const from = fields[i + 1];
      const to = fields[i + 2];
      if (from === undefined || to === undefined) break;
      changes.push({ status, from, path: to });
      i += 3;
    } else {
      const path = fields[i + 1];
      if (path === undefined) break;
      changes.push({ status, path });
      i += 2;
    }
  }
  return changes;
}

export type GitRange =
  /** what a PR changes: base...head (from their merge base to head) */
  | { base: string; head?: string }
  /** a merge commit (the PR's test merge) against its first parent */
  | { mergeCommit: string };

/** The commit a range compares against: merge-base(base, head), or the merge commit's first parent. */
export async function rangeBase(repo: string, range: GitRange): Promise<string> {
  if ('mergeCommit' in range)
    return (await runGit(repo, ['rev-parse', '--verify', `${assertRef(range.mergeCommit)}^1^{commit}`])).toString().trim();
  const out = await runGit(repo, ['merge-base', assertRef(range.base, 'base'), assertRef(range.head ?? 'HEAD', 'head')]);
  return out.toString().trim();
}

/** The commit a range ends at. */
export async function rangeHead(repo: string, range: GitRange): Promise<string> {
  const ref = 'mergeCommit' in range ? range.mergeCommit : (range.head ?? 'HEAD');
  return (await runGit(repo, ['rev-parse', '--verify', `${assertRef(ref)}^{commit}`])).toString().trim();
}

/** Changed paths (with renames) for a range: `git diff --name-status -z -M base...head`, or merge^1 merge. */
export async function gitChangedPaths(repo: string, range: GitRange): Promise<ChangedPath[]> {
  const revs =
    'mergeCommit' in range
      ? [`${assertRef(range.mergeCommit)}^1`, assertRef(range.mergeCommit)]
      : [`${assertRef(range.base, 'base')}...${assertRef(range.head ?? 'HEAD', 'head')}`];
  const out = await runGit(repo, ['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', ...revs, '--']);
  return parseNameStatusZ(out.toString('utf8'));
}

/** A file's text at a commit, or undefined when it does not exist there (or is not a file). */
export async function gitShowFile(repo: string, ref: string, path: string, maxBytes = 1024 * 1024): Promise<string | undefined> {
  const spec = `${assertRef(ref)}:${path}`;
  const type = (await runGit(repo, ['cat-file', '-t', spec], { allowFailure: true })).toString().trim();
  if (type !== 'blob') return undefined;
  const size = Number((await runGit(repo, ['cat-file', '-s', spec])).toString().trim());
  if (!(size <= maxBytes)) return undefined;
  return (await runGit(repo, ['cat-file', 'blob', spec])).toString('utf8');
}

/** The author of the oldest commit reachable from `ref` that touches `folder` (its owner, DESIGN §1). */
export async function gitFolderOwner(repo: string, ref: string, folder: string): Promise<GitIdentity | undefined> {
  const out = await runGit(repo, ['log', '--reverse', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref), '--', `${folder}/`]);
  const first = out.toString('utf8').split('\n')[0];
  if (!first) return undefined;
  const [name, email] = first.split('\u0000');
  return { name: name ?? '', email: email ?? '' };
}

/** The author of one commit (locally, stands in for the PR author). */
export async function gitCommitAuthor(repo: string, ref: string): Promise<GitIdentity> {
  const out = (await runGit(repo, ['log', '-1', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref)])).toString('utf8').trim();
  const [name, email] = out.split('\u0000');
  return { name: name ?? '', email: email ?? '' };
}

/** How a git identity is compared with owners and logins: the GitHub login of a noreply email, else the email. */
export function identityKey(identity: GitIdentity): string {
  const email = identity.email.trim().toLowerCase();
  const noreply = /^(?:\d+\+)?([a-z0-9](?:[a-z0-9-]{0,38}))@users\.noreply\.github\.com$/.exec(email);
  if (noreply) return noreply[1]!;
  return email || identity.name.trim().toLowerCase();
}

/**
 * Everything computeGates needs, from git alone: changed paths of the range; base and head
 * agent.yml of each touched agent (read from the commits, not the working tree); owners from the
 * base's history; the head commit's author as the PR author. `association` is what the caller
 * knows about that author (locally, usually "NONE" or a maintainer's "OWNER").
 */
export async function gitGateInput(repo: string, range: GitRange, config: ArenaConfig, association: string): Promise<GateInput> {
  const [changes, base, head] = await Promise.all([gitChangedPaths(repo, range), rangeBase(repo, range), rangeHead(repo, range)]);
  const touched = touchedAgents(changes, config);
  const owners = new Map<string, string | undefined>();
  const baseManifests = new Map<string, string>();
  const headManifests = new Map<string, string>();
  for (const agent of touched.agents.values()) {
    const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
    const [baseText, headText] = await Promise.all([gitShowFile(repo, base, manifestPath), gitShowFile(repo, head, manifestPath)]);
    if (baseText !== undefined) {
      baseManifests.set(agent.id, baseText);
      const owner = await gitFolderOwner(repo, base, agent.folder);
      owners.set(agent.id, owner ? identityKey(owner) : undefined);
    }
    if (headText !== undefined) headManifests.set(agent.id, headText);
  }
  // The PR's author: for a test merge, the author of the PR side (second parent); else the head commit's.
  const prSide =
    'mergeCommit' in range
      ? (await runGit(repo, ['rev-parse', '--verify', '--quiet', `${head}^2`], { allowFailure: true })).toString().trim()
      : '';
  const author = await gitCommitAuthor(repo, prSide || head);
  return { changes, author: { login: identityKey(author), association }, config, owners, baseManifests, headManifests };
}

/**
 * Read a `--changed` list: a file (relative to cwd) or `-` for stdin. One repository path per line,
 * or `git diff --name-status` lines. Missing file → UserError (exit 2).
 */
export async function readChangedList(file: string, io: { cwd: string; readStdin(): Promise<string> }): Promise<ChangedPath[]> {
  let text: string;
  if (file === '-') {
    text = await io.readStdin();
  } else {
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8');
    } catch (error) {
      throw new UserError(
        `--changed ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        'give a file with one repository path per line, or - to read them from stdin',
      );
    }
  }
  return parseChangedList(text, file === '-' ? '--changed -' : file);
}
