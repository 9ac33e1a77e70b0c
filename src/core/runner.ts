// The Runner contract (docs/architecture.md, "Contracts"), shared by ProcessRunner (official agents on the default branch)
// and DockerRunner (everything untrusted). Pure types plus the one exit classifier both use, so the
// two runners give the same verdict for the same behaviour.
import type { FailureKind } from './results.js';

/** What to launch. Built from a validated manifest by the caller; runners never read manifests. */
export type AgentLaunch =
  | {
      kind: 'command';
      /** agent id, e.g. official/minimax (for logs and labels only) */
      id: string;
      /** absolute agent folder: the working directory */
      dir: string;
      argv: readonly string[];
      /** the manifest's literal entrypoint.env */
      env: Readonly<Record<string, string>>;
    }
  | {
      kind: 'docker';
      id: string;
      dir: string;
      /** a local image id `sha256:…` (after a build) or `name@sha256:…` (after a pull) */
      image: string;
      /** optional command override (manifest `entrypoint.args`) */
      args?: readonly string[];
      /** optional working directory override (manifest `entrypoint.workdir`) */
      workdir?: string;
      env: Readonly<Record<string, string>>;
    };

/** Per-seat resources, from the game's budget in arena.yml (every seat gets the same). */
export interface SessionLimits {
  memoryBytes: number;
  cpus: number;
  pids: number;
  tmpfsBytes: number;
  /** stdout bytes over the whole session; more = `output-limit` */
  outputBytes: number;
  /** longest line on stdout; longer = `protocol-error` */
  maxLineBytes: number;
  /** stderr bytes kept (head half + tail half); the rest is counted and dropped */
  stderrBytes: number;
  nofile: number;
  fileSizeBytes: number;
}

export interface SessionOptions {
  /** match id, for labels and logs */
  matchId: string;
  seat: number;
  limits: SessionLimits;
  /** epoch ms after which an orphan sweep may remove this session's container */
  deadlineEpochMs: number;
}

export type ReceiveResult =
  /** one complete line (without its newline), valid UTF-8, within maxLineBytes */
  | { kind: 'line'; line: string }
  /** the deadline passed with no complete line */
  | { kind: 'timeout' }
  /** stdout ended (the agent exited or closed it); call stop() to learn how it ended */
  | { kind: 'closed' }
  /** the agent broke a stream rule; the runner has already stopped reading */
  | { kind: 'violation'; failure: 'protocol-error' | 'output-limit'; message: string };

export type SendResult = 'ok' | 'timeout' | 'closed';

export interface SessionExit {
  /** exit code of the agent's main process, when it exited */
  exitCode: number | null;
  /** signal name, when it was killed by one */
  signal: string | null;
  /** the memory limit killed something in the agent's cgroup (Docker: State.OOMKilled) */
  oomKilled: boolean;
  /** the runner itself killed the agent (limit, violation, stop) */
  killedByRunner: boolean;
  /** the runner or engine failed (not the agent): start errors, a dead daemon */
  infraError?: string;
}

export interface CapturedStderr {
  /** redacted head + marker + tail */
  text: string;
  totalBytes: number;
  truncated: boolean;
}

export interface Session {
  readonly id: string;
  /**
   * Write one protocol message as a JSON line. Honours backpressure: resolves 'timeout' if the agent
   * does not drain its stdin by the deadline (performance.now() ms), 'closed' if stdin is gone.
   */
  send(message: unknown, deadline: number): Promise<SendResult>;
  /** The next stdout line, or why there is none, by the deadline (performance.now() ms). */
  receive(deadline: number): Promise<ReceiveResult>;
  /** End the session (idempotent): kill, reap, clean up, report how it ended. Never throws. */
  stop(): Promise<SessionExit>;
  /** stderr so far (drained continuously; capped head+tail; redacted). */
  stderr(): CapturedStderr;
  /** stdout bytes read so far */
  readonly stdoutBytes: number;
}

export interface Runner {
  readonly kind: 'process' | 'docker';
  /**
   * Start an agent. Resolves once the agent is running: the startup clock starts then (for a
   * container, when it is running, not when `docker` was called). Rejects with SessionStartError.
   */
  start(agent: AgentLaunch, options: SessionOptions): Promise<Session>;
  /** Release everything this runner still holds (sessions, containers, temp files). */
  close(): Promise<void>;
  /**
   * True from the moment close() begins (an interrupt, or the end of the command): no session
   * starts any more, and a game cut short by it is nobody's fault. The referee stops scheduling.
   */
  readonly closed?: boolean;
}

/** Starting failed. `infra` = the runner/engine failed; otherwise the agent could not start (`crash`). */
export class SessionStartError extends Error {
  override readonly name = 'SessionStartError';
  constructor(
    message: string,
    readonly kind: 'infra' | 'crash',
  ) {
    super(message);
  }
}

/**
 * How an agent ended, once its stdout closed or it was stopped. `oom` when its main process was
 * SIGKILLed (exit 137 behind an init, or the signal itself) by the memory limit or by nothing the
 * runner did; `infra` when the runner or engine failed; else `crash`. OOMKilled alone is not enough:
 * the engine sets it when *any* process of the container was OOM-killed (cgroup v2's oom_kill count,
 * v1's OOM event), so an agent whose helper died while it went on and exited by itself is judged
 * by its own exit. Decided from what the runner observed (Docker: `inspect`), never from output an
 * agent can fake.
 */
export function classifyExit(exit: SessionExit): Extract<FailureKind, 'oom' | 'crash' | 'infra'> {
  if (exit.infraError) return 'infra';
  const sigkilled = exit.exitCode === 137 || exit.signal === 'SIGKILL';
  if (sigkilled && (exit.oomKilled || !exit.killedByRunner)) return 'oom';
  return 'crash';
}

/** The memory limit fired, but the agent's main process ended some other way (it outlived a helper). */
export function outlivedOom(exit: SessionExit): boolean {
  return exit.oomKilled && classifyExit(exit) !== 'oom';
}

export function describeExit(exit: SessionExit): string {
  if (exit.infraError) return `runner failure: ${exit.infraError}`;
  const note = outlivedOom(exit) ? ' (the memory limit killed one of its processes)' : '';
  if (exit.oomKilled && !note) return 'killed by the memory limit';
  if (exit.signal) return `killed by ${exit.signal}${note}`;
  if (exit.exitCode !== null) return `exited with code ${exit.exitCode}${note}`;
  return `ended${note}`;
}
