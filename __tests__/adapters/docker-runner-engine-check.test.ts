// The runner's engine check honours the runner's command timeout: on a slow engine (a loaded runner,
// an emulated VM) a caller that raises `commandTimeoutMs` must not still be cut off by a fixed limit,
// and one that lowers it must not wait longer than it asked.
import { describe, expect, it } from '@jest/globals';
import { DockerAgents } from '../../src/adapters/docker-agents.js';
import { DockerRunner } from '../../src/adapters/docker-runner.js';
import { defaultConfig, parseConfig } from '../../src/core/config.js';
import type { DockerCli, DockerRunOptions, DockerRunResult } from '../../src/adapters/docker-cli.js';

/** A stand-in CLI that records the timeout of each call and answers `version` only after `versionMs`. */
function slowEngine(versionMs: number): { cli: DockerCli; timeouts: Map<string, number | undefined> } {
  const timeouts = new Map<string, number | undefined>();
  const cli: DockerCli = {
    env: {},
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
  it('waits as long as commandTimeoutMs for a slow engine to answer', async () => {
    const { cli, timeouts } = slowEngine(25_000);
    const runner = new DockerRunner({ cli, commandTimeoutMs: 120_000, sweep: false, seccompProfile: '/dev/null' });
    await expect(runner.preflight()).resolves.toBeUndefined();
    expect(timeouts.get('version')).toBe(120_000);
    await runner.close();
  });

  it('gives up after a lowered commandTimeoutMs and says so', async () => {
    const { cli } = slowEngine(1_000);
    const runner = new DockerRunner({ cli, commandTimeoutMs: 500, sweep: false, seccompProfile: '/dev/null' });
    await expect(runner.preflight()).rejects.toThrow('the Docker engine did not answer within 500 ms');
    await runner.close();
  });

  it('keeps the 20 s engine check when no command timeout is set', async () => {
    const { cli, timeouts } = slowEngine(1);
    const runner = new DockerRunner({ cli, sweep: false, seccompProfile: '/dev/null' });
    await runner.preflight();
    expect(timeouts.get('version')).toBe(20_000);
    await runner.close();
  });
});

describe("arena.yml's engine waits", () => {
  it('reach the runner of Docker agents: the engine check waits commandTimeoutMs; a caller may still set its own', async () => {
    const { cli, timeouts } = slowEngine(40_000);
    const config = parseConfig('engine:\n  startTimeoutMs: 90000\n  commandTimeoutMs: 60000\n');
    const agents = new DockerAgents({ config, cli, runner: { sweep: false, seccompProfile: '/dev/null' } });
    await expect(agents.runner.preflight()).resolves.toBeUndefined();
    expect(timeouts.get('version')).toBe(60_000);
    // the wait for a started container to run is not reachable without an engine: its setting is
    expect((agents.runner as unknown as { options: { startTimeoutMs?: number } }).options.startTimeoutMs).toBe(90_000);
    await agents.close();
    // the defaults, and an explicit runner option wins over arena.yml
    expect(defaultConfig().engine).toEqual({ startTimeoutMs: 120_000, commandTimeoutMs: 60_000 });
    // (a fresh stand-in: a success is reused for a while on the same CLI)
    const own = new DockerAgents({
      config,
      cli: slowEngine(40_000).cli,
      runner: { sweep: false, seccompProfile: '/dev/null', commandTimeoutMs: 5_000 },
    });
    await expect(own.runner.preflight()).rejects.toThrow('the Docker engine did not answer within 5000 ms');
    await own.close();
  });
});
