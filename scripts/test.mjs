#!/usr/bin/env node
// `npm test`: the jest projects of jest.config.js side by side, each in its own jest process running
// its files one at a time (maxWorkers 1 is jest's in-band mode; the Docker project also says
// --runInBand, so its suites stay serial whatever the worker settings) — on 2 cores, both cores.
// Two unit workers made the unit project end much sooner (163 s against 300 s) but starved the Docker
// suites: in a clean clone the memory balloon lost its oom verdict and the fork-bomb sampler saw none
// of the bomb. Tried again with those rows last (scripts/jest-sequencer.mjs), the unit project ended
// at 257 s but the Docker project took 372 s instead of 340–354 s (its suites calibrate their limits
// on the busier machine and wait that much longer), so the unit project keeps one worker.
//
// `npm run test:all` (`--with-checks`): both projects at once, and beside them the bundle, then
// typecheck and lint at the lowest CPU priority (nice 19: they judge no time, so they take the CPU
// the tests leave idle). The suites that run dist/ wait for the bundle under its lock (ensureBundle
// in __tests__/helpers/bundle.ts), and a bundle that gives the bytes dist/ already holds swaps
// nothing, so no suite sees dist/ half-written or gone. The Docker suites run in a fixed order
// (scripts/jest-sequencer.mjs) that keeps the rows needing a quiet machine until the checks are
// long over: run first, beside the checks, a build-time fork bomb once never reached its pids cap.
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
const bundle = `if command -v flock >/dev/null; then flock ${LOCK} npm run bundle; else npm run bundle; fi`;
process.exit(
  await runParallel([
    ...projects,
    { label: 'bundle', command: bundle },
    { label: 'typecheck', command: 'nice -n 19 npm run typecheck' },
    { label: 'lint', command: 'nice -n 19 npm run lint' },
  ]),
);
