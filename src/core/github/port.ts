// The GitHub port: the few REST operations Arena's privileged modes use, behind one small interface,
// so the logic that decides what to post is pure and testable. Implementations:
//   - src/adapters/github.ts   Octokit over GITHUB_API_URL (the real thing, and the mock server in tests)
//   - src/core/github/dry-run.ts   reads nothing, records what would be sent (`arena report --dry-run`)
//
// Shapes are the subset of GitHub's REST schemas Arena reads, named as GitHub names them. Every
// string in them that a PR author can influence (branch names, file names, logins, bodies) is
// attacker text: pass it on only through src/core/sanitize.ts.

export interface RepoRef {
  owner: string;
  repo: string;
}

export function repoSlug(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}

/** `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts` → artifacts[] */
export interface Artifact {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
  created_at: string | null;
  expires_at: string | null;
  /** `sha256:<hex>` for upload-artifact v4+; null before */
  digest?: string | null;
  workflow_run?: {
    id?: number;
    repository_id?: number;
    head_repository_id?: number;
    head_branch?: string;
    head_sha?: string;
  } | null;
}

export interface PullRequestRepo {
  id: number;
  full_name: string;
  owner: { login: string };
}

/** `pulls/get`, `pulls/list`, `repos/list-pull-requests-associated-with-commit` items */
export interface PullRequest {
  number: number;
  state: string;
  /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, FIRST_TIME_CONTRIBUTOR, FIRST_TIMER, NONE, MANNEQUIN */
  author_association: string;
  user: { login: string } | null;
  title?: string;
  html_url?: string;
  /** only on `pulls/get` */
  changed_files?: number;
  head: { sha: string; ref: string; repo: PullRequestRepo | null };
  base: { sha: string; ref: string; repo: PullRequestRepo };
}

/** `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` items */
export interface PullRequestFile {
  filename: string;
  /** added, removed, modified, renamed, copied, changed, unchanged */
  status: string;
  previous_filename?: string;
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_REQUEST_FILES_LIMIT = 3000;

/** GitHub's compare lists at most this many changed files, with no total: a list this long may be cut. */
export const COMPARE_FILES_LIMIT = 300;

/** A file read through the contents API at a ref, as data. */
export type RepoFile =
  | { kind: 'file'; path: string; text: string; size: number; sha: string }
  | { kind: 'missing'; path: string }
  /** a directory, a symlink, a submodule: anything that is not a regular file */
  | { kind: 'not-file'; path: string; type: string }
  | { kind: 'too-large'; path: string; size: number }
  /** not valid UTF-8 */
  | { kind: 'binary'; path: string; size: number };

export interface CommitAuthor {
  sha: string;
  /** the GitHub login linked to the commit's author; null when the email is not linked to an account */
  login: string | null;
}

export interface CheckRunInfo {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  html_url: string | null;
  app: { slug?: string; name?: string } | null;
}

export type CheckConclusion = 'success' | 'failure' | 'neutral';

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

/** `POST /repos/{owner}/{repo}/check-runs` body */
export interface CheckRunCreate {
  name: string;
  head_sha: string;
  external_id?: string;
  details_url?: string;
  status: 'in_progress' | 'completed';
  started_at?: string;
  conclusion?: CheckConclusion;
  completed_at?: string;
  output: CheckOutput;
}

/** `PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}` body */
export interface CheckRunUpdate {
  status?: 'in_progress' | 'completed';
  conclusion?: CheckConclusion;
  completed_at?: string;
  output?: CheckOutput;
}

export interface IssueComment {
  id: number;
  body?: string;
  user: { login: string; type?: string } | null;
}

export interface GitHubPort {
  /** every artifact of exactly this run (all pages), optionally filtered by name on the server */
  listRunArtifacts(repo: RepoRef, runId: number, name?: string): Promise<Artifact[]>;
  /**
   * The artifact's bytes: the API answers 302 to a storage URL, which is followed without the
   * token. Refuses (ArtifactTooLargeError) as soon as more than maxBytes arrive.
   */
  downloadArtifact(repo: RepoRef, artifactId: number, maxBytes: number): Promise<Uint8Array>;
  /** open and closed PRs whose commits include sha; empty for a commit only a fork has */
  listPullRequestsForCommit(repo: RepoRef, sha: string): Promise<PullRequest[]>;
  /** open PRs of this repository whose head is `owner:branch` */
  listOpenPullRequests(repo: RepoRef, head: string): Promise<PullRequest[]>;
  getPullRequest(repo: RepoRef, number: number): Promise<PullRequest>;
  /** every file of the PR, all pages; GitHub stops at PULL_REQUEST_FILES_LIMIT */
  listPullRequestFiles(repo: RepoRef, number: number): Promise<PullRequestFile[]>;
  /**
   * The files changed from the merge base of base and head to head (`GET /compare/{base}...{head}`),
   * of exactly that head commit, not of whatever the PR points at now; at most COMPARE_FILES_LIMIT.
   */
  listChangedFiles(repo: RepoRef, base: string, head: string): Promise<PullRequestFile[]>;
  /** one file at a ref through the contents API, with a size cap; never throws for 404 */
  getFile(repo: RepoRef, path: string, ref: string, maxBytes: number): Promise<RepoFile>;
  /** the oldest commit touching path on ref (last page of `GET /commits?path&sha`); null when none */
  oldestCommit(repo: RepoRef, path: string, ref: string): Promise<CommitAuthor | null>;
  /** every check run with this name on a commit (filter=all, all pages up to a cap) */
  listCheckRuns(repo: RepoRef, ref: string, name: string): Promise<CheckRunInfo[]>;
  /** the new check run; `app` is the slug of the app that owns it (github-actions for GITHUB_TOKEN) */
  createCheckRun(repo: RepoRef, body: CheckRunCreate): Promise<{ id: number; html_url?: string | null; app?: string }>;
  updateCheckRun(repo: RepoRef, id: number, body: CheckRunUpdate): Promise<void>;
  listIssueComments(repo: RepoRef, issueNumber: number): Promise<IssueComment[]>;
  createIssueComment(repo: RepoRef, issueNumber: number, body: string): Promise<{ id: number }>;
  updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<void>;
}

/** One entry of `GET /repos/{owner}/{repo}/git/trees/{tree_sha}`. */
export interface GitTreeEntry {
  path: string;
  /** 100644 file, 100755 executable, 040000 tree, 120000 symlink, 160000 submodule */
  mode: string;
  /** blob, tree or commit */
  type: string;
  sha: string;
  /** blobs only */
  size?: number;
}

export interface GitTree {
  sha: string;
  entries: GitTreeEntry[];
  /** GitHub cut a recursive listing short (over 100,000 entries or 7 MB) */
  truncated: boolean;
}

/** A file of `POST /repos/{owner}/{repo}/git/trees` (always a regular file here). */
export interface NewTreeFile {
  path: string;
  /** null removes the file at path */
  sha: string | null;
}

/**
 * The Git Data API, for writing without a checkout or `git push` (publish) and reading a commit's
 * folders as data (maintainer-evaluate). Implemented by OctokitGitHub.
 */
export interface GitDataPort {
  /** `GET /repos/{owner}/{repo}` → default_branch */
  getDefaultBranch(repo: RepoRef): Promise<string>;
  /** the commit a branch points at; null when there is no such branch */
  getBranchHead(repo: RepoRef, branch: string): Promise<string | null>;
  /** the root tree of a commit */
  getCommitTree(repo: RepoRef, commitSha: string): Promise<string>;
  getTree(repo: RepoRef, treeSha: string, recursive: boolean): Promise<GitTree>;
  /** a blob's bytes; refuses (GitHubApiError 413) when it holds more than maxBytes */
  getBlob(repo: RepoRef, blobSha: string, maxBytes: number): Promise<Uint8Array>;
  createBlob(repo: RepoRef, bytes: Uint8Array): Promise<string>;
  /** a tree made of baseTree plus these files (paths may be nested; GitHub makes the subtrees) */
  createTree(repo: RepoRef, baseTree: string, files: readonly NewTreeFile[]): Promise<string>;
  createCommit(repo: RepoRef, commit: { message: string; tree: string; parents: string[] }): Promise<string>;
  /** `POST /git/refs`; 422 when the branch exists already */
  createBranch(repo: RepoRef, branch: string, sha: string): Promise<void>;
  /** `PATCH /git/refs/heads/{branch}` as a fast-forward only; 422/409 when the branch moved */
  updateBranch(repo: RepoRef, branch: string, sha: string): Promise<void>;
}

/** An API call that answered with an error status (or could not be made). */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer */
    readonly status: number,
    readonly operation: string,
  ) {
    super(message);
  }
}

/** A read that this implementation cannot make (the dry run reads nothing). */
export class GitHubUnavailableError extends Error {
  override readonly name = 'GitHubUnavailableError';
  constructor(readonly read: string) {
    super(`not read (dry run): ${read}`);
  }
}

export class ArtifactTooLargeError extends Error {
  override readonly name = 'ArtifactTooLargeError';
  constructor(readonly limit: number) {
    super(`the artifact download is larger than ${limit} bytes`);
  }
}
