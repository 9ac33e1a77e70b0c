// A GitHubPort that reads nothing and sends nothing: every read is listed as unavailable (and
// throws GitHubUnavailableError, so the caller treats what depended on it as not recomputed), every
// write is recorded exactly as it would be sent. `arena report --dry-run --json` prints the record.
import {
  GitHubUnavailableError,
  repoSlug,
  type CheckRunCreate,
  type CheckRunUpdate,
  type GitDataPort,
  type GitHubPort,
  type RepoRef,
} from './port.js';

export interface RecordedRequest {
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
}

/** Placeholder for ids only GitHub would assign (the check run id of the create request). */
export const CHECK_RUN_ID_PLACEHOLDER = '{check_run_id}';

export class DryRunGitHub implements GitHubPort, Pick<GitDataPort, 'getCommitTree' | 'getTree' | 'getBlob'> {
  readonly requests: RecordedRequest[] = [];
  readonly unavailable: string[] = [];
  private nextId = 1;

  private read(what: string): never {
    if (!this.unavailable.includes(what)) this.unavailable.push(what);
    throw new GitHubUnavailableError(what);
  }

  listRunArtifacts(repo: RepoRef, runId: number): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/actions/runs/${runId}/artifacts`));
  }
  downloadArtifact(repo: RepoRef, artifactId: number): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/actions/artifacts/${artifactId}/zip`));
  }
  listPullRequestsForCommit(repo: RepoRef, sha: string): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/commits/${sha}/pulls`));
  }
  listOpenPullRequests(repo: RepoRef, head: string): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/pulls?state=open&head=${encodeURIComponent(head)}`));
  }
  getPullRequest(repo: RepoRef, number: number): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/pulls/${number}`));
  }
  listPullRequestFiles(repo: RepoRef, number: number): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/pulls/${number}/files`));
  }
  listChangedFiles(repo: RepoRef, base: string, head: string): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/compare/${base}...${head}`));
  }
  getFile(repo: RepoRef, path: string, ref: string): Promise<never> {
    return Promise.resolve().then(() =>
      this.read(`GET /repos/${repoSlug(repo)}/contents/${encodeURI(path)}?ref=${encodeURIComponent(ref)}`),
    );
  }
  oldestCommit(repo: RepoRef, path: string, ref: string): Promise<never> {
    return Promise.resolve().then(() =>
      this.read(`GET /repos/${repoSlug(repo)}/commits?path=${encodeURIComponent(path)}&sha=${encodeURIComponent(ref)}`),
    );
  }
  listCheckRuns(repo: RepoRef, ref: string, name: string): Promise<never> {
    return Promise.resolve().then(() =>
      this.read(`GET /repos/${repoSlug(repo)}/commits/${ref}/check-runs?check_name=${encodeURIComponent(name)}&filter=all`),
    );
  }
  getCommitTree(repo: RepoRef, commitSha: string): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/git/commits/${commitSha}`));
  }
  getTree(repo: RepoRef, treeSha: string, recursive: boolean): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/git/trees/${treeSha}${recursive ? '?recursive=1' : ''}`));
  }
  getBlob(repo: RepoRef, blobSha: string): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/git/blobs/${blobSha}`));
  }
  listIssueComments(repo: RepoRef, issueNumber: number): Promise<never> {
    return Promise.resolve().then(() => this.read(`GET /repos/${repoSlug(repo)}/issues/${issueNumber}/comments`));
  }

  async createCheckRun(repo: RepoRef, body: CheckRunCreate): Promise<{ id: number }> {
    this.requests.push({ method: 'POST', path: `/repos/${repoSlug(repo)}/check-runs`, body });
    return { id: this.nextId++ };
  }
  async updateCheckRun(repo: RepoRef, _id: number, body: CheckRunUpdate): Promise<void> {
    this.requests.push({ method: 'PATCH', path: `/repos/${repoSlug(repo)}/check-runs/${CHECK_RUN_ID_PLACEHOLDER}`, body });
  }
  async createIssueComment(repo: RepoRef, issueNumber: number, body: string): Promise<{ id: number }> {
    this.requests.push({ method: 'POST', path: `/repos/${repoSlug(repo)}/issues/${issueNumber}/comments`, body: { body } });
    return { id: this.nextId++ };
  }
  async updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<void> {
    this.requests.push({ method: 'PATCH', path: `/repos/${repoSlug(repo)}/issues/comments/${commentId}`, body: { body } });
  }
}
