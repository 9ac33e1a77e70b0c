#!/usr/bin/env node
// Static mutants judged by hand (docs/mutation.md, "Static mutants"):
//
//   ARENA_MUTATE=<module> npx stryker run                          the module's run (static mutants: "Ignored")
//   ARENA_MUTATE=<module> node scripts/mutation-static.mjs [REPORT]  judges each static one by hand
//
// A static mutant changes a value computed when its module loads (a module-level constant: the
// sanitiser's character classes, the secret patterns, the trusted-path list). Stryker leaves them
// out (ignoreStatic), and its jest runner cannot activate them in this ESM setup anyway: run with
// ignoreStatic off it reported all of them as surviving, `ZWSP = ""` too, which fails ten sanitiser
// tests when made by hand. So this writes each static mutant of the module's report (default
// reports/mutation/<module>/mutation.json) into a copy of the checkout and runs the module's suites
// there (its `testFiles` in scripts/mutation-ranges.mjs, with jest.mutation.config.js): a failing run kills
// it. The checkout itself is never changed; the copy is removed at the end.
// Results: reports/mutation/<module>/static-by-hand.json and one line per survivor.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judgedOn } from './mutation-tally.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const module = process.env.ARENA_MUTATE;
if (!module) {
  console.error('mutation-static: set ARENA_MUTATE to a module of scripts/mutation-ranges.mjs (e.g. ARENA_MUTATE=sanitize)');
  process.exit(2);
}
const { MODULES, moduleSuites } = await import(path.join(root, 'scripts/mutation-ranges.mjs'));
if (!Object.hasOwn(MODULES, module)) {
  console.error(`mutation-static: ARENA_MUTATE=${module} is no module; use one of ${Object.keys(MODULES).join(', ')}`);
  process.exit(2);
}
const { testFiles } = MODULES[module];
const reportPath = path.resolve(process.argv[2] ?? path.join(root, `reports/mutation/${module}/mutation.json`));
if (!fs.existsSync(reportPath)) {
  console.error(`mutation-static: no report at ${reportPath}; first run: ARENA_MUTATE=${module} npx stryker run`);
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
const PER_RUN_MS = Number(process.env.ARENA_STATIC_TIMEOUT_MS ?? 300_000);

/** The source with the mutant's range (1-based lines and columns, end exclusive) replaced. */
function applyMutant(source, { location: { start, end }, replacement }) {
  const lines = source.split('\n');
  const offset = (at) => lines.slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.column - 1;
  return source.slice(0, offset(start)) + replacement + source.slice(offset(end));
}

// Each worker judges on its own copy of the checkout, so several mutants run side by side
// (ARENA_STATIC_WORKERS, default 2: this project's machines have 2 cores).
const WORKERS = Math.max(1, Number(process.env.ARENA_STATIC_WORKERS ?? 2));
const copies = [];
const running = new Set();
const killGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
// on any exit: no jest run left behind (each is its own process group), no copy left in the temp folder
process.on('exit', () => {
  running.forEach(killGroup);
  copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** A fresh copy of the checkout's tracked files, with node_modules linked in. */
function makeCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-mutation-static.'));
  copies.push(dir);
  const tar = spawnSync('sh', ['-c', `git ls-files -z | tar --null -T - -cf - | tar -C "${dir}" -xf -`], { cwd: root, stdio: 'inherit' });
  if (tar.status !== 0) throw new Error('mutation-static: copying the checkout failed');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** The module's suites in `dir`: Killed when they fail, Timeout past PER_RUN_MS, else Survived. */
function runSuites(dir) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        'node_modules/jest/bin/jest.js',
        '--config',
        'jest.mutation.config.js',
        '--ci',
        '--silent',
        // the first failing suite kills the mutant: the others need not run
        '--bail',
        ...testFiles,
      ],
      { cwd: dir, env: { ...process.env, ARENA_MUTATION: '1' }, stdio: 'ignore', detached: true },
    );
    running.add(child.pid);
    let timedOut = false;
    // the whole process group: jest's workers must not outlive a mutant that timed out
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, PER_RUN_MS);
    child.on('close', (code) => {
      running.delete(child.pid);
      clearTimeout(timer);
      resolve(timedOut ? 'Timeout' : code === 0 ? 'Survived' : 'Killed');
    });
  });
}

const jobs = Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
  mutants.filter((m) => m.static).map((mutant) => ({ file, source, mutant })),
);
for (const file of new Set(jobs.map((j) => j.file))) {
  if (fs.readFileSync(path.join(root, file), 'utf8') !== report.files[file].source) {
    throw new Error(`mutation-static: ${file} changed since the report; run Stryker again`);
  }
}
// what the judgement is made on: the suites as they are when the copies are taken
const made = judgedOn(report, moduleSuites(module));
const dirs = Array.from({ length: Math.min(WORKERS, Math.max(1, jobs.length)) }, makeCopy);
// every copy passes unmutated first, or a broken copy would "kill" every mutant it is given
for (const status of await Promise.all(dirs.map(runSuites))) {
  if (status !== 'Survived') throw new Error('mutation-static: the suites fail without any mutant; fix them first');
}
const results = new Array(jobs.length);
let next = 0;
async function worker(dir) {
  while (next < jobs.length) {
    const index = next++;
    const { file, source, mutant } = jobs[index];
    const target = path.join(dir, file);
    fs.writeFileSync(target, applyMutant(source, mutant));
    const status = await runSuites(dir);
    fs.writeFileSync(target, source);
    results[index] = {
      file,
      id: mutant.id,
      mutatorName: mutant.mutatorName,
      location: mutant.location,
      replacement: mutant.replacement,
      status,
    };
    process.stdout.write(status === 'Survived' ? 'S' : status === 'Timeout' ? 'T' : '.');
  }
}
await Promise.all(dirs.map(worker));
process.stdout.write('\n');
const count = (status) => results.filter((r) => r.status === status).length;
const out = path.join(path.dirname(reportPath), 'static-by-hand.json');
fs.writeFileSync(out, `${JSON.stringify({ module, report: path.relative(root, reportPath), judgedOn: made, results }, null, 2)}\n`);
console.log(
  `${module}: ${results.length} static mutants, ${count('Killed')} killed, ${count('Timeout')} timed out, ${count('Survived')} survived (${out})`,
);
for (const r of results.filter((x) => x.status === 'Survived')) {
  console.log(
    `  survived: ${r.file}:${r.location.start.line}:${r.location.start.column} ${r.mutatorName} → ${JSON.stringify(r.replacement).slice(0, 160)}`,
  );
}
