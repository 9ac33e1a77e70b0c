// `arena game check` and `arena validate` on the file system: load a game module (or take a
// built-in one), run the conformance kit (src/core/games/check.ts) with the real clock, and turn
// its problems into findings at file:line:column.
import { performance } from 'node:perf_hooks';
import { gameModules, type ArenaConfig } from '../core/config.js';
import { checkGame, type CheckReport } from '../core/games/check.js';
import { findGame, isBuiltInGame, registerGame } from '../core/games/registry.js';
import type { Issue } from '../core/results.js';
import { loadGameSource, readGameModule, type LoadedGame } from './game-module.js';
import { UserError } from '../core/errors.js';

export interface GameCheckOutcome {
  name: string;
  /** the module file, or `built-in` */
  file: string;
  report?: CheckReport;
  /** the module could not be read or loaded */
  loadError?: string;
}

/** Run the kit on `name` (built-in, or declared in arena.yml / found at `modulePath`). */
export async function checkGameAt(
  root: string,
  config: ArenaConfig,
  target: { name: string; modulePath?: string },
  options: { playouts?: number; register?: boolean } = {},
): Promise<GameCheckOutcome> {
  const settings = Object.hasOwn(config.games, target.name) ? config.games[target.name] : undefined;
  const maxLineBytes = settings?.budget.maxLineBytes ?? 1024 ** 2;
  const run = (game: NonNullable<ReturnType<typeof findGame>>, file: string): GameCheckOutcome => ({
    name: target.name,
    file,
    report: checkGame(game, {
      maxLineBytes,
      config: settings?.config ?? {},
      now: () => performance.now(),
      ...(options.playouts !== undefined ? { playouts: options.playouts } : {}),
    }),
  });
  if (isBuiltInGame(target.name) && target.modulePath === undefined) return run(findGame(target.name)!, 'built-in');
  const path = target.modulePath ?? settings?.module ?? `games/${target.name}/game.mjs`;
  let game: LoadedGame;
  try {
    game = loadGameSource(await readGameModule(root, path), path, { expectName: target.name });
  } catch (error) {
    if (error instanceof UserError) return { name: target.name, file: path, loadError: error.message };
    throw error;
  }
  const outcome = run(game, path);
  if (options.register && outcome.report?.ok) registerGame(game);
  return outcome;
}

/** file:line:column at the start of a message, else the file at 1:1. */
function located(message: string, file: string): { line: number; column: number; message: string } {
  const m = /^(?:[^\s:]+):(\d+):(\d+): ([\s\S]*)$/.exec(message);
  if (m) return { line: Number(m[1]), column: Number(m[2]), message: m[3]! };
  const inner = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(message);
  if (inner) return { line: Number(inner[1]), column: Number(inner[2]), message };
  return { line: 1, column: 1, message: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message };
}

/** The findings of a check, for `arena validate` (rule game-check, all errors). */
export function gameCheckIssues(outcome: GameCheckOutcome): Issue[] {
  const file = outcome.file === 'built-in' ? `games/${outcome.name}` : outcome.file;
  const problems = outcome.loadError !== undefined ? [outcome.loadError] : (outcome.report?.problems ?? []);
  return problems.map((problem) => {
    const at = located(problem, file);
    return {
      path: file,
      line: at.line,
      column: at.column,
      severity: 'error',
      rule: 'game-check',
      message: `game ${outcome.name}: ${at.message}`,
    };
  });
}

/** The games arena.yml declares with a module whose folder a change touches (all of them without a change list). */
export function gamesToCheck(config: ArenaConfig, changed?: readonly string[]): Array<{ name: string; modulePath: string }> {
  return gameModules(config)
    .filter(({ name }) => !changed || changed.some((p) => p.toLowerCase().startsWith(`games/${name}/`)))
    .map(({ name, module }) => ({ name, modulePath: module }));
}
