// The results document: the JSON Schema export in docs/ stays current, it agrees with the zod
// schema on real documents, and the reader accepts only known versions within the caps.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import {
  AgentStatusSchema,
  FAILURE_KINDS,
  RunModeSchema,
  readResults,
  RESULTS_CAPS,
  RESULTS_SCHEMA_V1,
  RESULTS_SCHEMA_V2,
  type AgentId,
  type EvaluationInfo,
  ResultsReadError,
  ResultsSchema,
  serializeResults,
  type Results,
} from '../src/core/results.js';
import { validateResults } from '../src/modes/validate.js';
import type { DiscoveredAgent } from '../src/adapters/discovery.js';
import { cli, REPO_ROOT } from './helpers/cli.js';
import { FIXTURES } from './manifest-cases.js';
import { evaluateRun } from './helpers/results-docs.js';

const SCHEMA_FILE = join(REPO_ROOT, 'docs', 'results.schema.json');
const committed = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;

function evaluationSample(): EvaluationInfo {
  return {
    stopping: { alpha: 0.05, beta: 0.05, elo0: -200, elo1: 200, minPairs: 2, maxPairs: 16, budgetMinutes: 30 },
    pairings: [
      {
        agent: 'community/foo' as AgentId,
        reference: 'official/random' as AgentId,
        game: 'connect-four',
        match: 'connect-four:community.foo:official.random',
        pairs: 3,
        pentanomial: [0, 0, 0, 0, 3],
        score: 1,
        llr: 3.4,
        stop: 'stronger',
        message: 'decided after 3 pairs: stronger',
      },
    ],
    leaderboard: { latestRotation: 'rotation-1', generatedAt: '2026-11-29T12:00:00.000Z' },
    notes: [],
    placements: [
      {
        agent: 'community/foo' as AgentId,
        game: 'connect-four',
        games: 6,
        mu: 30,
        sigma: 5,
        rating: 15,
        low: 20,
        high: 40,
        rank: 2,
        rankRange: [1, 3],
        of: 3,
      },
    ],
  };
}

function sample(): Results {
  return {
    schema: RESULTS_SCHEMA_V1,
    run: evaluateRun(),
    agents: [
      {
        id: 'community/foo',
        tier: 'community',
        path: 'agents/community/foo',
        version: '1.2.0',
        status: 'ok',
        issues: [
          { path: 'agents/community/foo/agent.yml', line: 7, column: 3, severity: 'warning', rule: 'game-not-offered', message: 'm' },
        ],
      },
      { id: 'official/random', tier: 'official', path: 'agents/official/random', version: '1.0.0', status: 'ok', issues: [] },
    ],
    matches: [
      {
        id: 'm-1',
        game: 'connect-four',
        agents: ['community/foo', 'official/random'],
        games: [
          {
            seed: 1,
            seats: ['community/foo', 'official/random'],
            ranks: [1, 2],
            failures: [{ agent: 'community/foo', kind: 'timeout', turn: 12, message: 'no answer', observation: { board: [[0, 1]] } }],
            turns: 17,
            durationMs: 412,
          },
        ],
        summary: { 'community/foo': { wins: 7, draws: 1, losses: 2, failures: { timeout: 1 } } },
      },
    ],
    ratings: [{ agent: 'official/random', version: '1.0.0', game: 'connect-four', mu: 31.2, sigma: 1.9, rating: 25.5, games: 120 }],
    verdict: { conclusion: 'neutral', reasons: ['unverified'] },
  };
}

function ajvValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(committed);
}

describe('docs/results.md', () => {
  it('names every field of the schema and every agent status and failure kind', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'results.md'), 'utf8');
    const fields = new Set<string>();
    const collect = (schema: unknown): void => {
      if (!schema || typeof schema !== 'object') return;
      const props = (schema as { properties?: Record<string, unknown> }).properties;
      if (props) for (const key of Object.keys(props)) fields.add(key);
      for (const value of Object.values(schema as Record<string, unknown>)) collect(value);
    };
    collect(JSON.parse(readFileSync(join(REPO_ROOT, 'docs', 'results.schema.json'), 'utf8')));
    expect(fields.size).toBeGreaterThan(40);
    // a name counts as documented when it is a word of some `code span` of the page
    const coded = new Set([...doc.matchAll(/`([^`\n]+)`/g)].flatMap((m) => m[1]!.split(/[^A-Za-z0-9-]+/)));
    const missing = [...fields, ...AgentStatusSchema.options, ...FAILURE_KINDS, ...RunModeSchema.options].filter(
      (name) => !coded.has(name),
    );
    expect(missing).toEqual([]);
  });
});

describe('docs/results.schema.json', () => {
  it('is current: the export script in --check mode passes', () => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'export-schema.mjs'), '--check'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("is zod's own JSON Schema of ResultsSchema, plus a title", () => {
    const fresh = z.toJSONSchema(ResultsSchema, { target: 'draft-2020-12', unrepresentable: 'throw' }) as Record<string, unknown>;
    const { title, description, ...rest } = committed;
    expect(title).toBe(RESULTS_SCHEMA_V2);
    expect(description).toMatch(/do not edit/);
    expect(rest).toEqual(fresh);
  });

  it('accepts what the zod schema accepts and rejects unknown keys, like the reader', () => {
    const validate = ajvValidator();
    expect(validate(sample())).toBe(true);
    expect(validate({ ...sample(), extra: 1 })).toBe(false);
    expect(validate({ ...sample(), schema: 'arena.results/v3' })).toBe(false);
    expect(validate({ ...sample(), schema: 'arena.results/v2', evaluation: evaluationSample() })).toBe(true);
    const nested = sample();
    (nested.agents[0] as Record<string, unknown>).secret = 'x';
    expect(validate(nested)).toBe(false);
  });

  it('validates the document `arena validate --json` prints', async () => {
    const run = await cli(['validate', '--root', FIXTURES, '--json']);
    const validate = ajvValidator();
    expect(validate(JSON.parse(run.stdout))).toBe(true);
  });
});

describe('serializeResults', () => {
  it('keeps a document of many failing games under the size cap by dropping excerpts, never facts', () => {
    const doc = sample();
    const game = doc.matches[0]!.games[0]!;
    const failure = { ...game.failures[0]!, stderr: 'e'.repeat(8000), observation: { board: 'o'.repeat(8000) } };
    doc.matches[0]!.games = Array.from({ length: 1000 }, (_, i) => ({ ...game, seed: i, failures: [failure] }));
    const small = sample();
    expect(serializeResults(small)).toBe(`${JSON.stringify(small, null, 2)}\n`); // under the cap: untouched

    const cap = 10_000_000; // 1000 games × 16 KB of excerpts ≈ 16 MB
    const text = serializeResults(doc, cap);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(cap);
    const read = readResults(text, cap);
    expect(read.matches[0]!.games.map((g) => [g.seed, g.ranks, g.failures.map((f) => [f.kind, f.turn, f.message])])).toEqual(
      doc.matches[0]!.games.map((g) => [g.seed, g.ranks, [['timeout', 12, 'no answer']]]),
    );
    expect(read.matches[0]!.games[0]!.failures[0]).not.toHaveProperty('stderr');
    expect(read.matches[0]!.games[0]!.failures[0]).toHaveProperty('observation'); // dropping stderr was enough
    expect(read.verdict.reasons.at(-1)).toBe(
      'the document was over 10000000 bytes, so it leaves out stderr excerpts (the replays and logs keep them)',
    );
    const tighter = readResults(serializeResults(doc, 2_000_000), 2_000_000);
    expect(tighter.matches[0]!.games[0]!.failures[0]).toEqual({ agent: 'community/foo', kind: 'timeout', turn: 12, message: 'no answer' });
    expect(tighter.verdict.reasons.at(-1)).toMatch(/leaves out stderr excerpts, copies of the last observation/);
  });

  it('prints agent text so that no line of it is a workflow command, and reads back unchanged', () => {
    const hostile = '::error::pwned\n::add-mask::x ::stop-commands::t ##[error]legacy \u202eevil\u2028sep :::';
    const doc = sample();
    doc.matches[0]!.games[0]!.failures[0]!.message = hostile;
    doc.matches[0]!.games[0]!.failures[0]!.stderr = hostile;
    doc.verdict.reasons = [hostile];
    const text = serializeResults(doc);
    expect(text).not.toContain('::');
    expect(text).not.toContain('##[');
    expect(text).not.toMatch(/[\u202a-\u202e\u2028\u2029]/);
    for (const line of text.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(readResults(text)).toEqual(doc);
  });
});

describe('readResults', () => {
  it('round-trips a full document', () => {
    expect(readResults(serializeResults(sample()))).toEqual(sample());
  });

  it('reads v2 with its evaluation object; refuses evaluation in a v1 document', () => {
    const v2 = { ...sample(), schema: RESULTS_SCHEMA_V2, evaluation: evaluationSample() } as Results;
    expect(readResults(serializeResults(v2))).toEqual(v2);
    expect(() => readResults(JSON.stringify({ ...v2, schema: RESULTS_SCHEMA_V1 }))).toThrow(/evaluation is a arena\.results\/v2 field/);
    const hostile = { ...v2, evaluation: { ...evaluationSample(), placements: [{ ...evaluationSample().placements[0], extra: 1 }] } };
    expect(() => readResults(JSON.stringify(hostile))).toThrow(ResultsReadError);
    const long = { ...v2, evaluation: { ...evaluationSample(), notes: ['x'.repeat(5000)] } };
    expect(() => readResults(JSON.stringify(long))).toThrow(ResultsReadError);
  });

  it('rejects unknown or missing versions', () => {
    expect(() => readResults(JSON.stringify({ ...sample(), schema: 'arena.results/v3' }))).toThrow(
      /unknown results schema "arena\.results\/v3"/,
    );
    const { schema: _schema, ...unversioned } = sample();
    expect(() => readResults(JSON.stringify(unversioned))).toThrow(ResultsReadError);
    expect(() => readResults('[]')).toThrow(/not a JSON object/);
    expect(() => readResults('{not json')).toThrow(/not valid JSON/);
  });

  it('rejects unknown keys at any level', () => {
    expect(() => readResults(JSON.stringify({ ...sample(), injected: true }))).toThrow(ResultsReadError);
    const doc = sample();
    (doc.verdict as Record<string, unknown>).html = '<b>';
    expect(() => readResults(JSON.stringify(doc))).toThrow(/verdict/);
  });

  it('enforces the caps: document size, counts, string lengths, nesting, summary ids', () => {
    expect(() => readResults(JSON.stringify(sample()), 100)).toThrow(/larger than 100 bytes/);
    const many = sample();
    many.agents = Array.from({ length: RESULTS_CAPS.agents + 1 }, (_, i) => ({ ...sample().agents[1]!, id: `community/a${i}` }));
    expect(() => readResults(JSON.stringify(many))).toThrow(/agents/);
    const long = sample();
    long.verdict.reasons = ['x'.repeat(RESULTS_CAPS.message + 1)];
    expect(() => readResults(JSON.stringify(long))).toThrow(/reasons/);
    const deep = sample();
    let nest: unknown = 1;
    for (let i = 0; i < 100; i += 1) nest = [nest];
    deep.matches[0]!.games[0]!.failures[0]!.observation = nest as never;
    expect(() => readResults(JSON.stringify(deep))).toThrow(/nested too deeply/);
    const foreign = sample();
    foreign.matches[0]!.summary = { 'community/other': { wins: 1, draws: 0, losses: 0, failures: {} } };
    expect(() => readResults(JSON.stringify(foreign))).toThrow(/not listed in agents/);
  });
});

describe('validate results stay within the caps', () => {
  function agent(i: number, issues = 0): DiscoveredAgent {
    return {
      id: `community/a${i}`,
      tier: 'community',
      name: `a${i}`,
      path: `agents/community/a${i}`,
      dir: `/r/agents/community/a${i}`,
      manifestPath: `agents/community/a${i}/agent.yml`,
      status: issues > 0 ? 'invalid' : 'ok',
      issues: Array.from({ length: issues }, (_, n) => ({
        path: `agents/community/a${i}/agent.yml`,
        line: n + 1,
        column: 1,
        severity: 'error' as const,
        rule: 'bad-value',
        message: 'm'.repeat(5000),
      })),
      summary: { version: '1.0.0' },
      size: { bytes: 0, entries: 0 },
    };
  }

  it('lists agents with findings first and notes the rest when there are more than a document may hold', () => {
    const agents = Array.from({ length: 1500 }, (_, i) => agent(i, i === 1400 ? 1 : 0));
    const doc = validateResults({ discovery: { agents, issues: [], names: new Map() }, removed: [], partial: false });
    const read = readResults(serializeResults(doc));
    expect(read.agents).toHaveLength(RESULTS_CAPS.agents);
    expect(read.agents[0]!.id).toBe('community/a1400');
    expect(read.issues).toEqual([expect.objectContaining({ rule: 'results-truncated' })]);
    expect(read.verdict.conclusion).toBe('failure');
  });

  it('caps issues per agent and message lengths', () => {
    const doc = validateResults({ discovery: { agents: [agent(1, 300)], issues: [], names: new Map() }, removed: [], partial: false });
    const read = readResults(serializeResults(doc));
    expect(read.agents[0]!.issues).toHaveLength(RESULTS_CAPS.issuesPerAgent);
    expect(read.agents[0]!.issues.at(-1)!.rule).toBe('too-many-issues');
    expect(read.agents[0]!.issues[0]!.message.length).toBeLessThanOrEqual(RESULTS_CAPS.message);
  });
});
