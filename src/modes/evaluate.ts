// `arena evaluate` and action mode `evaluate`: the unprivileged PR check (docs/architecture.md, "What each mode does";
// docs/evaluation.md). One pipeline for both:
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
import { lstat, mkdir, open, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import type { ActionInputs, ActionIo, ActionMode } from '../action/types.js';
import { discoverAgents, loadArenaConfig, type DiscoveredAgent } from '../adapters/discovery.js';
import { checkDockerEngine, createDockerCli } from '../adapters/docker-cli.js';
import { RESULTS_FILE, writeFileAtomic } from '../adapters/facts-file.js';
import { assertRef, createGitClient, identityKey, readChangedList, type GitClient } from '../adapters/git.js';
import { safeFileName, ViewerBudget, writeMatchFiles } from '../adapters/replay-files.js';
import { RunnerSet, selectRunner, type SelectedRunner } from '../adapters/runner-selection.js';
import { offeredGames, type ArenaConfig } from '../core/config.js';
import { ExitCode, InfraError, UserError } from '../core/errors.js';
import { gamePicture } from '../core/evaluate/picture.js';
import { evaluationGates, planEvaluation, type GateReading, type Pairing } from '../core/evaluate/plan.js';
import { placeAgents, type LeaderboardLookup } from '../core/evaluate/placement.js';
import {
  countPairs,
  describeFixedGroup,
  describeStop,
  pairingAllowanceMs,
  pentanomialScore,
  sequentialState,
  stopBeforeNextPair,
  type StopReason,
  type StoppingSettings,
} from '../core/evaluate/stopping.js';
import { pictureKey, renderEvaluationMarkdown, renderEvaluationText } from '../core/evaluate/summary.js';
import { cliLeaderboard, actionLeaderboard } from '../adapters/leaderboard-source.js';
import { agentConformance, evaluationVerdict, type AgentConformance } from '../core/evaluate/verdict.js';
import {
  AUTHOR_ASSOCIATIONS,
  isMaintainer,
  MAINTAINER_ASSOCIATIONS,
  touchedAgents,
  type ChangedPath,
  type GateInput,
} from '../core/gates.js';
import { MANIFEST_FILE } from '../core/manifest.js';
import { matchSettings, seatsFor } from '../core/match/plan.js';
import { runMatch, type MatchAgent, type MatchSpec, type PlayedGame } from '../core/match/run-match.js';
import {
  AgentIdSchema,
  RESULTS_CAPS,
  RESULTS_SCHEMA_V2,
  serializeResults,
  type AgentId,
  type AgentResult,
  type EvaluationInfo,
  type Issue,
  type MatchResult,
  type PairingRecord,
  type Results,
} from '../core/results.js';
import { redactSecrets, sanitizeLine, sanitizeText, truncate } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { agentResult } from '../core/agent-result.js';
import { capIssues, issue } from '../core/issues.js';
import { compareStrings } from '../core/rating/random.js';

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

export interface ChangeContext {
  changes: ChangedPath[];
  gateInput: GateInput;
  reading: GateReading;
  /** the PR's head commit (what the report job attaches the check to) */
  headSha?: string;
  /** the commit the change is compared with */
  baseSha?: string;
}

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
// 2.–5. The pipeline

export interface EvaluationLog {
  /** one line of progress (already sanitised by the pipeline) */
  line(text: string): void;
  /** a foldable group (core.group in the action) */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface EvaluationRequest {
  /** absolute repository root: the working tree that is validated and run */
  root: string;
  config: ArenaConfig;
  change: ChangeContext;
  /** results folder (absolute); without it nothing is written */
  out?: string;
  mode?: 'evaluate' | 'maintainer-evaluate';
  /** maintainer-evaluate: results are authoritative for change.headSha */
  authoritative?: boolean;
  /** where the docker CLI takes PATH, HOME and DOCKER_HOST from */
  env: Readonly<Record<string, string | undefined>>;
  log: EvaluationLog;
  now?: Date;
  /** where people find replays and logs (summary) */
  filesHint?: string;
  /** extra labels on containers and images (tests) */
  dockerLabels?: Readonly<Record<string, string>>;
  /** the published leaderboard the placements are measured against (absent: none) */
  leaderboard?: LeaderboardLookup;
  /** monotonic ms for the stopping budget (tests); default performance.now */
  clock?: () => number;
}

export interface EvaluationOutcome {
  results: Results;
  /** path of arena-results.json (when `out` was given) */
  resultsPath?: string;
  /** every agent id the change touched (added, modified, removed), sorted */
  changedAgents: string[];
  conformance: AgentConformance[];
  pictures: Map<string, string>;
  /** the job summary and its text twin */
  markdown: string;
  text: string;
}

function describeGame(game: PlayedGame, total: number): string {
  const failure = game.failures[0];
  let what: string;
  if (failure) what = `${failure.agent} lost by ${failure.kind} (${truncate(failure.message, 200)})`;
  else if (game.ranks.every((r) => r === game.ranks[0])) what = `draw (${game.reason})`;
  else {
    const best = Math.min(...game.ranks);
    what = `${game.seats[game.ranks.indexOf(best)]} won (${game.reason})`;
  }
  return sanitizeLine(`game ${game.index + 1}/${total} seed ${game.seed}: ${what} in ${game.turns} turns`);
}

/** Run the evaluation of one change. Throws UserError (configuration), InfraError (no engine, …). */
export async function runEvaluation(request: EvaluationRequest): Promise<EvaluationOutcome> {
  const { root, config, change, log } = request;
  const now = request.now ?? new Date();
  const touched = touchedAgents(change.changes, config);
  const wanted = new Set(touched.agents.keys());

  // 2. validation and the change gates
  const discovery = await discoverAgents(root, config, { only: (tier, name) => wanted.has(`${tier}/${name}`), hash: true });
  const officials = await discoverAgents(root, config, { only: (tier) => tier === 'official', hash: true });
  const removed = [];
  for (const agent of touched.agents.values()) {
    if (!(await lstat(join(root, agent.folder)).catch(() => undefined))) removed.push(agent);
  }
  const gates = evaluationGates(change.gateInput, change.reading);

  const top: Issue[] = [...gates.issues, ...discovery.issues];
  for (const r of removed) top.push(issue(r.folder, 'agent-removed', `${r.id} is removed by this change`, 'notice'));
  // gate findings of removed agents (e.g. removing someone else's agent) are the change's findings
  for (const r of removed) top.push(...(gates.agentIssues.get(r.id) ?? []));

  // An official agent runs with trust (a host `command` is allowed), so one changed by anyone but a
  // maintainer is rejected: it is neither built nor played, and it is no reference either.
  const maintainer = isMaintainer(change.gateInput.author.association);
  const untrustedOfficial = (a: DiscoveredAgent) => a.tier === 'official' && wanted.has(a.id) && !maintainer;
  const changed = new Map<string, AgentResult>();
  for (const agent of discovery.agents) {
    const result = agentResult(agent);
    const refused = untrustedOfficial(agent)
      ? [
          issue(
            agent.manifestPath,
            'official-agent-not-maintainer',
            `${agent.id} is an official agent: only a maintainer (${MAINTAINER_ASSOCIATIONS.join(', ')}) may change it, so it was not built or played. Submit your agent under ${config.agents.community}/ instead`,
          ),
        ]
      : [];
    changed.set(agent.id, {
      ...result,
      ...(refused.length > 0 ? { status: 'rejected' as const } : {}),
      issues: [...refused, ...result.issues, ...(gates.agentIssues.get(agent.id) ?? [])].slice(0, RESULTS_CAPS.issuesPerAgent),
      changed: true,
    });
  }
  const changedAgents = [...touched.agents.keys()].filter((id) => AgentIdSchema.safeParse(id).success).sort();
  log.line(
    sanitizeLine(
      `changed: ${changedAgents.length === 0 ? 'no agents' : changedAgents.join(', ')}` +
        (change.headSha ? ` · head ${change.headSha.slice(0, 12)}` : '') +
        (change.baseSha ? ` · base ${change.baseSha.slice(0, 12)}` : ''),
    ),
  );

  // 3. what to play
  const valid = discovery.agents.filter((a) => changed.get(a.id)!.status === 'ok' && a.manifest);
  const referencePool = officials.agents.filter((a) => a.status === 'ok' && a.manifest && !untrustedOfficial(a));
  const asPlan = (a: DiscoveredAgent) => ({
    id: a.id,
    games: a.manifest!.games,
    version: a.manifest!.version,
    ...(a.treeHash ? { treeHash: a.treeHash } : {}),
  });
  const withheld = new Map(
    officials.agents.filter(untrustedOfficial).map((a) => [a.id, 'is changed by this pull request, whose author is not a maintainer']),
  );
  const seatCounts = new Map(offeredGames(config).map((g) => [g, seatsFor(config, g)] as const));
  const plan = planEvaluation(valid.map(asPlan), referencePool.map(asPlan), config, withheld, seatCounts);
  const notes = [...plan.notes];
  const byId = new Map<string, DiscoveredAgent>([...referencePool, ...valid].map((a) => [a.id, a]));
  const plannedRefs = [...new Set(plan.pairings.flatMap((p) => p.opponents))];
  const needsDocker = [...valid, ...plannedRefs.map((id) => byId.get(id)!)].some((a) => a.manifest!.entrypoint.type === 'docker');

  const cli = needsDocker ? createDockerCli({ hostEnv: request.env }) : undefined;
  const runners = new RunnerSet({
    config,
    docker: {
      ...(cli ? { cli } : {}),
      ...(request.dockerLabels ? { labels: request.dockerLabels } : {}),
      log: (line) => log.line(sanitizeLine(line)),
    },
  });
  const matches: MatchResult[] = [];
  const pairingRecords: PairingRecord[] = [];
  const pictures = new Map<string, string>();
  // viewer pages in the results folder: every failing game, and a few others, across the run
  const viewers = new ViewerBudget();
  const referenceStatus = new Map<string, AgentResult>();
  try {
    if (cli) await checkDockerEngine(cli); // InfraError (exit 3) before anything is built

    const prepared = new Map<string, SelectedRunner>();
    const buildLog = async (id: string, text: string) => {
      if (!request.out) return;
      await mkdir(join(request.out, 'logs', 'builds'), { recursive: true });
      await writeFile(join(request.out, 'logs', 'builds', `${safeFileName(id)}.log`), `${sanitizeText(redactSecrets(text))}\n`);
    };
    /** Build / pull / smoke-test an agent; false (with the finding recorded) when it cannot run. */
    const prepare = async (agent: DiscoveredAgent, onFailure: (message: string) => void): Promise<boolean> => {
      if (prepared.has(agent.id)) return true;
      try {
        prepared.set(agent.id, await selectRunner({ id: agent.id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest! }, runners));
        return true;
      } catch (error) {
        // BuildFailedError (a UserError): the agent's own problem. InfraError and bugs end the run.
        if (!(error instanceof UserError)) throw error;
        const message = error.hint ? `${error.message}\nhint: ${error.hint}` : error.message;
        await buildLog(agent.id, message);
        onFailure(message);
        return false;
      }
    };

    // changed agents: validation findings, then the build
    for (const agent of [...discovery.agents].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      await log.group(`${agent.id} ${agent.summary.version ?? ''}`.trim(), async () => {
        const result = changed.get(agent.id)!;
        log.line(sanitizeLine(`${agent.id}: ${result.status}, ${result.issues.length} finding(s)`));
        for (const i of result.issues.slice(0, 20)) {
          log.line(sanitizeLine(`${i.path}:${i.line}:${i.column}: ${i.severity} ${i.rule}: ${truncate(i.message, 300)}`));
        }
        if (result.status !== 'ok' || !agent.manifest) {
          log.line(sanitizeLine(`${agent.id} is ${result.status}: it is not built and plays no game`));
          return;
        }
        const ok = await prepare(agent, (message) => {
          changed.set(agent.id, {
            ...result,
            status: 'build-failed',
            issues: [...result.issues, issue(agent.manifestPath, 'build-failed', message)].slice(0, RESULTS_CAPS.issuesPerAgent),
          });
        });
        log.line(sanitizeLine(ok ? `${agent.id}: ready (${prepared.get(agent.id)!.runner.kind})` : `${agent.id}: build failed`));
      });
    }

    // 4. placement matches, stopped by the sequential test within the time budget
    const runnable = plan.pairings.filter((p) => changed.get(p.agent)?.status === 'ok');
    const clock = request.clock ?? (() => performance.now());
    const budgetMs = config.evaluation.stopping.budgetMinutes * 60_000;
    const startedAt = clock();
    for (const [at, pairing] of runnable.entries()) {
      let playable = true;
      for (const id of pairing.opponents) {
        const reference = byId.get(id)!;
        if (!referenceStatus.has(reference.id)) {
          const ok = await prepare(reference, (message) => {
            notes.push(`reference ${reference.id} could not be started, so it was not played: ${truncate(message, 500)}`);
            referenceStatus.set(reference.id, { ...agentResult(reference), status: 'build-failed', changed: false });
          });
          if (ok) referenceStatus.set(reference.id, { ...agentResult(reference), changed: false });
        }
        if (referenceStatus.get(reference.id)!.status !== 'ok') playable = false;
      }
      if (!playable) continue;
      const allowance = { from: clock(), ms: pairingAllowanceMs(budgetMs, clock() - startedAt, runnable.length - at), clock };
      const played = await playPairing(pairing, request, byId, prepared, pictures, viewers, allowance);
      matches.push(played.result);
      pairingRecords.push(played.record);
    }
  } finally {
    await runners.close();
    cli?.dispose();
  }

  // 5. results, verdict, summary
  const changedResults = [...changed.values()].sort((a, b) => compareStrings(a.id, b.id));
  const conformance = changedResults
    .filter((a) => a.status === 'ok')
    .map((a) => agentConformance(a.id as AgentId, matches, config.evaluation.maxFailureShare));
  const topIssues = capIssues(top, RESULTS_CAPS.topIssues);
  const verdict = evaluationVerdict({
    changed: changedResults,
    removed: removed.map((r) => r.id),
    issues: topIssues,
    conformance,
    maxFailureShare: config.evaluation.maxFailureShare,
    notes,
  });
  // a changed agent that also served as a reference (a maintainer's change) is listed once, as changed
  const references = [...referenceStatus.values()].filter((r) => !changed.has(r.id)).sort((a, b) => compareStrings(a.id, b.id));
  const stopping = config.evaluation.stopping;
  const lookup = request.leaderboard ?? { kind: 'none' as const, note: 'no published leaderboard was looked for' };
  const placed =
    lookup.kind === 'found'
      ? placeAgents(
          changedResults.filter((a) => a.status === 'ok').map((a) => a.id),
          matches,
          lookup.board,
        )
      : { placements: [], notes: matches.length > 0 ? [lookup.note] : [] };
  const evaluation: EvaluationInfo = {
    stopping: stopping.enabled
      ? {
          alpha: stopping.alpha,
          beta: stopping.beta,
          elo0: stopping.elo0,
          elo1: stopping.elo1,
          minPairs: stopping.minPairs,
          maxPairs: stopping.maxPairs,
          budgetMinutes: stopping.budgetMinutes,
        }
      : null,
    pairings: pairingRecords.slice(0, RESULTS_CAPS.matches),
    leaderboard:
      lookup.kind === 'found'
        ? { latestRotation: lookup.board.latestRotation, ...(lookup.board.generatedAt ? { generatedAt: lookup.board.generatedAt } : {}) }
        : null,
    notes: placed.notes.map((n) => truncate(sanitizeLine(n), RESULTS_CAPS.message)).slice(0, RESULTS_CAPS.reasons),
    placements: placed.placements.slice(0, RESULTS_CAPS.agents),
  };
  const results: Results = {
    schema: RESULTS_SCHEMA_V2,
    run: {
      mode: request.mode ?? 'evaluate',
      ...(change.headSha ? { headSha: change.headSha } : {}),
      ...(change.baseSha ? { baseSha: change.baseSha } : {}),
      createdAt: now.toISOString(),
      arenaVersion: ARENA_VERSION,
      ...(request.authoritative ? { authoritative: true } : {}),
    },
    agents: [...changedResults, ...references].slice(0, RESULTS_CAPS.agents),
    ...(topIssues.length > 0 ? { issues: topIssues } : {}),
    matches: matches.slice(0, RESULTS_CAPS.matches),
    ratings: [],
    evaluation,
    verdict,
  };
  const document = serializeResults(results);
  let resultsPath: string | undefined;
  if (request.out) {
    await mkdir(request.out, { recursive: true });
    resultsPath = join(request.out, RESULTS_FILE);
    await writeFileAtomic(resultsPath, document);
  }
  const summaryInput = { results, conformance, pictures, ...(request.filesHint ? { filesHint: request.filesHint } : {}) };
  return {
    results,
    ...(resultsPath ? { resultsPath } : {}),
    changedAgents,
    conformance,
    pictures,
    markdown: renderEvaluationMarkdown(summaryInput),
    text: renderEvaluationText(summaryInput),
  };
}

/** Play one placement match; its replays, viewer pages and logs go under request.out. */
async function playPairing(
  pairing: Pairing,
  request: EvaluationRequest,
  byId: ReadonlyMap<string, DiscoveredAgent>,
  prepared: ReadonlyMap<string, SelectedRunner>,
  pictures: Map<string, string>,
  viewers: ViewerBudget,
  allowance: { from: number; ms: number; clock: () => number },
): Promise<{ result: MatchResult; record: PairingRecord }> {
  const { config, log } = request;
  const settings = matchSettings(config, pairing.game);
  const stopping = config.evaluation.stopping;
  const test: StoppingSettings = stopping;
  // the sequential test reads seat-swapped pairs, so it runs on two-seat pairings; a group of more
  // seats plays its fixed seat rotations (docs/evaluation.md)
  const sequential = stopping.enabled && pairing.opponents.length === 1;
  const games = sequential ? Math.min(2 * stopping.maxPairs, RESULTS_CAPS.gamesPerMatch) : pairing.games;
  // pairs are games 2k and 2k+1 (seat-swapped with pairedSeats; none with more seats); a voided game leaves its pair out
  const pairsOf = (played: readonly PlayedGame[]) =>
    countPairs(pairing.opponents.length > 1 ? [] : played.map((g) => ({ ...g, pair: Math.floor(g.index / 2) })), pairing.agent);
  let stoppedFor: StopReason | undefined;
  const agents: MatchAgent[] = [pairing.agent, ...pairing.opponents].map((id) => {
    const agent = byId.get(id)!;
    const { runner, launch } = prepared.get(id)!;
    return { id: id as AgentId, version: agent.manifest!.version, ...(agent.treeHash ? { treeHash: agent.treeHash } : {}), launch, runner };
  });
  const spec: MatchSpec = {
    game: pairing.game,
    gameConfig: settings.gameConfig,
    agents,
    games,
    seed: pairing.seed,
    pairedSeats: config.evaluation.pairedSeats,
    time: settings.time,
    limits: settings.limits,
  };
  const against = pairing.opponents.join(' and ');
  const vs = pairing.opponents.join(' vs ');
  const title = sequential
    ? `${pairing.agent} vs ${vs} · ${pairing.game} · up to ${games} game(s), stopped when decided · seed ${pairing.seed}`
    : `${pairing.agent} vs ${vs} · ${pairing.game} · ${games} game(s) · seed ${pairing.seed}`;
  return log.group(title, async () => {
    const outcome = await runMatch(spec, {
      onGame: (g) => log.line(describeGame(g, games)),
      ...(sequential
        ? {
            beforeGame: (played: readonly PlayedGame[], next: { index: number }) => {
              if (next.index % 2 !== 0) return undefined;
              const state = sequentialState(pairsOf(played), test);
              const budgetLeft = allowance.clock() - allowance.from < allowance.ms;
              stoppedFor = stopBeforeNextPair(state, test, budgetLeft);
              return stoppedFor && describeStop(stoppedFor, state, test);
            },
          }
        : {}),
      onVoid: (v) => log.line(sanitizeLine(`game ${v.index + 1} attempt ${v.attempt + 1} void (${v.kind}): ${truncate(v.message, 300)}`)),
    });
    if (outcome.result.games.length === 0 && outcome.voided.some((v) => v.kind === 'infra')) {
      throw new InfraError(
        `no game of ${pairing.agent} against ${against} could be played: ${sanitizeLine(truncate(outcome.voided[0]!.message, 500))}`,
      );
    }
    if (outcome.stoppedEarly) log.line(sanitizeLine(outcome.stoppedEarly));
    // pictures: the first game of each failure kind of the changed agent, and its first loss by the rules
    const seenKinds = new Set<string>();
    let lossShown = false;
    for (const game of outcome.games) {
      const own = game.failures.find((f) => f.agent === pairing.agent);
      const seat = game.seats.indexOf(pairing.agent);
      const lostByRules = !own && game.failures.length === 0 && game.ranks.some((r, i) => i !== seat && r < game.ranks[seat]!);
      const wanted = (own && !seenKinds.has(own.kind)) || (lostByRules && !lossShown);
      if (own) seenKinds.add(own.kind);
      if (lostByRules) lossShown = true;
      if (!wanted) continue;
      const picture = gamePicture(pairing.game, settings.gameConfig, game);
      if (picture) pictures.set(pictureKey(outcome.result.id, game.index), picture);
    }
    const result = request.out ? await writeMatchFiles(request.out, spec, outcome, viewers) : outcome.result;
    const s = result.summary[pairing.agent];
    log.line(sanitizeLine(`${pairing.agent}: ${s?.wins ?? 0} won, ${s?.draws ?? 0} drawn, ${s?.losses ?? 0} lost against ${against}`));
    const state = sequentialState(pairsOf(outcome.games), test);
    const stop: StopReason = !sequential
      ? 'fixed'
      : (stoppedFor ?? state.decision ?? (outcome.stoppedEarly ? 'match-time-limit' : 'max-pairs'));
    const message =
      pairing.opponents.length > 1
        ? describeFixedGroup(outcome.games.length, pairing.opponents.length + 1, stopping.enabled)
        : describeStop(stop, state, test);
    log.line(sanitizeLine(`${pairing.agent} vs ${vs}: ${message}`));
    const record: PairingRecord = {
      agent: pairing.agent,
      reference: pairing.reference,
      game: pairing.game,
      match: result.id,
      pairs: state.pairs,
      pentanomial: state.counts,
      score: Math.round(pentanomialScore(state.counts).score * 10_000) / 10_000,
      llr: Math.round(state.llr * 1000) / 1000,
      stop,
      message: truncate(message, RESULTS_CAPS.message),
    };
    return { result, record };
  });
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
