// Shared by the Docker end-to-end suites: a DockerRunner that labels everything arena.test=docker-runner,
// the fixture images built by scripts/build-images.sh, small limits scaled for speed, and checks that
// nothing labelled is left behind.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createDockerCli, type DockerCli } from '../../src/adapters/docker-cli.js';
import { DockerRunner, type DockerRunnerOptions } from '../../src/adapters/docker-runner.js';
import { startMessage, turnMessage } from '../../src/core/protocol/messages.js';
import { runMatch, type MatchAgent, type MatchOutcome } from '../../src/core/match/run-match.js';
import type { TimeControl } from '../../src/core/config.js';
import type { GameName } from '../../src/core/games/names.js';
import type { AgentId, Failure } from '../../src/core/results.js';
import type { AgentLaunch, Runner, Session, SessionExit, SessionLimits, SessionOptions } from '../../src/core/runner.js';
import { matchSpec } from '../match-helpers.js';

export const TEST_LABEL = 'arena.test=docker-runner';
export const HOSTILE = 'arena-fixture/hostile:1';

/** docker, synchronously, for test setup and assertions (never for the code under test). */
export function docker(args: string[], input?: string, env: Record<string, string> = {}): string {
  return execFileSync('docker', args, {
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DOCKER_BUILDKIT: '0', ...env },
  });
}

export function imageId(ref: string): string {
  return docker(['image', 'inspect', '--format', '{{.Id}}', ref]).trim();
}

// The fixture image never changes during a run (scripts/build-images.sh builds it before the tests
// and no suite retags it), so its id is looked up once per test file, not once per launch: the
// lookup is a synchronous CLI call that blocked the event loop of every hostile launch.
let hostileId: string | undefined;
function hostileImageId(): string {
  hostileId ??= imageId(HOSTILE);
  return hostileId;
}

/** Containers this area's tests created that still exist (must be none after every test). */
export function leftoverContainers(): string[] {
  return docker(['ps', '--all', '--quiet', '--filter', `label=${TEST_LABEL}`])
    .split('\n')
    .filter(Boolean);
}

/** Small budgets so each row runs in a few seconds on 2 busy cores. */
export const SMALL_LIMITS: Partial<SessionLimits> = {
  memoryBytes: 96 * 1024 ** 2,
  cpus: 0.5,
  pids: 48,
  tmpfsBytes: 16 * 1024 ** 2,
  outputBytes: 4 * 1024 ** 2,
  maxLineBytes: 1024 ** 2,
  stderrBytes: 64 * 1024,
  nofile: 128,
  fileSizeBytes: 8 * 1024 ** 2,
};

/**
 * How fast this engine is, measured once per test file: a bare hardened container of the hostile
 * fixture (the real DockerRunner, SMALL_LIMITS) from `start()` until it answers `start` with
 * `ready`, and one turn's round trip through the attached streams; the slower of two samples.
 */
export interface EngineSpeed {
  startMs: number;
  roundTripMs: number;
}

let measured: Promise<EngineSpeed> | undefined;

export function engineSpeed(): Promise<EngineSpeed> {
  measured ??= (async () => {
    const runner = newRunner();
    try {
      const samples: EngineSpeed[] = [];
      for (let i = 0; i < 2; i++) samples.push(await sampleSpeed(runner));
      return { startMs: Math.max(...samples.map((s) => s.startMs)), roundTripMs: Math.max(...samples.map((s) => s.roundTripMs)) };
    } finally {
      await runner.close();
    }
  })();
  return measured;
}

async function sampleSpeed(runner: DockerRunner): Promise<EngineSpeed> {
  const limit = 600_000; // only a guard: calibration must finish on any engine that works at all
  const started = performance.now();
  const session = await runner.start(hostileLaunch('honest'), {
    matchId: 'calibration',
    seat: 0,
    limits: SMALL_LIMITS as SessionLimits,
    deadlineEpochMs: Date.now() + limit,
  });
  try {
    const time = { turnMs: limit, bankMs: 0 };
    const start = startMessage({ game: 'rock-paper-scissors', gameId: 'calibration', seat: 0, players: 2, seed: 1, config: {}, time });
    if ((await session.send(start, performance.now() + limit)) !== 'ok') throw new Error('calibration: the agent did not read `start`');
    const ready = await session.receive(performance.now() + limit);
    if (ready.kind !== 'line') throw new Error(`calibration: no ready (${ready.kind})`);
    const startMs = performance.now() - started;
    const sent = performance.now();
    const turn = turnMessage('calibration', 1, { legal: ['rock', 'paper', 'scissors'] }, { turnMs: limit, bankMs: 0 });
    await session.send(turn, performance.now() + limit);
    const answer = await session.receive(performance.now() + limit);
    if (answer.kind !== 'line') throw new Error(`calibration: no answer to a turn (${answer.kind})`);
    return { startMs, roundTripMs: performance.now() - sent };
  } finally {
    await session.stop();
  }
}

/**
 * Time limits for the Docker suites, derived from the engine's measured speed instead of fixed
 * milliseconds, so the same suite means the same on a fast machine, a loaded runner and an emulated
 * VM: an honest agent needs at most a tenth of each limit (startMs, roundTripMs ≤ 0.1× of startup
 * and turn), and a hostile one is made to need at least three times it (hostileSeconds). The floors
 * are the limits the suites were written with on an idle 2-core machine. `scale` stretches other
 * waits (builds, pulls, a wall-clock bound) by how much slower than that machine this engine is.
 */
export interface TestTimes {
  speed: EngineSpeed;
  startupMs: number;
  turnMs: number;
  /** ≥ 1: this engine's container start over the idle reference machine's (REFERENCE_START_MS) */
  scale: number;
  /** ms × scale, rounded up to a whole 100 ms */
  scaled(ms: number): number;
  /** whole seconds a hostile agent waits to overrun `limitMs` by at least 3× */
  hostileSeconds(limitMs: number): number;
}

/** a hardened container start with `ready` on the idle 2-core machine the suites were tuned on */
export const REFERENCE_START_MS = 1_000;

export function testTimes(speed: EngineSpeed): TestTimes {
  const up = (ms: number) => Math.ceil(ms / 100) * 100;
  const scale = Math.max(1, speed.startMs / REFERENCE_START_MS);
  return {
    speed,
    startupMs: up(Math.max(5_000, 10 * speed.startMs)),
    turnMs: up(Math.max(1_500, 10 * speed.roundTripMs)),
    scale,
    scaled: (ms) => up(ms * scale),
    hostileSeconds: (limitMs) => Math.ceil((3 * limitMs) / 1000) + 1,
  };
}

/**
 * A jest time limit for a Docker test or hook, raised on a slow engine: jest fixes it when the file is
 * collected, before any calibration, so it is `ms` times ARENA_TEST_GUARD_SCALE (default 1; the VM
 * script, scripts/vm/docker-suites.sh, sets it for emulation). Only a guard against a hang: what a
 * test judges is timed by the calibrated limits of testTimes().
 */
export function guardMs(ms: number, env: Readonly<Record<string, string | undefined>> = process.env): number {
  const scale = Number(env.ARENA_TEST_GUARD_SCALE ?? '1');
  return Number.isFinite(scale) && scale > 1 ? Math.ceil(ms * scale) : ms;
}

/** testTimes() of this engine (calibrated once per test file). */
export async function times(): Promise<TestTimes> {
  return testTimes(await engineSpeed());
}

/**
 * Short CLI calls, the engine check and the wait for a created container to be running get a
 * generous guard here: the suites judge time through the calibrated limits above, and a slow engine
 * (an emulated VM, a loaded runner) must not fail on a `docker version`, `create` or `start` that
 * is merely slow (the calibration itself starts containers with these guards).
 */
export const TEST_COMMAND_TIMEOUT_MS = 300_000;

export function newRunner(options: DockerRunnerOptions = {}): DockerRunner {
  return new DockerRunner({
    labels: { 'arena.test': 'docker-runner' },
    cliOptions: { commandTimeoutMs: TEST_COMMAND_TIMEOUT_MS },
    startTimeoutMs: TEST_COMMAND_TIMEOUT_MS,
    ...options,
  });
}

/** The hostile fixture by default; an image id as it is (it may be one the engine does not have); a tag resolved now. */
function launchImage(image: string | undefined): string {
  if (image === undefined) return hostileImageId();
  return image.startsWith('sha256:') ? image : imageId(image);
}

export function hostileLaunch(
  behaviour: string,
  extra: { args?: string[]; env?: Record<string, string>; image?: string; argv?: string[] } = {},
): AgentLaunch {
  return {
    kind: 'docker',
    id: `local/${behaviour}`,
    dir: '/nonexistent',
    image: launchImage(extra.image),
    args: extra.argv ?? ['/hostile/bot', behaviour, ...(extra.args ?? [])],
    env: extra.env ?? {},
  };
}

/** Records every session and, for the agents named in `inspect`, `docker inspect` of its container right after start. */
export class WatchingRunner implements Runner {
  readonly kind: 'process' | 'docker';
  readonly sessions: Array<{ agent: string; session: Session; inspect?: ContainerInspect }> = [];
  constructor(
    readonly inner: Runner,
    private readonly inspect: ReadonlySet<string> = new Set(),
  ) {
    this.kind = inner.kind;
  }
  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    const session = await this.inner.start(agent, options);
    const entry: (typeof this.sessions)[number] = { agent: agent.id, session };
    if (this.inspect.has(agent.id) && this.inner.kind === 'docker') {
      entry.inspect = JSON.parse(docker(['container', 'inspect', '--size', session.id]))[0] as ContainerInspect;
    }
    this.sessions.push(entry);
    return session;
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  /** how each session of `agent` ended (stop() is idempotent and returns the recorded exit) */
  exits(agent: string): Promise<SessionExit[]> {
    return Promise.all(this.sessions.filter((s) => s.agent === agent).map((s) => s.session.stop()));
  }
}

export interface ContainerInspect {
  Name: string;
  AppArmorProfile: string;
  SizeRw?: number;
  LogPath: string;
  Mounts: unknown[];
  Config: {
    Env: string[];
    User: string;
    Hostname: string;
    WorkingDir: string;
    Labels: Record<string, string>;
    Tty: boolean;
    OpenStdin: boolean;
    StopTimeout?: number;
  };
  State: { Running: boolean; StartedAt: string; ExitCode: number; OOMKilled: boolean };
  HostConfig: Record<string, unknown> & {
    LogConfig: { Type: string };
    Tmpfs: Record<string, string>;
    Binds: unknown;
    Ulimits: Array<{ Name: string; Soft: number; Hard: number }> | null;
    PidsLimit: number | null;
    NanoCpus: number;
  };
}

/** The options of the /tmp tmpfs mount, as docker inspect reports them. */
export function tmpOptions(inspect: ContainerInspect): string[] {
  return (inspect.HostConfig.Tmpfs['/tmp'] ?? '').split(',');
}

/** One ulimit of the container, as docker inspect reports it. */
export function ulimit(inspect: ContainerInspect, name: string): { Soft: number; Hard: number } | undefined {
  const u = (inspect.HostConfig.Ulimits ?? []).find((x) => x.Name === name);
  return u ? { Soft: u.Soft, Hard: u.Hard } : undefined;
}

/** A real DockerCli that also records the argv of every `docker` call (e.g. to prove no `create` ran). */
export function recordingCli(hostEnv?: Readonly<Record<string, string | undefined>>): DockerCli & { calls: string[][] } {
  const inner = createDockerCli({ commandTimeoutMs: TEST_COMMAND_TIMEOUT_MS, ...(hostEnv ? { hostEnv } : {}) });
  const calls: string[][] = [];
  return {
    calls,
    env: inner.env,
    commandTimeoutMs: inner.commandTimeoutMs,
    run(args, options) {
      calls.push([...args]);
      return inner.run(args, options);
    },
    attach(args) {
      calls.push([...args]);
      return inner.attach(args);
    },
    dispose() {
      inner.dispose();
    },
  };
}

export function agentOf(launch: AgentLaunch, runner: Runner): MatchAgent {
  return { id: launch.id as AgentId, version: '1.0.0', launch, runner };
}

export interface Played {
  outcome: MatchOutcome;
  failures: Failure[];
  /** stderr of every session of the first agent */
  stderr: string;
  kills: string[];
  /** how the hostile agent's sessions ended (from docker inspect + the kill log) */
  exits: SessionExit[];
  /** docker inspect of the hostile agent's first container, taken right after it started */
  inspect?: ContainerInspect;
}

/** One match: the hostile agent (seat 0 in game 0) against an honest one, both in containers. */
export async function playHostile(
  behaviour: string,
  options: {
    game?: GameName;
    games?: number;
    time?: Partial<TimeControl>;
    limits?: Partial<SessionLimits>;
    args?: string[];
    /** the whole command instead of `/hostile/bot <behaviour> <args…>` */
    argv?: string[];
    env?: Record<string, string>;
    /** the hostile agent's image (default the hostile fixture); an image id is used as it is */
    image?: string;
    runner?: DockerRunner;
    /** options of the runner made for this match (ignored with `runner`) */
    runnerOptions?: DockerRunnerOptions;
    opponent?: AgentLaunch;
  } = {},
): Promise<Played> {
  const kills: string[] = [];
  const runner = options.runner ?? newRunner({ ...options.runnerOptions, onKill: (_c, reason) => kills.push(reason) });
  const launch = hostileLaunch(behaviour, {
    args: options.args,
    ...(options.argv ? { argv: options.argv } : {}),
    env: options.env,
    ...(options.image ? { image: options.image } : {}),
  });
  const recording = new WatchingRunner(runner, new Set([launch.id]));
  try {
    const hostile = agentOf(launch, recording);
    const honest = agentOf(options.opponent ?? { ...hostileLaunch('honest'), id: 'local/opponent' }, recording);
    const t = await times();
    const spec = matchSpec(options.game ?? 'connect-four', [hostile, honest], {
      games: options.games ?? 1,
      time: { startupMs: t.startupMs, turnMs: t.turnMs, bankMs: 0, ...options.time },
      limits: { ...SMALL_LIMITS, ...options.limits },
    });
    const outcome = await runMatch(spec);
    const failures = outcome.games.flatMap((g) => g.failures);
    const stderr = outcome.logs[0]!.sessions.map((s) => s.text).join('\n');
    const exits = await recording.exits(launch.id);
    const inspect = recording.sessions.find((s) => s.agent === launch.id)?.inspect;
    return { outcome, failures, stderr, kills, exits, ...(inspect ? { inspect } : {}) };
  } finally {
    if (!options.runner) await runner.close();
  }
}

/** The `hostile <what> <result>` lines a fixture reported. */
export function reports(stderr: string, what: string): string[] {
  return stderr
    .split('\n')
    .filter((l) => l.startsWith(`hostile ${what} `) || l.startsWith(`probe ${what} `))
    .map((l) => l.replace(/^(hostile|probe) \S+ /, ''));
}

/**
 * The local registry's address (host:port) that scripts/start-registry.sh chose and recorded:
 * 127.0.0.1:5000 unless something else held that port (ARENA_REGISTRY_ADDR forces one).
 */
export function registryAddress(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.ARENA_REGISTRY_ADDR) return env.ARENA_REGISTRY_ADDR;
  const cache = env.ARENA_IMAGE_CACHE ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'arena-images');
  try {
    const recorded = readFileSync(join(cache, 'registry', 'address'), 'utf8').trim();
    if (/^[\w.-]+:\d+$/.test(recorded)) return recorded;
  } catch {
    // not started yet
  }
  return '127.0.0.1:5000';
}
