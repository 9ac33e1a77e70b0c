// The command that replays one game of a match locally. Seats matter: `arena match A B --games 1
// --seed S` plays one game whose seed is the match seed S itself (group 0) with A in seat 0, so a
// failed game is reproduced by naming its seats in the order that game had them, with its seed —
// whatever its place in the seat rotation. Games of more seats name every seat (`arena match A B C`).
// The results are untrusted: the game name must be a game name and every seat an agent id.
import { findGame, GAME_NAME_PATTERN, isBuiltInGame, MAX_SEATS, MIN_SEATS } from '../games/registry.js';
import { AgentIdSchema, type GameResult } from '../results.js';

export function reproCommand(game: string, result: Pick<GameResult, 'seats' | 'seed'>): string | undefined {
  if (!GAME_NAME_PATTERN.test(game)) return undefined;
  // a built-in game's own seat range; any other game (one of the arena's own): the engine's
  const range = isBuiltInGame(game) ? findGame(game)!.players : { min: MIN_SEATS, max: MAX_SEATS };
  if (result.seats.length < range.min || result.seats.length > range.max) return undefined;
  if (!result.seats.every((id) => AgentIdSchema.safeParse(id).success)) return undefined;
  if (!Number.isSafeInteger(result.seed) || result.seed < 0) return undefined;
  return `arena match ${result.seats.join(' ')} --game ${game} --games 1 --seed ${result.seed}`;
}
