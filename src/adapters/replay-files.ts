// Writing a match's files under an output folder (`--out DIR`):
//   replays/<match id>/game-0001.json         the deterministic replay (arena.replay/v1)
//   replays/<match id>/game-0001.timing.json  measured times for that game (arena.replay-timing/v1)
//   replays/<match id>/game-0001.html         the game's viewer page: every failing game, and other
//                                             games while the run's ViewerBudget lasts
//   logs/<match id>/<tier>-<name>.log          the agent's stderr, per session: capped, redacted, sanitised
// and reading a replay file (and the timing file beside it) back for `arena replay`.
import { mkdir, open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchOutcome, MatchSpec } from '../core/match/run-match.js';
import { renderReplayHtml, viewerFileFor } from '../core/render/replay-html.js';
import {
  buildReplay,
  buildReplayTiming,
  parseReplayTiming,
  REPLAY_CAPS,
  ReplayError,
  serializeReplay,
  serializeReplayTiming,
  type ReplayTiming,
} from '../core/replay.js';
import type { MatchResult } from '../core/results.js';
import { sanitizeText } from '../core/sanitize.js';

/** A name safe in file names and artifact paths (no ':' or other characters upload-artifact refuses). */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 128) || 'match';
}

export function replayPath(matchId: string, index: number): string {
  return `replays/${safeFileName(matchId)}/game-${String(index + 1).padStart(4, '0')}.json`;
}

export { viewerFileFor as viewerPath } from '../core/render/replay-html.js';

/**
 * How many viewer pages a run writes (one budget per evaluate or rotation run, shared by its
 * matches): every failing game up to `failing`, other games up to `played`. A viewer of a long
 * game is a few hundred kB, and the logs artifact should stay small.
 */
export class ViewerBudget {
  constructor(
    public failing = 200,
    public played = 10,
  ) {}
  /** take one page for a game; false when the budget for its kind is spent */
  take(failed: boolean): boolean {
    if (failed ? this.failing <= 0 : this.played <= 0) return false;
    if (failed) this.failing--;
    else this.played--;
    return true;
  }
}

/**
 * Write replays, timings, viewer pages and logs of a match under `outDir`. Returns the match result with each
 * game's `replay` path (relative to outDir) filled in.
 */
export async function writeMatchFiles(
  outDir: string,
  spec: MatchSpec,
  outcome: MatchOutcome,
  viewers: ViewerBudget = new ViewerBudget(),
): Promise<MatchResult> {
  const matchId = outcome.result.id;
  const folder = safeFileName(matchId);
  await mkdir(join(outDir, 'replays', folder), { recursive: true });
  await mkdir(join(outDir, 'logs', folder), { recursive: true });
  const paths = new Map<number, string>();
  for (const game of outcome.games) {
    const rel = replayPath(matchId, game.index);
    const replay = buildReplay(spec, matchId, game);
    const timing = buildReplayTiming(matchId, game);
    await writeFile(join(outDir, rel), serializeReplay(replay));
    await writeFile(join(outDir, timingPath(rel)), serializeReplayTiming(timing));
    if (viewers.take(game.failures.length > 0)) {
      let page: string | undefined;
      try {
        page = renderReplayHtml({ replay, timing, source: rel });
      } catch {
        // a convenience only: a page that cannot be drawn never costs the match its results
      }
      if (page !== undefined) await writeFile(join(outDir, viewerFileFor(rel)), page);
    }
    paths.set(game.index, rel);
  }
  const written = new Set<string>();
  for (const log of outcome.logs) {
    const name = safeFileName(log.agent);
    if (written.has(name)) continue; // the same agent on both seats: one file per agent id
    written.add(name);
    const all = outcome.logs.filter((l) => l.agent === log.agent).flatMap((l) => l.sessions);
    const text = all
      .map(
        (s, i) =>
          `--- ${log.agent}: session ${i + 1} of ${all.length}, ${s.totalBytes} bytes of stderr${s.truncated ? ' (middle omitted)' : ''} ---\n${sanitizeText(s.text)}`,
      )
      .join('\n');
    await writeFile(join(outDir, 'logs', folder, `${name}.log`), `${text}\n`);
  }
  return {
    ...outcome.result,
    games: outcome.result.games.map((g) => (g.index !== undefined && paths.has(g.index) ? { ...g, replay: paths.get(g.index)! } : g)),
  };
}

export function timingPath(replayFile: string): string {
  return replayFile.replace(/(\.json)?$/, '.timing.json');
}

/**
 * The timing file beside a replay file (`game-0001.timing.json` for `game-0001.json`): undefined
 * when there is none; a ReplayError when it is there but unreadable.
 */
export async function readTimingBeside(replayFile: string): Promise<ReplayTiming | undefined> {
  let text: string;
  try {
    text = await readReplayFile(timingPath(replayFile));
  } catch (error) {
    if (error instanceof ReplayError && error.message === 'no such file') return undefined;
    throw new ReplayError(`its timing file: ${(error as Error).message}`);
  }
  return parseReplayTiming(text);
}

/** Read a replay file's text with a size cap (checked before reading it all). Throws ReplayError. */
export async function readReplayFile(path: string): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ReplayError(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new ReplayError('not a regular file');
    if (info.size > REPLAY_CAPS.fileBytes) throw new ReplayError(`the file is larger than ${REPLAY_CAPS.fileBytes} bytes`);
    const bytes = await handle.readFile();
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ReplayError('the file is not UTF-8 text');
    }
  } finally {
    await handle.close();
  }
}
