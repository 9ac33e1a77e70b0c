// The GitClient (src/adapters/git.ts) on a real temporary repository: its answers, and the two
// limits every call has — output over the cap is an error (never a silently cut answer), and a
// call past its timeout is killed. Hostile gits (fake binaries first on PATH) are stopped at the
// cap while they stream, and no process they started is left behind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitClient } from '../src/adapters/git.js';
import { InfraError, UserError } from '../src/core/errors.js';

let dir: string;
let repo: string;
const BIG_FILE_BYTES = 512 * 1024;

function git(args: string[]): string {
  const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GIT_AUTHOR_NAME: 'Ann',
      GIT_AUTHOR_EMAIL: 'ann@example.com',
      GIT_COMMITTER_NAME: 'Ann',
      GIT_COMMITTER_EMAIL: 'ann@example.com',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'arena-git-client-')));
  repo = join(dir, 'repo');
  mkdirSync(join(repo, 'sub'), { recursive: true });
  git(['init', '-q']);
  writeFileSync(join(repo, 'small.txt'), 'small\n');
  writeFileSync(join(repo, 'big.txt'), 'x'.repeat(BIG_FILE_BYTES));
  writeFileSync(join(repo, 'sub', 'f.txt'), 'f\n');
  git(['add', '.']);
  git(['commit', '-q', '-m', 'one']);
  writeFileSync(join(repo, 'small.txt'), 'changed\n');
  git(['commit', '-q', '-am', 'two']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GitClient', () => {
  it('answers questions about commits', async () => {
    const client = createGitClient(repo);
    const head = git(['rev-parse', 'HEAD']);
    expect(await client.commitOf('HEAD')).toBe(head);
    expect(await client.commitOf('HEAD^1')).toBe(git(['rev-parse', 'HEAD^1']));
    expect(await client.commitOf('HEAD^2')).toBeUndefined();
    expect(await client.commitOf('no-such-ref')).toBeUndefined();
    expect(await client.topLevel()).toBe(repo);
    expect(await createGitClient(join(repo, 'sub')).topLevel()).toBe(repo);
    expect(await createGitClient(dir).topLevel()).toBeUndefined();
    expect(await client.isShallow()).toBe(false);
    expect(await client.changedPaths({ base: 'HEAD^1', head: 'HEAD' })).toEqual([{ status: 'modified', path: 'small.txt' }]);
    expect(await client.showFile('HEAD^1', 'small.txt')).toBe('small\n');
    expect(await client.commitAuthor('HEAD')).toEqual({ name: 'Ann', email: 'ann@example.com' });
  });

  it('refuses a revision git could read as an option', async () => {
    await expect(createGitClient(repo).commitOf('--output=/tmp/x')).rejects.toThrow(UserError);
  });

  it('output over the cap is an InfraError; output within it is read whole', async () => {
    const capped = createGitClient(repo, { maxOutputBytes: BIG_FILE_BYTES / 4 });
    await expect(capped.showFile('HEAD', 'big.txt')).rejects.toThrow(InfraError);
    await expect(capped.showFile('HEAD', 'big.txt')).rejects.toThrow(/git cat-file gave more than 131072 bytes of output/);
    expect(await capped.showFile('HEAD', 'small.txt')).toBe('changed\n');
    const roomy = createGitClient(repo, { maxOutputBytes: BIG_FILE_BYTES * 10 });
    expect((await roomy.showFile('HEAD', 'big.txt'))!.length).toBe(BIG_FILE_BYTES);
  });

  it('a call past its timeout is killed and is an InfraError, even when failures are an answer', async () => {
    const slow = join(dir, 'slow-git');
    // A git that hangs far longer (100×) than the client waits.
    writeFileSync(slow, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(slow, 0o755);
    const client = createGitClient(repo, { binary: slow, timeoutMs: 300 });
    await expect(client.commitOf('HEAD')).rejects.toThrow(/git rev-parse did not finish within 300 ms/);
    await expect(client.changedPaths({ base: 'HEAD^1', head: 'HEAD' })).rejects.toThrow(InfraError);
  });

  it('no git binary: InfraError saying how to go on without it', async () => {
    const client = createGitClient(repo, { binary: join(dir, 'no-such-git') });
    await expect(client.commitOf('HEAD')).rejects.toThrow(/git is not installed or not on PATH/);
  });
});

/** Is this process still running (a zombie waiting for its reaper is not)? */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids a fake git wrote (itself and the child it started), once it has written both. */
async function pidsOf(file: string): Promise<number[]> {
  for (let i = 0; i < 100 && !(existsSync(file) && readFileSync(file, 'utf8').trim().split(/\s+/).length >= 2); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
}

/** Wait (bounded) until none of the pids runs; the ones still running. */
async function survivors(pids: readonly number[]): Promise<number[]> {
  for (let i = 0; i < 100 && pids.some(running); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return pids.filter(running);
}

describe('GitClient against a hostile git on PATH', () => {
  let bin: string;
  let savedPath: string | undefined;

  /**
   * A fake `git` first on PATH that runs `command` (words, then redirections) in a child of its
   * own: killing only the script would leave that child running. Both pids are written before
   * the command starts.
   */
  function fakeGit(name: string, command: string): string {
    const pidFile = join(dir, `${name}.pids`);
    rmSync(pidFile, { force: true });
    const child = `sh -c 'echo $$ >> ${pidFile}; exec "$0" "$@"' ${command} &`;
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho $$ > ${pidFile}\n${child}\nwait\n`);
    chmodSync(join(bin, 'git'), 0o755);
    return pidFile;
  }

  beforeAll(() => {
    bin = join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    savedPath = process.env.PATH;
    process.env.PATH = `${bin}:${savedPath ?? '/usr/bin:/bin'}`;
  });

  afterAll(() => {
    process.env.PATH = savedPath;
  });

  it('a git that prints forever is killed at the cap, long before its timeout, with all it started', async () => {
    const pidFile = fakeGit('loud', 'yes 0123456789abcdef');
    const timeoutMs = 60_000;
    const client = createGitClient(repo, { maxOutputBytes: 64 * 1024, timeoutMs });
    const started = performance.now();
    await expect(client.changedPaths({ base: 'HEAD^1', head: 'HEAD' })).rejects.toThrow(/git diff gave more than 65536 bytes of output/);
    const elapsed = performance.now() - started;
    // stopped by the cap, not by the timeout: a small fraction of it
    expect(elapsed / timeoutMs).toBeLessThan(0.25);
    const pids = await pidsOf(pidFile);
    expect(pids).toHaveLength(2);
    expect(await survivors(pids)).toEqual([]);
  });

  it('a git that floods stderr is killed at the cap too', async () => {
    const pidFile = fakeGit('noisy', 'yes 0123456789abcdef >&2');
    const timeoutMs = 60_000;
    const client = createGitClient(repo, { maxOutputBytes: 64 * 1024, timeoutMs });
    const started = performance.now();
    await expect(client.commitOf('HEAD')).rejects.toThrow(/git rev-parse wrote more than 65536 bytes to stderr/);
    expect((performance.now() - started) / timeoutMs).toBeLessThan(0.25);
    expect(await survivors(await pidsOf(pidFile))).toEqual([]);
  });

  it('a git that never exits is killed at its timeout, with the child it started', async () => {
    const pidFile = fakeGit('stuck', 'sleep 1000');
    const client = createGitClient(repo, { timeoutMs: 3000 });
    await expect(client.rangeHead({ base: 'HEAD^1' })).rejects.toThrow(/git rev-parse did not finish within 3000 ms/);
    const pids = await pidsOf(pidFile);
    expect(pids).toHaveLength(2);
    expect(await survivors(pids)).toEqual([]);
  });

  it('within the cap, the same kind of output is read whole', async () => {
    const pidFile = fakeGit('quiet', "printf 'M\\000agents/official/random/agent.yml\\000'");
    const client = createGitClient(repo, { maxOutputBytes: 64 * 1024 });
    expect(await client.changedPaths({ base: 'HEAD^1', head: 'HEAD' })).toEqual([
      { status: 'modified', path: 'agents/official/random/agent.yml' },
    ]);
    expect(await survivors(await pidsOf(pidFile))).toEqual([]);
  });
});
