// The `docker build` argv (DockerImages.buildArgs, src/adapters/docker-images.ts) as a whole: every
// flag, its value and its place, with and without a build cgroup, and the labels it always sets
// (which the caller's labels cannot replace).
import { describe, expect, it } from '@jest/globals';
import type { DockerCli } from '../../src/adapters/docker-cli.js';
import { DEFAULT_BUILD_LIMITS, DockerImages, type ImageSettings } from '../../src/adapters/docker-images.js';
import { currentIdentity } from '../../src/adapters/docker-runner.js';

const settings: ImageSettings = {
  network: 'none',
  timeoutMs: 1000,
  maxContextBytes: 1,
  maxImageBytes: 1,
  registries: [],
  pullTimeoutMs: 1,
};
const images = (labels?: Record<string, string>) =>
  new DockerImages({ cli: {} as DockerCli, identity: currentIdentity(), settings, buildCgroup: null, ...(labels ? { labels } : {}) });
const request = { agentId: 'community/bot', context: '/agents/bot', dockerfile: '/agents/bot/Dockerfile' };
const L = DEFAULT_BUILD_LIMITS;

describe('DockerImages.buildArgs', () => {
  it('is exactly this, in this order (default limits, no cgroup)', () => {
    expect(images({ 'arena.test': 't1' }).buildArgs(request, 'arena-build.m1', '/tmp/iid')).toEqual([
      'build',
      '--network',
      'none',
      `--memory=${L.memoryBytes}`,
      `--memory-swap=${L.memoryBytes}`,
      `--cpu-shares=${L.cpuShares}`,
      '--ulimit',
      `nofile=${L.nofile}:${L.nofile}`,
      '--ulimit',
      `fsize=${L.fileSizeBytes}:${L.fileSizeBytes}`,
      '--ulimit',
      'core=0:0',
      '--add-host',
      'arena-build.m1:127.0.0.1',
      '--force-rm',
      '--pull=false',
      '--label',
      'arena.test=t1',
      '--label',
      'arena.agent=community/bot',
      '--label',
      'arena.role=agent-image',
      '--iidfile',
      '/tmp/iid',
      '--file',
      '/agents/bot/Dockerfile',
      '/agents/bot',
    ]);
  });

  it('with a build cgroup: its parent right after the marker host', () => {
    const args = images().buildArgs(request, 'arena-build.m1', '/tmp/iid', {
      parent: 'arena.slice',
      pidsMax: 512,
      path: '/sys/fs/cgroup/arena.slice',
    });
    expect(args.slice(args.indexOf('--add-host'), args.indexOf('--force-rm') + 1)).toEqual([
      '--add-host',
      'arena-build.m1:127.0.0.1',
      '--cgroup-parent=arena.slice',
      '--force-rm',
    ]);
  });

  it('the agent and role labels are always Arena’s: a caller label of the same key is replaced, a long id cut to 128', () => {
    const args = images({ 'arena.agent': 'someone/else', 'arena.role': 'x' }).buildArgs(
      { ...request, agentId: `community/${'a'.repeat(200)}` },
      'm',
      '/tmp/iid',
    );
    const labels = args.flatMap((a, i) => (args[i - 1] === '--label' ? [a] : []));
    expect(labels).toEqual([`arena.agent=${`community/${'a'.repeat(200)}`.slice(0, 128)}`, 'arena.role=agent-image']);
  });
});
