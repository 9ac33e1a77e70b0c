// The shard results a publish job downloads are untrusted data: each was already parsed with
// readResults (size cap, strict schema); here the set is checked as a whole before anything is
// merged or written — every document a rotation shard, all of one rotation run, one shard count,
// no shard twice, the same agent versions everywhere, and every match in exactly one shard.
import { UserError } from '../errors.js';
import { RunIdSchema } from '../rating/facts.js';
import { compareStrings } from '../rating/random.js';
import type { Results } from '../results.js';
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
