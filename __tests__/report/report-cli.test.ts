// `arena report` (dry run and posting) and the bundled action end to end: `npm run bundle`, then
// `node dist/index.js` with the environment the Actions runner gives a JavaScript action, against
// the local OpenAPI-checking GitHub API.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBundle } from '../helpers/bundle.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import { GitHubApiMock } from '../helpers/github-api.js';
import { BASE_OWNER, BASE_REPO, HEAD_SHA, resultsDocument, RUN_ID, World } from './world.js';

type Obj = Record<string, unknown>;
let world: World | undefined;

afterEach(async () => {
  if (!world) return;
  const w = world;
  world = undefined;
  try {
    w.api.assertConforming();
  } finally {
    await w.close();
  }
});

function files(w: World, results: unknown = resultsDocument()): { event: string; results: string } {
  const event = w.writeEvent();
  const resultsPath = join(w.dir, 'arena-results.json');
  writeFileSync(resultsPath, typeof results === 'string' ? results : JSON.stringify(results));
  return { event, results: resultsPath };
}

describe('arena report --dry-run', () => {
  it('--json prints exactly the requests it would send and the reads it could not make, touching no network', async () => {
    world = await World.create({});
    const f = files(world);
    const r = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root, '--dry-run', '--json'], {
      env: { GITHUB_API_URL: world.api.url, GITHUB_TOKEN: 'should-not-be-used' },
    });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      requests: Array<{ method: string; path: string; body: Obj }>;
      unavailable: string[];
      conclusion: string;
    };
    expect(world.api.requests).toHaveLength(0);
    expect(world.api.storageRequests).toHaveLength(0);
    expect(doc.requests[0]).toMatchObject({
      method: 'POST',
      path: `/repos/${BASE_OWNER}/${BASE_REPO}/check-runs`,
      body: { name: 'Arena', head_sha: HEAD_SHA, external_id: `${RUN_ID}:1`, status: 'in_progress' },
    });
    const last = doc.requests.at(-1)!;
    expect(last).toMatchObject({
      method: 'PATCH',
      path: `/repos/${BASE_OWNER}/${BASE_REPO}/check-runs/{check_run_id}`,
      body: { status: 'completed', conclusion: 'failure' },
    });
    // The gates it could not recompute count as failed, and the reads are listed.
    expect(doc.conclusion).toBe('failure');
    expect(doc.unavailable).toEqual(expect.arrayContaining([`GET /repos/${BASE_OWNER}/${BASE_REPO}/commits/${HEAD_SHA}/pulls`]));
    expect(String((last.body.output as Obj).summary)).toContain('gates not recomputed');
    // Every body it shows is one GitHub would accept.
    const api = await GitHubApiMock.start();
    try {
      api.on('checks/create', () => ({ status: 201, body: api.example('checks/create') }));
      api.on('checks/update', () => ({ body: api.example('checks/update') }));
      for (const request of doc.requests) {
        const path = request.path.replace('{check_run_id}', '4242');
        await fetch(api.url + path, {
          method: request.method,
          headers: { authorization: 'token x', 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        });
      }
      api.assertConforming();
    } finally {
      await api.close();
    }
  });

  it('prints a human summary without --json', async () => {
    world = await World.create({});
    const f = files(world);
    const r = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^failure: gates could not be recomputed/);
    expect(r.stdout).toMatch(/would send 2 requests:\n {2}POST \/repos\/octo-org\/octo-repo\/check-runs\n {2}PATCH/);
    expect(r.stdout).toContain('not read (dry run):');
  });

  it('refuses an event that is not the PR evaluation: exit 1, nothing to send', async () => {
    world = await World.create({ path: '.github/workflows/release.yml' });
    const f = files(world);
    const r = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root, '--dry-run', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as Obj;
    expect(doc.refused).toMatch(/not \.github\/workflows\/arena-pr\.yml/);
    expect(doc.requests).toEqual([]);
  });

  it('usage errors exit 2: missing flags, unreadable or non-JSON event, missing token when posting', async () => {
    world = await World.create({});
    const f = files(world);
    expect((await cli(['report', '--event', f.event])).code).toBe(2);
    const notJson = join(world.dir, 'bad.json');
    writeFileSync(notJson, '{not json');
    const bad = await cli(['report', '--event', notJson, '--results', f.results, '--dry-run']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/is not JSON/);
    const noToken = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root], {
      env: { GITHUB_TOKEN: '', GH_TOKEN: '' },
    });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/GITHUB_TOKEN/);
  });

  it('a hostile results file is "results could not be trusted", not a crash', async () => {
    world = await World.create({});
    const f = files(world, '{"schema":"arena.results/v1","run":' + '['.repeat(100_000));
    const r = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root, '--dry-run', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).title).toBe('results could not be trusted');
  });
});

describe('arena report (posting)', () => {
  it('posts the check through GITHUB_API_URL with GITHUB_TOKEN, from a results file', async () => {
    world = await World.create({ fork: true });
    const f = files(world);
    const r = await cli(['report', '--event', f.event, '--results', f.results, '--root', world.root, '--json'], {
      env: { GITHUB_API_URL: world.api.url, GITHUB_TOKEN: 'cli-token-123' },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ conclusion: 'neutral', checkRunId: 4242 });
    expect(world.conclusion()).toBe('neutral');
    expect(world.api.requestsFor('checks/create')[0]!.headers.authorization).toBe('token cli-token-123');
    expect(world.api.requestsFor('actions/list-workflow-run-artifacts')).toHaveLength(0);
  });
});

/** Run node on a bundle without blocking the event loop (the mock server lives in this process). */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('the bundled action (dist/index.js) end to end', () => {
  beforeAll(() => {
    ensureBundle();
  }, 600_000);

  function actionEnv(w: World): NodeJS.ProcessEnv {
    const output = join(w.dir, 'github-output');
    const summary = join(w.dir, 'step-summary');
    writeFileSync(output, '');
    writeFileSync(summary, '');
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...w.env(),
      INPUT_MODE: 'report',
      INPUT_TOKEN: 'bundle-token-456',
      INPUT_CONFIG: 'arena.yml',
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
    };
  }

  it('posts the check, writes the conclusion output and the job summary', async () => {
    world = await World.create({ fork: true, zipped: true });
    const env = actionEnv(world);
    const r = await runNode([join(REPO_ROOT, 'dist', 'index.js')], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(world.conclusion()).toBe('neutral');
    expect(readFileSync(env.GITHUB_OUTPUT!, 'utf8')).toMatch(/conclusion<<ghadelimiter_[^\n]+\nneutral\n/);
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain('Arena: neutral');
    expect(world.api.storageRequests[0]!.headers.authorization).toBeUndefined();
    expect(world.api.requestsFor('checks/create')[0]!.headers.authorization).toBe('token bundle-token-456');
    // The token is masked first thing and appears nowhere else in what the job printed.
    expect(r.stdout.split('\n')[0]).toBe('::add-mask::bundle-token-456');
    expect(r.stdout.split('\n').slice(1).join('\n')).not.toContain('bundle-token-456');
  });

  it('the whole bundle (every mode loaded, report chosen) starts no process: child_process is never called', async () => {
    // The import-graph test covers src/modes/report.ts; this covers dist/index.js as the runner
    // loads it, with every mode in the bundle, at run time.
    const preload = join(REPO_ROOT, '__tests__', 'fixtures', 'preload', 'record-child-process.mjs');
    world = await World.create({ zipped: true });
    const spawnLog = join(world.dir, 'spawn-log');
    writeFileSync(spawnLog, '');
    const r = await runNode(['--import', preload, join(REPO_ROOT, 'dist', 'index.js')], {
      ...actionEnv(world),
      ARENA_SPAWN_LOG: spawnLog,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(world.conclusion()).toBe('success');
    expect(readFileSync(spawnLog, 'utf8')).toBe('');

    // negative control: the preload does catch a call made through an ESM import
    const control = await runNode(
      [
        '--import',
        preload,
        '--input-type=module',
        '-e',
        "import { spawnSync } from 'node:child_process'; try { spawnSync('true'); } catch {}",
      ],
      { PATH: process.env.PATH, ARENA_SPAWN_LOG: spawnLog },
    );
    expect(control.code).toBe(0);
    expect(readFileSync(spawnLog, 'utf8')).toBe('spawnSync\n');
  });

  it('refuses a non-evaluation run: exit 1 with the reason, nothing posted', async () => {
    world = await World.create({ event: 'push' });
    const r = await runNode([join(REPO_ROOT, 'dist', 'index.js')], actionEnv(world));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::report refused this event: workflow_run.event is "push"/);
    expect(world.api.requests).toHaveLength(0);
  });

  it('dist/cli.js report --dry-run --json works as a plain node program', async () => {
    world = await World.create({});
    const f = files(world);
    const r = await runNode(
      [
        join(REPO_ROOT, 'dist', 'cli.js'),
        'report',
        '--event',
        f.event,
        '--results',
        f.results,
        '--root',
        world.root,
        '--dry-run',
        '--json',
      ],
      {
        PATH: process.env.PATH,
      },
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).requests[0].path).toBe(`/repos/${BASE_OWNER}/${BASE_REPO}/check-runs`);
  });
});
