// P2 — match start. How long until both seats of a Docker match are ready (what the referee does
// before the first game: DockerRunner.start for both seats at once — image inspect, hardened
// `docker create`, `docker start -a -i`, wait until running — then `start` → `ready`), against one
// bare `docker run` with the same hardening flags running `true` in the same image.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { buildCreateArgs, DockerRunner } from '../../src/adapters/docker-runner.js';
import { defaultConfig } from '../../src/core/config.js';
import { sessionLimitsFor } from '../../src/core/match/plan.js';
import { startMessage } from '../../src/core/protocol/messages.js';
import type { AgentLaunch, Session } from '../../src/core/runner.js';
import { ECHO_AGENT } from '../lib/agents.js';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { TimedDockerCli } from '../lib/timed-docker-cli.js';
import { BENCH_LABELS, benchContainerName, docker, dockerServerVersion, localImageId } from '../lib/docker.js';
import { figure, skippedFigure, type Figure } from '../lib/figures.js';
import { alternate, median, relativeIqr } from '../lib/stats.js';
import { ECHO_IMAGE, sessionOptions } from './p1-round-trip.js';

interface SeatsReady {
  ms: number;
  t0: number;
  /** per seat: when start() resolved (the container runs) and when `ready` arrived */
  running: number[];
  ready: number[];
  stop: () => Promise<unknown>;
}

/** Both seats started at once and answered `ready`: ms from the first start() call. */
async function seatsReady(runner: DockerRunner, launch: AgentLaunch): Promise<SeatsReady> {
  const matchId = `bench-p2-${randomUUID().slice(0, 8)}`;
  const sessions: Session[] = [];
  const running: number[] = [];
  const ready: number[] = [];
  const t0 = performance.now();
  try {
    await Promise.all(
      [0, 1].map(async (seat) => {
        const session = await runner.start(launch, sessionOptions(matchId, seat));
        running[seat] = performance.now();
        sessions.push(session);
        const deadline = performance.now() + 30_000;
        const start = startMessage({
          game: 'connect-four',
          gameId: 'game-0',
          seat,
          players: 2,
          seed: 1,
          config: {},
          time: { turnMs: 1000, bankMs: 10_000 },
        });
        if ((await session.send(start, deadline)) !== 'ok') throw new Error('start could not be sent');
        const line = await session.receive(deadline);
        if (line.kind !== 'line' || !line.line.includes('ready')) throw new Error(`no ready: ${JSON.stringify(line)}`);
        ready[seat] = performance.now();
      }),
    );
  } catch (error) {
    await Promise.all(sessions.map((s) => s.stop()));
    throw error;
  }
  const ms = performance.now() - t0;
  return { ms, t0, running, ready, stop: () => Promise.all(sessions.map((s) => s.stop())) };
}

/** The floor's argv: `docker run --rm` + exactly the flags DockerRunner creates with, running `true`. */
export function bareHardenedRun(root: string, image: string): string[] {
  const create = buildCreateArgs({
    name: benchContainerName(),
    image,
    args: ['true'],
    workdir: '/',
    env: {},
    limits: sessionLimitsFor(defaultConfig(), 'connect-four'),
    labels: BENCH_LABELS,
    seccompProfile: join(root, 'docker', 'seccomp.json'),
  });
  if (create[0] !== 'create' || create[1] !== '--interactive')
    throw new Error(`unexpected docker create argv: ${create.slice(0, 2).join(' ')}`);
  return ['run', '--rm', ...create.slice(2)];
}

async function matchStart(ctx: BenchContext): Promise<Figure> {
  const title = 'Docker match start: both seats ready (DockerRunner, echo agent)';
  const floorLabel = `one bare hardened \`docker run --rm … ${ECHO_IMAGE} true\``;
  const target = { op: '<=', limit: 1.2 } as const;
  if (!(await dockerServerVersion()))
    return skippedFigure('P2-match-start', 'P2', title, 'ms', target, floorLabel, 'no Docker engine answers (npm run setup)');
  const image = await localImageId(ECHO_IMAGE);
  if (!image)
    return skippedFigure('P2-match-start', 'P2', title, 'ms', target, floorLabel, `image ${ECHO_IMAGE} is missing (npm run setup)`);
  const cli = new TimedDockerCli();
  // sweep: false — the bench removes only its own containers (by label), never other runs' orphans
  const runner = new DockerRunner({ cli, labels: BENCH_LABELS, sweep: false, seccompProfile: join(ctx.root, 'docker', 'seccomp.json') });
  const launch: AgentLaunch = { kind: 'docker', id: 'bench/echo', dir: ctx.root, image, args: ['node', '-e', ECHO_AGENT], env: {} };
  const rounds = ctx.quick ? 3 : 9;
  const engine: number[] = [];
  const floor: number[] = [];
  /** context, not the floor: two bare hardened runs at once (a match starts two containers) */
  const pairFloor: number[] = [];
  const parts = {
    imageInspect: [] as number[],
    create: [] as number[],
    untilRunning: [] as number[],
    inspects: [] as number[],
    untilReady: [] as number[],
  };
  try {
    for (let i = -1; i < rounds; i++) {
      const bareRun = async () => {
        const r = await docker(bareHardenedRun(ctx.root, image), 60_000);
        if (r.code !== 0) throw new Error(`bare docker run failed: ${r.stderr.trim()}`);
      };
      const runFloor = async () => {
        const t0 = performance.now();
        await bareRun();
        const ms = performance.now() - t0;
        const t1 = performance.now();
        await Promise.all([bareRun(), bareRun()]);
        if (i >= 0) pairFloor.push(performance.now() - t1);
        return ms;
      };
      let last: SeatsReady | undefined;
      const runEngine = async () => {
        last = await seatsReady(runner, launch);
        await last.stop(); // not timed
        return last.ms;
      };
      const [e, f] = await alternate(i, runEngine, runFloor);
      if (i < 0 || !last) continue; // warm-up: the runner's first start also checks the engine and sweeps
      engine.push(e);
      floor.push(f);
      // where the time went (per seat, both seats in parallel): from the docker calls the runner made
      const calls = cli.between(last.t0, Math.max(...last.ready));
      const durations = (what: string) => calls.filter((c) => c.what === what).map((c) => c.end - c.start);
      // the runner caches the image lookup, so later starts make no `image inspect` call at all
      parts.imageInspect.push(durations('image inspect').length ? median(durations('image inspect')) : 0);
      parts.create.push(median(durations('create')));
      parts.inspects.push(durations('container inspect').length / 2);
      parts.untilRunning.push(median(last.running.map((t) => t - last!.t0)));
      parts.untilReady.push(median(last.ready.map((t, seat) => t - last!.running[seat]!)));
    }
  } finally {
    await runner.close();
    cli.dispose();
  }
  const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
  return figure({
    id: 'P2-match-start',
    group: 'P2',
    title,
    value: median(engine),
    unit: 'ms',
    floor: median(floor),
    floorLabel,
    target,
    detail:
      `${rounds} rounds per side, interleaved; IQR/median ${Math.round(relativeIqr(engine) * 100)} % (engine), ${Math.round(relativeIqr(floor) * 100)} % (floor). ` +
      `Per seat (medians, both seats at once): docker image inspect ${ms(parts.imageInspect)}, docker create ${ms(parts.create)}, ` +
      `start() resolved (running) after ${ms(parts.untilRunning)} with ${median(parts.inspects)} docker inspect polls, ` +
      `then node booting in the container + start → ready ${ms(parts.untilReady)}. ` +
      `For context, two bare hardened runs at once (as a match starts two containers): ${ms(pairFloor)} (${(median(engine) / median(pairFloor)).toFixed(2)}×)`,
  });
}

export const p2: BenchGroup = {
  id: 'P2',
  title: 'match start',
  async run(ctx) {
    ctx.log('P2: both Docker seats ready vs a bare hardened docker run');
    return [await matchStart(ctx)];
  },
};
