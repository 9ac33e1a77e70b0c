// What the kernel says about our processes' time: /proc/<pid>/schedstat (ns on a CPU, ns runnable but
// waiting for a CPU). On a shared machine, time spent waiting for a CPU is other work's doing, not
// the engine's; the groups that compare many processes with one (P3) or count wall time (P4) use it
// to say how much of a difference is contention. Linux only; elsewhere everything reads as zero.
import { readdirSync, readFileSync } from 'node:fs';

export interface SchedTimes {
  /** ms on a CPU */
  runMs: number;
  /** ms runnable but waiting for a CPU */
  waitMs: number;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** schedstat of one process's main thread, or undefined once it is gone */
export function schedTimes(pid: number | 'self'): SchedTimes | undefined {
  const text = readText(`/proc/${pid}/schedstat`);
  if (!text) return undefined;
  const [run, wait] = text.trim().split(' ').map(Number);
  if (run === undefined || wait === undefined || Number.isNaN(run) || Number.isNaN(wait)) return undefined;
  return { runMs: run / 1e6, waitMs: wait / 1e6 };
}

export function parentOf(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** live direct children of `pid` (a scan of /proc) */
export function childrenOf(pid: number): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.filter((n) => /^\d+$/.test(n) && parentOf(Number(n)) === pid).map(Number);
}

/** Σ schedstat over a set of processes (those gone count as zero) */
export function sumSched(pids: readonly (number | 'self')[]): SchedTimes {
  let runMs = 0;
  let waitMs = 0;
  for (const pid of pids) {
    const t = schedTimes(pid);
    if (!t) continue;
    runMs += t.runMs;
    waitMs += t.waitMs;
  }
  return { runMs, waitMs };
}

/**
 * Watches a process tree from outside: every 20 ms it finds new descendants of `root` and reads each
 * member's schedstat. The last reading per process is kept, so a process that exits loses at most
 * one interval of its figures.
 */
export class TreeWaitSampler {
  private readonly tree = new Set<number>();
  private readonly others = new Set<number>();
  private readonly last = new Map<number, SchedTimes>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(root: number) {
    this.tree.add(root);
  }

  start(): void {
    this.timer = setInterval(() => this.sample(), 20);
  }

  private sample(): void {
    let names: string[];
    try {
      names = readdirSync('/proc');
    } catch {
      return;
    }
    for (const name of names) {
      if (!/^\d+$/.test(name)) continue;
      const pid = Number(name);
      if (this.tree.has(pid) || this.others.has(pid)) continue;
      const ppid = parentOf(pid);
      if (ppid === undefined) continue;
      (this.tree.has(ppid) ? this.tree : this.others).add(pid);
    }
    for (const pid of this.tree) {
      const t = schedTimes(pid);
      if (t) this.last.set(pid, t);
    }
  }

  stop(): SchedTimes & { processes: number } {
    if (this.timer) clearInterval(this.timer);
    let runMs = 0;
    let waitMs = 0;
    for (const v of this.last.values()) {
      runMs += v.runMs;
      waitMs += v.waitMs;
    }
    return { runMs, waitMs, processes: this.last.size };
  }
}

/** /proc/pressure/cpu "some" total: µs during which some task on the machine waited for a CPU (PSI) */
export function cpuPressureMicros(): number | undefined {
  const text = readText('/proc/pressure/cpu');
  const m = text ? /^some .*total=(\d+)/m.exec(text) : null;
  return m ? Number(m[1]) : undefined;
}
