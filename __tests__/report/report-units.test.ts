// Pure parts of report mode (event guard, artifact selection, PR choice, conclusion, annotations,
// Checks API limits, repro commands) and the in-memory zip reader, without a server.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { selectResultsArtifact } from '../../src/core/github/artifacts.js';
import { DryRunGitHub } from '../../src/core/github/dry-run.js';
import { readWorkflowRunEvent, type WorkflowRunContext } from '../../src/core/github/event.js';
import { GitHubUnavailableError, type Artifact, type PullRequest } from '../../src/core/github/port.js';
import { choosePullRequest, isSuperseded } from '../../src/core/github/pull-request.js';
import { chunkAnnotations, confine, planAnnotations } from '../../src/core/report/annotations.js';
import { decideConclusion, lowest } from '../../src/core/report/conclusion.js';
import { reproCommand } from '../../src/core/report/repro.js';
import { CHECK_LIMITS, escapeAstral, fitMessage, fitSections, fitTitle, mdBlock, TRUNCATION_MARKER } from '../../src/core/report/text.js';
import type { ChangedAgent, GateReport, ResultsOutcome } from '../../src/core/report/types.js';
import { readSingleFileZip, ZipRejectedError } from '../../src/adapters/zip.js';
import { makeZip } from '../helpers/github-api.js';
import { HEAD_SHA, realWorkflowRunPayload, resultsDocument, RUN_ID, workflowRunEvent } from './world.js';

type Obj = Record<string, unknown>;

function context(overrides: Partial<WorkflowRunContext> = {}): WorkflowRunContext {
  const decision = readWorkflowRunEvent(workflowRunEvent());
  if (!decision.ok) throw new Error(decision.reason);
  return { ...decision.context, ...overrides };
}

describe('the workflow_run event guard', () => {
  it('the committed event fixtures are the real payload turned into Arena runs (kept in sync)', () => {
    const read = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', name), 'utf8')) as unknown;
    expect(read('events/arena-pr-same-repo.json')).toEqual(workflowRunEvent());
    expect(read('events/arena-pr-fork.json')).toEqual(workflowRunEvent({ fork: true }));
    expect(read('artifacts/arena-results.json')).toEqual(resultsDocument());
  });

  it('accepts the completion of arena-pr.yml for a pull_request, from a real payload', () => {
    const decision = readWorkflowRunEvent(workflowRunEvent(), { eventName: 'workflow_run', repository: 'octo-org/octo-repo' });
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.context).toMatchObject({ runId: RUN_ID, runAttempt: 1, headSha: HEAD_SHA, isFork: false, defaultBranch: 'master' });
    const fork = readWorkflowRunEvent(workflowRunEvent({ fork: true }));
    expect(fork.ok && fork.context.isFork).toBe(true);
  });

  it('refuses the real payloads as they are (another workflow, repository_dispatch), and other shapes', () => {
    const real = readWorkflowRunEvent(realWorkflowRunPayload());
    expect(real).toEqual({ ok: false, reason: expect.stringMatching(/workflow_run.path is ".github\/workflows\/test.yml"/) });
    expect(readWorkflowRunEvent({ pull_request: {} })).toEqual({ ok: false, reason: expect.stringMatching(/not a workflow_run event/) });
    expect(readWorkflowRunEvent(null).ok).toBe(false);
    expect(readWorkflowRunEvent(workflowRunEvent(), { eventName: 'pull_request_target' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/started by "pull_request_target"/),
    });
    const requested = workflowRunEvent();
    requested.action = 'requested';
    expect(readWorkflowRunEvent(requested)).toEqual({ ok: false, reason: expect.stringMatching(/has not completed/) });
    // a path with the ref after the file: the file decides, both ways
    const withRef = workflowRunEvent();
    (withRef.workflow_run as Obj).path = '.github/workflows/arena-pr.yml@refs/pull/7/merge';
    expect(readWorkflowRunEvent(withRef).ok).toBe(true);
    (withRef.workflow_run as Obj).path = '.github/workflows/evil.yml@.github/workflows/arena-pr.yml';
    expect(readWorkflowRunEvent(withRef)).toEqual({
      ok: false,
      reason: expect.stringMatching(/workflow_run.path is ".github\/workflows\/evil.yml@/),
    });
    (withRef.workflow_run as Obj).path = '.github/workflows/arena-pr.yml/@refs/heads/main';
    expect(readWorkflowRunEvent(withRef).ok).toBe(false);
    const badSha = workflowRunEvent({ headSha: 'HEAD; rm -rf /' });
    expect(readWorkflowRunEvent(badSha)).toEqual({ ok: false, reason: expect.stringMatching(/head_sha: a 40-hex commit sha/) });
  });
});

function artifact(overrides: Partial<Artifact> = {}): Artifact {
  return {
    id: 1,
    name: 'arena-results.json',
    size_in_bytes: 100,
    expired: false,
    created_at: '2024-05-01T10:06:00Z',
    expires_at: null,
    digest: null,
    workflow_run: { id: RUN_ID, repository_id: 300029405, head_repository_id: 300029405, head_sha: HEAD_SHA },
    ...overrides,
  };
}

describe('artifact selection', () => {
  const run = context();
  it('takes exactly one artifact of this attempt and checks every claim', () => {
    expect(selectResultsArtifact([artifact()], run, 1000)).toEqual({ ok: true, artifact: artifact() });
    const reasons = [
      selectResultsArtifact([], run, 1000),
      selectResultsArtifact([artifact({ name: 'arena-results' })], run, 1000),
      selectResultsArtifact([artifact({ created_at: '2024-05-01T09:59:59Z' })], run, 1000),
      selectResultsArtifact([artifact({ created_at: null })], run, 1000),
      selectResultsArtifact([artifact(), artifact({ id: 2 })], run, 1000),
      selectResultsArtifact([artifact({ expired: true })], run, 1000),
      selectResultsArtifact([artifact({ workflow_run: null })], run, 1000),
      selectResultsArtifact([artifact({ workflow_run: { id: RUN_ID, head_repository_id: 1, head_sha: HEAD_SHA } })], run, 1000),
      selectResultsArtifact([artifact({ size_in_bytes: 1001 })], run, 1000),
      selectResultsArtifact([artifact({ digest: 'md5:abc' })], run, 1000),
    ].map((d) => (d.ok ? 'ok' : d.reason));
    expect(reasons).toEqual([
      expect.stringMatching(/uploaded no artifact/),
      expect.stringMatching(/uploaded no artifact/),
      expect.stringMatching(/only by an earlier attempt/),
      expect.stringMatching(/only by an earlier attempt/),
      expect.stringMatching(/2 artifacts/),
      expect.stringMatching(/expired/),
      expect.stringMatching(/does not belong to run/),
      expect.stringMatching(/another head repository/),
      expect.stringMatching(/1001 bytes; the limit is 1000/),
      expect.stringMatching(/unreadable digest/),
    ]);
  });
});

function pull(overrides: Obj = {}): PullRequest {
  return {
    number: 12,
    state: 'open',
    author_association: 'CONTRIBUTOR',
    user: { login: 'mallory' },
    head: { sha: HEAD_SHA, ref: 'add-bot', repo: { id: 300029405, full_name: 'octo-org/octo-repo', owner: { login: 'octo-org' } } },
    base: { sha: 'b'.repeat(40), ref: 'master', repo: { id: 300029405, full_name: 'octo-org/octo-repo', owner: { login: 'octo-org' } } },
    ...overrides,
  } as PullRequest;
}

describe('PR resolution', () => {
  const run = context();
  it('keeps only the open PR whose head sha, head repository and base repository are the run’s', () => {
    expect(choosePullRequest([pull()], run)).toMatchObject({ ok: true });
    for (const bad of [
      pull({ state: 'closed' }),
      pull({ head: { ...pull().head, sha: 'a'.repeat(40) } }),
      pull({ head: { ...pull().head, repo: null } }),
      pull({ head: { ...pull().head, repo: { ...pull().head.repo!, id: 9 } } }),
      pull({ base: { ...pull().base, repo: { ...pull().base.repo, id: 9 } } }),
      pull({ base: { ...pull().base, repo: { ...pull().base.repo, full_name: 'evil/octo-repo' } } }),
    ]) {
      expect(choosePullRequest([bad], run).ok).toBe(false);
    }
    expect(choosePullRequest([pull(), pull()], run)).toMatchObject({ ok: true }); // the same PR twice is one PR
    expect(choosePullRequest([pull(), pull({ number: 13 })], run)).toEqual({
      ok: false,
      reason: expect.stringMatching(/2 open pull requests/),
    });
    expect(isSuperseded(pull(), run)).toBe(false);
    expect(isSuperseded(pull({ head: { ...pull().head, sha: 'f'.repeat(40) } }), run)).toBe(true);
  });
});

function gates(overrides: Partial<GateReport> = {}): GateReport {
  return {
    recomputed: true,
    notRecomputed: [],
    fileCount: 1,
    agents: [
      { id: 'community/a', tier: 'community', folder: 'agents/community/a', change: 'added', manifestPath: 'agents/community/a/agent.yml' },
    ],
    findings: [],
    ...overrides,
  };
}

describe('the conclusion', () => {
  const valid = (conclusion: 'success' | 'failure' | 'neutral'): ResultsOutcome => ({
    status: 'valid',
    results: resultsDocument({
      conclusion,
      agents: [{ id: 'community/a', tier: 'community', path: 'agents/community/a', version: '1.0.0', status: 'ok', issues: [] }],
      matches: [],
    }),
    digestChecked: true,
  });
  const outcomes: ResultsOutcome[] = [
    valid('success'),
    valid('neutral'),
    valid('failure'),
    { status: 'untrusted', reason: 'x' },
    { status: 'not-read', reason: 'y' },
  ];
  const gateCases: GateReport[] = [
    gates(),
    gates({ findings: [{ rule: 'not-agent-owner', severity: 'error', message: 'm' }] }),
    gates({ findings: [{ rule: 'w', severity: 'warning', message: 'm' }] }),
    gates({ recomputed: false, notRecomputed: ['dry run'] }),
  ];

  it('results only lower the gates’ verdict; forks give at best neutral; superseded is lowest(computed, neutral), never better', () => {
    for (const g of gateCases) {
      const gateOnly = decideConclusion({
        gates: g,
        runConclusion: 'success',
        results: valid('success'),
        fork: false,
        forkSuccess: false,
        superseded: false,
      });
      for (const results of outcomes) {
        for (const fork of [false, true]) {
          for (const forkSuccess of [false, true]) {
            const d = decideConclusion({ gates: g, runConclusion: 'success', results, fork, forkSuccess, superseded: false });
            expect(lowest(d.conclusion, gateOnly.conclusion)).toBe(d.conclusion); // never above the gates
            if (fork && !forkSuccess) expect(d.conclusion).not.toBe('success');
            if (results.status !== 'valid') expect(d.conclusion).toBe('failure');
            const s = decideConclusion({ gates: g, runConclusion: 'success', results, fork, forkSuccess, superseded: true });
            expect(s.conclusion).toBe(lowest(d.conclusion, 'neutral'));
            expect(s.reasons[0]).toMatch(/^superseded: .*at most neutral and never better/);
          }
        }
      }
    }
  });

  it('a changed agent missing from the results, or reported invalid, fails', () => {
    const missing = { ...valid('success') } as ResultsOutcome & { status: 'valid' };
    missing.results = { ...missing.results, agents: [] };
    expect(
      decideConclusion({ gates: gates(), runConclusion: 'success', results: missing, fork: false, forkSuccess: false, superseded: false }),
    ).toMatchObject({
      conclusion: 'failure',
      reasons: [expect.stringMatching(/do not include community\/a/)],
    });
  });
});

describe('annotations and the Checks API limits', () => {
  const agents: ChangedAgent[] = [
    {
      id: 'community/a',
      tier: 'community',
      folder: 'agents/community/a',
      change: 'modified',
      manifestPath: 'agents/community/a/agent.yml',
      entrypointLine: 6,
    },
    {
      id: 'community/gone',
      tier: 'community',
      folder: 'agents/community/gone',
      change: 'removed',
      manifestPath: 'agents/community/gone/agent.yml',
    },
  ];

  it('confines paths to changed (not removed) agent folders', () => {
    expect(confine('agents/community/a/agent.yml', agents)?.id).toBe('community/a');
    for (const p of [
      'agents/community/ab/x',
      'agents/community/a/../b/x',
      'agents/community/a//x',
      '/agents/community/a/x',
      'agents\\community\\a\\x',
      'agents/community/a/\u202ex',
      'agents/community/gone/agent.yml',
      undefined,
    ]) {
      expect(confine(p, agents)).toBeUndefined();
    }
  });

  it('columns only with a known column on a single line; titles ≤ 255; messages ≤ 64 KB of UTF-8', () => {
    const plan = planAnnotations({
      findings: [
        { rule: 'r1', severity: 'error', message: 'é'.repeat(70_000), path: 'agents/community/a/agent.yml', line: 3, column: 5 },
        { rule: 'r2', severity: 'warning', message: 'm', path: 'agents/community/a/agent.yml', line: 4 },
        { rule: 'r3', severity: 'notice', message: 'no path' },
      ],
      agents,
      unverified: false,
    });
    const [a, b] = plan.annotations;
    expect(a).toMatchObject({ start_line: 3, end_line: 3, start_column: 5, end_column: 5, annotation_level: 'failure' });
    expect(Buffer.byteLength(a!.message, 'utf8')).toBeLessThanOrEqual(CHECK_LIMITS.messageBytes);
    expect(b).not.toHaveProperty('start_column');
    expect(b!.annotation_level).toBe('warning');
    expect(plan.summaryFindings.map((f) => f.rule)).toEqual(['r3']);
    expect(fitTitle('x'.repeat(1000))).toHaveLength(255);
  });

  it('chunks 10,000 annotations into 200 requests of 50', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      path: 'p',
      start_line: i + 1,
      end_line: i + 1,
      annotation_level: 'notice' as const,
      message: 'm',
    }));
    const chunks = chunkAnnotations(many);
    expect(chunks).toHaveLength(200);
    expect(chunks.every((c) => c.length === 50)).toBe(true);
    expect(chunks.flat()).toEqual(many);
  });

  it('escapes characters above U+FFFF and fits any text into 65,535 bytes of UTF-8 with a marker', () => {
    expect(escapeAstral('a😀b𝔸')).toBe('a\\u{1f600}b\\u{1d538}');
    for (let seed = 1; seed <= 8; seed += 1) {
      const pieces = Array.from({ length: 50 }, (_, i) => {
        const n = ((seed * 7919 + i * 104729) % 9000) + 1;
        return i % 5 === 0 ? mdBlock('x`y\n'.repeat(n)) : i % 5 === 1 ? '失败信息\n'.repeat(n) : '😀é\u0000<b>@x '.repeat(n);
      });
      const text = fitSections(pieces.map(escapeAstral));
      expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(CHECK_LIMITS.outputBytes);
      if (Buffer.byteLength(pieces.map(escapeAstral).join('\n\n'), 'utf8') > CHECK_LIMITS.outputBytes)
        expect(text.endsWith(TRUNCATION_MARKER)).toBe(true);
      expect(text).not.toContain('\ufffd');
      expect(/[\ud800-\udfff]/.test(text)).toBe(false);
      expect((text.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
    expect(fitMessage('😀'.repeat(20_000)).length).toBeLessThan(20_000 * 2);
  });
});

describe('repro commands', () => {
  it('name the seats in the failed game’s order with its seed; odd games swap seats', () => {
    expect(reproCommand('connect-four', { seed: 42, seats: ['community/a', 'official/random'] })).toBe(
      'arena match community/a official/random --game connect-four --games 1 --seed 42',
    );
    expect(reproCommand('connect-four', { seed: 42, seats: ['official/random', 'community/a'] })).toBe(
      'arena match official/random community/a --game connect-four --games 1 --seed 42',
    );
    expect(reproCommand('chess; rm -rf /', { seed: 1, seats: ['community/a', 'official/b'] })).toBeUndefined();
    expect(reproCommand('connect-four', { seed: 1, seats: ['community/a', 'official/b', 'official/c'] })).toBeUndefined();
  });

  it('games of more seats name every seat; a game of the arena’s own is named as long as it is a game name', () => {
    expect(reproCommand('light-cycles', { seed: 3, seats: ['official/b', 'community/a', 'official/c'] })).toBe(
      'arena match official/b community/a official/c --game light-cycles --games 1 --seed 3',
    );
    expect(
      reproCommand('light-cycles', { seed: 3, seats: ['official/a', 'official/b', 'official/c', 'official/d', 'official/e'] }),
    ).toBeUndefined();
    expect(reproCommand('nim', { seed: 3, seats: ['official/a', 'official/b', 'official/c'] })).toBe(
      'arena match official/a official/b official/c --game nim --games 1 --seed 3',
    );
    expect(reproCommand('Nim $(x)', { seed: 3, seats: ['official/a', 'official/b'] })).toBeUndefined();
  });
});

describe('the dry-run port', () => {
  it('reads nothing (every read is listed) and records writes', async () => {
    const dry = new DryRunGitHub();
    const repo = { owner: 'o', repo: 'r' };
    await expect(dry.getPullRequest(repo, 3)).rejects.toBeInstanceOf(GitHubUnavailableError);
    await expect(dry.listRunArtifacts(repo, 5)).rejects.toBeInstanceOf(GitHubUnavailableError);
    const { id } = await dry.createCheckRun(repo, {
      name: 'Arena',
      head_sha: HEAD_SHA,
      status: 'in_progress',
      output: { title: 't', summary: 's' },
    });
    await dry.updateCheckRun(repo, id, { status: 'completed', conclusion: 'neutral' });
    expect(dry.unavailable).toEqual(['GET /repos/o/r/pulls/3', 'GET /repos/o/r/actions/runs/5/artifacts']);
    expect(dry.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/o/r/check-runs',
      'PATCH /repos/o/r/check-runs/{check_run_id}',
    ]);
  });
});

describe('the in-memory zip reader', () => {
  const json = JSON.stringify(resultsDocument());
  const reject = async (zip: Buffer, reason: RegExp) => {
    await expect(readSingleFileZip(zip, 'arena-results.json')).rejects.toThrow(reason);
    await expect(readSingleFileZip(zip, 'arena-results.json')).rejects.toBeInstanceOf(ZipRejectedError);
  };

  it('reads the one expected file, stored or deflated', async () => {
    for (const method of ['store', 'deflate'] as const) {
      const data = await readSingleFileZip(makeZip([{ name: 'arena-results.json', data: json, method }]), 'arena-results.json');
      expect(data.toString('utf8')).toBe(json);
    }
  });

  it('refuses odd names, links, folders, extra entries, lies and bombs', async () => {
    await reject(makeZip([{ name: '/tmp/arena-results.json', data: json }]), /absolute/);
    await reject(makeZip([{ name: 'C:/arena-results.json', data: json }]), /absolute/);
    await reject(makeZip([{ name: 'a\\arena-results.json', data: json }]), /backslash/);
    await reject(makeZip([{ name: Buffer.from('arena-results.json\u0000.txt'), data: json }]), /NUL/);
    await reject(makeZip([{ name: 'x/../arena-results.json', data: json }]), /leaves the archive/);
    await reject(makeZip([{ name: 'other.json', data: json }]), /holds "other.json"/);
    await reject(makeZip([{ name: 'arena-results.json', data: 'x', mode: 0o120777 }]), /symbolic link/);
    await reject(makeZip([{ name: 'arena-results.json', data: '', mode: 0o040755 }]), /directory/);
    await reject(makeZip([]), /empty/);
    await reject(
      makeZip([
        { name: 'arena-results.json', data: json },
        { name: 'arena-results.json', data: json },
      ]),
      /2 entries/,
    );
    await reject(makeZip([{ name: 'arena-results.json', data: json, declaredSize: 9 * 1024 * 1024 }]), /declares/);
    // Declares a little, inflates to a lot: stopped while reading.
    await reject(
      makeZip([{ name: 'arena-results.json', data: Buffer.alloc(20 * 1024 * 1024, 0x41), declaredSize: 100 }]),
      /inflates to more|too many bytes|ratio|damaged/,
    );
    await reject(Buffer.from('PK\u0003\u0004garbage'), /not a readable zip/);
  });
});
