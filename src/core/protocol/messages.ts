// Wire protocol v1 (docs/protocol.md): JSON Lines over stdin/stdout. The referee sends
// start / turn / end; the agent answers ready / action. Outgoing messages are built here and checked
// in tests against the strict schemas; incoming lines are parsed with parseAgentLine, which never
// throws and says exactly what was wrong (shown to the agent's author).
import { z } from 'zod';
import { JsonValueSchema, type JsonValue } from '../results.js';
import { truncate } from '../sanitize.js';
import { PROTOCOL_VERSION } from '../protocol-version.js';

export { PROTOCOL_VERSION };

const Count = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

export const TimeInfoSchema = z.strictObject({
  /** this turn's own allowance, ms */
  turnMs: Count,
  /** what is left of the game's time bank, ms */
  bankMs: Count,
});
export type TimeInfo = z.infer<typeof TimeInfoSchema>;

export const StartMessageSchema = z.strictObject({
  type: z.literal('start'),
  protocol: z.literal(PROTOCOL_VERSION),
  game: z.string().min(1).max(64),
  gameId: z.string().min(1).max(128),
  seat: z.int().min(0).max(15),
  players: z.int().min(1).max(16),
  seed: Count,
  config: z.record(z.string(), JsonValueSchema),
  time: TimeInfoSchema,
});
export type StartMessage = z.infer<typeof StartMessageSchema>;

export const TurnMessageSchema = z.strictObject({
  type: z.literal('turn'),
  gameId: z.string().min(1).max(128),
  turn: z.int().min(1),
  observation: JsonValueSchema,
  time: TimeInfoSchema,
});
export type TurnMessage = z.infer<typeof TurnMessageSchema>;

export const EndMessageSchema = z.strictObject({
  type: z.literal('end'),
  gameId: z.string().min(1).max(128),
  result: z.strictObject({
    ranks: z.array(z.int().min(1)).min(1).max(16),
    reason: z.string().max(256),
  }),
});
export type EndMessage = z.infer<typeof EndMessageSchema>;

export const RefereeMessageSchema = z.discriminatedUnion('type', [StartMessageSchema, TurnMessageSchema, EndMessageSchema]);
export type RefereeMessage = z.infer<typeof RefereeMessageSchema>;

// Agent messages: unknown extra keys are allowed and ignored (room for debug fields); the keys the
// protocol names must be exactly right.
export const ReadyMessageSchema = z.looseObject({ type: z.literal('ready') });
export type ReadyMessage = z.infer<typeof ReadyMessageSchema>;

export const ActionMessageSchema = z.looseObject({
  type: z.literal('action'),
  turn: z.int().min(1),
  action: z.unknown().refine((v) => v !== undefined, 'an action message needs an "action" field'),
});
export type ActionMessage = { type: 'action'; turn: number; action: unknown };

export const AgentMessageSchema = z.discriminatedUnion('type', [ReadyMessageSchema, ActionMessageSchema]);
export type AgentMessage = ReadyMessage | ActionMessage;

export function startMessage(fields: Omit<StartMessage, 'type' | 'protocol'>): StartMessage {
  return {
    type: 'start',
    protocol: PROTOCOL_VERSION,
    game: fields.game,
    gameId: fields.gameId,
    seat: fields.seat,
    players: fields.players,
    seed: fields.seed,
    config: fields.config,
    time: fields.time,
  };
}

export function turnMessage(gameId: string, turn: number, observation: JsonValue, time: TimeInfo): TurnMessage {
  return { type: 'turn', gameId, turn, observation, time };
}

export function endMessage(gameId: string, ranks: number[], reason: string): EndMessage {
  return { type: 'end', gameId, result: { ranks, reason } };
}

/** A short, quoted preview of an agent's line for messages (the caller sanitises before display). */
export function preview(line: string, max = 120): string {
  return JSON.stringify(truncate(line, max));
}

export type ParsedAgentLine = { ok: true; message: AgentMessage } | { ok: false; reason: string };

/** Parse one line from an agent. Never throws. */
export function parseAgentLine(line: string): ParsedAgentLine {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    const why = error instanceof SyntaxError ? error.message : 'it could not be parsed';
    return { ok: false, reason: `the line is not JSON (${truncate(why, 160)}): ${preview(line)}` };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, reason: `each line must be a JSON object with a "type": ${preview(line)}` };
  }
  const type = (raw as { type?: unknown }).type;
  if (type !== 'ready' && type !== 'action') {
    return {
      ok: false,
      reason: `unknown message type ${typeof type === 'string' ? preview(type, 40) : String(type)}; an agent sends "ready" or "action"`,
    };
  }
  if (type === 'ready') return { ok: true, message: { type: 'ready' } }; // every other key is ignored
  const { turn, action } = raw as { turn?: unknown; action?: unknown };
  if (action === undefined) {
    return { ok: false, reason: `bad "action" message: it has no "action" field: ${preview(line)}` };
  }
  // the common, well-formed action: exactly what the schema accepts (z.int() is a safe integer),
  // checked by hand because it is parsed every turn; anything else goes to zod for its message
  if (typeof turn === 'number' && Number.isSafeInteger(turn) && turn >= 1) {
    return { ok: true, message: { type: 'action', turn, action } };
  }
  const parsed = AgentMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `"${issue.path.join('.')}": ` : '';
    return { ok: false, reason: `bad "${type}" message: ${where}${issue?.message ?? 'invalid'}: ${preview(line)}` };
  }
  if (parsed.data.type === 'ready') return { ok: true, message: { type: 'ready' } };
  const data = parsed.data as { turn: number; action: unknown };
  return { ok: true, message: { type: 'action', turn: data.turn, action: data.action } };
}
