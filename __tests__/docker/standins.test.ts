// The local stand-ins for public base images (scripts/build-images.sh) keep the public images' entry
// contract — interpreter paths, ENV PATH, WORKDIR, ENTRYPOINT/CMD — so a Dockerfile written for the
// real image builds and runs the same on a machine without a registry.
import { describe, expect, it } from '@jest/globals';
import { docker } from './helpers.js';

interface ImageConfig {
  Env: string[] | null;
  Cmd: string[] | null;
  Entrypoint: string[] | null;
  WorkingDir: string;
  Labels: Record<string, string> | null;
}

function config(tag: string): ImageConfig {
  const c = JSON.parse(docker(['image', 'inspect', '--format', '{{json .Config}}', tag])) as Partial<ImageConfig>;
  // the engine omits empty fields
  return {
    Env: c.Env ?? null,
    Cmd: c.Cmd ?? null,
    Entrypoint: c.Entrypoint ?? null,
    WorkingDir: c.WorkingDir ?? '',
    Labels: c.Labels ?? null,
  };
}

/** Run a command in the image the way a match does it: hardened enough, no network, labelled, removed. */
function run(tag: string, args: string[], entrypoint?: string): string {
  return docker([
    'run',
    '--rm',
    '--label',
    'arena.test=docker-runner',
    '--network=none',
    '--user',
    '65534:65534',
    '--read-only',
    ...(entrypoint !== undefined ? ['--entrypoint', entrypoint] : []),
    tag,
    ...args,
  ]).trim();
}

const env = (c: ImageConfig) => Object.fromEntries((c.Env ?? []).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
const standIn = (c: ImageConfig) => c.Labels?.['arena.stand-in'] === '1';

describe('stand-in base images', () => {
  it('busybox:1.37: sh as CMD, the usual PATH, applets in /bin', () => {
    const c = config('busybox:1.37');
    expect(c.Cmd).toEqual(['sh']);
    expect(c.Entrypoint).toBeNull();
    expect(c.WorkingDir).toBe('');
    expect(env(c).PATH).toBe('/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin');
    expect(run('busybox:1.37', ['sh', '-c', 'test -x /bin/awk && test -x /bin/sed && test -x /bin/sh && echo ok'])).toBe('ok');
    if (standIn(c)) expect(c.Labels!['arena.stand-in.for']).toMatch(/busybox:1\.37/);
  });

  it('node:22-slim: node at /usr/local/bin, docker-entrypoint.sh that prepends node, CMD node', () => {
    const c = config('node:22-slim');
    expect(c.Entrypoint).toEqual(['docker-entrypoint.sh']);
    expect(c.Cmd).toEqual(['node']);
    expect(c.WorkingDir).toBe('');
    expect(env(c).PATH).toBe('/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin');
    expect(env(c).NODE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(run('node:22-slim', ['sh', '-c', 'command -v node; command -v docker-entrypoint.sh'], '')).toBe(
      '/usr/local/bin/node\n/usr/local/bin/docker-entrypoint.sh',
    );
    expect(run('node:22-slim', ['node', '-e', 'console.log(process.version)'])).toBe(`v${env(c).NODE_VERSION}`);
    // the entrypoint's contract: a first argument that is an option runs node with it
    expect(run('node:22-slim', ['-e', 'console.log(6 * 7)'])).toBe('42');
  });

  it('python:3.12-slim: python and python3 in /usr/local/bin, LANG C.UTF-8, CMD python3', () => {
    const c = config('python:3.12-slim');
    expect(c.Cmd).toEqual(['python3']);
    expect(c.Entrypoint).toBeNull();
    expect(c.WorkingDir).toBe('');
    expect(env(c).PATH!.startsWith('/usr/local/bin:')).toBe(true);
    expect(env(c).LANG).toBe('C.UTF-8');
    expect(env(c).PYTHON_VERSION).toMatch(/^3\.\d+/);
    expect(run('python:3.12-slim', ['sh', '-c', 'command -v python; command -v python3'])).toBe(
      '/usr/local/bin/python\n/usr/local/bin/python3',
    );
    expect(run('python:3.12-slim', ['python', '-c', 'import json, sys; print(json.dumps(sys.version_info[:2]))'])).toMatch(/^\[3, \d+\]$/);
    expect(run('python:3.12-slim', ['/usr/local/bin/python3', '-c', 'print("ok")'])).toBe('ok');
  });

  it('every stand-in is labelled arena.stand-in=1 (real public images are left alone)', () => {
    for (const tag of ['busybox:1.37', 'node:22-slim', 'python:3.12-slim']) {
      const c = config(tag);
      if (standIn(c)) expect(c.Labels!['arena.recipe']).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
