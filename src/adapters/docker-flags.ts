// The `docker create` / `docker build` flags both the runner's containers and the image builds
// take, written once: memory with swap equal to it (no swap beyond the limit), the ulimits, and
// labels checked before they reach the command line.

/** `--memory` and `--memory-swap` at the same value: the limit includes swap. */
export function memoryFlags(memoryBytes: number): string[] {
  return [`--memory=${memoryBytes}`, `--memory-swap=${memoryBytes}`];
}

/** Open files and file size capped (soft = hard), no core dumps. */
export function ulimitFlags(limits: { nofile: number; fileSizeBytes: number }): string[] {
  return [
    '--ulimit',
    `nofile=${limits.nofile}:${limits.nofile}`,
    '--ulimit',
    `fsize=${limits.fileSizeBytes}:${limits.fileSizeBytes}`,
    '--ulimit',
    'core=0:0',
  ];
}

const LABEL_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/** `--label key=value` pairs; a key outside [a-z0-9._-], or a value with NUL/newline or over 512 characters, throws. */
export function labelFlags(labels: Readonly<Record<string, string>>): string[] {
  const args: string[] = [];
  for (const [key, value] of Object.entries(labels)) {
    if (!LABEL_KEY.test(key) || /[\0\n]/.test(value) || value.length > 512) throw new Error(`bad label ${JSON.stringify(key)}`);
    args.push('--label', `${key}=${value}`);
  }
  return args;
}
