// Connect Four (docs/protocol.md): 7 columns × 6 rows, seat 0 moves first, four in a row (horizontal,
// vertical or diagonal) wins, a full board is a draw. Turn-based. Pure: no clock, no randomness.
import type { JsonValue } from '../results.js';
import type { GameModule, GameOutcome } from './types.js';

export const COLUMNS = 7;
export const ROWS = 6;

export interface ConnectFourState {
  /** ROWS rows of COLUMNS cells, row 0 at the top; 0 empty, 1 seat 0, 2 seat 1 */
  readonly board: readonly (readonly number[])[];
  /** the seat to move */
  readonly next: number;
  readonly moves: number;
  readonly outcome: GameOutcome | null;
}

function legalColumns(board: ConnectFourState['board']): number[] {
  const top = board[0]!;
  const legal: number[] = [];
  for (let c = 0; c < COLUMNS; c++) if (top[c] === 0) legal.push(c);
  return legal;
}

/** Does the piece just dropped at (row, col) make four in a row? */
function winsAt(board: ConnectFourState['board'], row: number, col: number): boolean {
  const mark = board[row]![col]!;
  const count = (dr: number, dc: number) => {
    let n = 0;
    let r = row + dr;
    let c = col + dc;
    while (r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && board[r]![c] === mark) {
      n++;
      r += dr;
      c += dc;
    }
    return n;
  };
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ] as const) {
    if (1 + count(dr, dc) + count(-dr, -dc) >= 4) return true;
  }
  return false;
}

export const connectFour: GameModule<ConnectFourState, number> = {
  name: 'connect-four',
  rulesVersion: '1',
  players: { min: 2, max: 2 },
  kind: 'turn-based',

  parseConfig(config) {
    const keys = Object.keys(config);
    if (keys.length > 0) throw new Error(`connect-four has no options; remove ${keys.map((k) => JSON.stringify(k)).join(', ')}`);
    return {};
  },

  maxTurns() {
    return ROWS * COLUMNS;
  },

  setup(_seed, players) {
    if (players !== 2) throw new Error(`connect-four is played by 2 players, not ${players}`);
    return {
      board: Array.from({ length: ROWS }, () => Array.from({ length: COLUMNS }, () => 0)),
      next: 0,
      moves: 0,
      outcome: null,
    };
  },

  toMove(state) {
    return state.outcome ? [] : [state.next];
  },

  observe(state, seat): JsonValue {
    return {
      board: state.board.map((row) => [...row]),
      mark: seat + 1,
      legal: state.outcome ? [] : legalColumns(state.board),
    };
  },

  legalActions(state, seat) {
    if (state.outcome || seat !== state.next) return [];
    return legalColumns(state.board);
  },

  validate(state, seat, action) {
    if (state.outcome) return { ok: false, reason: 'the game is over' };
    if (seat !== state.next) return { ok: false, reason: `it is seat ${state.next}'s move, not seat ${seat}'s` };
    if (typeof action !== 'number' || !Number.isInteger(action) || action < 0 || action >= COLUMNS) {
      const shown =
        typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
      return { ok: false, reason: `the action must be a column number 0–${COLUMNS - 1}, got ${shown}` };
    }
    if (state.board[0]![action] !== 0) return { ok: false, reason: `column ${action} is full` };
    return { ok: true, action };
  },

  apply(state, actions) {
    const column = actions.get(state.next);
    if (column === undefined) throw new Error(`connect-four: no action for seat ${state.next}`);
    const board = state.board.map((row) => [...row]);
    let row = ROWS - 1;
    while (row >= 0 && board[row]![column] !== 0) row--;
    if (row < 0) throw new Error(`connect-four: column ${column} is full`);
    board[row]![column] = state.next + 1;
    const moves = state.moves + 1;
    let outcome: GameOutcome | null = null;
    if (winsAt(board, row, column)) outcome = { ranks: state.next === 0 ? [1, 2] : [2, 1], reason: 'four-in-a-row' };
    else if (moves === ROWS * COLUMNS) outcome = { ranks: [1, 1], reason: 'board-full' };
    return { board, next: 1 - state.next, moves, outcome };
  },

  result(state) {
    return state.outcome;
  },

  render(state) {
    const cell = ['.', 'X', 'O'];
    const lines = state.board.map((row) => `|${row.map((v) => cell[v] ?? '?').join(' ')}|`);
    lines.push(`+${'-'.repeat(COLUMNS * 2 - 1)}+`);
    lines.push(` ${Array.from({ length: COLUMNS }, (_, c) => String(c)).join(' ')}`);
    return lines.join('\n');
  },
};
