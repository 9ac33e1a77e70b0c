// Publish, over the Git Data API port: read the facts already on the data branch, merge the
// validated shards (checked as a set and against the rotation's plan) into them (deduplicated by
// fact id), recompute ratings and the leaderboard, and write facts.jsonl, leaderboard.json,
// LEADERBOARD.md, its page index.html (for GitHub Pages), the SVG charts and the latest rotation's
// replay pages (replays.json and replays/, see replays.ts; older pages are removed) as ONE commit — no
// checkout, no `git push`. Every path written goes through checkPublishPath. If the branch moved meanwhile (another publish won the race) the ref
// update is refused and everything is re-read and merged again, a bounded number of times. When
// the files on the branch already say exactly this, nothing is written at all.
import { createHash } from 'node:crypto';
import type { ArenaConfig } from '../config.js';
import { InfraError, UserError } from '../errors.js';
import { GitHubApiError, type GitDataPort, type GitTreeEntry, type NewTreeFile, type RepoRef } from '../github/port.js';
import { serializeLeaderboard, type Leaderboard } from '../leaderboard/leaderboard.js';
import { chartFileName, renderLeaderboardMarkdown } from '../leaderboard/markdown.js';
import { renderRatingsSvg } from '../leaderboard/svg.js';
import { LEADERBOARD_PAGE, renderLeaderboardHtml } from '../render/leaderboard-html.js';
import { parseFactsJsonl, serializeFactsJsonl, type Fact } from '../rating/facts.js';
import { compareStrings } from '../rating/random.js';
import { sanitizeLine } from '../sanitize.js';
import type { RotationPlan } from '../rating/plan.js';
import { checkShardSet, checkShardsFollowPlan, type ShardInput, type ShardSet } from './shards.js';
import {
  checkPublishPath,
  chooseShelf,
  parseShelf,
  REPLAY_SHELF_CAPS,
  REPLAYS_DIR,
  REPLAYS_INDEX,
  serializeShelf,
  unsafePublishPath,
  type FreshReplays,
  type ReplayShelf,
} from './replays.js';

export const FACTS_NAME = 'facts.jsonl';
export const LEADERBOARD_JSON = 'leaderboard.json';
export const LEADERBOARD_MD = 'LEADERBOARD.md';

/** GitHub's blob API serves at most 100 MB; a facts file that large needs archiving anyway. */
export const FACTS_BLOB_MAX_BYTES = 100 * 1024 * 1024;
/** Publish attempts when another writer moves the branch between our read and our ref update. */
export const PUBLISH_ATTEMPTS = 4;

export interface PublishTarget {
  repo: RepoRef;
  /** arena.yml rotation.publish.branch */
  branch: string;
  /** arena.yml rotation.publish.path: the folder on that branch */
  path: string;
}

/** What merging gives (`mergeShards` of src/core/publish/merge-shards.ts, passed in). */
export interface MergeResult {
  facts: Fact[];
  added: Fact[];
  duplicates: number;
  conflicts: string[];
  voided: number;
  leaderboard: Leaderboard;
}

export type MergeFn = (input: {
  shards: readonly ShardInput[];
  existing: readonly Fact[];
  config: ArenaConfig;
  createdAt: string;
}) => MergeResult;

export interface PublishDeps {
  git: GitDataPort;
  merge: MergeFn;
  log(line: string): void;
  attempts?: number;
  /** this rotation's replay pages (read from the shard folders once the set passed its checks) */
  replays?: (shards: readonly ShardInput[]) => Promise<FreshReplays>;
}

export interface PublishOutcome {
  /** committed: one new commit on the branch; unchanged: the branch already held exactly this */
  status: 'committed' | 'unchanged';
  shards: ShardSet;
  /** the branch did not exist and was created from the default branch's head */
  createdBranch: boolean;
  /** the branch's head after publishing */
  commit: string;
  /** repository paths written (empty when unchanged) */
  written: string[];
  /** repository paths removed (old replay pages) */
  removed: string[];
  /** the replay list on the branch after publishing */
  replays?: ReplayShelf;
  merge: MergeResult;
  attempts: number;
}

/** The sha git gives a blob with these bytes (`git hash-object`). */
export function gitBlobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

/** Why a branch name is not one git accepts (check-ref-format), or undefined. */
export function branchProblem(branch: string): string | undefined {
  if (!/^[A-Za-z0-9._/-]{1,100}$/.test(branch)) return 'use letters, digits and . _ / - only (at most 100)';
  if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//')) return 'no leading, trailing or double "/"';
  if (branch.includes('..') || branch.endsWith('.') || branch.endsWith('.lock')) return 'no "..", and no "." or ".lock" at the end';
  if (branch.split('/').some((part) => part.startsWith('.') || part.startsWith('-'))) return 'no part may start with "." or "-"';
  return undefined;
}

/** Folder segments of rotation.publish.path, checked. */
export function folderSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.toLowerCase() === '.git' || s.length > 255)) {
    throw new UserError(`rotation.publish.path "${sanitizeLine(path)}" is not a plain folder path`, 'set it to a folder such as arena');
  }
  return segments;
}

/** The files a publish writes, by name inside the publish folder (the replay pages themselves are added by the caller). */
export function publishFiles(factsText: string, board: Leaderboard, replays?: ReplayShelf): Map<string, string> {
  const files = new Map<string, string>([
    [FACTS_NAME, factsText],
    [LEADERBOARD_JSON, serializeLeaderboard(board)],
    [LEADERBOARD_MD, renderLeaderboardMarkdown(board, { charts: true, ...(replays ? { replays } : {}) })],
    [LEADERBOARD_PAGE, renderLeaderboardHtml(board, replays)],
  ]);
  for (const game of board.games) files.set(chartFileName(game.game), renderRatingsSvg(game));
  if (replays) files.set(REPLAYS_INDEX, serializeShelf(replays));
  for (const name of files.keys()) checkPublishPath(name);
  return files;
}

/**
 * The leaderboard's `generatedAt`: the newest moment among the facts and shards behind it, so the
 * same facts always give byte-identical files (and a repeated publish changes nothing).
 */
export function asOf(existing: readonly Fact[], shards: readonly ShardInput[]): string {
  const times = [...existing.map((f) => f.playedAt ?? ''), ...shards.map((s) => s.results.run.createdAt)].filter((t) => t !== '');
  return times.sort(compareStrings).at(-1) ?? new Date(0).toISOString();
}

interface BranchState {
  base: string;
  rootTree: string;
  created: boolean;
  /** entries of the publish folder on the branch, by name */
  entries: Map<string, GitTreeEntry>;
  /** entries of its replays/ folder, by name */
  replays: Map<string, GitTreeEntry>;
}

async function readBranch(git: GitDataPort, target: PublishTarget, segments: readonly string[]): Promise<BranchState> {
  let base = await git.getBranchHead(target.repo, target.branch);
  let created = false;
  if (base === null) {
    const defaultBranch = await git.getDefaultBranch(target.repo);
    base = await git.getBranchHead(target.repo, defaultBranch);
    if (base === null)
      throw new UserError(`the default branch ${sanitizeLine(defaultBranch)} has no commit to start ${target.branch} from`);
    created = true;
  }
  const rootTree = await git.getCommitTree(target.repo, base);
  let tree = rootTree;
  const entries = new Map<string, GitTreeEntry>();
  const replays = new Map<string, GitTreeEntry>();
  for (const [i, segment] of segments.entries()) {
    const listing = await git.getTree(target.repo, tree, false);
    const entry = listing.entries.find((e) => e.path === segment);
    if (!entry) return { base, rootTree, created, entries, replays };
    if (entry.type !== 'tree') {
      throw new UserError(
        `${target.branch}:${segments.slice(0, i + 1).join('/')} is a ${entry.type}, not a folder`,
        'move it away or set rotation.publish.path in arena.yml to another folder',
      );
    }
    tree = entry.sha;
  }
  for (const entry of (await git.getTree(target.repo, tree, false)).entries) entries.set(entry.path, entry);
  const folder = entries.get(REPLAYS_DIR);
  if (folder && folder.type !== 'tree') {
    throw new UserError(
      `${target.branch}:${target.path}/${REPLAYS_DIR} is a ${folder.type}, not a folder`,
      'move it away: publish keeps the replay pages there',
    );
  }
  if (folder) for (const entry of (await git.getTree(target.repo, folder.sha, false)).entries) replays.set(entry.path, entry);
  return { base, rootTree, created, entries, replays };
}

/** replays.json on the branch, when it is a readable list (else it is rewritten from this rotation). */
async function readShelf(git: GitDataPort, target: PublishTarget, state: BranchState, log: (line: string) => void) {
  const entry = state.entries.get(REPLAYS_INDEX);
  if (!entry) return undefined;
  const where = `${target.branch}:${target.path}/${REPLAYS_INDEX}`;
  if (entry.type !== 'blob' || entry.mode !== '100644' || (entry.size ?? 0) > REPLAY_SHELF_CAPS.indexBytes) {
    log(`${where} is not a regular file of at most ${REPLAY_SHELF_CAPS.indexBytes} bytes; it is written anew`);
    return undefined;
  }
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await git.getBlob(target.repo, entry.sha, REPLAY_SHELF_CAPS.indexBytes));
  } catch (error) {
    if (error instanceof GitHubApiError) throw error;
  }
  const { shelf, problem } = parseShelf(text);
  if (problem) log(`${where} is not a replay list (${problem}); it is written anew`);
  return shelf;
}

async function readFacts(git: GitDataPort, target: PublishTarget, state: BranchState): Promise<{ text: string; facts: Fact[] }> {
  const entry = state.entries.get(FACTS_NAME);
  const where = `${target.branch}:${target.path}/${FACTS_NAME}`;
  if (!entry) return { text: '', facts: [] };
  if (entry.type !== 'blob' || entry.mode === '120000') {
    throw new UserError(`${where} is not a regular file (${entry.type} ${entry.mode})`, 'restore the facts file from history');
  }
  if ((entry.size ?? 0) > FACTS_BLOB_MAX_BYTES) {
    throw new UserError(
      `${where} is ${entry.size} bytes; publish reads at most ${FACTS_BLOB_MAX_BYTES}`,
      'archive old rotations into another file',
    );
  }
  const bytes = await git.getBlob(target.repo, entry.sha, FACTS_BLOB_MAX_BYTES);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UserError(`${where} is not UTF-8 text`, 'restore the facts file from history');
  }
  return { text, facts: parseFactsJsonl(text, where) };
}

function isRace(error: unknown): boolean {
  return error instanceof GitHubApiError && (error.status === 409 || error.status === 422);
}

/**
 * Publish `shards`, which must be played from `plan` (the plan job's arena-plan.json, read as
 * untrusted data too): anything the plan did not give a shard rejects the whole set.
 */
export async function runPublish(
  shards: readonly ShardInput[],
  plan: RotationPlan,
  config: ArenaConfig,
  target: PublishTarget,
  deps: PublishDeps,
): Promise<PublishOutcome> {
  const set = checkShardSet(shards);
  checkShardsFollowPlan(shards, plan);
  const problem = branchProblem(target.branch);
  if (problem) throw new UserError(`rotation.publish.branch "${sanitizeLine(target.branch)}" is not a valid branch name: ${problem}`);
  const segments = folderSegments(target.path);
  // Every shard must convert to facts before anything is read or written (throws FactsError).
  deps.merge({ shards, existing: [], config, createdAt: asOf([], shards) });

  const fresh = deps.replays ? await deps.replays(shards) : undefined;
  const attempts = Math.max(1, deps.attempts ?? PUBLISH_ATTEMPTS);
  const blobs = new Set<string>(); // blobs created by an earlier attempt need not be sent again
  for (let attempt = 1; ; attempt += 1) {
    const next = await planCommit({ deps, target, segments, shards, config, runId: set.runId, fresh });
    const { state, merge, changed, removed, shelf } = next;
    const replays = shelf ? { replays: shelf } : {};
    if (changed.length === 0 && removed.length === 0) {
      return {
        status: 'unchanged',
        shards: set,
        createdBranch: false,
        commit: state.base,
        written: [],
        removed: [],
        merge,
        attempts: attempt,
        ...replays,
      };
    }
    const { tree, written, deleted } = await writeTree(deps.git, target.repo, segments.join('/'), state.rootTree, next, blobs);
    const commit = await deps.git.createCommit(target.repo, {
      message: commitMessage(set, merge, changed, removed),
      tree,
      parents: [state.base],
    });
    try {
      if (state.created) await deps.git.createBranch(target.repo, target.branch, commit);
      else await deps.git.updateBranch(target.repo, target.branch, commit);
    } catch (error) {
      if (!isRace(error)) throw error;
      if (attempt >= attempts) {
        throw new InfraError(
          `${target.branch} kept moving while publishing (${attempts} attempts); nothing was published`,
          'another publish or a push is writing the branch: re-run the publish job (facts are deduplicated, so a re-run adds nothing twice)',
        );
      }
      deps.log(
        `${target.branch} moved while publishing (HTTP ${(error as GitHubApiError).status}); reading it again (attempt ${attempt + 1} of ${attempts})`,
      );
      continue;
    }
    const paths = { written: written.map((w) => w.path), removed: deleted.map((d) => d.path) };
    return { status: 'committed', shards: set, createdBranch: state.created, commit, ...paths, merge, attempts: attempt, ...replays };
  }
}

/** The blobs (each sent once across attempts) and the tree of one attempt, with the files it removes. */
async function writeTree(
  git: GitDataPort,
  repo: RepoRef,
  folder: string,
  rootTree: string,
  change: { changed: readonly FileChange[]; removed: readonly string[] },
  blobs: Set<string>,
) {
  const written: NewTreeFile[] = [];
  for (const file of change.changed) {
    const sha = gitBlobSha(file.bytes);
    written.push({ path: `${folder}/${file.name}`, sha: blobs.has(sha) ? sha : await git.createBlob(repo, file.bytes) });
    blobs.add(sha);
  }
  const deleted = change.removed.map((name): NewTreeFile => ({ path: `${folder}/${name}`, sha: null }));
  return { tree: await git.createTree(repo, rootTree, [...written, ...deleted]), written, deleted };
}

interface FileChange {
  /** inside the publish folder */
  name: string;
  bytes: Uint8Array;
}

/** One attempt's reading: the branch, the facts and replay list on it, and what this publish changes. */
async function planCommit(input: {
  deps: PublishDeps;
  target: PublishTarget;
  segments: readonly string[];
  shards: readonly ShardInput[];
  config: ArenaConfig;
  runId: string;
  fresh: FreshReplays | undefined;
}) {
  const { deps, target, shards, config } = input;
  const state = await readBranch(deps.git, target, input.segments);
  const existing = await readFacts(deps.git, target, state);
  const merge = deps.merge({ shards, existing: existing.facts, config, createdAt: asOf(existing.facts, shards) });
  deps.log(
    `${target.branch}@${state.base.slice(0, 12)}${state.created ? ' (new branch)' : ''}: ${existing.facts.length} facts stored, ${merge.added.length} new, ${merge.duplicates} already known`,
  );
  const storedShelf = await readShelf(deps.git, target, state, deps.log);
  const { shelf, pages } = chooseShelf(input.runId, merge.leaderboard.latestRotation, input.fresh, storedShelf);
  // Append-only: stored lines are kept byte for byte, new facts follow in canonical order.
  const stored = existing.text === '' || existing.text.endsWith('\n') ? existing.text : `${existing.text}\n`;
  const files = publishFiles(stored + serializeFactsJsonl(merge.added), merge.leaderboard, shelf);
  for (const p of pages) files.set(checkPublishPath(`${REPLAYS_DIR}/${p.entry.file}`), p.html);
  return { state, merge, shelf, changed: fileChanges(files, state), removed: staleReplays(state, shelf, deps.log) };
}

/** The files whose bytes differ from the branch's (or are not there). */
function fileChanges(files: ReadonlyMap<string, string>, state: BranchState): FileChange[] {
  const changed: FileChange[] = [];
  for (const [name, text] of files) {
    const bytes = new TextEncoder().encode(text);
    const inReplays = name.startsWith(`${REPLAYS_DIR}/`);
    const entry = inReplays ? state.replays.get(name.slice(REPLAYS_DIR.length + 1)) : state.entries.get(name);
    if (!entry || entry.type !== 'blob' || entry.mode !== '100644' || entry.sha !== gitBlobSha(bytes)) changed.push({ name, bytes });
  }
  return changed;
}

/** Files in replays/ that the list no longer names (pages of older rotations): removed, so the folder never grows. */
function staleReplays(state: BranchState, shelf: ReplayShelf | undefined, log: (line: string) => void): string[] {
  if (!shelf) return [];
  const keep = new Set(shelf.entries.map((e) => e.file));
  const stale: string[] = [];
  for (const [name, entry] of state.replays) {
    if (keep.has(name)) continue;
    const path = `${REPLAYS_DIR}/${name}`;
    if (entry.type !== 'blob' || unsafePublishPath(path) !== undefined) {
      log(`left ${sanitizeLine(path)} in place: not a file publish wrote`);
      continue;
    }
    stale.push(path);
  }
  return stale.sort(compareStrings);
}

function commitMessage(set: ShardSet, merge: MergeResult, changed: readonly FileChange[], removed: readonly string[]): string {
  const pages = changed.filter((f) => f.name.startsWith(`${REPLAYS_DIR}/`)).length;
  const named = changed.filter((f) => !f.name.startsWith(`${REPLAYS_DIR}/`)).map((f) => f.name);
  const files = [...named, ...(pages > 0 ? [`${pages} replay page${pages === 1 ? '' : 's'}`] : [])];
  return [
    `Arena: publish rotation ${set.runId}`,
    '',
    `${merge.added.length} new fact${merge.added.length === 1 ? '' : 's'} from ${set.present.length} of ${set.count} shard${set.count === 1 ? '' : 's'}; ${merge.facts.length} rated games in all.`,
    ...(files.length > 0 ? [`Files: ${files.join(', ')}.`] : []),
    ...(removed.length > 0 ? [`Removed ${removed.length} replay page${removed.length === 1 ? '' : 's'} of an older rotation.`] : []),
  ].join('\n');
}
