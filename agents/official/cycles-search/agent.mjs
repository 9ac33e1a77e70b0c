// Official reference agent `cycles-search` (light-cycles): Scores each safe move by the cells it reaches before every rival (a Voronoi split by breadth-first search) and the room left to it, and keeps clear of rivals' heads.
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

/** Breadth-first distances from (x, y) over free cells (the start counts as reachable). */
function distances(grid, x, y) {
  const height = grid.length;
  const width = grid[0].length;
  const dist = new Int32Array(width * height).fill(-1);
  dist[y * width + x] = 0;
  const queue = [y * width + x];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i];
    const cx = cell % width;
    const cy = (cell - cx) / width;
    for (const [, dx, dy] of MOVES) {
      const nx = cx + dx;
      const ny = cy + dy;
      if (!free(grid, nx, ny) || dist[ny * width + nx] >= 0) continue;
      dist[ny * width + nx] = dist[cell] + 1;
      queue.push(ny * width + nx);
    }
  }
  return dist;
}

function choose(observation) {
  const { grid, heads, alive, you } = observation;
  const rivals = heads.filter((_, seat) => seat !== you && alive[seat]);
  const rivalDistances = rivals.map(([x, y]) => distances(grid, x, y));
  let best = [];
  let bestScore = -Infinity;
  for (const [name, x, y] of safeMoves(observation)) {
    // the cell we move into counts as ours from now on
    const row = grid[y];
    const moved = grid.map((r, i) => (i === y ? row.slice(0, x) + String(you) + row.slice(x + 1) : r));
    const mine = distances(moved, x, y);
    let territory = 0;
    let room = 0;
    for (let cell = 0; cell < mine.length; cell++) {
      if (mine[cell] <= 0) continue;
      room++;
      if (rivalDistances.every((d) => d[cell] < 0 || mine[cell] < d[cell])) territory++;
    }
    // a cell a rival can also reach this turn risks a head-on crash
    const contested = rivals.some(([rx, ry]) => Math.abs(rx - x) + Math.abs(ry - y) === 1);
    const score = territory * 4 + room - (contested ? 40 : 0) - (room === 0 ? 1000 : 0);
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
