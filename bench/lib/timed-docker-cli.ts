// A DockerCli (the runner's command seam) that notes when each docker call began and ended, so the
// match-start figure can say where its time goes. It adds nothing else to the calls.
import { createDockerCli, type DockerCli } from '../../src/adapters/docker-cli.js';

export interface DockerCall {
  /** e.g. "image inspect", "create", "container inspect", "start" (attached), "rm" */
  what: string;
  start: number;
  end: number;
}

export class TimedDockerCli implements DockerCli {
  readonly calls: DockerCall[] = [];
  private readonly inner: DockerCli = createDockerCli();

  get env(): Readonly<Record<string, string>> {
    return this.inner.env;
  }

  get commandTimeoutMs(): number {
    return this.inner.commandTimeoutMs;
  }

  private static what(args: readonly string[]): string {
    return args[0] === 'image' || args[0] === 'container' ? `${args[0]} ${args[1]}` : (args[0] ?? '');
  }

  async run(...params: Parameters<DockerCli['run']>): ReturnType<DockerCli['run']> {
    const start = performance.now();
    const result = await this.inner.run(...params);
    this.calls.push({ what: TimedDockerCli.what(params[0]), start, end: performance.now() });
    return result;
  }

  attach(args: readonly string[]): ReturnType<DockerCli['attach']> {
    const start = performance.now();
    const client = this.inner.attach(args);
    this.calls.push({ what: `${TimedDockerCli.what(args)} (attached)`, start, end: start });
    return client;
  }

  dispose(): void {
    this.inner.dispose();
  }

  /** calls that began in [from, to] */
  between(from: number, to: number): DockerCall[] {
    return this.calls.filter((c) => c.start >= from && c.start <= to);
  }
}
