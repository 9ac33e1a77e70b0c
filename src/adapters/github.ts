// GitHubPort over Octokit (@actions/github's getOctokit, pointed at GITHUB_API_URL). The only place
// Arena talks to the GitHub REST API. Pagination has page caps so hostile data cannot keep a job
// busy; the artifact download follows GitHub's 302 itself, without the token, with a byte cap.
// Every REST request of a privileged run is counted against its RequestBudget here, in one place.
import { getOctokit } from '@actions/github';
import type { RequestBudget } from '../core/github/budget.js';
import {
  ArtifactTooLargeError,
  GitHubApiError,
  PULL_REQUEST_FILES_LIMIT,
  type Artifact,
  type CheckRunCreate,
  type CheckRunInfo,
  type CheckRunUpdate,
  type CommitAuthor,
  type GitDataPort,
  type GitHubPort,
  type GitTree,
  type IssueComment,
  type NewTreeFile,
  type PullRequest,
  type PullRequestFile,
  type RepoFile,
  type RepoRef,
} from '../core/github/port.js';

export const DEFAULT_API_URL = 'https://api.github.com';

type Octokit = ReturnType<typeof getOctokit>;

export interface OctokitGitHubOptions {
  token: string;
  /** GITHUB_API_URL; default https://api.github.com */
  apiUrl?: string;
  userAgent?: string;
  /** the run's request budget: every request counts; past it, requests fail with RequestBudgetExhausted */
  budget?: RequestBudget;
}

/** POST /check-runs and PATCH /check-runs/{id}: they draw on the budget's reserve. */
function isCheckRunWrite(method: string, url: string): boolean {
  return (method === 'POST' || method === 'PATCH') && /\/check-runs(\/(\{check_run_id\}|\d+))?$/.test(url.split('?')[0]!);
}

const PER_PAGE = 100;

function wrap(operation: string, error: unknown): never {
  if (error instanceof GitHubApiError || error instanceof ArtifactTooLargeError) throw error;
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const message = error instanceof Error ? error.message : String(error);
  throw new GitHubApiError(`${operation}: ${message.split('\n')[0]?.slice(0, 300) ?? 'failed'}`, status, operation);
}

function lastPageFromLink(link: string | undefined): number | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="last"/.exec(part);
    if (!m) continue;
    try {
      const page = Number(new URL(m[1]!).searchParams.get('page'));
      return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Read a response body with a byte cap, aborting as soon as it is exceeded. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ArtifactTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ArtifactTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export class OctokitGitHub implements GitHubPort, GitDataPort {
  private readonly octokit: Octokit;
  private readonly apiUrl: URL;
  /** blobs read in this run, by sha (a blob's bytes never change): one shared by many links is fetched once */
  private readonly blobs = new Map<string, Uint8Array>();

  constructor(options: OctokitGitHubOptions) {
    const apiUrl = (options.apiUrl || DEFAULT_API_URL).replace(/\/+$/, '');
    this.apiUrl = new URL(apiUrl);
    this.octokit = getOctokit(options.token, {
      baseUrl: apiUrl,
      userAgent: options.userAgent ?? 'arena-report',
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    });
    const budget = options.budget;
    if (budget) {
      // Every request, pages of a listing included, passes this hook before it is sent.
      this.octokit.hook.before('request', (request) => {
        const method = String(request.method ?? 'GET').toUpperCase();
        const url = String(request.url ?? '');
        budget.take(`${method} ${url.split('?')[0]}`, isCheckRunWrite(method, url));
      });
    }
  }

  /** All pages of a list route, at most maxPages of 100. */
  private async pages<T>(operation: string, route: string, params: Record<string, unknown>, maxPages: number): Promise<T[]> {
    const out: T[] = [];
    try {
      let page = 0;
      for await (const response of this.octokit.paginate.iterator(route, { ...params, per_page: PER_PAGE })) {
        out.push(...(response.data as T[]));
        page += 1;
        if (page >= maxPages) break;
      }
    } catch (error) {
      wrap(operation, error);
    }
    return out;
  }

  async listRunArtifacts(repo: RepoRef, runId: number, name?: string): Promise<Artifact[]> {
    return this.pages<Artifact>(
      'list run artifacts',
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
      { ...repo, run_id: runId, ...(name !== undefined ? { name } : {}) },
      10,
    );
  }

  async downloadArtifact(repo: RepoRef, artifactId: number, maxBytes: number): Promise<Uint8Array> {
    let location: string | undefined;
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
        ...repo,
        artifact_id: artifactId,
        archive_format: 'zip',
        request: { redirect: 'manual', parseSuccessResponseBody: false },
      });
      const status = response.status as number;
      if (status < 300 || status >= 400)
        throw new GitHubApiError(`download artifact: expected a redirect, got HTTP ${status}`, status, 'download artifact');
      location = (response.headers as Record<string, string | undefined>).location;
    } catch (error) {
      wrap('download artifact', error);
    }
    if (!location) throw new GitHubApiError('download artifact: the redirect has no Location', 0, 'download artifact');
    // The storage URL is signed; the token must not go there, so this is a plain request.
    let target: URL;
    try {
      target = new URL(location, this.apiUrl);
    } catch {
      throw new GitHubApiError('download artifact: the redirect Location is not a URL', 0, 'download artifact');
    }
    const allowed = target.protocol === 'https:' || (target.protocol === 'http:' && this.apiUrl.protocol === 'http:');
    if (!allowed)
      throw new GitHubApiError(`download artifact: refusing to follow a redirect to ${target.protocol}`, 0, 'download artifact');
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: 'error',
        headers: { accept: 'application/octet-stream, application/zip, application/json' },
      });
    } catch (error) {
      throw new GitHubApiError(`download artifact: ${(error as Error).message}`, 0, 'download artifact');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GitHubApiError(`download artifact: storage answered HTTP ${response.status}`, response.status, 'download artifact');
    }
    return readCapped(response, maxBytes);
  }

  async listPullRequestsForCommit(repo: RepoRef, sha: string): Promise<PullRequest[]> {
    return this.pages<PullRequest>(
      'list pull requests of a commit',
      'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
      { ...repo, commit_sha: sha },
      3,
    );
  }

  async listOpenPullRequests(repo: RepoRef, head: string): Promise<PullRequest[]> {
    return this.pages<PullRequest>('list open pull requests', 'GET /repos/{owner}/{repo}/pulls', { ...repo, state: 'open', head }, 3);
  }

  async getPullRequest(repo: RepoRef, number: number): Promise<PullRequest> {
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
      return response.data as unknown as PullRequest;
    } catch (error) {
      wrap('get pull request', error);
    }
  }

  async listPullRequestFiles(repo: RepoRef, number: number): Promise<PullRequestFile[]> {
    return this.pages<PullRequestFile>(
      'list pull request files',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      { ...repo, pull_number: number },
      PULL_REQUEST_FILES_LIMIT / PER_PAGE,
    );
  }

  async listChangedFiles(repo: RepoRef, base: string, head: string): Promise<PullRequestFile[]> {
    try {
      // With a page parameter the commits are paged (one here) and the files, at most 300 for the
      // whole comparison, come on the first page.
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
        ...repo,
        basehead: `${base}...${head}`,
        per_page: 1,
        page: 1,
      });
      return (response.data.files ?? []).map((f) => ({
        filename: f.filename,
        status: f.status,
        ...(typeof f.previous_filename === 'string' ? { previous_filename: f.previous_filename } : {}),
      }));
    } catch (error) {
      wrap('compare commits', error);
    }
  }

  async getFile(repo: RepoRef, path: string, ref: string, maxBytes: number): Promise<RepoFile> {
    let data: unknown;
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { ...repo, path, ref });
      data = response.data;
    } catch (error) {
      if ((error as { status?: unknown })?.status === 404) return { kind: 'missing', path };
      wrap('get file', error);
    }
    if (Array.isArray(data)) return { kind: 'not-file', path, type: 'dir' };
    const item = data as { type?: string; path?: string; size?: number; content?: string; encoding?: string; sha?: string };
    if (item.type !== 'file') return { kind: 'not-file', path, type: String(item.type ?? 'unknown') };
    // A symlink whose target is a file is answered with the target: its path is not the one asked for.
    if (item.path !== path) return { kind: 'not-file', path, type: 'symlink' };
    const size = Number(item.size ?? 0);
    if (size > maxBytes) return { kind: 'too-large', path, size };
    if (item.encoding !== 'base64' || typeof item.content !== 'string') return { kind: 'too-large', path, size };
    const bytes = Buffer.from(item.content, 'base64');
    if (bytes.length > maxBytes) return { kind: 'too-large', path, size: bytes.length };
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { kind: 'binary', path, size: bytes.length };
    }
    return { kind: 'file', path, text, size: bytes.length, sha: String(item.sha ?? '') };
  }

  async oldestCommit(repo: RepoRef, path: string, ref: string): Promise<CommitAuthor | null> {
    type Commit = { sha: string; author: { login?: string } | null };
    try {
      const first = await this.octokit.request('GET /repos/{owner}/{repo}/commits', { ...repo, path, sha: ref, per_page: PER_PAGE });
      let commits = first.data as unknown as Commit[];
      const last = lastPageFromLink((first.headers as Record<string, string | undefined>).link);
      if (last !== undefined && last > 1) {
        const page = await this.octokit.request('GET /repos/{owner}/{repo}/commits', {
          ...repo,
          path,
          sha: ref,
          per_page: PER_PAGE,
          page: last,
        });
        commits = page.data as unknown as Commit[];
      }
      const oldest = commits[commits.length - 1];
      if (!oldest) return null;
      return { sha: oldest.sha, login: oldest.author?.login ?? null };
    } catch (error) {
      // 409: empty repository; 404: the branch is unknown. Both mean: no history for this path.
      const status = (error as { status?: unknown })?.status;
      if (status === 409) return null;
      wrap('list commits', error);
    }
  }

  async listCheckRuns(repo: RepoRef, ref: string, name: string): Promise<CheckRunInfo[]> {
    return this.pages<CheckRunInfo>(
      'list check runs',
      'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
      // filter=all: the default (latest) keeps only the newest run per name and app, so once our
      // own check exists a same-named decoy of the fork's job could drop out of the list.
      { ...repo, ref, check_name: name, filter: 'all' },
      5,
    );
  }

  async createCheckRun(repo: RepoRef, body: CheckRunCreate): Promise<{ id: number; html_url?: string | null; app?: string }> {
    try {
      const response = await this.octokit.request('POST /repos/{owner}/{repo}/check-runs', { ...repo, ...body });
      const app = response.data.app?.slug;
      return { id: Number(response.data.id), html_url: response.data.html_url, ...(typeof app === 'string' ? { app } : {}) };
    } catch (error) {
      wrap('create check run', error);
    }
  }

  async updateCheckRun(repo: RepoRef, id: number, body: CheckRunUpdate): Promise<void> {
    try {
      await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', { ...repo, check_run_id: id, ...body });
    } catch (error) {
      wrap('update check run', error);
    }
  }

  async listIssueComments(repo: RepoRef, issueNumber: number): Promise<IssueComment[]> {
    return this.pages<IssueComment>(
      'list comments',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      { ...repo, issue_number: issueNumber },
      10,
    );
  }

  async createIssueComment(repo: RepoRef, issueNumber: number, body: string): Promise<{ id: number }> {
    try {
      const response = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: issueNumber,
        body,
      });
      return { id: Number(response.data.id) };
    } catch (error) {
      wrap('create comment', error);
    }
  }

  async updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<void> {
    try {
      await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { ...repo, comment_id: commentId, body });
    } catch (error) {
      wrap('update comment', error);
    }
  }

  // ---- Git Data API (publish, maintainer-evaluate) ----

  async getDefaultBranch(repo: RepoRef): Promise<string> {
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}', { ...repo });
      return String(response.data.default_branch);
    } catch (error) {
      wrap('get repository', error);
    }
  }

  async getBranchHead(repo: RepoRef, branch: string): Promise<string | null> {
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { ...repo, ref: `heads/${branch}` });
      const object = response.data.object as { sha?: string; type?: string };
      if (object.type !== 'commit') throw new GitHubApiError(`get ref: heads/${branch} points at a ${String(object.type)}`, 0, 'get ref');
      return String(object.sha);
    } catch (error) {
      if ((error as { status?: unknown })?.status === 404) return null;
      wrap('get ref', error);
    }
  }

  async getCommitTree(repo: RepoRef, commitSha: string): Promise<string> {
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { ...repo, commit_sha: commitSha });
      return String(response.data.tree.sha);
    } catch (error) {
      wrap('get commit', error);
    }
  }

  async getTree(repo: RepoRef, treeSha: string, recursive: boolean): Promise<GitTree> {
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', {
        ...repo,
        tree_sha: treeSha,
        ...(recursive ? { recursive: '1' } : {}),
      });
      const data = response.data as { sha: string; truncated: boolean; tree: Array<Record<string, unknown>> };
      return {
        sha: String(data.sha),
        truncated: data.truncated === true,
        entries: data.tree.map((e) => ({
          path: String(e.path ?? ''),
          mode: String(e.mode ?? ''),
          type: String(e.type ?? ''),
          sha: String(e.sha ?? ''),
          ...(typeof e.size === 'number' ? { size: e.size } : {}),
        })),
      };
    } catch (error) {
      wrap('get tree', error);
    }
  }

  async getBlob(repo: RepoRef, blobSha: string, maxBytes: number): Promise<Uint8Array> {
    const cached = this.blobs.get(blobSha);
    if (cached && cached.byteLength <= maxBytes) return cached;
    const bytes = await this.fetchBlob(repo, blobSha, maxBytes);
    this.blobs.set(blobSha, bytes);
    return bytes;
  }

  private async fetchBlob(repo: RepoRef, blobSha: string, maxBytes: number): Promise<Uint8Array> {
    let data: { size?: number | null; content?: string; encoding?: string };
    try {
      const response = await this.octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', { ...repo, file_sha: blobSha });
      data = response.data as typeof data;
    } catch (error) {
      wrap('get blob', error);
    }
    const tooLarge = () => new GitHubApiError(`get blob: blob ${blobSha.slice(0, 12)} is larger than ${maxBytes} bytes`, 413, 'get blob');
    if (typeof data.size === 'number' && data.size > maxBytes) throw tooLarge();
    if (typeof data.content !== 'string') throw new GitHubApiError('get blob: the answer has no content', 0, 'get blob');
    // base64 is 4 characters for 3 bytes (plus line breaks): refuse before decoding a huge string.
    if (data.content.length > Math.ceil(maxBytes / 3) * 4 + data.content.length / 60 + 8) throw tooLarge();
    const bytes = data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
    if (bytes.length > maxBytes) throw tooLarge();
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async createBlob(repo: RepoRef, bytes: Uint8Array): Promise<string> {
    try {
      const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/blobs', {
        ...repo,
        content: Buffer.from(bytes).toString('base64'),
        encoding: 'base64',
      });
      return String(response.data.sha);
    } catch (error) {
      wrap('create blob', error);
    }
  }

  async createTree(repo: RepoRef, baseTree: string, files: readonly NewTreeFile[]): Promise<string> {
    try {
      const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/trees', {
        ...repo,
        base_tree: baseTree,
        tree: files.map((f) => ({ path: f.path, mode: '100644' as const, type: 'blob' as const, sha: f.sha })),
      });
      return String(response.data.sha);
    } catch (error) {
      wrap('create tree', error);
    }
  }

  async createCommit(repo: RepoRef, commit: { message: string; tree: string; parents: string[] }): Promise<string> {
    try {
      const response = await this.octokit.request('POST /repos/{owner}/{repo}/git/commits', { ...repo, ...commit });
      return String(response.data.sha);
    } catch (error) {
      wrap('create commit', error);
    }
  }

  async createBranch(repo: RepoRef, branch: string, sha: string): Promise<void> {
    try {
      await this.octokit.request('POST /repos/{owner}/{repo}/git/refs', { ...repo, ref: `refs/heads/${branch}`, sha });
    } catch (error) {
      wrap('create ref', error);
    }
  }

  async updateBranch(repo: RepoRef, branch: string, sha: string): Promise<void> {
    try {
      await this.octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ...repo, ref: `heads/${branch}`, sha, force: false });
    } catch (error) {
      wrap('update ref', error);
    }
  }
}
