// checkDockerEngine asks the engine once for a run's several pre-flights (the mode, the runner, the
// build) and asks again after ENGINE_CHECK_REUSE_MS, or after a failure. A recording DockerCli
// plays the engine: no Docker needed.
import { describe, expect, it } from '@jest/globals';
import { checkDockerEngine, ENGINE_CHECK_REUSE_MS, type DockerCli, type DockerRunResult } from '../src/adapters/docker-cli.js';

function fakeCli(answers: { up: boolean }): DockerCli & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    env: {},
    commandTimeoutMs: 1_000,
    run: async (args): Promise<DockerRunResult> => {
      calls.push(args[0]!);
      if (!answers.up) return { code: 1, stdout: '', stderr: 'Cannot connect to the Docker daemon', timedOut: false, truncated: false };
      return { code: 0, stdout: args[0] === 'version' ? '20.10.24\n' : '1\n', stderr: '', timedOut: false, truncated: false };
    },
    attach: () => {
      throw new Error('not used');
    },
    dispose: () => undefined,
  };
}

describe('checkDockerEngine', () => {
  it('reuses a success on the same cli within the reuse window, and asks again after it', async () => {
    let clock = 1_000;
    const cli = fakeCli({ up: true });
    const first = await checkDockerEngine(cli, () => clock);
    clock += ENGINE_CHECK_REUSE_MS - 1;
    const second = await checkDockerEngine(cli, () => clock);
    expect(second).toEqual(first);
    expect(cli.calls).toEqual(['version', 'info']);
    clock += 1;
    await checkDockerEngine(cli, () => clock);
    expect(cli.calls).toEqual(['version', 'info', 'version', 'info']);
  });

  it('never reuses a failure, and never another cli’s success', async () => {
    const answers = { up: false };
    const cli = fakeCli(answers);
    await expect(checkDockerEngine(cli, () => 0)).rejects.toMatchObject({ name: 'InfraError' });
    answers.up = true;
    await expect(checkDockerEngine(cli, () => 1)).resolves.toEqual({ serverVersion: '20.10.24', cgroupVersion: '1' });
    const other = fakeCli({ up: false });
    await expect(checkDockerEngine(other, () => 2)).rejects.toMatchObject({ message: expect.stringMatching(/Cannot connect/) });
    expect(cli.calls).toEqual(['version', 'version', 'info']);
  });
});
