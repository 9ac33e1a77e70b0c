// Arena starter agent (JavaScript). Protocol: one JSON object per line on stdin/stdout
// (docs/protocol.md). Answer `start` with `ready`, each `turn` with an `action` for that turn.
// Log to stderr, never to stdout: stdout is for protocol messages only.
import { createInterface } from 'node:readline';

const ROWS = 6;
const COLUMNS = 7;

/** Where a piece dropped in `col` lands, or -1 when the column is full (row 0 is the top). */
function landingRow(board, col) {
  for (let r = ROWS - 1; r >= 0; r--) if (board[r][col] === 0) return r;
  return -1;
}

function fourInARow(board, row, col, mark) {
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ]) {
    let count = 1;
    for (const sign of [1, -1]) {
      let r = row + sign * dr;
      let c = col + sign * dc;
      while (r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && board[r][c] === mark) {
        count++;
        r += sign * dr;
        c += sign * dc;
      }
    }
    if (count >= 4) return true;
  }
  return false;
}

function wouldWin(board, col, mark) {
  const row = landingRow(board, col);
  if (row < 0) return false;
  board[row][col] = mark;
  const wins = fourInARow(board, row, col, mark);
  board[row][col] = 0;
  return wins;
}

function connectFour({ board, mark, legal }) {
  const other = mark === 1 ? 2 : 1;
  const win = legal.find((c) => wouldWin(board, c, mark));
  if (win !== undefined) return win;
  const block = legal.find((c) => wouldWin(board, c, other));
  if (block !== undefined) return block;
  // otherwise the legal column closest to the centre
  return [...legal].sort((a, b) => Math.abs(a - 3) - Math.abs(b - 3))[0];
}

const BEATS = { rock: 'paper', paper: 'scissors', scissors: 'rock' };

function rockPaperScissors({ history }) {
  const counts = { rock: 0, paper: 0, scissors: 0 };
  for (const [, theirs] of history) counts[theirs]++;
  const favourite = Object.keys(counts).sort((a, b) => counts[b] - counts[a])[0];
  return history.length === 0 ? 'rock' : BEATS[favourite];
}

// light-cycles: move to the free cell with the most free neighbours (up, down, left, right)
const STEPS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

function lightCycles({ grid, heads, you }) {
  const free = (x, y) => y >= 0 && y < grid.length && x >= 0 && x < grid[y].length && grid[y][x] === '.';
  const [hx, hy] = heads[you];
  let best = 'up';
  let bestScore = -1;
  for (const [name, [dx, dy]] of Object.entries(STEPS)) {
    const x = hx + dx;
    const y = hy + dy;
    if (!free(x, y)) continue;
    const score = Object.values(STEPS).filter(([ex, ey]) => free(x + ex, y + ey)).length;
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  return best;
}

let game = '';
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const message = JSON.parse(line);
  if (message.type === 'start') {
    game = message.game;
    send({ type: 'ready' });
  } else if (message.type === 'turn') {
    const observation = message.observation;
    const action =
      game === 'connect-four'
        ? connectFour(observation)
        : game === 'light-cycles'
          ? lightCycles(observation)
          : rockPaperScissors(observation);
    send({ type: 'action', turn: message.turn, action });
  } else if (message.type === 'end') {
    console.error(`game ${message.gameId} over: ranks ${message.result.ranks.join(',')} (${message.result.reason})`);
  }
}
