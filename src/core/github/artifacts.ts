// Which artifact report mode may read: exactly one `arena-results.json` uploaded by this very run
// attempt, unexpired, whose run, head sha and head repository are the event's, and small enough
// (docs/security-model.md, "Trust boundaries"). Pure: metadata in, a decision out.
import type { Artifact } from './port.js';
import type { WorkflowRunContext } from './event.js';

export const RESULTS_ARTIFACT_NAME = 'arena-results.json';

export type ArtifactDecision = { ok: true; artifact: Artifact } | { ok: false; reason: string };

function time(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(value);
}

export function selectResultsArtifact(artifacts: readonly Artifact[], run: WorkflowRunContext, maxBytes: number): ArtifactDecision {
  const named = artifacts.filter((a) => a.name === RESULTS_ARTIFACT_NAME);
  if (named.length === 0) return { ok: false, reason: `the evaluation run uploaded no artifact named ${RESULTS_ARTIFACT_NAME}` };
  const started = time(run.runStartedAt);
  // created_at ≥ run_started_at: an earlier attempt's artifact predates this attempt's start.
  const thisAttempt = named.filter((a) => time(a.created_at) >= started);
  if (thisAttempt.length === 0) {
    return {
      ok: false,
      reason: `no ${RESULTS_ARTIFACT_NAME} artifact was uploaded by attempt ${run.runAttempt} of the evaluation run (only by an earlier attempt)`,
    };
  }
  if (thisAttempt.length > 1) {
    return {
      ok: false,
      reason: `${thisAttempt.length} artifacts named ${RESULTS_ARTIFACT_NAME} in one run attempt; exactly one is expected`,
    };
  }
  const artifact = thisAttempt[0]!;
  if (artifact.expired) return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact has expired` };
  const origin = artifact.workflow_run;
  if (!origin || origin.id !== run.runId) {
    return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact does not belong to run ${run.runId}` };
  }
  if (origin.head_sha !== run.headSha) {
    return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact was made for another commit than ${run.headSha}` };
  }
  if (origin.head_repository_id !== run.headRepositoryId) {
    return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact comes from another head repository` };
  }
  if (origin.repository_id !== undefined && origin.repository_id !== run.repositoryId) {
    return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact belongs to another repository` };
  }
  if (!Number.isSafeInteger(artifact.size_in_bytes) || artifact.size_in_bytes < 0 || artifact.size_in_bytes > maxBytes) {
    return {
      ok: false,
      reason: `the ${RESULTS_ARTIFACT_NAME} artifact is ${artifact.size_in_bytes} bytes; the limit is ${maxBytes}`,
    };
  }
  if (artifact.digest != null && !/^sha256:[0-9a-f]{64}$/.test(artifact.digest)) {
    return { ok: false, reason: `the ${RESULTS_ARTIFACT_NAME} artifact has an unreadable digest` };
  }
  return { ok: true, artifact };
}
