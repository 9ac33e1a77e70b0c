// The smoke test of a Docker agent (the bundle, dist/cli.js, on the real engine) waits as long for
// the first `ready` as the game being played allows (`--game`), not the startup limit of the first
// game the agent lists. Images carry the id community/contract-slowstart, which only this suite
// uses; they are removed at the end.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults } from '../../src/core/results.js';
import { bundledCli, REPO_ROOT } from '../helpers/cli.js';
import { ensureBundle } from '../helpers/bundle.js';
import { docker, guardMs } from './helpers.js';

const temps: string[] = [];
const IDS = ['community/contract-slowstart'];

beforeAll(() => {
  ensureBundle(); // dist/ as built from src/ (npm run test:all builds it beside the suites)
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  const images = IDS.flatMap((id) =>
    docker(['images', '--quiet', '--no-trunc', '--filter', `label=arena.agent=${id}`])
      .split('\n')
      .filter(Boolean),
  );
  if (images.length > 0) docker(['rmi', '--force', ...new Set(images)]);
}, guardMs(120_000));

/** A repository root with official/random and one community agent folder. */
function arenaRoot(arenaYml: string, name: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'arena-contract-'));
  temps.push(root);
  writeFileSync(join(root, 'arena.yml'), arenaYml);
  mkdirSync(join(root, 'agents', 'official'), { recursive: true });
  cpSync(join(REPO_ROOT, 'agents', 'official', 'random'), join(root, 'agents', 'official', 'random'), { recursive: true });
  const dir = join(root, 'agents', 'community', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return root;
}

const manifest = (name: string, games = '[connect-four]') =>
  `name: ${name}\nversion: 1.0.0\ndescription: test\nauthors: [tests]\ngames: ${games}\nentrypoint:\n  type: docker\n  build: .\n`;

describe('the smoke test’s startup limit', () => {
  it(
    'is the game being played (--game), not the first game the agent lists',
    () => {
      // The agent takes 4 s to start. It lists rock-paper-scissors first, whose startup limit here is
      // 1 s (4× too short); the match is connect-four, whose limit is 40 s (10× enough).
      const starter = readFileSync(join(REPO_ROOT, 'agents', 'community', 'shell-starter', 'agent.sh'), 'utf8');
      const root = arenaRoot(
        [
          'games:',
          '  rock-paper-scissors:',
          '    time: {startupMs: 1000, turnMs: 1000, bankMs: 5000, matchMs: 300000}',
          '  connect-four:',
          '    time: {startupMs: 40000, turnMs: 1000, bankMs: 5000, matchMs: 300000}',
          '',
        ].join('\n'),
        'contract-slowstart',
        {
          'agent.yml': manifest('contract-slowstart', '[rock-paper-scissors, connect-four]'),
          Dockerfile: readFileSync(join(REPO_ROOT, 'agents', 'community', 'shell-starter', 'Dockerfile'), 'utf8'),
          'agent.sh': starter.replace(/^exec awk/m, 'sleep 4\nexec awk'),
        },
      );
      const run = bundledCli(
        [
          'match',
          'community/contract-slowstart',
          'official/random',
          '--root',
          root,
          '--game',
          'connect-four',
          '--games',
          '2',
          '--seed',
          '3',
          '--json',
        ],
        { timeoutMs: 300_000 },
      );
      expect([run.code, run.stderr.slice(-3000)]).toEqual([0, expect.any(String)]);
      const doc = readResults(run.stdout);
      expect(doc.agents.find((a) => a.id === 'community/contract-slowstart')!.status).toBe('ok');
      expect(doc.matches[0]!.game).toBe('connect-four');
      expect(doc.matches[0]!.games).toHaveLength(2);
      expect(doc.matches[0]!.games.flatMap((g) => g.failures)).toEqual([]);
    },
    guardMs(600_000),
  );
});
