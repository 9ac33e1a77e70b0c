// examples/competition end to end, the way a runner runs it: the example is laid out as a git
// repository of its own, a contributor's pull request from a fork adds a community agent copied
// from the starter kit (agents/community/alice-nim/, entrypoint type docker: built from its
// Dockerfile), the Arena action bundle lives at a separate path (as a runner unpacks
// `uses: <owner>/arena@<sha>`: action.yml, dist/ and docker/ only), and the bundle runs mode
// evaluate in that workspace — loading the repository's own game, games/nim/game.mjs, and playing
// the agent in Docker at 3 seats — then report mode, again the bundle with the runner's INPUT_* and
// GITHUB_* environment, turns its results document into the Arena check against the
// OpenAPI-checked GitHub mock, then plan and a rotation shard play the agents at 3 seats and rate
// them. Images carry this suite's agent ids (arena.agent label) and are removed at the end.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults, type Results } from '../src/core/results.js';
import { ensureBundle, git, parseOutputs, pullRequestPayload, runNode, type PrCheckout } from './evaluate/helpers.js';
import { REPO_ROOT } from './helpers/cli.js';
import { HEAD_SHA, resultsDocument, World } from './report/world.js';

const EXAMPLE = join(REPO_ROOT, 'examples', 'competition');
const MAINTAINER = { name: 'Maintainer', email: 'maintainer@example.com' };
const ALICE = { name: 'Alice', email: 'alice@example.com' };
const AGENT = 'community/alice-nim';
const OUR_AGENTS = [AGENT, 'community/nim-starter'];

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
const ourImages = () =>
  OUR_AGENTS.flatMap((id) =>
    docker(['images', '--quiet', '--no-trunc', '--filter', `label=arena.agent=${id}`])
      .split('\n')
      .filter(Boolean),
  );
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
  writeFileSync(event, JSON.stringify(pullRequestPayload(pr, 'CONTRIBUTOR')));
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
  // the competition repository: the example on main, a contributor's PR adding an agent made from
  // the starter kit, as docs/competition.md tells contributors to
  const origin = join(dir, 'origin');
  cpSync(EXAMPLE, origin, { recursive: true });
  git(origin, ['init', '-q', '-b', 'main']);
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '-m', 'the competition'], MAINTAINER);
  git(origin, ['checkout', '-q', '-b', 'pr']);
  const mine = join(origin, 'agents', 'community', 'alice-nim');
  cpSync(join(origin, 'agents', 'community', 'nim-starter'), mine, { recursive: true });
  const manifest = join(mine, 'agent.yml');
  writeFileSync(
    manifest,
    readFileSync(manifest, 'utf8')
      .replace('name: nim-starter', 'name: alice-nim')
      .replace(/^description: .*$/m, 'description: Alice plays nim.')
      .replace('authors: [your-org]', 'authors: [alice]'),
  );
  git(origin, ['add', '-A']);
  git(origin, ['commit', '-q', '-m', 'alice-nim'], ALICE);
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
  const images = ourImages();
  if (images.length > 0) docker(['rmi', '--force', ...new Set(images)]);
}, 120_000);

describe('examples/competition with the action bundle at its own path', () => {
  let results: Results;

  it('mode evaluate builds the fork’s agent from its Dockerfile and plays it at 3 seats in the repository’s own game', async () => {
    const run = await runAction(runnerEnv('evaluate'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual([AGENT]);
    results = readResults(readFileSync(run.outputs['results-path']!, 'utf8'));
    expect(results.agents.filter((a) => a.changed).map((a) => [a.id, a.status, a.entrypoint])).toEqual([[AGENT, 'ok', 'docker']]);
    expect(results.matches.map((m) => [m.game, ...m.agents])).toEqual([
      ['nim', AGENT, 'official/nim-greedy', 'official/nim-perfect'],
      ['nim', AGENT, 'official/nim-perfect', 'official/nim-random'],
      ['nim', AGENT, 'official/nim-random', 'official/nim-greedy'],
    ]);
    for (const match of results.matches) {
      expect(match.games).toHaveLength(6);
      // two whole seat rotations: the agent sat in every seat twice
      expect(match.games.map((g) => g.seats.indexOf(AGENT)).sort()).toEqual([0, 0, 1, 1, 2, 2]);
      expect(match.games.every((g) => g.ranks.length === 3 && g.failures.length === 0)).toBe(true);
    }
    expect(run.summary).toContain('official/nim-greedy, official/nim-perfect');
    expect(ourImages().length).toBeGreaterThan(0);
  }, 600_000);

  it('report mode, run as the bundle at the action path, turns the results into the Arena check (OpenAPI-checked mock)', async () => {
    expect(results).toBeDefined();
    const defaultBranch: Record<string, string> = {};
    for (const path of [
      'arena.yml',
      'games/nim/game.mjs',
      'agents/official/nim-random/agent.yml',
      'agents/official/nim-greedy/agent.yml',
      'agents/official/nim-perfect/agent.yml',
      'agents/community/nim-starter/agent.yml',
      'agents/community/nim-starter/Dockerfile',
    ]) {
      defaultBranch[path] = readFileSync(join(EXAMPLE, path), 'utf8');
    }
    const folder = 'agents/community/alice-nim';
    const head: Record<string, string> = {};
    for (const file of ['agent.yml', 'Dockerfile', 'agent.mjs'])
      head[`${folder}/${file}`] = readFileSync(join(workspace, folder, file), 'utf8');
    const world = await World.create({
      fork: true,
      association: 'CONTRIBUTOR',
      author: 'alice',
      files: Object.keys(head).map((filename) => ({ filename, status: 'added' as const })),
      head,
      defaultBranch,
      zipped: true,
      results: { ...results, run: { ...resultsDocument().run } },
    });
    try {
      const work = mkdtempSync(join(dir, 'report-'));
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...world.env(),
        INPUT_MODE: 'report',
        INPUT_CONFIG: 'arena.yml',
        'INPUT_RESULTS-DIR': 'arena-results',
        INPUT_TOKEN: 'report-token-0123456789',
        GITHUB_ACTIONS: 'true',
        CI: 'true',
        GITHUB_OUTPUT: join(work, 'output'),
        GITHUB_STEP_SUMMARY: join(work, 'summary'),
        RUNNER_TEMP: work,
      };
      writeFileSync(env.GITHUB_OUTPUT!, '');
      writeFileSync(env.GITHUB_STEP_SUMMARY!, '');
      const run = await runNode([join(action, 'dist', 'index.js')], env, world.root);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      world.api.assertConforming();
      // a fork's results are unverified: they can lower the check, never raise it
      expect(world.headSha).toBe(HEAD_SHA);
      expect(world.conclusion()).toBe('neutral');
      expect(parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')).conclusion).toBe('neutral');
      const summary = world.summaryText();
      expect(summary).toContain('**Unverified.**');
      expect(summary).toContain('| `community/alice-nim` | added | — → 1.0.0 | docker | `alice` | 0 | ok |');
      expect(summary).toContain('| agent | against | game | games | wins | draws | losses | places | own failures |');
      for (const m of results.matches) {
        const others = m.agents.filter((a) => a !== AGENT);
        const s = m.summary[AGENT]!;
        const ranks = m.games.map((g) => g.ranks[g.seats.indexOf(AGENT)]!);
        const places = [1, 2, 3]
          .map((r) => [r, ranks.filter((x) => x === r).length] as const)
          .filter(([, n]) => n > 0)
          .map(([r, n]) => `${['', '1st', '2nd', '3rd'][r]} ×${n}`)
          .join(', ');
        expect(summary).toContain(
          `| \`${AGENT}\` | \`${others.join(', ')}\` | nim | ${m.games.length} | ${s.wins} | ${s.draws} | ${s.losses} | ${places} | — |`,
        );
        expect(summary).toContain(
          `community/alice\\-nim vs ${others.map((o) => o.replace(/-/g, '\\-')).join(' and ')} \\(nim\\): 6 games of 3 seats in 2 seat rotations: the fixed number of games`,
        );
      }
      expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain('Arena: neutral');
    } finally {
      await world.close();
    }
  }, 300_000);

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
