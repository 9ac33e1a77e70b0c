// The bundled action as a runner runs it (`node dist/index.js` with INPUT_* and GITHUB_* variables,
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files), rebuilt first when a source file is newer than dist/.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

import { ensureBundle } from '../helpers/bundle.js';
export { ensureBundle };

export interface BundleRun {
  code: number;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT, parsed */
  outputs: Record<string, string>;
  summary: string;
}

/** Parse the `name<<delimiter … delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** Run dist/index.js without blocking this process's event loop (the mock API lives here). */
export function runBundle(
  inputs: Record<string, string>,
  env: Record<string, string>,
  dir: string,
  timeoutMs = 300_000,
): Promise<BundleRun> {
  ensureBundle();
  const output = join(dir, 'github-output');
  const summary = join(dir, 'step-summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const full: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {}),
    ...env,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'dist', 'index.js')], {
      cwd: dir,
      env: full,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        code: code ?? -1,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(output, 'utf8')),
        summary: readFileSync(summary, 'utf8'),
      });
    });
  });
}
