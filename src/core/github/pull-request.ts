// Which pull request an evaluation run belongs to, decided from the API and never from a number a
// payload or artifact carries (docs/security-model.md, "Trust boundaries"): open, head sha = the run's head sha, base repository
// = this repository, head repository = the run's head repository. Zero or several → no PR.
import type { PullRequest } from './port.js';
import type { WorkflowRunContext } from './event.js';

export type PullRequestDecision = { ok: true; pull: PullRequest } | { ok: false; reason: string };

/** An open PR into this repository from the run's head repository (any head commit). */
function openFromRunHead(pull: PullRequest, run: WorkflowRunContext): boolean {
  return (
    pull.state === 'open' &&
    pull.base.repo.id === run.repositoryId &&
    pull.base.repo.full_name.toLowerCase() === run.fullName.toLowerCase() &&
    pull.head.repo !== null &&
    pull.head.repo.id === run.headRepositoryId
  );
}

/** Each PR once (the same PR can be listed twice), in order, that passes `keep`. */
function distinct(candidates: readonly PullRequest[], keep: (pull: PullRequest) => boolean): PullRequest[] {
  const seen = new Set<number>();
  return candidates.filter((pull) => {
    if (seen.has(pull.number) || !keep(pull)) return false;
    seen.add(pull.number);
    return true;
  });
}

/** The candidates that really are this run's PR. */
export function matchingPullRequests(candidates: readonly PullRequest[], run: WorkflowRunContext): PullRequest[] {
  return distinct(candidates, (pull) => pull.head.sha === run.headSha && openFromRunHead(pull, run));
}

export function choosePullRequest(candidates: readonly PullRequest[], run: WorkflowRunContext): PullRequestDecision {
  const matching = matchingPullRequests(candidates, run);
  if (matching.length === 1) return { ok: true, pull: matching[0]! };
  if (matching.length === 0) {
    return {
      ok: false,
      reason: `no open pull request of ${run.fullName} has head ${run.headSha.slice(0, 12)} from the run's head repository`,
    };
  }
  return {
    ok: false,
    reason: `${matching.length} open pull requests (${matching.map((p) => `#${p.number}`).join(', ')}) have head ${run.headSha.slice(0, 12)}; the gates need exactly one`,
  };
}

/** The `head` filter of `pulls.list`: `<head owner>:<head branch>`. */
export function headFilter(run: WorkflowRunContext): string {
  return `${run.headOwner}:${run.headBranch}`;
}

/** The PR moved on while we worked: its head is no longer the evaluated commit (docs/security-model.md, "Trust boundaries"). */
export function isSuperseded(current: PullRequest, run: WorkflowRunContext): boolean {
  return current.head.sha !== run.headSha;
}

/**
 * The run's pull request when its head has already moved on: an open PR of this repository from
 * the run's head repository and branch whose head is another commit (exactly one, else none).
 */
export function movedPullRequest(candidates: readonly PullRequest[], run: WorkflowRunContext): PullRequest | undefined {
  const moved = distinct(
    candidates,
    (pull) => pull.head.sha !== run.headSha && pull.head.ref === run.headBranch && openFromRunHead(pull, run),
  );
  return moved.length === 1 ? moved[0] : undefined;
}
