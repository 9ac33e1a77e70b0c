// A rotation plan (docs/ratings.md): who is eligible, the matches, and how they split into shards
// for a GitHub Actions job matrix. Every shard slices the same plan the same way: matches sorted by
// id are dealt, most expensive first, to the shard with the least estimated work so far (ties go to
// the lowest shard). The plan also carries the rotation run id that all shards share.
import { z } from 'zod';
import { gameSettings, offeredGames, type ArenaConfig } from '../config.js';
import { UserError } from '../errors.js';
import type { GameName } from '../games/names.js';
import { seatsFor } from '../match/plan.js';
import { RESULTS_CAPS, type AgentResult } from '../results.js';
import { RunIdSchema, type Fact } from './facts.js';
import { compareStrings } from './random.js';
import { computeRatings, estimatesByAgent, INITIAL_SIGMA, type RatingTable, type SkillEstimate } from './ratings.js';
import { EXPECTED_TURN_SHARE, estimateGameMs, planSchedule, type GameEntrants, type PlannedMatch, type ScheduleKind } from './schedule.js';
import { quarantined, type QuarantineStatus } from './quarantine.js';

export const PLAN_SCHEMA_V1 = 'arena.plan/v1';

/** Rotation matches swap seats in pairs of games: the shard jobs play so and publish checks so. */
export const ROTATION_PAIRED_SEATS = true;

export const PLAN_CAPS = {
  /** matches in one plan (RotationPlanSchema) */
  matches: 20_000,
  /** the plan file as written (two-space JSON); readers refuse anything larger */
  documentBytes: 32 * 1024 * 1024,
} as const;

const AgentId = z
  .string()
  .max(64)
  .regex(/^(official|community)\/[a-z0-9][a-z0-9-]{0,38}$/);
const Text = (max: number) => z.string().max(max);

export const PlannedMatchSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
  game: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  agents: z.array(AgentId).min(2).max(16),
  versions: z.array(Text(64)).min(2).max(16),
  games: z.int().min(1).max(1000),
  seed: z.int().min(0).max(0xffffffff),
  estimatedMs: z.number().min(0),
});

export const ExclusionSchema = z.strictObject({
  agent: AgentId,
  version: Text(64),
  /** quarantined | skipped (no Docker engine) | not-valid */
  kind: z.enum(['quarantined', 'skipped', 'not-valid']),
  reason: Text(1024),
  /** what brings it back */
  fix: Text(1024),
});
export type Exclusion = z.infer<typeof ExclusionSchema>;

export const RotationPlanSchema = z.strictObject({
  schema: z.literal(PLAN_SCHEMA_V1),
  runId: RunIdSchema,
  seed: z.int().min(0).max(0xffffffff),
  schedule: z.enum(['round-robin', 'uncertainty']),
  shards: z.int().min(1).max(256),
  budget: z.strictObject({ games: z.int().min(1), minutes: z.int().min(1) }),
  estimate: z.strictObject({ games: z.int().min(0), minutes: z.number().min(0) }),
  /** eligible agents per game */
  entrants: z
    .array(z.strictObject({ game: Text(64), agents: z.array(z.strictObject({ id: AgentId, version: Text(64) })).max(1000) }))
    .max(64),
  excluded: z.array(ExclusionSchema).max(1000),
  notes: z.array(Text(1024)).max(100),
  matches: z.array(PlannedMatchSchema).max(PLAN_CAPS.matches),
});
export type RotationPlan = z.infer<typeof RotationPlanSchema>;

/** Read a plan handed between jobs (validated; it crosses a job boundary as an artifact). */
export function readPlan(text: string, file = 'arena-plan.json'): RotationPlan {
  if (Buffer.byteLength(text, 'utf8') > PLAN_CAPS.documentBytes) {
    throw new UserError(
      `${file}: larger than ${PLAN_CAPS.documentBytes} bytes`,
      'pass the arena-plan.json written by `arena rotation --plan --out DIR`',
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UserError(`${file}: not valid JSON`, 'pass the arena-plan.json written by `arena rotation --plan --out DIR`');
  }
  const parsed = RotationPlanSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new UserError(
      `${file}: not an ${PLAN_SCHEMA_V1} plan: ${first ? `${first.path.map(String).join('.')}: ${first.message}` : 'invalid'}`,
      'pass the arena-plan.json written by `arena rotation --plan --out DIR`',
    );
  }
  return parsed.data;
}

/**
 * The rotation run id: `YYYYMMDDTHHMMSSZ-<seed as 8 hex>`. String order is time order, which is
 * the canonical replay order of facts. `now` is given by the caller (the core has no clock).
 */
export function makeRunId(now: Date, seed: number): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${(seed >>> 0).toString(16).padStart(8, '0')}`;
}

/** Parse `I/N` (1 ≤ I ≤ N ≤ 256). */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || index < 1 || count < 1 || index > count || count > 256) {
    throw new UserError(`--shard must be I/N with 1 ≤ I ≤ N ≤ 256, e.g. 2/4; got ${JSON.stringify(text.slice(0, 20))}`);
  }
  return { index, count };
}

/** Deal matches to `count` shards, balanced by estimated cost; returns one array per shard. */
export function shardAssignment(matches: readonly PlannedMatch[], count: number): PlannedMatch[][] {
  const shards: PlannedMatch[][] = Array.from({ length: count }, () => []);
  const load = new Array<number>(count).fill(0);
  const order = matches.slice().sort((a, b) => b.estimatedMs - a.estimatedMs || compareStrings(a.id, b.id));
  for (const m of order) {
    let target = 0;
    for (let i = 1; i < count; i++) if (load[i]! < load[target]!) target = i;
    shards[target]!.push(m);
    load[target]! += m.estimatedMs;
  }
  for (const s of shards) s.sort((a, b) => compareStrings(a.id, b.id));
  return shards;
}

/** The matches of shard `index` (1-based) of `count`. */
export function sliceShard(plan: Pick<RotationPlan, 'matches'>, index: number, count: number): PlannedMatch[] {
  if (index < 1 || index > count) throw new UserError(`shard ${index}/${count} does not exist`);
  return shardAssignment(plan.matches, count)[index - 1]!;
}

/** Shards worth a job: never more than there are matches (and at least one). */
export function effectiveShards(requested: number, matches: number): number {
  return Math.max(1, Math.min(requested, matches));
}

/** The value for `strategy.matrix`: `{"shard":["1/4","2/4","3/4","4/4"]}`. */
export function shardMatrix(shards: number): { shard: string[] } {
  return { shard: Array.from({ length: shards }, (_, i) => `${i + 1}/${shards}`) };
}

/**
 * What one shard's results document may hold (src/core/results.ts RESULTS_CAPS), and how big a
 * shard's document is estimated to get. A played game is about 350 bytes as written (two-space
 * JSON); the estimate allows about six times that for failures carrying messages and stderr
 * excerpts, plus a fixed share for the agents[] list, issues and reasons.
 */
export const SHARD_RESULTS_ESTIMATE = {
  maxMatches: RESULTS_CAPS.matches,
  maxBytes: RESULTS_CAPS.documentBytes,
  fixedBytes: 1024 * 1024,
  bytesPerMatch: 2048,
  bytesPerGame: 2048,
} as const;

/** Estimated bytes of the results document of a shard that plays `matches`. */
export function estimatedShardBytes(matches: readonly Pick<PlannedMatch, 'games'>[]): number {
  const e = SHARD_RESULTS_ESTIMATE;
  return e.fixedBytes + matches.reduce((sum, m) => sum + e.bytesPerMatch + m.games * e.bytesPerGame, 0);
}

/** The first shard of `count` whose slice its results document could not hold, or undefined. */
export function overfullShard(
  matches: readonly PlannedMatch[],
  count: number,
): { index: number; matches: number; games: number; bytes: number } | undefined {
  const slices = shardAssignment(matches, count);
  for (const [i, slice] of slices.entries()) {
    const bytes = estimatedShardBytes(slice);
    if (slice.length > SHARD_RESULTS_ESTIMATE.maxMatches || bytes > SHARD_RESULTS_ESTIMATE.maxBytes) {
      return { index: i + 1, matches: slice.length, games: slice.reduce((s, m) => s + m.games, 0), bytes };
    }
  }
  return undefined;
}

/**
 * The fewest shards (from `from` up) whose slices all fit, or undefined when none up to 256 does.
 * Starts at the bound the totals give and tries a few counts above it: the deal balances estimated
 * time, not size, so the bound is usually but not always enough.
 */
export function shardsThatFit(matches: readonly PlannedMatch[], from: number): number | undefined {
  const e = SHARD_RESULTS_ESTIMATE;
  const variable = estimatedShardBytes(matches) - e.fixedBytes;
  const bound = Math.max(from, Math.ceil(matches.length / e.maxMatches), Math.ceil(variable / Math.max(1, e.maxBytes - e.fixedBytes)));
  for (let count = bound; count <= Math.min(256, bound + 16); count++) {
    if (!overfullShard(matches, count)) return count;
  }
  return undefined;
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/**
 * Refuse a plan that a shard job could not report on (its results document would pass a cap, and
 * publish would reject it) or that the shard jobs could not read back. Raising the shard count
 * here instead would silently change what arena.yml and the workflow input asked for, and the
 * minutes budget is per shard; the error says which count fits.
 */
export function checkPlanFits(plan: Pick<RotationPlan, 'matches' | 'shards'>, settings: { games: number; gamesPerPairing: number }): void {
  const lower = `lower rotation.budget.games (now ${settings.games}) or rotation.gamesPerPairing (now ${settings.gamesPerPairing}) in arena.yml, or rotate one game at a time`;
  if (plan.matches.length > PLAN_CAPS.matches) {
    throw new UserError(`the rotation plan has ${plan.matches.length} matches; a plan holds at most ${PLAN_CAPS.matches}`, lower);
  }
  const full = overfullShard(plan.matches, plan.shards);
  if (!full) return;
  const fits = shardsThatFit(plan.matches, plan.shards + 1);
  throw new UserError(
    `the rotation plan gives shard ${full.index}/${plan.shards} ${full.matches} matches (${full.games} games, about ${mib(full.bytes)} of results); one shard's results document holds at most ${SHARD_RESULTS_ESTIMATE.maxMatches} matches and ${mib(SHARD_RESULTS_ESTIMATE.maxBytes)}`,
    fits !== undefined
      ? `raise rotation.shards in arena.yml (or the workflow's shards input) to at least ${fits}, or ${lower}`
      : `no shard count up to 256 fits: ${lower}`,
  );
}

export interface Eligibility {
  entrants: Array<{ game: string; agents: Array<{ id: string; version: string }> }>;
  excluded: Exclusion[];
}

export const SETUP_COMMAND = 'npm run setup';

/**
 * Who plays which game: valid agents (status ok) of the offered games, minus quarantined versions,
 * minus Docker agents when no Docker engine answers (listed as skipped with the command that
 * enables them). Optional filters: one game, and official agents only (never used for authority).
 */
export function eligibility(
  agents: readonly AgentResult[],
  offered: readonly string[],
  options: { quarantine?: ReadonlyMap<string, QuarantineStatus>; dockerAvailable: boolean; game?: string },
): Eligibility {
  const excluded: Exclusion[] = [];
  const games = options.game ? offered.filter((g) => g === options.game) : offered.slice();
  const playing = new Map(games.map((g) => [g, [] as Array<{ id: string; version: string }>]));
  for (const agent of agents.slice().sort((a, b) => compareStrings(a.id, b.id))) {
    if (agent.tier === 'local') continue;
    if (agent.status !== 'ok') {
      if (agent.status !== 'skipped') {
        excluded.push({
          agent: agent.id,
          version: agent.version,
          kind: 'not-valid',
          reason: `its validation status is ${agent.status}`,
          fix: 'run `arena validate` and fix what it reports',
        });
      }
      continue;
    }
    const q = options.quarantine?.get(`${agent.id}@${agent.version}`);
    if (q?.quarantined) {
      excluded.push({
        agent: agent.id,
        version: agent.version,
        kind: 'quarantined',
        reason: q.reason ?? 'quarantined',
        fix: q.recovery ?? '',
      });
      continue;
    }
    if (agent.entrypoint === 'docker' && !options.dockerAvailable) {
      excluded.push({
        agent: agent.id,
        version: agent.version,
        kind: 'skipped',
        reason: 'a docker agent, and no Docker engine answers',
        fix: `run \`${SETUP_COMMAND}\` (installs/starts Docker and builds the agent images), then run the rotation again`,
      });
      continue;
    }
    for (const g of agent.games ?? []) playing.get(g)?.push({ id: agent.id, version: agent.version });
  }
  return { entrants: games.map((game) => ({ game, agents: playing.get(game)! })), excluded };
}

export interface PlanRequest {
  agents: readonly AgentResult[];
  config: ArenaConfig;
  /** facts so far: quarantine and (uncertainty schedule) current estimates come from them */
  facts: readonly Fact[];
  dockerAvailable: boolean;
  seed: number;
  runId: string;
  /** only this game */
  game?: string;
  /** overrides arena.yml rotation.gamesPerPairing */
  gamesPerPairing?: number;
  /** overrides arena.yml rotation.shards */
  shards?: number;
  /** overrides arena.yml rotation.schedule */
  schedule?: ScheduleKind;
}

/** The estimate a schedule starts from: the agent's rating, or (new version) its mu with a fresh sigma. */
export function priorEstimate(table: RatingTable, game: string, agent: { id: string; version: string }): SkillEstimate | undefined {
  const latest = estimatesByAgent(table, game).get(agent.id);
  if (!latest) return undefined;
  if (latest.version === agent.version || latest.pinned) return { mu: latest.mu, sigma: latest.sigma };
  return { mu: latest.mu, sigma: INITIAL_SIGMA };
}

/** Everything a rotation will play, decided up front. Pure: the same request gives the same plan. */
export function buildRotationPlan(request: PlanRequest): RotationPlan {
  const { config } = request;
  const rotation = config.rotation;
  const policy = rotation.quarantine;
  const quarantine = quarantined(request.facts, policy);
  const offered = offeredGames(config);
  if (request.game !== undefined && !offered.includes(request.game as GameName)) {
    throw new UserError(`this arena does not offer the game ${JSON.stringify(request.game.slice(0, 64))}`, `games: ${offered.join(', ')}`);
  }
  const chosen = eligibility(request.agents, offered, {
    quarantine,
    dockerAvailable: request.dockerAvailable,
    ...(request.game !== undefined ? { game: request.game } : {}),
  });
  const kind = request.schedule ?? rotation.schedule;
  const table = kind === 'uncertainty' ? computeRatings(request.facts, { anchors: rotation.anchors }) : undefined;
  const entrants: GameEntrants[] = chosen.entrants.map((e) => {
    const settings = gameSettings(config, e.game as GameName);
    return {
      game: e.game,
      agents: e.agents,
      gameMs: estimateGameMs(e.game, settings.time, settings.config),
      matchOverheadMs: Math.ceil(settings.time.startupMs * EXPECTED_TURN_SHARE),
      matchCapMs: settings.time.matchMs,
      seats: seatsFor(config, e.game),
    };
  });
  const requestedShards = request.shards ?? rotation.shards;
  const schedule = planSchedule({
    kind,
    entrants,
    gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing,
    budget: rotation.budget,
    parallel: rotation.parallel,
    shards: requestedShards,
    seed: request.seed,
    ...(table
      ? {
          estimate: (game: string, agent: { id: string; version: string }) => priorEstimate(table, game, agent),
          rotationsSoFar: (game: string) => table.history.filter((h) => h.game === game).length,
        }
      : {}),
  });
  const notes = [...schedule.notes];
  for (const e of chosen.entrants) {
    if (e.agents.length < 2)
      notes.push(`${e.game}: ${e.agents.length} eligible agent${e.agents.length === 1 ? '' : 's'}, no match to play`);
  }
  const shards = effectiveShards(requestedShards, schedule.matches.length);
  checkPlanFits(
    { matches: schedule.matches, shards },
    { games: rotation.budget.games, gamesPerPairing: request.gamesPerPairing ?? rotation.gamesPerPairing },
  );
  const plan: RotationPlan = {
    schema: PLAN_SCHEMA_V1,
    runId: request.runId,
    seed: request.seed >>> 0,
    schedule: kind,
    shards,
    budget: { games: rotation.budget.games, minutes: rotation.budget.minutes },
    estimate: { games: schedule.games, minutes: Math.round(schedule.estimatedMinutes * 10) / 10 },
    entrants: chosen.entrants,
    excluded: chosen.excluded,
    notes,
    matches: schedule.matches,
  };
  // The shard jobs and publish read the plan back with this cap (readPlan).
  const bytes = Buffer.byteLength(`${JSON.stringify(plan, null, 2)}\n`, 'utf8');
  if (bytes > PLAN_CAPS.documentBytes) {
    throw new UserError(
      `the rotation plan would be ${mib(bytes)}; a plan file holds at most ${mib(PLAN_CAPS.documentBytes)}`,
      `lower rotation.budget.games (now ${rotation.budget.games}) in arena.yml, or rotate one game at a time`,
    );
  }
  return plan;
}
