// The evaluation pipeline: validate, build and play one change, and write its results
// (docs/evaluation.md). Steps 2.–5. of the PR check (src/modes/evaluate.ts says where the change
// comes from); shared by the modes evaluate and maintainer-evaluate, which each only wire it up.
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { discoverAgents, type DiscoveredAgent, type Discovery } from '../adapters/discovery.js';
import { checkDockerEngine, createDockerCli } from '../adapters/docker-cli.js';
import { RESULTS_FILE, writeFileAtomic } from '../adapters/facts-file.js';
import { safeFileName, ViewerBudget, writeMatchFiles } from '../adapters/replay-files.js';
import { RunnerSet, selectRunner, type SelectedRunner } from '../adapters/runner-selection.js';
import { offeredGames, type ArenaConfig } from '../core/config.js';
import { InfraError, UserError } from '../core/errors.js';
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
  type Pentanomial,
  type SequentialState,
  type StopReason,
  type StoppingSettings,
} from '../core/evaluate/stopping.js';
import { pictureKey, renderEvaluationMarkdown, renderEvaluationText } from '../core/evaluate/summary.js';
import { agentConformance, evaluationVerdict, type AgentConformance } from '../core/evaluate/verdict.js';
import {
  isMaintainer,
  MAINTAINER_ASSOCIATIONS,
  touchedAgents,
  type ChangedPath,
  type GateInput,
  type TouchedAgent,
} from '../core/gates.js';
import { matchSettings, seatsFor } from '../core/match/plan.js';
import { runMatch, type MatchAgent, type MatchOutcome, type MatchSpec, type PlayedGame } from '../core/match/run-match.js';
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

export interface ChangeContext {
  changes: ChangedPath[];
  gateInput: GateInput;
  reading: GateReading;
  /** the PR's head commit (what the report job attaches the check to) */
  headSha?: string;
  /** the commit the change is compared with */
  baseSha?: string;
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
  const checked = await validateChange(request);
  const lineup = planLineup(request, checked);
  const played = await playEvaluation(request, checked, lineup);
  const judged = evaluationResults(request, checked, lineup, played);
  return writeEvaluation(request, checked.changedAgents, played.pictures, judged);
}

/** Step 2: the changed agents as validated, and the change's own findings. */
interface CheckedChange {
  /** the changed agents still in the tree, and the official agents (the reference pool) */
  discovery: Discovery;
  officials: Discovery;
  removed: TouchedAgent[];
  /** the change's findings (gates, discovery, removed agents) */
  top: Issue[];
  /** each changed agent's result so far, by id */
  changed: Map<string, AgentResult>;
  /** every agent id the change touched, sorted */
  changedAgents: string[];
  /** a changed official agent whose author is not a maintainer: neither built, played nor a reference */
  untrustedOfficial: (agent: DiscoveredAgent) => boolean;
  /** when the evaluation started (the results' createdAt) */
  now: Date;
}

/** 2. validation and the change gates */
async function validateChange(request: EvaluationRequest): Promise<CheckedChange> {
  const { root, config, change, log } = request;
  const now = request.now ?? new Date();
  const touched = touchedAgents(change.changes, config);
  const wanted = new Set(touched.agents.keys());

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
  return { discovery, officials, removed, top, changed, changedAgents, untrustedOfficial, now };
}

/** Step 3: what to play. */
interface Lineup {
  plan: ReturnType<typeof planEvaluation>;
  /** the plan's notes, and those of references that could not be started */
  notes: string[];
  /** the changed agents that may be built, and the reference pool, by id */
  byId: Map<string, DiscoveredAgent>;
  needsDocker: boolean;
}

/** 3. what to play */
function planLineup(request: EvaluationRequest, checked: CheckedChange): Lineup {
  const { config } = request;
  const { discovery, officials, changed, untrustedOfficial } = checked;
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
  return { plan, notes, byId, needsDocker };
}

/** What steps 3 and 4 played. */
interface PlayedEvaluation {
  matches: MatchResult[];
  pairingRecords: PairingRecord[];
  pictures: Map<string, string>;
  /** the references that were started (or could not be), by id */
  referenceStatus: Map<string, AgentResult>;
}

/** 3.–4. build the changed agents, then play the placement matches; the runners are closed after. */
async function playEvaluation(request: EvaluationRequest, checked: CheckedChange, lineup: Lineup): Promise<PlayedEvaluation> {
  const { config, log } = request;
  const cli = lineup.needsDocker ? createDockerCli({ hostEnv: request.env, commandTimeoutMs: config.engine.commandTimeoutMs }) : undefined;
  const runners = new RunnerSet({
    config,
    docker: {
      ...(cli ? { cli } : {}),
      ...(request.dockerLabels ? { labels: request.dockerLabels } : {}),
      log: (line) => log.line(sanitizeLine(line)),
    },
  });
  const played: PlayedEvaluation = { matches: [], pairingRecords: [], pictures: new Map(), referenceStatus: new Map() };
  try {
    if (cli) await checkDockerEngine(cli); // InfraError (exit 3) before anything is built
    const preparer = agentPreparer(request, runners);
    await buildChangedAgents(request, checked, preparer);
    await playPlacements(request, checked, lineup, preparer, played);
  } finally {
    await runners.close();
    cli?.dispose();
  }
  return played;
}

/** The agents built (or pulled) and smoke-tested so far, and how to prepare one more. */
interface AgentPreparer {
  prepared: Map<string, SelectedRunner>;
  /** Build / pull / smoke-test an agent; false (with the finding recorded) when it cannot run. */
  prepare(agent: DiscoveredAgent, onFailure: (message: string) => void): Promise<boolean>;
}

function agentPreparer(request: EvaluationRequest, runners: RunnerSet): AgentPreparer {
  const prepared = new Map<string, SelectedRunner>();
  const buildLog = async (id: string, text: string) => {
    if (!request.out) return;
    await mkdir(join(request.out, 'logs', 'builds'), { recursive: true });
    await writeFile(join(request.out, 'logs', 'builds', `${safeFileName(id)}.log`), `${sanitizeText(redactSecrets(text))}\n`);
  };
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
  return { prepared, prepare };
}

/** 3. changed agents: validation findings, then the build */
async function buildChangedAgents(request: EvaluationRequest, checked: CheckedChange, { prepared, prepare }: AgentPreparer): Promise<void> {
  const { log } = request;
  const { changed } = checked;
  for (const agent of [...checked.discovery.agents].sort((a, b) => (a.id < b.id ? -1 : 1))) {
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
}

/** 4. placement matches, stopped by the sequential test within the time budget */
async function playPlacements(
  request: EvaluationRequest,
  checked: CheckedChange,
  { plan, notes, byId }: Lineup,
  { prepared, prepare }: AgentPreparer,
  played: PlayedEvaluation,
): Promise<void> {
  const { config } = request;
  const { referenceStatus } = played;
  // viewer pages in the results folder: every failing game, and a few others, across the run
  const viewers = new ViewerBudget();
  const runnable = plan.pairings.filter((p) => checked.changed.get(p.agent)?.status === 'ok');
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
    const outcome = await playPairing(pairing, request, byId, prepared, played.pictures, viewers, allowance);
    played.matches.push(outcome.result);
    played.pairingRecords.push(outcome.record);
  }
}

/** Step 5: the results document and the conformance of each changed agent. */
interface JudgedEvaluation {
  results: Results;
  conformance: AgentConformance[];
}

/** 5. results and verdict */
function evaluationResults(request: EvaluationRequest, checked: CheckedChange, lineup: Lineup, played: PlayedEvaluation): JudgedEvaluation {
  const { config, change } = request;
  const { changed, removed, top, now } = checked;
  const { matches, referenceStatus } = played;
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
    notes: lineup.notes,
  });
  // a changed agent that also served as a reference (a maintainer's change) is listed once, as changed
  const references = [...referenceStatus.values()].filter((r) => !changed.has(r.id)).sort((a, b) => compareStrings(a.id, b.id));
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
    evaluation: evaluationInfo(request, changedResults, played),
    verdict,
  };
  return { results, conformance };
}

/** 5. the stopping settings, the pairings and the placements against the published leaderboard */
function evaluationInfo(request: EvaluationRequest, changedResults: readonly AgentResult[], played: PlayedEvaluation): EvaluationInfo {
  const { matches, pairingRecords } = played;
  const stopping = request.config.evaluation.stopping;
  const lookup = request.leaderboard ?? { kind: 'none' as const, note: 'no published leaderboard was looked for' };
  const placed =
    lookup.kind === 'found'
      ? placeAgents(
          changedResults.filter((a) => a.status === 'ok').map((a) => a.id),
          matches,
          lookup.board,
        )
      : { placements: [], notes: matches.length > 0 ? [lookup.note] : [] };
  return {
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
}

/** 5. arena-results.json (when there is a results folder) and the summary */
async function writeEvaluation(
  request: EvaluationRequest,
  changedAgents: string[],
  pictures: Map<string, string>,
  { results, conformance }: JudgedEvaluation,
): Promise<EvaluationOutcome> {
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
  const test: StoppingSettings = config.evaluation.stopping;
  const { spec, sequential } = pairingSpec(pairing, config, byId, prepared);
  const games = spec.games;
  let stoppedFor: StopReason | undefined;
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
              const state = sequentialState(pairsOf(played, pairing), test);
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
    keepPictures(pairing, spec, outcome, pictures);
    const result = request.out ? await writeMatchFiles(request.out, spec, outcome, viewers) : outcome.result;
    const s = result.summary[pairing.agent];
    log.line(sanitizeLine(`${pairing.agent}: ${s?.wins ?? 0} won, ${s?.draws ?? 0} drawn, ${s?.losses ?? 0} lost against ${against}`));
    const state = sequentialState(pairsOf(outcome.games, pairing), test);
    const stop: StopReason = !sequential
      ? 'fixed'
      : (stoppedFor ?? state.decision ?? (outcome.stoppedEarly ? 'match-time-limit' : 'max-pairs'));
    const message =
      pairing.opponents.length > 1
        ? describeFixedGroup(outcome.games.length, pairing.opponents.length + 1, config.evaluation.stopping.enabled)
        : describeStop(stop, state, test);
    log.line(sanitizeLine(`${pairing.agent} vs ${vs}: ${message}`));
    return { result, record: pairingRecord(pairing, result.id, state, stop, message) };
  });
}

/** The match of one pairing, and whether the sequential test may stop it early. */
function pairingSpec(
  pairing: Pairing,
  config: ArenaConfig,
  byId: ReadonlyMap<string, DiscoveredAgent>,
  prepared: ReadonlyMap<string, SelectedRunner>,
): { spec: MatchSpec; sequential: boolean } {
  const settings = matchSettings(config, pairing.game);
  const stopping = config.evaluation.stopping;
  // the sequential test reads seat-swapped pairs, so it runs on two-seat pairings; a group of more
  // seats plays its fixed seat rotations (docs/evaluation.md)
  const sequential = stopping.enabled && pairing.opponents.length === 1;
  const games = sequential ? Math.min(2 * stopping.maxPairs, RESULTS_CAPS.gamesPerMatch) : pairing.games;
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
  return { spec, sequential };
}

/** The changed agent's pentanomial counts so far. */
function pairsOf(played: readonly PlayedGame[], pairing: Pairing): Pentanomial {
  // pairs are games 2k and 2k+1 (seat-swapped with pairedSeats; none with more seats); a voided game leaves its pair out
  return countPairs(pairing.opponents.length > 1 ? [] : played.map((g) => ({ ...g, pair: Math.floor(g.index / 2) })), pairing.agent);
}

/** pictures: the first game of each failure kind of the changed agent, and its first loss by the rules */
function keepPictures(pairing: Pairing, spec: MatchSpec, outcome: MatchOutcome, pictures: Map<string, string>): void {
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
    const picture = gamePicture(pairing.game, spec.gameConfig, game);
    if (picture) pictures.set(pictureKey(outcome.result.id, game.index), picture);
  }
}

function pairingRecord(pairing: Pairing, match: string, state: SequentialState, stop: StopReason, message: string): PairingRecord {
  return {
    agent: pairing.agent,
    reference: pairing.reference,
    game: pairing.game,
    match,
    pairs: state.pairs,
    pentanomial: state.counts,
    score: Math.round(pentanomialScore(state.counts).score * 10_000) / 10_000,
    llr: Math.round(state.llr * 1000) / 1000,
    stop,
    message: truncate(message, RESULTS_CAPS.message),
  };
}
