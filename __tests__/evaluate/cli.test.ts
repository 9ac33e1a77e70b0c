// `arena evaluate` in-process (the same pipeline as the action): where the change comes from
// (--base, --changed, a test-merge HEAD), exit codes (0 / 1 / 2 / 3), the change gates as this job
// reads them (ownership from git history, or a notice in a shallow clone), and the reference notes.
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadArenaConfig } from '../../src/adapters/discovery.js';
import { evaluationGates } from '../../src/core/evaluate/plan.js';
import { readResults } from '../../src/core/results.js';
import { collectChange } from '../../src/modes/evaluate.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import { copyRepoAgent, git, makePrCheckout, MAINTAINER, type PrCheckout } from './helpers.js';

let pr: PrCheckout | undefined;
afterEach(() => {
  pr?.cleanup();
  pr = undefined;
});

function bump(dir: string, version: string): void {
  const path = join(dir, 'agent.yml');
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^version: .*$/m, `version: ${version}`));
}

describe('arena evaluate (CLI)', () => {
  it('exits 3 with a fix when a community agent needs Docker and no engine answers', async () => {
    pr = makePrCheckout({
      depth: 0,
      change: (repo) => copyRepoAgent(repo, 'agents/community/js-starter', 'community', 'evaltest-nodocker'),
    });
    git(pr.dir, ['checkout', '-q', 'pr']);
    const r = await cli(['evaluate', '--root', pr.dir, '--base', 'main'], {
      env: { DOCKER_HOST: 'unix:///nonexistent/arena-evaluate.sock' },
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Docker engine is not available/);
    expect(r.stderr).toMatch(/hint: .*Install it/);
    expect(r.stdout).toBe('');
  });

  it("a hung engine: the engine check waits arena.yml's engine.commandTimeoutMs, then exits 3", async () => {
    const bin = mkdtempSync(join(tmpdir(), 'arena-hung-docker-'));
    try {
      // a docker client that never answers (an engine that accepts the connection and hangs)
      writeFileSync(join(bin, 'docker'), '#!/bin/sh\nexec sleep 60\n', { mode: 0o755 });
      const fixture = readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'evaluate', 'arena.yml'), 'utf8');
      pr = makePrCheckout({
        depth: 0,
        arenaYml: `${fixture}\nengine:\n  commandTimeoutMs: 700\n`,
        change: (repo) => copyRepoAgent(repo, 'agents/community/js-starter', 'community', 'evaltest-hung'),
      });
      git(pr.dir, ['checkout', '-q', 'pr']);
      const r = await cli(['evaluate', '--root', pr.dir, '--base', 'main'], { env: { PATH: `${bin}:${process.env.PATH}` } });
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/the Docker engine did not answer within 700 ms/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('--base REF: a contributor changing an official agent without a version bump fails both gates (exit 1); no reference left to play is a note', async () => {
    pr = makePrCheckout({
      depth: 0,
      change: (repo) => writeFileSync(join(repo, 'agents', 'official', 'random', 'NOTES.md'), 'faster\n'),
    });
    git(pr.dir, ['checkout', '-q', 'pr']);
    const r = await cli(['evaluate', '--root', pr.dir, '--base', 'main', '--json']);
    expect(r.code).toBe(1);
    const results = readResults(r.stdout);
    expect(results.run).toMatchObject({ mode: 'evaluate', headSha: pr.head });
    expect(results.run.baseSha).toBe(git(pr.dir, ['merge-base', 'main', 'pr']).trim());
    expect(results.issues?.map((i) => [i.rule, i.path, i.severity])).toEqual([
      ['touches-trusted-path', 'agents/official/random/NOTES.md', 'error'],
    ]);
    const random = results.agents.find((a) => a.id === 'official/random')!;
    expect(random).toMatchObject({ changed: true, status: 'rejected' });
    expect(random.issues.map((i) => i.rule)).toEqual(['official-agent-not-maintainer', 'version-not-bumped']);
    expect(results.matches).toEqual([]);
    expect(results.verdict.conclusion).toBe('failure');
    expect(results.verdict.reasons).toEqual([
      expect.stringMatching(/^official\/random is rejected/),
      expect.stringMatching(/^touches-trusted-path: agents\/official\/random\/NOTES\.md:1:1: this change modifies/),
      'evaluation.references names official/random, which is changed by this pull request, whose author is not a maintainer; it is not played',
    ]);
    expect(r.stderr).toContain('arena evaluate: failure');

    // the same change by a maintainer with a bump: the trusted-path gate passes
    bump(join(pr.dir, 'agents', 'official', 'random'), '1.0.1');
    const owner = await cli(['evaluate', '--root', pr.dir, '--base', 'main', '--author-association', 'owner']);
    expect(owner.code).toBe(0);
    expect(owner.stdout).toBe('success\n');
  });

  it("a contributor's change to official agents is rejected: none of it runs, not even as a reference; a maintainer's runs as host processes", async () => {
    pr = makePrCheckout({
      depth: 0,
      change: (repo) => {
        for (const name of ['greedy', 'random']) {
          const dir = join(repo, 'agents', 'official', name);
          const marker = JSON.stringify(join(repo, '..', `ran-${name}`));
          const code = readFileSync(join(dir, 'agent.mjs'), 'utf8');
          // a marker written at start-up proves whether the changed code ran on the host
          writeFileSync(join(dir, 'agent.mjs'), `import { writeFileSync as mark } from 'node:fs';\nmark(${marker}, '');\n${code}`);
          bump(dir, '1.0.1');
        }
      },
    });
    git(pr.dir, ['checkout', '-q', 'pr']);
    const ran = () => ['greedy', 'random'].filter((name) => existsSync(join(pr!.root, `ran-${name}`)));

    const contributor = await cli(['evaluate', '--root', pr.dir, '--base', 'main', '--json', '--author-association', 'CONTRIBUTOR']);
    expect(contributor.code).toBe(1);
    const refused = readResults(contributor.stdout);
    expect(refused.agents.map((a) => [a.id, a.status, a.issues[0]?.rule])).toEqual([
      ['official/greedy', 'rejected', 'official-agent-not-maintainer'],
      ['official/random', 'rejected', 'official-agent-not-maintainer'],
    ]);
    expect(refused.agents[0]!.issues[0]).toMatchObject({ path: 'agents/official/greedy/agent.yml', severity: 'error' });
    expect(refused.agents[0]!.issues[0]!.message).toMatch(/only a maintainer .* may change it, so it was not built or played/);
    expect(refused.matches).toEqual([]);
    expect(ran()).toEqual([]);

    const maintainer = await cli(['evaluate', '--root', pr.dir, '--base', 'main', '--json', '--author-association', 'MEMBER']);
    expect(maintainer.code).toBe(0);
    const played = readResults(maintainer.stdout);
    expect(played.agents.map((a) => [a.id, a.status])).toEqual([
      ['official/greedy', 'ok'],
      ['official/random', 'ok'],
    ]);
    expect(played.matches.map((m) => [[...m.agents].sort(), m.games.length])).toEqual([[['official/greedy', 'official/random'], 2]]);
    expect(ran()).toEqual(['greedy', 'random']);
  });

  it('with no flags on a test-merge checkout it does what the action does; elsewhere it asks what changed (exit 2)', async () => {
    pr = makePrCheckout({ change: (repo) => writeFileSync(join(repo, 'README.md'), 'y\n') });
    const merged = await cli(['evaluate', '--json'], { cwd: pr.dir });
    expect(merged.code).toBe(0);
    expect(readResults(merged.stdout)).toMatchObject({ run: { headSha: pr.head, baseSha: pr.base }, verdict: { conclusion: 'neutral' } });

    git(pr.dir, ['checkout', '-q', '--detach', 'HEAD^2']);
    const plain = await cli(['evaluate'], { cwd: pr.dir });
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/say what changed: --base REF .* or --changed FILE/);
    expect((await cli(['evaluate', '--base', 'main', '--changed', '-'], { cwd: pr.dir })).code).toBe(2);
    const bad = await cli(['evaluate', '--changed', '-', '--author-association', 'KING'], { cwd: pr.dir, stdin: 'README.md\n' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--author-association must be one of OWNER, MEMBER/);
    const outside = await cli(['evaluate', '--changed', '-'], { cwd: pr.dir, stdin: '../etc/passwd\n' });
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/--changed -:1: .* is not a path inside the repository/);
  });

  it('--changed outside a test merge: no base, so version and ownership are not checked, and a notice says so', async () => {
    pr = makePrCheckout({ depth: 0, change: () => undefined });
    git(pr.dir, ['checkout', '-q', '--detach', 'HEAD^1']);
    const r = await cli(['evaluate', '--changed', '-', '--json', '--author-association', 'OWNER'], {
      cwd: pr.dir,
      stdin: 'agents/official/random/agent.yml\n',
    });
    expect(r.code).toBe(0);
    const results = readResults(r.stdout);
    expect(results.run.baseSha).toBeUndefined();
    expect(results.run.headSha).toBe(git(pr.dir, ['rev-parse', 'HEAD']).trim());
    expect(results.issues).toEqual([expect.objectContaining({ rule: 'gates-not-checked', severity: 'notice' })]);
  });
});

describe('the change gates as the PR job reads them (collectChange + evaluationGates)', () => {
  function ownedAgentPr(depth: number): PrCheckout {
    return makePrCheckout({
      depth,
      base: (repo) => copyRepoAgent(repo, 'agents/community/shell-starter', 'community', 'evaltest-owned'),
      change: (repo) => {
        const dir = join(repo, 'agents', 'community', 'evaltest-owned');
        bump(dir, '1.1.0');
        writeFileSync(join(dir, 'agent.sh'), `${readFileSync(join(dir, 'agent.sh'), 'utf8')}# tweaked\n`);
      },
    });
  }

  it('with history: someone else changing an agent fails not-agent-owner; the owner is the first author, from the noreply email', async () => {
    pr = ownedAgentPr(0);
    const config = await loadArenaConfig(pr.dir);
    const change = await collectChange(pr.dir, { kind: 'merge', commit: pr.merge }, config, 'CONTRIBUTOR');
    expect(change.reading).toEqual({ ownersKnown: true, baseKnown: true });
    expect(change.gateInput.owners.get('community/evaltest-owned')).toBe('arena-maintainer');
    expect(change.gateInput.author.login).toBe('octocat');
    const gates = evaluationGates(change.gateInput, change.reading);
    expect(gates.passed).toBe(false);
    expect(gates.agentIssues.get('community/evaltest-owned')!.map((i) => [i.rule, i.severity])).toEqual([['not-agent-owner', 'error']]);
    expect(gates.agents[0]).toMatchObject({ change: 'modified', baseVersion: '1.0.0', headVersion: '1.1.0', owner: 'arena-maintainer' });

    // a maintainer may
    const member = await collectChange(pr.dir, { kind: 'merge', commit: pr.merge }, config, 'MEMBER');
    expect(evaluationGates(member.gateInput, member.reading).passed).toBe(true);
    expect(MAINTAINER.email).toContain('arena-maintainer');
  });

  it('in a --depth 2 clone (actions/checkout fetch-depth: 2) owners are unknown: a notice, the report job checks ownership', async () => {
    pr = ownedAgentPr(2);
    const config = await loadArenaConfig(pr.dir);
    const change = await collectChange(pr.dir, { kind: 'merge', commit: pr.merge, prHeadSha: pr.head }, config, 'CONTRIBUTOR');
    expect(change.reading).toEqual({ ownersKnown: false, baseKnown: true });
    expect(change).toMatchObject({ headSha: pr.head, baseSha: pr.base });
    const gates = evaluationGates(change.gateInput, change.reading);
    expect(gates.passed).toBe(true);
    expect(gates.agentIssues.get('community/evaltest-owned')!.map((i) => [i.rule, i.severity])).toEqual([['owner-not-checked', 'notice']]);
  });
});
