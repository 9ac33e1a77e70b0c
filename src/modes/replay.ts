// `arena replay FILE`: render a replay file as text (connect-four boards move by move, the
// rock-paper-scissors history). The file is untrusted: a bad or hostile one ends in a clear error
// (exit 2) and everything printed from it is sanitised.
import { resolve } from 'node:path';
import { parseFlags } from '../cli/args.js';
import type { CliCommand } from '../cli/io.js';
import { readReplayFile } from '../adapters/replay-files.js';
import { ExitCode, UserError } from '../core/errors.js';
import { parseReplay, renderReplay, ReplayError } from '../core/replay.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

const USAGE = 'arena replay FILE';

export const command: CliCommand = {
  name: 'replay',
  usage: USAGE,
  run: async (argv, io) => {
    const { positionals } = parseFlags(argv, {}, USAGE, { min: 1, max: 1 });
    const file = positionals[0]!;
    const shown = sanitizeLine(truncate(file, 300));
    try {
      const replay = parseReplay(await readReplayFile(resolve(io.cwd, file)));
      io.out(renderReplay(replay));
    } catch (error) {
      if (error instanceof ReplayError) {
        throw new UserError(`${shown}: ${error.message}`, 'give a game file from the replays/ folder that `arena match --out DIR` writes');
      }
      throw error;
    }
    return ExitCode.ok;
  },
};
