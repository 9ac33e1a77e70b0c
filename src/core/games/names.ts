// The game names, for code that needs only the names (manifests, arena.yml, plans). They derive
// from the registry, so a new game is named in one place: its line in registry.ts.
export { GAME_NAMES, isGameName, type GameName } from './registry.js';
