// Where a PR evaluation finds the published leaderboard (docs/evaluation.md, "Provisional rating
// and rank"): the rotation's data branch, read as untrusted data (src/core/evaluate/placement.ts
// parses it with caps). Missing is normal (no rotation has published yet) and never an error.
//   - the action (evaluate, maintainer-evaluate): the data branch checked out at `.arena-data/`
//     by the workflow (arena-pr.yml, arena-maintainer.yml). Only a real checkout counts: it has
//     its own `.git`, which no commit can contain — a pull request that adds an `.arena-data/`
//     folder of its own is not read.
//   - `arena evaluate`: `--leaderboard FILE`, else the data branch in the local clone
//     (`origin/<branch>`, then `<branch>`), else an `.arena-data/` checkout.
import { lstat, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArenaConfig } from '../core/config.js';
import { LEADERBOARD_MAX_BYTES, parseLeaderboardText, type LeaderboardLookup } from '../core/evaluate/placement.js';
import { LEADERBOARD_JSON } from '../core/publish/flow.js';
import { sanitizeLine } from '../core/sanitize.js';
import { createGitClient } from './git.js';

/** Where the workflows check out the data branch (the same folder as arena-rotation.yml's plan job). */
export const DATA_CHECKOUT_DIR = '.arena-data';

/** Read a leaderboard file: a regular file (no symlink), at most LEADERBOARD_MAX_BYTES. */
export async function readLeaderboardFile(path: string, label = path): Promise<LeaderboardLookup> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return { kind: 'none', note: `no published leaderboard at ${sanitizeLine(label)}` };
  if (!info.isFile()) return { kind: 'none', note: `${sanitizeLine(label)} is not a regular file, so it was not read` };
  if (info.size > LEADERBOARD_MAX_BYTES) {
    return { kind: 'none', note: `${sanitizeLine(label)} is larger than ${LEADERBOARD_MAX_BYTES} bytes, so it was not read` };
  }
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(info.size, LEADERBOARD_MAX_BYTES + 1));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return parseLeaderboardText(buffer.subarray(0, bytesRead).toString('utf8'), label);
  } finally {
    await handle.close();
  }
}

function noneYet(config: ArenaConfig): LeaderboardLookup {
  return {
    kind: 'none',
    note: `no published leaderboard yet (nothing at ${config.rotation.publish.path}/${LEADERBOARD_JSON} on the data branch ${config.rotation.publish.branch}): a rotation publishes one`,
  };
}

/** The action's data checkout at `<workspace>/.arena-data`, when the workflow made one. */
export async function actionLeaderboard(workspace: string, config: ArenaConfig): Promise<LeaderboardLookup> {
  const checkout = join(workspace, DATA_CHECKOUT_DIR);
  if (!(await lstat(join(checkout, '.git')).catch(() => undefined))) return noneYet(config);
  const relative = `${config.rotation.publish.path}/${LEADERBOARD_JSON}`;
  const found = await readLeaderboardFile(join(checkout, relative), `${config.rotation.publish.branch}:${relative}`);
  return found.kind === 'none' && found.note.startsWith('no published leaderboard at') ? noneYet(config) : found;
}

/** `arena evaluate`: --leaderboard FILE, the data branch in the local clone, or a data checkout. */
export async function cliLeaderboard(root: string, config: ArenaConfig, file?: string): Promise<LeaderboardLookup> {
  if (file !== undefined) return readLeaderboardFile(file, file);
  const relative = `${config.rotation.publish.path}/${LEADERBOARD_JSON}`;
  const branch = config.rotation.publish.branch;
  const git = createGitClient(root);
  const isRepo = (await git.topLevel().catch(() => undefined)) !== undefined;
  if (isRepo) {
    for (const ref of [`origin/${branch}`, branch]) {
      if ((await git.commitOf(ref).catch(() => undefined)) === undefined) continue;
      const text = await git.showFile(ref, relative, LEADERBOARD_MAX_BYTES);
      if (text !== undefined) return parseLeaderboardText(text, `${ref}:${relative}`);
    }
  }
  const checkout = await actionLeaderboard(root, config);
  return checkout;
}
