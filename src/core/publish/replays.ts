// The replays a publish keeps on the data branch (`replays/<file>.html` next to index.html, listed in
// replays.json): viewer pages of the latest rotation's games, re-rendered by publish from the
// shards' replay files (never a shard's own HTML), capped by count and bytes. replays.json is the
// one list both index.html and LEADERBOARD.md link from. Names on the branch are made here from a
// match id and a game number and checked against a strict pattern; agent ids never become paths.
// Pure.
import { z } from 'zod';
import { UserError } from '../errors.js';
import { compareStrings } from '../rating/random.js';
import { RunIdSchema } from '../rating/facts.js';
import { AgentIdSchema, FailureKindSchema, type GameResult, type MatchResult } from '../results.js';
import { sanitizeLine } from '../sanitize.js';
import type { ShardInput } from './shards.js';

/** The folder of viewer pages and the list of them, inside the publish folder. */
export const REPLAYS_DIR = 'replays';
export const REPLAYS_INDEX = 'replays.json';
export const REPLAY_SHELF_SCHEMA_V1 = 'arena.replays/v1';

/**
 * What one publish keeps: pages of failing games first, then of other games (one per match before
 * a second of any), no page over `pageBytes` and all of them within `bytes`. The branch keeps only
 * the latest rotation's pages, so its tree stays this size however many rotations ran.
 */
export const REPLAY_SHELF_CAPS = { failing: 12, played: 6, pageBytes: 2 * 1024 * 1024, bytes: 6 * 1024 * 1024, indexBytes: 256 * 1024 };

/** One name inside the publish folder: letters, digits, `_`, `-`, single dots; no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** Why `path` (inside the publish folder, `/`-separated) may not be written, or undefined. */
export function unsafePublishPath(path: string): string | undefined {
  const parts = path.split('/');
  if (parts.length > 2) return 'at most one folder deep';
  for (const part of parts) {
    if (part.length === 0 || part.length > 160) return 'an empty or over-long name';
    if (!SAFE_NAME.test(part)) return 'letters, digits, _ and - with single dots between them only';
  }
  return undefined;
}

/** Throws unless `path` is one publish may write (the data branch's write path goes through this). */
export function checkPublishPath(path: string): string {
  const problem = unsafePublishPath(path);
  if (problem) {
    throw new UserError(
      `publish refused to write ${JSON.stringify(sanitizeLine(path.slice(0, 200)))}: ${problem}`,
      'file names on the data branch are made by arena from match ids; re-run the rotation workflow',
    );
  }
  return path;
}

/** The page's name on the branch for a game of a match, or undefined when the match id cannot make one. */
export function shelfFileName(matchId: string, index: number): string | undefined {
  const name = `${matchId.replace(/[^A-Za-z0-9._-]/g, '-')}.game-${String(index + 1).padStart(4, '0')}.html`;
  return unsafePublishPath(name) === undefined ? name : undefined;
}

const ShelfEntrySchema = z.strictObject({
  file: z
    .string()
    .max(160)
    .refine((f) => unsafePublishPath(f) === undefined && f.endsWith('.html'), 'a safe .html name'),
  game: z.string().max(64),
  match: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
  /** the game's number in its match, from 0 */
  index: z.int().min(0),
  seats: z.array(AgentIdSchema).min(1).max(16),
  /** 1 = best, per seat */
  ranks: z.array(z.int().min(1).max(16)).min(1).max(16),
  failures: z.array(z.strictObject({ agent: AgentIdSchema, kind: FailureKindSchema, turn: z.int().min(0) })).max(16),
  bytes: z.int().min(0),
});
export type ShelfEntry = z.infer<typeof ShelfEntrySchema>;

export const ReplayShelfSchema = z.strictObject({
  schema: z.literal(REPLAY_SHELF_SCHEMA_V1),
  /** the rotation the pages are from */
  rotation: RunIdSchema,
  entries: z.array(ShelfEntrySchema).max(REPLAY_SHELF_CAPS.failing + REPLAY_SHELF_CAPS.played),
  /** pages left out by the caps: failing and other games */
  omitted: z.strictObject({ failing: z.int().min(0), played: z.int().min(0) }),
});
export type ReplayShelf = z.infer<typeof ReplayShelfSchema>;

/** A page to keep: its list entry and its text. */
export interface ShelfPage {
  entry: ShelfEntry;
  html: string;
}

/** A game whose page a publish may keep, from a shard that passed the set checks. */
export interface ReplayCandidate {
  /** the shard it came from (ShardInput.source) */
  source: string;
  match: MatchResult;
  game: GameResult & { index: number; replay: string };
  file: string;
}

/** Failing games and other games with a replay file, in the order their pages are kept. */
export function replayCandidates(shards: readonly ShardInput[]): { failing: ReplayCandidate[]; played: ReplayCandidate[] } {
  const all: ReplayCandidate[] = [];
  const names = new Set<string>();
  for (const { results, source } of shards) {
    for (const match of results.matches) {
      for (const game of match.games) {
        if (game.index === undefined || game.replay === undefined) continue;
        const file = shelfFileName(match.id, game.index);
        if (file === undefined || names.has(file)) continue; // two ids that make one name: the first keeps it
        names.add(file);
        all.push({ source, match, game: game as ReplayCandidate['game'], file });
      }
    }
  }
  const byMatch = (a: ReplayCandidate, b: ReplayCandidate) => compareStrings(a.match.id, b.match.id) || a.game.index - b.game.index;
  const failing = all.filter((c) => c.game.failures.length > 0).sort(byMatch);
  // the first game of every match, then the second, …: as many pairings as the cap allows
  const played = all
    .filter((c) => c.game.failures.length === 0)
    .sort((a, b) => a.game.index - b.game.index || compareStrings(a.match.id, b.match.id));
  return { failing, played };
}

export function shelfEntry(candidate: ReplayCandidate, bytes: number): ShelfEntry {
  const { match, game } = candidate;
  return {
    file: candidate.file,
    game: match.game,
    match: match.id,
    index: game.index,
    seats: [...game.seats],
    ranks: [...game.ranks],
    failures: game.failures.map((f) => ({ agent: f.agent, kind: f.kind, turn: f.turn })),
    bytes,
  };
}

export function serializeShelf(shelf: ReplayShelf): string {
  return `${JSON.stringify(ReplayShelfSchema.parse(shelf), null, 2)}\n`;
}

/** replays.json as stored on the branch, or undefined (with why) when it is not one. */
export function parseShelf(text: string): { shelf?: ReplayShelf; problem?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = ReplayShelfSchema.safeParse(value);
  if (!parsed.success) return { problem: sanitizeLine(parsed.error.issues[0]?.message ?? 'not a replay list') };
  return { shelf: parsed.data };
}

/** "official/a wins", "draw", "official/a and official/b win" */
export function shelfResult(entry: Pick<ShelfEntry, 'seats' | 'ranks'>): string {
  const { seats, ranks } = entry;
  if (ranks.every((r) => r === ranks[0])) return 'draw';
  const best = Math.min(...ranks);
  const winners = seats.filter((_, i) => ranks[i] === best);
  return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'}`;
}

/** "crash by official/a on turn 3; timeout by …" */
export function shelfFailures(entry: Pick<ShelfEntry, 'failures'>): string {
  return entry.failures.map((f) => `${f.kind} by ${f.agent} on turn ${f.turn}`).join('; ');
}

/** One link of the replay list, as both index.html and LEADERBOARD.md show it (plain text; each renderer escapes). */
export interface ShelfLink {
  /** relative to the publish folder */
  href: string;
  title: string;
  /** the failures, or the result */
  note: string;
  failed: boolean;
}

export function shelfLinks(shelf: ReplayShelf): ShelfLink[] {
  return shelf.entries.map((e) => ({
    href: `${REPLAYS_DIR}/${e.file}`,
    title: `${e.game}: ${e.seats.join(' vs ')}, game ${e.index + 1}`,
    note: e.failures.length > 0 ? shelfFailures(e) : shelfResult(e),
    failed: e.failures.length > 0,
  }));
}

/** The sentence under the list: which rotation, and what the caps left out. */
export function shelfNote(shelf: ReplayShelf): string {
  const left: string[] = [];
  if (shelf.omitted.failing > 0) left.push(`${shelf.omitted.failing} more failing game${shelf.omitted.failing === 1 ? '' : 's'}`);
  if (shelf.omitted.played > 0) left.push(`${shelf.omitted.played} more game${shelf.omitted.played === 1 ? '' : 's'}`);
  return (
    `Games of rotation ${shelf.rotation}: each page is one self-contained file (no network), the board turn by turn with the failures marked.` +
    (left.length > 0
      ? ` Not kept here (over the caps): ${left.join(' and ')}; every game is in the rotation run's arena-rotation-logs-* artifacts.`
      : '')
  );
}

/** What deps.replays gives a publish: this rotation's pages, and how many the caps left out. */
export interface FreshReplays {
  pages: ShelfPage[];
  omitted: ReplayShelf['omitted'];
}

/**
 * The list the branch holds after this publish, and the pages to write. This rotation's pages
 * replace the stored ones when it is the leaderboard's latest rotation (or nothing is stored);
 * a re-published older rotation leaves the newer pages in place. No pages given (a caller that
 * reads no replay files) keeps what is stored.
 */
export function chooseShelf(
  runId: string,
  latestRotation: string | null,
  fresh: FreshReplays | undefined,
  stored: ReplayShelf | undefined,
): { shelf?: ReplayShelf; pages: ShelfPage[] } {
  const replace = fresh !== undefined && (latestRotation === runId || stored === undefined);
  if (!replace) return { ...(stored ? { shelf: stored } : {}), pages: [] };
  if (fresh.pages.length === 0 && stored === undefined) return { pages: [] };
  const shelf: ReplayShelf = {
    schema: REPLAY_SHELF_SCHEMA_V1,
    rotation: runId,
    entries: fresh.pages.map((p) => p.entry),
    omitted: { ...fresh.omitted },
  };
  return { shelf, pages: fresh.pages };
}
