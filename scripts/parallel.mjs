#!/usr/bin/env node
// Run independent commands at the same time; every output line is prefixed with its command's
// label, and the exit code is the first failure's (0 when all pass). Used by `npm test` (the unit
// suites beside the serial Docker suites, and typecheck and lint beside both in `npm run test:all`).
//   node scripts/parallel.mjs label='command …' label2='command …'
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

function prefixed(stream, label, width, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${label.padEnd(width)}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${label.padEnd(width)}] ${rest}\n`);
  });
}

/** Run every { label, command } at once; resolves to the first failure's exit code, or 0. */
export async function runParallel(jobs) {
  const width = Math.max(...jobs.map((j) => j.label.length));
  const started = Date.now();
  const results = await Promise.all(
    jobs.map(
      ({ label, command }) =>
        new Promise((resolve) => {
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
          prefixed(child.stdout, label, width, process.stdout);
          prefixed(child.stderr, label, width, process.stderr);
          child.on('close', (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            process.stderr.write(
              `[${label.padEnd(width)}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s\n`,
            );
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return results.find((code) => code !== 0) ?? 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const jobs = process.argv.slice(2).map((arg) => {
    const eq = arg.indexOf('=');
    if (eq <= 0) {
      process.stderr.write(`parallel.mjs: expected label=command, got ${JSON.stringify(arg)}\n`);
      process.exit(2);
    }
    return { label: arg.slice(0, eq), command: arg.slice(eq + 1) };
  });
  process.exit(await runParallel(jobs));
}
