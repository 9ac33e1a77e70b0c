// Light cycles (a Tron grid) for 2–4 players, simultaneous moves. Every turn each cycle still
// riding moves one cell up, down, left or right and leaves a wall of trail behind it. A cycle that
// moves off the grid, into a wall, an obstacle or any trail, or into the same cell as another cycle
// in the same turn, crashes. The last cycle riding wins; cycles that crash in the same turn share
// their rank. Obstacles come from the seed (same seed, same grid). Pure: no clock, no global
// randomness. Observation and action: docs/protocol.md "light-cycles".
import type { JsonValue } from '../results.js';
import { seededRandom } from '../rating/random.js';
import type { GameModule, GameOutcome } from './types.js';

export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const STEP: Record<Direction, readonly [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

export const DEFAULT_SIZE = 15;
export const MIN_SIZE = 8;
export const MAX_SIZE = 40;
export const DEFAULT_OBSTACLES = 12;
const EMPTY = 0;
const OBSTACLE = 9;

export interface LightCyclesState {
  readonly width: number;
  readonly height: number;
  /** row-major cells: 0 empty, 1 + seat for a cycle's trail (its head included), 9 an obstacle */
  readonly cells: readonly number[];
  /** each seat's head [x, y]; y = 0 is the top row */
  readonly heads: readonly (readonly [number, number])[];
  /** the turn each seat crashed on, null while it rides */
  readonly crashed: readonly (number | null)[];
  readonly turn: number;
  readonly outcome: GameOutcome | null;
}

interface Options {
  width: number;
  height: number;
  obstacles: number;
}

function options(config: Record<string, JsonValue>): Options {
  const n = (key: string, fallback: number) => (typeof config[key] === 'number' ? (config[key] as number) : fallback);
  return { width: n('width', DEFAULT_SIZE), height: n('height', DEFAULT_SIZE), obstacles: n('obstacles', DEFAULT_OBSTACLES) };
}

/** Start cells by seat count: opposite sides for 2, three corners-and-edge for 3, the corners for 4. */
export function startCells(players: number, width: number, height: number): Array<[number, number]> {
  const midY = height >> 1;
  const [l, r, t, b] = [2, width - 3, 2, height - 3];
  if (players === 2)
    return [
      [l, midY],
      [r, midY],
    ];
  if (players === 3)
    return [
      [l, t],
      [r, t],
      [width >> 1, b],
    ];
  return [
    [l, t],
    [r, b],
    [r, t],
    [l, b],
  ];
}

/** the shared mulberry32 (src/core/rating/random.ts), its 32-bit state folded from a seed of up to 53 bits */
function seeded(seed: number): () => number {
  return seededRandom(Math.floor(seed / 4294967296) ^ seed ^ 0x5bd1e995);
}

function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

/** Competition ranks from crash turns: riding longer is better, the same turn shares a rank. */
function ranksOf(crashed: readonly (number | null)[]): number[] {
  const lasted = crashed.map((t) => (t === null ? Infinity : t));
  return lasted.map((mine) => 1 + lasted.filter((other) => other > mine).length);
}

export const lightCycles: GameModule<LightCyclesState, Direction> = {
  name: 'light-cycles',
  rulesVersion: '1',
  players: { min: 2, max: 4 },
  kind: 'simultaneous',

  parseConfig(config) {
    const unknown = Object.keys(config).filter((k) => !['width', 'height', 'obstacles'].includes(k));
    if (unknown.length > 0) {
      throw new Error(
        `light-cycles has the options width, height and obstacles; remove ${unknown.map((k) => JSON.stringify(k)).join(', ')}`,
      );
    }
    const whole = (key: string, fallback: number, min: number, max: number) => {
      const value = key in config ? config[key] : fallback;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        throw new Error(`light-cycles ${key} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
      }
      return value;
    };
    const width = whole('width', DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);
    const height = whole('height', DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);
    const obstacles = whole('obstacles', DEFAULT_OBSTACLES, 0, Math.floor((width * height) / 8));
    return { width, height, obstacles };
  },

  maxTurns(config) {
    const { width, height } = options(config);
    // every turn at least one cycle fills a cell, and a lone cycle ends the game
    return width * height;
  },

  setup(seed, players, config) {
    if (players < 2 || players > 4) throw new Error(`light-cycles is played by 2–4 players, not ${players}`);
    const { width, height, obstacles } = options(config);
    const cells = Array.from({ length: width * height }, () => EMPTY);
    const heads = startCells(players, width, height);
    heads.forEach(([x, y], seat) => (cells[y * width + x] = seat + 1));
    // obstacles keep two cells clear around every start cell (a start is never boxed in)
    const random = seeded(seed);
    const clear = (x: number, y: number) => heads.every(([hx, hy]) => Math.max(Math.abs(hx - x), Math.abs(hy - y)) > 2);
    let placed = 0;
    for (let tries = 0; placed < obstacles && tries < obstacles * 20; tries++) {
      const x = Math.floor(random() * width);
      const y = Math.floor(random() * height);
      if (cells[y * width + x] !== EMPTY || !clear(x, y)) continue;
      cells[y * width + x] = OBSTACLE;
      placed++;
    }
    return { width, height, cells, heads, crashed: heads.map(() => null), turn: 0, outcome: null };
  },

  toMove(state) {
    if (state.outcome) return [];
    const seats: number[] = [];
    state.crashed.forEach((t, seat) => {
      if (t === null) seats.push(seat);
    });
    return seats;
  },

  observe(state, seat): JsonValue {
    const glyph = (v: number) => (v === EMPTY ? '.' : v === OBSTACLE ? '#' : String(v - 1));
    const grid: string[] = [];
    for (let y = 0; y < state.height; y++) {
      let row = '';
      for (let x = 0; x < state.width; x++) row += glyph(state.cells[y * state.width + x]!);
      grid.push(row);
    }
    return {
      width: state.width,
      height: state.height,
      you: seat,
      turn: state.turn + 1,
      grid,
      heads: state.heads.map(([x, y]) => [x, y]),
      alive: state.crashed.map((t) => t === null),
    };
  },

  legalActions(state, seat) {
    if (state.outcome || state.crashed[seat] !== null) return [];
    return [...DIRECTIONS];
  },

  validate(state, seat, action) {
    if (state.outcome) return { ok: false, reason: 'the game is over' };
    if (state.crashed[seat] !== null) return { ok: false, reason: `seat ${seat} has crashed` };
    if (!isDirection(action)) {
      const shown =
        typeof action === 'string' ? JSON.stringify(action.slice(0, 40)) : typeof action === 'number' ? String(action) : typeof action;
      return { ok: false, reason: `the action must be "up", "down", "left" or "right", got ${shown}` };
    }
    return { ok: true, action };
  },

  apply(state, actions) {
    const { width, height } = state;
    const cells = [...state.cells];
    const heads = state.heads.map(([x, y]) => [x, y] as [number, number]);
    const crashed = [...state.crashed];
    const turn = state.turn + 1;
    const riding = this.toMove(state);
    const target = new Map<number, number>();
    const claims = new Map<number, number>();
    for (const seat of riding) {
      const direction = actions.get(seat);
      if (direction === undefined) throw new Error(`light-cycles: no action for seat ${seat}`);
      const [dx, dy] = STEP[direction];
      const x = heads[seat]![0] + dx;
      const y = heads[seat]![1] + dy;
      if (x < 0 || y < 0 || x >= width || y >= height || cells[y * width + x] !== EMPTY) {
        crashed[seat] = turn;
        continue;
      }
      const cell = y * width + x;
      target.set(seat, cell);
      claims.set(cell, (claims.get(cell) ?? 0) + 1);
    }
    for (const [seat, cell] of target) {
      if (claims.get(cell)! > 1) {
        crashed[seat] = turn;
        continue;
      }
      cells[cell] = seat + 1;
      heads[seat] = [cell % width, Math.floor(cell / width)];
    }
    const left = crashed.filter((t) => t === null).length;
    let outcome: GameOutcome | null = null;
    if (left <= 1) outcome = { ranks: ranksOf(crashed), reason: left === 1 ? 'last-cycle-riding' : 'all-crashed' };
    else if (turn >= width * height) outcome = { ranks: ranksOf(crashed), reason: 'turn-limit' };
    return { width, height, cells, heads, crashed, turn, outcome };
  },

  result(state) {
    return state.outcome;
  },

  render(state) {
    const lines: string[] = [];
    for (let y = 0; y < state.height; y++) {
      let row = '';
      for (let x = 0; x < state.width; x++) {
        const v = state.cells[y * state.width + x]!;
        const head = state.heads.findIndex(([hx, hy]) => hx === x && hy === y);
        if (head >= 0 && v === head + 1) row += String.fromCharCode(65 + head);
        else row += v === EMPTY ? '.' : v === OBSTACLE ? '#' : String.fromCharCode(97 + v - 1);
      }
      lines.push(row);
    }
    const status = state.crashed.map((t, seat) => `${String.fromCharCode(65 + seat)}: ${t === null ? 'riding' : `crashed on turn ${t}`}`);
    lines.push(`turn ${state.turn}; ${status.join(', ')}`);
    return lines.join('\n');
  },
};
