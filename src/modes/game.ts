// `arena game check GAME [--root DIR] [--playouts N] [--json]`: the conformance kit for a game
// (docs/games.md "Checking a game"). GAME is a built-in game's name, a folder games/<name> or a
// module file. Exit 0 when every rule holds, 1 with problems (each at file:line where the module is
// at fault), 2 for usage errors.
import { stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { intFlag, parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand } from '../cli/io.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { checkGameAt, type GameCheckOutcome } from '../adapters/game-check.js';
import { ExitCode, UserError } from '../core/errors.js';
import { GAME_NAME_PATTERN, isBuiltInGame } from '../core/games/names.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

const USAGE = 'arena game check GAME [--root DIR] [--playouts N] [--json]   (GAME: a built-in name, games/<name> or its .mjs file)';

async function kindOf(path: string): Promise<'file' | 'dir' | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isDirectory() ? 'dir' : info?.isFile() ? 'file' : undefined;
}

/** The text `arena game check` prints. */
export function formatCheck(outcome: GameCheckOutcome): string {
  const lines: string[] = [];
  const where = outcome.file === 'built-in' ? 'built-in' : sanitizeLine(outcome.file);
  if (outcome.loadError !== undefined) {
    lines.push(`${sanitizeLine(outcome.loadError)}`, `arena game check: ${outcome.name} (${where}) could not be loaded`);
    return `${lines.join('\n')}\n`;
  }
  const report = outcome.report!;
  for (const s of report.seatCounts) {
    const turns = s.turns.length > 0 ? `${Math.min(...s.turns)}–${Math.max(...s.turns)} turns` : 'no complete playout';
    const cost = s.msPerTurn !== undefined ? `, ${s.msPerTurn} ms per turn` : '';
    lines.push(
      `  ${s.players} players: ${s.playouts} playouts ×2 identical, ${turns}${cost}, largest turn line ${s.largestLineBytes} bytes`,
    );
  }
  for (const p of report.problems) lines.push(`${where === 'built-in' ? outcome.name : where}: ${sanitizeLine(truncate(p, 600))}`);
  lines.push(
    `arena game check: ${outcome.name} (${where}) ${report.ok ? 'passes' : `fails: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`}`,
  );
  return `${lines.join('\n')}\n`;
}

export const command: CliCommand = {
  name: 'game',
  usage: USAGE,
  run: async (argv, io) => {
    const { values, positionals } = parseFlags(
      argv,
      { root: { type: 'string' }, playouts: { type: 'string' }, json: { type: 'boolean' } },
      USAGE,
      { min: 2, max: 2 },
    );
    if (positionals[0] !== 'check')
      throw new UserError(`unknown subcommand ${JSON.stringify(sanitizeLine(truncate(positionals[0]!, 40)))}`, `usage: ${USAGE}`);
    const target = positionals[1]!;
    const root = resolve(io.cwd, stringFlag(values.root) ?? '.');
    if ((await kindOf(root)) !== 'dir')
      throw new UserError(`--root ${sanitizeLine(root)}: no such folder`, 'give the root of an arena repository');
    const playouts = intFlag(values.playouts, 'playouts', 1, 100);
    // the game under test is loaded by the kit itself, so a broken one is a finding, not a crash
    const config = await loadArenaConfig(root, undefined, { games: false });
    let name: string;
    let modulePath: string | undefined;
    const asPath = resolve(io.cwd, target);
    const kind = await kindOf(asPath);
    if (kind === undefined) {
      if (!isBuiltInGame(target)) {
        throw new UserError(
          `${JSON.stringify(sanitizeLine(truncate(target, 200)))} is neither a built-in game nor a game folder or file`,
          `usage: ${USAGE}`,
        );
      }
      name = target;
    } else {
      const rel = relative(root, asPath);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
        throw new UserError(
          `${sanitizeLine(target)} is outside --root ${sanitizeLine(root)}`,
          'a game lives under games/<name>/ of the repository',
        );
      }
      const relPosix = rel.split(sep).join('/');
      name = basename(kind === 'dir' ? asPath : dirname(asPath));
      if (!GAME_NAME_PATTERN.test(name))
        throw new UserError(
          `the game folder name ${JSON.stringify(sanitizeLine(name))} cannot be a game name`,
          'game names are lowercase letters, digits and -',
        );
      const declared = Object.hasOwn(config.games, name) ? config.games[name]?.module : undefined;
      modulePath = kind === 'file' ? relPosix : (declared ?? `${relPosix}/game.mjs`);
    }
    const outcome = await checkGameAt(
      root,
      config,
      { name, ...(modulePath !== undefined ? { modulePath } : {}) },
      playouts !== undefined ? { playouts } : {},
    );
    const ok = outcome.loadError === undefined && outcome.report!.ok;
    if (values.json) io.out(`${JSON.stringify(outcome, null, 2)}\n`);
    else io.out(formatCheck(outcome));
    return ok ? ExitCode.ok : ExitCode.findings;
  },
};
