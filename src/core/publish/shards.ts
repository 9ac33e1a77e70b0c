// The shard results a publish job downloads are untrusted data: each was already parsed with
// readResults (size cap, strict schema); here the set is checked as a whole before anything is
// merged or written — every document a rotation shard, all of one rotation run, one shard count,
// no shard twice, the same agent versions everywhere, and every match in exactly one shard — and
// then against the rotation's plan: a shard job runs community containers, so a document it
// uploads may claim anything, and only what the plan gave that shard to play is rated.
import { planGames } from '../match/plan.js';
import { UserError } from '../errors.js';
import { RunIdSchema } from '../rating/facts.js';
import { ROTATION_PAIRED_SEATS, shardAssignment, type RotationPlan } from '../rating/plan.js';
import { compareStrings } from '../rating/random.js';
import type { PlannedMatch } from '../rating/schedule.js';
import type { MatchResult, Results } from '../results.js';
import { sanitizeLine, truncate } from '../sanitize.js';

/** One downloaded shard: its results document and where it came from (a folder name: attacker text). */
export interface ShardInput {
  results: Results;
  source: string;
}

export interface ShardSet {
  runId: string;
  /** N of "I/N" */
  count: number;
  /** shard numbers present, ascending */
  present: number[];
  /** shard numbers of the plan that did not arrive (a failed shard job), ascending */
  missing: number[];
}

/** At most this many shard documents in one publish (arena.yml rotation.shards ≤ 256). */
export const MAX_SHARDS = 256;

const HINT =
  'publish merges the arena-results.json files that the shards of ONE rotation run uploaded; re-run the rotation workflow instead of adding files by hand';

export class ShardSetError extends UserError {
  constructor(message: string) {
    super(`shard results rejected, nothing was published: ${message}`, HINT);
  }
}

function label(source: string): string {
  return JSON.stringify(sanitizeLine(truncate(source, 120)));
}

/** Check a set of shard results; throws ShardSetError naming the shard and the problem. */
export function checkShardSet(shards: readonly ShardInput[]): ShardSet {
  if (shards.length === 0) throw new ShardSetError('no shard results were found');
  if (shards.length > MAX_SHARDS) throw new ShardSetError(`${shards.length} shard documents; a rotation has at most ${MAX_SHARDS} shards`);
  const byRun = new Map<string, string[]>();
  const byIndex = new Map<number, string>();
  let count: number | undefined;
  const versions = new Map<string, { version: string; tier: string; source: string }>();
  const matches = new Map<string, string>();

  for (const { results, source } of shards) {
    const where = label(source);
    if (results.run.mode !== 'rotation') {
      throw new ShardSetError(`${where}: run.mode is "${results.run.mode}", not "rotation" (only rotation shards are rated)`);
    }
    const runId = RunIdSchema.safeParse(results.run.runId);
    if (!runId.success) throw new ShardSetError(`${where}: run.runId is missing or is not a rotation run id`);
    const shard = /^(\d{1,4})\/(\d{1,4})$/.exec(results.run.shard ?? '');
    const index = Number(shard?.[1]);
    const of = Number(shard?.[2]);
    if (!shard || index < 1 || of < 1 || index > of || of > MAX_SHARDS) {
      throw new ShardSetError(`${where}: run.shard is missing or is not I/N with 1 ≤ I ≤ N ≤ ${MAX_SHARDS}`);
    }
    if (count !== undefined && of !== count) {
      throw new ShardSetError(`${where}: shard ${index}/${of} does not belong to a plan of ${count} shards like the others`);
    }
    count = of;
    const twice = byIndex.get(index);
    if (twice !== undefined) throw new ShardSetError(`${where} and ${label(twice)} both claim to be shard ${index}/${of}`);
    byIndex.set(index, source);
    byRun.set(runId.data, [...(byRun.get(runId.data) ?? []), source]);

    for (const agent of results.agents) {
      const seen = versions.get(agent.id);
      if (!seen) versions.set(agent.id, { version: agent.version, tier: agent.tier, source });
      else if (seen.version !== agent.version || seen.tier !== agent.tier) {
        throw new ShardSetError(
          `${where} lists ${agent.id} ${sanitizeLine(truncate(agent.version, 40))}, but ${label(seen.source)} lists ${sanitizeLine(truncate(seen.version, 40))}: the shards were not played from one plan`,
        );
      }
    }
    for (const match of results.matches) {
      const other = matches.get(match.id);
      if (other !== undefined) {
        throw new ShardSetError(`match ${match.id} appears in both ${label(other)} and ${where}: a match is played by exactly one shard`);
      }
      matches.set(match.id, source);
    }
  }

  if (byRun.size > 1) {
    const runs = [...byRun.entries()]
      .sort(([a], [b]) => compareStrings(a, b))
      .map(([run, sources]) => `${run} (${sources.map(label).join(', ')})`);
    throw new ShardSetError(`the shards come from ${byRun.size} different rotation runs: ${runs.join('; ')}`);
  }
  const present = [...byIndex.keys()].sort((a, b) => a - b);
  const missing: number[] = [];
  for (let i = 1; i <= count!; i += 1) if (!byIndex.has(i)) missing.push(i);
  return { runId: [...byRun.keys()][0]!, count: count!, present, missing };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Why a shard's match is not the match the plan gave that shard, or undefined. */
function matchProblem(match: MatchResult, planned: PlannedMatch, versions: ReadonlyMap<string, string>): string | undefined {
  const id = `match ${match.id}`;
  if (match.game !== planned.game) return `${id} is a ${sanitizeLine(truncate(match.game, 64))} match; the plan has ${planned.game}`;
  if (!sameList(match.agents, planned.agents)) {
    return `${id} seats ${sanitizeLine(truncate(match.agents.join(' vs '), 200))}; the plan pairs ${planned.agents.join(' vs ')}`;
  }
  for (const [i, agent] of planned.agents.entries()) {
    const version = versions.get(agent);
    if (version !== planned.versions[i]) {
      return `${id}: ${agent} is listed at ${version === undefined ? 'no version' : sanitizeLine(truncate(version, 40))}; the plan has ${sanitizeLine(truncate(planned.versions[i] ?? '', 40))}`;
    }
  }
  if (match.seed !== planned.seed) return `${id} has seed ${match.seed ?? 'none'}; the plan has ${planned.seed}`;
  // A game given up after its infra retries counts once in `voided`; retried attempts are not listed.
  const voided = match.voided ?? 0;
  if (match.games.length + voided > planned.games) {
    return `${id} reports ${match.games.length} games and ${voided} voided; the plan has ${planned.games} games`;
  }
  const plans = planGames(planned.seed, planned.games, planned.agents.length, ROTATION_PAIRED_SEATS);
  const seen = new Set<number>();
  for (const [position, game] of match.games.entries()) {
    const index = game.index ?? position;
    const plan = plans[index];
    if (!plan) return `${id}: game ${index} is not one of its ${planned.games} planned games`;
    if (seen.has(index)) return `${id}: game ${index} is reported twice`;
    seen.add(index);
    if (game.seed !== plan.seed) return `${id}: game ${index} has seed ${game.seed}; the plan derives ${plan.seed}`;
    const seats = plan.order.map((i) => planned.agents[i]!);
    if (!sameList(game.seats, seats)) {
      return `${id}: game ${index} seats ${sanitizeLine(truncate(game.seats.join(', '), 200))}; the plan seats ${seats.join(', ')}`;
    }
  }
  return undefined;
}

/**
 * Check shards (already through checkShardSet) against the plan their rotation was played from:
 * the plan's run id and shard count, and every match one of that shard's slice of the plan
 * (sliced as the shard job slices it) with the planned agents, versions, seeds and seats, and
 * no more games than planned. Throws ShardSetError naming the shard and the match.
 */
export function checkShardsFollowPlan(shards: readonly ShardInput[], plan: RotationPlan): void {
  // Every slice at once: sliceShard(plan, i, N) is shardAssignment(plan.matches, N)[i - 1].
  const slices = shardAssignment(plan.matches, plan.shards).map((slice) => new Map(slice.map((m) => [m.id, m])));
  for (const { results, source } of shards) {
    const where = label(source);
    if (results.run.runId !== plan.runId) {
      throw new ShardSetError(
        `${where} is from rotation run ${sanitizeLine(truncate(results.run.runId ?? '', 128))}, but the plan is for ${plan.runId}`,
      );
    }
    const [index, count] = (results.run.shard ?? '').split('/').map(Number) as [number, number];
    if (count !== plan.shards) throw new ShardSetError(`${where} is shard ${index}/${count}, but the plan has ${plan.shards} shards`);
    const mine = slices[index - 1];
    if (!mine) throw new ShardSetError(`${where}: run.shard is missing or is not I/N with 1 ≤ I ≤ N = ${plan.shards}`);
    const versions = new Map(results.agents.map((a) => [a.id, a.version]));
    for (const match of results.matches) {
      const planned = mine.get(match.id);
      if (!planned) {
        const owner = slices.findIndex((slice) => slice.has(match.id));
        throw new ShardSetError(
          owner >= 0
            ? `${where} (shard ${index}/${count}) reports match ${match.id}, which the plan gives to shard ${owner + 1}/${count}`
            : `${where} reports match ${sanitizeLine(truncate(match.id, 128))}, which is not in the plan`,
        );
      }
      const problem = matchProblem(match, planned, versions);
      if (problem) throw new ShardSetError(`${where} (shard ${index}/${count}): ${problem}`);
    }
  }
}
