#!/usr/bin/env node
// `npm test`: the jest projects of jest.config.js side by side — `unit` with one worker and `docker`
// serially in band (Docker end-to-end suites never overlap) — on a 2-core machine that is both cores.
// Two unit workers made the unit project end much sooner (163 s against 300 s) but starved the Docker
// suites: in a clean clone the memory balloon lost its oom verdict and the fork-bomb sampler saw none
// of the bomb, so the unit project keeps one worker.
// `npm test -- <jest arguments>` runs one plain jest with those arguments instead.
import { spawnSync } from 'node:child_process';
import { runParallel } from './parallel.mjs';

const args = process.argv.slice(2);
if (args.length > 0) {
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  const run = spawnSync('jest', args, { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}
const jest = 'NODE_OPTIONS=--experimental-vm-modules jest';
process.exit(
  await runParallel([
    { label: 'unit', command: `${jest} --selectProjects unit` },
    { label: 'docker', command: `${jest} --selectProjects docker --runInBand` },
  ]),
);
