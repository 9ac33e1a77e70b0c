// `arena merge DIR… [--facts FILE] [--out DIR] [--json]`: read rotation shard results (untrusted
// data), turn their games into facts (infra-voided games skipped), merge them into the facts file
// deduplicated by fact id, recompute ratings and write the leaderboard. Any order of shards, or the
// same shard twice, gives the same facts and ratings (docs/ratings.md).
import { join, resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import type { ArenaConfig } from '../core/config.js';
import { knownGames } from '../core/games/registry.js';
import { buildLeaderboard } from '../core/leaderboard/leaderboard.js';
import type { MergeResult } from '../core/publish/flow.js';
import { renderLeaderboardText } from '../core/leaderboard/markdown.js';
import { factsFromResults, mergeFacts, type Fact } from '../core/rating/facts.js';
import { compareStrings } from '../core/rating/random.js';
import { computeRatings, toResultsRatings } from '../core/rating/ratings.js';
import { RESULTS_CAPS, RESULTS_SCHEMA_V1, serializeResults, type AgentResult, type Results } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { loadArenaConfig } from '../adapters/discovery.js';
import {
  appendFactsFile,
  FACTS_FILE,
  readFactsFile,
  readShardResults,
  RESULTS_FILE,
  writeFileAtomic,
  writeLeaderboardFiles,
} from '../adapters/facts-file.js';
import { serializeFactsJsonl } from '../core/rating/facts.js';

const USAGE = 'arena merge DIR... [--root DIR] [--facts FILE] [--out DIR] [--json]';

/** Rules versions of the known games (built in and loaded from arena.yml), stamped on facts (rating epochs can key on them). */
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

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags(
    argv,
    { root: { type: 'string' }, facts: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } },
    USAGE,
    { min: 1, max: 10_000 },
  );
  const root = resolve(io.cwd, stringFlag(values.root) ?? '.');
  const config = await loadArenaConfig(root);
  const factsPath = stringFlag(values.facts) !== undefined ? resolve(io.cwd, stringFlag(values.facts)!) : undefined;
  const out = stringFlag(values.out) !== undefined ? resolve(io.cwd, stringFlag(values.out)!) : undefined;
  const shards = [];
  for (const dir of positionals) {
    const { results, file } = await readShardResults(resolve(io.cwd, dir));
    shards.push({ results, source: dir });
    io.err(`read ${sanitizeLine(file)}: ${results.matches.length} matches (shard ${sanitizeLine(results.run.shard ?? '?')})\n`);
  }
  const existing = factsPath ? await readFactsFile(factsPath, stringFlag(values.facts)) : [];
  const report = mergeShards({ shards, existing, config, createdAt: new Date().toISOString() });
  if (factsPath) await appendFactsFile(factsPath, report.added);
  if (out) {
    await writeLeaderboardFiles(out, report.leaderboard);
    await writeFileAtomic(join(out, RESULTS_FILE), serializeResults(report.results));
    // Without --facts the merged facts would be lost: keep them with the leaderboard.
    if (!factsPath) await writeFileAtomic(join(out, FACTS_FILE), serializeFactsJsonl(report.facts));
  }
  for (const reason of report.results.verdict.reasons) io.err(`${reason}\n`);
  if (values.json) io.out(serializeResults(report.results));
  else io.out(renderLeaderboardText(report.leaderboard));
  return 0;
}

export const command: CliCommand = {
  name: 'merge',
  usage: USAGE,
  run,
};
