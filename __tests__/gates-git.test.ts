// The change gates over a real git repository: commits by different authors, a cross-agent rename,
// odd file names, and a merge commit like the one GitHub tests a pull request with.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createGitClient, gitGateInput, identityKey, parseNameStatusZ, readChangedList } from '../src/adapters/git.js';
import { defaultConfig } from '../src/core/config.js';
import { UserError } from '../src/core/errors.js';
import { computeGates } from '../src/core/gates.js';

const PEOPLE = {
  alice: ['Alice', 'alice@example.com'],
  bob: ['Bob', '1234+bob@users.noreply.github.com'],
  carol: ['Carol', 'carol@example.com'],
  dave: ['Dave', 'dave@example.com'],
} as const;

let repo: string;

function git(args: string[], who: keyof typeof PEOPLE = 'alice'): string {
  const [name, email] = PEOPLE[who];
  const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: repo,
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email,
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function manifest(name: string, version: string): string {
  return `name: ${name}\nversion: ${version}\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n`;
}

const ODD = 'agents/community/beta/odd\tname\nwith "quotes".txt';

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'arena-git-'));
  git(['init', '-q']);
  write('arena.yml', '# defaults\n');
  write('agents/community/alpha/agent.yml', manifest('alpha', '1.0.0'));
  write('agents/community/alpha/bot.py', 'print("alpha")\n');
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'alpha'], 'alice');
  write('agents/community/beta/agent.yml', manifest('beta', '2.0.0'));
  write('agents/community/beta/model.bin', 'weights\n'.repeat(50));
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'beta'], 'bob');
  write('agents/community/alpha/bot.py', 'print("alpha v2")\n');
  write('agents/community/alpha/agent.yml', manifest('alpha', '1.1.0'));
  git(['commit', '-q', '-am', 'alpha 1.1.0 (merged by a maintainer)'], 'carol');

  // Bob's pull request: moves his model into alice's agent, edits alice's bot without a bump,
  // bumps his own agent and adds an oddly named file, and touches a workflow.
  git(['checkout', '-q', '-b', 'feature']);
  renameSync(join(repo, 'agents/community/beta/model.bin'), join(repo, 'agents/community/alpha/model.bin'));
  write('agents/community/alpha/bot.py', 'print("alpha, improved by bob")\n');
  write('agents/community/beta/agent.yml', manifest('beta', '2.1.0'));
  write(ODD, 'odd\n');
  write('.github/workflows/evil.yml', 'on: push\n');
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'bob changes things'], 'bob');

  // Meanwhile on main: dave adds an agent (not part of the PR).
  git(['checkout', '-q', 'main']);
  write('agents/community/delta/agent.yml', manifest('delta', '1.0.0'));
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'delta'], 'dave');

  // The test merge GitHub would make: main + feature, authored by someone else.
  git(['checkout', '-q', '-b', 'pr-merge', 'main']);
  git(['merge', '-q', '--no-ff', '-m', 'Merge feature into main', 'feature'], 'carol');
  git(['checkout', '-q', 'main']);
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('changed paths from git', () => {
  it('a merge commit against its first parent: renames with both sides, odd names intact', async () => {
    const changes = await createGitClient(repo).changedPaths({ mergeCommit: 'pr-merge' });
    expect(changes).toEqual(
      expect.arrayContaining([
        { status: 'modified', path: 'agents/community/alpha/bot.py' },
        { status: 'renamed', from: 'agents/community/beta/model.bin', path: 'agents/community/alpha/model.bin' },
        { status: 'modified', path: 'agents/community/beta/agent.yml' },
        { status: 'added', path: ODD },
        { status: 'added', path: '.github/workflows/evil.yml' },
      ]),
    );
    expect(changes).toHaveLength(5);
    expect(changes.some((c) => c.path.includes('delta'))).toBe(false);
  });

  it('base...head gives the same change set as the merge', async () => {
    const viaRange = await createGitClient(repo).changedPaths({ base: 'main', head: 'feature' });
    const viaMerge = await createGitClient(repo).changedPaths({ mergeCommit: 'pr-merge' });
    const key = (c: { status: string; path: string; from?: string }) => `${c.status} ${c.from ?? ''} ${c.path}`;
    expect(viaRange.map(key).sort()).toEqual(viaMerge.map(key).sort());
  });

  it('bad refs are usage errors, never options', async () => {
    await expect(createGitClient(repo).changedPaths({ base: '--output=/tmp/x', head: 'feature' })).rejects.toThrow(UserError);
    await expect(createGitClient(repo).changedPaths({ base: 'no-such-branch', head: 'feature' })).rejects.toThrow(/git diff failed/);
    await expect(createGitClient(tmpdir()).changedPaths({ mergeCommit: 'HEAD' })).rejects.toThrow(UserError);
  });

  it('parses -z output with every status', () => {
    expect(parseNameStatusZ('M\0a\0R087\0b\0c\0D\0d\nx\0')).toEqual([
      { status: 'modified', path: 'a' },
      { status: 'renamed', from: 'b', path: 'c' },
      { status: 'deleted', path: 'd\nx' },
    ]);
  });
});

describe('owners and authors from git history', () => {
  it('the owner is the author of the oldest commit touching the folder on the default branch', async () => {
    expect(await createGitClient(repo).folderOwner('main', 'agents/community/alpha')).toEqual({
      name: 'Alice',
      email: 'alice@example.com',
    });
    const bob = await createGitClient(repo).folderOwner('main', 'agents/community/beta');
    expect(identityKey(bob!)).toBe('bob');
    expect(await createGitClient(repo).folderOwner('main', 'agents/community/nobody')).toBeUndefined();
  });

  it('identity keys: a GitHub noreply address gives the login, otherwise the email', () => {
    expect(identityKey({ name: 'X', email: 'octocat@users.noreply.github.com' })).toBe('octocat');
    expect(identityKey({ name: 'X', email: '42+Octo-Cat@users.noreply.github.com' })).toBe('octo-cat');
    expect(identityKey({ name: 'X', email: 'Someone@Example.com' })).toBe('someone@example.com');
  });

  it('reads files at a commit', async () => {
    expect(await createGitClient(repo).showFile('main', 'agents/community/beta/agent.yml')).toBe(manifest('beta', '2.0.0'));
    expect(await createGitClient(repo).showFile('main', 'agents/community/beta')).toBeUndefined();
    expect(await createGitClient(repo).showFile('main', 'agents/community/none/agent.yml')).toBeUndefined();
    expect((await createGitClient(repo).commitAuthor('feature')).name).toBe('Bob');
  });
});

describe('gates computed from git', () => {
  it("bob's PR: trusted path, alice's agent without owner consent or bump; his own agent passes", async () => {
    const input = await gitGateInput(createGitClient(repo), { mergeCommit: 'pr-merge' }, defaultConfig(), 'CONTRIBUTOR');
    expect(input.author.login).toBe('bob');
    expect(input.owners.get('community/alpha')).toBe('alice@example.com');
    expect(input.owners.get('community/beta')).toBe('bob');
    const outcome = computeGates(input);
    expect(outcome.modified.sort()).toEqual(['community/alpha', 'community/beta']);
    expect(outcome.issues.map((i) => `${i.rule} ${i.path}`)).toEqual(['touches-trusted-path .github/workflows/evil.yml']);
    const rules = [...outcome.agentIssues].flatMap(([id, list]) => list.map((i) => `${id} ${i.rule} ${i.line}:${i.column}`));
    expect(rules.sort()).toEqual(['community/alpha not-agent-owner 1:1', 'community/alpha version-not-bumped 2:10']);
    expect(outcome.passed).toBe(false);
  });

  it('the same change by a maintainer still needs the version bump', async () => {
    const outcome = computeGates(await gitGateInput(createGitClient(repo), { base: 'main', head: 'feature' }, defaultConfig(), 'MEMBER'));
    const rules = [...outcome.agentIssues].flatMap(([id, list]) => list.map((i) => `${id} ${i.rule}`));
    expect(rules).toEqual(['community/alpha version-not-bumped']);
    expect(outcome.issues).toEqual([]);
  });
});

describe('--changed FILE', () => {
  it('reads a file relative to cwd, or stdin for -', async () => {
    writeFileSync(join(repo, 'changed.txt'), 'M\tagents/community/alpha/bot.py\nagents/community/beta/agent.yml\n');
    const io = { cwd: repo, readStdin: async () => 'R100\tagents/community/a/x\tagents/community/b/x\n' };
    expect(await readChangedList('changed.txt', io)).toEqual([
      { status: 'modified', path: 'agents/community/alpha/bot.py' },
      { status: 'unknown', path: 'agents/community/beta/agent.yml' },
    ]);
    expect(await readChangedList('-', io)).toEqual([{ status: 'renamed', from: 'agents/community/a/x', path: 'agents/community/b/x' }]);
    await expect(readChangedList('missing.txt', io)).rejects.toThrow(/--changed missing\.txt: cannot be read \(ENOENT\)/);
  });
});
