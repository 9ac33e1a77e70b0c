// Official reference agent `nim-greedy` (nim): Takes as many stones as it may (three, or what is left).
// Plain JavaScript, no dependencies; decides from the observation and its seeded random numbers, never the clock.
import { createInterface } from 'node:readline';

function choose({ pile }) {
  return Math.min(3, pile);
}

function makeRandom(seed, seat) {
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
