// The game names, for code that needs only the names (manifests, arena.yml, plans). They derive
// from the registry, so a built-in game is named in one place: its line in registry.ts.
export { GAME_NAMES, GAME_NAME_PATTERN, isBuiltInGame, isGameName, type BuiltInGameName, type GameName } from './registry.js';
