// A Runner wrapper that notes this process's CPU spent inside start() and Session.stop() (spawn,
// reaping, the marker sweep; for Docker: create, start, inspect, rm), so per-turn figures can leave
// per-session costs out. Overlapping calls (both seats start at once) are counted once: CPU is read
// when the first call of a burst begins and when the last one ends.
import type { AgentLaunch, Runner, Session, SessionOptions } from '../../src/core/runner.js';

export class MeteredRunner implements Runner {
  readonly kind: Runner['kind'];
  /** CPU µs of this process inside start()/stop() */
  sessionCpuMicros = 0;
  private active = 0;
  private windowStart: NodeJS.CpuUsage | undefined;

  constructor(readonly inner: Runner) {
    this.kind = inner.kind;
  }

  private enter(): void {
    if (this.active++ === 0) this.windowStart = process.cpuUsage();
  }

  private leave(): void {
    if (--this.active === 0 && this.windowStart) {
      const d = process.cpuUsage(this.windowStart);
      this.sessionCpuMicros += d.user + d.system;
      this.windowStart = undefined;
    }
  }

  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    this.enter();
    let session: Session;
    try {
      session = await this.inner.start(agent, options);
    } finally {
      this.leave();
    }
    const enter = () => this.enter();
    const leave = () => this.leave();
    let stopping: Promise<Awaited<ReturnType<Session['stop']>>> | undefined;
    return {
      get id() {
        return session.id;
      },
      get stdoutBytes() {
        return session.stdoutBytes;
      },
      send: (message, deadline) => session.send(message, deadline),
      receive: (deadline) => session.receive(deadline),
      stderr: () => session.stderr(),
      stop() {
        stopping ??= (async () => {
          enter();
          try {
            return await session.stop();
          } finally {
            leave();
          }
        })();
        return stopping;
      },
    };
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
