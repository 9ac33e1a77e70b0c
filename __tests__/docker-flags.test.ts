// The flags containers and image builds share (src/adapters/docker-flags.ts), and the label check
// both now apply: a label that could break the command line never reaches `docker build` either.
import { describe, expect, it } from '@jest/globals';
import type { DockerCli } from '../src/adapters/docker-cli.js';
import { labelFlags, memoryFlags, ulimitFlags } from '../src/adapters/docker-flags.js';
import { DockerImages } from '../src/adapters/docker-images.js';
import { currentIdentity } from '../src/adapters/docker-runner.js';

const images = (labels: Record<string, string>) =>
  new DockerImages({
    cli: {} as DockerCli,
    identity: currentIdentity(),
    settings: { network: 'none', timeoutMs: 1000, maxContextBytes: 1, maxImageBytes: 1, registries: [], pullTimeoutMs: 1 },
    limits: { memoryBytes: 1024 ** 3 },
    labels,
  });
const request = { agentId: 'community/x', context: '/a/x', dockerfile: '/a/x/Dockerfile' };

describe('docker flags', () => {
  it('memory includes swap; ulimits are soft = hard with no core dumps', () => {
    expect(memoryFlags(5)).toEqual(['--memory=5', '--memory-swap=5']);
    expect(ulimitFlags({ nofile: 7, fileSizeBytes: 9 })).toEqual([
      '--ulimit',
      'nofile=7:7',
      '--ulimit',
      'fsize=9:9',
      '--ulimit',
      'core=0:0',
    ]);
  });

  it('labels: key=value pairs, and a bad key or value throws', () => {
    expect(labelFlags({ 'arena.test': 'a b', 'x-1': '' })).toEqual(['--label', 'arena.test=a b', '--label', 'x-1=']);
    const bads: Record<string, string>[] = [
      { 'Upper.case': 'v' },
      { 'has space': 'v' },
      { '.dot-first': 'v' },
      { k: 'line\nbreak' },
      { k: 'nul\0' },
      { k: 'x'.repeat(513) },
    ];
    for (const bad of bads) {
      expect(() => labelFlags(bad)).toThrow(/bad label/);
    }
  });

  it('an image build refuses the labels a container refuses', () => {
    expect(images({ 'arena.test': 'ok' }).buildArgs(request, 'arena-build.m', '/tmp/iid')).toContain('arena.test=ok');
    expect(() => images({ 'arena.test': 'two\nlines' }).buildArgs(request, 'arena-build.m', '/tmp/iid')).toThrow(/bad label/);
    expect(() => images({ '--network=host': 'x' }).buildArgs(request, 'arena-build.m', '/tmp/iid')).toThrow(/bad label/);
  });
});
