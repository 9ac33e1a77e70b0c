// The rotation flow: plan a rotation, or play it (all of it, or one shard of it) among every
// eligible agent, rate a whole one, and write its files (docs/ratings.md). Shared by the modes
// rotation (CLI and action) and plan, which each only wire it up.
import { randomInt } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { discoverAgents, loadArenaConfig, type DiscoveredAgent, type Discovery } from '../adapters/discovery.js';
import { checkDockerEngine, createDockerCli } from '../adapters/docker-cli.js';
import { appendFactsFile, PLAN_FILE, readFactsFile, RESULTS_FILE, writeFileAtomic, writeLeaderboardFiles } from '../adapters/facts-file.js';
import { ViewerBudget, writeMatchFiles } from '../adapters/replay-files.js';
import { RunnerSet, selectRunner, type SelectedRunner } from '../adapters/runner-selection.js';
import type { ArenaConfig } from '../core/config.js';
import { InfraError, UserError } from '../core/errors.js';
import type { GameName } from '../core/games/names.js';
import { buildLeaderboard, type Leaderboard } from '../core/leaderboard/leaderboard.js';
import { renderLeaderboardMarkdown } from '../core/leaderboard/markdown.js';
import { matchSettings } from '../core/match/plan.js';
import { runMatch, type MatchAgent, type MatchSpec } from '../core/match/run-match.js';
import { factsFromResults, mergeFacts, RunIdSchema, type Fact } from '../core/rating/facts.js';
import {
  buildRotationPlan,
  makeRunId,
  readPlan,
  ROTATION_PAIRED_SEATS,
  SETUP_COMMAND,
  shardMatrix,
  sliceShard,
  type RotationPlan,
} from '../core/rating/plan.js';
import { compareStrings } from '../core/rating/random.js';
import { computeRatings, toResultsRatings } from '../core/rating/ratings.js';
import type { PlannedMatch, ScheduleKind } from '../core/rating/schedule.js';
import {
  RESULTS_CAPS,
  RESULTS_SCHEMA_V1,
  serializeResults,
  type AgentId,
  type AgentResult,
  type Issue,
  type MatchResult,
  type Results,
} from '../core/results.js';
import { sanitizeLine, sanitizeMarkdown, truncate } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { agentResult } from '../core/agent-result.js';
import { rulesVersions } from '../core/publish/merge-shards.js';

/** The usage line of `arena rotation`; the flow's errors quote it. */
export const ROTATION_USAGE =
  'arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json] [--facts FILE] [--plan-file FILE] [--seed S] [--run-id ID] [--game G] [--games-per-pairing N] [--shards N] [--schedule round-robin|uncertainty]';

export interface RotationRequest {
  root: string;
  /** arena.yml, relative to root */
  configFile?: string;
  /** facts so far (quarantine, uncertainty estimates; a full rotation appends its own) */
  factsPath?: string;
  /** a plan written by `--plan --out DIR` */
  planFile?: string;
  planOnly?: boolean;
  shard?: { index: number; count: number };
  out?: string;
  seed?: number;
  runId?: string;
  game?: string;
  gamesPerPairing?: number;
  shards?: number;
  schedule?: ScheduleKind;
  now: Date;
  /** where the docker CLI takes PATH, HOME and DOCKER_HOST from (default process.env) */
  env?: Readonly<Record<string, string | undefined>>;
  /** progress lines (stderr / the action log) */
  log(line: string): void;
}

export interface RotationOutcome {
  plan: RotationPlan;
  matrix: { shard: string[] };
  results: Results;
  /** a full (unsharded) rotation's leaderboard */
  leaderboard?: Leaderboard;
  /** the matches this run played (or, with --plan, would play) */
  matches: PlannedMatch[];
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

/** Does a Docker engine answer? (Never throws; a local rotation then skips Docker agents.) */
async function dockerAnswers(log: (line: string) => void, commandTimeoutMs: number, env?: RotationRequest['env']): Promise<boolean> {
  const cli = createDockerCli({ commandTimeoutMs, ...(env ? { hostEnv: env } : {}) });
  try {
    await checkDockerEngine(cli);
    return true;
  } catch (error) {
    log(
      `no Docker engine answers (${sanitizeLine(truncate((error as Error).message, 200))}): Docker agents are skipped; run \`${SETUP_COMMAND}\` to enable them`,
    );
    return false;
  } finally {
    cli.dispose();
  }
}

function notice(agent: AgentResult, rule: string, message: string, severity: Issue['severity'] = 'notice'): Issue {
  return {
    path: `${agent.path}/agent.yml`.slice(0, RESULTS_CAPS.path),
    line: 1,
    column: 1,
    severity,
    rule,
    message: truncate(message, RESULTS_CAPS.message),
  };
}

/** Run `tasks` with at most `limit` at once; results keep the tasks' order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

function planFromRequest(
  request: RotationRequest,
  config: ArenaConfig,
  agents: AgentResult[],
  facts: Fact[],
  dockerAvailable: boolean,
): RotationPlan {
  const sharded = request.shard !== undefined;
  if (sharded && (request.seed === undefined || request.runId === undefined)) {
    throw new UserError(
      'a shard must play the plan every other shard plays',
      'pass --plan-file arena-plan.json (written by `arena rotation --plan --out DIR`), or the --seed and --run-id that plan printed',
    );
  }
  const seed = request.seed ?? randomInt(0, 2 ** 32);
  const runId = request.runId ?? makeRunId(request.now, seed);
  if (!RunIdSchema.safeParse(runId).success)
    throw new UserError(`--run-id ${JSON.stringify(sanitizeLine(runId.slice(0, 80)))}: letters, digits and . _ : - only (at most 128)`);
  return buildRotationPlan({
    agents,
    config,
    facts,
    dockerAvailable,
    seed,
    runId,
    ...(request.game !== undefined ? { game: request.game } : {}),
    ...(request.gamesPerPairing !== undefined ? { gamesPerPairing: request.gamesPerPairing } : {}),
    ...(request.shards !== undefined ? { shards: request.shards } : {}),
    ...(request.schedule !== undefined ? { schedule: request.schedule } : {}),
  });
}

/** Plan, or play, a rotation. */
export async function runRotation(request: RotationRequest): Promise<RotationOutcome> {
  const repository = await readRotationRepository(request);
  const { plan, localFull } = await choosePlan(request, repository);
  const matrix = shardMatrix(plan.shards);
  const matches = shardMatches(request, plan);
  const statusOf = agentStatuses(repository.agents, plan);
  const reasons: string[] = [];
  const played = request.planOnly ? [] : await playRotation(request, repository, matches, { statusOf, reasons, localFull });
  played.sort((a, b) => compareStrings(a.id, b.id));
  const results = rotationResults(request, repository, plan, matches, { played, statusOf, reasons });

  let leaderboard: Leaderboard | undefined;
  if (!request.planOnly && !request.shard) leaderboard = await rateRotation(request, repository, results);
  if (request.out) {
    await writeFileAtomic(join(request.out, PLAN_FILE), `${JSON.stringify(plan, null, 2)}\n`);
    await writeFileAtomic(join(request.out, RESULTS_FILE), serializeResults(results));
  }
  return { plan, matrix, results, matches, ...(leaderboard ? { leaderboard } : {}) };
}

/** The repository a rotation is about: its arena.yml, its agents and the facts so far. */
interface RotationRepository {
  config: ArenaConfig;
  discovery: Discovery;
  byId: Map<string, DiscoveredAgent>;
  agents: AgentResult[];
  facts: Fact[];
}

async function readRotationRepository(request: RotationRequest): Promise<RotationRepository> {
  const { root } = request;
  if (!(await isDirectory(root)))
    throw new UserError(`--root ${sanitizeLine(root)}: no such folder`, 'give the root of an arena repository');
  if (request.planOnly && request.shard) throw new UserError('--plan and --shard do not go together', `usage: ${ROTATION_USAGE}`);
  const config = await loadArenaConfig(root, request.configFile);
  const discovery = await discoverAgents(root, config, { hash: true });
  const byId = new Map<string, DiscoveredAgent>(discovery.agents.map((a) => [a.id, a]));
  const agents = discovery.agents.map(agentResult);
  const facts = request.factsPath ? await readFactsFile(request.factsPath) : [];
  return { config, discovery, byId, agents, facts };
}

/** The plan: read from --plan-file, or made (the same for every shard) from the request. */
async function choosePlan(
  request: RotationRequest,
  { config, agents, facts }: RotationRepository,
): Promise<{ plan: RotationPlan; localFull: boolean }> {
  // A plan (and every shard recomputing it) assumes Docker is there, so all shards agree; only a
  // local full rotation asks the engine and skips Docker agents when it does not answer.
  const localFull = !request.planOnly && !request.shard && request.planFile === undefined;
  const needsDocker = agents.some((a) => a.status === 'ok' && a.entrypoint === 'docker');
  const dockerAvailable = localFull && needsDocker ? await dockerAnswers(request.log, config.engine.commandTimeoutMs, request.env) : true;
  const plan = request.planFile
    ? readPlan(
        await readFile(request.planFile, 'utf8').catch(() => {
          throw new UserError(`--plan-file ${sanitizeLine(request.planFile!)}: cannot be read`);
        }),
        request.planFile,
      )
    : planFromRequest(request, config, agents, facts, dockerAvailable);
  return { plan, localFull };
}

/** The matches this run plays (a shard's slice, or all), logged with the plan's notes and exclusions. */
function shardMatches(request: RotationRequest, plan: RotationPlan): PlannedMatch[] {
  const { log } = request;
  if (request.shard && request.shard.count !== plan.shards) {
    log(`note: the plan has ${plan.shards} shard(s); slicing it into ${request.shard.count} as asked`);
  }
  const matches = request.shard ? sliceShard(plan, request.shard.index, request.shard.count) : plan.matches;
  const where = request.shard ? `shard ${request.shard.index}/${request.shard.count} of ` : '';
  log(
    `rotation ${plan.runId}: ${where}${matches.length} of ${plan.matches.length} matches, ${matches.reduce((s, m) => s + m.games, 0)} games (${plan.schedule}, seed ${plan.seed})`,
  );
  for (const note of plan.notes) log(`note: ${sanitizeLine(note)}`);
  for (const e of plan.excluded)
    log(`${e.kind} ${sanitizeLine(e.agent)} ${sanitizeLine(e.version)}: ${sanitizeLine(e.reason)}; ${sanitizeLine(e.fix)}`);
  return matches;
}

/** Agents' statuses in the results: excluded ones are `skipped`, with the reason and the fix. */
function agentStatuses(agents: readonly AgentResult[], plan: RotationPlan): Map<string, AgentResult> {
  const statusOf = new Map<string, AgentResult>(agents.map((a) => [a.id, a]));
  for (const e of plan.excluded) {
    const a = statusOf.get(e.agent);
    if (!a || e.kind === 'not-valid') continue;
    statusOf.set(e.agent, {
      ...a,
      status: 'skipped',
      issues: [...a.issues, notice(a, e.kind === 'quarantined' ? 'quarantined' : 'skipped', `${e.reason}. To fix: ${e.fix}`)],
    });
  }
  return statusOf;
}

/** What playing adds to the results: agents that could not start, and why matches were skipped. */
interface RotationNotes {
  statusOf: Map<string, AgentResult>;
  reasons: string[];
  /** a local full rotation: agents that cannot start are skipped rather than failing the run */
  localFull: boolean;
}

/** Play the matches that still fit this checkout; the runners are closed after. */
async function playRotation(
  request: RotationRequest,
  { config, byId }: RotationRepository,
  matches: readonly PlannedMatch[],
  notes: RotationNotes,
): Promise<MatchResult[]> {
  const { log } = request;
  const playable = matchesOfThisCheckout(matches, byId, notes.reasons);
  const needed = [...new Set(playable.flatMap((m) => m.agents))].sort(compareStrings);
  if (needed.some((id) => byId.get(id)!.manifest!.entrypoint.type === 'docker') && !notes.localFull) {
    // A plan that includes Docker agents must run them: a dead engine is an infrastructure error.
    const cli = createDockerCli({ commandTimeoutMs: config.engine.commandTimeoutMs, ...(request.env ? { hostEnv: request.env } : {}) });
    try {
      await checkDockerEngine(cli);
    } finally {
      cli.dispose();
    }
  }
  const runners = new RunnerSet({ config, docker: { log: (line) => log(sanitizeLine(line)) } });
  try {
    const prepared = await prepareAgents(request, byId, needed, runners, notes);
    const runnable = playable.filter((m) => {
      const missing = m.agents.find((id) => !prepared.has(id));
      if (missing) notes.reasons.push(`skipped match ${m.id}: ${missing} could not be started`);
      return !missing;
    });
    const outcomes = await playMatches(request, config, byId, prepared, runnable, notes.reasons);
    return outcomes.filter((r): r is MatchResult => r !== undefined);
  } finally {
    await runners.close();
  }
}

/** The plan was made from this repository; a shard whose checkout differs plays only what still matches. */
function matchesOfThisCheckout(
  matches: readonly PlannedMatch[],
  byId: ReadonlyMap<string, DiscoveredAgent>,
  reasons: string[],
): PlannedMatch[] {
  const playable: PlannedMatch[] = [];
  for (const m of matches) {
    const stale = m.agents.find((id, i) => {
      const a = byId.get(id);
      return !a || a.status !== 'ok' || a.manifest?.version !== m.versions[i];
    });
    if (stale) reasons.push(`skipped match ${m.id}: ${stale} is no longer the agent (or version) the plan was made for`);
    else playable.push(m);
  }
  return playable;
}

/** Build / pull / smoke-test the agents the matches need; one that cannot start is skipped (locally). */
async function prepareAgents(
  { log }: RotationRequest,
  byId: ReadonlyMap<string, DiscoveredAgent>,
  needed: readonly string[],
  runners: RunnerSet,
  { statusOf, localFull }: RotationNotes,
): Promise<Map<string, SelectedRunner>> {
  const prepared = new Map<string, SelectedRunner>();
  for (const id of needed) {
    const agent = byId.get(id)!;
    try {
      prepared.set(id, await selectRunner({ id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest! }, runners));
    } catch (error) {
      if (error instanceof InfraError && !localFull) throw error;
      const message = sanitizeLine(truncate((error as Error).message, 500));
      log(`skipped ${id}: ${message}`);
      const a = statusOf.get(id)!;
      statusOf.set(id, {
        ...a,
        status: 'skipped',
        issues: [...a.issues, notice(a, 'skipped', `could not be started: ${message}`, 'warning')],
      });
    }
  }
  return prepared;
}

/** Play the matches, config.rotation.parallel at a time; a match that cannot be played is a reason, not an error. */
async function playMatches(
  request: RotationRequest,
  config: ArenaConfig,
  byId: ReadonlyMap<string, DiscoveredAgent>,
  prepared: ReadonlyMap<string, SelectedRunner>,
  runnable: readonly PlannedMatch[],
  reasons: string[],
): Promise<(MatchResult | undefined)[]> {
  const { log } = request;
  let done = 0;
  // viewer pages in the results folder: every failing game, and a few others, across the rotation
  const viewers = new ViewerBudget();
  return pool(runnable, config.rotation.parallel, async (m) => {
    const spec = rotationMatchSpec(m, config, byId, prepared);
    try {
      const outcome = await runMatch(spec);
      const result = request.out ? await writeMatchFiles(request.out, spec, outcome, viewers) : outcome.result;
      done += 1;
      const line = m.agents
        .map((id) => `${id} ${result.summary[id]?.wins ?? 0}/${result.summary[id]?.draws ?? 0}/${result.summary[id]?.losses ?? 0}`)
        .join(' vs ');
      log(`[${done}/${runnable.length}] ${m.game}: ${sanitizeLine(line)}${result.voided ? ` (${result.voided} void)` : ''}`);
      if (outcome.stoppedEarly) reasons.push(`match ${m.id}: ${truncate(outcome.stoppedEarly, 300)}`);
      if (result.voided) reasons.push(`match ${m.id}: ${result.voided} game(s) voided by infrastructure failures (never rated)`);
      return result;
    } catch (error) {
      reasons.push(`match ${m.id} could not be played: ${truncate((error as Error).message, 300)}`);
      return undefined;
    }
  });
}

function rotationMatchSpec(
  m: PlannedMatch,
  config: ArenaConfig,
  byId: ReadonlyMap<string, DiscoveredAgent>,
  prepared: ReadonlyMap<string, SelectedRunner>,
): MatchSpec {
  const settings = matchSettings(config, m.game as GameName);
  return {
    id: m.id,
    game: m.game as GameName,
    gameConfig: settings.gameConfig,
    agents: m.agents.map((id, i): MatchAgent => {
      const agent = byId.get(id)!;
      const { runner, launch } = prepared.get(id)!;
      return { id: id as AgentId, version: m.versions[i]!, ...(agent.treeHash ? { treeHash: agent.treeHash } : {}), launch, runner };
    }),
    games: m.games,
    seed: m.seed,
    pairedSeats: ROTATION_PAIRED_SEATS,
    time: settings.time,
    limits: settings.limits,
  };
}

/** The results document: what was played (or, with --plan, planned), and why anything was not. */
function rotationResults(
  request: RotationRequest,
  { discovery }: RotationRepository,
  plan: RotationPlan,
  matches: readonly PlannedMatch[],
  { played, statusOf, reasons }: { played: MatchResult[]; statusOf: Map<string, AgentResult>; reasons: string[] },
): Results {
  const games = played.reduce((s, m) => s + m.games.length, 0);
  const head = request.planOnly
    ? `planned rotation ${plan.runId}: ${plan.matches.length} matches, ${plan.estimate.games} games, about ${plan.estimate.minutes} minutes per shard over ${plan.shards} shard(s)`
    : `played ${played.length} of ${matches.length} matches (${games} games) of rotation ${plan.runId}${request.shard ? `, shard ${request.shard.index}/${request.shard.count}` : ''}`;
  const excluded = plan.excluded
    .filter((e) => e.kind !== 'not-valid')
    .map((e) => `${e.kind}: ${e.agent} ${e.version} — ${e.reason}; ${e.fix}`);
  const allReasons = [head, ...plan.notes, ...excluded, ...reasons].map((r) => truncate(r, RESULTS_CAPS.message));
  const planMatches: MatchResult[] = plan.matches
    .slice(0, RESULTS_CAPS.matches)
    .map((m) => ({ id: m.id, game: m.game, agents: m.agents as AgentId[], seed: m.seed, games: [], summary: {} }));
  if (request.planOnly && plan.matches.length > RESULTS_CAPS.matches)
    allReasons.push(`matches[] lists the first ${RESULTS_CAPS.matches} of ${plan.matches.length} planned matches; see ${PLAN_FILE}`);
  return {
    schema: RESULTS_SCHEMA_V1,
    run: {
      mode: 'rotation',
      createdAt: request.now.toISOString(),
      arenaVersion: ARENA_VERSION,
      runId: plan.runId,
      ...(request.shard ? { shard: `${request.shard.index}/${request.shard.count}` } : {}),
    },
    agents: [...statusOf.values()].sort((a, b) => compareStrings(a.id, b.id)).slice(0, RESULTS_CAPS.agents),
    ...(discovery.issues.length > 0 ? { issues: discovery.issues.slice(0, RESULTS_CAPS.topIssues) } : {}),
    matches: request.planOnly ? planMatches : played,
    ratings: [],
    verdict: { conclusion: reasons.length === 0 ? 'success' : 'neutral', reasons: allReasons.slice(0, RESULTS_CAPS.reasons) },
  };
}

/** A whole rotation: rate it on top of the facts so far, and keep its facts when asked to. */
async function rateRotation(request: RotationRequest, { config, facts }: RotationRepository, results: Results): Promise<Leaderboard> {
  const own = factsFromResults(results, rulesVersions(), 'this rotation');
  const merged = mergeFacts(facts, own.facts);
  if (request.factsPath) await appendFactsFile(request.factsPath, merged.added);
  const options = { anchors: config.rotation.anchors, quarantine: config.rotation.quarantine };
  const table = computeRatings(merged.facts, options);
  const leaderboard = buildLeaderboard(merged.facts, { ...options, table, generatedAt: request.now.toISOString() });
  results.ratings = toResultsRatings(table).slice(0, RESULTS_CAPS.ratings);
  if (request.out) await writeLeaderboardFiles(request.out, leaderboard);
  return leaderboard;
}

/** Where an action run finds the facts published so far (the workflow checks the data branch out there). */
/** Where the rotation workflow checks out the data branch (arena-rotation.yml, plan job). */
export const DATA_CHECKOUT = '.arena-data';

/**
 * The published facts in an Actions workspace: the data branch checked out at `.arena-data/`, or
 * the default branch itself when it is the data branch. Absent before the first publish.
 */
export async function actionFactsPath(root: string, config: ArenaConfig): Promise<string | undefined> {
  for (const base of [join(root, DATA_CHECKOUT), root]) {
    const path = join(base, config.rotation.publish.path, 'facts.jsonl');
    if ((await stat(path).catch(() => undefined))?.isFile()) return path;
  }
  return undefined;
}

/** The job-summary Markdown of a rotation run. */
export function rotationSummary(outcome: RotationOutcome): string {
  const lines = [`### Arena rotation \`${sanitizeLine(outcome.plan.runId)}\``, ''];
  for (const reason of outcome.results.verdict.reasons) lines.push(`- ${sanitizeMarkdown(reason)}`);
  lines.push('');
  if (outcome.leaderboard) lines.push(renderLeaderboardMarkdown(outcome.leaderboard, { charts: false, heading: '###' }));
  return lines.join('\n');
}
