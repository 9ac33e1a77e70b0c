// Action mode `publish`: the rotation workflow's only writing job (DESIGN §1, §7). The workflow has
// downloaded the shard artifacts into results-dir (one folder per shard); they are read here as
// untrusted data (lstat, size caps, strict schema), checked as one set, merged into the facts
// stored on the data branch, and facts + leaderboard are written back through the Git Data API as
// one commit. No checkout of the data branch, no `git push`.
import { lstat, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { readShardResults, RESULTS_FILE } from '../adapters/facts-file.js';
import { DEFAULT_API_URL, OctokitGitHub } from '../adapters/github.js';
import { InfraError, UserError } from '../core/errors.js';
import { GitHubApiError } from '../core/github/port.js';
import { renderLeaderboardMarkdown } from '../core/leaderboard/markdown.js';
import { runPublish, type PublishOutcome } from '../core/publish/flow.js';
import { repoFromEnv } from '../core/publish/repository.js';
import { MAX_SHARDS, type ShardInput } from '../core/publish/shards.js';
import { sanitizeLine, sanitizeMarkdown } from '../core/sanitize.js';
import { mergeShards } from './merge.js';

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

/** The job summary: what was published where, then the leaderboard. */
export function publishSummary(outcome: PublishOutcome, where: { branch: string; path: string; url?: string }): string {
  const { merge, shards } = outcome;
  const lines = [`### Arena publish: rotation \`${sanitizeLine(shards.runId)}\``, ''];
  const at = where.url
    ? `[${sanitizeMarkdown(`${where.branch}:${where.path}`)}](${where.url})`
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
  const shards = await collectShardResults(resolve(workspace, inputs.resultsDir), (line) => io.info(line));
  const target = { repo, branch: config.rotation.publish.branch, path: config.rotation.publish.path };
  const github = new OctokitGitHub({ token: inputs.token, apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL, userAgent: 'arena-publish' });
  let outcome: PublishOutcome;
  try {
    outcome = await runPublish(shards, config, target, { git: github, merge: mergeShards, log: (line) => io.info(sanitizeLine(line)) });
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
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const url = /^https?:\/\/[A-Za-z0-9.:-]+$/.test(server)
    ? `${server}/${repo.owner}/${repo.repo}/blob/${encodeURI(target.branch)}/${encodeURI(target.path)}/LEADERBOARD.md`
    : undefined;
  io.info(
    outcome.status === 'committed'
      ? `published ${outcome.written.length} files to ${target.branch}:${target.path} in ${outcome.commit}`
      : `nothing to publish: ${target.branch}:${target.path} is up to date`,
  );
  io.setOutput('conclusion', 'success');
  io.summary(publishSummary(outcome, { branch: target.branch, path: target.path, ...(url ? { url } : {}) }));
  await io.writeSummary();
}

export const action: ActionMode = { name: 'publish', run: runAction };
