// Official reference agent `greedy` (connect-four): Wins at once if it can, else blocks the opponent's immediate win, else plays a random legal column.
// Plain JavaScript, no dependencies; decides from the observation and its seeded random numbers, never the clock.
import { createInterface } from 'node:readline';

const ROWS = 6;
const COLUMNS = 7;

/** The row a piece dropped in `column` lands on, or -1 when the column is full (row 0 is the top). */
function landing(board, column) {
  for (let row = ROWS - 1; row >= 0; row--) if (board[row][column] === 0) return row;
  return -1;
}

function fourAt(board, row, column, mark) {
  const count = (dr, dc) => {
    let n = 0;
    for (let r = row + dr, c = column + dc; r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && board[r][c] === mark; r += dr, c += dc) n++;
    return n;
  };
  return [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ].some(([dr, dc]) => 1 + count(dr, dc) + count(-dr, -dc) >= 4);
}

/** A column where `mark` wins at once, or -1. */
function winningColumn(board, legal, mark) {
  for (const column of legal) {
    const row = landing(board, column);
    board[row][column] = mark;
    const wins = fourAt(board, row, column, mark);
    board[row][column] = 0;
    if (wins) return column;
  }
  return -1;
}

function choose(observation) {
  const { board, mark, legal } = observation;
  const win = winningColumn(board, legal, mark);
  if (win >= 0) return win;
  const block = winningColumn(board, legal, 3 - mark);
  if (block >= 0) return block;
  return legal[Math.floor(random() * legal.length)];
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
