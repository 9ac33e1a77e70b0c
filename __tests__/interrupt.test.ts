// Ctrl-C or a cancelled job in the middle of a match (the bundle, dist/cli.js, as a real process):
// the CLI stops its agents — a setsid() child of a process agent included — removes its containers,
// and exits 128 + the signal number.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';
import { ensureBundle } from './helpers/bundle.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const AGENTS = join(REPO_ROOT, '__tests__', 'fixtures', 'agents');
const temps: string[] = [];

beforeAll(() => {
  ensureBundle(); // dist/ as built from src/ (npm run test:all builds it beside the suites)
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Live processes whose command line holds `tag`. */
function processesTagged(tag: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const state = stat.charAt(stat.lastIndexOf(')') + 2);
      if (state !== 'Z' && state !== 'X' && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(tag)) found.push(Number(name));
    } catch {
      // gone
    }
  }
  return found;
}

/** A copy of the slow-with-child fixture whose setsid() child carries a fresh tag. */
function taggedAgent(): { dir: string; tag: string } {
  const root = mkdtempSync(join(tmpdir(), 'arena-interrupt-'));
  temps.push(root);
  const tag = `arena-interrupt-${randomUUID()}`;
  cpSync(join(AGENTS, 'lib.mjs'), join(root, 'lib.mjs'));
  const dir = join(root, 'slow-with-child');
  cpSync(join(AGENTS, 'slow-with-child'), dir, { recursive: true });
  const manifest = readFileSync(join(dir, 'agent.yml'), 'utf8').replace(
    '  command: [node, agent.mjs]\n',
    '  command: [node, agent.mjs]\n  env:\n    CHILD_TAG: ' + tag + '\n',
  );
  writeFileSync(join(dir, 'agent.yml'), manifest);
  return { dir, tag };
}

function startArena(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr }))) };
}

async function waitFor(what: string, check: () => boolean, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function containersOf(pid: number): string[] {
  const r = spawnSync('docker', ['ps', '--all', '--quiet', '--filter', `label=arena.pid=${pid}`], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean);
}

describe('an interrupted arena', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    '%s mid-match: the agent and its setsid() child are stopped, exit %i',
    async (signal, code) => {
      const agent = taggedAgent();
      const run = startArena(['match', agent.dir, 'official/random', '--game', 'connect-four', '--games', '200', '--seed', '3']);
      await waitFor('the agent’s setsid() child', () => processesTagged(agent.tag).length > 0);
      run.child.kill(signal);
      const result = await run.done;
      expect(result.code).toBe(code);
      expect(result.stderr).toContain(`arena: ${signal}: stopping the agents`);
      expect(processesTagged(agent.tag)).toEqual([]);
    },
    180_000,
  );

  it('SIGTERM while Docker agents play: their containers are removed before the exit', async () => {
    const run = startArena([
      'match',
      'community/js-starter',
      'official/random',
      '--game',
      'connect-four',
      '--games',
      '1000',
      '--seed',
      '5',
    ]);
    const pid = run.child.pid!;
    await waitFor('a running container', () => containersOf(pid).length > 0, 300_000);
    run.child.kill('SIGTERM');
    const result = await run.done;
    expect(result.code).toBe(143);
    expect(containersOf(pid)).toEqual([]);
  }, 360_000);
});
