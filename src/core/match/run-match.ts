// The referee: plays a match of N games between agents over the Runner port (docs/protocol.md; the Runner port: src/core/runner.ts). Pure
// logic: no child_process, no files; time comes from an injectable clock whose now() is the same
// time base the sessions' deadlines use (performance.now()).
//
// Rules enforced here:
// - one session per agent serves the whole match; after any failure of an agent its session is
//   stopped and a fresh one is started for its next game;
// - startup: the first `start` of a session must be answered by `ready` within startupMs of the
//   runner reporting the agent running; later `start`s within turnMs;
// - each turn may use turnMs; an overrun is drawn from the game's bank; an empty bank is a timeout;
// - the match wall-clock limit (matchMs) ends the match: the game in progress is voided (never
//   blamed on the agent on move) and later games are not played;
// - the failure taxonomy of docs/protocol.md; a failing agent loses the game; `infra` voids it and the game
//   is replayed up to `infraRetries` times, never counted;
// - once a runner of the match is closed (Ctrl-C, a cancelled job), nothing more is scheduled: the
//   game in progress is dropped (not blamed, not voided, not retried) and the match stops early.
import { ARENA_VERSION } from '../../version.js';
import type { TimeControl } from '../config.js';
import { headTailText } from '../head-tail.js';
import type { GameName } from '../games/names.js';
import { getGame, type AnyGameModule } from '../games/registry.js';
import { endMessage, parseAgentLine, startMessage, turnMessage, preview } from '../protocol/messages.js';
import {
  emptySummary,
  RESULTS_CAPS,
  type AgentId,
  type AgentSummary,
  type Failure,
  type FailureKind,
  type GameResult,
  type JsonValue,
  type MatchResult,
} from '../results.js';
import {
  classifyExit,
  describeExit,
  outlivedOom,
  SessionStartError,
  type AgentLaunch,
  type Runner,
  type Session,
  type SessionExit,
  type SessionLimits,
} from '../runner.js';
import { redactSecrets, truncate, truncateBytes } from '../sanitize.js';
import { matchIdFor, planGames, reproCommand, type GamePlan } from './plan.js';

export interface Clock {
  /** monotonic ms, the time base of Session deadlines (performance.now()) */
  now(): number;
  /** wall-clock epoch ms (container deadlines for orphan sweeps) */
  epochMs(): number;
}

export const systemClock: Clock = { now: () => performance.now(), epochMs: () => Date.now() };

export interface MatchAgent {
  id: AgentId;
  version: string;
  /** sha256 of the agent folder (src/adapters/tree-hash.ts), for receipts */
  treeHash?: string;
  launch: AgentLaunch;
  /** the runner this agent's sessions run on (see selectRunner in src/adapters/runner-selection.ts) */
  runner: Runner;
  /** how to name this agent on an `arena match` command line (its id, or the folder path given); default id */
  ref?: string;
}

export interface MatchSpec {
  /** default: matchIdFor(game, agent ids, seed) */
  id?: string;
  game: GameName;
  /** the game's options, already checked (matchSettings(...).gameConfig) */
  gameConfig: Record<string, JsonValue>;
  /** the agents, in game 0's seat order */
  agents: readonly MatchAgent[];
  games: number;
  seed: number;
  /** games 2k and 2k+1 share a seed with seats swapped */
  pairedSeats: boolean;
  time: TimeControl;
  limits: SessionLimits;
  /** replays of a game voided by infra before giving up on it; default 2 */
  infraRetries?: number;
}

export interface MatchHooks {
  clock?: Clock;
  /** after each counted game */
  onGame?(game: PlayedGame, progress: { played: number; total: number }): void;
  /** after each voided attempt */
  onVoid?(info: VoidedGame): void;
  /**
   * Before each planned game: a reason to end the match here (a sequential test has decided, see
   * src/core/evaluate/stopping.ts), or undefined to play it. Later games are not played.
   */
  beforeGame?(played: readonly PlayedGame[], next: Pick<GamePlan, 'index' | 'pair'>): string | undefined;
}

/** One observation sent and the action that answered it (absent when the agent failed). */
export interface Frame {
  turn: number;
  seat: number;
  observation: JsonValue;
  action?: JsonValue;
}

/** Measured, machine-dependent facts, kept apart from the deterministic record. */
export interface GameTimings {
  attempt: number;
  durationMs: number;
  /** per seat: ms from sending `start` to `ready` (null when it never came) */
  startupMs: Array<number | null>;
  turns: Array<{ turn: number; seat: number; ms: number; bankMs: number }>;
}

export interface PlayedGame {
  index: number;
  pair: number;
  gameId: string;
  seed: number;
  /** agent id per seat */
  seats: AgentId[];
  /** seat → index into spec.agents */
  order: number[];
  ranks: number[];
  reason: string;
  turns: number;
  failures: Failure[];
  frames: Frame[];
  /** the command that replays this game alone */
  repro: string;
  timings: GameTimings;
}

export interface VoidedGame {
  index: number;
  attempt: number;
  kind: 'infra' | 'match-time-limit';
  message: string;
}

export interface AgentLog {
  agent: AgentId;
  /** stderr of each session this agent had in the match (capped head+tail, redacted) */
  sessions: Array<{ text: string; totalBytes: number; truncated: boolean }>;
}

export interface MatchOutcome {
  result: MatchResult;
  games: PlayedGame[];
  voided: VoidedGame[];
  /** why the match ended before all its games were played */
  stoppedEarly?: string;
  /** the reason MatchHooks.beforeGame gave for ending the match before all its games */
  stoppedBy?: string;
  /** per agent (in spec.agents order) */
  logs: AgentLog[];
  /** sessions started per agent (in spec.agents order) */
  sessionsStarted: number[];
  arenaVersion: string;
}

const MAX_TURNS = 100_000;

/** How an agent's streams came to an end, in words for its author (never from its own output). */
function agentEnded(exit: SessionExit): string {
  const note = outlivedOom(exit) ? ' (the memory limit killed one of its processes)' : '';
  if (exit.oomKilled && !note) return 'the agent was killed by the memory limit';
  if (exit.exitCode !== null) return `the agent exited with code ${exit.exitCode}${note}`;
  if (exit.signal && exit.killedByRunner) return `the agent closed its input or output and was stopped (${exit.signal})${note}`;
  if (exit.signal) return `the agent was killed by ${exit.signal}${note}`;
  return `the agent ended${note}`;
}

// Deterministic wording (replays hold failure messages): limits only, never measured times.
function lateMessage(late: 'timeout' | 'startup-timeout', time: TimeControl): string {
  return late === 'timeout'
    ? `no action within the turn time (${time.turnMs} ms) plus what was left of the time bank (${time.bankMs} ms per game)`
    : `no "ready" within the startup time (${time.startupMs} ms for a new agent process, ${time.turnMs} ms for later games)`;
}
const OBSERVATION_CAP = 8 * 1024;

/** A capped copy of an observation for a failure record. */
export function capObservation(observation: JsonValue): JsonValue {
  const text = JSON.stringify(observation);
  if (Buffer.byteLength(text, 'utf8') <= OBSERVATION_CAP) return observation;
  return truncateBytes(text, OBSERVATION_CAP, '…(truncated)');
}

type SeatOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'fail'; failure: Exclude<FailureKind, 'infra'>; message: string }
  | { kind: 'infra'; message: string }
  | { kind: 'match-time' };

type GameEnd = { kind: 'played'; game: PlayedGame } | { kind: 'infra' | 'match-time-limit'; message: string };
type FailingSeat = [number, Extract<SeatOutcome<unknown>, { kind: 'fail' }>];

/** One game in progress (Referee.playGame and its phases). */
interface GameRun {
  plan: GamePlan;
  gameId: string;
  started: number;
  seatSlots: AgentSlot[];
  seats: AgentId[];
  timings: GameTimings;
  frames: Frame[];
  lastObservation: Array<JsonValue | undefined>;
  logMark: number[];
  /** seats that got `start` and are still in good standing: they receive `end` */
  live: Set<number>;
  turn: number;
}

class AgentSlot {
  session: Session | null = null;
  /** games begun on the current session */
  sessionGames = 0;
  sessionStartedAt = 0;
  sessionsStarted = 0;
  readonly logs: AgentLog['sessions'] = [];

  constructor(
    readonly agent: MatchAgent,
    readonly index: number,
  ) {}

  async stopSession(): Promise<SessionExit | null> {
    const session = this.session;
    if (!session) return null;
    this.session = null;
    const exit = await session.stop();
    const captured = session.stderr();
    this.logs.push({ text: captured.text, totalBytes: captured.totalBytes, truncated: captured.truncated });
    return exit;
  }

  /** an excerpt of the stderr of the last session, if it was stopped after log entry `since` */
  lastStderr(since: number): string | undefined {
    if (this.logs.length <= since) return undefined;
    const last = this.logs[this.logs.length - 1];
    if (!last || last.totalBytes === 0) return undefined;
    return headTailText(last.text, RESULTS_CAPS.excerpt - 200);
  }
}

class Referee {
  private readonly game: AnyGameModule;
  private readonly clock: Clock;
  private readonly slots: AgentSlot[];
  private readonly matchDeadline: number;
  readonly matchId: string;

  constructor(
    private readonly spec: MatchSpec,
    private readonly hooks: MatchHooks,
  ) {
    this.game = getGame(spec.game);
    this.clock = hooks.clock ?? systemClock;
    this.slots = spec.agents.map((agent, i) => new AgentSlot(agent, i));
    this.matchDeadline = this.clock.now() + spec.time.matchMs;
    this.matchId =
      spec.id ??
      matchIdFor(
        spec.game,
        spec.agents.map((a) => a.id),
        spec.seed,
      );
  }

  async run(): Promise<MatchOutcome> {
    const { spec } = this;
    const players = spec.agents.length;
    if (players < this.game.players.min || players > this.game.players.max) {
      throw new Error(`${spec.game} is played by ${this.game.players.min}–${this.game.players.max} players, got ${players} agents`);
    }
    if (!Number.isInteger(spec.games) || spec.games < 1 || spec.games > RESULTS_CAPS.gamesPerMatch) {
      throw new Error(`a match has 1–${RESULTS_CAPS.gamesPerMatch} games, got ${spec.games}`);
    }
    const retries = spec.infraRetries ?? 2;
    const plans = planGames(spec.seed, spec.games, players, spec.pairedSeats);
    const games: PlayedGame[] = [];
    const voided: VoidedGame[] = [];
    let voidedGames = 0;
    let stoppedEarly: string | undefined;
    const interrupted = () => `the match was stopped after ${games.length} of ${spec.games} games: its runners were closed (interrupted)`;
    let stoppedBy: string | undefined;
    try {
      outer: for (const plan of plans) {
        stoppedBy = this.hooks.beforeGame?.(games, plan);
        if (stoppedBy !== undefined) break;
        for (let attempt = 0; ; attempt++) {
          if (this.runnersClosed()) {
            stoppedEarly = interrupted();
            break outer;
          }
          if (this.clock.now() >= this.matchDeadline) {
            stoppedEarly = `the match time limit (${spec.time.matchMs} ms) was reached after ${games.length} of ${spec.games} games`;
            break outer;
          }
          const outcome = await this.playGame(plan, attempt);
          // A game cut short by closing the runners is neither counted nor voided, and not retried.
          if (this.runnersClosed()) {
            stoppedEarly = interrupted();
            break outer;
          }
          if (outcome.kind === 'played') {
            games.push(outcome.game);
            this.hooks.onGame?.(outcome.game, { played: games.length, total: spec.games });
            break;
          }
          const info: VoidedGame = { index: plan.index, attempt, kind: outcome.kind, message: outcome.message };
          voided.push(info);
          this.hooks.onVoid?.(info);
          if (outcome.kind === 'match-time-limit') {
            voidedGames++;
            stoppedEarly = `the match time limit (${spec.time.matchMs} ms) was reached during game ${plan.index + 1} of ${spec.games}; that game is void`;
            break outer;
          }
          if (attempt >= retries) {
            voidedGames++;
            break;
          }
        }
      }
    } finally {
      await Promise.all(this.slots.map((slot) => slot.stopSession().catch(() => null)));
    }
    return {
      result: this.buildResult(games, voidedGames),
      games,
      voided,
      ...(stoppedEarly ? { stoppedEarly } : {}),
      ...(stoppedBy !== undefined ? { stoppedBy } : {}),
      logs: this.slots.map((slot) => ({ agent: slot.agent.id, sessions: slot.logs })),
      sessionsStarted: this.slots.map((slot) => slot.sessionsStarted),
      arenaVersion: ARENA_VERSION,
    };
  }

  /** Has close() begun on a runner this match plays on (an interrupt)? Then nothing more is scheduled. */
  private runnersClosed(): boolean {
    return this.spec.agents.some((agent) => agent.runner.closed === true);
  }

  private buildResult(games: PlayedGame[], voided: number): MatchResult {
    const summary: Record<string, AgentSummary> = {};
    for (const agent of this.spec.agents) summary[agent.id] ??= emptySummary();
    for (const game of games) {
      const failed = new Set(game.failures.map((f) => f.agent));
      game.seats.forEach((agent, seat) => {
        const s = summary[agent]!;
        const rank = game.ranks[seat]!;
        const others = game.ranks.filter((_, i) => i !== seat);
        if (failed.has(agent) || others.some((r) => r < rank)) s.losses++;
        else if (others.every((r) => r > rank)) s.wins++;
        else s.draws++;
      });
      for (const failure of game.failures) {
        const counts = summary[failure.agent]!.failures;
        counts[failure.kind] = (counts[failure.kind] ?? 0) + 1;
      }
    }
    const results: GameResult[] = games.map((g) => ({
      index: g.index,
      seed: g.seed,
      seats: g.seats,
      ranks: g.ranks,
      failures: g.failures,
      turns: g.turns,
      durationMs: g.timings.durationMs,
      reason: g.reason,
    }));
    return {
      id: this.matchId,
      game: this.spec.game,
      agents: this.spec.agents.map((a) => a.id),
      seed: this.spec.seed,
      games: results,
      ...(voided > 0 ? { voided } : {}),
      summary,
    };
  }

  private remainingMatchMs(): number {
    return Math.max(0, this.matchDeadline - this.clock.now());
  }

  /** Start a session for the slot if it has none. */
  private async ensureSession(slot: AgentSlot, seat: number): Promise<SeatOutcome<null>> {
    if (slot.session) return { kind: 'ok', value: null };
    try {
      const session = await slot.agent.runner.start(slot.agent.launch, {
        matchId: this.matchId,
        seat,
        limits: this.spec.limits,
        deadlineEpochMs: this.clock.epochMs() + this.remainingMatchMs() + 60_000,
      });
      slot.session = session;
      slot.sessionGames = 0;
      slot.sessionStartedAt = this.clock.now();
      slot.sessionsStarted++;
      return { kind: 'ok', value: null };
    } catch (error) {
      const message = truncate(error instanceof Error ? error.message : String(error), 1000);
      if (error instanceof SessionStartError && error.kind === 'crash') {
        return { kind: 'fail', failure: 'crash', message: `the agent could not start: ${message}` };
      }
      return { kind: 'infra', message: `starting ${slot.agent.id} failed: ${message}` };
    }
  }

  /** The stream ended: stop the session and classify how the agent ended. */
  private async ended(slot: AgentSlot, what: string): Promise<SeatOutcome<never>> {
    const exit = await slot.stopSession();
    if (!exit) return { kind: 'fail', failure: 'crash', message: `${what}: the agent is gone` };
    const kind = classifyExit(exit);
    if (kind === 'infra') return { kind: 'infra', message: describeExit(exit) };
    return { kind: 'fail', failure: kind, message: `${what}: ${agentEnded(exit)}` };
  }

  /**
   * The next non-blank line by the deadline. Blank lines are ignored. `late` is the failure kind
   * for a missed deadline (timeout or startup-timeout).
   */
  private async nextLine(slot: AgentSlot, deadline: number, turnDeadline: number, late: 'timeout' | 'startup-timeout', what: string) {
    const session = slot.session!;
    for (;;) {
      const received = await session.receive(deadline);
      switch (received.kind) {
        case 'line':
          if (received.line.trim() === '') continue;
          return { kind: 'ok', value: received.line } as const;
        case 'timeout':
          if (this.clock.now() >= this.matchDeadline && this.matchDeadline < turnDeadline) return { kind: 'match-time' } as const;
          return { kind: 'fail', failure: late, message: `${what}: ${lateMessage(late, this.spec.time)}` } as const;
        case 'closed':
          return this.ended(slot, what);
        case 'violation':
          return { kind: 'fail', failure: received.failure, message: `${what}: ${received.message}` } as const;
      }
    }
  }

  private async send(
    slot: AgentSlot,
    message: unknown,
    deadline: number,
    turnDeadline: number,
    late: 'timeout' | 'startup-timeout',
    what: string,
  ) {
    const sent = await slot.session!.send(message, deadline);
    if (sent === 'ok') return { kind: 'ok', value: null } as const;
    if (sent === 'closed') return this.ended(slot, what);
    if (this.clock.now() >= this.matchDeadline && this.matchDeadline < turnDeadline) return { kind: 'match-time' } as const;
    return {
      kind: 'fail',
      failure: late,
      message: `${what}: the agent did not read its input in time (${lateMessage(late, this.spec.time)})`,
    } as const;
  }

  private async handshake(slot: AgentSlot, seat: number, plan: GamePlan, gameId: string, timings: GameTimings): Promise<SeatOutcome<null>> {
    const { time } = this.spec;
    const first = slot.sessionGames === 0;
    const sentAt = this.clock.now();
    const limitMs = first ? time.startupMs : time.turnMs;
    const turnDeadline = (first ? slot.sessionStartedAt : sentAt) + limitMs;
    const deadline = Math.min(turnDeadline, this.matchDeadline);
    slot.sessionGames++;
    const what = first ? 'startup' : 'start of game';
    const start = startMessage({
      game: this.spec.game,
      gameId,
      seat,
      players: plan.order.length,
      seed: plan.seed,
      config: this.spec.gameConfig,
      time: { turnMs: time.turnMs, bankMs: time.bankMs },
    });
    const sent = await this.send(slot, start, deadline, turnDeadline, 'startup-timeout', what);
    if (sent.kind !== 'ok') return sent;
    const line = await this.nextLine(slot, deadline, turnDeadline, 'startup-timeout', what);
    if (line.kind !== 'ok') return line;
    const parsed = parseAgentLine(line.value);
    if (!parsed.ok) return { kind: 'fail', failure: 'protocol-error', message: `${what}: ${parsed.reason}` };
    if (parsed.message.type !== 'ready') {
      return { kind: 'fail', failure: 'protocol-error', message: `${what}: expected {"type":"ready"}, got ${preview(line.value)}` };
    }
    timings.startupMs[seat] = Math.round(this.clock.now() - sentAt);
    return { kind: 'ok', value: null };
  }

  private async askTurn(
    slot: AgentSlot,
    seat: number,
    gameId: string,
    turn: number,
    observation: JsonValue,
    bank: number[],
    timings: GameTimings,
    state: unknown,
  ): Promise<SeatOutcome<unknown>> {
    const { time } = this.spec;
    const bankMs = Math.max(0, Math.floor(bank[seat]!));
    const sentAt = this.clock.now();
    const allowance = time.turnMs + bankMs;
    const turnDeadline = sentAt + allowance;
    const deadline = Math.min(turnDeadline, this.matchDeadline);
    const what = `turn ${turn}`;
    const sent = await this.send(
      slot,
      turnMessage(gameId, turn, observation, { turnMs: time.turnMs, bankMs }),
      deadline,
      turnDeadline,
      'timeout',
      what,
    );
    if (sent.kind !== 'ok') return sent;
    const line = await this.nextLine(slot, deadline, turnDeadline, 'timeout', what);
    if (line.kind !== 'ok') return line;
    const elapsed = this.clock.now() - sentAt;
    if (elapsed > allowance) return { kind: 'fail', failure: 'timeout', message: `${what}: ${lateMessage('timeout', time)}` };
    bank[seat] = bankMs - Math.max(0, elapsed - time.turnMs);
    timings.turns.push({ turn, seat, ms: Math.round(elapsed), bankMs: Math.max(0, Math.floor(bank[seat]!)) });
    const parsed = parseAgentLine(line.value);
    if (!parsed.ok) return { kind: 'fail', failure: 'protocol-error', message: `${what}: ${parsed.reason}` };
    if (parsed.message.type !== 'action') {
      return { kind: 'fail', failure: 'protocol-error', message: `${what}: expected an action, got ${preview(line.value)}` };
    }
    if (parsed.message.turn !== turn) {
      return {
        kind: 'fail',
        failure: 'protocol-error',
        message: `${what}: the action is for turn ${parsed.message.turn}, expected turn ${turn}`,
      };
    }
    const valid = this.game.validate(state, seat, parsed.message.action);
    if (!valid.ok) return { kind: 'fail', failure: 'invalid-action', message: `${what}: ${valid.reason}` };
    return { kind: 'ok', value: valid.action };
  }

  private async playGame(plan: GamePlan, attempt: number): Promise<GameEnd> {
    const seatSlots = plan.order.map((i) => this.slots[i]!);
    const seats = seatSlots.map((s) => s.agent.id);
    const run: GameRun = {
      plan,
      gameId: `game-${plan.index}`,
      started: this.clock.now(),
      seatSlots,
      seats,
      timings: { attempt, durationMs: 0, startupMs: seats.map(() => null), turns: [] },
      frames: [],
      lastObservation: seats.map(() => undefined),
      // sessions stopped during this game add log entries after these marks
      logMark: seatSlots.map((slot) => slot.logs.length),
      live: new Set(),
      turn: 0,
    };
    const failed = await this.openGame(run);
    if (failed) return this.finishGame(run, failed, null);
    return this.playTurns(run);
  }

  /** Sessions, then start / ready on every seat; the seats that failed, if any. */
  private async openGame(run: GameRun): Promise<Map<number, SeatOutcome<unknown>> | undefined> {
    const failures = (list: readonly SeatOutcome<unknown>[]) => {
      const out = new Map<number, SeatOutcome<unknown>>();
      list.forEach((o, seat) => {
        if (o.kind !== 'ok') out.set(seat, o);
      });
      return out.size > 0 ? out : undefined;
    };
    const starts = await Promise.all(run.seatSlots.map((slot, seat) => this.ensureSession(slot, seat)));
    const startFailures = failures(starts);
    if (startFailures) return startFailures;
    const ready = await Promise.all(
      run.seatSlots.map(async (slot, seat) => {
        const o = await this.handshake(slot, seat, run.plan, run.gameId, run.timings);
        if (o.kind === 'ok') run.live.add(seat);
        return o;
      }),
    );
    return failures(ready);
  }

  /** The turns, until the game has a result or a seat fails. */
  private async playTurns(run: GameRun): Promise<GameEnd> {
    const { spec, game } = this;
    let state = game.setup(run.plan.seed, run.seats.length, spec.gameConfig);
    const bank = run.seats.map(() => spec.time.bankMs);
    for (;;) {
      const outcome = game.result(state);
      if (outcome) return this.finishGame(run, new Map(), outcome);
      run.turn++;
      if (run.turn > MAX_TURNS) throw new Error(`${spec.game} did not end within ${MAX_TURNS} turns`);
      const toMove = game.toMove(state);
      const current = state;
      const ask = (seat: number) => this.askSeat(run, current, seat, bank);
      // turn-based games (one seat to move) skip Promise.all: this loop runs once per turn
      const asked = toMove.length === 1 ? [await ask(toMove[0]!)] : await Promise.all(toMove.map(ask));
      const actions = new Map<number, unknown>();
      let bad: Map<number, SeatOutcome<unknown>> | undefined;
      for (const [seat, o] of asked) {
        if (o.kind === 'ok') actions.set(seat, o.value);
        else (bad ??= new Map()).set(seat, o);
      }
      if (bad) return this.finishGame(run, bad, null);
      state = game.apply(state, actions);
    }
  }

  /** One seat's turn: its observation (kept as a frame) and its answer. */
  private async askSeat(run: GameRun, state: unknown, seat: number, bank: number[]): Promise<readonly [number, SeatOutcome<unknown>]> {
    const observation = this.game.observe(state, seat);
    run.lastObservation[seat] = observation;
    const frame: Frame = { turn: run.turn, seat, observation };
    run.frames.push(frame);
    const o = await this.askTurn(run.seatSlots[seat]!, seat, run.gameId, run.turn, observation, bank, run.timings, state);
    if (o.kind === 'ok') frame.action = o.value as JsonValue;
    return [seat, o] as const;
  }

  /** The game is over (or void): replace the seats that did not end well, tell the others, record it. */
  private async finishGame(
    run: GameRun,
    outcomes: Map<number, SeatOutcome<unknown>>,
    result: { ranks: number[]; reason: string } | null,
  ): Promise<GameEnd> {
    const { seats, seatSlots, live, gameId } = run;
    const failing = [...outcomes].filter(([, o]) => o.kind === 'fail') as FailingSeat[];
    const infra = [...outcomes].find(([, o]) => o.kind === 'infra') as [number, { kind: 'infra'; message: string }] | undefined;
    const matchTime = [...outcomes].some(([, o]) => o.kind === 'match-time');
    // every seat that did not end well is replaced for the rest of the match
    for (const [seat, o] of outcomes) {
      if (o.kind !== 'ok') {
        live.delete(seat);
        await seatSlots[seat]!.stopSession();
      }
    }
    if (matchTime) return { kind: 'match-time-limit', message: 'the match time limit was reached during this game' };
    if (infra) {
      await this.sendEnd(
        live,
        seatSlots,
        gameId,
        seats.map(() => 1),
        'void',
      );
      return { kind: 'infra', message: `game ${run.plan.index + 1}: ${infra[1].message}` };
    }
    let ranks: number[];
    let reason: string;
    if (failing.length > 0) {
      const failed = new Set(failing.map(([seat]) => seat));
      const standing = seats.length - failed.size;
      ranks = seats.map((_, seat) => (failed.has(seat) ? standing + 1 : 1));
      reason = `forfeit-${failing[0]![1].failure}`;
    } else {
      ranks = result!.ranks;
      reason = result!.reason;
    }
    await this.sendEnd(live, seatSlots, gameId, ranks, reason);
    return { kind: 'played', game: this.playedGame(run, ranks, reason, failing) };
  }

  private playedGame(run: GameRun, ranks: number[], reason: string, failing: readonly FailingSeat[]): PlayedGame {
    const { plan, seats, seatSlots, timings } = run;
    const failures: Failure[] = failing.slice(0, RESULTS_CAPS.failuresPerGame).map(([seat, o]) => {
      const obs = run.lastObservation[seat];
      const stderr = seatSlots[seat]!.lastStderr(run.logMark[seat]!);
      return {
        agent: seats[seat]!,
        kind: o.failure,
        turn: run.turn,
        message: truncate(redactSecrets(o.message), RESULTS_CAPS.message),
        ...(obs !== undefined ? { observation: capObservation(obs) } : {}),
        ...(stderr !== undefined ? { stderr } : {}),
      };
    });
    timings.durationMs = Math.round(this.clock.now() - run.started);
    // seats of a simultaneous turn answer in any order: keep the record in turn and seat order, so the
    // same game gives the same timing file (and viewer page) however the answers arrived
    timings.turns.sort((a, b) => a.turn - b.turn || a.seat - b.seat);
    const refs = seatSlots.map((s) => s.agent.ref ?? s.agent.id);
    return {
      index: plan.index,
      pair: plan.pair,
      gameId: run.gameId,
      seed: plan.seed,
      seats,
      order: plan.order,
      ranks,
      reason,
      turns: run.turn,
      failures,
      frames: run.frames,
      repro: reproCommand(this.spec.game, refs, plan.seed),
      timings,
    };
  }

  private async sendEnd(live: Set<number>, seatSlots: AgentSlot[], gameId: string, ranks: number[], reason: string): Promise<void> {
    const deadline = this.clock.now() + this.spec.time.turnMs;
    await Promise.all(
      [...live].map(async (seat) => {
        const session = seatSlots[seat]!.session;
        // a failed write shows up when the next game starts; the game is decided already
        if (session) await session.send(endMessage(gameId, ranks, reason), deadline);
      }),
    );
  }
}

/** Play a match. Never leaves a session running: every session is stopped before it resolves. */
export async function runMatch(spec: MatchSpec, hooks: MatchHooks = {}): Promise<MatchOutcome> {
  return new Referee(spec, hooks).run();
}
