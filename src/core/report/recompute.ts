// Recompute the gates of a PR from the API and the default branch — never from the artifact
// (docs/security-model.md, "Trust boundaries"). Nothing is checked out or executed: the files the
// evaluated commit changes are listed by the API (compare base...head sha), its manifests and
// Dockerfiles are fetched at the head sha as text and parsed as data,
// each changed agent folder is listed from the head commit's tree (src/core/report/head-folder.ts),
// arena.yml, the tier roots and the base manifests come from the default branch, the author's
// association from the PR, and owners from the default branch's history.
import { posix } from 'node:path';
import type { ArenaConfig } from '../config.js';
import { DOCKERFILE_MAX_BYTES, checkDockerfile } from '../dockerfile.js';
import { normalizeRepoPath } from '../discovery.js';
import {
  computeGates,
  touchedAgents,
  type ChangedPath,
  type ChangeStatus,
  type GateAgent,
  type TouchedAgent,
  type TouchedPaths,
} from '../gates.js';
import { MANIFEST_FILE, relativePathProblem, validateManifestText } from '../manifest.js';
import type { Issue } from '../results.js';
import { hasUnsafeCharacters, sanitizeLine } from '../sanitize.js';
import { locate, type YamlSource } from '../yaml-source.js';
import type { WorkflowRunContext } from '../github/event.js';
import {
  GitHubApiError,
  GitHubUnavailableError,
  COMPARE_FILES_LIMIT,
  type GitHubPort,
  type PullRequest,
  type PullRequestFile,
  type RepoFile,
} from '../github/port.js';
import { choosePullRequest, headFilter, matchingPullRequests, movedPullRequest } from '../github/pull-request.js';
import { HeadTrees, type TreeReader } from './head-folder.js';
import { RequestBudgetExhausted } from '../github/budget.js';
import type { ChangedAgent, Finding, GateReport, PullRequestFacts } from './types.js';

/** Files of the default branch (the checked-out workspace in the action, --root in the CLI). */
export interface DefaultBranchFiles {
  read(path: string, maxBytes: number): Promise<RepoFile>;
}

/** Most agents one PR may touch before the report stops fetching (each costs API calls). */
export const MAX_AGENTS_PER_PR = 50;

export interface RecomputeInput {
  github: GitHubPort & TreeReader;
  defaultBranch: DefaultBranchFiles;
  run: WorkflowRunContext;
  /** arena.yml of the default branch, or why it could not be read */
  config: { ok: true; config: ArenaConfig } | { ok: false; reason: string };
}

class NotRecomputed extends Error {}

/** The PR's head moved past the evaluated commit before the report could read it. */
class Superseded extends NotRecomputed {
  constructor(readonly pull: PullRequest) {
    super(
      `pull request #${pull.number} has moved on to head ${pull.head.sha.slice(0, 12)}; the gates of the evaluated commit were not recomputed`,
    );
  }
}

function describeRead(error: unknown, what: string): string {
  if (error instanceof GitHubUnavailableError) return `${what}: not read (dry run)`;
  if (error instanceof RequestBudgetExhausted) return `${what}: ${error.message}`;
  if (error instanceof GitHubApiError)
    return `${what}: the API answered ${error.status || 'nothing'} (${sanitizeLine(error.message).slice(0, 200)})`;
  if (error instanceof NotRecomputed) return error.message;
  return `${what}: ${sanitizeLine(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
}

/** GitHub's pull request file statuses → the change statuses the gates use. */
export const PR_FILE_STATUS: Readonly<Record<string, ChangeStatus>> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'type-changed',
  unchanged: 'unknown',
};

function issueToFinding(issue: Issue, agent?: string): Finding {
  return {
    rule: issue.rule,
    severity: issue.severity,
    message: issue.message,
    path: issue.path,
    line: issue.line,
    column: issue.column,
    ...(agent ? { agent } : {}),
  };
}

/** Resolve the PR of the run: the commit's PRs first, then (forks) the open PRs of head owner:branch. */
async function resolvePullRequest(github: GitHubPort, run: WorkflowRunContext): Promise<PullRequest> {
  let byCommit: PullRequest[] = [];
  try {
    byCommit = matchingPullRequests(await github.listPullRequestsForCommit(run.repo, run.headSha), run);
  } catch (error) {
    if (!(error instanceof GitHubApiError || error instanceof GitHubUnavailableError)) throw error;
    // 404/409/422: the commit is unknown here (a fork's commit); fall through to the head filter
    // (a dry run lists that read as unavailable too).
  }
  let decision = choosePullRequest(byCommit, run);
  if (!decision.ok && byCommit.length === 0) {
    const open = await github.listOpenPullRequests(run.repo, headFilter(run));
    decision = choosePullRequest(open, run);
    // A push after the evaluation: the newer head gets its own check; this one is superseded.
    const moved = decision.ok ? undefined : movedPullRequest(open, run);
    if (moved) throw new Superseded(moved);
  }
  if (!decision.ok) throw new NotRecomputed(decision.reason);
  // The full PR (author association, file count), cross-checked again.
  const full = await github.getPullRequest(run.repo, decision.pull.number);
  const again = choosePullRequest([full], run);
  if (!again.ok && movedPullRequest([full], run)) throw new Superseded(full);
  if (!again.ok) throw new NotRecomputed(`pull request #${decision.pull.number} changed while it was read: ${again.reason}`);
  return full;
}

function toChanges(files: readonly PullRequestFile[], findings: Finding[]): ChangedPath[] {
  const changes: ChangedPath[] = [];
  for (const file of files) {
    const path = normalizeRepoPath(file.filename);
    const from = file.previous_filename !== undefined ? normalizeRepoPath(file.previous_filename) : undefined;
    if (path === undefined || (file.previous_filename !== undefined && from === undefined)) {
      findings.push({
        rule: 'bad-path',
        severity: 'error',
        message: `the pull request changes ${JSON.stringify(sanitizeLine(file.filename).slice(0, 200))}, which is not a plain repository path`,
      });
      continue;
    }
    for (const p of from !== undefined ? [from, path] : [path]) {
      if (hasUnsafeCharacters(p)) {
        findings.push({
          rule: 'bad-path',
          severity: 'error',
          message: `the path ${JSON.stringify(sanitizeLine(p).slice(0, 200))} holds control, bidi or invisible characters; rename it`,
        });
      }
    }
    changes.push({ status: PR_FILE_STATUS[file.status] ?? 'unknown', path, ...(from !== undefined ? { from } : {}) });
  }
  return changes;
}

function fileProblem(file: RepoFile, what: string, limit: number): string | undefined {
  switch (file.kind) {
    case 'too-large':
      return `${what} is ${file.size} bytes at the head commit; the limit is ${limit}`;
    case 'not-file':
      return `${what} is a ${file.type} at the head commit, not a regular file`;
    case 'binary':
      return `${what} is not UTF-8 text at the head commit`;
    default:
      return undefined;
  }
}

/**
 * The files the evaluated commit changes, from the commit itself (`compare/{PR base}...{head sha}`):
 * the PR's own file list follows its current head, which a flipped branch can point elsewhere
 * between the reads, pairing one commit's list with another's contents. Undefined (with the reason
 * in the report) when the list cannot be read or may be incomplete.
 */
async function listEvaluatedFiles(
  github: GitHubPort,
  run: WorkflowRunContext,
  pull: PullRequest,
  report: GateReport,
): Promise<PullRequestFile[] | undefined> {
  let files: PullRequestFile[];
  try {
    files = await github.listChangedFiles(run.repo, pull.base.sha, run.headSha);
  } catch (error) {
    report.notRecomputed.push(describeRead(error, `the files of commit ${run.headSha.slice(0, 12)} could not be listed`));
    return undefined;
  }
  // pulls/get was read at this head (resolvePullRequest), so its count is of this commit.
  report.fileCount = Math.max(files.length, pull.changed_files ?? 0);
  if (files.length >= COMPARE_FILES_LIMIT || (pull.changed_files ?? 0) > files.length) {
    report.notRecomputed.push(
      `pull request #${pull.number} changes ${report.fileCount} files; GitHub lists at most ${COMPARE_FILES_LIMIT} files of a commit comparison, so the gates cannot be sure to see them all. Split it into smaller pull requests`,
    );
    return undefined;
  }
  return files;
}

/** What the reads of the touched agents gather for the gates. */
interface AgentReads {
  headManifests: Map<string, string>;
  baseManifests: Map<string, string>;
  owners: Map<string, string | undefined>;
  baseAgents: Set<string>;
  details: Map<string, AgentDetail>;
  findings: Finding[];
  /** why an agent could not be read (the gates are then not recomputed) */
  unread: string[];
}

interface AgentDetail {
  entrypoint?: 'command' | 'docker';
  entrypointLine?: number;
}

/** What every read of one agent needs. */
interface AgentReadContext {
  input: RecomputeInput;
  config: ArenaConfig;
  headTrees: HeadTrees;
  reads: AgentReads;
}

function pullRequestFacts(pull: PullRequest): PullRequestFacts {
  return {
    number: pull.number,
    author: pull.user?.login ?? '',
    association: pull.author_association,
    headRef: pull.head.ref,
    ...(pull.html_url ? { htmlUrl: pull.html_url } : {}),
    ...(pull.title !== undefined ? { title: pull.title } : {}),
  };
}

/** The agents the changes touch, or undefined (with the reason in the report) when there are too many. */
function touchedAgentsOf(
  changes: readonly ChangedPath[],
  config: ArenaConfig,
  pull: PullRequest,
  report: GateReport,
): TouchedPaths | undefined {
  let touched;
  try {
    touched = touchedAgents(changes, config);
  } catch (error) {
    report.notRecomputed.push(describeRead(error, 'the changed paths could not be mapped to agents'));
    return undefined;
  }
  if (touched.agents.size > MAX_AGENTS_PER_PR) {
    report.notRecomputed.push(
      `pull request #${pull.number} touches ${touched.agents.size} agent folders; the report checks at most ${MAX_AGENTS_PER_PR} per pull request. Split it`,
    );
    return undefined;
  }
  return touched;
}

/** The agent on the default branch: its manifest, and (community) its owner from the folder's history. */
async function readBaseAgent(ctx: AgentReadContext, agent: TouchedAgent, manifestPath: string): Promise<void> {
  const { input, reads } = ctx;
  const base = await input.defaultBranch.read(manifestPath, ctx.config.limits.manifestBytes);
  if (base.kind === 'file') reads.baseManifests.set(agent.id, base.text);
  else if (base.kind !== 'missing') reads.baseAgents.add(agent.id);

  if (agent.tier === 'community') {
    const oldest = await input.github.oldestCommit(input.run.repo, agent.folder, input.run.defaultBranch);
    if (oldest) {
      reads.baseAgents.add(agent.id);
      reads.owners.set(agent.id, oldest.login ?? undefined);
    }
  }
}

/** Read one touched agent at both ends; a failed read lands in `unread`. */
async function readAgent(ctx: AgentReadContext, agent: TouchedAgent): Promise<void> {
  const { input, config, reads } = ctx;
  const { github, run } = input;
  const { findings } = reads;
  const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
  const manifestBytes = config.limits.manifestBytes;
  const detail: AgentDetail = {};
  reads.details.set(agent.id, detail);
  try {
    await readBaseAgent(ctx, agent, manifestPath);

    // The folder as discovery checks it (size, entries, names, links), from the head commit's tree
    // — first: a folder that is a symbolic link (agents/community/evil -> ../official/random) has
    // no agent.yml of its own, and must fail here instead of passing as "removed".
    const folder = await ctx.headTrees.check(agent.folder, config);
    if (folder.status === 'not-checked') reads.unread.push(folder.reason);
    else if (folder.status !== 'missing') for (const issue of folder.issues) findings.push(issueToFinding(issue, agent.id));
    if (folder.status === 'not-folder') {
      reads.headManifests.set(agent.id, '');
      return;
    }
    const head = await github.getFile(run.repo, manifestPath, run.headSha, manifestBytes);
    if (head.kind === 'missing') return;
    const problem = fileProblem(head, manifestPath, manifestBytes);
    if (problem || head.kind !== 'file') {
      reads.headManifests.set(agent.id, '');
      findings.push({
        rule: head.kind === 'too-large' ? 'manifest-too-large' : 'bad-path',
        severity: 'error',
        message: problem ?? `${manifestPath} could not be read`,
        path: manifestPath,
        line: 1,
        column: 1,
        agent: agent.id,
      });
      return;
    }
    reads.headManifests.set(agent.id, head.text);
    const check = validateManifestText(head.text, { path: manifestPath, tier: agent.tier, folderName: agent.name, config });
    for (const issue of check.issues) findings.push(issueToFinding(issue, agent.id));
    if (check.summary.entrypoint) detail.entrypoint = check.summary.entrypoint;
    if (check.source) detail.entrypointLine = locate(check.source, ['entrypoint'], 'key').line;
    await checkBuildDockerfile(ctx, agent, manifestPath, check.source);
  } catch (error) {
    reads.unread.push(describeRead(error, `${agent.id} could not be read`));
  }
}

/** The Dockerfile of a build entrypoint, fetched at the head sha and checked as text. */
async function checkBuildDockerfile(
  ctx: AgentReadContext,
  agent: TouchedAgent,
  manifestPath: string,
  source: YamlSource | undefined,
): Promise<void> {
  const { github, run } = ctx.input;
  const { findings } = ctx.reads;
  const value = source?.value as { entrypoint?: { type?: unknown; build?: unknown; dockerfile?: unknown } } | undefined;
  const ep = value && typeof value === 'object' ? value.entrypoint : undefined;
  if (!(ep && typeof ep === 'object' && ep.type === 'docker' && typeof ep.build === 'string')) return;
  const dockerfileRel = typeof ep.dockerfile === 'string' ? ep.dockerfile : 'Dockerfile';
  if (relativePathProblem(ep.build) || relativePathProblem(dockerfileRel)) return; // reported by the manifest check
  const context = posix.normalize(ep.build).replace(/\/+$/, '');
  const inside = posix.normalize(context === '.' ? dockerfileRel : `${context}/${dockerfileRel}`);
  if (inside === '..' || inside.startsWith('../') || inside.startsWith('/')) return;
  const dockerfilePath = `${agent.folder}/${inside}`;
  const at = source ? locate(source, ['entrypoint', ep.dockerfile !== undefined ? 'dockerfile' : 'build']) : { line: 1, column: 1 };
  const dockerfile = await github.getFile(run.repo, dockerfilePath, run.headSha, DOCKERFILE_MAX_BYTES);
  if (dockerfile.kind === 'file') {
    for (const issue of checkDockerfile(dockerfile.text, { path: dockerfilePath, baseImages: ctx.config.build.baseImages })) {
      findings.push(issueToFinding(issue, agent.id));
    }
  } else {
    findings.push({
      rule: 'missing-dockerfile',
      severity: 'error',
      message:
        dockerfile.kind === 'missing'
          ? `there is no Dockerfile at ${inside} in the agent folder at the head commit; add one${ep.dockerfile === undefined ? ' or set dockerfile:' : ''}`
          : fileProblem(dockerfile, dockerfilePath, DOCKERFILE_MAX_BYTES)!,
      path: manifestPath,
      ...at,
      agent: agent.id,
    });
  }
}

function toChangedAgent(a: GateAgent, detail: AgentDetail): ChangedAgent {
  return {
    id: a.id,
    tier: a.tier,
    folder: a.path,
    change: a.change,
    manifestPath: `${a.path}/${MANIFEST_FILE}`,
    ...(a.baseVersion !== undefined ? { baseVersion: a.baseVersion } : {}),
    ...(a.headVersion !== undefined ? { headVersion: a.headVersion } : {}),
    ...(a.owner !== undefined ? { owner: a.owner } : a.tier === 'community' && a.change !== 'added' ? { owner: null } : {}),
    ...(detail.entrypoint ? { entrypoint: detail.entrypoint } : {}),
    ...(detail.entrypointLine ? { entrypointLine: detail.entrypointLine } : {}),
  };
}

/** The gates from the reads: findings of the gates themselves, and the changed agents. */
function applyGates(report: GateReport, changes: ChangedPath[], facts: PullRequestFacts, config: ArenaConfig, reads: AgentReads): void {
  const { findings } = reads;
  const gates = computeGates({
    changes,
    author: { login: facts.author, association: facts.association },
    config,
    owners: reads.owners,
    baseManifests: reads.baseManifests,
    headManifests: reads.headManifests,
    baseAgents: reads.baseAgents,
  });
  for (const issue of gates.issues) findings.push(issueToFinding(issue));
  for (const [id, issues] of gates.agentIssues) for (const issue of issues) findings.push(issueToFinding(issue, id));
  report.agents = gates.agents.map((a) => toChangedAgent(a, reads.details.get(a.id) ?? {}));
}

export async function recomputeGates(input: RecomputeInput): Promise<GateReport> {
  const { github, run } = input;
  const report: GateReport = { recomputed: false, notRecomputed: [], fileCount: 0, agents: [], findings: [] };
  if (!input.config.ok) {
    report.notRecomputed.push(`arena.yml on the default branch could not be read: ${input.config.reason}`);
    return report;
  }
  const config = input.config.config;

  let pull: PullRequest;
  try {
    pull = await resolvePullRequest(github, run);
  } catch (error) {
    if (error instanceof Superseded) report.supersededBy = { number: error.pull.number, headSha: error.pull.head.sha };
    report.notRecomputed.push(describeRead(error, 'the pull request could not be resolved'));
    return report;
  }
  const facts = pullRequestFacts(pull);
  report.pull = facts;
  if (!facts.author) {
    report.notRecomputed.push(`pull request #${pull.number} has no author account`);
    return report;
  }

  const files = await listEvaluatedFiles(github, run, pull, report);
  if (!files) return report;

  const reads: AgentReads = {
    headManifests: new Map(),
    baseManifests: new Map(),
    owners: new Map(),
    baseAgents: new Set(),
    details: new Map(),
    findings: [],
    unread: [],
  };
  const changes = toChanges(files, reads.findings);
  const touched = touchedAgentsOf(changes, config, pull, report);
  if (!touched) return report;

  const ctx: AgentReadContext = { input, config, headTrees: new HeadTrees(github, run.repo, run.headSha), reads };
  for (const agent of touched.agents.values()) await readAgent(ctx, agent);
  if (reads.unread.length > 0) {
    report.notRecomputed.push(...reads.unread);
    report.findings = reads.findings;
    return report;
  }

  applyGates(report, changes, facts, config, reads);
  report.findings = reads.findings;
  report.recomputed = true;
  return report;
}
