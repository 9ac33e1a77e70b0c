// Official reference agent `rps-random` (rock-paper-scissors): Plays rock, paper or scissors uniformly at random.
// Plain JavaScript, no dependencies; decides from the observation and its seeded random numbers, never the clock.
import { createInterface } from 'node:readline';

const MOVES = ['rock', 'paper', 'scissors'];

function choose() {
  return MOVES[Math.floor(random() * MOVES.length)];
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
