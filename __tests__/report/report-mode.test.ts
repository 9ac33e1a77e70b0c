// Report mode end to end, in-process exactly as the action runs it, against the local GitHub API
// that checks every request and response against GitHub's OpenAPI description.
import { afterEach, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import {
  BASE_OWNER,
  BASE_REPO,
  COMMUNITY_MANIFEST,
  DEFAULT_DEFAULT_BRANCH,
  DOCKERFILE,
  FORK_OWNER,
  HEAD_SHA,
  newAgentChange,
  resultsDocument,
  RUN_ID,
  World,
  type WorldOptions,
} from './world.js';

let world: World | undefined;

async function run(opts: WorldOptions = {}) {
  world = await World.create(opts);
  const result = await world.runAction();
  return { world, result };
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

type Obj = Record<string, unknown>;

describe('report mode: same repository', () => {
  it('posts a successful Arena check on workflow_run.head_sha, with external_id run:attempt, after recomputing everything', async () => {
    const { world: w, result } = await run();
    expect(result.error).toBeUndefined();
    expect(result.outputs.conclusion).toBe('success');

    const create = w.api.requestsFor('checks/create');
    expect(create).toHaveLength(1);
    const body = create[0]!.body as Obj;
    expect(body).toMatchObject({ name: 'Arena', head_sha: HEAD_SHA, external_id: `${RUN_ID}:1`, status: 'in_progress' });
    expect(body.details_url).toBe(`https://github.com/${BASE_OWNER}/${BASE_REPO}/actions/runs/${RUN_ID}`);
    expect(create[0]!.path).toBe(`/repos/${BASE_OWNER}/${BASE_REPO}/check-runs`);
    expect(w.completion()).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect((w.completion().output as Obj).title).toBe('success: all checks passed');

    // The PR was found by its commit; its files, manifest and Dockerfile were read at the head sha.
    expect(w.api.requestsFor('repos/list-pull-requests-associated-with-commit')[0]!.params.commit_sha).toBe(HEAD_SHA);
    expect(w.api.requestsFor('pulls/list')).toHaveLength(0);
    const contents = w.api.requestsFor('repos/get-content');
    expect(contents.map((r) => r.params.path).sort()).toEqual([
      'agents/community/mallory-bot/Dockerfile',
      'agents/community/mallory-bot/agent.yml',
    ]);
    expect(contents.every((r) => r.query.ref === HEAD_SHA)).toBe(true);
    // Artifacts of exactly this run; the storage URL was fetched without the token.
    expect(w.api.requestsFor('actions/list-workflow-run-artifacts')[0]!.params.run_id).toBe(String(RUN_ID));
    expect(w.api.storageRequests).toHaveLength(1);
    expect(w.api.storageRequests[0]!.headers.authorization).toBeUndefined();
    expect(w.api.requestsFor('actions/download-artifact')[0]!.headers.authorization).toMatch(/test-token/);
    // The PR was read again before completing.
    expect(w.api.requestsFor('pulls/get')).toHaveLength(2);
    // Nothing from the artifact was written into the workspace.
    expect(readdirSync(w.root).sort()).toEqual(['agents']);
    expect(result.summary).toContain('Arena: success');
  });

  it('reads a zipped results artifact in memory', async () => {
    const { world: w, result } = await run({ zipped: true });
    expect(result.error).toBeUndefined();
    expect(w.conclusion()).toBe('success');
    expect(readdirSync(w.root).sort()).toEqual(['agents']);
  });

  it('an unbumped version fails version-not-bumped at the version line', async () => {
    const folder = 'agents/community/alice-bot';
    const { world: w } = await run({
      author: 'alice',
      files: [{ filename: `${folder}/Dockerfile`, status: 'modified' }],
      head: { [`${folder}/agent.yml`]: COMMUNITY_MANIFEST('alice-bot', '1.0.0'), [`${folder}/Dockerfile`]: `${DOCKERFILE}# tweak\n` },
      owners: { [folder]: 'alice' },
      results: resultsDocument({
        agents: [{ id: 'community/alice-bot', tier: 'community', path: folder, version: '1.0.0', status: 'ok', issues: [] }],
        matches: [],
      }),
    });
    expect(w.conclusion()).toBe('failure');
    const annotation = w.allAnnotations().find((a) => a.title === 'version-not-bumped');
    expect(annotation).toMatchObject({ path: `${folder}/agent.yml`, start_line: 2, end_line: 2, annotation_level: 'failure' });
    expect(String(annotation!.message)).toContain('1.0.1');
  });

  it('a bumped version by the owner passes', async () => {
    const folder = 'agents/community/alice-bot';
    const { world: w } = await run({
      author: 'alice',
      files: [{ filename: `${folder}/agent.yml`, status: 'modified' }],
      head: { [`${folder}/agent.yml`]: COMMUNITY_MANIFEST('alice-bot', '1.1.0'), [`${folder}/Dockerfile`]: DOCKERFILE },
      owners: { [folder]: 'alice' },
      results: resultsDocument({
        agents: [{ id: 'community/alice-bot', tier: 'community', path: folder, version: '1.1.0', status: 'ok', issues: [] }],
        matches: [],
      }),
    });
    expect(w.conclusion()).toBe('success');
    expect(w.summaryText()).toContain('1.0.0 → 1.1.0');
  });

  it('a cancelled evaluation run still gets a check: failure, "evaluation did not complete", gates recomputed, no artifact read', async () => {
    const { world: w, result } = await run({ conclusion: 'cancelled' });
    expect(result.error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
    expect((w.completion().output as Obj).title).toBe('failure: evaluation did not complete');
    expect(w.summaryText()).toContain('cancelled');
    expect(w.api.requestsFor('actions/list-workflow-run-artifacts')).toHaveLength(0);
    expect(w.api.requestsFor('repos/compare-commits-with-basehead')).toHaveLength(1);
    expect(w.summaryText()).toContain('community/mallory-bot');
  });

  it.each(['failure', 'timed_out'])('a run that ended %s gets a failing check too', async (conclusion) => {
    const { world: w } = await run({ conclusion });
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toContain('evaluation did not complete');
  });

  it('a PR whose head moved before completion completes as neutral "superseded"', async () => {
    const { world: w } = await run({ headAfter: 'f'.repeat(40) });
    expect(w.conclusion()).toBe('neutral');
    expect((w.completion().output as Obj).title).toMatch(/superseded/);
    // Still posted on the evaluated sha, never the new one.
    expect((w.api.requestsFor('checks/create')[0]!.body as Obj).head_sha).toBe(HEAD_SHA);
  });

  it('a decoy check run named Arena on the sha is called out in the summary, even one that copies our external_id', async () => {
    world = await World.create({ otherChecks: [] });
    const w = world;
    const app = (w.api.example('checks/get') as Obj).app as Obj;
    const decoy = {
      id: 31337,
      head_sha: HEAD_SHA,
      node_id: 'CR_x',
      external_id: 'e0a2f6b8-0000-4000-8000-000000000000',
      url: 'https://api.github.com/repos/octo-org/octo-repo/check-runs/31337',
      html_url: 'https://github.com/octo-org/octo-repo/runs/31337',
      details_url: 'https://github.com/octo-org/octo-repo/runs/31337',
      status: 'completed',
      conclusion: 'success',
      started_at: '2024-05-01T10:01:00Z',
      completed_at: '2024-05-01T10:02:00Z',
      output: { title: null, summary: null, text: null, annotations_count: 0, annotations_url: 'https://api.github.com/x' },
      name: 'Arena',
      check_suite: { id: 5 },
      app: null,
      pull_requests: [],
    };
    // an earlier attempt of this report: our external_id and our app
    const ours = { ...decoy, id: 4000, external_id: `${RUN_ID}:1`, app: { ...app, slug: 'github-actions' } };
    // another app that copied our external_id to pass for ours
    const forged = { ...decoy, id: 4001, external_id: `${RUN_ID}:2`, app: { ...app, slug: 'evil-app' } };
    w.opts.otherChecks!.push(decoy, ours, forged);
    expect((await w.runAction()).error).toBeUndefined();
    const summary = w.summaryText();
    expect(summary).toContain('Another check run named Arena exists on this commit');
    expect(summary).toContain('id 31337');
    expect(summary).toContain('id 4001');
    expect(summary).not.toContain('id 4000');
    expect(w.api.requestsFor('checks/list-for-ref')[0]!.query.check_name).toBe('Arena');
  });

  it('posts or updates one sticky PR comment when pull-requests: write is granted, and shrugs off a 403', async () => {
    const { world: w, result } = await run({ commentStatus: 201 });
    expect(result.error).toBeUndefined();
    const comment = w.api.requestsFor('issues/create-comment');
    expect(comment).toHaveLength(1);
    expect(String((comment[0]!.body as Obj).body)).toMatch(/^<!-- arena-report:v1 -->\n\*\*Arena: success\*\*/);
    await w.close();
    world = undefined;

    // A second report finds its own comment (written by a bot, marked) and updates it; a marked
    // comment by a person is not ours.
    world = await World.create({ commentStatus: 201 });
    const again = world;
    again.opts.comments = [
      again.comment(1, '<!-- arena-report:v1 -->\nplanted by a person', 'mallory', 'User'),
      again.comment(2, '<!-- arena-report:v1 -->\n**Arena: failure**', 'github-actions[bot]', 'Bot'),
    ];
    expect((await again.runAction()).error).toBeUndefined();
    expect(again.api.requestsFor('issues/create-comment')).toHaveLength(0);
    const updates = again.api.requestsFor('issues/update-comment');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.params.comment_id).toBe('2');
    again.api.assertConforming();
    await again.close();
    world = undefined;

    const denied = await run({});
    expect(denied.result.error).toBeUndefined();
    expect(denied.world.api.requestsFor('issues/create-comment')[0]!.status).toBe(403);
    expect(denied.result.logs.join('\n')).toMatch(/no PR comment/);
  });
});

describe('report mode: when GitHub says no', () => {
  it('a token without checks: write fails the job with a hint', async () => {
    world = await World.create({});
    const w = world;
    w.api.on('checks/create', () => ({
      status: 403,
      body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
    }));
    const result = await w.runAction();
    expect(result.error?.name).toBe('InfraError');
    expect(result.error?.message).toMatch(/create check run: Resource not accessible by integration.*\(HTTP 403\)/);
    expect((result.error as { hint?: string }).hint).toMatch(/checks: write/);
    expect(w.api.requestsFor('checks/update')).toHaveLength(0);
  });

  it('artifacts that cannot be listed (no actions: read) give "results could not be trusted", not a crash', async () => {
    world = await World.create({});
    const w = world;
    w.api.on('actions/list-workflow-run-artifacts', () => ({
      status: 403,
      body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
    }));
    const result = await w.runAction();
    expect(result.error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toMatch(/could not be listed \\\(HTTP 403\\\)/);
  });
});

describe('report mode: results that do not fit the run', () => {
  it('a results document without run.headSha cannot be trusted', async () => {
    const results = resultsDocument();
    delete (results.run as { headSha?: string }).headSha;
    const { world: w } = await run({ results });
    expect(w.conclusion()).toBe('failure');
    expect((w.completion().output as Obj).title).toBe('failure: results could not be trusted');
    expect(w.summaryText()).toMatch(/headSha is missing/);
  });

  it('a changed agent the PR results call skipped fails the check (the PR evaluation never skips one)', async () => {
    const agents = resultsDocument().agents.map((a) => (a.changed ? { ...a, status: 'skipped' as const } : a));
    const { world: w } = await run({ results: resultsDocument({ agents }) });
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toContain('the evaluation reports community/mallory\\-bot as skipped');
  });
});

describe('report mode: the agent folder at the head commit, from its tree', () => {
  const folder = 'agents/community/mallory-bot';
  const small = { ...DEFAULT_DEFAULT_BRANCH, 'arena.yml': 'limits:\n  agentBytes: 2k\n  agentFiles: 6\n' };

  it('lists the folder from the head commit’s tree (no file fetched) and passes a folder within the limits', async () => {
    const { world: w } = await run({ defaultBranch: small, headTree: { [`${folder}/lib/util.mjs`]: 'export {};\n' } });
    expect(w.conclusion()).toBe('success');
    expect(w.api.requestsFor('git/get-commit').map((r) => r.params.commit_sha)).toEqual([HEAD_SHA]);
    const trees = w.api.requestsFor('git/get-tree');
    expect(trees.map((r) => r.query.recursive ?? '')).toEqual(['', '', '', '1']); // root, agents, community; the folder
    expect(w.api.requestsFor('git/get-blob')).toHaveLength(0);
  });

  it('a folder over limits.agentBytes or limits.agentFiles fails agent-too-large, whatever the results claim', async () => {
    const many = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`${folder}/data/f${i}.txt`, 'x']));
    const { world: w } = await run({ defaultBranch: small, headTree: { [`${folder}/model.bin`]: 'w'.repeat(3000), ...many } });
    expect(w.conclusion()).toBe('failure');
    const messages = w
      .allAnnotations()
      .filter((a) => a.title === 'agent-too-large')
      .map((a) => String(a.message));
    expect(messages).toEqual([
      expect.stringMatching(/has 9 files and folders; the limit is 6 \(limits.agentFiles\)/),
      expect.stringMatching(/holds 3\.[0-9] KiB; the limit is 2 KiB \(limits.agentBytes\)/),
    ]);
  });

  it('a link out of the folder fails symlink-escapes (its text is read); a link inside it is fine', async () => {
    const escape = await run({
      headTree: {
        [`${folder}/notes.txt`]: { mode: '120000', bytes: '../../../.github/workflows/arena-report.yml' },
        [`${folder}/main.mjs`]: { mode: '120000', bytes: 'bot.mjs' },
      },
    });
    expect(escape.world.conclusion()).toBe('failure');
    expect(escape.world.allAnnotations().filter((a) => a.title === 'symlink-escapes')).toEqual([
      expect.objectContaining({ path: `${folder}/notes.txt`, annotation_level: 'failure' }),
    ]);
    expect(escape.world.api.requestsFor('git/get-blob')).toHaveLength(2);
    escape.world.api.assertConforming();
    await escape.world.close();
    world = undefined;

    const inside = await run({ headTree: { [`${folder}/main.mjs`]: { mode: '120000', bytes: 'bot.mjs' } } });
    expect(inside.world.conclusion()).toBe('success');
  });

  it('more symbolic links than the report reads: the gates count as not recomputed', async () => {
    const links = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`${folder}/l${i}`, { mode: '120000', bytes: 'bot.mjs' }]));
    const { world: w } = await run({ headTree: links });
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toMatch(/more than 20 symbolic links at the head commit/);
  });
});

describe('report mode: forks', () => {
  it('finds the PR by head owner:branch (the commit lookup knows nothing) and gives at best neutral, labelled unverified', async () => {
    const { world: w, result } = await run({ fork: true });
    expect(result.error).toBeUndefined();
    expect(w.api.requestsFor('repos/list-pull-requests-associated-with-commit')).toHaveLength(1);
    const list = w.api.requestsFor('pulls/list');
    expect(list).toHaveLength(1);
    expect(list[0]!.query).toMatchObject({ state: 'open', head: `${FORK_OWNER}:add-bot` });
    expect(w.conclusion()).toBe('neutral');
    expect((w.completion().output as Obj).title).toMatch(/unverified/);
    expect(w.summaryText()).toContain('**Unverified.**');
    expect(w.summaryText()).toContain('(unverified)');
    expect((w.api.requestsFor('checks/create')[0]!.body as Obj).head_sha).toBe(HEAD_SHA);
  });

  it('a fork may reach success only when arena.yml (default branch) sets evaluation.forkSuccess', async () => {
    const { world: w } = await run({
      fork: true,
      defaultBranch: { ...DEFAULT_DEFAULT_BRANCH, 'arena.yml': 'evaluation:\n  forkSuccess: true\n' },
    });
    expect(w.conclusion()).toBe('success');
    expect(w.summaryText()).toContain('**Unverified.**');
    expect(w.summaryText()).toContain('forkSuccess: true` lets them pass this check');
    expect(w.summaryText()).not.toContain('never raise it');
  });

  it('a fork’s failing results still lower the check to failure', async () => {
    const { world: w } = await run({ fork: true, results: resultsDocument({ conclusion: 'failure' }) });
    expect(w.conclusion()).toBe('failure');
  });

  it('results can never raise: failing gates with a passing artifact stay failure', async () => {
    const { world: w } = await run({
      fork: true,
      files: [...newAgentChange().files!, { filename: 'arena.yml', status: 'modified' }],
      results: resultsDocument({ conclusion: 'success' }),
    });
    expect(w.conclusion()).toBe('failure');
  });
});

describe('report mode: refusals (nothing posted, exit 1 with the reason)', () => {
  it('refuses a workflow_run of another workflow file', async () => {
    const { world: w, result } = await run({ path: '.github/workflows/evil.yml' });
    expect(result.error).toBeDefined();
    expect(result.error!.message).toMatch(/workflow_run.path is ".github\/workflows\/evil.yml", not .github\/workflows\/arena-pr.yml/);
    expect(w.api.requests).toHaveLength(0);
  });

  it('refuses a run that was not a pull_request run', async () => {
    const { world: w, result } = await run({ event: 'push' });
    expect(result.error!.message).toMatch(/workflow_run.event is "push", not "pull_request"/);
    expect(w.api.requests).toHaveLength(0);
  });

  it('refuses an event for another repository than GITHUB_REPOSITORY', async () => {
    world = await World.create({});
    const w = world;
    (w.event.repository as Obj).full_name = 'someone/else';
    const result = await w.runAction();
    expect(result.error!.message).toMatch(/not GITHUB_REPOSITORY/);
    expect(w.api.requests).toHaveLength(0);
  });
});

describe('report mode: PR identity', () => {
  it('0 matching PRs: the gates fail with a clear reason, the check is still posted', async () => {
    world = await World.create({});
    const w = world;
    // the only open PR of the branch comes from another head repository (someone else's fork)
    (w.pull.head as Obj).sha = 'e'.repeat(40);
    ((w.pull.head as Obj).repo as Obj).id = 424242;
    const result = await w.runAction();
    expect(result.error).toBeUndefined();
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toMatch(/gates not recomputed: no open pull request/);
  });

  it.each([false, true])(
    'a push after the evaluation (the PR’s head is already another commit; fork %s): "superseded", and failure while the gates of the evaluated commit are unknown',
    async (fork) => {
      world = await World.create({ fork });
      const w = world;
      (w.pull.head as Obj).sha = 'e'.repeat(40);
      const result = await w.runAction();
      expect(result.error).toBeUndefined();
      // superseded never gives more than the gates would: not recomputed → failure, with the reason
      expect(w.conclusion()).toBe('failure');
      expect((w.completion().output as Obj).title).toMatch(/superseded/);
      expect(w.summaryText()).toMatch(/has moved on to head eeeeeeeeeeee/);
      expect((w.api.requestsFor('checks/create')[0]!.body as Obj).head_sha).toBe(HEAD_SHA);
      expect(w.api.requestsFor('pulls/list-files')).toHaveLength(0);
    },
  );

  it('a PR with more files than GitHub’s compare lists (300) cannot be gated, in one request', async () => {
    const files = Array.from({ length: 3000 }, (_, i) => ({
      filename: `agents/community/mallory-bot/f${i}.txt`,
      status: 'added' as const,
    }));
    const { world: w } = await run({ files, head: newAgentChange().head! });
    expect(w.conclusion()).toBe('failure');
    expect(w.summaryText()).toMatch(/GitHub lists at most 300 files of a commit comparison/);
    expect(w.api.requestsFor('repos/compare-commits-with-basehead')).toHaveLength(1);
    expect(w.api.requestsFor('pulls/list-files')).toHaveLength(0);
  });
});
