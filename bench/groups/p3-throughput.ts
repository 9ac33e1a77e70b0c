// P3 — throughput. A 100-game connect-four match played by runMatch over ProcessRunner (each agent
// its own process, JSON lines over pipes, every rule and clock check) against the same agents' code
// played in this process through the pure game module (each agent's own line handler fed the same
// protocol lines: no pipes, no referee). Games per second, engine ÷ floor.
//
// Interleaved game by game: after each game of the process match (runMatch's onGame hook), the same
// game (seed, seat order) is played in memory, so both sides see the same moment's machine load.
// A process match wakes a process twice per turn; on a busy shared machine each wake-up can wait
// milliseconds for a CPU that other work holds, which the in-memory side never does. So both sides
// are judged less the time their own processes waited for a CPU (schedstat; ~0 on a quiet machine);
// the uncorrected figures are in the detail.
// Both sides start with cold code (fresh processes; a fresh compilation of the agent's source per
// seat) and both must produce the same ranks for every game, or the figure is refused.
//
// The main figure plays official/minimax against itself (a depth-5 search: what real matches spend
// their time on). An informational figure plays official/random against itself: the agents do almost
// nothing, so it shows the per-turn transport cost alone.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ProcessRunner } from '../../src/adapters/process-runner.js';
import { defaultConfig } from '../../src/core/config.js';
import { getGame } from '../../src/core/games/registry.js';
import { matchSettings } from '../../src/core/match/plan.js';
import { runMatch, type MatchSpec, type PlayedGame } from '../../src/core/match/run-match.js';
import { endMessage, startMessage, turnMessage } from '../../src/core/protocol/messages.js';
import type { AgentId, JsonValue } from '../../src/core/results.js';
import { loadOfficialAgent, type InMemoryAgent } from '../lib/agents.js';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { figure, type Figure } from '../lib/figures.js';
import { childrenOf, schedTimes, type SchedTimes } from '../lib/sched.js';
import { median } from '../lib/stats.js';

const SEED = 20_250_101;
const TIME = { turnMs: 1000, bankMs: 10_000 };

/** One game in memory, exactly as the referee plays it (seed, seat order, messages); its ranks. */
function playInMemory(agents: readonly InMemoryAgent[], played: PlayedGame, gameConfig: Record<string, JsonValue>): string {
  const game = getGame('connect-four');
  const gameId = played.gameId;
  const seats = played.order.map((i) => agents[i]!);
  seats.forEach((agent, seat) => {
    const start = startMessage({ game: 'connect-four', gameId, seat, players: 2, seed: played.seed, config: gameConfig, time: TIME });
    const [ready] = agent.send(JSON.stringify(start));
    if (ready !== '{"type":"ready"}') throw new Error(`in-memory agent: expected ready, got ${ready}`);
  });
  let state = game.setup(played.seed, 2, gameConfig);
  let turn = 0;
  for (;;) {
    const result = game.result(state);
    if (result) {
      for (const agent of seats) agent.send(JSON.stringify(endMessage(gameId, result.ranks, result.reason)));
      return result.ranks.join(',');
    }
    turn++;
    const seat = game.toMove(state)[0]!;
    const observation = game.observe(state, seat);
    const [line] = seats[seat]!.send(JSON.stringify(turnMessage(gameId, turn, observation, TIME)));
    const action = (JSON.parse(line!) as { action: unknown }).action;
    const valid = game.validate(state, seat, action);
    if (!valid.ok) throw new Error(`in-memory agent played an illegal move: ${valid.reason}`);
    state = game.apply(state, new Map([[seat, valid.action]]));
  }
}

interface RoundResult {
  /** wall ms of the process match, the in-memory games taken out */
  engineMs: number;
  floorMs: number;
  /** ms the referee (this process) and the agents waited for a CPU during the process games */
  engineWaitMs: number;
  /** ms this process waited for a CPU during the in-memory games */
  floorWaitMs: number;
  /** ms on a CPU: referee + agents (process games), this process (in-memory games) */
  engineRunMs: number;
  floorRunMs: number;
  /** of engineRunMs: this process (referee + ProcessRunner) */
  refereeRunMs: number;
}

async function playRound(root: string, agent: string, games: number, seed: number): Promise<RoundResult> {
  const settings = matchSettings(defaultConfig(), 'connect-four');
  const gameConfig = settings.gameConfig as Record<string, JsonValue>;
  const file = join(root, 'agents', 'official', agent, 'agent.mjs');
  // a fresh compilation per seat (a unique source suffix defeats V8's compilation cache): cold code,
  // as in a fresh agent process
  const inMemory = [0, 1].map(() => loadOfficialAgent(file, randomUUID())());
  const runner = new ProcessRunner();
  const dir = join(root, 'agents', 'official', agent);
  const seat = (suffix: string) => ({
    id: `official/${agent}${suffix}` as AgentId,
    version: '1.0.0',
    runner,
    launch: { kind: 'command' as const, id: `official/${agent}`, dir, argv: ['node', 'agent.mjs'], env: {} },
  });
  const spec: MatchSpec = {
    game: 'connect-four',
    gameConfig,
    agents: [seat(''), seat('-2')],
    games,
    seed,
    pairedSeats: true,
    time: settings.time,
    limits: settings.limits,
  };
  let floorMs = 0;
  let mismatch: string | undefined;
  // run-queue waits (contention), per side: the process games' (this process + the agents) and the
  // in-memory games' (this process alone)
  const waits = { engine: 0, floor: 0, engineRun: 0, floorRun: 0, refereeRun: 0 };
  let agents: number[] | undefined;
  // This process's time on a CPU comes from the thread's own clock: /proc/self/schedstat lags by up
  // to a scheduler tick for a running task, which would move in-memory CPU into the next process game.
  const threadCpuMs = (): number | undefined => {
    const usage = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage?.();
    return usage ? (usage.user + usage.system) / 1000 : undefined;
  };
  const selfTimes = (): SchedTimes | undefined => {
    const sched = schedTimes('self');
    const run = threadCpuMs();
    return sched && run !== undefined ? { ...sched, runMs: run } : sched;
  };
  const lastSeen = new Map<number | 'self', SchedTimes>([['self', selfTimes() ?? { runMs: 0, waitMs: 0 }]]);
  const advance = (pids: ReadonlyArray<number | 'self'>): { run: number; wait: number } => {
    let run = 0;
    let wait = 0;
    for (const pid of pids) {
      const now = pid === 'self' ? selfTimes() : schedTimes(pid);
      if (!now) continue;
      const before = lastSeen.get(pid) ?? { runMs: 0, waitMs: 0 }; // a new agent started from zero
      run += now.runMs - before.runMs;
      wait += now.waitMs - before.waitMs;
      lastSeen.set(pid, now);
    }
    return { run, wait };
  };
  const t0 = performance.now();
  try {
    const outcome = await runMatch(spec, {
      onGame(played) {
        // the agents are this process's children while the match runs (sessions last the match)
        agents ??= childrenOf(process.pid);
        const referee = advance(['self']);
        const engine = advance(agents);
        waits.engine += referee.wait + engine.wait;
        waits.engineRun += referee.run + engine.run;
        waits.refereeRun += referee.run;
        const f0 = performance.now();
        const ranks = playInMemory(inMemory, played, gameConfig);
        floorMs += performance.now() - f0;
        const floor = advance(['self']);
        waits.floor += floor.wait;
        waits.floorRun += floor.run;
        if (ranks !== played.ranks.join(',')) mismatch ??= `game ${played.index}: process ${played.ranks.join(',')}, in memory ${ranks}`;
      },
    });
    const engineMs = performance.now() - t0 - floorMs;
    const failures = outcome.games.flatMap((g) => g.failures);
    if (outcome.games.length !== games || failures.length > 0) {
      throw new Error(
        `the process match did not play cleanly: ${outcome.games.length}/${games} games, failures ${JSON.stringify(failures.slice(0, 2))}`,
      );
    }
    if (mismatch) throw new Error(`P3 ${agent}: the process match and the in-memory floor played different games (${mismatch})`);
    return {
      engineMs,
      floorMs,
      engineWaitMs: waits.engine,
      floorWaitMs: waits.floor,
      engineRunMs: waits.engineRun,
      floorRunMs: waits.floorRun,
      refereeRunMs: waits.refereeRun,
    };
  } finally {
    await runner.close();
  }
}

async function throughput(ctx: BenchContext, agent: string, games: number, rounds: number, informational: boolean): Promise<Figure> {
  const rate = (ms: number) => games / (ms / 1000);
  // less the time spent waiting for a CPU that other work held; never below the time on a CPU
  const engineQuiet = (r: RoundResult) => Math.max(r.engineRunMs, r.engineMs - r.engineWaitMs);
  const floorQuiet = (r: RoundResult) => Math.max(r.floorRunMs, r.floorMs - r.floorWaitMs);
  const results: RoundResult[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = await playRound(ctx.root, agent, games, SEED + i);
    results.push(r);
    ctx.log(
      `P3 ${agent}: match ${i + 1}/${rounds}: process ${rate(r.engineMs).toFixed(1)} games/s (${rate(engineQuiet(r)).toFixed(1)} less CPU waits), in memory ${rate(r.floorMs).toFixed(1)} (${rate(floorQuiet(r)).toFixed(1)}); on a CPU: referee ${s(r.refereeRunMs)} + agents ${s(r.engineRunMs - r.refereeRunMs)} vs in memory ${s(r.floorRunMs)}`,
    );
  }
  const raw = median(results.map((r) => rate(r.engineMs))) / median(results.map((r) => rate(r.floorMs)));
  const referee = median(results.map((r) => r.refereeRunMs));
  const agents = median(results.map((r) => r.engineRunMs - r.refereeRunMs));
  const memory = median(results.map((r) => r.floorRunMs));
  const waitShare = median(results.map((r) => r.engineWaitMs / r.engineMs));
  return figure({
    id: informational ? `P3-throughput-${agent}` : 'P3-throughput',
    group: 'P3',
    title: `${games}-game process match, official ${agent} vs ${agent}, less waiting for a CPU${informational ? ' (per-turn transport cost alone; informational)' : ''}`,
    value: median(results.map((r) => rate(engineQuiet(r)))),
    unit: 'games/s',
    floor: median(results.map((r) => rate(floorQuiet(r)))),
    floorLabel: "the same agents' code in memory through the pure game module",
    target: { op: '>=', limit: 0.8 },
    detail:
      `${rounds} matches of ${games} games, each interleaved game by game with the same game in memory; both sides played identical games (checked); session start/stop on the engine side. ` +
      `Both sides less the time their processes waited for a CPU held by other work (schedstat): ${Math.round(waitShare * 100)} % of the process games' wall; ` +
      `uncorrected ${fmtRate(median(results.map((r) => rate(r.engineMs))))} vs ${fmtRate(median(results.map((r) => rate(r.floorMs))))} games/s, ${raw.toFixed(2)}×. ` +
      `Time on a CPU per match: referee (runMatch + ProcessRunner) ${s(referee)} + agent processes ${s(agents)} vs the same agents in memory ${s(memory)}`,
  });
}

const fmtRate = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const s = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

export const p3: BenchGroup = {
  id: 'P3',
  title: 'throughput',
  async run(ctx) {
    const games = ctx.quick ? 20 : 100;
    ctx.log(`P3: ${games}-game process match vs in memory (minimax)`);
    const main = await throughput(ctx, 'minimax', games, ctx.quick ? 1 : 3, false);
    ctx.log(`P3: ${games}-game process match vs in memory (random)`);
    const random = await throughput(ctx, 'random', games, ctx.quick ? 1 : 3, true);
    // informational: the target applies to the main figure only
    return [main, { ...random, met: null, target: `— (${random.target} applies to P3-throughput)` }];
  },
};
