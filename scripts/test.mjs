#!/usr/bin/env node
// `npm test`: the jest projects of jest.config.js side by side — `unit` with one worker and `docker`
// serially in band (Docker end-to-end suites never overlap) — on a 2-core machine that is both cores.
// Two unit workers made the unit project end much sooner (163 s against 300 s) but starved the Docker
// suites: in a clean clone the memory balloon lost its oom verdict and the fork-bomb sampler saw none
// of the bomb, so the unit project keeps one worker.
//
// `npm run test:all` (`--with-checks`): typecheck, lint and the bundle side by side first, then both
// projects. Run beside the tests instead (at nice 19), the checks still slowed the Docker suites
// enough that a build-time fork bomb never reached its pids cap in one clean-clone run.
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

const checked = await runParallel([
  { label: 'typecheck', command: 'npm run typecheck' },
  { label: 'lint', command: 'npm run lint' },
  { label: 'bundle', command: 'npm run bundle' },
]);
process.exit(checked === 0 ? await runParallel(projects) : checked);
