// Official reference agent `nim-greedy` (nim): Takes as many stones as it may (three, or what is left).
// Plain JavaScript, no dependencies; decides from the observation alone, never the clock.
import { createInterface } from 'node:readline';

function choose({ pile }) {
  return Math.min(3, pile);
}

const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  if (message.type === 'start') {
    send({ type: 'ready' });
  } else if (message.type === 'turn') {
    send({ type: 'action', turn: message.turn, action: choose(message.observation) });
  }
});
input.on('close', () => process.exit(0));
