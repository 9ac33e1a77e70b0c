// What a game module is: pure rules, no I/O, no clock, no global randomness (docs/protocol.md).
// Adding a game is adding one file that exports a GameModule, plus its line in registry.ts.
import type { JsonValue } from '../results.js';

export interface GameOutcome {
  /** one rank per seat, 1 = best; equal ranks are a draw */
  ranks: number[];
  /** short machine-friendly reason, e.g. "four-in-a-row", "board-full", "rounds-played" */
  reason: string;
}

export interface GameModule<State = unknown, Action = unknown> {
  readonly name: string;
  /** bumped whenever the rules change: replays and rating epochs carry it */
  readonly rulesVersion: string;
  readonly players: { min: number; max: number };
  /** turn-based: one seat acts per turn; simultaneous: every seat in toMove acts each turn */
  readonly kind: 'turn-based' | 'simultaneous';
  /** check arena.yml's games.<name>.config and fill defaults; throw Error with a readable message */
  parseConfig(config: Record<string, unknown>): Record<string, JsonValue>;
  /** the most turns a game can last with this (parsed) config: rotation planning estimates from it */
  maxTurns(config: Record<string, JsonValue>): number;
  setup(seed: number, players: number, config: Record<string, JsonValue>): State;
  /** the seats that must act now (empty when the game is over) */
  toMove(state: State): number[];
  observe(state: State, seat: number): JsonValue;
  legalActions(state: State, seat: number): JsonValue[];
  /** check an agent's action against the rules; the reason is shown to the agent's author */
  validate(state: State, seat: number, action: unknown): { ok: true; action: Action } | { ok: false; reason: string };
  /** the next state after every seat in toMove acted */
  apply(state: State, actions: ReadonlyMap<number, Action>): State;
  /** null while the game goes on */
  result(state: State): GameOutcome | null;
  /** a text picture of a state (a board, a history), for replays and summaries */
  render(state: State): string;
  /**
   * optional: an HTML or SVG picture of a state for the replay viewer (src/core/render/game-html.ts);
   * the module escapes what it puts in; without it the viewer shows observations and actions as JSON
   */
  renderHtml?(state: State): string;
}
