// ProcessRunner (docs/architecture.md, "Contracts"): runs a trusted agent (official, from the default branch) as a host
// subprocess. The agent gets no host environment beyond an allowlist, its own process group, and an
// ARENA_SESSION=<uuid> marker; on stop the group is killed and then every process whose
// environment carries the marker (a child that called setsid() left the group but not the marker).
// Streams are handled by the shared StdioChannel.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionStartError, type AgentLaunch, type Runner, type Session, type SessionExit, type SessionOptions } from '../core/runner.js';
import { isLive, parseProcStat, walkProcesses } from './proc.js';
import { StdioChannel } from './stdio-channel.js';

/** The only host variables an agent process sees (HOME and TMPDIR point at a per-session folder). */
export const PROCESS_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'] as const;
export const SESSION_MARKER = 'ARENA_SESSION';

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

function markerOf(sessionId: string): Buffer {
  return Buffer.from(`${SESSION_MARKER}=${sessionId}\0`);
}

/** Pids of live processes whose environment holds ARENA_SESSION=<id> (Linux /proc; [] elsewhere). */
export async function findMarkedProcesses(sessionId: string): Promise<number[]> {
  const marker = markerOf(sessionId);
  const found = await walkProcesses(async (pid) => ((await readFile(`/proc/${pid}/environ`)).includes(marker) ? true : undefined));
  return [...found.keys()].sort((a, b) => a - b);
}

/**
 * One walk: the live processes of a session — carrying its marker, or in the agent's process group
 * `pgid` (a child that dropped its environment) — with their start times.
 */
async function sessionProcesses(sessionId: string, pgid: number | undefined): Promise<Map<number, string>> {
  const marker = markerOf(sessionId);
  return walkProcesses(async (pid) => {
    const stat = parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
    if (!isLive(stat)) return undefined;
    if (stat.pgrp === pgid || (await readFile(`/proc/${pid}/environ`)).includes(marker)) return stat.startTime;
    return undefined;
  });
}

/** Signal a process (a negative pid: its whole group); one that is already gone is no error. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: gone
  }
}

function signalGroup(pid: number | undefined, name: NodeJS.Signals): void {
  if (pid !== undefined) signal(-pid, name);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A live process's start time; undefined when it is gone or a zombie. */
async function startTime(pid: number): Promise<string | undefined> {
  try {
    const stat = parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
    return isLive(stat) ? stat.startTime : undefined;
  } catch {
    return undefined;
  }
}

/** How long stop waits for killed processes to finish dying. */
const DEATH_WAIT_MS = 2000;

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
    for (const pid of pids) signal(pid, 'SIGSTOP');
    for (const pid of pids) {
      killed.add(pid);
      signal(pid, 'SIGKILL');
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
    for (const pid of alive.filter((p) => identity.has(p))) signal(pid, 'SIGKILL');
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
    const before = await sessionProcesses(this.id, this.exited ? undefined : this.child.pid);
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
  private isClosed = false;

  /** close() has begun: no session starts any more (an agent spawned then would outlive the cleanup) */
  get closed(): boolean {
    return this.isClosed;
  }

  constructor(options: ProcessRunnerOptions = {}) {
    this.parentEnv = options.parentEnv ?? process.env;
    this.tempRoot = options.tempRoot ?? tmpdir();
    this.graceMs = options.stopGraceMs ?? 250;
  }

  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    if (agent.kind !== 'command') {
      throw new SessionStartError(`ProcessRunner runs command agents only; ${agent.id} has a docker entrypoint`, 'infra');
    }
    if (this.isClosed) throw new SessionStartError('the process runner is closed', 'infra');
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
    if (this.isClosed) {
      // close() ran while this agent was spawning: it would outlive the cleanup
      await channel.stop();
      throw new SessionStartError('the process runner is closed', 'infra');
    }
    this.live.add(channel);
    return channel;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await Promise.all([...this.live].map((session) => session.stop()));
    this.live.clear();
  }
}
