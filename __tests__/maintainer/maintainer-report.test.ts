// Action mode `maintainer-report` in-process against the OpenAPI-checking GitHub mock: the check
// run named Arena on exactly the head-sha input, authoritative, from maintainer-evaluate results
// read as data; superseded → at most neutral, never above the gates; results that are not maintainer results for that sha →
// failure "results could not be trusted". Report mode's rendering is reused, so its limits apply.
import { afterEach, describe, expect, it } from '@jest/globals';
import { HEAD_SHA, BASE_OWNER, BASE_REPO, COMMUNITY_MANIFEST, newAgentChange, type World } from '../report/world.js';
import { MAINTAINER_RUN_ID, maintainerResults, maintainerWorld } from './report-world.js';

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

function title(w: World): string {
  return (w.completion().output as Obj).title as string;
}

describe('maintainer-report: authoritative check on the evaluated sha', () => {
  it('posts Arena on exactly head-sha, marked authoritative, with the maintainer run as details', async () => {
    const m = await maintainerWorld();
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    expect(r.outputs.conclusion).toBe('success');
    const create = m.world.api.requestsFor('checks/create');
    expect(create).toHaveLength(1);
    expect(create[0]!.body).toMatchObject({
      name: 'Arena',
      head_sha: HEAD_SHA,
      external_id: `maintainer:${MAINTAINER_RUN_ID}:1`,
      details_url: `https://github.com/${BASE_OWNER}/${BASE_REPO}/actions/runs/${MAINTAINER_RUN_ID}`,
      status: 'in_progress',
    });
    expect(m.world.conclusion()).toBe('success');
    expect(title(m.world)).toBe('success: all checks passed (authoritative maintainer run)');
    expect(m.world.summaryText()).toContain('Authoritative: a maintainer run');
    expect(m.world.summaryText()).not.toMatch(/unverified/i);
    // The gates were recomputed from the API at that sha, and the PR re-read before completing.
    expect(m.world.api.requestsFor('repos/compare-commits-with-basehead')).toHaveLength(1);
    expect(m.world.api.requestsFor('repos/get-content').every((q) => q.query.ref === HEAD_SHA)).toBe(true);
    expect(m.world.api.requestsFor('pulls/get').length).toBeGreaterThanOrEqual(2);
    expect(r.summary).toContain('Arena: success');
  });

  it('a fork’s PR gets success too: the results come from the default branch’s code, not the fork’s run', async () => {
    const m = await maintainerWorld({ fork: true });
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    expect(m.world.conclusion()).toBe('success');
    expect(m.world.api.requestsFor('pulls/list')).toHaveLength(1); // the fork's commit is found by owner:branch
  });

  it('finds the PR by its head sha when pr-number is not given', async () => {
    const m = await maintainerWorld();
    world = m.world;
    const r = await m.run({ prNumber: undefined });
    expect(r.error).toBeUndefined();
    expect(m.world.conclusion()).toBe('success');
    expect(m.world.api.requestsFor('repos/list-pull-requests-associated-with-commit')[0]!.params.commit_sha).toBe(HEAD_SHA);
  });

  it('the gates still decide: a changed agent without a version bump fails, whatever the results say', async () => {
    const m = await maintainerWorld({
      files: [{ filename: 'agents/community/alice-bot/bot.mjs', status: 'modified' }],
      head: { 'agents/community/alice-bot/agent.yml': COMMUNITY_MANIFEST('alice-bot', '1.0.0') },
      owners: { 'agents/community/alice-bot': 'mallory' },
      author: 'mallory',
      maintainerResults: maintainerResults({
        agents: [
          {
            id: 'community/alice-bot',
            tier: 'community',
            path: 'agents/community/alice-bot',
            version: '1.0.0',
            status: 'ok',
            issues: [],
            changed: true,
          },
        ],
        matches: [],
      }),
    });
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    expect(m.world.conclusion()).toBe('failure');
    expect(title(m.world)).toBe('failure: gates found errors (authoritative maintainer run)');
    expect(m.world.allAnnotations().some((a) => a.title === 'version-not-bumped')).toBe(true);
  });
});

describe('maintainer-report: superseded and untrusted', () => {
  it('the head moved while the job ran → "superseded", at most what the gates give (not recomputed: failure), still on the evaluated sha', async () => {
    const m = await maintainerWorld({ headAfter: 'feed000000000000000000000000000000000009' });
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    expect(m.world.api.requestsFor('checks/create')[0]!.body).toMatchObject({ head_sha: HEAD_SHA });
    expect(m.world.conclusion()).toBe('failure');
    expect(title(m.world)).toBe('failure: superseded, and this commit does not pass its own checks');
  });

  it('the head had already moved when the job started → "superseded", never better than the gates (not recomputed: failure)', async () => {
    const evaluated = 'abc0000000000000000000000000000000000123';
    const m = await maintainerWorld({ maintainerResults: maintainerResults({ headSha: evaluated }) });
    world = m.world;
    const r = await m.run({ headSha: evaluated });
    expect(r.error).toBeUndefined();
    expect(m.world.api.requestsFor('checks/create')[0]!.body).toMatchObject({ head_sha: evaluated });
    expect(m.world.conclusion()).toBe('failure');
    expect(m.world.summaryText()).toContain('superseded');
  });

  it.each([
    [
      'results for a different sha',
      maintainerResults({ headSha: 'def0000000000000000000000000000000000456' }),
      /the results are for head def000000000, not the requested c0ffee000000/,
    ],
    [
      'a PR run’s own (evaluate) results',
      (() => {
        const doc = maintainerResults();
        doc.run.mode = 'evaluate';
        return doc;
      })(),
      /from mode "evaluate", not "maintainer-evaluate"/,
    ],
    ['results not marked authoritative', maintainerResults({ authoritative: false }), /not marked authoritative/],
    ['no results document', null, /results-dir holds no arena-results\.json/],
    ['a document that breaks the schema', '{"schema":"arena.results/v1","run":{}}', /run/],
  ])('%s → failure "results could not be trusted"', async (_name, doc, reason) => {
    const m = await maintainerWorld({ maintainerResults: doc as never });
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    expect(r.outputs.conclusion).toBe('failure');
    expect(m.world.conclusion()).toBe('failure');
    expect(title(m.world)).toBe('failure: results could not be trusted (authoritative maintainer run)');
    // Compared with Markdown escapes undone (the summary is sanitised Markdown).
    expect(
      m.world
        .summaryText()
        .replace(/\\(.)/g, '$1')
        .replace(/&quot;/g, '"'),
    ).toMatch(reason);
  });

  it('a missing token or head-sha is a usage error; nothing is posted', async () => {
    const m = await maintainerWorld();
    world = m.world;
    expect((await m.run({ token: undefined })).error?.message).toBe('input "token" is required for mode maintainer-report');
    expect((await m.run({ headSha: undefined })).error?.message).toBe('input "head-sha" is required for mode maintainer-report');
    expect(m.world.api.requests).toHaveLength(0);
  });

  it('hostile PR text is sanitised in the check (report mode’s sanitiser and limits)', async () => {
    const change = newAgentChange('evil-bot');
    const m = await maintainerWorld({
      ...change,
      headBranch: 'x`@admin ::error::pwn',
      maintainerResults: maintainerResults({
        agents: [
          {
            id: 'community/evil-bot',
            tier: 'community',
            path: 'agents/community/evil-bot',
            version: '0.1.0',
            status: 'ok',
            issues: [
              {
                path: 'agents/community/evil-bot/agent.yml',
                line: 2,
                column: 1,
                severity: 'warning',
                rule: 'odd',
                message: '::error::owned @everyone \u001b[31m',
              },
            ],
            changed: true,
          },
        ],
        matches: [],
      }),
    });
    world = m.world;
    const r = await m.run();
    expect(r.error).toBeUndefined();
    const text = JSON.stringify(m.world.checkRequests().map((q) => q.body));
    expect(text).not.toContain('::error::');
    expect(text).not.toContain('\\u001b');
    expect(text).not.toMatch(/@everyone/);
  });
});
