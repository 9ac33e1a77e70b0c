// Changed paths, owners and manifests from git, plus the `--changed FILE` source. git is spawned
// with a minimal environment (no host secrets, no prompts, no pager) and NUL-separated output, so
// unusual file names (tabs, newlines, quotes, non-ASCII) arrive intact.
//
// Identity used locally: GitHub identifies people by login; git only has author name and email.
// `identityKey` turns a git identity into the login when the email is a GitHub noreply address
// (`123+login@users.noreply.github.com`), else into the lower-cased email. Owners from history and
// the local "PR author" (the head commit's author) are compared by that key. In Actions, the report
// job takes logins and author_association from the API instead.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ArenaConfig } from '../core/config.js';
import { InfraError, UserError } from '../core/errors.js';
import { parseChangedList, STATUS_LETTERS, touchedAgents, type ChangedPath, type GateInput } from '../core/gates.js';
import { MANIFEST_FILE } from '../core/manifest.js';
import { keptBytes, runCapped } from './capped-process.js';

export interface GitIdentity {
  name: string;
  email: string;
}

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

/**
 * Git as Arena uses it: read-only questions about commits of one repository. One implementation
 * (createGitClient) runs the git binary; tests and callers depend on this interface only.
 */
export interface GitClient {
  /** the repository folder git runs in */
  readonly repo: string;
  /** The commit a ref or revision names (`rev-parse --verify --quiet X^{commit}`), or undefined when it names none. */
  commitOf(revision: string): Promise<string | undefined>;
  /** The top folder of the work tree `repo` is in, or undefined when it is not in one. */
  topLevel(): Promise<string | undefined>;
  /** Is this a shallow clone (its oldest commits cut off)? */
  isShallow(): Promise<boolean>;
  /** The commit a range compares against: merge-base(base, head), or the merge commit's first parent. */
  rangeBase(range: GitRange): Promise<string>;
  /** The commit a range ends at. */
  rangeHead(range: GitRange): Promise<string>;
  /** Changed paths (with renames) of a range: `git diff --name-status -z -M base...head`, or merge^1 merge. */
  changedPaths(range: GitRange): Promise<ChangedPath[]>;
  /** A file's text at a commit, or undefined when it does not exist there, is not a file or is over maxBytes. */
  showFile(ref: string, path: string, maxBytes?: number): Promise<string | undefined>;
  /** The author of the oldest commit reachable from `ref` that touches `folder` (the folder's owner). */
  folderOwner(ref: string, folder: string): Promise<GitIdentity | undefined>;
  /** The author of one commit. */
  commitAuthor(ref: string): Promise<GitIdentity>;
}

export interface GitClientOptions {
  /** each git call is killed after this long (default 60 s) */
  timeoutMs?: number;
  /** most bytes of output one call may give; more is an error, never a silently cut answer (default 16 MiB) */
  maxOutputBytes?: number;
  /** the git program (default `git` on PATH) */
  binary?: string;
}

const GIT_TIMEOUT_MS = 60_000;
const GIT_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const GIT_STDERR_BYTES = 64 * 1024;
/** Settings on every call: paths verbatim, no fsmonitor hook, no external diff program. */
const GIT_SAFE_CONFIG = ['-c', 'core.quotePath=false', '-c', 'core.fsmonitor=false', '-c', 'diff.external='];
const CLONE_HINT = 'run inside a git clone that has both commits (in Actions: actions/checkout with fetch-depth: 2, or more for --base)';

/** What one git call gave: its exit code (null when killed) and its whole stdout. */
interface GitOutput {
  code: number | null;
  stdout: Buffer;
}

/** The subcommand a call runs, for messages (`git diff failed: …`). */
function subcommand(args: readonly string[]): string {
  return args
    .filter((a) => !a.startsWith('-'))
    .slice(0, 1)
    .join(' ');
}

function stderrLines(text: string): string {
  return text.trim().split('\n').slice(0, 3).join(' ');
}

/** The git binary over the capped spawn helper (src/adapters/capped-process.ts). */
class GitCommandClient implements GitClient {
  private readonly timeoutMs: number;
  private readonly maxOutputBytes: number;
  private readonly binary: string;

  constructor(
    readonly repo: string,
    options: GitClientOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
    this.maxOutputBytes = options.maxOutputBytes ?? GIT_MAX_OUTPUT_BYTES;
    this.binary = options.binary ?? 'git';
  }

  /**
   * Run git. git missing, a timeout or output over the cap → InfraError. Exit ≠ 0 → UserError with
   * git's own message, unless `allowFailure` (then the exit code is the answer).
   */
  private async exec(args: readonly string[], allowFailure = false): Promise<GitOutput> {
    const result = await runCapped(this.binary, [...GIT_SAFE_CONFIG, ...args], {
      cwd: this.repo,
      env: gitEnv(),
      timeoutMs: this.timeoutMs,
      // one byte over the cap is kept, so "over the cap" is known without holding more
      maxOutputBytes: this.maxOutputBytes + 1,
      maxStderrBytes: GIT_STDERR_BYTES,
      // a git that prints forever is stopped at the cap, not at the timeout
      killAfterBytes: this.maxOutputBytes,
      processGroup: true,
    });
    const what = `git ${subcommand(args)}`;
    if (result.spawnError) {
      throw result.spawnError.code === 'ENOENT'
        ? new InfraError('git is not installed or not on PATH', 'install git, or pass the changed paths with --changed FILE')
        : new InfraError(`git could not be started: ${result.spawnError.message}`);
    }
    if (result.timedOut) throw new InfraError(`${what} did not finish within ${this.timeoutMs} ms`, CLONE_HINT);
    if (result.overflowed === 'stderr') {
      throw new InfraError(
        `${what} wrote more than ${this.maxOutputBytes} bytes to stderr`,
        `run git ${subcommand(args)} in ${this.repo} to see what it prints; check the git installation and the repository`,
      );
    }
    if (result.stdout.totalBytes > this.maxOutputBytes) {
      throw new InfraError(
        `${what} gave more than ${this.maxOutputBytes} bytes of output`,
        'this repository or change is larger than Arena reads',
      );
    }
    if (result.code === 0 || allowFailure) return { code: result.code, stdout: keptBytes(result.stdout) };
    const message = stderrLines(result.stderr.text());
    throw new UserError(
      `${what} failed${result.exitSignal ? ` (${result.exitSignal})` : ''}: ${message || `exit ${result.code}`}`,
      CLONE_HINT,
    );
  }

  private async text(args: readonly string[]): Promise<string> {
    return (await this.exec(args)).stdout.toString('utf8');
  }

  async commitOf(revision: string): Promise<string | undefined> {
    const { code, stdout } = await this.exec(['rev-parse', '--verify', '--quiet', `${assertRef(revision)}^{commit}`], true);
    const sha = stdout.toString('utf8').trim();
    return code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  }

  async topLevel(): Promise<string | undefined> {
    const { code, stdout } = await this.exec(['rev-parse', '--show-toplevel'], true);
    const top = stdout.toString('utf8').trim();
    return code === 0 && top !== '' ? top : undefined;
  }

  async isShallow(): Promise<boolean> {
    const { stdout } = await this.exec(['rev-parse', '--is-shallow-repository'], true);
    return stdout.toString('utf8').trim() === 'true';
  }

  async rangeBase(range: GitRange): Promise<string> {
    if ('mergeCommit' in range) return (await this.text(['rev-parse', '--verify', `${assertRef(range.mergeCommit)}^1^{commit}`])).trim();
    return (await this.text(['merge-base', assertRef(range.base, 'base'), assertRef(range.head ?? 'HEAD', 'head')])).trim();
  }

  async rangeHead(range: GitRange): Promise<string> {
    const ref = 'mergeCommit' in range ? range.mergeCommit : (range.head ?? 'HEAD');
    return (await this.text(['rev-parse', '--verify', `${assertRef(ref)}^{commit}`])).trim();
  }

  async changedPaths(range: GitRange): Promise<ChangedPath[]> {
    const revs =
      'mergeCommit' in range
        ? [`${assertRef(range.mergeCommit)}^1`, assertRef(range.mergeCommit)]
        : [`${assertRef(range.base, 'base')}...${assertRef(range.head ?? 'HEAD', 'head')}`];
    return parseNameStatusZ(await this.text(['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', ...revs, '--']));
  }

  async showFile(ref: string, path: string, maxBytes = 1024 * 1024): Promise<string | undefined> {
    const spec = `${assertRef(ref)}:${path}`;
    const type = (await this.exec(['cat-file', '-t', spec], true)).stdout.toString('utf8').trim();
    if (type !== 'blob') return undefined;
    const size = Number((await this.text(['cat-file', '-s', spec])).trim());
    if (!(size <= maxBytes)) return undefined;
    return this.text(['cat-file', 'blob', spec]);
  }

  async folderOwner(ref: string, folder: string): Promise<GitIdentity | undefined> {
    const out = await this.text(['log', '--reverse', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref), '--', `${folder}/`]);
    const first = out.split('\n')[0];
    if (!first) return undefined;
    const [name, email] = first.split('\u0000');
    return { name: name ?? '', email: email ?? '' };
  }

  async commitAuthor(ref: string): Promise<GitIdentity> {
    const out = (await this.text(['log', '-1', '--no-show-signature', '--format=%an%x00%ae', assertRef(ref)])).trim();
    const [name, email] = out.split('\u0000');
    return { name: name ?? '', email: email ?? '' };
  }
}

/** A GitClient for the repository at `repo`, running the git binary with a minimal environment. */
export function createGitClient(repo: string, options: GitClientOptions = {}): GitClient {
  return new GitCommandClient(repo, options);
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
export async function gitGateInput(git: GitClient, range: GitRange, config: ArenaConfig, association: string): Promise<GateInput> {
  const [changes, base, head] = await Promise.all([git.changedPaths(range), git.rangeBase(range), git.rangeHead(range)]);
  const touched = touchedAgents(changes, config);
  const owners = new Map<string, string | undefined>();
  const baseManifests = new Map<string, string>();
  const headManifests = new Map<string, string>();
  for (const agent of touched.agents.values()) {
    const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
    const [baseText, headText] = await Promise.all([git.showFile(base, manifestPath), git.showFile(head, manifestPath)]);
    if (baseText !== undefined) {
      baseManifests.set(agent.id, baseText);
      const owner = await git.folderOwner(base, agent.folder);
      owners.set(agent.id, owner ? identityKey(owner) : undefined);
    }
    if (headText !== undefined) headManifests.set(agent.id, headText);
  }
  // The PR's author: for a test merge, the author of the PR side (second parent); else the head commit's.
  const prSide = 'mergeCommit' in range ? await git.commitOf(`${head}^2`) : undefined;
  const author = await git.commitAuthor(prSide ?? head);
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
