// Mode evaluate end to end on the real Docker engine: a PR adds a community starter kit (built from
// agents/community/shell-starter) and a deliberately broken community agent (answers `ready`, then
// crashes on its first turn). Both are built, smoke-tested and played in hardened containers
// against the reference (a host process); the verdict is failure for the right reason, the starter
// kit's record is reported, and `arena evaluate --changed` gives the same document as the action.
// Images carry the agents' ids (community/evaltest-*), which only this suite uses; they are removed
// at the end, and no container may be left behind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResults, type Results } from '../../src/core/results.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import {
  addFixtureAgent,
  comparable,
  copyRepoAgent,
  ensureBundle,
  git,
  makePrCheckout,
  NoApiServer,
  runEvaluateAction,
  runNode,
  type PrCheckout,
} from './helpers.js';

const AGENTS = ['community/evaltest-starter', 'community/evaltest-crasher', 'community/evaltest-badbuild'];

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Images built for this suite's agents (by their arena.agent label). */
function ourImages(): string[] {
  return AGENTS.flatMap((id) =>
    docker(['images', '--quiet', '--no-trunc', '--filter', `label=arena.agent=${id}`])
      .split('\n')
      .filter(Boolean),
  );
}

/** Containers of this suite's images (created from them, running or not). */
function ourContainers(): string[] {
  const images = new Set(ourImages());
  if (images.size === 0) return [];
  return docker(['ps', '--all', '--no-trunc', '--format', '{{.ID}} {{.Image}}'])
    .split('\n')
    .filter(Boolean)
    .filter((line) => {
      const image = line.split(' ')[1] ?? '';
      return images.has(image) || [...images].some((i) => i.startsWith(image));
    });
}

let api: NoApiServer;
let pr: PrCheckout;

beforeAll(async () => {
  ensureBundle();
  api = await NoApiServer.start();
  pr = makePrCheckout({
    change: (repo) => {
      copyRepoAgent(repo, 'agents/community/shell-starter', 'community', 'evaltest-starter');
      addFixtureAgent(repo, 'crasher', 'community', 'evaltest-crasher');
    },
  });
}, 600_000);

afterAll(async () => {
  await api.close();
  pr?.cleanup();
  const images = ourImages();
  if (images.length > 0) docker(['rmi', '--force', ...new Set(images)]);
}, 120_000);

describe('mode evaluate on the Docker engine', () => {
  let results: Results;
  let document: string;

  it('builds and plays the community agents in containers: failure for the crashing agent, the starter kit’s record reported', async () => {
    const run = await runEvaluateAction(pr, { api });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(api.requests).toEqual([]);
    expect(run.outputs.conclusion).toBe('failure');
    expect(JSON.parse(run.outputs['changed-agents']!)).toEqual(['community/evaltest-crasher', 'community/evaltest-starter']);
    document = readFileSync(run.outputs['results-path']!, 'utf8');
    results = readResults(document);

    expect(results.agents.map((a) => [a.id, a.status, a.changed, a.entrypoint])).toEqual([
      ['community/evaltest-crasher', 'ok', true, 'docker'],
      ['community/evaltest-starter', 'ok', true, 'docker'],
      ['official/random', 'ok', false, 'command'],
    ]);
    const [crasherMatch, starterMatch] = results.matches;
    expect(crasherMatch!.agents).toEqual(['community/evaltest-crasher', 'official/random']);
    expect(crasherMatch!.summary['community/evaltest-crasher']).toEqual({ wins: 0, draws: 0, losses: 2, failures: { crash: 2 } });
    const failure = crasherMatch!.games[0]!.failures[0]!;
    expect(failure).toMatchObject({ agent: 'community/evaltest-crasher', kind: 'crash', turn: 1 });
    expect(failure.message).toMatch(/exited with code 3/);
    expect(failure.stderr).toContain('IndexError: column index out of range');
    expect(failure.observation).toMatchObject({ mark: 1, legal: [0, 1, 2, 3, 4, 5, 6] });

    expect(starterMatch!.agents).toEqual(['community/evaltest-starter', 'official/random']);
    const starter = starterMatch!.summary['community/evaltest-starter']!;
    expect(starter.wins + starter.draws + starter.losses).toBe(2);
    expect(starter.failures).toEqual({});

    expect(results.verdict.conclusion).toBe('failure');
    expect(results.verdict.reasons).toHaveLength(3);
    expect(results.verdict.reasons[0]).toMatch(/^community\/evaltest-crasher failed in 2 of 2 games \(crash 2\)/);
    expect(results.verdict.reasons[1]).toMatch(/^community\/evaltest-crasher: 0 wins, 0 draws, 2 losses in 2 games/);
    expect(results.verdict.reasons[2]).toMatch(
      /^community\/evaltest-starter: \d+ wins?, \d+ draws?, \d+ loss(es)? in 2 games against the reference agents$/,
    );

    // the summary an author reads
    const seed = crasherMatch!.games[0]!.seed;
    expect(run.summary).toContain('#### community/evaltest-crasher: crash (2 games)');
    expect(run.summary).toContain('on turn 1: the agent exited with code 3');
    expect(run.summary).toContain('IndexError: column index out of range');
    expect(run.summary).toContain('crasher: warming up'); // the head of its stderr as well as the tail
    expect(run.summary).toContain(`arena match community/evaltest-crasher official/random --game connect-four --games 1 --seed ${seed}`);
    expect(run.summary).toMatch(/\| community\/evaltest-starter \| 1\.0\.0 \| ok \| 2 \| \d \| \d \| \d \| — \|/);
    // builds and matches in groups; every container is gone
    expect(run.stdout).toContain('::group::community/evaltest-starter 1.0.0');
    expect(run.stdout).toMatch(/community\/evaltest-starter: ready \(docker\)/);
    expect(run.stdout).not.toContain('IndexError'); // agent output never reaches the log raw
    for (const game of crasherMatch!.games) expect(existsSync(join(run.resultsDir, game.replay!))).toBe(true);
    expect(readFileSync(join(run.resultsDir, 'logs', crasherMatch!.id, 'community-evaltest-crasher.log'), 'utf8')).toContain('IndexError');
    expect(ourContainers()).toEqual([]);
  }, 600_000);

  it('`arena evaluate --changed -` on the same checkout gives the same document', async () => {
    expect(document).toBeDefined();
    const out = join(pr.root, 'cli-results');
    const cli = await runNode(
      [join(REPO_ROOT, 'dist', 'cli.js'), 'evaluate', '--changed', '-', '--out', out, '--json'],
      { PATH: process.env.PATH, HOME: process.env.HOME },
      pr.dir,
      pr.changedList,
    );
    expect(cli.code).toBe(1); // failure
    expect(cli.stderr).toContain('arena evaluate: failure');
    expect(cli.stderr).toContain('IndexError: column index out of range');
    expect(comparable(cli.stdout)).toEqual(comparable(document));
    writeFileSync(join(pr.root, 'cli.json'), cli.stdout);
    expect(ourContainers()).toEqual([]);
  }, 600_000);

  it('an agent whose image does not build is build-failed, with the end of the build log; nothing of it is played', async () => {
    const broken = makePrCheckout({ depth: 0, change: (repo) => addFixtureAgent(repo, 'broken-build', 'community', 'evaltest-badbuild') });
    try {
      git(broken.dir, ['checkout', '-q', 'pr']);
      const out = join(broken.root, 'results');
      const r = await cli(['evaluate', '--root', broken.dir, '--base', 'main', '--out', out, '--json']);
      expect(r.code).toBe(1);
      const doc = readResults(r.stdout);
      const agent = doc.agents.find((a) => a.id === 'community/evaltest-badbuild')!;
      expect(agent.status).toBe('build-failed');
      expect(agent.issues).toEqual([
        expect.objectContaining({ rule: 'build-failed', severity: 'error', path: 'agents/community/evaltest-badbuild/agent.yml' }),
      ]);
      expect(agent.issues[0]!.message).toContain('missing semicolon');
      expect(doc.matches).toEqual([]);
      expect(doc.verdict.reasons[0]).toMatch(/^community\/evaltest-badbuild could not be built or started: /);
      expect(readFileSync(join(out, 'logs', 'builds', 'community-evaltest-badbuild.log'), 'utf8')).toContain('missing semicolon');
    } finally {
      broken.cleanup();
    }
  }, 600_000);
});
