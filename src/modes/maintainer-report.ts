// Action mode `maintainer-report`: the second job of arena-maintainer.yml. It runs no agent and
// reads the maintainer-evaluate results document (downloaded into results-dir) only as data, then
// posts the `Arena` check run on exactly the head-sha input, marked authoritative, or `neutral`
// "superseded" when the PR's head has moved (src/core/publish/maintainer-check.ts).
import { lstat, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { parseResultsBytes } from '../adapters/artifact.js';
import { DEFAULT_API_URL, OctokitGitHub } from '../adapters/github.js';
import { RequestBudget } from '../core/github/budget.js';
import { UserError } from '../core/errors.js';
import { RESULTS_ARTIFACT_NAME as RESULTS_FILE } from '../core/github/artifacts.js';
import { runMaintainerReport, type MaintainerRun } from '../core/publish/maintainer-check.js';
import { repoFromEnv } from '../core/publish/repository.js';
import type { ResultsOutcome } from '../core/report/types.js';
import { RESULTS_CAPS } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import { folderFiles, loadDefaultBranchConfig } from '../adapters/default-branch.js';
import { apiFailure } from '../core/github/api-failure.js';

/** The maintainer run posting the check (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, …). */
export function maintainerRunFromEnv(env: Readonly<Record<string, string | undefined>>, defaultBranch: string, now: Date): MaintainerRun {
  const repo = repoFromEnv(env);
  const int = (name: string, fallback: number) => {
    const value = env[name];
    return value && /^\d{1,15}$/.test(value) ? Number(value) : fallback;
  };
  const runId = int('GITHUB_RUN_ID', 0);
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const run: MaintainerRun = {
    repo,
    fullName: `${repo.owner}/${repo.repo}`,
    defaultBranch,
    runId,
    runAttempt: Math.max(1, int('GITHUB_RUN_ATTEMPT', 1)),
    runNumber: int('GITHUB_RUN_NUMBER', 0),
    startedAt: now.toISOString(),
  };
  if (runId > 0 && /^https:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(server))
    run.htmlUrl = `${server}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
  return run;
}

/** The maintainer-evaluate results in results-dir, as untrusted data: a regular file, capped, strict. */
export async function readMaintainerResults(dir: string): Promise<ResultsOutcome> {
  const path = join(dir, RESULTS_FILE);
  const info = await lstat(path).catch(() => undefined);
  if (!info) return { status: 'untrusted', reason: `results-dir holds no ${RESULTS_FILE}` };
  if (info.isSymbolicLink() || !info.isFile()) return { status: 'untrusted', reason: `${RESULTS_FILE} is not a regular file` };
  if (info.size > RESULTS_CAPS.documentBytes) {
    return { status: 'untrusted', reason: `${RESULTS_FILE} is larger than ${RESULTS_CAPS.documentBytes} bytes` };
  }
  return parseResultsBytes(await readFile(path));
}

async function runAction(inputs: ActionInputs, io: ActionIo): Promise<void> {
  if (!inputs.token) {
    throw new UserError(
      'input "token" is required for mode maintainer-report',
      'pass token: ${{ secrets.GITHUB_TOKEN }} (needs checks: write, pull-requests: read, contents: read)',
    );
  }
  if (!inputs.headSha) {
    throw new UserError(
      'input "head-sha" is required for mode maintainer-report',
      'pass head-sha: ${{ needs.maintainer-evaluate.outputs.head-sha }}',
    );
  }
  const env = io.env;
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const github = new OctokitGitHub({
    token: inputs.token,
    apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL,
    userAgent: 'arena-maintainer-report',
    budget: RequestBudget.forMode('maintainer-report'),
  });
  const results = await readMaintainerResults(resolve(workspace, inputs.resultsDir));
  const permissions = 'checks: write, pull-requests: read and contents: read';
  try {
    const now = new Date();
    const defaultBranch = await github.getDefaultBranch(repoFromEnv(env));
    const outcome = await runMaintainerReport(
      {
        headSha: inputs.headSha,
        ...(inputs.prNumber !== undefined ? { pullNumber: inputs.prNumber } : {}),
        run: maintainerRunFromEnv(env, defaultBranch, now),
        results,
      },
      {
        github,
        defaultBranch: folderFiles(workspace),
        config: await loadDefaultBranchConfig(workspace, inputs.config),
        now: () => new Date(),
        log: (line) => io.info(sanitizeLine(line)),
      },
    );
    io.setOutput('conclusion', outcome.decision.conclusion);
    io.setOutput('head-sha', inputs.headSha);
    io.summary(outcome.jobSummary);
    await io.writeSummary();
    io.info(`Arena check on ${inputs.headSha}: ${outcome.decision.conclusion} (${sanitizeLine(outcome.decision.headline)})`);
  } catch (error) {
    apiFailure(error, 'maintainer-report', permissions);
  }
}

export const action: ActionMode = { name: 'maintainer-report', run: runAction };
