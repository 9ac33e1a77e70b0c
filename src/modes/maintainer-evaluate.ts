// Action mode `maintainer-evaluate`: the first job of arena-maintainer.yml — an authoritative
// evaluation of one pull request (docs/architecture.md, "What each mode does"). The default branch is checked out at the
// workspace root: its action code, arena.yml and official agents are what runs. With a read
// token the PR is resolved ONCE to its head sha (validated; output `head-sha`), its files are
// listed, and only its changed community agent folders are fetched at that sha through the Git
// Data API as data (src/core/publish/agent-folders.ts) into a fresh folder under RUNNER_TEMP —
// only if that sha is the head-sha input (the commit the maintainer reviewed), at the start and
// again at the end of the run —
// never the workspace, no symlinks. They are evaluated by the PR pipeline (src/flows/evaluation.ts)
// against the default branch's official agents, community agents always in DockerRunner. Changed
// official agents and trusted paths are not played from the PR: the gates report them.
import { cp, lstat, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { actionLeaderboard } from '../adapters/leaderboard-source.js';
import { writeFileAtomic } from '../adapters/facts-file.js';
import { DEFAULT_API_URL, OctokitGitHub } from '../adapters/github.js';
import type { ArenaConfig } from '../core/config.js';
import { normalizeRepoPath } from '../core/discovery.js';
import { UserError } from '../core/errors.js';
import { evaluationGates } from '../core/evaluate/plan.js';
import { touchedAgents, type ChangedPath, type ChangeStatus, type GateInput, type TouchedAgent, type TouchedPaths } from '../core/gates.js';
import { PR_FILE_STATUS } from '../core/report/recompute.js';
import { PULL_REQUEST_FILES_LIMIT, type PullRequest, type PullRequestFile, type RepoRef } from '../core/github/port.js';
import { MANIFEST_FILE, manifestVersion } from '../core/manifest.js';
import { issue } from '../core/issues.js';
import { fetchAgentFolder, pullRequestFolderLimits, type FetchedFile, type FolderLimits } from '../core/publish/agent-folders.js';
import { SHA_PATTERN } from '../core/publish/maintainer-check.js';
import { repoFromEnv } from '../core/publish/repository.js';
import { AgentIdSchema, RESULTS_CAPS, serializeResults, type AgentResult, type Issue, type Results } from '../core/results.js';
import { hasUnsafeCharacters, sanitizeLine, sanitizeMarkdown, truncate } from '../core/sanitize.js';
import { runEvaluation, type ChangeContext, type EvaluationOutcome } from '../flows/evaluation.js';
import { apiFailure } from '../core/github/api-failure.js';
import { RequestBudget } from '../core/github/budget.js';

/** Most agent folders one maintainer run fetches (each costs API calls). */
export const MAX_FETCHED_AGENTS = 50;

export interface MaintainerEvaluateOptions {
  /** extra labels on containers and images (tests) */
  dockerLabels?: Readonly<Record<string, string>>;
}

/** The PR's files as changed paths; names that are not plain repository paths become bad-path findings. */
export function pullRequestChanges(files: readonly PullRequestFile[]): { changes: ChangedPath[]; issues: Issue[] } {
  const changes: ChangedPath[] = [];
  const issues: Issue[] = [];
  for (const file of files) {
    const path = normalizeRepoPath(file.filename);
    const from = file.previous_filename !== undefined ? normalizeRepoPath(file.previous_filename) : undefined;
    const shown = JSON.stringify(sanitizeLine(truncate(file.filename, 200)));
    if (path === undefined || path !== file.filename || (file.previous_filename !== undefined && from === undefined)) {
      issues.push(issue('.', 'bad-path', `the pull request changes ${shown}, which is not a plain repository path`));
      continue;
    }
    if (hasUnsafeCharacters(path) || (from !== undefined && hasUnsafeCharacters(from))) {
      issues.push(issue('.', 'bad-path', `the path ${shown} holds control, bidi or invisible characters; rename it`));
      continue;
    }
    changes.push({ status: PR_FILE_STATUS[file.status] ?? 'unknown', path, ...(from !== undefined ? { from } : {}) });
  }
  return { changes, issues };
}

/** A file of the default branch checkout, as text, if it is a regular file within the cap. */
async function workspaceText(workspace: string, path: string, maxBytes: number): Promise<string | undefined> {
  const full = join(workspace, path);
  const info = await lstat(full).catch(() => undefined);
  if (!info?.isFile() || info.size > maxBytes) return undefined;
  const handle = await open(full, 'r');
  try {
    const buffer = Buffer.alloc(info.size);
    await handle.read(buffer, 0, info.size, 0);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Write fetched files under dataRoot/folder: fresh files only, never outside the folder, no links. */
async function writeFolder(dataRoot: string, folder: string, files: readonly FetchedFile[]): Promise<void> {
  const base = resolve(dataRoot, folder);
  await mkdir(base, { recursive: true });
  for (const file of files) {
    const target = resolve(base, file.path);
    if (!target.startsWith(base + sep)) throw new UserError(`refusing to write ${sanitizeLine(file.path)} outside ${sanitizeLine(folder)}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.bytes, { flag: 'wx', mode: file.executable ? 0o755 : 0o644 });
  }
}

/** The default branch's official agents, copied into the data root (they run from there). No links. */
async function copyOfficialAgents(workspace: string, dataRoot: string, config: ArenaConfig): Promise<void> {
  const from = join(workspace, config.agents.official);
  if (!(await lstat(from).catch(() => undefined))?.isDirectory()) return;
  await cp(from, join(dataRoot, config.agents.official), {
    recursive: true,
    filter: async (source) => !(await lstat(source)).isSymbolicLink(),
  });
}

/** The changed paths that lie in the played community folders, renames split (so no other agent counts as touched). */
function playedChanges(changes: readonly ChangedPath[], config: ArenaConfig, played: ReadonlySet<string>): ChangedPath[] {
  const out: ChangedPath[] = [];
  for (const change of changes) {
    const sides: Array<[string, ChangeStatus]> =
      change.from !== undefined
        ? [
            [change.from, 'deleted'],
            [change.path, 'added'],
          ]
        : [[change.path, change.status]];
    for (const [path, status] of sides) {
      const touched = touchedAgents([{ status, path }], config);
      const ids = [...touched.agents.keys()];
      if (ids.length === 1 && played.has(ids[0]!)) out.push({ status, path });
    }
  }
  return out;
}

function lowest(a: Results['verdict']['conclusion'], b: Results['verdict']['conclusion']): Results['verdict']['conclusion'] {
  const rank = { failure: 0, neutral: 1, success: 2 } as const;
  return rank[a] <= rank[b] ? a : b;
}

function movedOn(prNumber: number, head: string, reviewed: string): UserError {
  return new UserError(
    `pull request #${prNumber} is at head ${sanitizeLine(head).slice(0, 40)}, not the reviewed ${reviewed}; nothing is reported`,
    'review the new head commit, then dispatch the maintainer run again with its sha as head-sha',
  );
}

export async function maintainerEvaluate(inputs: ActionInputs, io: ActionIo, options: MaintainerEvaluateOptions = {}): Promise<void> {
  const { token, prNumber, reviewed } = requiredInputs(inputs);
  const env = io.env;
  const repo = repoFromEnv(env);
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const out = resolve(workspace, inputs.resultsDir);
  const config = await loadArenaConfig(workspace, inputs.config);
  const github = new OctokitGitHub({
    token,
    apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL,
    userAgent: 'arena-maintainer-evaluate',
    budget: RequestBudget.forMode('maintainer-evaluate'),
  });
  // one allowance of fetched files for the whole pull request (fetchAgentFolder counts it down)
  const run: MaintainerRun = { github, repo, prNumber, reviewed, config, folderLimits: pullRequestFolderLimits(config.limits), io };
  const snapshot = await readPullRequest(run);
  const headSha = snapshot.pull.head.sha;

  const { changes, issues: pathIssues } = pullRequestChanges(snapshot.files);
  const touched = touchedAgents(changes, config);
  if (touched.agents.size > MAX_FETCHED_AGENTS) {
    throw new UserError(
      `pull request #${prNumber} touches ${touched.agents.size} agent folders; a maintainer run evaluates at most ${MAX_FETCHED_AGENTS}`,
      'split it',
    );
  }

  const runnerTemp = env.RUNNER_TEMP && isAbsolute(env.RUNNER_TEMP) ? env.RUNNER_TEMP : tmpdir();
  const dataRoot = await mkdtemp(join(runnerTemp, 'arena-maintainer-'));
  try {
    const fetched = await fetchChangedFolders(run, snapshot, touched, workspace, dataRoot);
    const change = pulledChange(snapshot.pull, changes, config, fetched);
    const outcome = await runEvaluation({
      root: dataRoot,
      config,
      change,
      out,
      mode: 'maintainer-evaluate',
      authoritative: true,
      env,
      // the data branch checked out beside the default branch (arena-maintainer.yml), read as data
      leaderboard: await actionLeaderboard(workspace, config),
      filesHint: 'the arena-logs artifact of this workflow run',
      log: { line: (text) => io.info(text), group: (name, fn) => io.group(sanitizeLine(name), fn) },
      ...(options.dockerLabels ? { dockerLabels: options.dockerLabels } : {}),
    });
    const gates = evaluationGates(change.gateInput, change.reading);
    const reasons = await addNotPlayed(outcome, gates, touched, fetched, pathIssues);
    await confirmReviewedHead(run);
    await reportMaintainerRun(run, outcome, touched, reasons, headSha);
  } finally {
    await rm(dataRoot, { recursive: true, force: true });
  }
}

const PERMISSIONS = 'contents: read and pull-requests: read';

/** The inputs a maintainer run cannot do without. */
function requiredInputs(inputs: ActionInputs): { token: string; prNumber: number; reviewed: string } {
  if (!inputs.token) {
    throw new UserError(
      'input "token" is required for mode maintainer-evaluate',
      'pass token: ${{ secrets.GITHUB_TOKEN }} (a read token: contents: read, pull-requests: read)',
    );
  }
  if (inputs.prNumber === undefined) {
    throw new UserError('input "pr-number" is required for mode maintainer-evaluate', 'pass pr-number: ${{ inputs.pr-number }}');
  }
  if (inputs.headSha === undefined) {
    throw new UserError(
      'input "head-sha" is required for mode maintainer-evaluate: the commit you reviewed',
      'pass head-sha: ${{ inputs.head-sha }} (gh pr view N --json headRefOid)',
    );
  }
  return { token: inputs.token, prNumber: inputs.prNumber, reviewed: inputs.headSha };
}

/** What every phase of one maintainer run reads: the API, the pull request and the reviewed commit. */
interface MaintainerRun {
  github: OctokitGitHub;
  repo: RepoRef;
  prNumber: number;
  /** the head-sha input: the commit the maintainer reviewed */
  reviewed: string;
  config: ArenaConfig;
  /** the folder limits, with the allowance of files shared by every folder of the pull request */
  folderLimits: FolderLimits;
  io: ActionIo;
}

/** The pull request as read once, at the reviewed head. */
interface PullRequestSnapshot {
  pull: PullRequest;
  files: PullRequestFile[];
  defaultBranch: string;
  /** the root tree of the head commit (the folders are fetched from it) */
  rootTree: string;
}

async function readPullRequest({ github, repo, prNumber, reviewed, io }: MaintainerRun): Promise<PullRequestSnapshot> {
  const fullName = `${repo.owner}/${repo.repo}`;
  try {
    const pull = await github.getPullRequest(repo, prNumber);
    if (pull.base.repo.full_name.toLowerCase() !== fullName.toLowerCase()) {
      throw new UserError(`pull request #${prNumber} is not a pull request into ${fullName}`);
    }
    if (pull.state !== 'open')
      throw new UserError(`pull request #${prNumber} is ${sanitizeLine(pull.state)}, not open`, 'evaluate open pull requests only');
    if (!SHA_PATTERN.test(pull.head.sha)) throw new UserError(`pull request #${prNumber} has no valid head sha`);
    // Only the commit a maintainer reviewed is evaluated: a push after the review is refused.
    if (pull.head.sha !== reviewed) throw movedOn(prNumber, pull.head.sha, reviewed);
    // The one and only read of the head: everything below uses this sha.
    const headSha = pull.head.sha;
    io.setOutput('head-sha', headSha);
    io.info(`pull request #${prNumber}: head ${headSha}, base ${sanitizeLine(pull.base.ref)}`);
    const files = await github.listPullRequestFiles(repo, prNumber);
    if (files.length >= PULL_REQUEST_FILES_LIMIT || (pull.changed_files ?? 0) > files.length) {
      throw new UserError(
        `pull request #${prNumber} changes ${Math.max(files.length, pull.changed_files ?? 0)} files; GitHub lists at most ${PULL_REQUEST_FILES_LIMIT}`,
        'split it into smaller pull requests',
      );
    }
    const defaultBranch = await github.getDefaultBranch(repo);
    const rootTree = await github.getCommitTree(repo, headSha);
    return { pull, files, defaultBranch, rootTree };
  } catch (error) {
    apiFailure(error, 'maintainer-evaluate', PERMISSIONS);
  }
}

/** The changed folders as fetched into the data root, and what the gates need to know of them. */
interface FetchedFolders {
  /** community folders refused before anything ran, with the finding */
  rejected: Map<string, Issue>;
  /** the community agents the pipeline plays (or sees removed) */
  played: Set<string>;
  headManifests: Map<string, string>;
  baseManifests: Map<string, string>;
  owners: Map<string, string | undefined>;
  /** the community agents that exist on the default branch */
  baseAgents: Set<string>;
}

async function fetchChangedFolders(
  run: MaintainerRun,
  snapshot: PullRequestSnapshot,
  touched: TouchedPaths,
  workspace: string,
  dataRoot: string,
): Promise<FetchedFolders> {
  const { github, repo, config } = run;
  const headSha = snapshot.pull.head.sha;
  const fetched: FetchedFolders = {
    rejected: new Map(),
    played: new Set(),
    headManifests: new Map(),
    baseManifests: new Map(),
    owners: new Map(),
    baseAgents: new Set(),
  };
  const manifestBytes = config.limits.manifestBytes;
  try {
    await copyOfficialAgents(workspace, dataRoot, config);
    for (const agent of touched.agents.values()) {
      const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
      const base = await workspaceText(workspace, manifestPath, manifestBytes);
      if (base !== undefined) fetched.baseManifests.set(agent.id, base);
      if (agent.tier === 'community') {
        await fetchCommunityFolder(run, snapshot, agent, base !== undefined, dataRoot, fetched);
      } else {
        // An official agent changed by the PR is never run from it; its manifest is read for the gates only.
        const head = await github.getFile(repo, manifestPath, headSha, manifestBytes);
        if (head.kind === 'file') fetched.headManifests.set(agent.id, head.text);
        else if (head.kind !== 'missing') fetched.headManifests.set(agent.id, '');
      }
    }
  } catch (error) {
    apiFailure(error, 'maintainer-evaluate', PERMISSIONS);
  }
  return fetched;
}

/** One community folder at the head, as data: its owner on the default branch, then its files. */
async function fetchCommunityFolder(
  { github, repo, folderLimits, io }: MaintainerRun,
  { pull, defaultBranch, rootTree }: PullRequestSnapshot,
  agent: TouchedAgent,
  onBase: boolean,
  dataRoot: string,
  { rejected, played, headManifests, owners, baseAgents }: FetchedFolders,
): Promise<void> {
  const headSha = pull.head.sha;
  if (onBase) {
    const oldest = await github.oldestCommit(repo, agent.folder, defaultBranch);
    if (oldest) {
      baseAgents.add(agent.id);
      owners.set(agent.id, oldest.login ?? undefined);
    }
  }
  const fetched = await fetchAgentFolder(github, repo, rootTree, agent.folder, folderLimits);
  if (fetched.status === 'rejected') {
    rejected.set(agent.id, fetched.issue);
    io.info(sanitizeLine(`${agent.id}: not fetched — ${fetched.issue.message}`));
    headManifests.set(agent.id, '');
    return;
  }
  played.add(agent.id);
  if (fetched.status === 'missing') {
    io.info(sanitizeLine(`${agent.id}: removed by the pull request`));
    return;
  }
  await writeFolder(dataRoot, agent.folder, fetched.files);
  const manifest = fetched.files.find((f) => f.path === MANIFEST_FILE);
  if (manifest) headManifests.set(agent.id, Buffer.from(manifest.bytes).toString('utf8'));
  io.info(sanitizeLine(`${agent.id}: fetched ${fetched.files.length} files (${fetched.bytes} bytes) at ${headSha.slice(0, 12)}`));
}

/** The change as the pipeline sees it: the gates over every changed path, the played folders' paths. */
function pulledChange(pull: PullRequest, changes: ChangedPath[], config: ArenaConfig, fetched: FetchedFolders): ChangeContext {
  const gateInput: GateInput = {
    changes,
    author: { login: pull.user?.login ?? '', association: pull.author_association },
    config,
    owners: fetched.owners,
    baseManifests: fetched.baseManifests,
    headManifests: fetched.headManifests,
    baseAgents: fetched.baseAgents,
  };
  const reading = { ownersKnown: true, baseKnown: true };
  return {
    changes: playedChanges(changes, config, fetched.played),
    gateInput,
    reading,
    headSha: pull.head.sha,
    baseSha: pull.base.sha,
  };
}

/**
 * What the pipeline did not play: rejected community folders and changed official agents, added
 * to the results (and the file rewritten); the reasons head the summary.
 */
async function addNotPlayed(
  outcome: EvaluationOutcome,
  gates: ReturnType<typeof evaluationGates>,
  touched: TouchedPaths,
  { rejected, played, headManifests, baseManifests }: FetchedFolders,
  pathIssues: readonly Issue[],
): Promise<string[]> {
  const results = outcome.results;
  const extra: AgentResult[] = [];
  const amended = new Map<string, AgentResult>();
  const reasons: string[] = [];
  let conclusion = results.verdict.conclusion;
  const versionOf = (id: string, path: string) => {
    const text = headManifests.get(id) || baseManifests.get(id);
    return (text ? manifestVersion(text, path).version : undefined) ?? '';
  };
  for (const agent of touched.agents.values()) {
    if (played.has(agent.id)) continue;
    const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
    const gateIssues = gates.agentIssues.get(agent.id) ?? [];
    const fetchIssue = rejected.get(agent.id);
    const issues = [...notPlayedIssues(agent, manifestPath, fetchIssue), ...gateIssues];
    const reference = results.agents.find((a) => a.id === agent.id);
    if (reference) {
      // Also a reference: it played, from the default branch; the PR's version of it did not.
      amended.set(agent.id, {
        ...reference,
        changed: true,
        issues: [...issues, ...reference.issues].slice(0, RESULTS_CAPS.issuesPerAgent),
      });
    } else {
      extra.push({
        id: agent.id,
        tier: agent.tier,
        path: agent.folder,
        version: truncate(versionOf(agent.id, manifestPath), 64),
        status: fetchIssue ? 'rejected' : 'skipped',
        issues: issues.slice(0, RESULTS_CAPS.issuesPerAgent),
        changed: true,
      });
    }
    if (fetchIssue) {
      conclusion = 'failure';
      reasons.push(`${agent.id} was rejected before anything ran: ${fetchIssue.message}`);
    } else {
      reasons.push(`${agent.id} (official) was not played from the pull request`);
    }
    if (gateIssues.some((i) => i.severity === 'error')) conclusion = 'failure';
  }
  if (pathIssues.length > 0) {
    conclusion = 'failure';
    reasons.push(`${pathIssues.length} changed path(s) are not plain repository paths`);
  }
  if (extra.length > 0 || amended.size > 0 || pathIssues.length > 0) {
    await rewriteResults(outcome, { extra, amended, pathIssues, reasons, conclusion });
  }
  return reasons;
}

/** Why a changed agent did not play: its folder was refused, or it is an official agent. */
function notPlayedIssues(agent: TouchedAgent, manifestPath: string, fetchIssue: Issue | undefined): Issue[] {
  return fetchIssue
    ? [fetchIssue]
    : [
        issue(
          manifestPath,
          'not-played-from-pr',
          `${agent.id} is an official agent: a maintainer run never runs it from a pull request (official agents come from the default branch); it plays once the change is merged`,
          'notice',
        ),
      ];
}

/** The results with the agents that did not play, written over arena-results.json (and updated in place). */
async function rewriteResults(
  outcome: EvaluationOutcome,
  amendment: {
    extra: AgentResult[];
    amended: Map<string, AgentResult>;
    pathIssues: readonly Issue[];
    reasons: string[];
    conclusion: Results['verdict']['conclusion'];
  },
): Promise<void> {
  const { extra, amended, pathIssues, reasons, conclusion } = amendment;
  const results = outcome.results;
  const agents = [...results.agents.map((a) => amended.get(a.id) ?? a), ...extra]
    .filter((a) => AgentIdSchema.safeParse(a.id).success)
    .slice(0, RESULTS_CAPS.agents);
  const issues = [...(results.issues ?? []), ...pathIssues].slice(0, RESULTS_CAPS.topIssues);
  const document: Results = {
    ...results,
    agents,
    ...(issues.length > 0 ? { issues } : {}),
    verdict: {
      conclusion: lowest(conclusion, results.verdict.conclusion),
      reasons: [...reasons, ...results.verdict.reasons].slice(0, RESULTS_CAPS.reasons),
    },
  };
  await writeFileAtomic(outcome.resultsPath!, serializeResults(document));
  Object.assign(results, document);
}

/** The head must still be the reviewed commit at the end: else nothing is reported as authoritative. */
async function confirmReviewedHead({ github, repo, prNumber, reviewed }: MaintainerRun): Promise<void> {
  let after: PullRequest;
  try {
    after = await github.getPullRequest(repo, prNumber);
  } catch (error) {
    apiFailure(error, 'maintainer-evaluate', PERMISSIONS);
  }
  if (after.head.sha !== reviewed) throw movedOn(prNumber, after.head.sha, reviewed);
}

/** The outputs, the job summary and the closing line. */
async function reportMaintainerRun(
  { prNumber, io }: MaintainerRun,
  outcome: EvaluationOutcome,
  touched: TouchedPaths,
  reasons: readonly string[],
  headSha: string,
): Promise<void> {
  const results = outcome.results;
  const changedAgents = [...touched.agents.keys()].filter((id) => AgentIdSchema.safeParse(id).success).sort();
  io.setOutput('results-path', outcome.resultsPath!);
  io.setOutput('changed-agents', JSON.stringify(changedAgents));
  io.setOutput('conclusion', results.verdict.conclusion);
  const header = [
    `### Arena maintainer run: pull request #${prNumber} at \`${headSha}\` (authoritative)`,
    '',
    'The default branch’s action code, arena.yml and official agents evaluated the pull request’s community agent folders, fetched at exactly this commit as data and played in hardened containers. The next job posts the check run on this commit.',
    '',
    ...reasons.map((r) => `- ${sanitizeMarkdown(r)}`),
  ].join('\n');
  io.summary(`${header}\n\n${outcome.markdown}`);
  await io.writeSummary();
  io.info(sanitizeLine(`Arena maintainer evaluation of #${prNumber} at ${headSha}: ${results.verdict.conclusion}`));
}

export const action: ActionMode = { name: 'maintainer-evaluate', run: (inputs, io) => maintainerEvaluate(inputs, io) };
