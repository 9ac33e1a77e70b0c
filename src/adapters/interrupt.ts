// Ctrl-C (SIGINT) or a cancelled job (SIGTERM; the Actions runner sends SIGINT first) must not leave
// agents behind: a container keeps running until a later run's sweep, and a process agent sits in
// its own process group, out of reach of the terminal's signal. Open runner sets register a closer
// here; the first signal runs them all (bounded in time), then the process exits with 128 + the
// signal number. A second signal exits at once.
const closers = new Set<() => Promise<void>>();
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
/** Longest the cleanup may take before the process exits anyway. */
export const INTERRUPT_CLEANUP_MS = 20_000;

let installed = false;
let stopping = false;

async function interrupted(signal: keyof typeof EXIT_CODES): Promise<void> {
  const code = EXIT_CODES[signal];
  if (stopping) process.exit(code);
  stopping = true;
  if (closers.size > 0) process.stderr.write(`arena: ${signal}: stopping the agents and removing their containers\n`);
  const bound = setTimeout(() => process.exit(code), INTERRUPT_CLEANUP_MS);
  await Promise.allSettled([...closers].map((close) => close()));
  clearTimeout(bound);
  process.exit(code);
}

/** Run `close` if the process is interrupted before the returned function is called. */
export function closeOnInterrupt(close: () => Promise<void>): () => void {
  if (!installed) {
    installed = true;
    for (const signal of Object.keys(EXIT_CODES) as Array<keyof typeof EXIT_CODES>) {
      process.on(signal, () => void interrupted(signal));
    }
  }
  closers.add(close);
  return () => closers.delete(close);
}
