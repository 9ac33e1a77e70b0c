// `arena merge DIR… [--facts FILE] [--out DIR] [--json]`: read rotation shard results (untrusted
// data), turn their games into facts (infra-voided games skipped), merge them into the facts file
// deduplicated by fact id, recompute ratings and write the leaderboard. Any order of shards, or the
// same shard twice, gives the same facts and ratings (docs/ratings.md).
import { join, resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import { renderLeaderboardText } from '../core/leaderboard/markdown.js';
import { mergeShards } from '../core/publish/merge-shards.js';
import { serializeResults } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';
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
