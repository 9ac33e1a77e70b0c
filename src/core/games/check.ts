// The conformance kit behind `arena game check` (docs/games.md "Checking a game"): seeded random
// playouts of a game module for every seat count it declares, each played twice and compared byte
// for byte; every observation and legal action JSON-serialisable and within the protocol's line
// cap; junk actions rejected with a reason; every game over within maxTurns; ranks well-formed.
// Pure: the module is called, never the file system; time is measured by an injected clock.
import { turnMessage } from '../protocol/messages.js';
import type { JsonValue } from '../results.js';
import { seededRandom } from '../rating/random.js';
import type { AnyGameModule } from './registry.js';
import type { GameOutcome } from './types.js';

export interface CheckOptions {
  /** playouts per seat count (each played twice); default 3 */
  playouts?: number;
  /** the longest protocol line, bytes (arena.yml budget.maxLineBytes) */
  maxLineBytes: number;
  /** the game's options from arena.yml (raw; parseConfig runs on them) */
  config?: Record<string, unknown>;
  /** ms, monotonic; default: no timing */
  now?: () => number;
  /** the first seed; default 1 */
  seed?: number;
}

export interface SeatCountReport {
  players: number;
  playouts: number;
  /** turns of each playout */
  turns: number[];
  /** mean ms per turn over every playout (engine calls for that turn), when a clock was given */
  msPerTurn?: number;
  /** the largest turn message, bytes */
  largestLineBytes: number;
}

export interface CheckReport {
  game: string;
  ok: boolean;
  /** what is wrong, each naming the seat count, seed and turn (and file:line when the module threw) */
  problems: string[];
  seatCounts: SeatCountReport[];
}

/** Junk every game must refuse: none of these is a sensible action in any game. */
const JUNK: readonly unknown[] = [null, { arena: 'not-an-action' }, 'arena-not-an-action', -987654321, [[[]]]];

/** Standard competition ranks: each rank is 1 + the number of seats ranked strictly better. */
export function ranksProblem(ranks: unknown, players: number): string | undefined {
  if (!Array.isArray(ranks) || ranks.length !== players)
    return `ranks must be an array of ${players} numbers (one per seat), got ${short(ranks)}`;
  if (!ranks.every((r) => Number.isInteger(r) && r >= 1 && r <= players))
    return `every rank must be a whole number from 1 to ${players}, got ${short(ranks)}`;
  const wrong = ranks.findIndex((r: number) => r !== 1 + ranks.filter((o: number) => o < r).length);
  if (wrong >= 0) {
    return `ranks ${short(ranks)} are not competition ranks (seat ${wrong}'s rank must be 1 + the number of seats ranked better: ties share a rank and the next rank skips)`;
  }
  return undefined;
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

interface Playout {
  transcript: string;
  turns: number;
  largestLine: number;
  ms: number;
}

class Stop extends Error {}

/** One playout in progress: what the checks report against and what the transcript collects. */
interface PlayoutRun {
  game: AnyGameModule;
  players: number;
  seed: number;
  config: Record<string, JsonValue>;
  options: CheckOptions;
  pick: () => number;
  parts: string[];
  largestLine: number;
  where: (turn: number) => string;
  /** record a problem and end the playout */
  fail: (message: string) => never;
  /** call into the module; a throw becomes a problem naming the call */
  guard: <T>(what: string, turn: number, fn: () => T) => T;
}

function startPlayout(
  game: AnyGameModule,
  players: number,
  seed: number,
  config: Record<string, JsonValue>,
  options: CheckOptions,
  problems: string[],
): PlayoutRun {
  const where = (turn: number) => `${players} players, seed ${seed}, turn ${turn}`;
  const fail = (message: string): never => {
    problems.push(message);
    throw new Stop(message);
  };
  const guard = <T>(what: string, turn: number, fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof Stop) throw error;
      return fail(`${where(turn)}: ${what}: ${(error as Error).message}`);
    }
  };
  const pick = seededRandom(seed ^ (players * 0x9e3779b9));
  return { game, players, seed, config, options, pick, parts: [], largestLine: 0, where, fail, guard };
}

/** The game is over: its result must be well-formed and nobody may be left to move. */
function finishPlayout(run: PlayoutRun, state: unknown, outcome: GameOutcome, turn: number): void {
  const { game, players, where, fail, guard } = run;
  const problem = ranksProblem(outcome.ranks, players);
  if (problem) fail(`${where(turn)}: result(): ${problem}`);
  if (typeof outcome.reason !== 'string' || outcome.reason === '' || outcome.reason.length > 256) {
    fail(`${where(turn)}: result(): reason must be a short non-empty string, got ${short(outcome.reason)}`);
  }
  if (guard('toMove()', turn, () => game.toMove(state)).length !== 0) fail(`${where(turn)}: toMove() must be empty once the game is over`);
  run.parts.push(
    JSON.stringify({ outcome }),
    guard('render()', turn, () => game.render(state)),
  );
}

/** The seats to move this turn: some, distinct, in range, one for a turn-based game. */
function seatsToMove(run: PlayoutRun, state: unknown, turn: number): number[] {
  const { game, players, where, fail, guard } = run;
  const toMove = guard('toMove()', turn, () => game.toMove(state));
  if (toMove.length === 0) fail(`${where(turn)}: toMove() is empty but result() says the game goes on`);
  if (new Set(toMove).size !== toMove.length || !toMove.every((s) => s >= 0 && s < players)) {
    fail(`${where(turn)}: toMove() must list distinct seats 0–${players - 1}, got ${short(toMove)}`);
  }
  if (game.kind === 'turn-based' && toMove.length !== 1)
    fail(`${where(turn)}: a turn-based game moves one seat per turn; toMove() gave ${short(toMove)}`);
  return toMove;
}

/** One seat's move: its observation within the line cap, junk refused, a random legal action accepted. */
function seatAction(run: PlayoutRun, state: unknown, turn: number, seat: number): unknown {
  const { game, where, fail, guard } = run;
  const observation = guard(`observe(state, ${seat})`, turn, () => game.observe(state, seat));
  const line = JSON.stringify(turnMessage('game-0', turn, observation, { turnMs: 1000, bankMs: 10000 }));
  const bytes = Buffer.byteLength(line, 'utf8') + 1;
  run.largestLine = Math.max(run.largestLine, bytes);
  if (bytes > run.options.maxLineBytes) {
    fail(
      `${where(turn)}: the observation for seat ${seat} makes a ${bytes}-byte turn line, over the protocol's line cap of ${run.options.maxLineBytes} bytes (budget.maxLineBytes)`,
    );
  }
  const legal = guard(`legalActions(state, ${seat})`, turn, () => game.legalActions(state, seat));
  if (legal.length === 0) fail(`${where(turn)}: seat ${seat} must act but legalActions() is empty`);
  for (const junk of JUNK) {
    const v = guard(`validate(state, ${seat}, ${short(junk)})`, turn, () => game.validate(state, seat, junk));
    if (v.ok && !legal.some((a) => JSON.stringify(a) === JSON.stringify(junk))) {
      fail(`${where(turn)}: validate() accepted the junk action ${short(junk)} for seat ${seat}; reject what is not a move, with a reason`);
    }
  }
  const choice = legal[Math.floor(run.pick() * legal.length)]!;
  const v = guard(`validate(state, ${seat}, ${short(choice)})`, turn, () => game.validate(state, seat, choice));
  if (!v.ok) fail(`${where(turn)}: legalActions() offered ${short(choice)} to seat ${seat} but validate() refused it: ${v.reason}`);
  run.parts.push(JSON.stringify({ turn, seat, observation, choice }));
  return (v as { action: unknown }).action;
}

function playout(
  game: AnyGameModule,
  players: number,
  seed: number,
  config: Record<string, JsonValue>,
  options: CheckOptions,
  problems: string[],
): Playout {
  const run = startPlayout(game, players, seed, config, options, problems);
  const { guard } = run;
  const now = options.now ?? (() => 0);
  const maxTurns = guard('maxTurns()', 0, () => game.maxTurns(config));
  let ms = 0;
  const started = now();
  let state = guard('setup()', 0, () => game.setup(seed, players, config));
  ms += now() - started;
  for (let turn = 1; ; turn++) {
    const t0 = now();
    const outcome = guard('result()', turn, () => game.result(state));
    if (outcome) {
      ms += now() - t0;
      finishPlayout(run, state, outcome, turn);
      return { transcript: run.parts.join('\n'), turns: turn - 1, largestLine: run.largestLine, ms };
    }
    if (turn > maxTurns)
      run.fail(`${players} players, seed ${seed}: the game did not end within its declared longest game (maxTurns ${maxTurns} turns)`);
    const actions = new Map<number, unknown>();
    for (const seat of seatsToMove(run, state, turn)) actions.set(seat, seatAction(run, state, turn, seat));
    const t1 = now();
    state = guard('apply()', turn, () => game.apply(state, actions));
    ms += now() - t1 + (t1 - t0);
  }
}

const timedOut = (problems: readonly string[]) => problems.some((p) => p.includes(' took longer than '));

/** Run the whole kit on a module. Never throws for the module's faults: they are problems. */
export function checkGame(game: AnyGameModule, options: CheckOptions): CheckReport {
  const problems: string[] = [];
  const seatCounts: SeatCountReport[] = [];
  let config: Record<string, JsonValue>;
  try {
    config = game.parseConfig(options.config ?? {});
  } catch (error) {
    return { game: game.name, ok: false, problems: [`parseConfig(): ${(error as Error).message}`], seatCounts };
  }
  if (JSON.stringify(config) !== JSON.stringify(game.parseConfig(config))) {
    problems.push('parseConfig() is not stable: parsing its own output gives something else (replays store the parsed options)');
  }
  const count = options.playouts ?? 3;
  for (let players = game.players.min; players <= game.players.max; players++) {
    const report: SeatCountReport = { players, playouts: 0, turns: [], largestLineBytes: 0 };
    let ms = 0;
    for (let k = 0; k < count; k++) {
      const seed = (options.seed ?? 1) + k * 7919 + players * 104729;
      try {
        const first = playout(game, players, seed, config, options, problems);
        const second = playout(game, players, seed, config, options, problems);
        if (first.transcript !== second.transcript) {
          const a = first.transcript.split('\n');
          const b = second.transcript.split('\n');
          const at = a.findIndex((line, i) => line !== b[i]);
          problems.push(
            `${players} players, seed ${seed}: two playouts with the same seed and moves differ (line ${at + 1} of the transcript: ${short(a[at])} then ${short(b[at])}); a game must not keep state between games or depend on anything but its arguments`,
          );
        }
        report.playouts++;
        report.turns.push(first.turns);
        report.largestLineBytes = Math.max(report.largestLineBytes, first.largestLine);
        ms += first.ms + second.ms;
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      if (problems.length >= 10 || timedOut(problems)) break;
    }
    const turns = report.turns.reduce((a, b) => a + b, 0) * 2;
    if (options.now && turns > 0) report.msPerTurn = Math.round((ms / turns) * 1000) / 1000;
    seatCounts.push(report);
    // a call that runs into the time limit costs seconds each time: one is enough to know
    if (problems.length >= 10 || timedOut(problems)) break;
  }
  return { game: game.name, ok: problems.length === 0, problems: [...new Set(problems)], seatCounts };
}
