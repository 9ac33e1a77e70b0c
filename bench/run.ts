// `npm run bench` (via bench/bench.mjs): measure the engine against its floors, side by side in one
// run, write bench/results.json, print the table, and put it into README.md between the
// `<!-- bench:start -->` / `<!-- bench:end -->` markers (when they are there).
//
//   npm run bench                       every group, full repetitions (a few minutes)
//   npm run bench -- --only P1,P6       some groups (prints only; add --write to save)
//   npm run bench -- --quick            fewer repetitions (prints only; add --write to save)
//   npm run bench -- --bundle-stats     also rebuild both bundles with ncc --stats-out into a temp
//                                       folder and list what makes them big (slow: ~1–3 min)
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, BenchGroup } from './lib/context.js';
import { removeBenchContainers } from './lib/docker.js';
import { removeAllTempDirs } from './lib/temp.js';
import type { Figure } from './lib/figures.js';
import { describeMachine, machineLine } from './lib/machine.js';
import { renderDetails, renderTable, updateReadme, writeResults, type ResultsDocument } from './lib/report.js';
import { p1 } from './groups/p1-round-trip.js';
import { p2 } from './groups/p2-match-start.js';
import { p3 } from './groups/p3-throughput.js';
import { p4, rotationWorker } from './groups/p4-rotation.js';
import { p5 } from './groups/p5-discovery.js';
import { p6, bundleStats } from './groups/p6-cold-start.js';
import { p7 } from './groups/p7-rating.js';
import { p8 } from './groups/p8-evaluate.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GROUPS: BenchGroup[] = [p1, p2, p3, p4, p5, p6, p7, p8];
const USAGE = 'usage: npm run bench [-- --only P1,P2,…] [--quick] [--write] [--bundle-stats]';

interface Args {
  only?: Set<string>;
  quick: boolean;
  write: boolean;
  bundleStats: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { quick: false, write: false, bundleStats: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--quick') args.quick = true;
    else if (a === '--write') args.write = true;
    else if (a === '--bundle-stats') args.bundleStats = true;
    else if (a === '--only' && argv[i + 1]) args.only = new Set(argv[++i]!.toUpperCase().split(','));
    else if (a.startsWith('--only=')) args.only = new Set(a.slice(7).toUpperCase().split(','));
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`bench: unknown argument ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (args.only) {
    const unknown = [...args.only].filter((g) => !GROUPS.some((x) => x.id === g));
    if (unknown.length > 0) {
      console.error(`bench: unknown group(s) ${unknown.join(', ')}; groups are ${GROUPS.map((g) => g.id).join(', ')}`);
      process.exit(2);
    }
  }
  return args;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--worker') return rotationWorker(argv.slice(1));
  const args = parseArgs(argv);
  const started = performance.now();
  const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
  const ctx: BenchContext = { root: ROOT, quick: args.quick, log };
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: removing this run's containers and temp folders`);
    removeAllTempDirs();
    void removeBenchContainers().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const machine = await describeMachine(ROOT);
  log(`machine: ${machineLine(machine)}`);
  const figures: Figure[] = [];
  const failures: string[] = [];
  try {
    for (const group of GROUPS) {
      if (args.only && !args.only.has(group.id)) continue;
      const t0 = performance.now();
      try {
        figures.push(...(await group.run(ctx)));
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        failures.push(`${group.id}: ${message}`);
        log(`${group.id} failed: ${message}`);
      }
      log(`${group.id} (${group.title}) done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    removeAllTempDirs(); // each group removes its own; this catches a group that failed half-way
    const left = await removeBenchContainers();
    if (left > 0) log(`removed ${left} leftover bench container(s)`);
  }
  machine.loadAverage.end = Math.round(os.loadavg()[0]! * 100) / 100;
  const doc: ResultsDocument = { machine, figures, durationSeconds: 0 };
  if (args.bundleStats) {
    log('bundle composition: ncc --stats-out for dist/cli.js and dist/index.js (slow)');
    doc.bundles = await bundleStats(ctx);
  }
  doc.durationSeconds = Math.round((performance.now() - started) / 100) / 10;

  console.log(`\nArena benchmark — ${machineLine(machine)}\n`);
  console.log(renderTable(figures));
  console.log(`\n${renderDetails(figures)}\n`);
  const missed = figures.filter((f) => f.met === false).map((f) => f.id);
  console.log(missed.length === 0 ? 'every measured target met' : `targets missed: ${missed.join(', ')} (see docs/performance.md)`);
  console.log(`took ${doc.durationSeconds} s`);

  const partial = args.only !== undefined || args.quick;
  if (partial && !args.write) {
    console.log('partial run (--only/--quick): bench/results.json and README.md left as they were (add --write to save)');
  } else if (failures.length > 0) {
    console.log('a group failed: bench/results.json and README.md left as they were');
  } else {
    writeResults(join(ROOT, 'bench', 'results.json'), doc);
    const inReadme = updateReadme(join(ROOT, 'README.md'), doc);
    console.log(
      `wrote bench/results.json${inReadme ? ' and the table in README.md' : ' (README.md has no <!-- bench:start --> / <!-- bench:end --> markers: table printed only)'}`,
    );
  }
  for (const f of failures) console.error(`bench: group ${f}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    removeAllTempDirs();
    await removeBenchContainers().catch(() => 0);
    process.exit(1);
  },
);
