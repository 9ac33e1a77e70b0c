// The stdin/stdout/stderr side of an agent session, shared by both runners: ProcessRunner hands it
// the agent's own ChildProcess, DockerRunner the `docker start -a -i` client. It implements the
// Session contract of src/core/runner.ts except how the agent is killed and reaped, which the
// runner supplies as two hooks (`kill`, `finish`).
//
// What it guarantees (docs/security-model.md, "Container and build limits"):
// - stdout is split at the byte level with a line cap (no readline) and each line is decoded as
//   strict UTF-8; a longer line or bad bytes is a `protocol-error` violation;
// - stdout bytes are counted over the whole session; past `outputBytes` it is an `output-limit`
//   violation. On any violation the channel stops reading (destroys stdout) and calls `kill`;
// - stderr is drained continuously (an undrained pipe blocks the agent) into a head+tail buffer,
//   redacted with redactSecrets whenever it is read;
// - writes honour backpressure: a write the agent does not drain by the deadline is a 'timeout';
//   EPIPE and every other stream error is handled ('closed'), never an uncaught exception;
// - `closed` is reported only once stdout ended AND the child exited (or the child exited and
//   stdout stayed open, held by an orphan, for `exitGraceMs`). An agent that closes stdout but keeps
//   running therefore times out, exactly as it does behind `docker start -a`, which shows no EOF.
//
// Usage (a runner):
//   const child = spawn(...);                    // stdio: ['pipe', 'pipe', 'pipe']
//   const channel = new StdioChannel(child, { id, limits, kill: (reason) => …, finish: async () => … });
//   // construct it synchronously after spawn(), before awaiting anything, so no event is missed
//   return channel;                              // it is the Session
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { HeadTailBuffer } from '../core/head-tail.js';
import { decodeLine, LineSplitter } from '../core/protocol/line-splitter.js';
import type { CapturedStderr, ReceiveResult, SendResult, Session, SessionExit, SessionLimits } from '../core/runner.js';
import { redactSecrets } from '../core/sanitize.js';

export type StdioLimits = Pick<SessionLimits, 'outputBytes' | 'maxLineBytes' | 'stderrBytes'>;

export type StdioViolation = Extract<ReceiveResult, { kind: 'violation' }>;

export interface StdioChannelOptions {
  /** the session id (ProcessRunner: the ARENA_SESSION marker; DockerRunner: the container name) */
  id: string;
  limits: StdioLimits;
  /**
   * Kill the agent now. Called at most once, synchronously, when the agent breaks a stream rule
   * (the channel has already stopped reading). Must not throw; the runner records that it killed.
   */
  kill: (reason: string) => void;
  /**
   * End the session for good and say how it ended: make sure the agent is dead (grace, then kill),
   * reap it, clean up (temp dirs, containers). Called exactly once, by stop(), after stdin was
   * closed (EOF is the polite "we are done"). Must not reject.
   */
  finish: () => Promise<SessionExit>;
  /** after the child exited, how long stdout may stay open (held by an orphan) before `closed`; default 500 */
  exitGraceMs?: number;
  /** after finish(), how long to wait for the stdio pipes to close so no stderr is lost; default 2000 */
  closeWaitMs?: number;
  /** the clock deadlines are measured on; default performance.now (the Session contract's clock) */
  now?: () => number;
}

export class StdioChannel implements Session {
  readonly id: string;
  private readonly child: ChildProcess;
  private readonly options: StdioChannelOptions;
  private readonly now: () => number;
  private readonly splitter: LineSplitter;
  private readonly stderrBuffer: HeadTailBuffer;
  private readonly lines: string[] = [];
  private violationResult: StdioViolation | undefined;
  private bytesOut = 0;
  private stdoutEnded = false;
  private exitedAt: number | undefined;
  private stdinClosed = false;
  private childClosed = false;
  private pending: { deadline: number; resolve: (result: ReceiveResult) => void } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** when `timer` fires (performance.now() ms); Infinity when there is none */
  private timerAt = Infinity;
  /** stdin is corked until the end of this tick, after an `end` (see write) */
  private corked = false;
  private readonly closeWaiters: Array<() => void> = [];
  private readonly drainWaiters: Array<() => void> = [];
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private stopPromise: Promise<SessionExit> | undefined;

  constructor(child: ChildProcess, options: StdioChannelOptions) {
    this.id = options.id;
    this.child = child;
    this.options = options;
    this.now = options.now ?? (() => performance.now());
    this.splitter = new LineSplitter(options.limits.maxLineBytes);
    this.stderrBuffer = new HeadTailBuffer(options.limits.stderrBytes);

    child.on('error', () => {
      // spawn or kill failures: the runner learns them from its own listeners; never crash here
      this.wake();
    });
    child.on('exit', () => this.markExited());
    child.on('close', () => {
      this.childClosed = true;
      this.markExited();
      for (const resolve of this.closeWaiters.splice(0)) resolve();
    });
    if (child.exitCode !== null || child.signalCode !== null) this.markExited();

    const { stdin, stdout, stderr } = child;
    if (stdin) {
      const closeStdin = () => {
        this.stdinClosed = true;
        for (const resolve of this.drainWaiters.splice(0)) resolve();
      };
      stdin.on('error', closeStdin); // EPIPE after the agent died
      stdin.on('close', closeStdin);
      stdin.on('drain', () => {
        for (const resolve of this.drainWaiters.splice(0)) resolve();
      });
    } else this.stdinClosed = true;

    if (stdout) {
      stdout.on('data', (chunk: Buffer) => this.onStdout(chunk));
      const ended = () => {
        if (this.stdoutEnded) return;
        this.stdoutEnded = true;
        const last = this.violationResult ? null : this.splitter.finish();
        if (last && last.length > 0) this.acceptLine(last);
        this.wake();
      };
      stdout.on('end', ended);
      stdout.on('close', ended);
      stdout.on('error', ended);
    } else this.stdoutEnded = true;

    if (stderr) {
      stderr.on('data', (chunk: Buffer) => this.stderrBuffer.push(chunk));
      stderr.on('error', () => undefined);
    }
  }

  get stdoutBytes(): number {
    return this.bytesOut;
  }

  /** true once the child process has exited */
  get exited(): boolean {
    return this.exitedAt !== undefined;
  }

  /** the stream rule the agent broke, if any (sticky) */
  get violation(): StdioViolation | undefined {
    return this.violationResult;
  }

  send(message: unknown, deadline: number): Promise<SendResult> {
    const stdin = this.child.stdin;
    if (!stdin || this.stdinClosed || stdin.destroyed || stdin.writableEnded) return Promise.resolve('closed');
    let text: string;
    try {
      text = `${JSON.stringify(message)}\n`;
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (stdin.writableNeedDrain)
      return this.waitDrain(deadline).then((waited) => (waited === 'ok' ? this.write(message, text, deadline) : waited));
    return this.write(message, text, deadline);
  }

  private write(message: unknown, text: string, deadline: number): Promise<SendResult> {
    const stdin = this.child.stdin!;
    // A game's `end` is followed at once (same tick) by the next game's `start`: hold it back until
    // the end of the tick so both leave in one write, waking the agent (and crossing into the kernel)
    // once instead of twice. Every other message is written at once.
    if (!this.corked && (message as { type?: unknown } | null)?.type === 'end') {
      this.corked = true;
      stdin.cork();
      process.nextTick(() => {
        this.corked = false;
        stdin.uncork();
      });
    }
    let flushed: boolean;
    try {
      flushed = stdin.write(text);
    } catch {
      this.stdinClosed = true;
      return Promise.resolve('closed');
    }
    return flushed ? Promise.resolve('ok') : this.waitDrain(deadline);
  }

  receive(deadline: number): Promise<ReceiveResult> {
    if (this.pending) return Promise.reject(new Error('StdioChannel.receive: a receive is already pending'));
    const ready = this.poll(deadline);
    if (ready) return Promise.resolve(ready);
    return new Promise<ReceiveResult>((resolve) => {
      this.pending = { deadline, resolve };
      this.armTimer(deadline);
    });
  }

  /** What a receive by `deadline` returns now, or undefined while it must wait. */
  private poll(deadline: number): ReceiveResult | undefined {
    const line = this.lines.shift();
    if (line !== undefined) return { kind: 'line', line };
    if (this.violationResult) return this.violationResult;
    if (this.isClosed()) return { kind: 'closed' };
    if (deadline - this.now() <= 0) return { kind: 'timeout' };
    return undefined;
  }

  /**
   * One deadline timer per session, not one per receive: most receives end with a line long before
   * their deadline, and the next deadline is later still, so a timer already set for an earlier
   * moment is kept; when it fires early, wake() sets it again for what is left.
   */
  private armTimer(deadline: number): void {
    if (this.timer && this.timerAt <= deadline) {
      this.timer.ref(); // a pending receive keeps the process alive, as the per-receive timer did
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    const ms = Math.ceil(deadline - this.now());
    this.timerAt = this.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.wake();
    }, ms);
  }

  stderr(): CapturedStderr {
    return {
      text: redactSecrets(this.stderrBuffer.text()),
      totalBytes: this.stderrBuffer.totalBytes,
      truncated: this.stderrBuffer.truncated,
    };
  }

  stop(): Promise<SessionExit> {
    this.stopPromise ??= this.doStop();
    return this.stopPromise;
  }

  private async doStop(): Promise<SessionExit> {
    const stdin = this.child.stdin;
    try {
      if (stdin && !stdin.destroyed && !stdin.writableEnded) stdin.end();
    } catch {
      // already gone
    }
    let exit: SessionExit;
    try {
      exit = await this.options.finish();
    } catch (error) {
      exit = {
        exitCode: null,
        signal: null,
        oomKilled: false,
        killedByRunner: true,
        infraError: `stopping the session failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    await this.waitClose(this.options.closeWaitMs ?? 2000);
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
      try {
        stream?.destroy();
      } catch {
        // ignore
      }
    }
    this.stdinClosed = true;
    this.stdoutEnded = true;
    if (this.exitedAt === undefined) this.exitedAt = this.now();
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.wake();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const resolve of this.drainWaiters.splice(0)) resolve();
    return exit;
  }

  private onStdout(chunk: Buffer): void {
    if (this.violationResult) return;
    this.bytesOut += chunk.length;
    if (this.bytesOut > this.options.limits.outputBytes) {
      this.violate('output-limit', `wrote more than ${this.options.limits.outputBytes} bytes to stdout in this session`);
      return;
    }
    const { lines, tooLong } = this.splitter.push(chunk);
    for (const line of lines) {
      if (!this.acceptLine(line)) return;
    }
    if (tooLong) {
      this.violate('protocol-error', `a line of output is longer than ${this.options.limits.maxLineBytes} bytes`);
      return;
    }
    if (lines.length > 0) this.wake();
  }

  /** false when the line broke a rule (the channel stopped reading) */
  private acceptLine(bytes: Uint8Array): boolean {
    const decoded = decodeLine(bytes);
    if (!decoded.ok) {
      this.violate('protocol-error', decoded.message);
      return false;
    }
    this.lines.push(decoded.text);
    return true;
  }

  private violate(failure: StdioViolation['failure'], message: string): void {
    if (this.violationResult) return;
    this.violationResult = { kind: 'violation', failure, message };
    try {
      this.child.stdout?.destroy();
    } catch {
      // ignore
    }
    try {
      this.options.kill(message);
    } catch {
      // the hook must not throw; if it does, stop() still kills
    }
    this.wake();
  }

  private markExited(): void {
    if (this.exitedAt !== undefined) return;
    this.exitedAt = this.now();
    const grace = this.options.exitGraceMs ?? 500;
    this.graceTimer = setTimeout(() => this.wake(), grace + 1);
    this.graceTimer.unref?.();
    this.wake();
  }

  private isClosed(): boolean {
    if (this.exitedAt === undefined) return false;
    if (this.stdoutEnded) return true;
    return this.now() - this.exitedAt >= (this.options.exitGraceMs ?? 500);
  }

  private wake(): void {
    const pending = this.pending;
    if (!pending) return;
    const result = this.poll(pending.deadline);
    if (!result) {
      this.armTimer(pending.deadline);
      return;
    }
    this.pending = undefined;
    this.timer?.unref(); // kept for the next receive, but never holds the process open by itself
    pending.resolve(result);
  }

  private waitDrain(deadline: number): Promise<SendResult> {
    return new Promise<SendResult>((resolve) => {
      const stdin = this.child.stdin;
      if (!stdin || this.stdinClosed) return resolve('closed');
      if (!stdin.writableNeedDrain) return resolve('ok');
      const remaining = deadline - this.now();
      if (remaining <= 0) return resolve('timeout');
      const timer = setTimeout(() => finish('timeout'), Math.ceil(remaining));
      const onDrain = () => finish(this.stdinClosed ? 'closed' : 'ok');
      const finish = (result: SendResult) => {
        clearTimeout(timer);
        const i = this.drainWaiters.indexOf(onDrain);
        if (i >= 0) this.drainWaiters.splice(i, 1);
        resolve(result);
      };
      this.drainWaiters.push(onDrain);
    });
  }

  private waitClose(ms: number): Promise<void> {
    if (this.childClosed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        const i = this.closeWaiters.indexOf(done);
        if (i >= 0) this.closeWaiters.splice(i, 1);
        resolve();
      };
      this.closeWaiters.push(done);
    });
  }
}
