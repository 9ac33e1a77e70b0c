// `arena match --json` (the bundle, dist/cli.js, on the real engine) when an agent's image does not
// build, or does not pass its smoke test: `--json` still prints the one arena.results/v1 document
// it promises — the agent `build-failed` with the end of its build log, no match, verdict failure —
// and the exit code stays 2 (the author must fix the agent). Images carry the ids
// community/contract-*, which only this suite uses; they are removed at the end.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults } from '../../src/core/results.js';
import { bundledCli, REPO_ROOT } from '../helpers/cli.js';
import { ensureBundle } from '../helpers/bundle.js';
import { docker, guardMs } from './helpers.js';

const temps: string[] = [];
const IDS = ['community/contract-badbuild', 'community/contract-silent'];

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

describe('arena match --json when an agent cannot be built or started', () => {
  it.each([
    [
      'a failing docker build',
      'contract-badbuild',
      'FROM busybox:1.37\nRUN echo "error: missing semicolon" >&2 && exit 7\nCMD ["true"]\n',
      /docker build failed/,
      /missing semicolon/,
    ],
    [
      'an image that never answers start (smoke test)',
      'contract-silent',
      readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'docker', 'builds', 'no-ready', 'Dockerfile'), 'utf8'),
      /the smoke test: no "ready" within 1500 ms/,
      /Successfully built/,
    ],
  ])(
    '%s: one arena.results/v1 document, the agent build-failed with its log excerpt, exit 2',
    (_what, name, dockerfile, why, log) => {
      const root = arenaRoot('games:\n  connect-four:\n    time: {startupMs: 1500}\n', name, {
        'agent.yml': manifest(name),
        Dockerfile: dockerfile,
      });
      const out = join(root, 'out');
      const run = bundledCli(['match', `community/${name}`, 'official/random', '--root', root, '--games', '1', '--json', '--out', out], {
        timeoutMs: 300_000,
      });
      expect([run.code, run.stderr.slice(-3000)]).toEqual([2, expect.stringMatching(why)]);
      const doc = readResults(run.stdout); // exactly one document, and a valid one
      expect(doc.run.mode).toBe('match');
      const agent = doc.agents.find((a) => a.id === `community/${name}`)!;
      expect(agent.status).toBe('build-failed');
      expect(agent.issues).toEqual([
        expect.objectContaining({ rule: 'build-failed', severity: 'error', path: `agents/community/${name}/agent.yml` }),
      ]);
      expect(agent.issues[0]!.message).toMatch(why);
      expect(agent.issues[0]!.message).toMatch(log);
      expect(doc.agents.find((a) => a.id === 'official/random')!.status).toBe('ok');
      expect(doc.matches).toEqual([]);
      expect(doc.verdict).toEqual({
        conclusion: 'failure',
        reasons: [expect.stringMatching(new RegExp(`^community/${name} could not be built or started: `))],
      });
      expect(readFileSync(join(out, 'arena-results.json'), 'utf8')).toBe(run.stdout);
    },
    600_000,
  );
});
