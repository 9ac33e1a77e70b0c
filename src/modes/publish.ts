// Action mode `publish`: the rotation workflow's only writing job (docs/architecture.md, "What each mode does"). The workflow has
// downloaded the shard artifacts into results-dir (one folder per shard) and the plan job's
// arena-plan.json next to them (the same place a shard job finds it); all are read here as
// untrusted data (lstat, size caps, strict schema), the shards checked as one set and against the
// plan, merged into the facts stored on the data branch, and facts + leaderboard are written back
// through the Git Data API as one commit. No checkout of the data branch, no `git push`.
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { PLAN_FILE, readShardResults, RESULTS_FILE } from '../adapters/facts-file.js';
import { DEFAULT_API_URL, OctokitGitHub } from '../adapters/github.js';
import { loadShelfPages } from '../adapters/shard-replays.js';
import { RequestBudget } from '../core/github/budget.js';
import { InfraError, UserError } from '../core/errors.js';
import { GitHubApiError } from '../core/github/port.js';
import { chartFileName, renderLeaderboardMarkdown } from '../core/leaderboard/markdown.js';
import { LEADERBOARD_MD, runPublish, type PublishOutcome } from '../core/publish/flow.js';
import { REPLAYS_DIR } from '../core/publish/replays.js';
import { LEADERBOARD_PAGE } from '../core/render/leaderboard-html.js';
import { repoFromEnv } from '../core/publish/repository.js';
import { MAX_SHARDS, type ShardInput } from '../core/publish/shards.js';
import { PLAN_CAPS, readPlan, type RotationPlan } from '../core/rating/plan.js';
import { sanitizeLine, sanitizeMarkdown } from '../core/sanitize.js';
import { mergeShards } from '../core/publish/merge-shards.js';

/** Entries of results-dir looked at; a download of ≤ 256 shard artifacts has far fewer. */
const MAX_ENTRIES = 1024;

/**
 * The shard documents under `dir`: `dir/<shard>/arena-results.json` (what download-artifact writes
 * for a pattern), or `dir/arena-results.json` alone. Symlinks anywhere are refused.
 */
export async function collectShardResults(dir: string, log: (line: string) => void): Promise<ShardInput[]> {
  const info = await lstat(dir).catch(() => undefined);
  if (!info) throw new UserError(`results-dir ${sanitizeLine(dir)} does not exist`, 'download the shard artifacts into results-dir first');
  if (info.isSymbolicLink() || !info.isDirectory()) throw new UserError(`results-dir ${sanitizeLine(dir)} is not a folder`);
  const regularFile = async (path: string): Promise<boolean> => {
    const file = await lstat(path).catch(() => undefined);
    if (!file) return false;
    if (file.isSymbolicLink() || !file.isFile()) {
      throw new UserError(`${sanitizeLine(path)} is not a regular file (a symlink?); nothing was published`);
    }
    return true;
  };
  if (await regularFile(join(dir, RESULTS_FILE))) {
    const { results } = await readShardResults(join(dir, RESULTS_FILE));
    return [{ results, source: RESULTS_FILE }];
  }
  const names = (await readdir(dir)).sort();
  if (names.length > MAX_ENTRIES)
    throw new UserError(`results-dir holds ${names.length} entries; a rotation has at most ${MAX_SHARDS} shards`);
  const shards: ShardInput[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const entry = await lstat(path);
    if (entry.isSymbolicLink()) throw new UserError(`${sanitizeLine(path)} is a symlink; nothing was published`);
    if (name === PLAN_FILE) continue; // the plan, read by readPublishPlan
    if (!entry.isDirectory()) {
      log(`ignored ${sanitizeLine(name)}: not a shard folder`);
      continue;
    }
    if (!(await regularFile(join(path, RESULTS_FILE)))) {
      throw new UserError(
        `${sanitizeLine(path)} holds no ${RESULTS_FILE}; nothing was published`,
        'each shard artifact holds exactly one results document',
      );
    }
    const { results } = await readShardResults(join(path, RESULTS_FILE));
    shards.push({ results, source: name });
  }
  return shards;
}

/**
 * The rotation's plan at `<dir>/arena-plan.json`, where the workflow downloads the plan job's
 * artifact (as a shard job does). Untrusted data like the shards: a regular file (no symlink),
 * size-capped before it is read, then the strict plan schema.
 */
export async function readPublishPlan(dir: string): Promise<RotationPlan> {
  const file = join(dir, PLAN_FILE);
  const info = await lstat(file).catch(() => undefined);
  if (!info) {
    throw new UserError(
      `${sanitizeLine(file)} does not exist: publish rates only what the rotation's plan gave each shard; nothing was published`,
      `download the plan job's artifact arena-plan into results-dir (next to the shard folders) before this step`,
    );
  }
  if (info.isSymbolicLink() || !info.isFile()) {
    throw new UserError(`${sanitizeLine(file)} is not a regular file (a symlink?); nothing was published`);
  }
  if (info.size > PLAN_CAPS.documentBytes) {
    throw new UserError(
      `${sanitizeLine(file)}: larger than ${PLAN_CAPS.documentBytes} bytes; nothing was published`,
      'a plan this large was not written by arena: re-run the rotation workflow',
    );
  }
  return readPlan(await readFile(file, 'utf8'), sanitizeLine(file));
}

/**
 * Where the published files are shown: `<server>/<owner>/<repo>/blob/<branch>/<path>/`, when the
 * server URL is a plain http(s) origin.
 */
export function publishedFolderUrl(
  server: string,
  repo: { owner: string; repo: string },
  branch: string,
  path: string,
): string | undefined {
  const origin = server.replace(/\/+$/, '');
  if (!/^https?:\/\/[A-Za-z0-9.:-]+$/.test(origin)) return undefined;
  return `${origin}/${repo.owner}/${repo.repo}/blob/${encodeURI(branch)}/${encodeURI(path)}/`;
}

/**
 * Where GitHub Pages serves the publish folder once Pages deploys the data branch's root:
 * `https://<owner>.github.io/<repo>/<path>/`. Only github.com has that address to give.
 */
export function publishedPagesUrl(server: string, repo: { owner: string; repo: string }, path: string): string | undefined {
  if (server.replace(/\/+$/, '') !== 'https://github.com') return undefined;
  if (!/^[A-Za-z0-9-]+$/.test(repo.owner) || !/^[A-Za-z0-9._-]+$/.test(repo.repo)) return undefined;
  return `https://${repo.owner.toLowerCase()}.github.io/${repo.repo}/${encodeURI(path)}/`;
}

interface SummaryWhere {
  branch: string;
  path: string;
  folderUrl?: string;
  pagesUrl?: string;
}

/** The lines about index.html (with the GitHub Pages hint) and the replay pages kept. */
function pageLines(outcome: PublishOutcome, where: SummaryWhere): string[] {
  const link = (name: string) => `${where.folderUrl}${encodeURIComponent(name)}`;
  // LEADERBOARD_PAGE is our own constant name: no PR text in it
  const page = where.folderUrl
    ? `[${LEADERBOARD_PAGE}](${link(LEADERBOARD_PAGE)})`
    : `\`${sanitizeLine(`${where.path}/${LEADERBOARD_PAGE}`)}\``;
  const at = where.pagesUrl ? `it is then at ${where.pagesUrl}` : `it is then at the Pages site, under \`${sanitizeLine(where.path)}/\``;
  const lines = [
    `- Leaderboard page: ${page}. GitHub shows the file's source; to see it as a page, turn on GitHub Pages (Settings → Pages → Deploy from a branch: \`${sanitizeLine(where.branch)}\`, / (root)): ${at}.`,
  ];
  const shelf = outcome.replays;
  if (shelf) {
    const failing = shelf.entries.filter((e) => e.failures.length > 0).length;
    const over: string[] = [];
    if (shelf.omitted.failing > 0) over.push(`${shelf.omitted.failing} more failing`);
    if (shelf.omitted.played > 0) over.push(`${shelf.omitted.played} more games`);
    const folder = where.folderUrl
      ? `[${sanitizeMarkdown(`${where.path}/${REPLAYS_DIR}/`)}](${where.folderUrl}${REPLAYS_DIR}/)`
      : `\`${sanitizeLine(`${where.path}/${REPLAYS_DIR}/`)}\``;
    const removed = outcome.removed.length;
    lines.push(
      `- Replays: ${shelf.entries.length} page${shelf.entries.length === 1 ? '' : 's'} of rotation \`${sanitizeLine(shelf.rotation)}\` in ${folder} (${failing} of failing games${over.length > 0 ? `; ${over.join(', ')} over the caps` : ''}), linked from index.html and LEADERBOARD.md${removed > 0 ? `; ${removed} older page${removed === 1 ? '' : 's'} removed` : ''}.`,
    );
  }
  return lines;
}

/** The job summary: what was published where (with links to LEADERBOARD.md, index.html and each chart), then the leaderboard. */
export function publishSummary(outcome: PublishOutcome, where: SummaryWhere): string {
  const { merge, shards } = outcome;
  const lines = [`### Arena publish: rotation \`${sanitizeLine(shards.runId)}\``, ''];
  const link = (name: string) => `${where.folderUrl}${encodeURIComponent(name)}`;
  const at = where.folderUrl
    ? `[${sanitizeMarkdown(`${where.branch}:${where.path}`)}](${link(LEADERBOARD_MD)})`
    : `\`${sanitizeLine(`${where.branch}:${where.path}`)}\``;
  lines.push(
    outcome.status === 'committed'
      ? `- Published to ${at} in commit \`${outcome.commit.slice(0, 12)}\`${outcome.createdBranch ? ' (new branch, from the default branch’s head)' : ''}: ${outcome.written.length} file${outcome.written.length === 1 ? '' : 's'}.`
      : `- Nothing new: ${at} already holds these facts and this leaderboard (no commit).`,
    `- Shards: ${shards.present.length} of ${shards.count}${shards.missing.length > 0 ? ` (missing: ${shards.missing.join(', ')} — their matches are not rated; a re-run of the rotation adds them)` : ''}.`,
    `- Facts: ${merge.added.length} new, ${merge.duplicates} already known, ${merge.voided} infra-voided game${merge.voided === 1 ? '' : 's'} not rated; ${merge.facts.length} rated games in all.`,
  );
  if (merge.conflicts.length > 0)
    lines.push(`- ${merge.conflicts.length} fact id(s) arrived with different content; the stored fact was kept.`);
  if (outcome.attempts > 1) lines.push(`- The branch moved during publishing; published on attempt ${outcome.attempts}.`);
  // The SVGs live on the data branch, not in the summary: link each one there.
  const charts = merge.leaderboard.games.map((g) => ({ game: g.game, file: chartFileName(g.game) }));
  if (charts.length > 0) {
    const named = charts.map(({ game, file }) =>
      where.folderUrl ? `[${sanitizeMarkdown(game)}](${link(file)})` : `\`${sanitizeLine(`${where.path}/${file}`)}\``,
    );
    lines.push(`- Rating charts: ${named.join(', ')}.`);
  }
  lines.push(...pageLines(outcome, where));
  lines.push('', renderLeaderboardMarkdown(merge.leaderboard, { charts: false, heading: '###' }));
  return lines.join('\n');
}

async function runAction(inputs: ActionInputs, io: ActionIo): Promise<void> {
  if (!inputs.token)
    throw new UserError('input "token" is required for mode publish', 'pass token: ${{ secrets.GITHUB_TOKEN }} (needs contents: write)');
  const env = io.env;
  const repo = repoFromEnv(env);
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const config = await loadArenaConfig(workspace, inputs.config);
  const resultsDir = resolve(workspace, inputs.resultsDir);
  const shards = await collectShardResults(resultsDir, (line) => io.info(line));
  const plan = await readPublishPlan(resultsDir);
  const target = { repo, branch: config.rotation.publish.branch, path: config.rotation.publish.path };
  const github = new OctokitGitHub({
    token: inputs.token,
    apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL,
    userAgent: 'arena-publish',
    budget: RequestBudget.forMode('publish'),
  });
  let outcome: PublishOutcome;
  try {
    outcome = await runPublish(shards, plan, config, target, {
      git: github,
      merge: mergeShards,
      log: (line) => io.info(sanitizeLine(line)),
      // the latest rotation's replay pages, re-rendered here from the shards' replay files
      replays: (checked) => loadShelfPages(resultsDir, checked, (line) => io.info(sanitizeLine(line))),
    });
  } catch (error) {
    if (error instanceof GitHubApiError) {
      throw new InfraError(
        `GitHub API: ${sanitizeLine(error.message)} (HTTP ${error.status || 'no answer'}); nothing was published`,
        error.status === 403 || error.status === 401
          ? 'the publish job needs a token with contents: write'
          : 'check GITHUB_API_URL and that GitHub is reachable; re-run the publish job (a re-run adds nothing twice)',
      );
    }
    throw error;
  }
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const folderUrl = publishedFolderUrl(server, repo, target.branch, target.path);
  const pagesUrl = publishedPagesUrl(server, repo, target.path);
  io.info(
    outcome.status === 'committed'
      ? `published ${outcome.written.length} files to ${target.branch}:${target.path} in ${outcome.commit}`
      : `nothing to publish: ${target.branch}:${target.path} is up to date`,
  );
  io.setOutput('conclusion', 'success');
  io.summary(
    publishSummary(outcome, {
      branch: target.branch,
      path: target.path,
      ...(folderUrl ? { folderUrl } : {}),
      ...(pagesUrl ? { pagesUrl } : {}),
    }),
  );
  await io.writeSummary();
}

export const action: ActionMode = { name: 'publish', run: runAction };
