// `arena replay FILE [--root DIR] [--html OUT]`: render a replay file as text (connect-four boards
// move by move, the rock-paper-scissors history), or with --html write the game's viewer page: one
// self-contained HTML file to open in a browser (src/core/render/replay-html.ts), with the times
// and stderr excerpts of the timing file beside FILE when there is one. The files are untrusted: a
// bad or hostile one ends in a clear error (exit 2) and everything shown from it is sanitised
// (text) or escaped (HTML). A replay of a competition's own game re-plays through that game's
// module: the games arena.yml under --root (default: the current folder) declares are loaded the
// way evaluate loads them (src/adapters/discovery.ts loadArenaConfig). The text needs the game; the
// viewer of a game it does not know falls back to the generic view of observations and actions.
import { stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand } from '../cli/io.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { readReplayFile, readTimingBeside } from '../adapters/replay-files.js';
import { ExitCode, UserError } from '../core/errors.js';
import { findGame, GAME_NAMES } from '../core/games/registry.js';
import { renderReplayHtml } from '../core/render/replay-html.js';
import { parseReplay, renderReplay, ReplayError, type Replay } from '../core/replay.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

const USAGE = 'arena replay FILE [--root DIR] [--html OUT]';

/** The replay's game must be built in or declared (with a module) in the arena.yml under root. */
function requireGame(replay: Replay, shown: string, root: string): void {
  if (findGame(replay.game)) return;
  const game = sanitizeLine(truncate(replay.game, 64));
  throw new UserError(
    `${shown}: the replay is of the game ${JSON.stringify(game)}, which is neither built in (${GAME_NAMES.join(', ')}) nor declared in ${sanitizeLine(truncate(join(root, 'arena.yml'), 300))}`,
    `run it in the competition repository whose arena.yml declares games.${game}.module, or point --root at that repository`,
  );
}

export const command: CliCommand = {
  name: 'replay',
  usage: USAGE,
  run: async (argv, io) => {
    const { positionals, values } = parseFlags(argv, { html: { type: 'string' }, root: { type: 'string' } }, USAGE, { min: 1, max: 1 });
    const file = positionals[0]!;
    const out = stringFlag(values.html);
    if (out === '') throw new UserError('--html needs a file name', `usage: ${USAGE}`);
    const shown = sanitizeLine(truncate(file, 300));
    const path = resolve(io.cwd, file);
    const root = resolve(io.cwd, stringFlag(values.root) ?? '.');
    if (
      values.root !== undefined &&
      !(await stat(root).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    ) {
      throw new UserError(
        `--root ${sanitizeLine(truncate(root, 300))} is not a folder`,
        'give the competition repository the replay was played in',
      );
    }
    await loadArenaConfig(root);
    try {
      const replay = parseReplay(await readReplayFile(path));
      if (out === undefined) {
        // the text is the game's own rendering: the game must be known
        requireGame(replay, shown, root);
        io.out(renderReplay(replay));
        return ExitCode.ok;
      }
      const timing = await readTimingBeside(path);
      const page = renderReplayHtml({ replay, ...(timing ? { timing } : {}), source: file });
      const target = resolve(io.cwd, out);
      await writeFile(target, page);
      io.err(
        `wrote the viewer of ${shown} to ${sanitizeLine(truncate(out, 300))}${timing ? '' : ' (no timing file beside it: no times or stderr)'}${
          findGame(replay.game) ? '' : ' (a game neither built in nor declared in arena.yml: the generic view of observations and actions)'
        }\n`,
      );
    } catch (error) {
      if (error instanceof ReplayError) {
        throw new UserError(`${shown}: ${error.message}`, 'give a game file from the replays/ folder that `arena match --out DIR` writes');
      }
      throw error;
    }
    return ExitCode.ok;
  },
};
