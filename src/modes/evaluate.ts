// `arena evaluate` and action mode `evaluate`: the unprivileged PR check (docs/architecture.md, "What each mode does";
// docs/evaluation.md). One pipeline for both (step 1 here, 2.–5. in src/flows/evaluation.ts):
//   1. what changed — from git: in the action the test-merge commit (GITHUB_SHA) against its first
//      parent; in the CLI `--base REF` (REF...HEAD), `--changed FILE` (`-` = stdin), or, on a
//      test-merge checkout, HEAD against its first parent. No token, no API request, anywhere.
//   2. validate the changed agents (tier policy: a community `command` entrypoint is rejected and
//      nothing of it runs) and read the change gates (src/core/evaluate/plan.ts);
//   3. build images (community agents always run in DockerRunner; a changed official agent is
//      rejected unless the author is a maintainer, and a maintainer's may run as a host process here
//      only because this job is as unprivileged as the PR's own code);
//   4. placement matches against the reference agents, seeds derived from the agent's content;
//   5. arena-results.json, replays and capped logs in the results folder; the verdict
//      (src/core/evaluate/verdict.ts) and the job summary (src/core/evaluate/summary.ts).
// A verdict never fails the job; only an evaluation that could not run does (core.setFailed; exit
// 3 in the CLI when Docker is needed and missing).
import { lstat, open, readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import { assertRef, createGitClient, identityKey, readChangedList, type GitClient } from '../adapters/git.js';
import type { ArenaConfig } from '../core/config.js';
import { runEvaluation, type ChangeContext } from '../flows/evaluation.js';
import { ExitCode, UserError } from '../core/errors.js';
import { cliLeaderboard, actionLeaderboard } from '../adapters/leaderboard-source.js';
import { AUTHOR_ASSOCIATIONS, MAINTAINER_ASSOCIATIONS, touchedAgents, type ChangedPath } from '../core/gates.js';
import { MANIFEST_FILE } from '../core/manifest.js';
import { serializeResults } from '../core/results.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';

const USAGE =
  'arena evaluate [--root DIR] [--changed FILE | --base REF] [--out DIR] [--json] [--leaderboard FILE] [--author-association OWNER|MEMBER|COLLABORATOR|CONTRIBUTOR|…]';

/** The association the CLI assumes for the change's author: an outside contributor (docs/evaluation.md). */
export const DEFAULT_CLI_ASSOCIATION = 'CONTRIBUTOR';

const SHA = /^[0-9a-f]{40}$/;
const EVENT_MAX_BYTES = 25 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// 1. What changed (git, or a list)

export type ChangeSource =
  /** the action: the test-merge commit against its first parent; prHeadSha from the event */
  | { kind: 'merge'; commit: string; prHeadSha?: string }
  /** `--base REF`: merge-base(REF, HEAD)...HEAD */
  | { kind: 'base'; base: string }
  /** `--changed FILE`: the paths as listed; base and head from git where the checkout is a test merge */
  | { kind: 'list'; changes: ChangedPath[] };

/** Is the client's folder the top folder of a git work tree? (false when git is missing, too) */
async function isRepositoryRoot(git: GitClient): Promise<boolean> {
  try {
    const top = await git.topLevel();
    return top !== undefined && (await realpath(top)) === (await realpath(git.repo));
  } catch {
    return false;
  }
}

/** agent.yml as it is in the working tree (what is validated and run), or undefined. */
async function workingTreeManifest(root: string, folder: string, maxBytes: number): Promise<string | undefined> {
  const path = join(root, folder, MANIFEST_FILE);
  try {
    const info = await lstat(path);
    if (!info.isFile()) return undefined;
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
      await handle.read(buffer, 0, buffer.length, 0);
      return buffer.toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * The changed paths and everything the change gates need, from git (and the working tree for the
 * head side's manifests). `association` is the author's GitHub author_association as far as the
 * caller knows it.
 */
export async function collectChange(root: string, source: ChangeSource, config: ArenaConfig, association: string): Promise<ChangeContext> {
  const git = createGitClient(root);
  let changes: ChangedPath[];
  let base: string | undefined;
  let prSide: string | undefined;
  let headSha: string | undefined;
  if (source.kind === 'merge') {
    const range = { mergeCommit: assertRef(source.commit, 'GITHUB_SHA') };
    changes = await git.changedPaths(range);
    base = await git.rangeBase(range);
    prSide = (await git.commitOf(`${source.commit}^2`)) ?? (await git.commitOf(source.commit));
    headSha = source.prHeadSha ?? prSide;
  } else if (source.kind === 'base') {
    const range = { base: assertRef(source.base, '--base'), head: 'HEAD' };
    changes = await git.changedPaths(range);
    base = await git.rangeBase(range);
    prSide = await git.commitOf('HEAD');
    headSha = prSide;
  } else {
    changes = source.changes;
    if (await isRepositoryRoot(git)) {
      const head = await git.commitOf('HEAD');
      const second = head ? await git.commitOf('HEAD^2') : undefined;
      if (second) {
        // a test-merge checkout (as in Actions): the PR is the second parent, the base the first
        base = await git.commitOf('HEAD^1');
        prSide = second;
        headSha = second;
      } else {
        prSide = head;
        headSha = head;
      }
    }
  }
  const shallow = base !== undefined && (await git.isShallow());
  const touched = touchedAgents(changes, config);
  const owners = new Map<string, string | undefined>();
  const baseManifests = new Map<string, string>();
  const headManifests = new Map<string, string>();
  const maxBytes = Math.max(config.limits.manifestBytes, 64 * 1024);
  for (const agent of touched.agents.values()) {
    const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
    const headText = await workingTreeManifest(root, agent.folder, maxBytes);
    if (headText !== undefined) headManifests.set(agent.id, headText);
    if (base === undefined) continue;
    const baseText = await git.showFile(base, manifestPath, maxBytes);
    if (baseText === undefined) continue;
    baseManifests.set(agent.id, baseText);
    // In a shallow clone the oldest commit seen is the cut-off, not the folder's first commit.
    const owner = shallow ? undefined : await git.folderOwner(base, agent.folder);
    owners.set(agent.id, owner ? identityKey(owner) : undefined);
  }
  const login = prSide ? identityKey(await git.commitAuthor(prSide)) : 'unknown';
  return {
    changes,
    gateInput: { changes, author: { login, association }, config, owners, baseManifests, headManifests },
    reading: { ownersKnown: !shallow, baseKnown: base !== undefined },
    ...(headSha ? { headSha } : {}),
    ...(base ? { baseSha: base } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The CLI

function parseAssociation(value: string | undefined): string {
  if (value === undefined) return DEFAULT_CLI_ASSOCIATION;
  const upper = value.toUpperCase();
  if (!(AUTHOR_ASSOCIATIONS as readonly string[]).includes(upper)) {
    throw new UserError(
      `--author-association must be one of ${AUTHOR_ASSOCIATIONS.join(', ')}; got ${JSON.stringify(sanitizeLine(value.slice(0, 40)))}`,
      `maintainers (${MAINTAINER_ASSOCIATIONS.join(', ')}) may change trusted paths and anyone’s agent`,
    );
  }
  return upper;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags(
    argv,
    {
      root: { type: 'string' },
      changed: { type: 'string' },
      base: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
      leaderboard: { type: 'string' },
      'author-association': { type: 'string' },
    },
    USAGE,
  );
  const rootFlag = stringFlag(values.root);
  const root = resolve(io.cwd, rootFlag ?? '.');
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
    throw new UserError(
      `--root ${sanitizeLine(rootFlag ?? '.')}: no such folder`,
      'give the root of an arena repository (the folder holding arena.yml and agents/)',
    );
  }
  const changedFlag = stringFlag(values.changed);
  const baseFlag = stringFlag(values.base);
  if (changedFlag !== undefined && baseFlag !== undefined)
    throw new UserError('--changed and --base do not go together', `usage: ${USAGE}`);
  const association = parseAssociation(stringFlag(values['author-association']));
  const config = await loadArenaConfig(root);

  let source: ChangeSource;
  if (changedFlag !== undefined) source = { kind: 'list', changes: await readChangedList(changedFlag, io) };
  else if (baseFlag !== undefined) source = { kind: 'base', base: baseFlag };
  else {
    // On a test-merge checkout (what actions/checkout gives a pull_request run) do what the action does.
    const git = createGitClient(root);
    const second = (await isRepositoryRoot(git)) ? await git.commitOf('HEAD^2') : undefined;
    if (!second) {
      throw new UserError(
        'say what changed: --base REF (e.g. --base origin/main) or --changed FILE (one path per line, - for stdin)',
        `usage: ${USAGE}`,
      );
    }
    source = { kind: 'merge', commit: (await git.commitOf('HEAD'))! };
  }
  const change = await collectChange(root, source, config, association);
  const outFlag = stringFlag(values.out);
  const out = outFlag !== undefined ? resolve(io.cwd, outFlag) : undefined;
  const leaderboardFlag = stringFlag(values.leaderboard);
  const leaderboard = await cliLeaderboard(root, config, leaderboardFlag !== undefined ? resolve(io.cwd, leaderboardFlag) : undefined);
  const outcome = await runEvaluation({
    root,
    config,
    change,
    leaderboard,
    ...(out ? { out, filesHint: out } : {}),
    env: io.env,
    log: {
      line: (text) => io.err(`  ${text}\n`),
      group: async (name, fn) => {
        io.err(`${sanitizeLine(name)}\n`);
        return fn();
      },
    },
  });
  io.err(`\n${outcome.text}`);
  if (values.json) io.out(serializeResults(outcome.results));
  else io.out(`${outcome.results.verdict.conclusion}\n`);
  return outcome.results.verdict.conclusion === 'failure' ? ExitCode.findings : ExitCode.ok;
}

export const command: CliCommand = {
  name: 'evaluate',
  usage: USAGE,
  run,
};

// ---------------------------------------------------------------------------------------------
// The action

interface PullRequestEvent {
  headSha?: string;
  association: string;
}

/** The two things evaluate takes from the event payload; everything else comes from git. */
export async function readPullRequestEvent(path: string | undefined): Promise<PullRequestEvent> {
  if (!path) throw new UserError('GITHUB_EVENT_PATH is not set', 'mode evaluate runs in a GitHub Actions job triggered by pull_request');
  let text: string;
  try {
    const info = await stat(path);
    if (info.size > EVENT_MAX_BYTES) throw new UserError(`the event payload is larger than ${EVENT_MAX_BYTES} bytes`);
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`the event payload (GITHUB_EVENT_PATH) cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new UserError('the event payload (GITHUB_EVENT_PATH) is not JSON');
  }
  const pr = (payload as { pull_request?: { author_association?: unknown; head?: { sha?: unknown } } } | null)?.pull_request;
  if (!pr || typeof pr !== 'object')
    throw new UserError('the event payload has no pull_request', 'mode evaluate runs on pull_request events');
  const association =
    typeof pr.author_association === 'string' && (AUTHOR_ASSOCIATIONS as readonly string[]).includes(pr.author_association)
      ? pr.author_association
      : 'NONE';
  const sha = pr.head?.sha;
  return { association, ...(typeof sha === 'string' && SHA.test(sha) ? { headSha: sha } : {}) };
}

async function runAction(inputs: ActionInputs, io: ActionIo): Promise<void> {
  const env = io.env;
  const event = env.GITHUB_EVENT_NAME;
  if (event !== 'pull_request') {
    throw new UserError(
      `mode evaluate runs on pull_request events, not ${JSON.stringify(sanitizeLine(String(event ?? '')).slice(0, 40))}`,
      'use it in arena-pr.yml (on: pull_request); maintainers re-run a PR with mode maintainer-evaluate',
    );
  }
  const sha = env.GITHUB_SHA ?? '';
  if (!SHA.test(sha)) throw new UserError('GITHUB_SHA is not a commit sha', 'mode evaluate runs in a GitHub Actions job');
  const root = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const out = resolve(root, inputs.resultsDir);
  const payload = await readPullRequestEvent(env.GITHUB_EVENT_PATH);
  const config = await loadArenaConfig(root, inputs.config);
  const change = await collectChange(
    root,
    { kind: 'merge', commit: sha, ...(payload.headSha ? { prHeadSha: payload.headSha } : {}) },
    config,
    payload.association,
  );
  const outcome = await runEvaluation({
    root,
    config,
    change,
    out,
    env,
    leaderboard: await actionLeaderboard(root, config),
    filesHint: 'the arena-logs artifact of this workflow run',
    log: { line: (text) => io.info(text), group: (name, fn) => io.group(sanitizeLine(name), fn) },
  });
  const { conclusion, reasons } = outcome.results.verdict;
  io.setOutput('results-path', outcome.resultsPath!);
  io.setOutput('changed-agents', JSON.stringify(outcome.changedAgents));
  io.setOutput('conclusion', conclusion);
  const line = sanitizeLine(`Arena evaluation: ${conclusion} — ${truncate(reasons[0] ?? '', 500)}`);
  // The verdict travels in the results file; it never fails this job (docs/architecture.md, "What each mode does").
  if (conclusion === 'failure') io.warning(line);
  else io.info(line);
  io.summary(outcome.markdown);
  await io.writeSummary();
}

export const action: ActionMode = { name: 'evaluate', run: runAction };
