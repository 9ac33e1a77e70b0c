// The maintainer workflow's two modes through the bundle (`node dist/index.js`), as its jobs run
// them: maintainer-evaluate fetches the PR's community agent at its head sha and plays it on the
// real Docker engine; maintainer-report posts the authoritative check on that sha. The GitHub API
// is the OpenAPI-checking mock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';

import { ensureBundle, runBundle } from '../publish/bundle.js';
import { HEAD_SHA, type World } from '../report/world.js';
import { EvaluateWorld, PR, starterAgent } from './evaluate-world.js';
import { maintainerWorld } from './report-world.js';

const AGENT = 'community/mbundle-starter';
let evaluateWorld: EvaluateWorld | undefined;
let reportWorld: World | undefined;

function docker(args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => ensureBundle(), 600_000);
afterEach(async () => {
  for (const w of [evaluateWorld, reportWorld]) {
    if (!w) continue;
    try {
      w.api.assertConforming();
    } finally {
      await w.close();
    }
  }
  evaluateWorld = undefined;
  reportWorld = undefined;
});
afterAll(() => {
  // The bundle cannot be given test labels: this suite's images carry its own agent id.
  const images = docker(['images', '-q', '--no-trunc', '--filter', `label=arena.agent=${AGENT}`])
    .split('\n')
    .filter(Boolean);
  if (images.length > 0) docker(['rmi', '-f', ...new Set(images)]);
});

describe('arena-maintainer.yml through dist/index.js', () => {
  it('maintainer-evaluate: head-sha output, authoritative results, played in a container', async () => {
    evaluateWorld = await EvaluateWorld.create({ head: starterAgent('mbundle-starter') });
    const w = evaluateWorld;
    const r = await runBundle(
      {
        mode: 'maintainer-evaluate',
        'pr-number': String(PR),
        'head-sha': w.headSha,
        token: 'bundle-read-token',
        'results-dir': 'arena-results',
        config: 'arena.yml',
      },
      w.env(),
      w.dir,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs['head-sha']).toBe(w.headSha);
    expect(r.outputs['changed-agents']).toBe(JSON.stringify([AGENT]));
    expect(r.outputs.conclusion).toBe('success');
    const results = w.results() as { run: Record<string, unknown>; matches: unknown[] };
    expect(results.run).toMatchObject({ mode: 'maintainer-evaluate', headSha: w.headSha, authoritative: true });
    expect(results.matches).toHaveLength(1);
    expect(r.stdout).toContain(`${AGENT}: ready (docker)`);
    expect(r.stdout.split('\n')[0]).toBe('::add-mask::bundle-read-token');
    expect(r.summary).toContain('(authoritative)');
    // No container of this run is left.
    expect(docker(['ps', '-aq', '--filter', `label=arena.agent=${AGENT}`]).trim()).toBe('');
  }, 300_000);

  it('maintainer-report: the authoritative check on head-sha; a malformed head-sha is refused', async () => {
    const m = await maintainerWorld();
    reportWorld = m.world;
    const inputs = {
      mode: 'maintainer-report',
      'pr-number': '12',
      'head-sha': HEAD_SHA,
      token: 'bundle-check-token',
      'results-dir': m.resultsDir,
    };
    const r = await runBundle(inputs, m.env, m.world.dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs.conclusion).toBe('success');
    expect(m.world.api.requestsFor('checks/create')[0]!.body).toMatchObject({ name: 'Arena', head_sha: HEAD_SHA });
    expect(m.world.conclusion()).toBe('success');
    expect(r.summary).toContain('all checks passed \\(authoritative maintainer run\\)');

    const before = m.world.api.requests.length;
    const bad = await runBundle({ ...inputs, 'head-sha': 'HEAD~1; rm -rf /' }, m.env, m.world.dir);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('::error::input "head-sha" is invalid: a 40-hex commit sha');
    expect(m.world.api.requests).toHaveLength(before);
  });
});
