// Game name → rules module. Adding a game = one file exporting a GameModule plus its line here (and
// its name in names.ts, which manifests and arena.yml are checked against).
import type { GameModule } from './types.js';
import { isGameName, type GameName } from './names.js';
import { connectFour } from './connect-four.js';
import { rockPaperScissors } from './rock-paper-scissors.js';

// Modules are stored type-erased: the match engine only passes a module's own states back to it.
export type AnyGameModule = GameModule<unknown, unknown>;

export const GAMES: Readonly<Record<GameName, AnyGameModule>> = {
  'connect-four': connectFour as unknown as AnyGameModule,
  'rock-paper-scissors': rockPaperScissors as unknown as AnyGameModule,
};

export function getGame(name: GameName): AnyGameModule {
  return GAMES[name];
}

/** The module for a name from untrusted input (a replay file, a flag), or undefined. */
export function findGame(name: string): AnyGameModule | undefined {
  return isGameName(name) ? GAMES[name] : undefined;
}
