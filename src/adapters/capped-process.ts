// The one way Arena runs a short-lived helper program (git, the docker CLI): an explicit
// environment, a timeout after which the process is killed, and stdout/stderr each kept up to a
// cap (head and tail, the middle counted), so a runaway or hostile program can neither hang a job
// nor fill its memory. A caller that wants a whole answer or none (git) also sets `killAfterBytes`:
// the process is killed the moment a stream passes it, while it streams, not once it exits, and
// `processGroup`: the kill reaches everything the program started, not just the program.
//
// Not @actions/exec: its exec() hands back neither the child nor a way to stop it (no timeout, no
// signal), and getExecOutput() keeps all output in memory, so neither limit could be enforced.
import { spawn } from 'node:child_process';
import { HeadTailBuffer } from '../core/head-tail.js';

export interface CappedRunOptions {
  /** the exact environment of the process (nothing of the host is added) */
  env: Readonly<Record<string, string>>;
  cwd?: string;
  /** the process is killed (SIGKILL) after this long */
  timeoutMs: number;
  /** bytes of stdout and of stderr kept, each (head and tail halves) */
  maxOutputBytes: number;
  /** bytes of stderr kept, when it should differ from maxOutputBytes */
  maxStderrBytes?: number;
  /** written to stdin, then stdin is closed (otherwise stdin is closed at once) */
  input?: string | Buffer;
  /** every stdout/stderr chunk as it arrives */
  onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
  /** abort: kill the process */
  signal?: AbortSignal;
  /** kill the process as soon as stdout or stderr has given more than this many bytes (`overflowed`) */
  killAfterBytes?: number;
  /**
   * Start the process in a process group of its own and kill the whole group, so children it
   * started (a wrapper script's, a hostile program's) die with it. Such a process does not get the
   * terminal's Ctrl-C: only for short calls that the timeout bounds.
   */
  processGroup?: boolean;
}

export interface CappedRunResult {
  /** exit code; null when the process was killed or could not start */
  code: number | null;
  /** the signal that ended it, if any */
  exitSignal: NodeJS.Signals | null;
  stdout: HeadTailBuffer;
  stderr: HeadTailBuffer;
  timedOut: boolean;
  /** the stream that passed killAfterBytes, when the process was killed for it */
  overflowed?: 'stdout' | 'stderr';
  /** the program could not be started at all (ENOENT: not installed) */
  spawnError?: { code?: string; message: string };
}

/** After a kill, how long to wait for pipes that a grandchild (a wrapper script's child) holds open. */
const PIPE_GRACE_MS = 200;

/** Run `binary args…` to completion, its timeout or an abort. Never throws and never rejects. */
export function runCapped(binary: string, args: readonly string[], options: CappedRunOptions): Promise<CappedRunResult> {
  return new Promise((resolve) => {
    const stdout = new HeadTailBuffer(options.maxOutputBytes);
    const stderr = new HeadTailBuffer(options.maxStderrBytes ?? options.maxOutputBytes);
    let timedOut = false;
    let overflowed: CappedRunResult['overflowed'];
    let killed = false;
    let settled = false;
    const child = spawn(binary, [...args], {
      env: { ...options.env },
      ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
      ...(options.processGroup ? { detached: true } : {}),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const finish = (result: Omit<CappedRunResult, 'stdout' | 'stderr' | 'timedOut'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
      resolve({ ...result, stdout, stderr, timedOut, ...(overflowed ? { overflowed } : {}) });
    };
    function kill() {
      killed = true;
      try {
        // a negative pid is the process group (the child leads it: spawned detached)
        if (options.processGroup && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', kill, { once: true });
    const collect = (buffer: HeadTailBuffer, stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      buffer.push(chunk);
      options.onOutput?.(chunk, stream);
      if (options.killAfterBytes !== undefined && buffer.totalBytes > options.killAfterBytes && !killed) {
        overflowed = stream;
        kill();
      }
    };
    child.stdout.on('data', collect(stdout, 'stdout'));
    child.stderr.on('data', collect(stderr, 'stderr'));
    for (const stream of [child.stdin, child.stdout, child.stderr]) stream.on('error', () => undefined);
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ code: null, exitSignal: null, spawnError: { ...(error.code ? { code: error.code } : {}), message: error.message } });
    });
    child.on('exit', () => {
      if (killed) setTimeout(() => child.emit('close', null, 'SIGKILL'), PIPE_GRACE_MS).unref();
    });
    child.on('close', (code: number | null, exitSignal: NodeJS.Signals | null) => {
      finish({ code: timedOut ? null : code, exitSignal });
    });
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}

/** The kept bytes of a buffer that was not truncated, as one Buffer. */
export function keptBytes(buffer: HeadTailBuffer): Buffer {
  const { head, tail } = buffer.bytes();
  return Buffer.concat([head, tail]);
}
