// The authoritative check run of a maintainer run (arena-maintainer.yml; docs/maintainers.md): posted on
// exactly the head sha maintainer-evaluate resolved and played, from its results (read as data),
// with the gates recomputed from the API like report mode does. It reuses report mode's pieces —
// gate recomputation, conclusion, annotations, check-run requests, summary and text limits, the
// sanitiser — and differs only where a maintainer run differs: the sha and PR come from inputs
// (never an artifact), the results must say they are maintainer-evaluate results for that sha,
// and they are authoritative (never "unverified"). If the PR's head moved, the check completes
// "superseded": at most `neutral`, never better than the gates and results (a failure stays one).
import type { WorkflowRunContext } from '../github/event.js';
import { GitHubApiError, GitHubUnavailableError, type GitHubPort, type PullRequest, type RepoRef } from '../github/port.js';
import { UserError } from '../errors.js';
import { planAnnotations, type AnnotationPlan } from '../report/annotations.js';
import { completeCheckRun, maintainerExternalId, planCheckRun } from '../report/check-run.js';
import { addAnnotations, completeCheck, completingOnError, fallbackCompletion, openCheckRun } from '../report/post.js';
import { decideConclusion, type Decision } from '../report/conclusion.js';
import { recomputeGates, type DefaultBranchFiles, type RecomputeInput } from '../report/recompute.js';
import type { TreeReader } from '../report/head-folder.js';
import { renderJobSummary, renderSummary, renderText, type SummaryInput } from '../report/summary.js';
import type { GateReport, ResultsOutcome } from '../report/types.js';
import type { Results } from '../results.js';

export const SHA_PATTERN = /^[0-9a-f]{40}$/;

/** The maintainer workflow run that posts (GITHUB_RUN_ID and friends). */
export interface MaintainerRun {
  repo: RepoRef;
  /** owner/name (GITHUB_REPOSITORY) */
  fullName: string;
  defaultBranch: string;
  runId: number;
  runAttempt: number;
  runNumber: number;
  startedAt: string;
  htmlUrl?: string;
}

export interface MaintainerReportInput {
  /** the head-sha input: the commit maintainer-evaluate played */
  headSha: string;
  /** the pr-number input; without it the PR is found by its head sha */
  pullNumber?: number;
  run: MaintainerRun;
  results: ResultsOutcome;
}

export interface MaintainerReportDeps {
  github: GitHubPort & TreeReader;
  defaultBranch: DefaultBranchFiles;
  config: RecomputeInput['config'];
  now(): Date;
  log(line: string): void;
}

export interface MaintainerReportOutcome {
  pullNumber: number;
  decision: Decision;
  gates: GateReport;
  results: ResultsOutcome;
  plan: AnnotationPlan;
  checkRunId: number;
  summary: string;
  jobSummary: string;
}

export const AUTHORITATIVE_NOTE =
  'Authoritative: a maintainer run (arena-maintainer.yml) evaluated exactly this commit with the default branch’s action code, arena.yml and official agents; the pull request’s community agents were fetched as data and played only in hardened containers.';

/** Claims the maintainer-evaluate results must make for the requested sha (else they are not trusted). */
export function maintainerResultsMismatch(results: Results, headSha: string): string | undefined {
  if (results.run.mode !== 'maintainer-evaluate')
    return `the results document is from mode "${results.run.mode}", not "maintainer-evaluate"`;
  if (results.run.headSha !== headSha) {
    return `the results are for head ${results.run.headSha?.slice(0, 12) ?? '(none)'}, not the requested ${headSha.slice(0, 12)}`;
  }
  if (results.run.authoritative !== true) return 'the results are not marked authoritative';
  return undefined;
}

function sameRepo(pull: PullRequest, fullName: string): boolean {
  return pull.base.repo.full_name.toLowerCase() === fullName.toLowerCase();
}

async function resolvePull(github: GitHubPort, input: MaintainerReportInput): Promise<PullRequest> {
  const { run, headSha } = input;
  if (input.pullNumber !== undefined) {
    const pull = await github.getPullRequest(run.repo, input.pullNumber);
    if (!sameRepo(pull, run.fullName)) throw new UserError(`pull request #${input.pullNumber} is not a pull request into ${run.fullName}`);
    return pull;
  }
  const candidates = (await github.listPullRequestsForCommit(run.repo, headSha)).filter(
    (p) => p.state === 'open' && p.head.sha === headSha && sameRepo(p, run.fullName),
  );
  const numbers = [...new Set(candidates.map((p) => p.number))];
  if (numbers.length !== 1) {
    throw new UserError(
      `${numbers.length === 0 ? 'no' : numbers.length} open pull request${numbers.length === 1 ? '' : 's'} of ${run.fullName} ha${numbers.length === 1 ? 's' : 've'} head ${headSha}`,
      'pass pr-number',
    );
  }
  return github.getPullRequest(run.repo, numbers[0]!);
}

/** The maintainer run seen as the "evaluation run" report's renderers describe. */
function runContext(run: MaintainerRun, headSha: string, pull: PullRequest): WorkflowRunContext {
  const head = pull.head.repo;
  const context: WorkflowRunContext = {
    repo: run.repo,
    repositoryId: pull.base.repo.id,
    fullName: run.fullName,
    defaultBranch: run.defaultBranch,
    runId: run.runId,
    runAttempt: run.runAttempt,
    runNumber: run.runNumber,
    headSha,
    headBranch: pull.head.ref,
    headRepositoryId: head?.id ?? 0,
    headOwner: head?.owner.login ?? '',
    headFullName: head?.full_name ?? '(deleted repository)',
    conclusion: 'success',
    runStartedAt: run.startedAt,
    // Authoritative: results from default-branch code, never labelled unverified.
    isFork: false,
  };
  if (run.htmlUrl) context.htmlUrl = run.htmlUrl;
  return context;
}

function authoritative(decision: Decision): Decision {
  if (decision.headline.startsWith('superseded')) return decision;
  return { ...decision, headline: `${decision.headline} (authoritative maintainer run)` };
}

export async function runMaintainerReport(input: MaintainerReportInput, deps: MaintainerReportDeps): Promise<MaintainerReportOutcome> {
  if (!SHA_PATTERN.test(input.headSha)) throw new UserError('head-sha must be a 40-hex commit sha');
  const started = deps.now();
  const pull = await resolvePull(deps.github, input);
  const run = runContext(input.run, input.headSha, pull);
  let superseded = pull.head.sha !== input.headSha;
  deps.log(`pull request #${pull.number}: head ${pull.head.sha}${superseded ? ` (moved on from ${input.headSha})` : ''}`);

  const gates: GateReport = superseded
    ? {
        recomputed: false,
        notRecomputed: [`the pull request’s head is ${pull.head.sha.slice(0, 12)}, not the evaluated ${input.headSha.slice(0, 12)}`],
        fileCount: 0,
        agents: [],
        findings: [],
      }
    : await recomputeGates({ github: deps.github, defaultBranch: deps.defaultBranch, run, config: deps.config });
  if (gates.pull === undefined)
    gates.pull = { number: pull.number, author: pull.user?.login ?? '', association: pull.author_association, headRef: pull.head.ref };

  let results = input.results;
  if (results.status === 'valid') {
    const mismatch = maintainerResultsMismatch(results.results, input.headSha);
    if (mismatch) results = { status: 'untrusted', reason: mismatch };
  }
  deps.log(`gates ${gates.recomputed ? 'recomputed' : 'not recomputed'}; results: ${results.status}`);

  // skipped: a changed official agent the maintainer run did not play from the pull request (said in the reasons)
  const base = { gates, runConclusion: 'success', results, fork: false, forkSuccess: true, allowSkipped: true };
  const plan = planAnnotations({
    findings: gates.findings,
    agents: gates.agents,
    ...(results.status === 'valid' ? { results: results.results } : {}),
    unverified: false,
  });
  // maintainer:<run id>:<attempt> marks the verdict authoritative; report mode never posts above it
  const checkPlan = planCheckRun(run, plan.annotations, started, maintainerExternalId(input.run));
  const { created, refusedAnnotations } = await openCheckRun(deps.github, run.repo, checkPlan);
  // From here on the check exists: whatever fails completes it (as failure) before the error goes on.
  const { decision, summaryInput, summary } = await completingOnError(deps.github, run.repo, created.id, deps.now, async () => {
    const refused = refusedAnnotations + (await addAnnotations(deps.github, run.repo, created.id, checkPlan.updates));
    deps.log(`check run ${created.id} created on ${input.headSha} with ${plan.annotations.length} annotations`);

    // Re-read the PR before completing: a head that moved makes this verdict about an old commit.
    const notes = [AUTHORITATIVE_NOTE];
    if (refused > 0) notes.push(`GitHub refused ${refused} of the annotations; the text below lists the failures.`);
    if (!superseded) {
      try {
        superseded = (await deps.github.getPullRequest(run.repo, pull.number)).head.sha !== input.headSha;
      } catch (error) {
        if (!(error instanceof GitHubApiError || error instanceof GitHubUnavailableError)) throw error;
        notes.push('The pull request could not be re-read before completing, so a newer head commit would not have been noticed.');
      }
    }
    const decision = authoritative(decideConclusion({ ...base, superseded }));
    const summaryInput: SummaryInput = { run, decision, gates, results, plan, otherChecks: [], notes };
    const summary = renderSummary(summaryInput);
    const text = renderText(summaryInput);
    await completeCheck(
      deps.github,
      run.repo,
      created.id,
      completeCheckRun(decision, summary, text, deps.now()),
      fallbackCompletion(decision, 'GitHub refused this check’s full summary, so only the verdict is shown here.', deps.now()),
    );
    return { decision, summaryInput, summary };
  });
  deps.log(`check run ${created.id} completed: ${decision.conclusion}`);
  const jobSummary = renderJobSummary(summaryInput);
  return { pullNumber: pull.number, decision, gates, results, plan, checkRunId: created.id, summary, jobSummary };
}
