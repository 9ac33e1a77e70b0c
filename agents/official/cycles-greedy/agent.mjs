// Official reference agent `cycles-greedy` (light-cycles): Moves to the safe cell with the most free neighbours (ties at random).
// Plain JavaScript, no dependencies; decides from the observation and its seeded random numbers, never the clock.
import { createInterface } from 'node:readline';

const MOVES = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
];

/** Is (x, y) on the grid and empty? grid rows are strings: '.' empty, '#' obstacle, digits trails. */
function free(grid, x, y) {
  return y >= 0 && y < grid.length && x >= 0 && x < grid[y].length && grid[y][x] === '.';
}

/** The moves that do not crash at once, as [name, x, y]. */
function safeMoves(observation) {
  const [hx, hy] = observation.heads[observation.you];
  return MOVES.map(([name, dx, dy]) => [name, hx + dx, hy + dy]).filter(([, x, y]) => free(observation.grid, x, y));
}

function choose(observation) {
  const { grid } = observation;
  let best = [];
  let bestScore = -1;
  for (const [name, x, y] of safeMoves(observation)) {
    const score = MOVES.filter(([, dx, dy]) => free(grid, x + dx, y + dy)).length;
    if (score > bestScore) [best, bestScore] = [[name], score];
    else if (score === bestScore) best.push(name);
  }
  if (best.length === 0) return 'up';
  return best[Math.floor(random() * best.length)];
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
