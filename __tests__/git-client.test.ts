// The GitClient (src/adapters/git.ts) on a real temporary repository: its answers, and the two
// limits every call has — output over the cap is an error (never a silently cut answer), and a
// call past its timeout is killed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
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
