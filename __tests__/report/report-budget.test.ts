// The request budget of the report (issue: a crafted PR must not spend the Actions token's ~1,000
// requests an hour). Report mode runs in-process, exactly as the action does, against the
// OpenAPI-checking GitHub mock, which records every request the run makes.
import { afterEach, describe, expect, it } from '@jest/globals';
import { REQUEST_BUDGETS } from '../../src/core/github/budget.js';
import { MAX_LINKS_PER_PR } from '../../src/core/report/head-folder.js';
import type { Results } from '../../src/core/results.js';
import { COMMUNITY_MANIFEST, DOCKERFILE, resultsDocument, World, type PullFile, type WorldOptions } from './world.js';
import type { FileSpec } from '../publish/git-store.js';

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

async function run(opts: WorldOptions): Promise<World> {
  world = await World.create(opts);
  const result = await world.runAction();
  expect(result.error).toBeUndefined();
  return world;
}

const BUDGET = REQUEST_BUDGETS.report.limit;
const FOLDERS = 50;
const LINKS = 20;

/**
 * The crafted PR of the issue, as far as GitHub's compare lists it: 50 new community agents, each
 * with 20 symbolic links (the same target text: one blob for all 1,000), a long history per folder,
 * and results carrying 1,000 distinct issues (1,000 annotations).
 */
function craftedPr(linkTarget: (folder: number, link: number) => string, links = LINKS, history = 150): WorldOptions {
  const files: PullFile[] = [];
  const head: Record<string, string> = {};
  const headTree: Record<string, FileSpec> = {};
  const owners: Record<string, string> = {};
  const historyLength: Record<string, number> = {};
  const agents: Results['agents'] = [];
  for (let i = 0; i < FOLDERS; i++) {
    const name = `bot-${String(i).padStart(2, '0')}`;
    const folder = `agents/community/${name}`;
    files.push({ filename: `${folder}/agent.yml`, status: 'added' }, { filename: `${folder}/Dockerfile`, status: 'added' });
    head[`${folder}/agent.yml`] = COMMUNITY_MANIFEST(name, '0.1.0');
    head[`${folder}/Dockerfile`] = DOCKERFILE;
    head[`${folder}/bot.mjs`] = 'console.log(1)\n';
    for (let k = 0; k < links; k++) headTree[`${folder}/link-${k}`] = { bytes: linkTarget(i, k), mode: '120000' };
    owners[folder] = 'mallory';
    historyLength[folder] = history;
    agents.push({
      id: `community/${name}`,
      tier: 'community',
      path: folder,
      version: '0.1.0',
      status: 'ok',
      games: ['connect-four'],
      entrypoint: 'docker',
      changed: true,
      issues: Array.from({ length: 20 }, (_, n) => ({
        rule: 'smoke-test',
        severity: 'warning' as const,
        message: `warning ${n} of ${name}`,
        path: `${folder}/agent.yml`,
        line: 1 + n,
        column: 1,
      })),
    });
  }
  return { files, head, headTree, owners, historyLength, results: resultsDocument({ agents, matches: [] }) };
}

function completed(w: World): Obj {
  const last = w.api
    .requestsFor('checks/update')
    .filter((r) => r.status < 300)
    .at(-1)!;
  expect((last.body as Obj).status).toBe('completed');
  return last.body as Obj;
}

describe('the report’s request budget', () => {
  it(`the crafted PR (50 folders × 20 identical links, results with 1,000 issues) stays within ${BUDGET} requests, completes its check, and fetches the shared link blob once`, async () => {
    const w = await run(craftedPr(() => 'bot.mjs'));
    expect(w.api.requests.length).toBeLessThanOrEqual(BUDGET);
    expect(completed(w).conclusion).toBe('failure');
    const blobs = w.api.requestsFor('git/get-blob');
    expect(blobs).toHaveLength(1);
    // the per-PR cap on links read: more than 100 links together are not read, and the gates fail closed
    expect(w.summaryText()).toContain(`at most ${MAX_LINKS_PER_PR} per pull request`);
  });

  it('with 2 identical links per folder (100: all read) and short histories the gates are recomputed and 1,000 annotations posted, within the budget', async () => {
    // one page of history per folder: the 1,000 annotations' check writes fit beside the reads
    const w = await run(craftedPr(() => 'bot.mjs', 2, 50));
    const requests = w.api.requests.length;
    expect(requests).toBeLessThanOrEqual(BUDGET);
    expect(w.allAnnotations()).toHaveLength(1000);
    expect(w.api.requestsFor('git/get-blob')).toHaveLength(1);
    expect(completed(w).conclusion).toBe('success');
    expect(w.summaryText()).not.toMatch(/budget/);
  });

  it('the same PR with a different target per link runs out of budget: failure "request budget exhausted", and the check still completes', async () => {
    const w = await run(craftedPr((i, k) => `../bot-${i}-${k}`));
    expect(w.api.requests.length).toBeLessThanOrEqual(BUDGET);
    const body = completed(w);
    expect(body.conclusion).toBe('failure');
    expect((body.output as Obj).title).toBe('failure: request budget exhausted');
    expect(((body.output as Obj).summary as string).replace(/\\/g, '')).toMatch(/request budget exhausted/);
  });

  it('the literal crafted PR (2,999 files) is refused after one compare request, within the budget', async () => {
    const crafted = craftedPr(() => 'bot.mjs');
    const files = [
      ...crafted.files!,
      ...Array.from({ length: 2999 - crafted.files!.length }, (_, n) => ({ filename: `docs/f${n}.md`, status: 'added' as const })),
    ];
    const w = await run({ ...crafted, files });
    expect(w.api.requests.length).toBeLessThanOrEqual(BUDGET);
    expect(w.api.requestsFor('repos/compare-commits-with-basehead')).toHaveLength(1);
    expect(completed(w).conclusion).toBe('failure');
  });
});
