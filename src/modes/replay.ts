// `arena replay FILE [--html OUT]`: render a replay file as text (connect-four boards move by move,
// the rock-paper-scissors history), or with --html write the game's viewer page: one
// self-contained HTML file to open in a browser (src/core/render/replay-html.ts), with the times
// and stderr excerpts of the timing file beside FILE when there is one. The files are untrusted: a
// bad or hostile one ends in a clear error (exit 2) and everything shown from it is sanitised
// (text) or escaped (HTML).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand } from '../cli/io.js';
import { readReplayFile, readTimingBeside } from '../adapters/replay-files.js';
import { ExitCode, UserError } from '../core/errors.js';
import { renderReplayHtml } from '../core/render/replay-html.js';
import { parseReplay, renderReplay, ReplayError } from '../core/replay.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

const USAGE = 'arena replay FILE [--html OUT]';

export const command: CliCommand = {
  name: 'replay',
  usage: USAGE,
  run: async (argv, io) => {
    const { positionals, values } = parseFlags(argv, { html: { type: 'string' } }, USAGE, { min: 1, max: 1 });
    const file = positionals[0]!;
    const out = stringFlag(values.html);
    if (out === '') throw new UserError('--html needs a file name', `usage: ${USAGE}`);
    const shown = sanitizeLine(truncate(file, 300));
    const path = resolve(io.cwd, file);
    try {
      const replay = parseReplay(await readReplayFile(path));
      if (out === undefined) {
        io.out(renderReplay(replay));
        return ExitCode.ok;
      }
      const timing = await readTimingBeside(path);
      const page = renderReplayHtml({ replay, ...(timing ? { timing } : {}), source: file });
      const target = resolve(io.cwd, out);
      await writeFile(target, page);
      io.err(
        `wrote the viewer of ${shown} to ${sanitizeLine(truncate(out, 300))}${timing ? '' : ' (no timing file beside it: no times or stderr)'}\n`,
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
