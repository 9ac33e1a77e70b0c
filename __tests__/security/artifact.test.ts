// Reading the results artifact (src/adapters/artifact.ts) as untrusted data, through a stand-in
// GitHub port: every failure is an `untrusted` reason (never a throw of ours), the caps come from
// the results caps, the digest is checked when one is recorded, raw JSON and a one-file zip both read.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { DEFAULT_ARTIFACT_CAPS, decodeUtf8, parseResultsBytes, readerReason, readResultsArtifact } from '../../src/adapters/artifact.js';
import { DEFAULT_ZIP_CAPS, ZipRejectedError } from '../../src/adapters/zip.js';
import type { WorkflowRunContext } from '../../src/core/github/event.js';
import {
  ArtifactTooLargeError,
  GitHubApiError,
  GitHubUnavailableError,
  type Artifact,
  type GitHubPort,
} from '../../src/core/github/port.js';
import { RESULTS_CAPS, ResultsReadError, serializeResults } from '../../src/core/results.js';
import { makeZip } from '../helpers/github-api.js';
import { resultsDocument } from '../report/world.js';

const HEAD = 'a'.repeat(40);
const RUN: WorkflowRunContext = {
  repo: { owner: 'o', repo: 'r' },
  repositoryId: 1,
  fullName: 'o/r',
  defaultBranch: 'main',
  runId: 42,
  runAttempt: 1,
  runNumber: 7,
  headSha: HEAD,
  headBranch: 'b',
  headRepositoryId: 2,
  headOwner: 'f',
  headFullName: 'f/r',
  conclusion: 'success',
  runStartedAt: '2024-05-01T10:00:00Z',
  isFork: true,
};
const json = () => Buffer.from(serializeResults(resultsDocument({ headSha: HEAD })));
const sha = (b: Uint8Array) => `sha256:${createHash('sha256').update(b).digest('hex')}`;
const artifact = (over: Partial<Artifact> = {}): Artifact => ({
  id: 9,
  name: 'arena-results.json',
  size_in_bytes: 1000,
  expired: false,
  created_at: '2024-05-01T10:05:00Z',
  expires_at: null,
  workflow_run: { id: 42, repository_id: 1, head_repository_id: 2, head_sha: HEAD },
  ...over,
});

/** A GitHub port that lists `artifacts` (or throws `listError`) and downloads `bytes` (or throws `downloadError`). */
function port(opts: { artifacts?: Artifact[]; listError?: Error; bytes?: Uint8Array; downloadError?: Error }) {
  const calls: Array<{ what: string; args: unknown[] }> = [];
  const github = {
    async listRunArtifacts(...args: unknown[]) {
      calls.push({ what: 'list', args });
      if (opts.listError) throw opts.listError;
      return opts.artifacts ?? [artifact()];
    },
    async downloadArtifact(...args: unknown[]) {
      calls.push({ what: 'download', args });
      if (opts.downloadError) throw opts.downloadError;
      return opts.bytes ?? json();
    },
  } as unknown as GitHubPort;
  return { github, calls };
}

describe('the caps', () => {
  it('download and unzip are bounded by the results document cap', () => {
    expect(DEFAULT_ARTIFACT_CAPS).toEqual({
      downloadBytes: RESULTS_CAPS.documentBytes + 64 * 1024,
      zip: { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: RESULTS_CAPS.documentBytes },
    });
    expect(DEFAULT_ZIP_CAPS).toEqual({ maxEntries: 1, maxUncompressedBytes: 8 * 1024 * 1024, maxRatio: 200 });
  });
});

describe('readResultsArtifact', () => {
  it('lists exactly this run’s artifacts by name and downloads the selected one with the cap', async () => {
    const bytes = json();
    const { github, calls } = port({ artifacts: [artifact({ digest: sha(bytes) })], bytes });
    const outcome = await readResultsArtifact(github, RUN);
    expect(outcome).toMatchObject({ status: 'valid', digestChecked: true });
    expect(calls).toEqual([
      { what: 'list', args: [RUN.repo, 42, 'arena-results.json'] },
      { what: 'download', args: [RUN.repo, 9, DEFAULT_ARTIFACT_CAPS.downloadBytes] },
    ]);
  });

  it('no digest recorded: valid, digestChecked false; a wrong digest: untrusted', async () => {
    expect(await readResultsArtifact(port({}).github, RUN)).toMatchObject({ status: 'valid', digestChecked: false });
    expect(await readResultsArtifact(port({ artifacts: [artifact({ digest: null })] }).github, RUN)).toMatchObject({
      status: 'valid',
      digestChecked: false,
    });
    expect(await readResultsArtifact(port({ artifacts: [artifact({ digest: sha(Buffer.from('other')) })] }).github, RUN)).toEqual({
      status: 'untrusted',
      reason: 'the downloaded artifact does not match its recorded digest',
    });
  });

  it('listing fails: dry run, API error, anything else is ours to throw', async () => {
    expect(await readResultsArtifact(port({ listError: new GitHubUnavailableError('dry') }).github, RUN)).toEqual({
      status: 'untrusted',
      reason: 'the artifacts were not read (dry run)',
    });
    expect(await readResultsArtifact(port({ listError: new GitHubApiError('x', 502, 'list') }).github, RUN)).toEqual({
      status: 'untrusted',
      reason: 'the artifacts of run 42 could not be listed (HTTP 502)',
    });
    await expect(readResultsArtifact(port({ listError: new TypeError('bug') }).github, RUN)).rejects.toThrow(TypeError);
  });

  it('selection refuses: nothing is downloaded', async () => {
    const { github, calls } = port({ artifacts: [artifact({ size_in_bytes: DEFAULT_ARTIFACT_CAPS.downloadBytes + 1 })] });
    expect(await readResultsArtifact(github, RUN)).toMatchObject({ status: 'untrusted' });
    expect(calls.map((c) => c.what)).toEqual(['list']);
    const none = port({ artifacts: [] });
    expect(await readResultsArtifact(none.github, RUN)).toEqual({
      status: 'untrusted',
      reason: 'the evaluation run uploaded no artifact named arena-results.json',
    });
  });

  it('download fails: too large, API error (message sanitised), dry run; anything else is thrown', async () => {
    const caps = { ...DEFAULT_ARTIFACT_CAPS, downloadBytes: 5000 };
    expect(await readResultsArtifact(port({ downloadError: new ArtifactTooLargeError(5000) }).github, RUN, caps)).toEqual({
      status: 'untrusted',
      reason: 'the artifact download is larger than 5000 bytes',
    });
    const api = new GitHubApiError('::error::storage\x1b[2J said no', 403, 'download');
    const outcome = await readResultsArtifact(port({ downloadError: api }).github, RUN);
    expect(outcome).toEqual({
      status: 'untrusted',
      reason: 'the artifact could not be downloaded (HTTP 403: :\u200b:error:\u200b:storage\\x1b[2J said no)',
    });
    const long = await readResultsArtifact(port({ downloadError: new GitHubApiError('x'.repeat(500), 500, 'download') }).github, RUN);
    expect(long).toEqual({ status: 'untrusted', reason: `the artifact could not be downloaded (HTTP 500: ${'x'.repeat(200)})` });
    expect(await readResultsArtifact(port({ downloadError: new GitHubUnavailableError('dry') }).github, RUN)).toEqual({
      status: 'untrusted',
      reason: 'the artifact was not downloaded (dry run)',
    });
    await expect(readResultsArtifact(port({ downloadError: new RangeError('bug') }).github, RUN)).rejects.toThrow(RangeError);
  });

  it('a zip holding the results reads the same as the raw file; its digest is of the zip', async () => {
    const zip = makeZip([{ name: 'arena-results.json', data: json() }]);
    expect(await readResultsArtifact(port({ artifacts: [artifact({ digest: sha(zip) })], bytes: zip }).github, RUN)).toMatchObject({
      status: 'valid',
      digestChecked: true,
    });
    const bad = await readResultsArtifact(port({ bytes: makeZip([{ name: 'other.json', data: json() }]) }).github, RUN);
    expect(bad).toEqual({ status: 'untrusted', reason: 'the zip archive holds "other.json", not arena-results.json' });
  });

  it('an invalid document is untrusted with the reader’s reason', async () => {
    const outcome = await readResultsArtifact(port({ bytes: Buffer.from('{"schema":"arena.results/v9"}') }).github, RUN);
    expect(outcome).toMatchObject({ status: 'untrusted', reason: expect.stringMatching(/schema/) });
  });
});

describe('parseResultsBytes', () => {
  it('raw JSON and a zip of it', async () => {
    expect(await parseResultsBytes(json())).toMatchObject({ status: 'valid', digestChecked: false, results: { run: { headSha: HEAD } } });
    expect(await parseResultsBytes(makeZip([{ name: 'arena-results.json', data: json(), method: 'store' }]))).toMatchObject({
      status: 'valid',
    });
  });

  it('the zip caps apply: a document over the uncompressed cap is refused', async () => {
    const caps = { downloadBytes: 1 << 20, zip: { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: 100 } };
    const outcome = await parseResultsBytes(makeZip([{ name: 'arena-results.json', data: json() }]), caps);
    expect(outcome).toMatchObject({ status: 'untrusted', reason: expect.stringMatching(/declares \d+ bytes; the limit is 100/) });
  });

  it('bytes that are not UTF-8 are refused, not replaced', async () => {
    expect(await parseResultsBytes(Buffer.from([0x7b, 0xff, 0x7d]))).toEqual({
      status: 'untrusted',
      reason: 'the results file is not UTF-8 text',
    });
    expect(decodeUtf8(Buffer.from([0xc3, 0x28]))).toBeUndefined();
    expect(decodeUtf8(Buffer.from('é', 'utf8'))).toBe('é');
    // a UTF-8 byte order mark is dropped, as editors write one
    expect(decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(await parseResultsBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json()]))).toMatchObject({ status: 'valid' });
  });

  it('hostile nesting is untrusted input, never a crash', async () => {
    const deep = Buffer.from(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(await parseResultsBytes(deep)).toEqual({ status: 'untrusted', reason: 'results document is not a JSON object' });
    const nested = Buffer.from(`{"schema":"arena.results/v1","a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    expect(await parseResultsBytes(nested)).toEqual({ status: 'untrusted', reason: 'results document is nested too deeply' });
  });

  it('anything else a reader throws is untrusted input too, named in one sanitized line of at most 200 characters', () => {
    expect(readerReason(new ZipRejectedError('the zip entry is encrypted'))).toBe('the zip entry is encrypted');
    expect(readerReason(new ResultsReadError('results document is not a JSON object'))).toBe('results document is not a JSON object');
    expect(readerReason(new TypeError('x is undefined'))).toBe('the results file could not be read (TypeError: x is undefined)');
    expect(readerReason('a string')).toBe('the results file could not be read (a string)');
    // a hostile message: no workflow command at a line start, no control character, cut at 200
    const hostile = readerReason(new Error(`\n::add-mask::x\u001b[31m${'y'.repeat(300)}`));
    expect(hostile).not.toContain('\n');
    expect(hostile).not.toContain('\u001b');
    expect(hostile).not.toMatch(/^::/m);
    const inner = /^the results file could not be read \((.*)\)$/.exec(hostile)?.[1];
    expect(inner).toHaveLength(200);
  });

  it("the reader's and the zip reader's reasons are the outcome's reason, word for word", async () => {
    expect(await parseResultsBytes(Buffer.from('[]'))).toEqual({ status: 'untrusted', reason: 'results document is not a JSON object' });
    expect(await parseResultsBytes(makeZip([{ name: 'other.json', data: json() }]))).toEqual({
      status: 'untrusted',
      reason: 'the zip archive holds "other.json", not arena-results.json',
    });
  });
});
