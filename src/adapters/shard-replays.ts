// The replay pages a publish keeps (src/core/publish/replays.ts), read from the downloaded shard
// artifacts: `<results-dir>/<shard>/replays/<match>/game-NNNN.json` and the timing file beside it.
// They are untrusted data like the shard results: only a path of arena's own shape is opened, no
// symlink anywhere on the way, the size is capped before reading, the replay must parse strictly
// and be the game the (already checked) results document names; then publish renders the page
// itself. A replay that fails any of this is left out with a log line, never the publish.
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { RESULTS_FILE } from './facts-file.js';
import { readReplayFile, timingPath } from './replay-files.js';
import {
  REPLAY_SHELF_CAPS,
  replayCandidates,
  shelfEntry,
  type FreshReplays,
  type ReplayCandidate,
  type ShelfPage,
} from '../core/publish/replays.js';
import type { ShardInput } from '../core/publish/shards.js';
import { renderReplayHtml, viewerPageOf } from '../core/render/replay-html.js';
import { parseReplay, parseReplayTiming, type Replay, type ReplayTiming } from '../core/replay.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

/** Every step from `base` to `rel` is a real folder, and `rel` a regular file: no symlink anywhere. */
async function plainFileUnder(base: string, rel: string): Promise<string | undefined> {
  const parts = rel.split('/');
  let path = base;
  for (const [i, part] of parts.entries()) {
    path = join(path, part);
    const info = await lstat(path).catch(() => undefined);
    if (!info) return undefined;
    const last = i === parts.length - 1;
    if (info.isSymbolicLink() || (last ? !info.isFile() : !info.isDirectory())) throw new Error(`${rel} is not a plain file`);
  }
  return path;
}

/** The replay is the game the results document records: same match, game, seats and seed. */
function sameGame(replay: Replay, c: ReplayCandidate): boolean {
  return (
    replay.match.id === c.match.id &&
    replay.match.index === c.game.index &&
    replay.game === c.match.game &&
    replay.seed === c.game.seed &&
    replay.seats.length === c.game.seats.length &&
    replay.seats.every((s, i) => s.agent === c.game.seats[i])
  );
}

async function readCandidate(dir: string, c: ReplayCandidate): Promise<{ replay: Replay; timing?: ReplayTiming }> {
  if (viewerPageOf(c.game.replay) === undefined) throw new Error('its replay path is not one a rotation writes');
  // a shard folder name is attacker text too: one plain name under results-dir, as collectShardResults read it
  if (c.source.includes('/') || c.source.includes('\\') || c.source.startsWith('.')) throw new Error('not a shard folder');
  const base = c.source === RESULTS_FILE ? dir : join(dir, c.source);
  const file = await plainFileUnder(base, c.game.replay);
  if (!file) throw new Error('no replay file in the shard artifact');
  const replay = parseReplay(await readReplayFile(file));
  if (!sameGame(replay, c)) throw new Error('the replay is not the game the results name');
  const timingFile = await plainFileUnder(base, timingPath(c.game.replay));
  const timing = timingFile ? parseReplayTiming(await readReplayFile(timingFile)) : undefined;
  if (timing && (timing.match !== c.match.id || timing.gameId !== replay.gameId)) throw new Error('the timing file is of another game');
  return { replay, ...(timing ? { timing } : {}) };
}

/** The page of one candidate, or undefined (logged) when its files are missing, hostile or too big. */
async function pageOf(dir: string, c: ReplayCandidate, log: (line: string) => void): Promise<ShelfPage | undefined> {
  try {
    const { replay, timing } = await readCandidate(dir, c);
    const html = renderReplayHtml({ replay, ...(timing ? { timing } : {}), source: `${c.match.id}, game ${c.game.index + 1}` });
    const bytes = Buffer.byteLength(html);
    if (bytes > REPLAY_SHELF_CAPS.pageBytes) throw new Error(`its page is ${bytes} bytes, over ${REPLAY_SHELF_CAPS.pageBytes}`);
    return { entry: shelfEntry(c, bytes), html };
  } catch (error) {
    log(
      `replay of ${sanitizeLine(c.match.id)} game ${c.game.index + 1} not kept: ${sanitizeLine(truncate((error as Error).message, 200))}`,
    );
    return undefined;
  }
}

/**
 * This rotation's pages: failing games first, then others, within the count and byte caps. At
 * most twice the cap of candidates are tried per kind, so broken files cannot make it read them all.
 */
export async function loadShelfPages(dir: string, shards: readonly ShardInput[], log: (line: string) => void): Promise<FreshReplays> {
  const { failing, played } = replayCandidates(shards);
  const pages: ShelfPage[] = [];
  let bytes = 0;
  const take = async (list: ReplayCandidate[], cap: number): Promise<number> => {
    let kept = 0;
    let tried = 0;
    for (const c of list) {
      if (kept >= cap || tried >= 2 * cap) break;
      tried += 1;
      const page = await pageOf(dir, c, log);
      if (!page) continue;
      if (bytes + page.entry.bytes > REPLAY_SHELF_CAPS.bytes) continue;
      bytes += page.entry.bytes;
      pages.push(page);
      kept += 1;
    }
    return list.length - kept;
  };
  const omittedFailing = await take(failing, REPLAY_SHELF_CAPS.failing);
  const omittedPlayed = await take(played, REPLAY_SHELF_CAPS.played);
  return { pages, omitted: { failing: omittedFailing, played: omittedPlayed } };
}
