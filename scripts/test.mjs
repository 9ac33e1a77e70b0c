#!/usr/bin/env node
// `npm test`: the jest projects of jest.config.js side by side — `unit` with two workers and `docker`
// serially in band (Docker end-to-end suites never overlap). The Docker suites mostly wait on the
// engine, so on a 2-core machine two unit workers fill the cores and the run takes about as long as
// the Docker project alone (measured in a clean clone: unit 300 s with one worker, 163 s with two,
// beside docker's 260-270 s either way).
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
    { label: 'unit', command: `${jest} --selectProjects unit --maxWorkers=2` },
    { label: 'docker', command: `${jest} --selectProjects docker --runInBand` },
  ]),
);
