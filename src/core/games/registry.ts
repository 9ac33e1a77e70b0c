// Game name → rules module. Built-in games are compiled in (BUILT_IN below); a competition's own
// games are ES modules under `games/<name>/`, declared in arena.yml (`games.<name>.module`), loaded
// by src/adapters/game-module.ts into a sandbox and registered here with registerGame before any
// agent, plan or replay is looked at. Game names are plain strings; isGameName says whether one is
// known in this process (built in, or loaded from this arena's arena.yml).
import type { GameModule } from './types.js';
import { connectFour } from './connect-four.js';
import { lightCycles } from './light-cycles.js';
import { rockPaperScissors } from './rock-paper-scissors.js';

const BUILT_IN = {
  'connect-four': connectFour,
  'light-cycles': lightCycles,
  'rock-paper-scissors': rockPaperScissors,
} as const;

/** A game's name: a built-in one, or one declared with a module in arena.yml. */
export type GameName = string;
export type BuiltInGameName = keyof typeof BUILT_IN;
/** the built-in games, in a fixed order */
export const GAME_NAMES = Object.keys(BUILT_IN) as readonly BuiltInGameName[];
export const GAME_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** the seat range every game must stay within (the protocol carries up to 16; the engine plays 2–8) */
export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

// Modules are stored type-erased: the match engine only passes a module's own states back to it.
export type AnyGameModule = GameModule<unknown, unknown>;

/** The built-in modules only (their names and rules versions are fixed at build time). */
export const GAMES = BUILT_IN as unknown as Readonly<Record<BuiltInGameName, AnyGameModule>>;

const loaded = new Map<string, AnyGameModule>();

export function isBuiltInGame(name: string): name is BuiltInGameName {
  return Object.hasOwn(BUILT_IN, name);
}

export function isGameName(name: string): name is GameName {
  return isBuiltInGame(name) || loaded.has(name);
}

/**
 * Make a loaded game known in this process. Registering the same module again is a no-op; another
 * module under a name already taken (a built-in's, or a different file's) is an Error.
 */
export function registerGame(module: AnyGameModule): void {
  if (isBuiltInGame(module.name)) throw new Error(`"${module.name}" is a built-in game; give your game another name`);
  const existing = loaded.get(module.name);
  if (existing && existing !== module) {
    // the same arena.yml loaded twice (a mode reads it more than once): keep the first copy
    if (existing.rulesVersion === module.rulesVersion && sourceOf(existing) === sourceOf(module)) return;
    throw new Error(`a different game module is already loaded as "${module.name}"`);
  }
  loaded.set(module.name, module);
}

function sourceOf(module: AnyGameModule): string | undefined {
  return (module as { source?: string }).source;
}

/** Forget the loaded games (tests). */
export function unregisterGames(): void {
  loaded.clear();
}

/** Every known game: built in first, then the loaded ones by name. */
export function knownGames(): Record<GameName, AnyGameModule> {
  const out: Record<string, AnyGameModule> = { ...(BUILT_IN as unknown as Record<string, AnyGameModule>) };
  for (const name of [...loaded.keys()].sort()) out[name] = loaded.get(name)!;
  return out;
}

export function getGame(name: GameName): AnyGameModule {
  const module = findGame(name);
  if (!module) throw new Error(`unknown game "${name}": it is neither built in nor loaded from arena.yml`);
  return module;
}

/** The module for a name from untrusted input (a replay file, a flag), or undefined. */
export function findGame(name: string): AnyGameModule | undefined {
  if (isBuiltInGame(name)) return GAMES[name];
  return loaded.get(name);
}
