// Posting the check run so that it always completes. GitHub refuses (422) a body over its limits,
// and a refused completion used to leave the check `in_progress` forever — a pending required
// check nobody can clear. So: an annotation chunk GitHub refuses is counted and left out; a refused
// completion is retried once with a short body built only from our own words (the verdict and its
// headline); and anything that fails between creating the check and completing it completes the
// check as `failure` before the error goes on (src/core/report/flow.ts, maintainer-check.ts).
import { GitHubApiError, type CheckRunUpdate, type GitHubPort, type RepoRef } from '../github/port.js';
import type { CheckRunPlan } from './check-run.js';
import type { Decision } from './conclusion.js';
import { fitOutputTitle } from './text.js';

export interface CreatedCheck {
  id: number;
  html_url?: string | null;
  app?: string;
}

function refused(error: unknown): error is GitHubApiError {
  return error instanceof GitHubApiError && error.status === 422;
}

/** Create the check run; if GitHub refuses its first annotations, create it without them. */
export async function openCheckRun(
  github: GitHubPort,
  repo: RepoRef,
  plan: CheckRunPlan,
): Promise<{ created: CreatedCheck; refusedAnnotations: number }> {
  try {
    return { created: await github.createCheckRun(repo, plan.create), refusedAnnotations: 0 };
  } catch (error) {
    const annotations = plan.create.output.annotations;
    if (!refused(error) || !annotations) throw error;
    const { annotations: _left, ...output } = plan.create.output;
    return { created: await github.createCheckRun(repo, { ...plan.create, output }), refusedAnnotations: annotations.length };
  }
}

/** Append the remaining annotations; chunks GitHub refuses are counted, not fatal. */
export async function addAnnotations(github: GitHubPort, repo: RepoRef, id: number, updates: readonly CheckRunUpdate[]): Promise<number> {
  let refusedCount = 0;
  for (const update of updates) {
    try {
      await github.updateCheckRun(repo, id, update);
    } catch (error) {
      if (!refused(error)) throw error;
      refusedCount += update.output?.annotations?.length ?? 0;
    }
  }
  return refusedCount;
}

/** A completion with a short body of our own words only: what is posted when the full one is refused. */
export function fallbackCompletion(decision: Pick<Decision, 'conclusion' | 'headline'>, why: string, completedAt: Date): CheckRunUpdate {
  return {
    status: 'completed',
    conclusion: decision.conclusion,
    completed_at: completedAt.toISOString(),
    output: {
      title: fitOutputTitle(`${decision.conclusion}: ${decision.headline}`),
      summary: `## Arena: ${decision.conclusion} — ${decision.headline}\n\n${why} The job summary of the run that posted this check has the findings.`,
    },
  };
}

/** Complete the check; if GitHub refuses the body (or the request fails), complete it with the fallback. */
export async function completeCheck(
  github: GitHubPort,
  repo: RepoRef,
  id: number,
  completion: CheckRunUpdate,
  fallback: CheckRunUpdate,
): Promise<'posted' | 'fallback'> {
  try {
    await github.updateCheckRun(repo, id, completion);
    return 'posted';
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    await github.updateCheckRun(repo, id, fallback);
    return 'fallback';
  }
}

/**
 * Run the steps between creating the check and completing it; if they throw, complete the check as
 * `failure` (best effort) and throw on, so a check never stays in_progress.
 */
export async function completingOnError<T>(
  github: GitHubPort,
  repo: RepoRef,
  id: number,
  now: () => Date,
  steps: () => Promise<T>,
): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    const what = error instanceof GitHubApiError ? `a GitHub API call failed (HTTP ${error.status || 'no answer'})` : 'an internal error';
    try {
      await github.updateCheckRun(
        repo,
        id,
        fallbackCompletion(
          { conclusion: 'failure', headline: 'the report could not finish' },
          `The report stopped before it could complete this check: ${what}. Re-run the report job.`,
          now(),
        ),
      );
    } catch {
      // the original error says more; the job fails with it
    }
    throw error;
  }
}
