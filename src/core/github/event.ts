// The workflow_run event the report job acts on, read defensively. The payload comes from GitHub,
// but many of its fields are attacker text (head_branch, display_title, head_commit), and report
// mode acts only on the completion of the PR evaluation workflow for a pull_request (docs/architecture.md, "What each mode does").
import { z } from 'zod';
import type { RepoRef } from './port.js';

export const EVALUATION_WORKFLOW_PATH = '.github/workflows/arena-pr.yml';

/** Run conclusions after which the evaluation ran to its end and its results may be read. */
export const COMPLETED_CONCLUSION = 'success';

export interface WorkflowRunContext {
  repo: RepoRef;
  repositoryId: number;
  fullName: string;
  defaultBranch: string;
  runId: number;
  runAttempt: number;
  runNumber: number;
  /** the PR head commit the evaluation ran on: the only sha the check is posted on */
  headSha: string;
  /** attacker text: query parameters only, sanitised before display */
  headBranch: string;
  headRepositoryId: number;
  headOwner: string;
  headFullName: string;
  /** success, failure, timed_out, cancelled, … */
  conclusion: string;
  runStartedAt: string;
  /** the evaluation run's page, when the payload carries a github.com URL */
  htmlUrl?: string;
  /** the head repository is not this repository (workflow_run.head_repository.id !== repository.id) */
  isFork: boolean;
}

export type EventDecision = { ok: true; context: WorkflowRunContext } | { ok: false; reason: string };

const Id = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const Login = z.string().min(1).max(100);
const RepoName = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a repository name');
const Owner = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'an owner login');

const Repository = z.looseObject({
  id: Id,
  name: RepoName,
  full_name: z.string().max(200),
  owner: z.looseObject({ login: Owner }),
  default_branch: z.string().min(1).max(255).optional(),
});

const WorkflowRun = z.looseObject({
  id: Id,
  path: z.string().max(1024).optional(),
  event: z.string().max(100),
  status: z.string().max(100).nullable().optional(),
  conclusion: z.string().max(100).nullable(),
  head_sha: z.string().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit sha'),
  head_branch: z.string().max(1024).nullable(),
  run_attempt: z.int().min(1).max(10_000).optional(),
  run_number: z.int().min(0).optional(),
  run_started_at: z.iso.datetime({ offset: true }),
  html_url: z.string().max(2048).optional(),
  head_repository: z.looseObject({ id: Id, full_name: z.string().max(200), owner: z.looseObject({ login: Login }) }).nullable(),
  repository: z.looseObject({ id: Id }).optional(),
});

const Event = z.looseObject({
  action: z.string().max(100).optional(),
  workflow_run: WorkflowRun,
  repository: Repository,
});

function describeIssue(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'invalid';
  const where = first.path.map(String).join('.');
  return `${where || '(top level)'}: ${first.message}`;
}

/**
 * Decide whether report mode acts on this event, and extract what it needs. Refusals say why;
 * `eventName` (GITHUB_EVENT_NAME) and `repository` (GITHUB_REPOSITORY) are cross-checked when given.
 */
export function readWorkflowRunEvent(payload: unknown, opts: { eventName?: string; repository?: string } = {}): EventDecision {
  if (opts.eventName !== undefined && opts.eventName !== 'workflow_run') {
    return { ok: false, reason: `report mode runs on workflow_run events; this job was started by "${opts.eventName.slice(0, 40)}"` };
  }
  if (!payload || typeof payload !== 'object' || !('workflow_run' in payload)) {
    return { ok: false, reason: 'the event is not a workflow_run event (no workflow_run in the payload)' };
  }
  const parsed = Event.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: `the workflow_run event is malformed: ${describeIssue(parsed.error)}` };
  const { workflow_run: run, repository, action } = parsed.data;
  if (action !== undefined && action !== 'completed') {
    return { ok: false, reason: `the workflow run has not completed (action "${action.slice(0, 40)}"); report acts on "completed"` };
  }
  // Some deliveries carry the ref after the file ("….yml@refs/pull/7/merge"): the file decides.
  const workflowFile = run.path?.replace(/@[^@]*$/, '');
  if (workflowFile !== EVALUATION_WORKFLOW_PATH) {
    return {
      ok: false,
      reason: `workflow_run.path is ${JSON.stringify((run.path ?? '(none)').slice(0, 120))}, not ${EVALUATION_WORKFLOW_PATH}: report acts only on the PR evaluation workflow`,
    };
  }
  if (run.event !== 'pull_request') {
    return {
      ok: false,
      reason: `workflow_run.event is ${JSON.stringify(run.event.slice(0, 40))}, not "pull_request": report acts only on pull request evaluations`,
    };
  }
  if (run.status !== undefined && run.status !== null && run.status !== 'completed') {
    return { ok: false, reason: `the workflow run's status is "${run.status.slice(0, 40)}", not "completed"` };
  }
  if (!run.head_repository) return { ok: false, reason: 'workflow_run.head_repository is missing (the head repository was deleted?)' };
  if (run.repository && run.repository.id !== repository.id) {
    return { ok: false, reason: 'workflow_run.repository is not the repository this job runs in' };
  }
  if (opts.repository !== undefined && opts.repository.toLowerCase() !== repository.full_name.toLowerCase()) {
    return { ok: false, reason: `the event's repository is not GITHUB_REPOSITORY (${opts.repository.slice(0, 200)})` };
  }
  if (!repository.default_branch) return { ok: false, reason: 'repository.default_branch is missing from the event' };
  const context: WorkflowRunContext = {
    repo: { owner: repository.owner.login, repo: repository.name },
    repositoryId: repository.id,
    fullName: repository.full_name,
    defaultBranch: repository.default_branch,
    runId: run.id,
    runAttempt: run.run_attempt ?? 1,
    runNumber: run.run_number ?? 0,
    headSha: run.head_sha,
    headBranch: run.head_branch ?? '',
    headRepositoryId: run.head_repository.id,
    headOwner: run.head_repository.owner.login,
    headFullName: run.head_repository.full_name,
    conclusion: run.conclusion ?? 'unknown',
    runStartedAt: run.run_started_at,
    isFork: run.head_repository.id !== repository.id,
  };
  if (run.html_url && /^https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9._/-]+$/.test(run.html_url)) context.htmlUrl = run.html_url;
  return { ok: true, context };
}

/** True when the evaluation ran to its end, so its results may be read at all. */
export function evaluationCompleted(context: WorkflowRunContext): boolean {
  return context.conclusion === COMPLETED_CONCLUSION;
}

/** `external_id` of the check run: one per evaluation run attempt. */
export function checkExternalId(context: WorkflowRunContext): string {
  return `${context.runId}:${context.runAttempt}`;
}
