// Verdict integrity (issue: nothing a fork does can raise, fake, stall or flood the Arena check).
// Each test runs report mode in-process, exactly as the action does, against the OpenAPI-checking
// GitHub mock, and plays one attacker move: a push that supersedes a failing commit, a re-run over
// an authoritative verdict, a decoy hidden by the default check-run filter, a symlinked agent
// folder, a file list of another commit, a flood of API work, text GitHub refuses.
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Results } from '../../src/core/results.js';
import {
  BASE_SHA,
  COMMUNITY_MANIFEST,
  COMPARE_FILES_MAX,
  DOCKERFILE,
  HEAD_SHA,
  newAgentChange,
  resultsDocument,
  World,
  type WorldOptions,
} from './world.js';

type Obj = Record<string, unknown>;
let world: World | undefined;

async function run(opts: WorldOptions = {}, prepare?: (w: World) => void) {
  world = await World.create(opts);
  prepare?.(world);
  const result = await world.runAction();
  expect(result.error).toBeUndefined();
  return world;
}

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

/** The summary as a reader sees it: Markdown backslash escapes removed. */
function shown(w: World): string {
  return w.summaryText().replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, '$1');
}

function title(w: World): string {
  return (w.completion().output as Obj).title as string;
}

const ALICE = 'agents/community/alice-bot';

/** A fork's commit that rewrites alice's agent: it fails not-agent-owner. */
function rewritesAlice(): WorldOptions {
  return {
    fork: true,
    files: [{ filename: `${ALICE}/agent.yml`, status: 'modified' }],
    head: { [`${ALICE}/agent.yml`]: COMMUNITY_MANIFEST('alice-bot', '1.0.1'), [`${ALICE}/Dockerfile`]: DOCKERFILE },
    owners: { [ALICE]: 'alice' },
    results: resultsDocument({
      agents: [{ id: 'community/alice-bot', tier: 'community', path: ALICE, version: '1.0.1', status: 'ok', issues: [] }],
      matches: [],
    }),
  };
}

describe('superseded never raises a verdict', () => {
  it('a failing commit whose head moves while the report runs keeps a failing check (not a passing neutral)', async () => {
    const w = await run({ ...rewritesAlice(), headAfter: 'f'.repeat(40) });
    expect(w.conclusion()).toBe('failure');
    expect(title(w)).toMatch(/superseded/);
    expect(w.summaryText()).toMatch(/at most neutral and never better/);
    expect(w.allAnnotations().some((a) => a.title === 'not-agent-owner')).toBe(true);
    expect((w.api.requestsFor('checks/create')[0]!.body as Obj).head_sha).toBe(HEAD_SHA);
  });

  it('a failing evaluation of a superseded commit stays failure', async () => {
    const w = await run({ ...newAgentChange(), results: resultsDocument({ conclusion: 'failure' }), headAfter: 'f'.repeat(40) });
    expect(w.conclusion()).toBe('failure');
    expect(title(w)).toMatch(/superseded/);
  });

  it('a passing commit that is superseded is neutral, and says so', async () => {
    const w = await run({ headAfter: 'f'.repeat(40) });
    expect(w.conclusion()).toBe('neutral');
    expect(title(w)).toBe('neutral: superseded: the pull request has a newer head commit');
  });
});

describe('the file list of the evaluated commit', () => {
  it('a branch flipped between the reads (B’s file list, A’s contents) is judged on A’s own changes, not B’s list', async () => {
    // A (the evaluated sha) adds mallory-bot and rewrites alice's agent; by the time the PR's files
    // are listed the branch points at B, which only adds mallory-bot.
    const mallory = newAgentChange();
    const w = await run({
      fork: true,
      files: [...mallory.files!, { filename: `${ALICE}/agent.yml`, status: 'modified' }],
      listedFiles: mallory.files!,
      head: { ...mallory.head!, [`${ALICE}/agent.yml`]: COMMUNITY_MANIFEST('alice-bot', '1.0.1'), [`${ALICE}/Dockerfile`]: DOCKERFILE },
      owners: { [ALICE]: 'alice' },
    });
    expect(w.conclusion()).toBe('failure');
    expect(w.allAnnotations().some((a) => a.title === 'not-agent-owner')).toBe(true);
    const compare = w.api.requestsFor('repos/compare-commits-with-basehead');
    expect(compare.map((r) => r.params.basehead)).toEqual([`${BASE_SHA}...${HEAD_SHA}`]);
    expect(w.api.requestsFor('pulls/list-files')).toEqual([]);
  });

  it('a commit whose comparison lists 300 files (GitHub’s cap: the list may be cut) fails closed, and the check completes', async () => {
    const files = Array.from({ length: COMPARE_FILES_MAX }, (_, i) => ({ filename: `docs/n${i}.md`, status: 'added' as const }));
    const w = await run({ files });
    expect(w.conclusion()).toBe('failure');
    expect(shown(w)).toMatch(/at most 300/);
  });
});

/** A completed check run named Arena on the head sha, as GitHub lists it. */
function checkRun(w: World, id: number, fields: Obj): Obj {
  const app = (w.api.example('checks/get') as Obj).app as Obj;
  return {
    id,
    head_sha: HEAD_SHA,
    node_id: `CR_${id}`,
    external_id: null,
    url: `https://api.github.com/repos/octo-org/octo-repo/check-runs/${id}`,
    html_url: `https://github.com/octo-org/octo-repo/runs/${id}`,
    details_url: `https://github.com/octo-org/octo-repo/runs/${id}`,
    status: 'completed',
    conclusion: 'success',
    started_at: '2024-05-01T10:01:00Z',
    completed_at: '2024-05-01T10:02:00Z',
    output: { title: null, summary: null, text: null, annotations_count: 0, annotations_url: 'https://api.github.com/x' },
    name: 'Arena',
    check_suite: { id: 5 },
    app: { ...app, slug: 'github-actions' },
    pull_requests: [],
    ...fields,
  };
}

describe('other check runs named Arena', () => {
  it('a decoy of the fork’s own job (same app, older than ours) is listed with filter=all, before ours is created, and flagged', async () => {
    world = await World.create({ otherChecks: [] });
    const w = world;
    // The fork's job "Arena" ran on the sha before the report: github-actions app, like ours.
    w.opts.otherChecks!.push(checkRun(w, 4100, { external_id: 'decoy' }));
    expect((await w.runAction()).error).toBeUndefined();
    const lists = w.api.requestsFor('checks/list-for-ref');
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(lists.every((r) => r.query.filter === 'all' && r.query.check_name === 'Arena')).toBe(true);
    // one listing happens before our own check run exists
    const order = w.api.requests.map((r) => r.operationId);
    expect(order.indexOf('checks/list-for-ref')).toBeLessThan(order.indexOf('checks/create'));
    expect(w.summaryText()).toContain('Another check run named Arena exists on this commit');
    expect(w.summaryText()).toContain('id 4100');
    // our own run is never flagged
    expect(w.summaryText()).not.toContain('id 4242');
  });
});

describe('an authoritative verdict on the sha', () => {
  it('a fork’s re-run of a commit a maintainer run failed posts failure, not neutral (close and reopen the PR)', async () => {
    world = await World.create({ fork: true, otherChecks: [] });
    const w = world;
    w.opts.otherChecks!.push(checkRun(w, 4000, { external_id: 'maintainer:555000111:1', conclusion: 'failure' }));
    expect((await w.runAction()).error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
    expect(title(w)).toBe('failure: held at the authoritative maintainer verdict (failure)');
    expect(shown(w)).toMatch(/authoritative maintainer run concluded failure on this commit \(check run 4000\)/);
    expect(w.summaryText()).not.toContain('id 4000'); // ours (same app, maintainer scheme): not a decoy
  });

  it('an authoritative success leaves the fork’s unverified neutral as it is; a cancelled one counts as failure', async () => {
    world = await World.create({ fork: true, otherChecks: [] });
    let w = world;
    w.opts.otherChecks!.push(checkRun(w, 4000, { external_id: 'maintainer:555000111:1', conclusion: 'success' }));
    expect((await w.runAction()).error).toBeUndefined();
    expect(w.conclusion()).toBe('neutral');
    await w.close();
    world = await World.create({ otherChecks: [] });
    w = world;
    w.opts.otherChecks!.push(checkRun(w, 4000, { external_id: 'maintainer:555000111:1', conclusion: 'cancelled' }));
    expect((await w.runAction()).error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
  });

  it('the newest authoritative verdict counts; one still in progress or from another app does not cap (the latter is flagged)', async () => {
    world = await World.create({ otherChecks: [] });
    const w = world;
    w.opts.otherChecks!.push(
      checkRun(w, 3990, { external_id: 'maintainer:555000110:1', conclusion: 'failure' }),
      checkRun(w, 4000, { external_id: 'maintainer:555000111:1', conclusion: 'success' }),
      checkRun(w, 4010, { external_id: 'maintainer:555000112:1', status: 'in_progress', conclusion: null, completed_at: null }),
      checkRun(w, 4020, {
        external_id: 'maintainer:1:1',
        conclusion: 'failure',
        app: { ...((w.api.example('checks/get') as Obj).app as Obj), slug: 'evil-app' },
      }),
    );
    expect((await w.runAction()).error).toBeUndefined();
    expect(w.conclusion()).toBe('success');
    expect(w.summaryText()).toContain('id 4020');
  });

  it('check runs that cannot be listed: an authoritative verdict cannot be ruled out, so the check fails closed', async () => {
    world = await World.create({});
    const w = world;
    w.api.on('checks/list-for-ref', () => ({
      status: 500,
      body: { message: 'Server Error', documentation_url: 'https://docs.github.com/rest' },
    }));
    expect((await w.runAction()).error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
    expect(shown(w)).toMatch(/could not be listed, so an authoritative maintainer verdict there could not be ruled out/);
  });
});

describe('an agent folder that is a symbolic link', () => {
  it('agents/community/evil -> ../official/random fails its gates (the folder is checked before agent.yml is read)', async () => {
    const w = await run({
      fork: true,
      files: [{ filename: 'agents/community/evil', status: 'added' }],
      head: {},
      headTree: {
        'agents/community/evil': { bytes: '../official/random', mode: '120000' },
        'agents/official/random/agent.yml': 'name: random\n',
      },
      results: resultsDocument({ agents: [], matches: [] }),
    });
    expect(w.conclusion()).toBe('failure');
    expect(shown(w)).toMatch(/error in the recomputed checks \(bad-path\)/);
    const annotations = [...w.allAnnotations().map((a) => String(a.message)), shown(w)].join('\n');
    expect(annotations).toMatch(/agents\/community\/evil is a symbolic link at the head commit, not a folder/);
  });
});

/** n failures of the changed agent, each with a long message in CJK (3 bytes a character in UTF-8). */
function cjkFailures(n: number): Results['matches'] {
  const message = '代理在第三回合超时失败'.repeat(300);
  return [
    {
      id: 'm0',
      game: 'connect-four',
      agents: ['community/mallory-bot', 'official/random'],
      seed: 100,
      games: Array.from({ length: n }, (_, g) => ({
        index: g,
        seed: 100 + g,
        seats: ['community/mallory-bot', 'official/random'],
        ranks: [2, 1],
        failures: [{ agent: 'community/mallory-bot', kind: 'timeout' as const, turn: 3, message }],
        turns: 3,
        durationMs: 5,
      })),
      summary: {
        'community/mallory-bot': { wins: 0, draws: 0, losses: n, failures: { timeout: n } },
        'official/random': { wins: n, draws: 0, losses: 0, failures: {} },
      },
    },
  ];
}

function stored(w: World): Obj {
  return w.createdChecks.at(-1)!;
}

describe('GitHub’s byte limits, and a check that always completes', () => {
  it('CJK failure messages: summary and text fit 65,535 bytes (not UTF-16 units) and the check completes', async () => {
    const w = await run({ results: resultsDocument({ matches: cjkFailures(200), conclusion: 'failure' }) });
    const output = w.completion().output as Obj;
    expect(Buffer.byteLength(String(output.text), 'utf8')).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(String(output.summary), 'utf8')).toBeLessThanOrEqual(65_535);
    expect(String(output.text)).toContain('truncated: the Checks API keeps 65,535 bytes');
    expect(Buffer.byteLength(String(output.title), 'utf8')).toBeLessThanOrEqual(255);
    expect(w.api.requestsFor('checks/update').every((r) => r.status < 300)).toBe(true);
    expect(stored(w)).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('a completion GitHub refuses (422) is retried with a short summary of our own words: the check never stays in_progress', async () => {
    const w = await run({
      results: resultsDocument({ matches: cjkFailures(3), conclusion: 'failure' }),
      checkUpdateStatus: (body) => (body.status === 'completed' && Buffer.byteLength(JSON.stringify(body)) > 2_000 ? 422 : undefined),
    });
    const updates = w.api.requestsFor('checks/update');
    expect(updates.at(-2)!.status).toBe(422);
    expect(stored(w)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(w.conclusion()).toBe('failure');
    expect(String((w.completion().output as Obj).summary)).toMatch(/GitHub refused this check’s full summary/);
  });

  it('annotations GitHub refuses are counted in the summary, not fatal', async () => {
    const w = await run({
      results: resultsDocument({ matches: cjkFailures(120), conclusion: 'failure' }),
      checkUpdateStatus: (body) => (body.status === undefined && (body.output as Obj | undefined)?.annotations ? 422 : undefined),
    });
    expect(stored(w)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(shown(w)).toMatch(/GitHub refused 70 of the annotations/);
  });

  it('a request that fails between creating and completing still completes the check (failure) before the job fails', async () => {
    world = await World.create({
      results: resultsDocument({ matches: cjkFailures(120), conclusion: 'failure' }),
      checkUpdateStatus: (body) => (body.status === undefined ? 502 : undefined),
    });
    const w = world;
    const result = await w.runAction();
    expect(result.error?.message).toMatch(/GitHub API/);
    expect(stored(w)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(String((w.completion().output as Obj).summary)).toMatch(/stopped before it could complete this check/);
  });
});
