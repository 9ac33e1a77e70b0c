// Action mode `maintainer-evaluate` in-process against the OpenAPI-checking GitHub mock (an
// in-memory git store behind the Git Data API routes): the PR resolved once to its head sha, only
// its changed community agent folders fetched at that sha as data into RUNNER_TEMP (never the
// workspace), hostile trees (traversal, symlinks, submodules, oversize, too many files, truncated
// listings) rejected before any blob is fetched, and a starter kit played in a hardened container
// on the real Docker engine against the default branch's official agent.
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { ARENA_YML, EvaluateWorld, OWNER, PR, REPO, starterAgent, type EvaluateWorldOptions } from './evaluate-world.js';

type Obj = Record<string, unknown>;
const LABEL = { 'arena.test': 'maintainer' };

let world: EvaluateWorld | undefined;
afterEach(async () => {
  if (!world) return;
  const w = world;
  world = undefined;
  try {
    w.api.assertConforming();
    // The data folder under RUNNER_TEMP is removed when the mode ends.
    expect(readdirSync(w.runnerTemp)).toEqual([]);
  } finally {
    await w.close();
  }
});

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

afterAll(() => {
  // Images and containers this suite made carry arena.test=maintainer.
  const containers = docker(['ps', '-aq', '--filter', 'label=arena.test=maintainer']).split('\n').filter(Boolean);
  if (containers.length > 0) docker(['rm', '-f', ...containers]);
  const images = docker(['images', '-q', '--no-trunc', '--filter', 'label=arena.test=maintainer']).split('\n').filter(Boolean);
  if (images.length > 0) docker(['rmi', '-f', ...new Set(images)]);
});

async function make(opts: EvaluateWorldOptions): Promise<EvaluateWorld> {
  world = await EvaluateWorld.create(opts);
  return world;
}

function agentOf(results: Obj, id: string): Obj {
  const agent = (results.agents as Obj[]).find((a) => a.id === id);
  if (!agent) throw new Error(`${id} is not in the results`);
  return agent;
}

describe('maintainer-evaluate: plays the PR’s community agent at the head sha, in Docker', () => {
  it('fetches only that folder as data, plays it against the default branch’s official agent, and writes authoritative results', async () => {
    const name = 'mtest-starter';
    const w = await make({
      head: {
        ...starterAgent(name),
        'README.md': 'changed by the PR\n',
        // A change to an official agent in the same PR is never fetched or run from the PR.
        'agents/official/random/agent.mjs': 'process.exit(1)\n',
        'agents/official/random/agent.yml': readFileSync(join(REPO_ROOT, 'agents/official/random/agent.yml'), 'utf8').replace(
          'version: 1.0.0',
          'version: 1.0.1',
        ),
      },
      author: 'arena-maintainer',
      association: 'MEMBER',
    });
    const before = w.workspaceFiles();
    const r = await w.run({}, LABEL);
    expect(r.error).toBeUndefined();
    expect(r.outputs['head-sha']).toBe(w.headSha);
    expect(r.outputs['results-path']).toBe(`${w.workspace}/arena-results/arena-results.json`);
    expect(JSON.parse(r.outputs['changed-agents']!)).toEqual([`community/${name}`, 'official/random']);

    const results = w.results();
    expect(results.run).toMatchObject({ mode: 'maintainer-evaluate', headSha: w.headSha, baseSha: w.baseSha, authoritative: true });
    expect(agentOf(results, `community/${name}`)).toMatchObject({ status: 'ok', entrypoint: 'docker', changed: true });
    // The reference played from the default branch; the PR's version of it did not play.
    expect((results.agents as Obj[]).filter((a) => a.id === 'official/random')).toHaveLength(1);
    expect(agentOf(results, 'official/random')).toMatchObject({ status: 'ok', changed: true });
    expect(JSON.stringify(agentOf(results, 'official/random').issues)).toContain('not-played-from-pr');
    const matches = results.matches as Obj[];
    expect(matches).toHaveLength(1);
    expect(matches[0]!.agents).toEqual([`community/${name}`, 'official/random']);
    expect((matches[0]!.games as Obj[]).length).toBe(2);
    expect(r.outputs.conclusion).toBe((results.verdict as Obj).conclusion);
    expect((results.verdict as Obj).reasons).toContain('official/random (official) was not played from the pull request');
    expect(r.outputs.conclusion).toBe('success');
    // Built and played in a container (DockerRunner), the reference as a default-branch process.
    expect(r.logs).toContain(`community/${name}: ready (docker)`);

    // API: the PR read at the start (the reviewed head) and again at the end (still that head); trees walked to the one community folder, which alone is listed recursively.
    expect(w.api.requestsFor('pulls/get')).toHaveLength(2);
    expect(w.api.requestsFor('git/get-commit').map((q) => q.params.commit_sha)).toEqual([w.headSha]);
    const recursive = w.api.requestsFor('git/get-tree').filter((q) => q.query.recursive !== undefined);
    expect(recursive).toHaveLength(1);
    expect(w.api.requestsFor('git/get-blob')).toHaveLength(3); // agent.yml, Dockerfile, agent.sh
    expect(w.api.requestsFor('repos/get-content').map((q) => [q.params.path, q.query.ref])).toEqual([
      ['agents/official/random/agent.yml', w.headSha],
    ]);
    expect(w.api.requests.filter((q) => q.method !== 'GET')).toEqual([]);
    // Nothing of the PR reached the workspace; only the results folder was added.
    expect(w.workspaceFiles().filter((f) => !before.includes(f) && !f.startsWith('arena-results/'))).toEqual([]);
    expect(r.summary).toContain(`### Arena maintainer run: pull request #${PR} at \`${w.headSha}\` (authoritative)`);
  }, 240_000);
});

describe('maintainer-evaluate: hostile trees are rejected before any blob is fetched', () => {
  async function rejectedWith(head: EvaluateWorldOptions['head'], arenaYml?: string, setup?: (w: EvaluateWorld) => void) {
    const w = await make({ head, ...(arenaYml ? { arenaYml } : {}) });
    setup?.(w);
    const r = await w.run({}, LABEL);
    expect(r.error).toBeUndefined();
    const results = w.results();
    const agent = agentOf(results, 'community/evil');
    expect(agent.status).toBe('rejected');
    expect(r.outputs.conclusion).toBe('failure');
    expect(w.api.requestsFor('git/get-blob')).toHaveLength(0);
    expect(results.matches).toEqual([]);
    return (agent.issues as Obj[])[0]!;
  }

  it('a symbolic link inside the folder (e.g. to the runner’s files)', async () => {
    const issue = await rejectedWith({
      ...starterAgent('evil'),
      'agents/community/evil/secrets': { bytes: '/proc/self/environ', mode: '120000' },
    });
    expect(issue).toMatchObject({ rule: 'symlink', severity: 'error', path: 'agents/community/evil/agent.yml' });
    expect(issue.message).toContain('agents/community/evil/secrets is a symbolic link');
  });

  it('the agent folder itself a symbolic link', async () => {
    const issue = await rejectedWith({ 'agents/community/evil': { bytes: '../../..', mode: '120000' } });
    expect(issue).toMatchObject({ rule: 'symlink', path: 'agents/community/evil' });
  });

  it('a path that climbs out of the folder ("..")', async () => {
    const issue = await rejectedWith({ ...starterAgent('evil'), 'agents/community/evil/../../../.github/x': 'pwn' });
    expect(issue).toMatchObject({ rule: 'bad-path' });
    expect(issue.message).toMatch(/a path with an empty, "\." or "\.\." part/);
  });

  it('control characters in a file name, and a submodule', async () => {
    expect(await rejectedWith({ ...starterAgent('evil'), 'agents/community/evil/a\u001b[31m.txt': 'x' })).toMatchObject({
      rule: 'bad-path',
    });
    await world!.close();
    world = undefined;
    expect(await rejectedWith({ ...starterAgent('evil'), 'agents/community/evil/vendor': { mode: '160000' } })).toMatchObject({
      rule: 'submodule',
    });
  });

  it('more bytes than limits.agentBytes (by the listing, before downloading)', async () => {
    const issue = await rejectedWith(
      { ...starterAgent('evil'), 'agents/community/evil/blob.bin': 'x'.repeat(100) },
      `${ARENA_YML}limits:\n  agentBytes: 2k\n`,
      (w) => {
        // GitHub's listing says how big each blob is; a huge one is refused without being fetched.
        const blobSha = [...w.git.objects.entries()].find(([, o]) => o.type === 'blob' && o.bytes.toString() === 'x'.repeat(100))![0];
        w.git.fakeSizes.set(blobSha, 60 * 1024 * 1024);
      },
    );
    expect(issue).toMatchObject({ rule: 'agent-too-large' });
    expect(issue.message).toContain('more than 2048 bytes (limits.agentBytes)');
  });

  it('more files than limits.agentFiles, and a listing GitHub truncated', async () => {
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`agents/community/evil/f${i}.txt`, `${i}`]));
    expect(await rejectedWith({ ...starterAgent('evil'), ...many }, `${ARENA_YML}limits:\n  agentFiles: 5\n`)).toMatchObject({
      rule: 'agent-too-large',
      message: expect.stringContaining('more than 5 files'),
    });
    await world!.close();
    world = undefined;
    expect(
      await rejectedWith(starterAgent('evil'), undefined, (w) => {
        // Mark the folder's tree as one GitHub's recursive listing truncates.
        const root = (w.git.objects.get(w.headSha) as { tree: string }).tree;
        const walk = (sha: string, parts: string[]): string => {
          if (parts.length === 0) return sha;
          const tree = w.git.objects.get(sha) as { entries: Map<string, { sha: string }> };
          return walk(tree.entries.get(parts[0]!)!.sha, parts.slice(1));
        };
        w.git.truncatedTrees.add(walk(root, ['agents', 'community', 'evil']));
      }),
    ).toMatchObject({ rule: 'agent-too-large', message: expect.stringContaining('more entries than GitHub lists') });
  });
});

describe('maintainer-evaluate: gates and inputs', () => {
  it('a contributor’s change to an official agent fails the gates; the official agent is not run from the PR', async () => {
    const w = await make({ head: { 'agents/official/random/agent.mjs': 'process.exit(1)\n' } });
    const r = await w.run({}, LABEL);
    expect(r.error).toBeUndefined();
    expect(r.outputs.conclusion).toBe('failure');
    const results = w.results();
    expect(JSON.stringify(results.issues)).toContain('touches-trusted-path');
    expect(agentOf(results, 'official/random').status).toBe('skipped');
    expect(w.api.requestsFor('git/get-tree').filter((q) => q.query.recursive !== undefined)).toHaveLength(0);
  });

  it('someone else’s community agent: not-agent-owner from the default branch’s history', async () => {
    const w = await make({
      defaultBranch: { 'agents/community/alice-bot/agent.yml': 'name: alice-bot\nversion: 1.0.0\n' },
      owners: { 'agents/community/alice-bot': 'alice' },
      head: { 'agents/community/alice-bot/agent.yml': { bytes: '', mode: '120000' } },
    });
    const r = await w.run({}, LABEL);
    expect(r.error).toBeUndefined();
    const agent = agentOf(w.results(), 'community/alice-bot');
    expect(agent.status).toBe('rejected');
    expect(JSON.stringify(agent.issues)).toContain('not-agent-owner');
  });

  it('a closed PR, a missing pr-number or token: usage errors, nothing fetched', async () => {
    const w = await make({ head: starterAgent('mtest-x'), state: 'closed' });
    expect((await w.run()).error?.message).toBe(`pull request #${PR} is closed, not open`);
    expect((await w.run({ prNumber: undefined })).error?.message).toBe('input "pr-number" is required for mode maintainer-evaluate');
    expect((await w.run({ token: undefined })).error?.message).toBe('input "token" is required for mode maintainer-evaluate');
    expect(w.api.requestsFor('git/get-tree')).toHaveLength(0);
    expect(w.api.requests.every((q) => q.path.startsWith(`/repos/${OWNER}/${REPO}/`))).toBe(true);
  });
});
