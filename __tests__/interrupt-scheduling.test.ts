// After Ctrl-C or a cancelled job (SIGINT / SIGTERM) the match loop stops scheduling: no game starts
// once the runners are closed, the game that was cut short is neither blamed on an agent nor voided
// and retried, and the one line the CLI prints is "stopping the agents". The bundle (dist/cli.js)
// as a real process; the Docker case runs on the real engine (serialise it with the Docker lock).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';
import { ensureBundle } from './helpers/bundle.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

beforeAll(() => {
  ensureBundle(); // dist/ as built from src/ (npm run test:all builds it beside the suites)
});

function startArena(args: string[]): { child: ChildProcess; stderr: () => string; done: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return { child, stderr: () => stderr, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr }))) };
}

async function waitFor(what: string, check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the CLI printed after it announced the interrupt. */
function afterInterrupt(stderr: string, signal: string): string[] {
  const lines = stderr.split('\n');
  const at = lines.findIndex((l) => l === `arena: ${signal}: stopping the agents and removing their containers`);
  expect(at).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1).filter((l) => l.length > 0);
}

function containersOf(pid: number): string[] {
  const r = spawnSync('docker', ['ps', '--all', '--quiet', '--filter', `label=arena.pid=${pid}`], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean);
}

describe('an interrupted match stops scheduling', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s between process agents: no game is reported after the interrupt (none blamed, none voided)',
    async (signal) => {
      const run = startArena(['match', 'official/random', 'official/greedy', '--game', 'connect-four', '--games', '1000', '--seed', '3']);
      await waitFor('five games', () => /^game 5\/1000 /m.test(run.stderr()), 120_000);
      run.child.kill(signal);
      const result = await run.done;
      expect(result.code).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(afterInterrupt(result.stderr, signal)).toEqual([]);
    },
    180_000,
  );

  it('SIGTERM while a Docker agent plays: one line, not a void per remaining game, and no container left', async () => {
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
    await waitFor('the first game', () => /^game 1\/1000 /m.test(run.stderr()), 300_000);
    run.child.kill('SIGTERM');
    const result = await run.done;
    expect(result.code).toBe(143);
    const after = afterInterrupt(result.stderr, 'SIGTERM');
    expect(after.filter((l) => / void \(/.test(l))).toEqual([]);
    expect(after).toEqual([]);
    expect(containersOf(pid)).toEqual([]);
  }, 360_000);
});
