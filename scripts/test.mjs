#!/usr/bin/env node
// `npm test`: the jest projects of jest.config.js side by side — `unit` with one worker and `docker`
// serially in band (Docker end-to-end suites never overlap) — on a 2-core machine that is both cores.
// Two unit workers made the unit project end much sooner (163 s against 300 s) but starved the Docker
// suites: in a clean clone the memory balloon lost its oom verdict and the fork-bomb sampler saw none
// of the bomb, so the unit project keeps one worker.
//
// `npm run test:all` (`--with-checks`): both projects and, beside them at the lowest CPU priority
// (nice 19), the bundle, typecheck and lint. None of those judges time, so they take only the CPU the
// tests leave idle (the Docker suites mostly wait on the engine) and cannot starve a timed test the
// way a third busy process did. Every suite that runs dist/ first waits for the bundle under its lock
// (ensureBundle in __tests__/helpers/bundle.ts), and a build that gives the bytes dist/ already holds
// swaps nothing (scripts/bundle.mjs), so a suite never sees dist/ half-written or gone.
//
// `npm test -- <jest arguments>` runs one plain jest with those arguments instead.
import { spawnSync } from 'node:child_process';
import { runParallel } from './parallel.mjs';

const args = process.argv.slice(2);
const withChecks = args[0] === '--with-checks';
if (args.length > 0 && !withChecks) {
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  const run = spawnSync('jest', args, { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}
const jest = 'NODE_OPTIONS=--experimental-vm-modules jest';
const projects = [
  { label: 'unit', command: `${jest} --selectProjects unit` },
  { label: 'docker', command: `${jest} --selectProjects docker --runInBand` },
];
if (!withChecks) process.exit(await runParallel(projects));

const LOCK = 'node_modules/.arena-bundle.lock';
const locked = (command) => `if command -v flock >/dev/null; then flock ${LOCK} ${command}; else ${command}; fi`;
process.exit(
  await runParallel([
    ...projects,
    { label: 'bundle', command: `nice -n 19 sh -c '${locked('npm run bundle')}'` },
    { label: 'typecheck', command: 'nice -n 19 npm run typecheck' },
    { label: 'lint', command: 'nice -n 19 npm run lint' },
  ]),
);
