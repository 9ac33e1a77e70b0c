// Real `arena` processes (the bundle, dist/cli.js) with docker agents: the starter kits build and
// play; two runs side by side keep their containers; a SIGKILLed run's containers are swept by the
// next run; no Docker engine means exit 3 only when a docker agent must run; agent output never
// reaches the console raw.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { readResults } from '../../src/core/results.js';
import { bundledCli, REPO_ROOT } from '../helpers/cli.js';
import { ensureBundle } from '../helpers/bundle.js';
import { docker, guardMs, times, type TestTimes } from './helpers.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const temps: string[] = [];
let T: TestTimes;

function containersOf(pid: number): string[] {
  return docker(['ps', '--all', '--quiet', '--filter', `label=arena.pid=${pid}`])
    .split('\n')
    .filter(Boolean);
}

function startArena(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/** Waits until `check()`; its limit `ms` is stretched by how slow this engine is (testTimes' scale). */
async function waitFor(what: string, check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + T.scaled(ms);
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ensureBundle(); // dist/ as built from src/ (npm run test:all builds it beside the suites)
  T = await times(); // calibrate once (helpers.ts testTimes): every arena below takes its limits from it
}, guardMs(900_000));

/**
 * arena.yml of a test arena: every game's time limits from this engine's calibrated speed, so an honest
 * agent needs at most a tenth of them on a fast machine, a loaded runner and an emulated VM alike
 * (the repository's own 10 s startup is outrun by a process agent's start under emulation).
 */
function scaledConfig(extra: Record<string, unknown> = {}): string {
  const bankMs = Math.min(T.scaled(10_000), 3_600_000); // the config's largest bank
  const time = { startupMs: T.startupMs, turnMs: T.turnMs, bankMs, matchMs: T.scaled(900_000) };
  const games = Object.fromEntries(['connect-four', 'light-cycles', 'rock-paper-scissors'].map((g) => [g, { time, ...extra }]));
  return stringify({ games }, { aliasDuplicateObjects: false }); // arena.yml refuses YAML aliases
}

/** A temporary arena with copies of the repository's `agents` (ids like `community/js-starter`). */
function arenaWith(prefix: string, agents: string[]): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  temps.push(root);
  for (const id of agents) cpSync(join(REPO_ROOT, 'agents', id), join(root, 'agents', id), { recursive: true });
  writeFileSync(join(root, 'arena.yml'), scaledConfig());
  return root;
}

/** `bundledCli` with a guard stretched by the engine's speed: a build and a match, not a hang. */
function arena(argv: string[], limitMs = 300_000): ReturnType<typeof bundledCli> {
  return bundledCli(argv, { timeoutMs: T.scaled(limitMs) });
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('starter kits', () => {
  it.each([
    ['community/js-starter', 'community/python-starter', 'connect-four'],
    ['community/shell-starter', 'official/greedy', 'connect-four'],
    ['community/python-starter', 'community/shell-starter', 'rock-paper-scissors'],
    ['community/js-starter', 'official/counter', 'rock-paper-scissors'],
  ])('%s vs %s (%s): builds, passes the smoke test and plays legally', (a, b, game) => {
    const root = arenaWith('arena-kits-', [a, b]);
    const run = arena(['match', a, b, '--root', root, '--game', game, '--games', '2', '--seed', '7', '--json']);
    expect(run.code === 0 ? 0 : run.stderr.slice(-2000)).toBe(0); // a failure shows the end of stderr
    const results = readResults(run.stdout);
    const match = results.matches[0]!;
    expect(match.games).toHaveLength(2);
    expect(match.games.flatMap((g) => g.failures)).toEqual([]);
    expect(results.verdict.conclusion).toBe('success');
  });

  it('docs/writing-an-agent.md: copy a kit, rename it, validate, match it on your machine', () => {
    const root = arenaWith('arena-author-', ['official/random']);
    cpSync(join(REPO_ROOT, 'agents', 'community', 'python-starter'), join(root, 'agents', 'community', 'my-bot'), { recursive: true });
    const manifest = join(root, 'agents', 'community', 'my-bot', 'agent.yml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('name: python-starter', 'name: my-bot'));
    expect(bundledCli(['validate', '--root', root]).code).toBe(0);
    const run = arena(['match', 'community/my-bot', 'official/random', '--root', root, '--games', '2', '--json']);
    expect(run.code).toBe(0);
    expect(readResults(run.stdout).matches[0]!.games.flatMap((g) => g.failures)).toEqual([]);
  });
});

describe('build failures reach the author', () => {
  it('an image that never answers `start`: exit 2, the end of the build log and a hint', () => {
    const root = mkdtempSync(join(tmpdir(), 'arena-silent-'));
    temps.push(root);
    const dir = join(root, 'agents', 'community', 'silent');
    mkdirSync(dir, { recursive: true });
    cpSync(join(REPO_ROOT, '__tests__', 'fixtures', 'docker', 'builds', 'no-ready', 'Dockerfile'), join(dir, 'Dockerfile'));
    writeFileSync(join(dir, 'agent.yml'), 'name: silent\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n');
    writeFileSync(join(root, 'arena.yml'), 'games:\n  connect-four:\n    time: {startupMs: 1500}\n');
    mkdirSync(join(root, 'agents', 'official'), { recursive: true });
    cpSync(join(REPO_ROOT, 'agents', 'official', 'random'), join(root, 'agents', 'official', 'random'), { recursive: true });
    const run = arena(['match', 'community/silent', 'official/random', '--root', root, '--games', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/community\/silent: the smoke test: no "ready" within 1500 ms/);
    expect(run.stderr).toMatch(/--- end of the build log ---[\s\S]*Successfully built/);
    expect(run.stderr).toMatch(/hint: the image must start the agent/);
    expect(docker(['ps', '--all', '--quiet', '--filter', 'label=arena.agent=community/silent'])).toBe('');
  });
});

describe('orphan sweeps with real arena processes', () => {
  /** Run A: a long rock-paper-scissors match of two starter kits, in an arena that also has rps-random for a run B. */
  function longMatch(prefix: string, games: number) {
    const root = arenaWith(prefix, ['community/shell-starter', 'community/js-starter', 'official/rps-random']);
    const argv = ['match', 'community/shell-starter', 'community/js-starter', '--root', root, '--game', 'rock-paper-scissors'];
    const a = startArena([...argv, '--games', String(games)]);
    return { root, a, pid: a.child.pid! };
  }

  it(
    'two runs side by side keep their containers',
    async () => {
      // A's match outlasts B by construction: 1,000 games (the most --games allows; 40 take about as long
      // as B's whole run) and A is stopped (SIGTERM) only after B has been checked.
      const { root, a, pid } = longMatch('arena-side-by-side-', 1000);
      try {
        await waitFor(
          'the first run to have containers',
          () => {
            if (a.child.exitCode !== null) throw new Error(`the first run ended early (exit ${a.child.exitCode})`);
            return containersOf(pid).length === 2;
          },
          120_000,
        );
        const theirs = containersOf(pid);
        const b = arena(['match', 'community/shell-starter', 'official/rps-random', '--root', root, '--games', '1']);
        expect(b.code).toBe(0);
        // B swept at start-up and at the end while A was mid-match: A is still playing, its containers still there
        expect(a.child.exitCode).toBeNull();
        expect(containersOf(pid)).toEqual(expect.arrayContaining(theirs));
        a.child.kill('SIGTERM');
        const done = await a.done;
        // A's own interrupt cleanup removed its containers (exit 128 + 15)
        expect(done.code).toBe(143);
        expect(done.stderr).toMatch(/SIGTERM: stopping the agents/);
        expect(containersOf(pid)).toEqual([]);
      } finally {
        a.child.kill('SIGKILL');
        await a.done;
        for (const id of containersOf(pid)) docker(['rm', '--force', id]);
      }
    },
    guardMs(600_000),
  ); // its own time: the first run may build both starter images

  it(
    'SIGKILL an arena process mid-match: its containers outlive it, and the next run removes every one',
    async () => {
      const { root, a, pid } = longMatch('arena-orphans-', 500);
      await waitFor('the run to have containers', () => containersOf(pid).length === 2, 120_000);
      await new Promise((r) => setTimeout(r, 500));
      a.child.kill('SIGKILL');
      await a.done;
      expect(containersOf(pid).length).toBeGreaterThan(0); // orphans: nothing removed them yet
      const next = arena(['match', 'community/shell-starter', 'official/rps-random', '--root', root, '--games', '1']);
      expect(next.code).toBe(0);
      expect(containersOf(pid)).toEqual([]);
      // nor its private docker config folder
      expect(readdirSync(tmpdir()).filter((n) => n.startsWith(`arena-docker-config-${pid}-`))).toEqual([]);
    },
    guardMs(600_000),
  ); // its own time: it may build both starter images
});

describe('the engine is needed only when a docker agent must run', () => {
  function pathWithout(dockerScript?: string): string {
    const bin = mkdtempSync(join(tmpdir(), 'arena-nodocker-'));
    temps.push(bin);
    if (dockerScript) {
      writeFileSync(join(bin, 'docker'), dockerScript);
      chmodSync(join(bin, 'docker'), 0o755);
    }
    return bin; // the only folder on PATH: no real docker reachable
  }

  it('no docker at all: a docker agent exits 3 with how to fix it; official agents still play', () => {
    const env = { ...process.env, PATH: pathWithout() };
    const root = arenaWith('arena-nodocker-root-', ['community/shell-starter', 'official/greedy', 'official/random']);
    const docker = bundledCli(['match', 'community/shell-starter', 'official/greedy', '--root', root, '--games', '1'], { env });
    expect(docker.code).toBe(3);
    expect(docker.stderr).toMatch(/docker command was not found/);
    expect(docker.stderr).toMatch(/hint: .*install/i);
    const official = bundledCli(['match', 'official/random', 'official/greedy', '--root', root, '--games', '1'], {
      env,
      timeoutMs: T.scaled(120_000),
    });
    expect(official.code).toBe(0);
  });

  it('an engine that is down: exit 3', () => {
    const env = {
      ...process.env,
      PATH: pathWithout(
        '#!/bin/sh\necho "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?" >&2\nexit 1\n',
      ),
    };
    const run = bundledCli(['match', 'community/shell-starter', 'official/greedy', '--games', '1'], { env });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/Cannot connect to the Docker daemon/);
    expect(run.stderr).toMatch(/scripts\/setup-docker\.sh|systemctl start docker/);
  });
});

/** An arena with community/loud (the hostile bot, built by `dockerfile`) and official/random. */
function loudArena(prefix: string, dockerfile: string, manifest: string): string {
  const root = arenaWith(prefix, ['official/random']);
  const dir = join(root, 'agents', 'community', 'loud');
  mkdirSync(dir, { recursive: true });
  cpSync(join(REPO_ROOT, '__tests__', 'fixtures', 'docker', 'hostile', 'bot'), join(dir, 'bot'));
  writeFileSync(join(dir, 'Dockerfile'), dockerfile);
  writeFileSync(join(dir, 'agent.yml'), manifest);
  return root;
}

/** No line of what the CLI printed is a workflow command, and no raw escape or bell got through. */
function expectDefused(console: string): void {
  for (const line of console.split('\n')) {
    expect([line, /^\s*::/.test(line)]).toEqual([line, false]);
    expect([line, line.includes('##[')]).toEqual([line, false]);
  }
  expect(console).not.toContain('\x1b');
  expect(console).not.toContain('\x07');
}

describe('agent output never reaches the console raw', () => {
  it('workflow commands and ANSI escapes from a docker agent and its build are neutralised', () => {
    const root = loudArena(
      'arena-console-',
      'FROM busybox:1.37\nCOPY bot /app/bot\nRUN echo "::error::from the build \\033[31m"\nCMD ["sh", "/app/bot", "workflow"]\n',
      'name: loud\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n  dockerfile: Dockerfile\n',
    );
    for (const json of [false, true]) {
      const run = arena(['match', 'community/loud', 'official/random', '--root', root, '--games', '1', ...(json ? ['--json'] : [])]);
      expect(run.code).toBe(0);
      // everything printed, the --json document included: it may be printed into a CI log as it is
      const console = run.stdout + run.stderr;
      expectDefused(console);
      // …and the agent's text is there, defused: `::` split, the escape shown as text
      expect(console).toContain('pwned');
      if (json) {
        const failure = readResults(run.stdout).matches[0]!.games[0]!.failures[0]!;
        expect(failure.kind).toBe('protocol-error');
        expect(failure.message).toMatch(/error file=x,line=1.*pwned/);
        expect(run.stdout).toContain('pwned from stderr');
      } else {
        expect(console).toMatch(/:(\u200b|\\u200b):error file=x,line=1:(\u200b|\\u200b):pwned (\\u001b|\\x1b)\[2J/);
      }
    }
  });

  it('a failing build: the end of its log is printed with workflow commands and escapes neutralised', () => {
    const root = loudArena(
      'arena-console-build-',
      'FROM busybox:1.37\nCOPY bot /app/bot\nRUN printf "::error::from the build \\033[31mred\\n##[warning]legacy\\n\\033]0;title\\007\\n"; exit 7\nCMD ["sh", "/app/bot", "honest"]\n',
      'name: loud\nversion: 1.0.0\ngames: [connect-four]\nentrypoint:\n  type: docker\n  build: .\n',
    );
    const run = arena(['match', 'community/loud', 'official/random', '--root', root, '--games', '1']);
    expect(run.code).toBe(2);
    expectDefused(run.stdout + run.stderr);
    // the build log path: its end is printed, the failing step's output in it, defused
    expect(run.stderr).toMatch(/community\/loud: docker build failed/);
    expect(run.stderr).toMatch(/--- end of the build log ---[\s\S]*returned a non-zero code: 7/);
    expect(run.stderr).toMatch(/^:(\u200b|\\u200b):error:(\u200b|\\u200b):from the build \\x1b\[31mred$/m);
    expect(run.stderr).toMatch(/^#(\u200b|\\u200b)#\[warning\]legacy$/m);
    expect(run.stderr).toMatch(/\\x1b\]0;title\\x07/);
    expect(docker(['ps', '--all', '--quiet', '--filter', 'label=arena.agent=community/loud'])).toBe('');
  });
});
