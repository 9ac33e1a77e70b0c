// The runner's engine check honours the runner's command timeout: on a slow engine (a loaded runner,
// an emulated VM) a caller that raises `commandTimeoutMs` must not still be cut off by a fixed limit,
// and one that lowers it must not wait longer than it asked.
import { describe, expect, it } from '@jest/globals';
import { DockerRunner } from '../../src/adapters/docker-runner.js';
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
