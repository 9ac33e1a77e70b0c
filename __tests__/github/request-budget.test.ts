// The request budget at the adapter: the real Octokit client (OctokitGitHub) against the
// OpenAPI-checking GitHub mock. Counted requests, the reserve for check-run writes, the blob cache
// by sha, and the per-PR file allowance of maintainer-evaluate's folder fetch.
import { afterEach, describe, expect, it } from '@jest/globals';
import { OctokitGitHub } from '../../src/adapters/github.js';
import { RequestBudget, RequestBudgetExhausted } from '../../src/core/github/budget.js';
import { MAX_FILES_FETCHED_PER_PR, fetchAgentFolder, pullRequestFolderLimits } from '../../src/core/publish/agent-folders.js';
import { GitHubApiMock } from '../helpers/github-api.js';
import { GitStore } from '../publish/git-store.js';

const repo = { owner: 'octo-org', repo: 'octo-repo' };
let api: GitHubApiMock | undefined;

afterEach(async () => {
  if (!api) return;
  const a = api;
  api = undefined;
  try {
    a.assertConforming();
  } finally {
    await a.close();
  }
});

async function served(files: Record<string, string>): Promise<{ api: GitHubApiMock; store: GitStore; root: string }> {
  api = await GitHubApiMock.start();
  const store = new GitStore(repo.owner, repo.repo);
  const root = store.treeFromFiles(files);
  store.serve(api);
  api.on('checks/create', () => ({ status: 201, body: api!.example('checks/create') }));
  return { api, store, root };
}

const check = { name: 'Arena', head_sha: 'a'.repeat(40), status: 'in_progress' as const, output: { title: 't', summary: 's' } };

describe('the request budget at the adapter', () => {
  it('fails closed past the limit without sending; check-run writes still have their reserve', async () => {
    const { api, root } = await served({ 'a.txt': 'x' });
    const github = new OctokitGitHub({ token: 't', apiUrl: api.url, budget: new RequestBudget(5, 2) });
    for (let i = 0; i < 3; i++) await github.getTree(repo, root, false);
    await expect(github.getTree(repo, root, false)).rejects.toBeInstanceOf(RequestBudgetExhausted);
    await expect(github.getTree(repo, root, false)).rejects.toThrow(/request budget exhausted: this run may make 5/);
    await github.createCheckRun(repo, check);
    await github.createCheckRun(repo, check);
    await expect(github.createCheckRun(repo, check)).rejects.toBeInstanceOf(RequestBudgetExhausted);
    expect(api.requests).toHaveLength(5);
  });

  it('counts every page of a listing', async () => {
    api = await GitHubApiMock.start();
    const mock = api;
    const example = (mock.example('issues/list-comments') as object[])[0]!;
    mock.on('issues/list-comments', (req) => {
      const page = Number(req.query.page ?? 1);
      const next = `<${mock.url}${req.path}?per_page=100&page=${page + 1}>; rel="next"`;
      return { body: Array.from({ length: 100 }, () => example), headers: { link: next } };
    });
    const github = new OctokitGitHub({ token: 't', apiUrl: mock.url, budget: new RequestBudget(4) });
    await expect(github.listIssueComments(repo, 1)).rejects.toBeInstanceOf(RequestBudgetExhausted);
    expect(mock.requests).toHaveLength(4);
  });

  it('a blob is fetched once per run, however many times it is read', async () => {
    const { api, store } = await served({});
    const sha = store.blob('target');
    const github = new OctokitGitHub({ token: 't', apiUrl: api.url, budget: new RequestBudget(10) });
    for (let i = 0; i < 50; i++) expect(Buffer.from(await github.getBlob(repo, sha, 4096)).toString()).toBe('target');
    expect(api.requestsFor('git/get-blob')).toHaveLength(1);
  });
});

describe('the files one maintainer run fetches per pull request', () => {
  it(`agents together past ${MAX_FILES_FETCHED_PER_PR} files: the one that does not fit is rejected before any of its files is fetched`, async () => {
    const files: Record<string, string> = {};
    const per = 150;
    for (const name of ['a', 'b', 'c']) for (let i = 0; i < per; i++) files[`agents/community/${name}/f${i}.txt`] = `${name} ${i}`;
    const { api, root } = await served(files);
    const github = new OctokitGitHub({ token: 't', apiUrl: api.url });
    const limits = pullRequestFolderLimits({ agentFiles: 2000, agentBytes: 50 * 1024 * 1024 });
    expect((await fetchAgentFolder(github, repo, root, 'agents/community/a', limits)).status).toBe('fetched');
    expect((await fetchAgentFolder(github, repo, root, 'agents/community/b', limits)).status).toBe('fetched');
    const blobsBefore = api.requestsFor('git/get-blob').length;
    const third = await fetchAgentFolder(github, repo, root, 'agents/community/c', limits);
    expect(third.status).toBe('rejected');
    expect(third.status === 'rejected' && third.issue.message).toMatch(/at most 400 files per pull request \(100 left/);
    expect(api.requestsFor('git/get-blob')).toHaveLength(blobsBefore);
    expect(blobsBefore).toBe(2 * per);
  });
});
