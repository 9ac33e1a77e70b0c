// Game name → rules module. Adding a game = one pure file exporting a GameModule plus its line in
// MODULES below: the game names that manifests and arena.yml are checked against derive from it.
import type { GameModule } from './types.js';
import { connectFour } from './connect-four.js';
import { rockPaperScissors } from './rock-paper-scissors.js';

const MODULES = {
  'connect-four': connectFour,
  'rock-paper-scissors': rockPaperScissors,
} as const;

export type GameName = keyof typeof MODULES;
export const GAME_NAMES = Object.keys(MODULES) as readonly GameName[];

export function isGameName(name: string): name is GameName {
  return Object.hasOwn(MODULES, name);
}

// Modules are stored type-erased: the match engine only passes a module's own states back to it.
export type AnyGameModule = GameModule<unknown, unknown>;

export const GAMES = MODULES as unknown as Readonly<Record<GameName, AnyGameModule>>;

export function getGame(name: GameName): AnyGameModule {
  return GAMES[name];
}

/** The module for a name from untrusted input (a replay file, a flag), or undefined. */
export function findGame(name: string): AnyGameModule | undefined {
  return isGameName(name) ? GAMES[name] : undefined;
}
