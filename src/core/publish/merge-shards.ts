// Merging rotation shard results into the facts and the leaderboard, without I/O: the `merge`
// command and the rotation's publish step read and write the files around it (docs/ratings.md).
import type { ArenaConfig } from '../config.js';
import { knownGames } from '../games/registry.js';
import { buildLeaderboard } from '../leaderboard/leaderboard.js';
import type { MergeResult } from './flow.js';
import { factsFromResults, mergeFacts, type Fact } from '../rating/facts.js';
import { compareStrings } from '../rating/random.js';
import { computeRatings, toResultsRatings } from '../rating/ratings.js';
import { RESULTS_CAPS, RESULTS_SCHEMA_V1, type AgentResult, type Results } from '../results.js';
import { ARENA_VERSION } from '../../version.js';

/** Rules versions of the built-in games, stamped on facts (rating epochs can key on them). */
export function rulesVersions(): Record<string, string> {
  return Object.fromEntries(Object.entries(knownGames()).map(([name, module]) => [name, module.rulesVersion]));
}

export interface MergeInput {
  shards: readonly { results: Results; source: string }[];
  existing: readonly Fact[];
  config: ArenaConfig;
  createdAt: string;
}

export interface MergeReport extends MergeResult {
  results: Results;
}

/** Everything merge decides, without I/O (the command below only reads and writes files). */
export function mergeShards(input: MergeInput): MergeReport {
  const incoming: Fact[] = [];
  let voided = 0;
  const agents = new Map<string, AgentResult>();
  for (const shard of input.shards) {
    const converted = factsFromResults(shard.results, rulesVersions(), shard.source);
    incoming.push(...converted.facts);
    voided += converted.voided;
    for (const a of shard.results.agents) {
      const seen = agents.get(a.id);
      // Shards of one plan list the same agents; keep a deterministic choice if they ever differ.
      if (!seen || compareStrings(JSON.stringify(a), JSON.stringify(seen)) < 0) agents.set(a.id, a);
    }
  }
  const merged = mergeFacts(input.existing, incoming);
  const options = { anchors: input.config.rotation.anchors, quarantine: input.config.rotation.quarantine };
  const table = computeRatings(merged.facts, options);
  const leaderboard = buildLeaderboard(merged.facts, { ...options, table, generatedAt: input.createdAt });
  const reasons = [
    `merged ${input.shards.length} shard result file${input.shards.length === 1 ? '' : 's'}: ${merged.added.length} new fact${merged.added.length === 1 ? '' : 's'}, ${merged.duplicates} already known, ${voided} infra-voided game${voided === 1 ? '' : 's'} not rated`,
    `${merged.facts.length} rated games over ${table.rotations.length} rotation${table.rotations.length === 1 ? '' : 's'}`,
  ];
  if (merged.conflicts.length > 0) {
    reasons.push(
      `${merged.conflicts.length} fact id(s) arrived with different content (a re-run shard); a stored fact always wins, otherwise the smallest serialisation`,
    );
  }
  const ratings = toResultsRatings(table);
  if (ratings.length > RESULTS_CAPS.ratings)
    reasons.push(`ratings[] holds the first ${RESULTS_CAPS.ratings} of ${ratings.length}; see leaderboard.json`);
  const results: Results = {
    schema: RESULTS_SCHEMA_V1,
    run: {
      mode: 'merge',
      createdAt: input.createdAt,
      arenaVersion: ARENA_VERSION,
      ...(table.rotations.at(-1) ? { runId: table.rotations.at(-1)! } : {}),
    },
    agents: [...agents.values()].sort((a, b) => compareStrings(a.id, b.id)).slice(0, RESULTS_CAPS.agents),
    matches: [],
    ratings: ratings.slice(0, RESULTS_CAPS.ratings),
    verdict: { conclusion: 'success', reasons },
  };
  return {
    facts: merged.facts,
    added: merged.added,
    duplicates: merged.duplicates,
    conflicts: merged.conflicts,
    voided,
    leaderboard,
    results,
  };
}
