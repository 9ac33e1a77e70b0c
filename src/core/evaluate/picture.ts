// A text picture of a game as it stood at its end (or at the turn an agent failed on), drawn by the
// game module itself (GameModule.render). Pure: the recorded actions are re-applied through the rules.
import type { GameName } from '../games/names.js';
import { getGame } from '../games/registry.js';
import type { Frame } from '../match/run-match.js';
import type { JsonValue } from '../results.js';

export interface PictureGame {
  seed: number;
  /** one agent id per seat */
  seats: readonly string[];
  frames: readonly Frame[];
}

/**
 * The state after every complete turn of `played`, rendered. Undefined when the game is not
 * turn-based (a simultaneous game's picture is its whole history: not a picture that helps) or
 * the frames do not replay.
 */
export function gamePicture(game: GameName, gameConfig: Record<string, JsonValue>, played: PictureGame): string | undefined {
  const module = getGame(game);
  if (module.kind !== 'turn-based') return undefined;
  try {
    let state = module.setup(played.seed, played.seats.length, gameConfig);
    const frames = played.frames;
    let i = 0;
    while (i < frames.length) {
      const turn = frames[i]!.turn;
      const actions = new Map<number, unknown>();
      let complete = true;
      for (; i < frames.length && frames[i]!.turn === turn; i++) {
        const frame = frames[i]!;
        if (frame.action === undefined) {
          complete = false;
          continue;
        }
        const valid = module.validate(state, frame.seat, frame.action);
        if (!valid.ok) return undefined;
        actions.set(frame.seat, valid.action);
      }
      if (!complete) break; // the turn a failure ended the game on: the picture is what the agent saw
      state = module.apply(state, actions);
    }
    return module.render(state);
  } catch {
    return undefined;
  }
}
