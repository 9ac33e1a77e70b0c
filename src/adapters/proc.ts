// Reading Linux /proc: one parser for /proc/<pid>/stat and one bounded walk over every process, for
// the runners' sweeps and identities. Elsewhere (no /proc) the walk finds nothing.
import { readdir } from 'node:fs/promises';

export interface ProcStat {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  pgrp: number;
  /** clock ticks since boot: with the pid, it names one process even after the pid is reused */
  startTime: string;
}

/** The fields of a /proc/<pid>/stat line Arena uses (the command name may hold spaces and parentheses). */
export function parseProcStat(text: string): ProcStat {
  // fields after the command name: state (3) ppid (4) pgrp (5) … starttime (22)
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', pgrp: Number(fields[2]), startTime: fields[19] ?? '' };
}

/** Not gone and not a zombie waiting to be reaped. */
export function isLive(stat: ProcStat): boolean {
  return stat.state !== 'Z' && stat.state !== 'X';
}

/** A process stuck in the kernel can block a read of its /proc files: a walk never waits longer. */
const WALK_TIMEOUT_MS = 3000;

/**
 * Visit every process but this one, all at once; the pids whose visit returned a value, with it.
 * A visit that throws (the process is gone, or not ours to read) counts as no value.
 */
export async function walkProcesses<T>(visit: (pid: number) => Promise<T | undefined>): Promise<Map<number, T>> {
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return new Map();
  }
  const found = new Map<number, T>();
  const walk = Promise.all(
    names
      .filter((n) => /^\d+$/.test(n) && Number(n) !== process.pid)
      .map(async (n) => {
        try {
          const value = await visit(Number(n));
          if (value !== undefined) found.set(Number(n), value);
        } catch {
          // gone, or not ours to read
        }
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([walk, new Promise<void>((resolve) => (timer = setTimeout(resolve, WALK_TIMEOUT_MS)))]);
  clearTimeout(timer);
  return new Map(found);
}
