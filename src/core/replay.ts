// Replays: one JSON file per game (schema arena.replay/v1), and the text `arena replay` prints.
// Pure.
//
// A replay holds only what the same seeds and the same agent behaviour reproduce: versions, tree
// hashes, seed, seats, limits, every observation and action, the verdicts. Everything measured
// (durations, per-turn times, banks left, the stderr excerpts of failing seats) goes into a separate timing document
// (arena.replay-timing/v1, `<name>.timing.json` beside the replay), so replays of the same game
// are byte-identical on any machine. Replay files are read back as hostile input: size and depth
// caps, a strict schema, and every action re-checked against the game's rules.
import { z } from 'zod';
import { ARENA_VERSION } from '../version.js';
import type { TimeControl } from './config.js';
import { findGame, type AnyGameModule } from './games/registry.js';
import type { MatchAgent, MatchSpec, PlayedGame } from './match/run-match.js';
import { PROTOCOL_VERSION } from './protocol-version.js';
import { AgentIdSchema, FailureKindSchema, RESULTS_CAPS } from './results.js';
import { sanitizeLine, sanitizeText, truncate } from './sanitize.js';

export const REPLAY_SCHEMA_V1 = 'arena.replay/v1';
export const REPLAY_TIMING_SCHEMA_V1 = 'arena.replay-timing/v1';
export const REPLAY_CAPS = {
  fileBytes: 64 * 1024 * 1024,
  frames: 200_000,
  depth: 64,
} as const;

const Text = (max: number) => z.string().max(max);
const Count = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

const SeatSchema = z.strictObject({
  agent: AgentIdSchema,
  version: Text(64),
  treeHash: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/)
    .optional(),
  runner: z.enum(['process', 'docker']),
});

const FrameSchema = z.strictObject({
  turn: z.int().min(1),
  seat: z.int().min(0).max(15),
  observation: z.unknown(),
  action: z.unknown().optional(),
});

export const ReplaySchema = z.strictObject({
  schema: z.literal(REPLAY_SCHEMA_V1),
  arenaVersion: Text(64),
  protocol: z.int(),
  game: Text(64),
  rulesVersion: Text(32),
  match: z.strictObject({
    id: Text(128),
    seed: Count,
    games: z.int().min(1),
    index: z.int().min(0),
    pair: z.int().min(0),
  }),
  gameId: Text(128),
  seed: Count,
  seats: z.array(SeatSchema).min(1).max(16),
  config: z.record(Text(64), z.unknown()),
  time: z.strictObject({ startupMs: Count, turnMs: Count, bankMs: Count, matchMs: Count }),
  limits: z.strictObject({
    memoryBytes: Count,
    cpus: z.number().min(0),
    pids: Count,
    tmpfsBytes: Count,
    outputBytes: Count,
    maxLineBytes: Count,
    stderrBytes: Count,
    nofile: Count,
    fileSizeBytes: Count,
  }),
  repro: Text(2048),
  result: z.strictObject({
    ranks: z.array(z.int().min(1).max(16)).min(1).max(16),
    reason: Text(256),
    turns: Count,
  }),
  failures: z
    .array(
      z.strictObject({
        seat: z.int().min(0).max(15),
        agent: AgentIdSchema,
        kind: FailureKindSchema,
        turn: Count,
        message: Text(4096),
      }),
    )
    .max(16),
  turns: z.array(FrameSchema).max(REPLAY_CAPS.frames),
});
export type Replay = z.infer<typeof ReplaySchema>;

export const ReplayTimingSchema = z.strictObject({
  schema: z.literal(REPLAY_TIMING_SCHEMA_V1),
  match: Text(128),
  gameId: Text(128),
  /** 0 unless infrastructure failures voided earlier attempts of this game */
  attempt: Count,
  durationMs: Count,
  startupMs: z.array(Count.nullable()).max(16),
  turns: z.array(z.strictObject({ turn: Count, seat: z.int().min(0).max(15), ms: Count, bankMs: Count })).max(REPLAY_CAPS.frames),
  /** the stderr excerpt of each seat that failed in this game (head and tail, redacted); absent when none */
  stderr: z
    .array(z.strictObject({ seat: z.int().min(0).max(15), agent: AgentIdSchema, text: Text(RESULTS_CAPS.excerpt) }))
    .max(16)
    .optional(),
});
export type ReplayTiming = z.infer<typeof ReplayTimingSchema>;

export class ReplayError extends Error {
  override readonly name = 'ReplayError';
}

function seatOf(agent: MatchAgent): Replay['seats'][number] {
  return {
    agent: agent.id,
    version: agent.version,
    ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
    runner: agent.runner.kind,
  };
}

function timeOf(time: TimeControl): Replay['time'] {
  return { startupMs: time.startupMs, turnMs: time.turnMs, bankMs: time.bankMs, matchMs: time.matchMs };
}

/** The deterministic record of one played game. Key order is fixed here, so output is stable. */
export function buildReplay(spec: MatchSpec, matchId: string, game: PlayedGame): Replay {
  const module = findGame(spec.game);
  if (!module) throw new Error(`unknown game ${spec.game}`);
  const l = spec.limits;
  return {
    schema: REPLAY_SCHEMA_V1,
    arenaVersion: ARENA_VERSION,
    protocol: PROTOCOL_VERSION,
    game: spec.game,
    rulesVersion: module.rulesVersion,
    match: { id: matchId, seed: spec.seed, games: spec.games, index: game.index, pair: game.pair },
    gameId: game.gameId,
    seed: game.seed,
    seats: game.order.map((i) => seatOf(spec.agents[i]!)),
    config: spec.gameConfig,
    time: timeOf(spec.time),
    limits: {
      memoryBytes: l.memoryBytes,
      cpus: l.cpus,
      pids: l.pids,
      tmpfsBytes: l.tmpfsBytes,
      outputBytes: l.outputBytes,
      maxLineBytes: l.maxLineBytes,
      stderrBytes: l.stderrBytes,
      nofile: l.nofile,
      fileSizeBytes: l.fileSizeBytes,
    },
    repro: game.repro,
    result: { ranks: game.ranks, reason: game.reason, turns: game.turns },
    failures: game.failures.map((f) => ({
      seat: game.seats.indexOf(f.agent),
      agent: f.agent,
      kind: f.kind,
      turn: f.turn,
      message: f.message,
    })),
    turns: game.frames.map((f) => ({
      turn: f.turn,
      seat: f.seat,
      observation: f.observation,
      ...(f.action !== undefined ? { action: f.action } : {}),
    })),
  };
}

export function buildReplayTiming(matchId: string, game: PlayedGame): ReplayTiming {
  const stderr = game.failures.flatMap((f) =>
    f.stderr !== undefined ? [{ seat: game.seats.indexOf(f.agent), agent: f.agent, text: f.stderr }] : [],
  );
  return {
    schema: REPLAY_TIMING_SCHEMA_V1,
    match: matchId,
    gameId: game.gameId,
    attempt: game.timings.attempt,
    durationMs: game.timings.durationMs,
    startupMs: game.timings.startupMs,
    turns: game.timings.turns,
    ...(stderr.length > 0 ? { stderr } : {}),
  };
}

/** Two-space JSON with one line per turn: readable, diffable, and stable byte for byte. */
export function serializeReplay(replay: Replay): string {
  const { turns, ...head } = ReplaySchema.parse(replay);
  // a placeholder no JSON string value can contain unescaped, replaced by the one-line-per-turn list
  const placeholder = JSON.stringify('\u0000turns\u0000');
  const headText = JSON.stringify({ ...head, turns: '\u0000turns\u0000' }, null, 2);
  const turnsText = turns.length === 0 ? '[]' : `[\n${turns.map((t) => `    ${JSON.stringify(t)}`).join(',\n')}\n  ]`;
  const at = headText.lastIndexOf(placeholder);
  return `${headText.slice(0, at)}${turnsText}${headText.slice(at + placeholder.length)}\n`;
}

export function serializeReplayTiming(timing: ReplayTiming): string {
  return `${JSON.stringify(timing, null, 2)}\n`;
}

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (d > limit) return true;
    if (v && typeof v === 'object') for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, d + 1]);
  }
  return false;
}

/** Read an untrusted timing file's text (`<name>.timing.json`). Throws ReplayError with a message safe to print. */
export function parseReplayTiming(text: string): ReplayTiming {
  if (text.length > REPLAY_CAPS.fileBytes) throw new ReplayError(`the timing file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReplayError('the timing file is not JSON');
  }
  if (depthExceeds(raw, REPLAY_CAPS.depth)) throw new ReplayError(`the timing file is nested deeper than ${REPLAY_CAPS.depth} levels`);
  const parsed = ReplayTimingSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.map(String).join('.') : '';
    throw new ReplayError(
      `the timing file does not match ${REPLAY_TIMING_SCHEMA_V1}: ${sanitizeLine(where ? `${where}: ` : '')}${sanitizeLine(issue?.message ?? 'invalid')}`,
    );
  }
  return parsed.data;
}

/** Read an untrusted replay file's text. Throws ReplayError with a message safe to print. */
export function parseReplay(text: string): Replay {
  if (text.length > REPLAY_CAPS.fileBytes) throw new ReplayError(`the file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ReplayError(`the file is not JSON (${sanitizeLine(truncate(error instanceof Error ? error.message : 'parse error', 200))})`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ReplayError('the file is not a replay (not a JSON object)');
  const schema = (raw as { schema?: unknown }).schema;
  if (schema !== REPLAY_SCHEMA_V1) {
    const shown = typeof schema === 'string' ? sanitizeLine(truncate(schema, 64)) : String(schema);
    throw new ReplayError(`the file is not a replay this version reads (schema ${JSON.stringify(shown)}; expected ${REPLAY_SCHEMA_V1})`);
  }
  if (depthExceeds(raw, REPLAY_CAPS.depth)) throw new ReplayError(`the replay is nested deeper than ${REPLAY_CAPS.depth} levels`);
  const parsed = ReplaySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.map(String).join('.') : '';
    throw new ReplayError(
      `the replay does not match ${REPLAY_SCHEMA_V1}: ${sanitizeLine(where ? `${where}: ` : '')}${sanitizeLine(issue?.message ?? 'invalid')}`,
    );
  }
  return parsed.data;
}

export interface ReplayStep {
  turn: number;
  /** seat → action, for the turn's complete moves */
  actions: Map<number, unknown>;
  state: unknown;
}

/** Re-play the recorded actions through the game's rules (built-in, or `given`); checks observations and legality. */
export function replaySteps(
  replay: Replay,
  given?: AnyGameModule,
): {
  initial: unknown;
  steps: ReplayStep[];
  module: AnyGameModule;
} {
  const module = given ?? findGame(replay.game);
  if (!module) throw new ReplayError(`unknown game ${JSON.stringify(sanitizeLine(truncate(replay.game, 64)))}`);
  if (replay.rulesVersion !== module.rulesVersion) {
    throw new ReplayError(
      `the replay was recorded with ${replay.game} rules version ${sanitizeLine(replay.rulesVersion)}; this arena has version ${module.rulesVersion}`,
    );
  }
  let config;
  try {
    config = module.parseConfig(replay.config);
  } catch (error) {
    throw new ReplayError(`bad game config in the replay: ${sanitizeLine((error as Error).message)}`);
  }
  let state: unknown;
  try {
    state = module.setup(replay.seed, replay.seats.length, config);
  } catch (error) {
    throw new ReplayError(`the replay's game could not be set up: ${sanitizeLine((error as Error).message)}`);
  }
  const initial = state;
  const steps: ReplayStep[] = [];
  let i = 0;
  const frames = replay.turns;
  while (i < frames.length) {
    const turn = frames[i]!.turn;
    const group = [];
    while (i < frames.length && frames[i]!.turn === turn) group.push(frames[i++]!);
    const expected = module.toMove(state);
    const seats = group.map((f) => f.seat);
    if (expected.length !== seats.length || expected.some((s, k) => s !== seats[k])) {
      throw new ReplayError(
        `turn ${turn}: the replay has moves for seats ${seats.join(', ')}, the rules expect ${expected.join(', ') || 'none'}`,
      );
    }
    const actions = new Map<number, unknown>();
    for (const frame of group) {
      const observed = JSON.stringify(module.observe(state, frame.seat));
      if (observed !== JSON.stringify(frame.observation)) {
        throw new ReplayError(`turn ${turn}: the observation recorded for seat ${frame.seat} is not what the rules give`);
      }
      if (frame.action === undefined) continue;
      const valid = module.validate(state, frame.seat, frame.action);
      if (!valid.ok)
        throw new ReplayError(`turn ${turn}: seat ${frame.seat}'s recorded action is not legal: ${sanitizeLine(valid.reason)}`);
      actions.set(frame.seat, valid.action);
    }
    if (actions.size < group.length) {
      // the turn a failure ended the game on: nothing is applied
      steps.push({ turn, actions, state });
      if (i < frames.length) throw new ReplayError(`turn ${turn}: the replay goes on after a turn with a missing action`);
      break;
    }
    state = module.apply(state, actions);
    steps.push({ turn, actions, state });
  }
  return { initial, steps, module };
}

function describeRanks(replay: Replay): string {
  const { ranks } = replay.result;
  const names = replay.seats.map((s, i) => `seat ${i} (${sanitizeLine(s.agent)})`);
  if (ranks.every((r) => r === ranks[0])) return 'draw';
  const best = Math.min(...ranks);
  const winners = names.filter((_, i) => ranks[i] === best);
  return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}

/** The text `arena replay` prints. Every string from the file is sanitised. */
export function renderReplay(replay: Replay): string {
  const { initial, steps, module } = replaySteps(replay);
  const out: string[] = [];
  const s = (v: string) => sanitizeLine(v);
  out.push(
    `${s(replay.game)} · game ${replay.match.index + 1} of ${replay.match.games} in match ${s(replay.match.id)} · seed ${replay.seed}`,
  );
  out.push(`arena ${s(replay.arenaVersion)} · ${s(replay.game)} rules ${s(replay.rulesVersion)} · protocol ${replay.protocol}`);
  replay.seats.forEach((seat, i) => {
    out.push(`seat ${i}: ${s(seat.agent)} ${s(seat.version)} (${seat.runner})${seat.treeHash ? ` ${seat.treeHash}` : ''}`);
  });
  const t = replay.time;
  out.push(`time: ${t.turnMs} ms per turn, bank ${t.bankMs} ms per game, startup ${t.startupMs} ms, match ${t.matchMs} ms`);
  if (Object.keys(replay.config).length > 0) out.push(`config: ${s(JSON.stringify(replay.config))}`);
  out.push(`repro: ${s(replay.repro)}`);
  out.push('');
  if (module.kind === 'turn-based') {
    out.push(module.render(initial));
    for (const step of steps) {
      for (const [seat, action] of step.actions) {
        out.push('');
        out.push(`turn ${step.turn}: seat ${seat} (${s(replay.seats[seat]?.agent ?? '?')}) plays ${s(JSON.stringify(action))}`);
        out.push(module.render(step.state));
      }
    }
  } else {
    const last = steps[steps.length - 1];
    out.push(module.render(last ? last.state : initial));
  }
  out.push('');
  for (const f of replay.failures) {
    out.push(`failure: seat ${f.seat} (${s(f.agent)}) ${f.kind} on turn ${f.turn}: ${sanitizeText(f.message).replace(/\n/g, ' ')}`);
  }
  out.push(`result: ${describeRanks(replay)} (${s(replay.result.reason)}) after ${replay.result.turns} turns`);
  return `${out.join('\n')}\n`;
}
