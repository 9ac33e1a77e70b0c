// The names of the built-in games. Manifests and arena.yml are checked against this list; the rules
// live in one pure module per game (see registry.ts).
export const GAME_NAMES = ['connect-four', 'rock-paper-scissors'] as const;
export type GameName = (typeof GAME_NAMES)[number];

export function isGameName(name: string): name is GameName {
  return (GAME_NAMES as readonly string[]).includes(name);
}
