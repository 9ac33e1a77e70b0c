// Rock-paper-scissors (docs/protocol.md): simultaneous, `rounds` rounds per game (default 100), every
// round is a turn in which both seats act. The seat that wins more rounds wins the game; equal
// counts are a draw. Pure: no clock, no randomness.
import type { JsonValue } from '../results.js';
import type { GameModule } from './types.js';

export const MOVES = ['rock', 'paper', 'scissors'] as const;
export type Move = (typeof MOVES)[number];
export const DEFAULT_ROUNDS = 100;
export const MAX_ROUNDS = 10_000;

export interface RockPaperScissorsState {
  readonly rounds: number;
  /** one entry per round played: [seat 0's move, seat 1's move] */
  readonly history: readonly (readonly [Move, Move])[];
  /** rounds won by each seat */
  readonly wins: readonly [number, number];
}

/** 1 when a beats b, -1 when b beats a, 0 for a tie */
export function compareMoves(a: Move, b: Move): number {
  if (a === b) return 0;
  return (a === 'rock' && b === 'scissors') || (a === 'paper' && b === 'rock') || (a === 'scissors' && b === 'paper') ? 1 : -1;
}

function isMove(value: unknown): value is Move {
  return typeof value === 'string' && (MOVES as readonly string[]).includes(value);
}

export const rockPaperScissors: GameModule<RockPaperScissorsState, Move> = {
  name: 'rock-paper-scissors',
  rulesVersion: '1',
  players: { min: 2, max: 2 },
  kind: 'simultaneous',

  parseConfig(config) {
    const unknown = Object.keys(config).filter((k) => k !== 'rounds');
    if (unknown.length > 0) {
      throw new Error(`rock-paper-scissors has one option, rounds; remove ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
    }
    const rounds = 'rounds' in config ? config.rounds : DEFAULT_ROUNDS;
    if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
      throw new Error(`rock-paper-scissors rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${JSON.stringify(rounds)}`);
    }
    return { rounds };
  },

  maxTurns(config) {
    return typeof config.rounds === 'number' ? config.rounds : DEFAULT_ROUNDS;
  },

  setup(_seed, players, config) {
    if (players !== 2) throw new Error(`rock-paper-scissors is played by 2 players, not ${players}`);
    const rounds = typeof config.rounds === 'number' ? config.rounds : DEFAULT_ROUNDS;
    return { rounds, history: [], wins: [0, 0] };
  },

  toMove(state) {
    return state.history.length >= state.rounds ? [] : [0, 1];
  },

  observe(state, seat): JsonValue {
    const other = 1 - seat;
    return {
      round: Math.min(state.history.length + 1, state.rounds),
      rounds: state.rounds,
      history: state.history.map((pair) => [pair[seat]!, pair[other]!]),
      score: [state.wins[seat]!, state.wins[other]!],
    };
  },

  legalActions(state) {
    return state.history.length >= state.rounds ? [] : [...MOVES];
  },

  validate(state, _seat, action) {
    if (state.history.length >= state.rounds) return { ok: false, reason: 'the game is over' };
    if (!isMove(action)) {
      const shown =
        typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
      return { ok: false, reason: `the action must be "rock", "paper" or "scissors", got ${shown}` };
    }
    return { ok: true, action };
  },

  apply(state, actions) {
    const a = actions.get(0);
    const b = actions.get(1);
    if (a === undefined || b === undefined) throw new Error('rock-paper-scissors: both seats must act');
    const c = compareMoves(a, b);
    return {
      rounds: state.rounds,
      history: [...state.history, [a, b] as const],
      wins: [state.wins[0] + (c > 0 ? 1 : 0), state.wins[1] + (c < 0 ? 1 : 0)],
    };
  },

  result(state) {
    if (state.history.length < state.rounds) return null;
    const [w0, w1] = state.wins;
    return { ranks: w0 > w1 ? [1, 2] : w1 > w0 ? [2, 1] : [1, 1], reason: 'rounds-played' };
  },

  render(state) {
    const lines = state.history.map((pair, i) => {
      const c = compareMoves(pair[0], pair[1]);
      return `${String(i + 1).padStart(4)}  ${pair[0].padEnd(8)} ${pair[1].padEnd(8)} ${c > 0 ? 'seat 0' : c < 0 ? 'seat 1' : 'tie'}`;
    });
    lines.push(`score ${state.wins[0]}–${state.wins[1]} after ${state.history.length} of ${state.rounds} rounds`);
    return lines.join('\n');
  },
};
