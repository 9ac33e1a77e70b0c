#!/usr/bin/env node
// `npm run mutation` (docs/mutation.md): Stryker over the security core, one module of
// stryker.config.mjs after another. Each module is judged only by the suites that test it and keeps
// its own incremental file, so a run after a change tests again only what the change touched; the
// mutants are those of the whole list (every area is in exactly one module). Then one score table
// (reports/mutation/summary.md and summary.json). The score is a benchmark figure, not a gate: the
// exit code is 0 unless a Stryker run itself failed.
//
//   npm run mutation                          every module
//   npm run mutation -- --only gates,zip      some of them
//   npm run mutation -- --static              also judge the static mutants by hand (scripts/mutation-static.mjs);
//                                             without it, a saved judgement made on the same sources and suites is shown
//   npm run mutation -- --full                the whole list in one Stryker run with the TypeScript checker (hours on 2 cores)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODULES, moduleSuites } from './mutation-ranges.mjs';
import { mutationRunTmp } from './mutation-tmp.mjs';
import { formatTable, judgedOn, sameJudgement, tallyReport, tallyStatic } from './mutation-tally.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// Every temporary file the mutants' test runs make goes into one folder of this run, removed at the
// end: a test killed at Stryker's time limit never runs its cleanup, and such runs once left dozens
// of fake-docker folders in /tmp. The children (Stryker, its jest workers, the static judge) all
// inherit TMPDIR, which os.tmpdir() and mkdtemp follow; it points one level inside the run's folder
// (scripts/mutation-tmp.mjs says why).
const runTmp = mutationRunTmp(os.tmpdir());
process.on('exit', () => runTmp.remove());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
process.env.TMPDIR = runTmp.tmpdir;
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
};
const value = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [, v] = args.splice(i, 2);
  return v;
};
const full = flag('--full');
const withStatic = flag('--static');
const only = value('--only')?.split(',');
const stryker = path.join(root, 'node_modules/.bin/stryker');
const MODULE_NAMES = Object.keys(MODULES);

if (full) {
  const env = { ...process.env };
  delete env.ARENA_MUTATE;
  process.exit(spawnSync(stryker, ['run', ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1);
}
for (const name of only ?? []) {
  if (!MODULE_NAMES.includes(name)) {
    console.error(`mutation: --only ${name} is no module; use some of ${MODULE_NAMES.join(', ')}`);
    process.exit(2);
  }
}

const rows = [];
let failed = false;
for (const name of only ?? MODULE_NAMES) {
  console.log(`\n== mutation: ${name}`);
  const env = { ...process.env, ARENA_MUTATE: name };
  const run = spawnSync(stryker, ['run', ...args], { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`mutation: Stryker failed on ${name} (exit ${run.status ?? run.signal})`);
    failed = true;
    continue;
  }
  const dir = path.join(root, 'reports/mutation', name);
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'mutation.json'), 'utf8'));
  const tally = tallyReport(report);
  let staticTally;
  const saved = path.join(dir, 'static-by-hand.json');
  if (!withStatic && fs.existsSync(saved)) {
    // an earlier judgement by hand counts while the module's sources and suites are what it was made on
    const judged = JSON.parse(fs.readFileSync(saved, 'utf8'));
    if (sameJudgement(judged.judgedOn, judgedOn(report, moduleSuites(name)))) staticTally = tallyStatic(judged.results);
  }
  if (withStatic) {
    const judged = spawnSync(process.execPath, [path.join(root, 'scripts/mutation-static.mjs')], { cwd: root, stdio: 'inherit', env });
    if (judged.status === 0) {
      staticTally = tallyStatic(JSON.parse(fs.readFileSync(saved, 'utf8')).results);
    } else {
      console.error(`mutation: judging ${name}'s static mutants failed (exit ${judged.status ?? judged.signal})`);
      failed = true;
    }
  }
  rows.push({ name, tally, staticTally });
}
const table = formatTable(rows);
fs.mkdirSync(path.join(root, 'reports/mutation'), { recursive: true });
fs.writeFileSync(path.join(root, 'reports/mutation/summary.md'), `${table}\n`);
fs.writeFileSync(path.join(root, 'reports/mutation/summary.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${table}\n\n(reports/mutation/summary.md; each module's report: reports/mutation/<module>/mutation.html)`);
process.exit(failed ? 1 : 0);
