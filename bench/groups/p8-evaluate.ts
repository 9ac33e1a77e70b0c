// P8 — the PR verdict, end to end with a real engine: `arena evaluate`'s pipeline (runEvaluation,
// in-process, as the CLI runs it) on a test repository where a pull request adds one Docker agent
// (a copy of agents/community/js-starter) and the reference is official/random (a host process),
// stopping as by default. Its wall time against a floor made of the same work done bare:
//   one bare `docker build` of the same folder (the same cache state: both warm),
//   + the same number of containers started bare (the build's smoke test and each match session:
//     `docker run --rm` with DockerRunner's hardening flags, running `true`),
//   + the games' own time ÷ cores (Σ game durationMs from the results: an upper bound on the agents'
//     CPU for those games, since it also holds the transport and the referee).
import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { loadArenaConfig } from '../../src/adapters/discovery.js';
import { runEvaluation } from '../../src/flows/evaluation.js';
import { collectChange } from '../../src/modes/evaluate.js';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { BENCH_LABEL_ARGS, BENCH_LABELS, BENCH_RUN, docker, dockerServerVersion } from '../lib/docker.js';
import { figure, skippedFigure, type Figure } from '../lib/figures.js';
import { benchTempDir, removeTempDir } from '../lib/temp.js';
import { median, relativeIqr } from '../lib/stats.js';
import { bareHardenedRun } from './p2-match-start.js';
import { p8bFigure } from './p8b-stopping.js';
import { dockerTrace, type DockerTrace, type TracedCall } from '../lib/docker-trace.js';

const ARENA_YML = 'games:\n  connect-four: {}\nevaluation:\n  references: [official/random]\n';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'bench@example.invalid',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'bench@example.invalid',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
}

/** A repository: main with the reference, a branch adding the Docker agent. */
function makeRepo(root: string): string {
  const repo = benchTempDir('p8');
  cpSync(join(root, 'agents', 'official', 'random'), join(repo, 'agents', 'official', 'random'), { recursive: true });
  writeFileSync(join(repo, 'arena.yml'), ARENA_YML);
  git(repo, ['init', '-q']);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'the arena']);
  git(repo, ['checkout', '-q', '-b', 'pr']);
  const agent = join(repo, 'agents', 'community', 'bench-p8');
  cpSync(join(root, 'agents', 'community', 'js-starter'), agent, { recursive: true });
  const manifest = join(agent, 'agent.yml');
  writeFileSync(manifest, execFileSync('sed', ['s/^name: .*/name: bench-p8/', manifest], { encoding: 'utf8' }));
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'add bench-p8']);
  return repo;
}

/** What the pipeline did, in order: its log lines and groups and its docker calls, on Date.now's clock. */
interface Timeline {
  t0: number;
  changeEnd: number;
  end: number;
  events: Array<{ t: number; what: string }>;
  calls: TracedCall[];
}

async function evaluateOnce(
  repo: string,
  trace: DockerTrace | undefined,
  out: string,
): Promise<{ ms: number; games: number; gameMs: number; sessions: number; stop: string; timeline: Timeline }> {
  const config = await loadArenaConfig(repo);
  const events: Timeline['events'] = [];
  const note = (what: string) => events.push({ t: Date.now(), what });
  trace?.clear();
  const t0 = performance.now();
  const wall0 = Date.now();
  const change = await collectChange(repo, { kind: 'base', base: 'main' }, config, 'CONTRIBUTOR');
  const changeEnd = Date.now();
  const outcome = await runEvaluation({
    root: repo,
    config,
    change,
    env: trace ? { ...process.env, PATH: trace.path } : process.env,
    dockerLabels: BENCH_LABELS,
    out,
    log: {
      line: note,
      group: async (name, fn) => {
        note(`group ${name}`);
        try {
          return await fn();
        } finally {
          note(`end ${name}`);
        }
      },
    },
  });
  const ms = performance.now() - t0;
  const timeline: Timeline = { t0: wall0, changeEnd, end: Date.now(), events, calls: trace?.calls() ?? [] };
  const matches = outcome.results.matches;
  if (outcome.results.verdict.conclusion !== 'success') throw new Error(`P8: evaluation ${outcome.results.verdict.reasons.join('; ')}`);
  return {
    ms,
    games: matches.reduce((n, m) => n + m.games.length, 0),
    gameMs: matches.reduce((n, m) => n + m.games.reduce((x, g) => x + (g.durationMs ?? 0), 0), 0),
    sessions: matches.length, // one session per match for an agent that never fails
    stop: outcome.results.evaluation?.pairings.map((p) => `${p.stop} after ${p.pairs} pairs`).join(', ') ?? '',
    timeline,
  };
}

/** The phases of one evaluation (ms) and the docker calls that began in each (kind → count, Σ ms). */
export interface Phase {
  name: string;
  ms: number;
  calls: Map<string, { n: number; ms: number }>;
}

function phases(tl: Timeline, gameMs: number): Phase[] {
  const at = (pred: (w: string) => boolean, from = 0): number => {
    const e = tl.events.find((x) => x.t >= from && pred(x.what));
    if (!e)
      throw new Error(
        `P8: the pipeline's log has no line the breakdown expects (after ${from - tl.t0} ms): ${tl.events.map((x) => `${x.t - tl.t0} ${x.what}`).join(' | ')}`,
      );
    return e.t;
  };
  const changed = at((w) => w.startsWith('changed:'));
  const building = at((w) => w.startsWith('building '), changed);
  const buildCall = tl.calls.find((c) => c.what === 'build' && c.start >= building);
  const built = buildCall?.end ?? building;
  const imageReady = at((w) => / ready$/.test(w) && w.includes(': image '), built);
  const agentGroup = tl.events.find((x) => x.t >= changed && x.what.startsWith('group '))!.what.slice(6);
  const agentEnd = at((w) => w === `end ${agentGroup}`, imageReady);
  const pairingGroup = tl.events.find((x) => x.t >= agentEnd && x.what.startsWith('group '))!;
  const pairing = pairingGroup.t;
  const gameLines = tl.events.filter((e) => e.t >= pairing && /^game \d+\//.test(e.what));
  const pairingEnd = at((w) => w === `end ${pairingGroup.what.slice(6)}`, pairing);
  const bounds: Array<[string, number, number]> = [
    ['the change: git diff, merge base, base manifest, author (collectChange)', tl.t0, tl.changeEnd],
    ['discovery (tree hashes), manifests, gates, plan', tl.changeEnd, changed],
    ['engine checks (version, info), stale-container sweeps', changed, building],
    ...((buildCall
      ? [
          ['image build (docker build + its checks)', building, built],
          ['smoke test (a container started until ready, stopped)', built, imageReady],
        ]
      : [['image build + smoke test', building, imageReady]]) as Array<[string, number, number]>),
    ['reference preparation (a host process: none)', imageReady, pairing],
    ['match: sessions started, first game', pairing, gameLines[0]?.t ?? pairingEnd],
    ['match: the other games', gameLines[0]?.t ?? pairingEnd, gameLines.at(-1)?.t ?? pairingEnd],
    ['match: sessions stopped, replays written', gameLines.at(-1)?.t ?? pairingEnd, pairingEnd],
    ['runners closed, results and summary written', pairingEnd, tl.end],
  ];
  const out = bounds.map(([name, from, to]) => {
    const calls = new Map<string, { n: number; ms: number }>();
    for (const c of tl.calls.filter((x) => x.start >= from && x.start < to)) {
      const k = calls.get(c.what) ?? { n: 0, ms: 0 };
      k.n += 1;
      k.ms += c.end - c.start;
      calls.set(c.what, k);
    }
    return { name, ms: to - from, calls };
  });
  out.push({ name: 'Σ game durationMs (referee clock)', ms: gameMs, calls: new Map() });
  return out;
}

/** Medians per phase over rounds, with the docker calls of the median round. */
function describePhases(rounds: Phase[][]): string {
  return rounds[0]!
    .map((p, i) => {
      const ms = Math.round(median(rounds.map((r) => r[i]!.ms)));
      const calls = [...p.calls].map(([k, v]) => `${v.n}× ${k} ${Math.round(v.ms / v.n)} ms`).join(', ');
      return `${p.name} ${ms} ms${calls ? ` [${calls}]` : ''}`;
    })
    .join('; ');
}

async function floorOnce(
  root: string,
  repo: string,
  sessions: number,
  gameMs: number,
): Promise<{ ms: number; buildMs: number; runMs: number }> {
  const folder = join(repo, 'agents', 'community', 'bench-p8');
  const t0 = performance.now();
  const build = await docker(['build', '-q', '--pull=false', '--network', 'none', ...BENCH_LABEL_ARGS, folder], 600_000);
  if (build.code !== 0) throw new Error(`P8: bare docker build failed: ${build.stderr.trim()}`);
  const buildMs = performance.now() - t0;
  const image = build.stdout.trim();
  const t1 = performance.now();
  for (let i = 0; i < 1 + sessions; i++) {
    const r = await docker(bareHardenedRun(root, image), 60_000);
    if (r.code !== 0) throw new Error(`P8: bare docker run failed: ${r.stderr.trim()}`);
  }
  const runMs = performance.now() - t1;
  return { ms: buildMs + runMs + gameMs / os.availableParallelism(), buildMs, runMs };
}

async function removeBenchImages(): Promise<void> {
  const listed = await docker(['images', '--quiet', '--filter', `label=arena.bench.run=${BENCH_RUN}`], 30_000);
  const ids = [
    ...new Set(
      listed.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > 0) await docker(['image', 'rm', '--force', ...ids], 120_000);
}

async function prVerdict(ctx: BenchContext): Promise<Figure> {
  const title = '`arena evaluate` of one changed Docker agent against the references (stopping on)';
  const floorLabel = 'bare `docker build` of the folder + the same containers started bare + the games’ time ÷ cores';
  const target = { op: '<=', limit: 1.3 } as const;
  if (!(await dockerServerVersion()))
    return skippedFigure('P8-evaluate', 'P8', title, 'ms', target, floorLabel, 'no Docker engine answers');
  const repo = makeRepo(ctx.root);
  const scratch = benchTempDir('p8-trace');
  const trace = dockerTrace(scratch);
  const breakdown: Phase[][] = [];
  const traced: Phase[][] = [];
  const rounds = ctx.quick ? 2 : 4;
  const engine: number[] = [];
  const floor: number[] = [];
  const parts = { build: [] as number[], runs: [] as number[], games: [] as number[], gameMs: [] as number[] };
  let stop = '';
  try {
    for (let i = -1; i < rounds; i++) {
      const e = await evaluateOnce(repo, undefined, join(scratch, `out-${i + 1}`));
      const f = await floorOnce(ctx.root, repo, e.sessions, e.gameMs);
      if (i < 0) continue; // warm-up: both builds fill the layer cache
      engine.push(e.ms);
      floor.push(f.ms);
      parts.build.push(f.buildMs);
      parts.runs.push(f.runMs);
      parts.games.push(e.games);
      parts.gameMs.push(e.gameMs);
      stop = e.stop;
      breakdown.push(phases(e.timeline, e.gameMs));
    }
    // where the time goes: the same evaluation with every docker call traced (a bash process more
    // per call, so these rounds are not part of the figure), after the measured rounds
    for (let i = 0; i < (ctx.quick ? 1 : 2); i++) {
      const e = await evaluateOnce(repo, trace, join(scratch, `traced-${i}`));
      traced.push(phases(e.timeline, e.gameMs));
    }
  } finally {
    removeTempDir(repo);
    removeTempDir(scratch);
    await removeBenchImages().catch(() => undefined);
  }
  const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
  return figure({
    id: 'P8-evaluate',
    group: 'P8',
    title,
    value: median(engine),
    unit: 'ms',
    floor: median(floor),
    floorLabel,
    target,
    detail:
      `${rounds} rounds per side, alternating, layer cache warm for both; IQR/median ${Math.round(relativeIqr(engine) * 100)} % (engine), ${Math.round(relativeIqr(floor) * 100)} % (floor). ` +
      `Floor parts (medians): bare build ${ms(parts.build)}, bare hardened runs ${ms(parts.runs)}, games ${median(parts.games)} (Σ ${ms(parts.gameMs)} ÷ ${os.availableParallelism()} cores); ${stop}. ` +
      `Engine phases (medians of the measured rounds): ${describePhases(breakdown)}. ` +
      `Docker calls per phase (${traced.length} more round(s) through a tracing docker, each call + ~3 ms): ${describePhases(traced)}`,
  });
}

export const p8: BenchGroup = {
  id: 'P8',
  title: 'the PR verdict',
  async run(ctx) {
    ctx.log('P8: arena evaluate of one Docker agent vs its bare floor; statistical stopping vs fixed schedules');
    return [await prVerdict(ctx), await p8bFigure(ctx)];
  },
};
