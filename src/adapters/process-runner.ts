// ProcessRunner (DESIGN §6): runs a trusted agent (official, from the default branch) as a host
// subprocess. The agent gets no host environment beyond an allowlist, its own process group, and an
// ARENA_SESSION=<uuid> marker; on stop the group is killed and then every process whose
// environment carries the marker (a child that called setsid() left the group but not the marker).
// Streams are handled by the shared StdioChannel.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionStartError, type AgentLaunch, type Runner, type Session, type SessionExit, type SessionOptions } from '../core/runner.js';
import { StdioChannel } from './stdio-channel.js';

/** The only host variables an agent process sees (HOME and TMPDIR point at a per-session folder). */
export const PROCESS_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'] as const;
export const SESSION_MARKER = 'ARENA_SESSION';
const SCAN_TIMEOUT_MS = 3000;

export interface ProcessRunnerOptions {
  /** where the allowlisted values come from; default process.env */
  parentEnv?: Readonly<Record<string, string | undefined>>;
  /** parent of the per-session HOME/TMPDIR folders; default os.tmpdir() */
  tempRoot?: string;
  /** on stop: wait this long after stdin EOF for the agent to exit, then SIGTERM, wait again, then SIGKILL; default 250 */
  stopGraceMs?: number;
}

/**
 * The agent's environment: allowlisted host values, HOME/TMPDIR = the session folder, the manifest's
 * literal env, and the session marker (which the manifest cannot override).
 */
export function buildAgentEnv(
  parentEnv: Readonly<Record<string, string | undefined>>,
  manifestEnv: Readonly<Record<string, string>>,
  sessionId: string,
  sessionDir: string,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PROCESS_ENV_ALLOWLIST) {
    const value = parentEnv[name];
    if (value !== undefined) env[name] = value;
  }
  env.HOME = sessionDir;
  env.TMPDIR = sessionDir;
  for (const [name, value] of Object.entries(manifestEnv)) env[name] = value;
  env[SESSION_MARKER] = sessionId;
  return env;
}

/** Pids of live processes whose environment holds ARENA_SESSION=<id> (Linux /proc; [] elsewhere). */
export async function findMarkedProcesses(sessionId: string): Promise<number[]> {
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return [];
  }
  const needle = Buffer.from(`${SESSION_MARKER}=${sessionId}\0`);
  const found: number[] = [];
  const scan = Promise.all(
    names
      .filter((n) => /^\d+$/.test(n) && Number(n) !== process.pid)
      .map(async (n) => {
        try {
          const environ = await readFile(`/proc/${n}/environ`);
          if (environ.includes(needle)) found.push(Number(n));
        } catch {
          // gone, or not ours to read
        }
      }),
  );
  // a process stuck in the kernel can block a read of its environ; never hang the referee on it
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([scan, new Promise<void>((resolve) => (timer = setTimeout(resolve, SCAN_TIMEOUT_MS)))]);
  clearTimeout(timer);
  return [...found].sort((a, b) => a - b);
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is gone
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A live process's start time (clock ticks since boot: with the pid, it names one process even if
 * the pid is reused); undefined when it is gone or a zombie waiting to be reaped.
 */
async function startTime(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name: state (3) ppid pgrp … starttime (22)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' || fields[0] === 'X' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

/** How long stop waits for killed processes to finish dying. */
const DEATH_WAIT_MS = 2000;

/** Pids of live processes in process group `pgid` (Linux /proc; [] elsewhere). */
async function findGroupProcesses(pgid: number): Promise<number[]> {
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  await Promise.all(
    names
      .filter((n) => /^\d+$/.test(n))
      .map(async (n) => {
        try {
          const stat = await readFile(`/proc/${n}/stat`, 'utf8');
          // fields after the command: state ppid pgrp …
          const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          if (Number(pgrp) === pgid) found.push(Number(n));
        } catch {
          // gone
        }
      }),
  );
  return found;
}

/** pid → start time of each pid that is alive now: the same processes later, not reused pids. */
async function identify(pids: readonly number[]): Promise<Map<number, string>> {
  const identity = new Map<number, string>();
  await Promise.all(
    pids.map(async (pid) => {
      const start = await startTime(pid);
      if (start !== undefined) identity.set(pid, start);
    }),
  );
  return identity;
}

/**
 * Kill every process carrying the marker, until a scan finds none; then wait until each process
 * it killed, and each process of `identity` (the session's processes seen before any signal), is
 * really gone. A process with SIGKILL pending may already have released its memory (its environ reads
 * empty) while it still runs its exit path, so an empty scan alone is not proof.
 */
async function sweepMarked(sessionId: string, identity: ReadonlyMap<number, string> = new Map()): Promise<void> {
  const killed = new Set<number>(identity.keys());
  for (let round = 0; round < 20; round++) {
    const pids = await findMarkedProcesses(sessionId);
    if (pids.length === 0) break;
    // stop them all first so none can fork a fresh child between the scan and the kill
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGSTOP');
      } catch {
        // gone
      }
    }
    for (const pid of pids) {
      killed.add(pid);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await delay(round < 3 ? 5 : 25);
  }
  const deadline = Date.now() + DEATH_WAIT_MS;
  let alive = [...killed];
  while (alive.length > 0 && Date.now() < deadline) {
    const starts = await Promise.all(alive.map(startTime));
    alive = alive.filter((pid, i) => starts[i] !== undefined && (!identity.has(pid) || identity.get(pid) === starts[i]));
    if (alive.length === 0) break;
    // a session process a scan missed (a slow /proc read on a busy machine) is killed here too
    for (const pid of alive.filter((p) => identity.has(p))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await delay(5);
  }
}

class ProcessSession {
  exitCode: number | null = null;
  signal: string | null = null;
  exited = false;
  killedByRunner = false;
  private readonly exitWaiters: Array<() => void> = [];

  constructor(
    readonly id: string,
    readonly child: ChildProcess,
    readonly dir: string,
    private readonly graceMs: number,
  ) {
    child.on('exit', (code, signal) => {
      this.exitCode = code;
      this.signal = signal;
      this.exited = true;
      for (const resolve of this.exitWaiters.splice(0)) resolve();
    });
    child.on('error', () => {
      // a spawn failure: there is no process to wait for
      if (child.pid === undefined && !this.exited) {
        this.exited = true;
        for (const resolve of this.exitWaiters.splice(0)) resolve();
      }
    });
  }

  waitExit(ms: number): Promise<boolean> {
    if (this.exited) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(this.exited), ms);
      this.exitWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** immediate, for stream violations */
  kill(): void {
    if (!this.exited) this.killedByRunner = true;
    signalGroup(this.child.pid, 'SIGKILL');
  }

  async finish(): Promise<SessionExit> {
    // Every process of the session while all are still whole (marker readable, group intact), so
    // stop can wait for each to be gone, however it dies below.
    const pid = this.child.pid;
    const [marked, grouped] = await Promise.all([
      findMarkedProcesses(this.id),
      pid === undefined || this.exited ? Promise.resolve([]) : findGroupProcesses(pid),
    ]);
    const before = await identify([...marked, ...grouped]);
    // stdin is already closed: a well-behaved agent exits by itself
    if (!(await this.waitExit(this.graceMs))) {
      this.killedByRunner = true;
      signalGroup(this.child.pid, 'SIGTERM');
      if (!(await this.waitExit(this.graceMs))) signalGroup(this.child.pid, 'SIGKILL');
    }
    // whatever is left in the group, then everything that carries the marker (setsid() children)
    signalGroup(this.child.pid, 'SIGKILL');
    await sweepMarked(this.id, before);
    let infraError: string | undefined;
    if (!(await this.waitExit(5000))) infraError = `agent process ${this.child.pid} did not exit after SIGKILL`;
    await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
    return {
      exitCode: this.exitCode,
      signal: this.signal,
      oomKilled: false,
      killedByRunner: this.killedByRunner,
      ...(infraError ? { infraError } : {}),
    };
  }
}

export class ProcessRunner implements Runner {
  readonly kind = 'process' as const;
  private readonly parentEnv: Readonly<Record<string, string | undefined>>;
  private readonly tempRoot: string;
  private readonly graceMs: number;
  private readonly live = new Set<Session>();

  constructor(options: ProcessRunnerOptions = {}) {
    this.parentEnv = options.parentEnv ?? process.env;
    this.tempRoot = options.tempRoot ?? tmpdir();
    this.graceMs = options.stopGraceMs ?? 250;
  }

  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    if (agent.kind !== 'command') {
      throw new SessionStartError(`ProcessRunner runs command agents only; ${agent.id} has a docker entrypoint`, 'infra');
    }
    if (agent.argv.length === 0) throw new SessionStartError(`${agent.id}: the entrypoint command is empty`, 'crash');
    const id = randomUUID();
    let dir: string;
    try {
      dir = await mkdtemp(join(this.tempRoot, 'arena-session-'));
    } catch (error) {
      throw new SessionStartError(`could not create a session folder: ${(error as Error).message}`, 'infra');
    }
    const env = buildAgentEnv(this.parentEnv, agent.env, id, dir);
    let child: ChildProcess;
    try {
      child = spawn(agent.argv[0]!, agent.argv.slice(1), {
        cwd: agent.dir,
        env,
        detached: true, // its own process group, so the whole group can be killed
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      throw new SessionStartError(`${agent.id} could not be started: ${(error as Error).message}`, 'crash');
    }
    const proc = new ProcessSession(id, child, dir, this.graceMs);
    const channel = new StdioChannel(child, {
      id,
      limits: options.limits,
      kill: () => proc.kill(),
      finish: async () => {
        const exit = await proc.finish();
        this.live.delete(channel);
        return exit;
      },
    });
    const started = await new Promise<Error | null>((resolve) => {
      child.once('spawn', () => resolve(null));
      child.once('error', (error) => resolve(error));
    });
    if (started) {
      await channel.stop();
      const code = (started as NodeJS.ErrnoException).code;
      const hint = code === 'ENOENT' ? ' (command not found)' : code === 'EACCES' ? ' (not executable)' : '';
      throw new SessionStartError(`${agent.id} could not be started: ${agent.argv[0]}${hint}: ${started.message}`, 'crash');
    }
    this.live.add(channel);
    return channel;
  }

  async close(): Promise<void> {
    await Promise.all([...this.live].map((session) => session.stop()));
    this.live.clear();
  }
}
