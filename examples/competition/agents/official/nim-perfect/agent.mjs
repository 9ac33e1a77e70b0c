// Official reference agent `nim-perfect` (nim): Leaves the others a multiple of 4 when it can (perfect play for two seats), else takes one.
// Plain JavaScript, no dependencies; decides from the observation alone, never the clock.
import { createInterface } from 'node:readline';

function choose({ pile }) {
  if (pile % 4 !== 0) return pile % 4;
  return 1;
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
