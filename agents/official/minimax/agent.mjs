// Official reference agent `minimax` (connect-four): Alpha-beta search at a fixed depth of 5 with a window-counting evaluation; random among equally good moves.
// Plain JavaScript, no dependencies; decides from the observation and its seeded random numbers, never the clock.
import { createInterface } from 'node:readline';

const ROWS = 6;
const COLUMNS = 7;
const DEPTH = 5; // fixed search depth: the same move on any machine, a few ms per move (≤ ~60 ms cold)
const WIN = 1_000_000;
const ORDER = [3, 2, 4, 1, 5, 0, 6]; // centre first: better pruning

// cells[r * COLUMNS + c], row 0 at the top; heights[c] = pieces in column c
function landingRow(heights, column) {
  return ROWS - 1 - heights[column];
}

function fourAt(cells, row, column, mark) {
  const count = (dr, dc) => {
    let n = 0;
    for (
      let r = row + dr, c = column + dc;
      r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && cells[r * COLUMNS + c] === mark;
      r += dr, c += dc
    )
      n++;
    return n;
  };
  return (
    1 + count(0, 1) + count(0, -1) >= 4 ||
    1 + count(1, 0) + count(-1, 0) >= 4 ||
    1 + count(1, 1) + count(-1, -1) >= 4 ||
    1 + count(1, -1) + count(-1, 1) >= 4
  );
}

// every line of four cells on the board, flattened: 4 cell indices per window
const WINDOWS = [];
for (let r = 0; r < ROWS; r++) {
  for (let c = 0; c < COLUMNS; c++) {
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ]) {
      const er = r + 3 * dr;
      const ec = c + 3 * dc;
      if (er < 0 || er >= ROWS || ec < 0 || ec >= COLUMNS) continue;
      for (let k = 0; k < 4; k++) WINDOWS.push((r + k * dr) * COLUMNS + (c + k * dc));
    }
  }
}
const WINDOW_CELLS = Int32Array.from(WINDOWS);
const MINE = [0, 0, 2, 5, 0]; // value of a window holding only my pieces, by count
const THEIRS = [0, 0, 2, 4, 0];

/** Static value of a position for `mark`. */
function evaluate(cells, mark) {
  const other = 3 - mark;
  let score = 0;
  for (let r = 0; r < ROWS; r++) {
    const v = cells[r * COLUMNS + 3];
    if (v === mark) score += 3;
    else if (v === other) score -= 3;
  }
  for (let w = 0; w < WINDOW_CELLS.length; w += 4) {
    let mine = 0;
    let theirs = 0;
    for (let k = w; k < w + 4; k++) {
      const v = cells[WINDOW_CELLS[k]];
      if (v === mark) mine++;
      else if (v === other) theirs++;
    }
    if (theirs === 0) score += MINE[mine];
    else if (mine === 0) score -= THEIRS[theirs];
  }
  return score;
}

/** Negamax with alpha-beta: the value of the position for `mark`, who is to move. */
function negamax(cells, heights, mark, depth, alpha, beta, moves) {
  if (moves === ROWS * COLUMNS) return 0;
  if (depth === 0) return evaluate(cells, mark);
  let best = -Infinity;
  for (const column of ORDER) {
    if (heights[column] === ROWS) continue;
    const row = landingRow(heights, column);
    const i = row * COLUMNS + column;
    cells[i] = mark;
    heights[column]++;
    const value = fourAt(cells, row, column, mark) ? WIN + depth : -negamax(cells, heights, 3 - mark, depth - 1, -beta, -alpha, moves + 1);
    heights[column]--;
    cells[i] = 0;
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

function choose(observation) {
  const { board, mark, legal } = observation;
  const cells = Int8Array.from(board.flat());
  const heights = Array.from({ length: COLUMNS }, (_, c) => board.filter((row) => row[c] !== 0).length);
  const moves = heights.reduce((a, b) => a + b, 0);
  let best = -Infinity;
  let choices = [];
  for (const column of ORDER) {
    if (!legal.includes(column)) continue;
    const row = landingRow(heights, column);
    const i = row * COLUMNS + column;
    cells[i] = mark;
    heights[column]++;
    // a window just below the best so far: equal values come back exact, so ties are seen
    const value = fourAt(cells, row, column, mark)
      ? WIN + DEPTH
      : -negamax(cells, heights, 3 - mark, DEPTH - 1, -Infinity, -(best - 1), moves + 1);
    heights[column]--;
    cells[i] = 0;
    if (value > best) {
      best = value;
      choices = [column];
    } else if (value === best) choices.push(column);
  }
  return choices[Math.floor(random() * choices.length)];
}

// --- protocol v1 (docs/protocol.md): one JSON object per line on stdin/stdout ---
function makeRandom(seed, seat) {
  // mulberry32, seeded from the game seed and the seat: the same game always plays the same way
  let a = (Math.floor(seed / 4294967296) ^ seed ^ Math.imul(seat + 1, 0x9e3779b9)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let random = makeRandom(0, 0);
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  if (message.type === 'start') {
    random = makeRandom(message.seed, message.seat);
    send({ type: 'ready' });
  } else if (message.type === 'turn') {
    send({ type: 'action', turn: message.turn, action: choose(message.observation) });
  }
});
input.on('close', () => process.exit(0));
