// The requests that make the check run: created `in_progress` on workflow_run.head_sha with the
// first 50 annotations, updated with the rest 50 at a time (updates append annotations), then
// completed with the conclusion (after the caller re-read the PR). Pure: bodies in, bodies out.
import { checkExternalId, type WorkflowRunContext } from '../github/event.js';
import type { CheckAnnotation, CheckRunCreate, CheckRunUpdate } from '../github/port.js';
import { chunkAnnotations } from './annotations.js';
import type { Decision } from './conclusion.js';
import { CHECK_NAME, checkTitle } from './summary.js';
import { fitOutputTitle } from './text.js';

export interface CheckRunPlan {
  create: CheckRunCreate;
  /** annotation updates after the create request, in order */
  updates: CheckRunUpdate[];
}

const PROGRESS_SUMMARY = 'Arena is posting its findings; the verdict follows when this check completes.';

/**
 * The external_id of a maintainer run's (authoritative) check: `maintainer:<run id>:<attempt>`. A
 * report recognises an authoritative verdict on its sha by this scheme AND its own app.
 */
export function maintainerExternalId(run: Pick<WorkflowRunContext, 'runId' | 'runAttempt'>): string {
  return `maintainer:${run.runId}:${run.runAttempt}`;
}

export const MAINTAINER_EXTERNAL_ID = /^maintainer:\d{1,20}:\d{1,10}$/;

export function planCheckRun(
  run: WorkflowRunContext,
  annotations: readonly CheckAnnotation[],
  startedAt: Date,
  externalId: string = checkExternalId(run),
): CheckRunPlan {
  const chunks = chunkAnnotations(annotations);
  const title = 'Arena: posting findings';
  const create: CheckRunCreate = {
    name: CHECK_NAME,
    head_sha: run.headSha,
    external_id: externalId,
    status: 'in_progress',
    started_at: startedAt.toISOString(),
    output: { title, summary: PROGRESS_SUMMARY, ...(chunks[0] ? { annotations: chunks[0] } : {}) },
  };
  if (run.htmlUrl) create.details_url = run.htmlUrl;
  const updates = chunks.slice(1).map((chunk): CheckRunUpdate => ({ output: { title, summary: PROGRESS_SUMMARY, annotations: chunk } }));
  return { create, updates };
}

export function completeCheckRun(decision: Decision, summary: string, text: string, completedAt: Date): CheckRunUpdate {
  return {
    status: 'completed',
    conclusion: decision.conclusion,
    completed_at: completedAt.toISOString(),
    output: { title: fitOutputTitle(checkTitle(decision)), summary, ...(text ? { text } : {}) },
  };
}
