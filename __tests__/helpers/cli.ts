// Run the CLI in-process with captured output, or the bundled dist/cli.js as a real process.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { ensureBundle } from './bundle.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(argv: string[], opts: { cwd?: string; stdin?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    cwd: opts.cwd ?? REPO_ROOT,
    env: { ...process.env, ...opts.env },
    readStdin: async () => opts.stdin ?? '',
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** The bundle, as a user runs it: `node dist/cli.js …` (built first when a source file is newer). */
export function bundledCli(
  argv: string[],
  opts: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv; node?: string; timeoutMs?: number } = {},
): CliRun {
  ensureBundle();
  const r = spawnSync(opts.node ?? process.execPath, [join(REPO_ROOT, 'dist', 'cli.js'), ...argv], {
    cwd: opts.cwd ?? REPO_ROOT,
    input: opts.input,
    env: opts.env ?? process.env,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
