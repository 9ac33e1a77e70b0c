// Docker for the bench: everything it creates carries `arena.bench=1` and this run's id, and only
// this run's containers are removed at the end.
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export const BENCH_RUN = randomUUID();
export const BENCH_LABELS: Readonly<Record<string, string>> = { 'arena.bench': '1', 'arena.bench.run': BENCH_RUN };
export const BENCH_LABEL_ARGS = Object.entries(BENCH_LABELS).flatMap(([k, v]) => ['--label', `${k}=${v}`]);

/** The Docker engine's version, or undefined when none answers. */
export async function dockerServerVersion(): Promise<string | undefined> {
  try {
    const { stdout } = await exec('docker', ['version', '--format', '{{.Server.Version}}'], { timeout: 15_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function dockerInfo(format: string): Promise<string | undefined> {
  try {
    const { stdout } = await exec('docker', ['info', '--format', format], { timeout: 15_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The local image id (sha256:…) of a tag, or undefined when it is not on this engine. */
export async function localImageId(tag: string): Promise<string | undefined> {
  try {
    const { stdout } = await exec('docker', ['image', 'inspect', '--format', '{{.Id}}', tag], { timeout: 15_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function docker(args: readonly string[], timeoutMs = 60_000): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec('docker', [...args], { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}

/** `docker <args>` with piped stdio (an attached `docker run -i`). */
export function dockerAttached(args: readonly string[]): ChildProcessWithoutNullStreams {
  return spawn('docker', [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
}

/** A fresh container name for a bench container. */
export function benchContainerName(): string {
  return `arena-bench-${randomUUID()}`;
}

/** Remove every container this run created (and only those). Returns how many were left to remove. */
export async function removeBenchContainers(): Promise<number> {
  const listed = await docker(['ps', '--all', '--quiet', '--filter', `label=arena.bench.run=${BENCH_RUN}`], 30_000);
  const ids = listed.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (ids.length > 0) await docker(['rm', '--force', ...ids], 60_000);
  return ids.length;
}
