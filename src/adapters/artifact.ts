// The results artifact of one evaluation run, read as untrusted data and only in memory
// (docs/security-model.md, "Trust boundaries"): list the artifacts of exactly workflow_run.id, select the one this attempt uploaded
// (core/github/artifacts.ts), download it with a size cap, check its digest, accept the raw JSON
// file (upload-artifact `archive: false`) or a zip holding only that file, and parse it with the
// strict reader. Every failure is a reason ("results could not be trusted"), never a throw.
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { RESULTS_ARTIFACT_NAME, selectResultsArtifact } from '../core/github/artifacts.js';
import type { WorkflowRunContext } from '../core/github/event.js';
import { ArtifactTooLargeError, GitHubApiError, GitHubUnavailableError, type GitHubPort } from '../core/github/port.js';
import type { ResultsOutcome } from '../core/report/types.js';
import { RESULTS_CAPS, ResultsReadError, readResults } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import { DEFAULT_ZIP_CAPS, isZip, readSingleFileZip, ZipRejectedError, type ZipCaps } from './zip.js';

export interface ArtifactCaps {
  /** artifact size (metadata) and bytes downloaded */
  downloadBytes: number;
  zip: ZipCaps;
}

export const DEFAULT_ARTIFACT_CAPS: ArtifactCaps = {
  downloadBytes: RESULTS_CAPS.documentBytes + 64 * 1024,
  zip: { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: RESULTS_CAPS.documentBytes },
};

function untrusted(reason: string): ResultsOutcome {
  return { status: 'untrusted', reason };
}

/** Decode bytes as UTF-8 text; invalid sequences are refused, not replaced. A byte order mark is dropped. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  return isUtf8(bytes) ? new TextDecoder('utf-8').decode(bytes) : undefined;
}

/**
 * Why the zip or results reader refused the bytes: its own words, which it built from checked parts;
 * anything else thrown (a bug, or a library that one day throws something new) is still only
 * untrusted input, named in one cut, sanitized line: a malformed artifact never crashes the report.
 */
export function readerReason(error: unknown): string {
  if (error instanceof ZipRejectedError || error instanceof ResultsReadError) return error.message;
  return `the results file could not be read (${sanitizeLine(String(error)).slice(0, 200)})`;
}

/** Parse results bytes (raw JSON or a zip holding arena-results.json) already in memory. */
export async function parseResultsBytes(
  bytes: Uint8Array,
  caps: ArtifactCaps = DEFAULT_ARTIFACT_CAPS,
): Promise<ResultsOutcome & { status: 'valid' | 'untrusted' }> {
  try {
    const json = isZip(bytes) ? await readSingleFileZip(bytes, RESULTS_ARTIFACT_NAME, caps.zip) : bytes;
    const text = decodeUtf8(json);
    if (text === undefined) return { status: 'untrusted', reason: 'the results file is not UTF-8 text' };
    return { status: 'valid', results: readResults(text), digestChecked: false };
  } catch (error) {
    return { status: 'untrusted', reason: readerReason(error) };
  }
}

export async function readResultsArtifact(
  github: GitHubPort,
  run: WorkflowRunContext,
  caps: ArtifactCaps = DEFAULT_ARTIFACT_CAPS,
): Promise<ResultsOutcome> {
  let artifacts;
  try {
    artifacts = await github.listRunArtifacts(run.repo, run.runId, RESULTS_ARTIFACT_NAME);
  } catch (error) {
    if (error instanceof GitHubUnavailableError) return untrusted('the artifacts were not read (dry run)');
    if (error instanceof GitHubApiError) return untrusted(`the artifacts of run ${run.runId} could not be listed (HTTP ${error.status})`);
    throw error;
  }
  const selected = selectResultsArtifact(artifacts, run, caps.downloadBytes);
  if (!selected.ok) return untrusted(selected.reason);
  const artifact = selected.artifact;

  let bytes: Uint8Array;
  try {
    bytes = await github.downloadArtifact(run.repo, artifact.id, caps.downloadBytes);
  } catch (error) {
    if (error instanceof ArtifactTooLargeError) return untrusted(`the artifact download is larger than ${caps.downloadBytes} bytes`);
    if (error instanceof GitHubApiError)
      return untrusted(`the artifact could not be downloaded (HTTP ${error.status}: ${sanitizeLine(error.message).slice(0, 200)})`);
    if (error instanceof GitHubUnavailableError) return untrusted('the artifact was not downloaded (dry run)');
    throw error;
  }
  // Integrity in transit only: whoever uploaded the artifact also chose its digest.
  let digestChecked = false;
  if (artifact.digest) {
    const actual = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    if (actual !== artifact.digest) return untrusted('the downloaded artifact does not match its recorded digest');
    digestChecked = true;
  }
  const parsed = await parseResultsBytes(bytes, caps);
  if (parsed.status === 'valid') return { ...parsed, digestChecked };
  return parsed;
}
