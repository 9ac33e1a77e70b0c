// P1 — per-turn round trip. The runners' cost per message exchanged with an agent, against the same
// exchange done by hand over the same kind of pipe:
// - DockerRunner session (send + receive) vs a bare `docker run -i` of the same image and program;
// - ProcessRunner session vs a bare `child_process.spawn` of the same node program;
// - the referee's own CPU per connect-four turn (runMatch + ProcessRunner in this process) vs the
//   bare process round trip.
// Both sides of a pair are alive at once and sampled alternately, one message at a time.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { ProcessRunner } from '../../src/adapters/process-runner.js';
import { DockerRunner } from '../../src/adapters/docker-runner.js';
import { defaultConfig } from '../../src/core/config.js';
import { getGame } from '../../src/core/games/registry.js';
import { matchSettings, sessionLimitsFor } from '../../src/core/match/plan.js';
import { runMatch, type MatchSpec } from '../../src/core/match/run-match.js';
import { turnMessage } from '../../src/core/protocol/messages.js';
import type { AgentId, JsonValue } from '../../src/core/results.js';
import type { AgentLaunch, Runner, Session, SessionOptions } from '../../src/core/runner.js';
import { ECHO_AGENT } from '../lib/agents.js';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { BENCH_LABEL_ARGS, BENCH_LABELS, benchContainerName, dockerAttached, dockerServerVersion, localImageId } from '../lib/docker.js';
import { figure, skippedFigure, type Figure } from '../lib/figures.js';
import { LineReader } from '../lib/lines.js';
import { alternate, median, relativeIqr } from '../lib/stats.js';
import { MeteredRunner } from '../lib/metered-runner.js';
import { benchTempDir, removeTempDir } from '../lib/temp.js';

export const ECHO_IMAGE = 'node:22-slim';

/** A mid-game connect-four turn, as the referee sends it (about 300 bytes). */
function sampleTurn(turn: number): JsonValue {
  const game = getGame('connect-four');
  let state = game.setup(7, 2, {});
  for (const column of [3, 3, 2, 4, 4, 2, 5, 1, 0, 6]) {
    state = game.apply(state, new Map([[game.toMove(state)[0]!, column]]));
  }
  const observation = game.observe(state, game.toMove(state)[0]!);
  return turnMessage('game-0', turn, observation, { turnMs: 1000, bankMs: 10_000 }) as unknown as JsonValue;
}

export function sessionOptions(matchId: string, seat = 0): SessionOptions {
  return { matchId, seat, limits: sessionLimitsFor(defaultConfig(), 'connect-four'), deadlineEpochMs: Date.now() + 15 * 60_000 };
}

/** One send + receive through a runner's Session, in ms. */
async function sessionRoundTrip(session: Session, message: JsonValue): Promise<number> {
  const t0 = performance.now();
  const sent = await session.send(message, t0 + 10_000);
  if (sent !== 'ok') throw new Error(`send: ${sent}`);
  const got = await session.receive(t0 + 10_000);
  if (got.kind !== 'line') throw new Error(`receive: ${got.kind}`);
  return performance.now() - t0;
}

/** The bare floor: write the same bytes to a child's stdin, wait for one line back, in ms. */
class BareEcho {
  readonly reader: LineReader;
  constructor(readonly child: ChildProcessWithoutNullStreams) {
    this.reader = new LineReader(child.stdout);
    child.stderr.resume();
  }
  async roundTrip(text: string): Promise<number> {
    const t0 = performance.now();
    this.child.stdin.write(text);
    await this.reader.next();
    return performance.now() - t0;
  }
  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) resolve();
      else this.child.once('exit', () => resolve());
    });
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

interface PairResult {
  engine: number[];
  floor: number[];
  /** this process's CPU µs per round trip, each side */
  engineCpu: number;
  floorCpu: number;
}

async function samplePair(
  rounds: number,
  warmup: number,
  engine: () => Promise<number>,
  floor: () => Promise<number>,
): Promise<PairResult> {
  const out: PairResult = { engine: [], floor: [], engineCpu: 0, floorCpu: 0 };
  const cpu = { engine: 0, floor: 0 };
  const metered = (side: 'engine' | 'floor', fn: () => Promise<number>) => async () => {
    const before = process.cpuUsage();
    const ms = await fn();
    const d = process.cpuUsage(before);
    cpu[side] += d.user + d.system;
    return ms;
  };
  for (let i = 0; i < warmup + rounds; i++) {
    if (i === warmup) cpu.engine = cpu.floor = 0;
    const [e, f] = await alternate(i, metered('engine', engine), metered('floor', floor));
    if (i < warmup) continue;
    out.engine.push(e);
    out.floor.push(f);
  }
  out.engineCpu = cpu.engine / rounds;
  out.floorCpu = cpu.floor / rounds;
  return out;
}

function spreadText(p: PairResult): string {
  return (
    `${p.engine.length} samples per side, interleaved; IQR/median ${Math.round(relativeIqr(p.engine) * 100)} % (engine), ${Math.round(relativeIqr(p.floor) * 100)} % (floor); ` +
    `this process's CPU per round trip: ${Math.round(p.engineCpu)} µs (runner) vs ${Math.round(p.floorCpu)} µs (bare)`
  );
}

async function processRoundTrip(ctx: BenchContext): Promise<{ figure: Figure; bareCpuMicros: number }> {
  const dir = benchTempDir('p1');
  const runner = new ProcessRunner();
  const launch: AgentLaunch = { kind: 'command', id: 'bench/echo', dir, argv: [process.execPath, '-e', ECHO_AGENT], env: {} };
  const session = await runner.start(launch, sessionOptions('bench-p1-process'));
  const bare = new BareEcho(spawn(process.execPath, ['-e', ECHO_AGENT], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] }));
  try {
    const message = sampleTurn(11);
    const text = `${JSON.stringify(message)}\n`;
    const rounds = ctx.quick ? 300 : 3000;
    const p = await samplePair(
      rounds,
      300,
      () => sessionRoundTrip(session, message),
      () => bare.roundTrip(text),
    );
    const value = median(p.engine) * 1000;
    const floor = median(p.floor) * 1000;
    return {
      bareCpuMicros: p.floorCpu,
      figure: figure({
        id: 'P1-process-rtt',
        group: 'P1',
        title: 'ProcessRunner round trip per turn (echo agent)',
        value,
        unit: 'µs',
        floor,
        floorLabel: 'bare node child process echo (spawn + pipes)',
        target: { op: '<=', limit: 1.5 },
        detail: spreadText(p),
      }),
    };
  } finally {
    await Promise.all([session.stop(), bare.close()]);
    await runner.close();
    removeTempDir(dir);
  }
}

async function dockerRoundTrip(ctx: BenchContext): Promise<Figure> {
  const title = 'DockerRunner round trip per turn (echo agent)';
  const floorLabel = `bare \`docker run -i\` echo container (${ECHO_IMAGE})`;
  const target = { op: '<=', limit: 1.2 } as const;
  if (!(await dockerServerVersion()))
    return skippedFigure('P1-docker-rtt', 'P1', title, 'µs', target, floorLabel, 'no Docker engine answers (npm run setup)');
  const image = await localImageId(ECHO_IMAGE);
  if (!image)
    return skippedFigure('P1-docker-rtt', 'P1', title, 'µs', target, floorLabel, `image ${ECHO_IMAGE} is missing (npm run setup)`);
  // sweep: false — the bench removes only its own containers (by label), never other runs' orphans
  const runner = new DockerRunner({ labels: BENCH_LABELS, sweep: false, seccompProfile: join(ctx.root, 'docker', 'seccomp.json') });
  const launch: AgentLaunch = { kind: 'docker', id: 'bench/echo', dir: ctx.root, image, args: ['node', '-e', ECHO_AGENT], env: {} };
  let session: Session | undefined;
  let bare: BareEcho | undefined;
  try {
    session = await runner.start(launch, sessionOptions('bench-p1-docker'));
    bare = new BareEcho(
      dockerAttached([
        'run',
        '--interactive',
        '--rm',
        ...BENCH_LABEL_ARGS,
        '--name',
        benchContainerName(),
        image,
        'node',
        '-e',
        ECHO_AGENT,
      ]),
    );
    const message = sampleTurn(11);
    const text = `${JSON.stringify(message)}\n`;
    const rounds = ctx.quick ? 100 : 800;
    const s = session;
    const b = bare;
    const p = await samplePair(
      rounds,
      50,
      () => sessionRoundTrip(s, message),
      () => b.roundTrip(text),
    );
    return figure({
      id: 'P1-docker-rtt',
      group: 'P1',
      title,
      value: median(p.engine) * 1000,
      unit: 'µs',
      floor: median(p.floor) * 1000,
      floorLabel,
      target,
      detail: spreadText(p),
    });
  } finally {
    await Promise.all([session?.stop(), bare?.close()]);
    await runner.close();
  }
}

/**
 * The referee's own CPU per connect-four turn: this process's CPU while runMatch plays official
 * random vs random over ProcessRunner (agents' CPU is theirs, not counted), per turn played.
 * Session start and stop (spawn, the marker sweep over /proc) are per match, not per turn: they are
 * measured separately and left out of the per-turn figure (the detail gives both).
 */
async function refereeCpu(ctx: BenchContext, bareFloorMs: () => Promise<number>, bareCpuMicros: number): Promise<Figure> {
  const config = defaultConfig();
  const settings = matchSettings(config, 'connect-four');
  const random = join(ctx.root, 'agents', 'official', 'random');
  const reps = ctx.quick ? 2 : 5;
  const games = ctx.quick ? 20 : 60;
  const perTurn: number[] = [];
  const withSessions: number[] = [];
  const floors: number[] = [];
  let turns = 0;
  for (let rep = 0; rep <= reps; rep++) {
    const runner = new MeteredRunner(new ProcessRunner());
    const agent = (name: string) => ({
      id: `official/${name}` as AgentId,
      version: '1.0.0',
      runner: runner as Runner,
      launch: { kind: 'command', id: `official/random`, dir: random, argv: ['node', 'agent.mjs'], env: {} } as AgentLaunch,
    });
    const spec: MatchSpec = {
      game: 'connect-four',
      gameConfig: settings.gameConfig,
      agents: [agent('random'), agent('random-2')],
      games,
      seed: 1000 + rep,
      pairedSeats: true,
      time: settings.time,
      limits: settings.limits,
    };
    const before = process.cpuUsage();
    const outcome = await runMatch(spec);
    const cpu = process.cpuUsage(before);
    await runner.close();
    const total = cpu.user + cpu.system;
    turns = outcome.games.reduce((s, g) => s + g.turns, 0);
    if (outcome.games.length !== games) throw new Error(`referee CPU: only ${outcome.games.length} of ${games} games were played`);
    const floor = await bareFloorMs();
    if (rep === 0) continue; // warm-up (JIT)
    perTurn.push((total - runner.sessionCpuMicros) / turns);
    withSessions.push(total / turns);
    floors.push(floor * 1000);
  }
  // Information only (the target is retired): at tens of µs a turn it is far below any turn budget.
  const cpu = figure({
    id: 'P1-referee-cpu',
    group: 'P1',
    title: "Referee's own CPU per connect-four turn (runMatch + ProcessRunner)",
    value: median(perTurn),
    unit: 'µs',
    floor: median(floors),
    floorLabel: 'bare node child process echo round trip (wall)',
    target: { op: '<=', limit: 0.5 },
    detail:
      `${reps} matches of ${games} games (official random vs random, ~${turns} turns each), interleaved with ${reps} floor measurements; ` +
      `with session start/stop (spawn, /proc marker sweep) amortised: ${Math.round(median(withSessions))} µs per turn. ` +
      `For scale: the bare driver's own CPU per round trip (one pipe write, one read, nothing else) is ${Math.round(bareCpuMicros)} µs (P1-process-rtt)`,
  });
  return { ...cpu, met: null, target: '— (information: far below any turn budget)' };
}

/** A fresh bare-process floor (median of 500 round trips), for interleaving with longer measurements. */
async function bareProcessFloor(): Promise<number> {
  const dir = benchTempDir('p1');
  const bare = new BareEcho(spawn(process.execPath, ['-e', ECHO_AGENT], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] }));
  try {
    const text = `${JSON.stringify(sampleTurn(11))}\n`;
    const samples: number[] = [];
    for (let i = 0; i < 600; i++) {
      const ms = await bare.roundTrip(text);
      if (i >= 100) samples.push(ms);
    }
    return median(samples);
  } finally {
    await bare.close();
    removeTempDir(dir);
  }
}

export const p1: BenchGroup = {
  id: 'P1',
  title: 'per-turn round trip',
  async run(ctx) {
    ctx.log('P1: ProcessRunner vs bare child process');
    const proc = await processRoundTrip(ctx);
    ctx.log('P1: referee CPU per connect-four turn');
    const referee = await refereeCpu(ctx, bareProcessFloor, proc.bareCpuMicros);
    ctx.log('P1: DockerRunner vs bare docker run -i');
    const dockerFigure = await dockerRoundTrip(ctx);
    return [dockerFigure, proc.figure, referee];
  },
};
