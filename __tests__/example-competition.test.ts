// examples/competition end to end, the way a runner runs it: the example is laid out as a git
// repository of its own (a maintainer's pull request changes an official agent on a test-merge
// commit), the Arena action bundle lives at a separate path (as a runner unpacks
// `uses: <owner>/arena@<sha>`: action.yml and dist/ only), and the bundle runs mode evaluate in
// that workspace — loading the repository's own game, games/nim/game.mjs — then report mode turns
// its results document into the Arena check against the OpenAPI-checked GitHub mock, then plan and
// a rotation shard play the reference agents at 3 seats and rate them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults, type Results } from '../src/core/results.js';
import { ensureBundle, git, parseOutputs, pullRequestPayload, runNode, type PrCheckout } from './evaluate/helpers.js';
import { REPO_ROOT } from './helpers/cli.js';
import { resultsDocument, World } from './report/world.js';

const EXAMPLE = join(REPO_ROOT, 'examples', 'competition');
const MAINTAINER = { name: 'Maintainer', email: 'maintainer@example.com' };
let dir: string;
let action: string;
let workspace: string;
let pr: PrCheckout;

function runnerEnv(mode: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const work = mkdtempSync(join(dir, 'runner-'));
  mkdirSync(join(work, 'temp'));
  writeFileSync(join(work, 'output'), '');
  writeFileSync(join(work, 'summary'), '');
  const event = join(work, 'event.json');
  writeFileSync(event, JSON.stringify(pullRequestPayload(pr, 'OWNER')));
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    INPUT_MODE: mode,
    INPUT_CONFIG: 'arena.yml',
    'INPUT_RESULTS-DIR': 'arena-results',
    INPUT_TOKEN: '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: mode === 'evaluate' ? 'pull_request' : 'workflow_dispatch',
    GITHUB_EVENT_PATH: event,
    GITHUB_SHA: pr.merge,
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'your-org/your-competition',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_SERVER_URL: 'http://127.0.0.1:9',
    GITHUB_OUTPUT: join(work, 'output'),
    GITHUB_STEP_SUMMARY: join(work, 'summary'),
    RUNNER_TEMP: join(work, 'temp'),
    ...extra,
  };
}

async function runAction(env: NodeJS.ProcessEnv) {
  const r = await runNode([join(action, 'dist', 'index.js')], env, workspace);
  return { ...r, outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')), summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8') };
}

beforeAll(() => {
  ensureBundle();
  dir = mkdtempSync(join(tmpdir(), 'arena-example-'));
  // the action as a runner has it, in a folder of its own: what runs is action.yml, the bundle and
  // the seccomp profile containers run under (docker/seccomp.json, found next to the bundle)
  action = join(dir, 'actions', 'your-org', 'arena', 'sha');
  mkdirSync(join(action, 'docker'), { recursive: true });
  cpSync(join(REPO_ROOT, 'action.yml'), join(action, 'action.yml'));
  cpSync(join(REPO_ROOT, 'dist'), join(action, 'dist'), { recursive: true });
  cpSync(join(REPO_ROOT, 'docker', 'seccomp.json'), join(action, 'docker', 'seccomp.json'));
  // the competition repository: the example on main, a maintainer's PR bumping an official agent
  const origin = join(dir, 'origin');
  cpSync(EXAMPLE, origin, { recursive: true });
  git(origin, ['init', '-q', '-b', 'main']);
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '-m', 'the competition'], MAINTAINER);
  git(origin, ['checkout', '-q', '-b', 'pr']);
  const manifest = join(origin, 'agents', 'official', 'nim-random', 'agent.yml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('version: 1.0.0', 'version: 1.0.1'));
  git(origin, ['commit', '-q', '-am', 'nim-random 1.0.1'], MAINTAINER);
  git(origin, ['checkout', '-q', 'main']);
  git(origin, ['checkout', '-q', '-b', 'test-merge']);
  git(origin, ['merge', '-q', '--no-ff', '--no-edit', '-m', 'Merge', 'pr'], MAINTAINER);
  const merge = git(origin, ['rev-parse', 'HEAD']).trim();
  workspace = join(dir, 'checkout');
  git(dir, ['clone', '-q', '--depth=2', '--branch', 'test-merge', `file://${origin}`, workspace]);
  git(workspace, ['checkout', '-q', '--detach', merge]);
  pr = {
    dir: workspace,
    merge,
    base: git(origin, ['rev-parse', 'HEAD^1']).trim(),
    head: git(origin, ['rev-parse', 'HEAD^2']).trim(),
    changedList: '',
    root: dir,
    cleanup: () => undefined,
  };
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('examples/competition with the action bundle at its own path', () => {
  let results: Results;

  it('mode evaluate plays the changed agent at 3 seats in the repository’s own game', async () => {
    const run = await runAction(runnerEnv('evaluate'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual(['official/nim-random']);
    results = readResults(readFileSync(run.outputs['results-path']!, 'utf8'));
    expect(results.matches.map((m) => [m.game, ...m.agents])).toEqual([
      ['nim', 'official/nim-random', 'official/nim-greedy', 'official/nim-perfect'],
      ['nim', 'official/nim-random', 'official/nim-perfect', 'official/nim-greedy'],
    ]);
    expect(results.matches.every((m) => m.games.length === 6 && m.games.every((g) => g.ranks.length === 3))).toBe(true);
    expect(run.summary).toContain('official/nim\\-greedy, official/nim\\-perfect');
  }, 300_000);

  it('report mode turns the results into the Arena check (OpenAPI-checked mock), loading the game from the default branch', async () => {
    expect(results).toBeDefined();
    const defaultBranch: Record<string, string> = {};
    for (const path of [
      'arena.yml',
      'games/nim/game.mjs',
      'agents/official/nim-random/agent.yml',
      'agents/official/nim-greedy/agent.yml',
      'agents/official/nim-perfect/agent.yml',
    ]) {
      defaultBranch[path] = readFileSync(join(EXAMPLE, path), 'utf8');
    }
    const world = await World.create({
      association: 'OWNER',
      files: [{ filename: 'agents/official/nim-random/agent.yml', status: 'modified' }],
      head: { 'agents/official/nim-random/agent.yml': readFileSync(join(workspace, 'agents/official/nim-random/agent.yml'), 'utf8') },
      defaultBranch,
      results: { ...results, run: { ...resultsDocument().run } },
    });
    try {
      const run = await world.runAction();
      expect(run.error).toBeUndefined();
      world.api.assertConforming();
      expect(world.conclusion()).toBe('success');
      expect(world.summaryText()).toContain('nim');
    } finally {
      await world.close();
    }
  }, 120_000);

  it('plan and a rotation shard rate the reference agents from 3-seat games', async () => {
    const plan = await runAction(runnerEnv('plan'));
    expect(plan.code).toBe(0);
    expect(JSON.parse(plan.outputs.matrix!)).toEqual({ shard: ['1/1'] });
    const shard = await runAction(runnerEnv('rotation', { INPUT_SHARD: '1/1' }));
    expect(shard.stdout).not.toMatch(/::error::/);
    expect(shard.code).toBe(0);
    const rotation = readResults(readFileSync(shard.outputs['results-path']!, 'utf8'));
    expect(rotation.matches.every((m) => m.game === 'nim' && m.agents.length === 3)).toBe(true);
  }, 300_000);
});
