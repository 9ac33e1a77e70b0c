// Starter kit for this competition's game, nim (games/nim/game.mjs). Protocol: one JSON object per
// line on stdin/stdout. Answer `start` with `ready`, each `turn` with an `action` for that turn.
// Log to stderr, never to stdout.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const message = JSON.parse(line);
  if (message.type === 'start') send({ type: 'ready' });
  else if (message.type === 'turn') {
    // the observation: { pile, you, players, taken }; take 1, 2 or 3 stones (never more than the pile)
    const { pile } = message.observation;
    send({ type: 'action', turn: message.turn, action: Math.min(pile, pile % 4 || 2) });
  } else if (message.type === 'end') console.error(`game ${message.gameId} over: ${JSON.stringify(message.result)}`);
}
