// The command that replays one game of a match locally. Seats matter: `arena match A B --games 1
// --seed S` plays one game whose seed is the match seed S itself (pair 0) with A in seat 0, so a
// failed game is reproduced by naming its seats in the order that game had them, with its seed —
// whether it was an even game or an odd (seat-swapped) one.
import { GAME_NAMES } from '../games/names.js';
import { AgentIdSchema, type GameResult } from '../results.js';

export function reproCommand(game: string, result: Pick<GameResult, 'seats' | 'seed'>): string | undefined {
  if (!(GAME_NAMES as readonly string[]).includes(game)) return undefined;
  if (result.seats.length !== 2) return undefined;
  if (!result.seats.every((id) => AgentIdSchema.safeParse(id).success)) return undefined;
  if (!Number.isSafeInteger(result.seed) || result.seed < 0) return undefined;
  return `arena match ${result.seats[0]} ${result.seats[1]} --game ${game} --games 1 --seed ${result.seed}`;
}
