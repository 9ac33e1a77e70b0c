// Every short engine call waits the CLI's commandTimeoutMs, which arena.yml's engine.commandTimeoutMs
// sets where the CLI is made: on a slow engine (a loaded runner, an emulated VM) a raised limit must
// not still be cut off by a fixed one anywhere (the runner's engine check, its create/kill/rm, the
// builder's engine check), and a lowered one must not wait longer than it asked.
import { describe, expect, it } from '@jest/globals';
import { DockerAgents } from '../../src/adapters/docker-agents.js';
import { DockerRunner } from '../../src/adapters/docker-runner.js';
import { defaultConfig, parseConfig } from '../../src/core/config.js';
import {
  createDockerCli,
  DEFAULT_COMMAND_TIMEOUT_MS,
  type DockerCli,
  type DockerRunOptions,
  type DockerRunResult,
} from '../../src/adapters/docker-cli.js';

/** A stand-in CLI that records the timeout of each call and answers `version` only after `versionMs`. */
function slowEngine(versionMs: number, commandTimeoutMs: number): { cli: DockerCli; timeouts: Map<string, number | undefined> } {
  const timeouts = new Map<string, number | undefined>();
  const cli: DockerCli = {
    env: {},
    commandTimeoutMs,
    dispose: () => undefined,
    attach: () => {
      throw new Error('not used');
    },
    run: async (args: readonly string[], options?: DockerRunOptions): Promise<DockerRunResult> => {
      timeouts.set(args[0] ?? '', options?.timeoutMs);
      const ok: DockerRunResult = { code: 0, stdout: '', stderr: '', timedOut: false, truncated: false };
      if (args[0] === 'version') {
        const limit = options?.timeoutMs ?? Infinity;
        if (versionMs > limit) return { ...ok, code: null, timedOut: true };
        return { ...ok, stdout: '26.1.5\n' };
      }
      if (args[0] === 'info') return { ...ok, stdout: '2\n' };
      return ok;
    },
  };
  return { cli, timeouts };
}

describe('DockerRunner preflight engine check', () => {
  it("waits as long as the CLI's commandTimeoutMs for a slow engine to answer", async () => {
    const { cli, timeouts } = slowEngine(25_000, 120_000);
    const runner = new DockerRunner({ cli, sweep: false, seccompProfile: '/dev/null' });
    await expect(runner.preflight()).resolves.toBeUndefined();
    expect(timeouts.get('version')).toBe(120_000);
    expect(timeouts.get('info')).toBe(120_000);
    await runner.close();
  });

  it('gives up after a lowered commandTimeoutMs and says so', async () => {
    const { cli } = slowEngine(1_000, 500);
    const runner = new DockerRunner({ cli, sweep: false, seccompProfile: '/dev/null' });
    await expect(runner.preflight()).rejects.toThrow('the Docker engine did not answer within 500 ms');
    await runner.close();
  });

  it("a runner's own CLI takes its options, else arena.yml's default", async () => {
    const own = new DockerRunner({ cliOptions: { commandTimeoutMs: 7_000 }, sweep: false, seccompProfile: '/dev/null' });
    expect(own.cli.commandTimeoutMs).toBe(7_000);
    await own.close();
    const plain = new DockerRunner({ sweep: false, seccompProfile: '/dev/null' });
    expect(plain.cli.commandTimeoutMs).toBe(DEFAULT_COMMAND_TIMEOUT_MS);
    await plain.close();
    expect(DEFAULT_COMMAND_TIMEOUT_MS).toBe(defaultConfig().engine.commandTimeoutMs);
    const cli = createDockerCli();
    expect(cli.commandTimeoutMs).toBe(DEFAULT_COMMAND_TIMEOUT_MS);
    cli.dispose();
  });
});

describe("arena.yml's engine waits", () => {
  it('reach the CLI of Docker agents: the runner and the builder wait commandTimeoutMs; the runner waits startTimeoutMs', async () => {
    const config = parseConfig('engine:\n  startTimeoutMs: 90000\n  commandTimeoutMs: 75000\n');
    const made = new DockerAgents({ config, runner: { sweep: false, seccompProfile: '/dev/null' } });
    expect(made.cli.commandTimeoutMs).toBe(75_000);
    expect(made.runner.cli).toBe(made.cli);
    // the wait for a started container to run is not reachable without an engine: its setting is
    expect((made.runner as unknown as { options: { startTimeoutMs?: number } }).options.startTimeoutMs).toBe(90_000);
    await made.close();
    expect(defaultConfig().engine).toEqual({ startTimeoutMs: 120_000, commandTimeoutMs: 60_000 });

    // a given CLI brings its own limit, and every engine check of the run waits it
    const { cli, timeouts } = slowEngine(40_000, 75_000);
    const given = new DockerAgents({ config, cli, runner: { sweep: false, seccompProfile: '/dev/null' } });
    await expect(given.runner.preflight()).resolves.toBeUndefined();
    expect(timeouts.get('version')).toBe(75_000);
    await given.close();
    // (a fresh stand-in: a success is reused for a while on the same CLI)
    const short = new DockerAgents({ config, cli: slowEngine(40_000, 5_000).cli, runner: { sweep: false, seccompProfile: '/dev/null' } });
    await expect(short.runner.preflight()).rejects.toThrow('the Docker engine did not answer within 5000 ms');
    await short.close();
  });
});
