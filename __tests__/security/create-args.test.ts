// The `docker create` argv (buildCreateArgs, src/adapters/docker-runner.ts) as a whole and at each
// boundary of its checks: the exact argv for one spec (every flag, its value and its place), each
// optional setting and its default, and every name, working directory and limit it refuses.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildCreateArgs, CONTAINER_BASE_ENV, type CreateSpec } from '../../src/adapters/docker-runner.js';
import type { SessionLimits } from '../../src/core/runner.js';
import { runs } from './runs.js';

const MiB = 1024 * 1024;
const LIMITS: SessionLimits = {
  memoryBytes: 256 * MiB,
  cpus: 1.5,
  pids: 64,
  tmpfsBytes: 64 * MiB,
  outputBytes: 16 * MiB,
  maxLineBytes: MiB,
  stderrBytes: 128 * 1024,
  nofile: 256,
  fileSizeBytes: 32 * MiB,
};
const IMAGE = `sha256:${'c'.repeat(64)}`;
const spec = (over: Partial<CreateSpec> = {}): CreateSpec => ({
  name: 'arena-one',
  image: IMAGE,
  workdir: '/agent',
  env: { MODE: 'fast' },
  limits: LIMITS,
  labels: { 'arena.match': 'm1' },
  seccompProfile: '/opt/arena/seccomp.json',
  ...over,
});

describe('buildCreateArgs: the whole argv', () => {
  it('is exactly this, in this order', () => {
    expect(buildCreateArgs(spec({ args: ['run', '--fast'] }))).toEqual([
      'create',
      '--interactive',
      '--name',
      'arena-one',
      '--pull=never',
      '--user',
      '65534:65534',
      '--cap-drop=ALL',
      '--security-opt',
      'no-new-privileges',
      '--security-opt',
      'seccomp=/opt/arena/seccomp.json',
      '--network=none',
      '--read-only',
      '--tmpfs',
      `/tmp:rw,nosuid,nodev,noexec,size=${64 * MiB}`,
      '--workdir',
      '/agent',
      '--pids-limit=64',
      `--memory=${256 * MiB}`,
      `--memory-swap=${256 * MiB}`,
      '--cpus=1.5',
      '--ulimit',
      'nofile=256:256',
      '--ulimit',
      `fsize=${32 * MiB}:${32 * MiB}`,
      '--ulimit',
      'core=0:0',
      '--ipc=private',
      `--shm-size=${16 * MiB}`,
      '--cgroupns=private',
      '--hostname',
      'bot',
      '--init',
      '--log-driver=none',
      '--stop-timeout=1',
      '--env',
      'HOME=/tmp',
      '--env',
      'TMPDIR=/tmp',
      '--env',
      'LANG=C.UTF-8',
      '--env',
      'MODE=fast',
      '--label',
      'arena.match=m1',
      IMAGE,
      'run',
      '--fast',
    ]);
    expect(CONTAINER_BASE_ENV).toEqual({ HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' });
  });

  it('the optional settings: shm size, host name and stop timeout as given; /dev/shm never larger than the tmpfs by default', () => {
    const args = buildCreateArgs(spec({ shmBytes: 3 * MiB, hostname: 'seat-2', stopTimeoutSec: 0 }));
    expect(args).toContain(`--shm-size=${3 * MiB}`);
    expect(args[args.indexOf('--hostname') + 1]).toBe('seat-2');
    expect(args).toContain('--stop-timeout=0');
    const small = buildCreateArgs(spec({ limits: { ...LIMITS, tmpfsBytes: 4 * MiB } }));
    expect(small).toContain(`--shm-size=${4 * MiB}`);
    expect(small.at(-1)).toBe(IMAGE);
  });

  it('the manifest env comes after the base env and may override it', () => {
    const args = buildCreateArgs(spec({ env: { HOME: '/agent/home', LANG: 'en_US.UTF-8' } }));
    const env = args.flatMap((a, i) => (args[i - 1] === '--env' ? [a] : []));
    expect(env).toEqual(['HOME=/agent/home', 'TMPDIR=/tmp', 'LANG=en_US.UTF-8']);
  });
});

describe('buildCreateArgs: what it refuses', () => {
  const refuses = (over: Partial<CreateSpec>, message: string) => expect(() => buildCreateArgs(spec(over))).toThrow(message);

  it('container names: [a-zA-Z0-9] then up to 127 of [a-zA-Z0-9_.-]', () => {
    for (const name of ['a', 'Z9', `a${'b'.repeat(127)}`, 'a_b.c-d']) expect(() => buildCreateArgs(spec({ name }))).not.toThrow();
    for (const name of ['', '-a', '.a', '_a', `a${'b'.repeat(128)}`, 'a/b', 'a b', 'a\nb', 'x:y'])
      refuses({ name }, `bad container name ${JSON.stringify(name)}`);
  });

  it('images: an id or a digest reference only, named in the error', () => {
    refuses({ image: 'python:3.12' }, 'the image must be an image id (sha256:…) or a digest reference (name@sha256:…), got "python:3.12"');
  });

  it('the working directory: absolute, with no NUL or line break', () => {
    expect(() => buildCreateArgs(spec({ workdir: '/' }))).not.toThrow();
    for (const workdir of ['agent', '', './x', '/a\nb', '/a\0b']) refuses({ workdir }, `bad working directory ${JSON.stringify(workdir)}`);
  });

  it('every integer limit: a positive safe integer', () => {
    for (const what of ['memoryBytes', 'pids', 'tmpfsBytes', 'nofile', 'fileSizeBytes'] as const) {
      for (const value of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
        refuses({ limits: { ...LIMITS, [what]: value } }, `limit ${what} must be a positive integer, got ${value}`);
      expect(() => buildCreateArgs(spec({ limits: { ...LIMITS, [what]: 1 } }))).not.toThrow();
    }
  });

  it('cpus: any positive number', () => {
    for (const cpus of [0, -0.5, Number.NaN]) refuses({ limits: { ...LIMITS, cpus } }, `limit cpus must be positive, got ${cpus}`);
    expect(buildCreateArgs(spec({ limits: { ...LIMITS, cpus: 0.25 } }))).toContain('--cpus=0.25');
  });

  it('env values with a NUL, naming the variable', () => {
    refuses({ env: { GOOD: 'x', BAD: 'a\0' } }, 'environment variable BAD holds a NUL byte');
    refuses({ env: { '1X': 'v' } }, 'bad environment variable name "1X"');
  });

  it('for every env: one `--env NAME=value` pair per variable, base names first, never a bare name', () => {
    const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/);
    const value = fc.string({ maxLength: 12 }).filter((v) => !v.includes('\0'));
    fc.assert(
      fc.property(fc.dictionary(name, value, { maxKeys: 5 }), (env) => {
        const args = buildCreateArgs(spec({ env }));
        const merged = { ...CONTAINER_BASE_ENV, ...env };
        const pairs = args.flatMap((a, i) => (a === '--env' ? [args[i + 1]] : []));
        expect(pairs).toEqual(Object.entries(merged).map(([k, v]) => `${k}=${v}`));
        expect(args.filter((a) => a === '-e')).toEqual([]);
      }),
      { numRuns: runs(200) },
    );
  });
});
