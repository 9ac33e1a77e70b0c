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

/** True while a pid is a live process (not gone, not a zombie waiting to be reaped). */
async function running(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** How long stop waits for killed processes to finish dying. */
const DEATH_WAIT_MS = 2000;

/**
 * Kill every process carrying the marker, until a scan finds none; then wait until each process
 * it killed is really gone. A process with SIGKILL pending may already have released its memory
 * (its environ reads empty) while it still runs its exit path, so an empty scan alone is not proof.
 */
async function sweepMarked(sessionId: string): Promise<void> {
  const killed = new Set<number>();
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
    alive = (await Promise.all(alive.map(async (pid) => ((await running(pid)) ? pid : -1)))).filter((pid) => pid > 0);
    if (alive.length > 0) await delay(5);
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
    // stdin is already closed: a well-behaved agent exits by itself
    if (!(await this.waitExit(this.graceMs))) {
      this.killedByRunner = true;
      signalGroup(this.child.pid, 'SIGTERM');
      if (!(await this.waitExit(this.graceMs))) signalGroup(this.child.pid, 'SIGKILL');
    }
    // whatever is left in the group, then everything that carries the marker (setsid() children)
    signalGroup(this.child.pid, 'SIGKILL');
    await sweepMarked(this.id);
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
