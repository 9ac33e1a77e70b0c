// Report mode from event to completed check run, over ports (GitHub, the default branch's files,
// the results source), so the CLI, the action and the dry run share every decision:
//   1. act only on the completion of the PR evaluation workflow for a pull_request (else refuse);
//   2. recompute the gates from the API and the default branch;
//   3. read the results (only when the run succeeded) as untrusted data;
//   4. list every check run named Arena on the head sha (filter=all), before and after creating ours;
//      never post above the newest authoritative (maintainer run) verdict there;
//   5. create the check run on workflow_run.head_sha with the first 50 annotations, add the rest;
//   6. re-read the PR: a moved head completes the check "superseded" — at most neutral, never
//      better than the gates and results (src/core/report/conclusion.ts);
//   7. complete the check; optionally update one sticky PR comment.
import { evaluationCompleted, readWorkflowRunEvent, type WorkflowRunContext } from '../github/event.js';
import { GitHubApiError, GitHubUnavailableError, type CheckRunInfo, type GitHubPort } from '../github/port.js';
import { isSuperseded } from '../github/pull-request.js';
import type { Results } from '../results.js';
import { sanitizeLine } from '../sanitize.js';
import { planAnnotations, type AnnotationPlan } from './annotations.js';
import { completeCheckRun, MAINTAINER_EXTERNAL_ID, planCheckRun } from './check-run.js';
import { addAnnotations, completeCheck, completingOnError, fallbackCompletion, openCheckRun } from './post.js';
import { findStickyComment, renderComment } from './comment.js';
import { capByAuthoritative, capByBudget, decideConclusion, type ConclusionInput, type Decision } from './conclusion.js';
import { recomputeGates, type DefaultBranchFiles, type RecomputeInput } from './recompute.js';
import type { TreeReader } from './head-folder.js';
import { CHECK_NAME, renderJobSummary, renderSummary, renderText, type SummaryInput } from './summary.js';
import type { AuthoritativeCheck, GateReport, OtherCheckRun, ResultsOutcome } from './types.js';

export interface ReportDeps {
  github: GitHubPort & TreeReader;
  defaultBranch: DefaultBranchFiles;
  config: RecomputeInput['config'];
  /** where the results come from: the artifact (action) or a file (CLI) */
  readResults(run: WorkflowRunContext): Promise<ResultsOutcome>;
  now(): Date;
  /** progress lines (already free of PR text) */
  log(line: string): void;
  /** try the sticky PR comment (needs pull-requests: write; a 403 is reported, not fatal) */
  comment?: boolean;
  /** the run's request budget (the same one the github adapter counts against) */
  budget?: { refused?: { message: string } | undefined };
}

export interface ReportOptions {
  /** GITHUB_EVENT_NAME, when known */
  eventName?: string;
  /** GITHUB_REPOSITORY, when known */
  repository?: string;
}

export type CommentOutcome = 'created' | 'updated' | 'not-permitted' | 'not-read' | 'no-pull-request' | 'failed' | 'off';

export interface ReportOutcome {
  /** why nothing was posted (exit 1) */
  refused?: string;
  run?: WorkflowRunContext;
  decision?: Decision;
  gates?: GateReport;
  results?: ResultsOutcome;
  plan?: AnnotationPlan;
  checkRunId?: number;
  /** the check's summary as posted, and a longer version for the job summary */
  summary?: string;
  jobSummary?: string;
  comment?: CommentOutcome;
}

/** Claims of the results document that must agree with the event (the rest is recomputed). */
export function resultsMismatch(results: Results, run: WorkflowRunContext): string | undefined {
  if (results.run.mode !== 'evaluate') return `the results document is from mode "${results.run.mode}", not "evaluate"`;
  // evaluate mode always records the head it ran on; a document without one cannot be tied to this run
  if (results.run.headSha === undefined) return `the results do not say which head commit they are about (run.headSha is missing)`;
  if (results.run.headSha !== run.headSha) {
    return `the results claim head ${results.run.headSha.slice(0, 12)}, but the evaluation ran on ${run.headSha.slice(0, 12)}`;
  }
  if (results.run.runId !== undefined && results.run.runId !== String(run.runId)) {
    return `the results claim run ${results.run.runId.slice(0, 40)}, but they were uploaded by run ${run.runId}`;
  }
  return undefined;
}

/** Every check run named Arena on the head sha (filter=all); undefined when they cannot be listed. */
async function listArenaChecks(github: GitHubPort, run: WorkflowRunContext): Promise<CheckRunInfo[] | undefined> {
  try {
    return (await github.listCheckRuns(run.repo, run.headSha, CHECK_NAME)).filter((c) => c.name === CHECK_NAME);
  } catch (error) {
    if (error instanceof GitHubApiError || error instanceof GitHubUnavailableError) return undefined;
    throw error;
  }
}

/**
 * The check runs named Arena on the head sha besides ours, from listings made before and after
 * ours was created (merged by id). Ours are the one just created and those of earlier attempts of
 * this report: external_id "<run id>:<attempt>" AND owned by the same app — an external_id alone
 * can be forged by anything that may create check runs. Authoritative ones (same app, external_id
 * "maintainer:<run id>:<attempt>") are not flagged; the newest completed one caps this verdict.
 * undefined when a listing failed.
 */
export function existingCheckRuns(
  listings: ReadonlyArray<CheckRunInfo[] | undefined>,
  run: WorkflowRunContext,
  created: { id: number; app?: string },
): { others: OtherCheckRun[]; authoritative?: AuthoritativeCheck } | undefined {
  if (listings.some((l) => l === undefined)) return undefined;
  const byId = new Map<number, CheckRunInfo>();
  for (const listing of listings) for (const c of listing!) byId.set(c.id, c);
  const ours = new RegExp(`^${run.runId}:\\d+$`);
  const sameApp = (c: CheckRunInfo) => created.app !== undefined && c.app?.slug === created.app;
  const others: OtherCheckRun[] = [];
  let authoritative: AuthoritativeCheck | undefined;
  for (const c of [...byId.values()].sort((a, b) => a.id - b.id)) {
    if (c.id === created.id || (c.external_id && ours.test(c.external_id) && sameApp(c))) continue;
    if (c.external_id && MAINTAINER_EXTERNAL_ID.test(c.external_id) && sameApp(c)) {
      // in progress: its verdict is not known yet (see docs/security-model.md, residual risks)
      if (c.status === 'completed' && c.conclusion)
        authoritative = { id: c.id, conclusion: c.conclusion, ...(c.html_url ? { url: c.html_url } : {}) };
      continue;
    }
    others.push({
      id: c.id,
      conclusion: c.conclusion,
      ...(c.app?.slug ? { app: c.app.slug } : {}),
      ...(c.html_url ? { url: c.html_url } : {}),
    });
  }
  return { others, ...(authoritative ? { authoritative } : {}) };
}

async function stickyComment(
  deps: ReportDeps,
  run: WorkflowRunContext,
  gates: GateReport,
  decision: Decision,
  checkUrl?: string | null,
): Promise<CommentOutcome> {
  if (!deps.comment) return 'off';
  if (!gates.pull) return 'no-pull-request';
  const body = renderComment(decision, run.headSha, checkUrl);
  try {
    const existing = findStickyComment(await deps.github.listIssueComments(run.repo, gates.pull.number));
    if (existing) {
      await deps.github.updateIssueComment(run.repo, existing.id, body);
      return 'updated';
    }
    await deps.github.createIssueComment(run.repo, gates.pull.number, body);
    return 'created';
  } catch (error) {
    if (error instanceof GitHubUnavailableError) return 'not-read';
    if (error instanceof GitHubApiError && (error.status === 403 || error.status === 401)) return 'not-permitted';
    if (error instanceof GitHubApiError) return 'failed';
    throw error;
  }
}

export async function runReport(event: unknown, options: ReportOptions, deps: ReportDeps): Promise<ReportOutcome> {
  const started = deps.now();
  const accepted = readWorkflowRunEvent(event, options);
  if (!accepted.ok) return { refused: accepted.reason };
  const run = accepted.context;
  deps.log(
    `evaluation run ${run.runId} attempt ${run.runAttempt} on ${run.headSha} (${run.isFork ? 'fork' : 'same repository'}) ended ${sanitizeLine(run.conclusion)}`,
  );

  const gates = await recomputeGates({ github: deps.github, defaultBranch: deps.defaultBranch, run, config: deps.config });
  deps.log(
    gates.recomputed
      ? `gates recomputed: pull request #${gates.pull?.number}, ${gates.fileCount} files, ${gates.agents.length} agents, ${gates.findings.length} findings`
      : `gates not recomputed (${gates.notRecomputed.length} reasons)`,
  );
  const results = await readRunResults(deps, run);
  deps.log(`results: ${results.status}`);

  const draft = draftCheck(deps, run, gates, results);
  const { created, decision, summaryInput, summary } = await postCheck(deps, run, started, draft);
  const comment = await stickyComment(deps, run, gates, decision, created.html_url);
  const jobSummary = renderJobSummary(summaryInput);
  return { run, decision, gates, results, plan: draft.plan, checkRunId: created.id, summary, jobSummary, comment };
}

/** 3. the results, read only when the run succeeded, and only while they agree with the event */
async function readRunResults(deps: ReportDeps, run: WorkflowRunContext): Promise<ResultsOutcome> {
  if (!evaluationCompleted(run)) return { status: 'not-read', reason: `the evaluation run ended "${run.conclusion}"` };
  const results = await deps.readResults(run);
  if (results.status === 'valid') {
    const mismatch = resultsMismatch(results.results, run);
    if (mismatch) return { status: 'untrusted', reason: mismatch };
  }
  return results;
}

/** What the check is made of before it exists: the verdict's inputs, the annotations and the notes. */
interface CheckDraft {
  /** every input of the verdict but whether the head moved on */
  base: Omit<ConclusionInput, 'superseded'>;
  gates: GateReport;
  results: ResultsOutcome;
  plan: AnnotationPlan;
  notes: string[];
}

function draftCheck(deps: ReportDeps, run: WorkflowRunContext, gates: GateReport, results: ResultsOutcome): CheckDraft {
  const config = deps.config.ok ? deps.config.config : undefined;
  const forkSuccess = config?.evaluation.forkSuccess ?? false;
  const base = { gates, runConclusion: run.conclusion, results, fork: run.isFork, forkSuccess };
  const provisional = decideConclusion({ ...base, superseded: false });
  const plan = planAnnotations({
    findings: gates.findings,
    agents: gates.agents,
    ...(results.status === 'valid' ? { results: results.results } : {}),
    unverified: provisional.unverified,
  });
  const notes: string[] = [];
  if (results.status === 'valid') {
    notes.push(
      results.source === 'file'
        ? 'The results were read from a local file (arena report --results), not from the run’s artifact.'
        : results.digestChecked
          ? 'The artifact matched its recorded sha256 digest (integrity in transit only).'
          : 'The artifact carried no digest to check.',
    );
  }
  return { base, gates, results, plan, notes };
}

/** 4.–7. create the check run with its annotations, then decide and complete it. */
async function postCheck(deps: ReportDeps, run: WorkflowRunContext, started: Date, draft: CheckDraft) {
  const { plan } = draft;
  // Listed before ours exists and again after: a decoy is seen whatever GitHub's "latest" means.
  const before = await listArenaChecks(deps.github, run);
  const checkPlan = planCheckRun(run, plan.annotations, started);
  const { created, refusedAnnotations } = await openCheckRun(deps.github, run.repo, checkPlan);
  // From here on the check exists: whatever fails completes it (as failure) before the error goes on.
  const completed = await completingOnError(deps.github, run.repo, created.id, deps.now, async () => {
    const existing = existingCheckRuns([before, await listArenaChecks(deps.github, run)], run, created);
    const refused = refusedAnnotations + (await addAnnotations(deps.github, run.repo, created.id, checkPlan.updates));
    deps.log(`check run ${created.id} created with ${plan.annotations.length} annotations in ${1 + checkPlan.updates.length} requests`);
    if (refused > 0) draft.notes.push(`GitHub refused ${refused} of the annotations; the text below lists the failures.`);
    return completeReportCheck(deps, run, created.id, draft, existing);
  });
  deps.log(
    `check run ${created.id} completed: ${completed.decision.conclusion}${completed.posted === 'fallback' ? ' (with the short summary: GitHub refused the full one)' : ''}`,
  );
  return { created, ...completed };
}

/** 6.–7. re-read the PR, decide (capped by any authoritative verdict and the budget) and complete the check. */
async function completeReportCheck(
  deps: ReportDeps,
  run: WorkflowRunContext,
  checkRunId: number,
  { base, gates, results, plan, notes }: CheckDraft,
  existing: ReturnType<typeof existingCheckRuns>,
) {
  const others = existing?.others;
  // Re-read the PR before completing: if its head moved, this verdict is about an old commit.
  let superseded = false;
  if (gates.pull) {
    try {
      superseded = isSuperseded(await deps.github.getPullRequest(run.repo, gates.pull.number), run);
    } catch (error) {
      if (!(error instanceof GitHubApiError || error instanceof GitHubUnavailableError)) throw error;
      notes.push('The pull request could not be re-read before completing, so a newer head commit would not have been noticed.');
    }
  }
  // Never above an authoritative verdict on this sha (fails closed when they could not be listed).
  const decision = capByBudget(capByAuthoritative(decideConclusion({ ...base, superseded }), existing), deps.budget);
  const summaryInput: SummaryInput = {
    run,
    decision,
    gates,
    results,
    plan,
    otherChecks: others ?? [],
    ...(others === undefined ? { otherChecksUnknown: true } : {}),
    notes,
  };
  const summary = renderSummary(summaryInput);
  const text = renderText(summaryInput);
  const posted = await completeCheck(
    deps.github,
    run.repo,
    checkRunId,
    completeCheckRun(decision, summary, text, deps.now()),
    fallbackCompletion(decision, 'GitHub refused this check’s full summary, so only the verdict is shown here.', deps.now()),
  );
  return { decision, summaryInput, summary, posted };
}
