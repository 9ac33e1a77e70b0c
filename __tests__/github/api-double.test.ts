// The GitHub API double (helpers/github-api.ts) itself: what it lets through is what GitHub's OpenAPI
// description allows, so a suite that passes against it made only requests GitHub would accept.
// Requests and handler responses that do not conform are answered 4xx/5xx and recorded; validators
// loaded from the on-disk cache judge exactly as freshly compiled ones.
import { afterEach, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GitHubApiMock, toJsonSchema, validator, validatorCache } from '../helpers/github-api.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

let api: GitHubApiMock | undefined;
let afterTest: (() => void) | undefined;

afterEach(async () => {
  afterTest?.();
  afterTest = undefined;
  await api?.close();
  api = undefined;
});

const AUTH = { authorization: 'token test-token', 'content-type': 'application/json' };

async function post(path: string, body: unknown): Promise<number> {
  const res = await fetch(`${api!.url}${path}`, { method: 'POST', headers: AUTH, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}

describe('the GitHub API double', () => {
  it('serves a conforming request with the handler’s conforming response', async () => {
    api = await GitHubApiMock.start();
    api.on('checks/create', () => ({ status: 201, body: api!.example('checks/create') }));
    expect(await post('/repos/octo-org/octo-repo/check-runs', { name: 'Arena', head_sha: 'a'.repeat(40), status: 'in_progress' })).toBe(
      201,
    );
    expect(api.violations).toEqual([]);
    expect(() => api!.assertConforming()).not.toThrow();
  });

  it('answers 422 to a body against the schema (an enum, a date-time format, a missing required field) and records why', async () => {
    api = await GitHubApiMock.start();
    api.on('checks/create', () => ({ status: 201, body: api!.example('checks/create') }));
    const base = { name: 'Arena', head_sha: 'a'.repeat(40) };
    expect(await post('/repos/o/r/check-runs', { ...base, status: 'completed', conclusion: 'bogus' })).toBe(422);
    expect(await post('/repos/o/r/check-runs', { ...base, started_at: 'yesterday' })).toBe(422);
    expect(await post('/repos/o/r/check-runs', { head_sha: 'a'.repeat(40) })).toBe(422);
    expect(api.violations).toHaveLength(3);
    expect(api.violations[1]).toMatch(/checks\/create.*body: .*format/);
    expect(api.violations[2]).toMatch(/body: .*required/);
    expect(() => api!.assertConforming()).toThrow(/3 violations/);
  });

  it('answers 500 when the handler’s own response does not conform, and a query parameter of the wrong type is a violation', async () => {
    api = await GitHubApiMock.start();
    api.on('checks/create', () => ({ status: 201, body: { id: 'not a number' } }));
    api.on('pulls/list', () => ({ body: [] }));
    expect(await post('/repos/o/r/check-runs', { name: 'Arena', head_sha: 'a'.repeat(40) })).toBe(500);
    const list = await fetch(`${api.url}/repos/o/r/pulls?per_page=lots`, { headers: AUTH });
    expect(list.status).toBe(422);
    expect(api.violations[0]).toMatch(/response 201: body/);
    expect(api.violations[1]).toMatch(/query parameter "per_page"="lots"/);
  });

  it('a validator read back from its cached code judges exactly as ajv compiling the schema afresh', () => {
    // a schema no earlier run has cached: the first call compiles and writes, the second reads
    const schema = {
      type: 'object',
      description: `api-double.test ${process.pid} ${Date.now()} ${Math.random()}`,
      required: ['id', 'at'],
      properties: {
        id: { type: 'integer', format: 'int64' },
        at: { type: 'string', format: 'date-time' },
        note: { type: 'string', nullable: true },
      },
    };
    const before = new Set(existsSync(validatorCache()) ? readdirSync(validatorCache()) : []);
    const compiled = validator(schema);
    const written = readdirSync(validatorCache()).filter((f) => !before.has(f));
    expect(written).toHaveLength(1);
    afterTest = () => rmSync(join(validatorCache(), written[0]!), { force: true });
    const readBack = validator(schema);
    expect(readdirSync(validatorCache()).filter((f) => !before.has(f))).toEqual(written);
    const fresh = new Ajv({ strict: false, validateFormats: true });
    addFormats(fresh);
    fresh.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    const oracle = fresh.compile(toJsonSchema(schema) as object);
    for (const value of [
      { id: 2 ** 40, at: '2026-12-07T18:00:00Z', note: null },
      { id: 1.5, at: '2026-12-07T18:00:00Z' },
      { id: 1, at: 'yesterday' },
      { at: '2026-12-07T18:00:00Z' },
      { id: 1, at: '2026-12-07T18:00:00Z', note: 7 },
    ]) {
      const verdict = oracle(value);
      expect([compiled(value), readBack(value)]).toEqual([verdict, verdict]);
      expect(readBack.errors ?? null).toEqual(oracle.errors ?? null);
    }
  });
});
