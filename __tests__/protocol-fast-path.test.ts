// parseAgentLine checks the common `ready` / `action` lines by hand (it runs every turn) and leaves
// everything else to the zod schema. The hand check must accept exactly what the schema accepts and
// return the same message; this compares the two over many lines, well-formed and not.
import { describe, expect, it } from '@jest/globals';
import { AgentMessageSchema, parseAgentLine } from '../src/core/protocol/messages.js';

/** What the schema alone says about a line that is a JSON object with type ready or action. */
function bySchema(raw: Record<string, unknown>): { ok: true; message: unknown } | { ok: false } {
  const parsed = AgentMessageSchema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  if (parsed.data.type === 'ready') return { ok: true, message: { type: 'ready' } };
  const data = parsed.data as { turn: number; action: unknown };
  return { ok: true, message: { type: 'action', turn: data.turn, action: data.action } };
}

const TURNS: unknown[] = [
  1,
  2,
  7,
  41,
  100_000,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 60,
  1e300,
  0,
  -1,
  -0,
  1.5,
  0.999,
  '1',
  '',
  null,
  true,
  [],
  [1],
  {},
  { turn: 1 },
];
const ACTIONS: unknown[] = [0, 3, -1, 2.5, 'rock', '', null, false, [], [1, 2], {}, { x: [1] }, 1e308];
const EXTRAS: Array<Record<string, unknown>> = [{}, { debug: 'hi' }, { type2: 1, note: null }, { __proto__x: 1 }];

describe('parseAgentLine hand check agrees with the schema', () => {
  it('action lines: every turn × action × extra keys, in key orders the agent may choose', () => {
    let checked = 0;
    for (const turn of TURNS) {
      for (const action of ACTIONS) {
        for (const extra of EXTRAS) {
          const orders = [
            { type: 'action', turn, action, ...extra },
            { ...extra, action, turn, type: 'action' },
          ];
          for (const raw of orders) {
            const line = JSON.stringify(raw);
            const reparsed = JSON.parse(line) as Record<string, unknown>; // what the line really says
            const expected = bySchema(reparsed);
            const got = parseAgentLine(line);
            if (expected.ok) expect(got).toEqual(expected);
            else {
              expect(got.ok).toBe(false);
              if (!got.ok) expect(got.reason).toMatch(/^bad "action" message: /);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(TURNS.length * ACTIONS.length * EXTRAS.length * 2);
  });

  it('an action line with no action, or a missing turn, is refused with the same reasons as before', () => {
    expect(parseAgentLine('{"type":"action","turn":1}')).toEqual({
      ok: false,
      reason: 'bad "action" message: it has no "action" field: "{\\"type\\":\\"action\\",\\"turn\\":1}"',
    });
    const noTurn = parseAgentLine('{"type":"action","action":3}');
    expect(noTurn.ok).toBe(false);
    if (!noTurn.ok) expect(noTurn.reason).toMatch(/^bad "action" message: "turn": /);
    const stringTurn = parseAgentLine('{"type":"action","turn":"1","action":3}');
    expect(stringTurn.ok).toBe(false);
    if (!stringTurn.ok) expect(stringTurn.reason).toMatch(/^bad "action" message: "turn": .*: "/);
  });

  it('ready lines: any extra keys are ignored, as the schema does', () => {
    for (const extra of [...EXTRAS, { turn: 'x', action: 1 }, { ready: false }]) {
      const line = JSON.stringify({ type: 'ready', ...extra });
      expect(parseAgentLine(line)).toEqual(bySchema(JSON.parse(line) as Record<string, unknown>));
      expect(parseAgentLine(line)).toEqual({ ok: true, message: { type: 'ready' } });
    }
  });

  it('object actions come back whole, extra keys dropped from the message', () => {
    const got = parseAgentLine('{"type":"action","turn":3,"action":{"move":[1,2],"note":"x"},"extra":true}');
    expect(got).toEqual({ ok: true, message: { type: 'action', turn: 3, action: { move: [1, 2], note: 'x' } } });
  });
});
