// The environment allowlists, each checked against the documented list written out here (not the
// module's constant, so adding a name to the constant fails a test): process agents, the docker CLI
// (its computed env and the env its spawned processes actually see), and containers.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runs } from './runs.js';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDockerCli, dockerCliEnv } from '../../src/adapters/docker-cli.js';
import { buildCreateArgs, CONTAINER_BASE_ENV } from '../../src/adapters/docker-runner.js';
import { buildAgentEnv, PROCESS_ENV_ALLOWLIST, SESSION_MARKER } from '../../src/adapters/process-runner.js';

/** docs/security-model.md: the only host variables a process agent sees. */
const PROCESS_HOST_NAMES = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'];
/** The only host variables the docker CLI sees (the engine and its TLS settings). */
const DOCKER_HOST_NAMES = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_TLS_VERIFY', 'DOCKER_CERT_PATH'];

const name = fc.oneof(
  fc.constantFrom(
    ...PROCESS_HOST_NAMES,
    ...DOCKER_HOST_NAMES,
    'GITHUB_TOKEN',
    'NODE_OPTIONS',
    'LD_PRELOAD',
    'DOCKER_CONFIG',
    'http_proxy',
    'path',
    'Home',
    'LC_CTYPE',
    'TERM',
  ),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/),
);
const hostEnv = fc.dictionary(name, fc.string({ maxLength: 8 }), { maxKeys: 12 });

describe('process agents: buildAgentEnv', () => {
  it('the allowlist is exactly the documented names', () => {
    expect([...PROCESS_ENV_ALLOWLIST].sort()).toEqual([...PROCESS_HOST_NAMES].sort());
    expect(SESSION_MARKER).toBe('ARENA_SESSION');
  });

  it('passes exactly the documented host names, the session folder as HOME/TMPDIR, the manifest env and the marker', () => {
    fc.assert(
      fc.property(
        hostEnv,
        fc.dictionary(fc.stringMatching(/^[A-Z][A-Z0-9_]{0,6}$/), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
        (host, manifest) => {
          const env = buildAgentEnv(host, manifest, 'sid', '/tmp/session');
          const expected: Record<string, string> = {};
          for (const n of PROCESS_HOST_NAMES) if (host[n] !== undefined) expected[n] = host[n];
          expected.HOME = '/tmp/session';
          expected.TMPDIR = '/tmp/session';
          Object.assign(expected, manifest);
          expected.ARENA_SESSION = 'sid';
          // strict: a key with an undefined value is a difference too
          expect(env).toStrictEqual(expected);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('the manifest cannot replace the session marker; an undefined host value is left out', () => {
    expect(buildAgentEnv({ PATH: undefined, LANG: 'C' }, { ARENA_SESSION: 'spoof' }, 'real', '/s')).toStrictEqual({
      LANG: 'C',
      HOME: '/s',
      TMPDIR: '/s',
      ARENA_SESSION: 'real',
    });
  });
});

describe('the docker CLI: dockerCliEnv', () => {
  it('passes exactly the documented host names (empty values left out), its own config folder and fixed settings', () => {
    fc.assert(
      fc.property(hostEnv, (host) => {
        const expected: Record<string, string> = {};
        for (const n of DOCKER_HOST_NAMES) if (host[n] !== undefined && host[n] !== '') expected[n] = host[n];
        expected.PATH ??= '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
        expected.DOCKER_CONFIG = '/cfg';
        expected.DOCKER_BUILDKIT = '0';
        expected.DOCKER_CLI_HINTS = 'false';
        expect(dockerCliEnv(host, '/cfg')).toStrictEqual(expected);
      }),
      { numRuns: runs(300) },
    );
  });

  it('a host DOCKER_CONFIG, proxies or tokens never pass; no PATH gets the default; unset names are left out', () => {
    expect(dockerCliEnv({ PATH: '/bin', HOME: undefined, DOCKER_HOST: undefined }, '/c')).toStrictEqual({
      PATH: '/bin',
      DOCKER_CONFIG: '/c',
      DOCKER_BUILDKIT: '0',
      DOCKER_CLI_HINTS: 'false',
    });
    expect(dockerCliEnv({ DOCKER_CONFIG: '/home/me/.docker', HTTPS_PROXY: 'http://u:p@x', GITHUB_TOKEN: 't', PATH: '' }, '/mine')).toEqual({
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      DOCKER_CONFIG: '/mine',
      DOCKER_BUILDKIT: '0',
      DOCKER_CLI_HINTS: 'false',
    });
  });
});

describe('the docker CLI: the environment its processes actually get (second layer: spawn never inherits)', () => {
  let bin: string;
  const saved = { ...process.env };
  const CANARY = 'canary-secret-7f3a';

  beforeEach(() => {
    bin = mkdtempSync(join(tmpdir(), 'arena-env-docker-'));
    // the stand-in `docker` is env(1) itself (no shell that would add PWD): `-0` prints the
    // environment it was started with, NUL-separated
    symlinkSync('/usr/bin/env', join(bin, 'docker'));
    Object.assign(process.env, {
      GITHUB_TOKEN: CANARY,
      ACTIONS_RUNTIME_TOKEN: CANARY,
      NODE_OPTIONS: `--require ${CANARY}`,
      HTTPS_PROXY: CANARY,
    });
  });
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    rmSync(bin, { recursive: true, force: true });
  });

  const parse = (out: string) =>
    Object.fromEntries(
      out
        .split('\0')
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );

  it('run(): exactly cli.env plus the call’s own settings, nothing of the parent process', async () => {
    const cli = createDockerCli({ binary: join(bin, 'docker') });
    try {
      const plain = await cli.run(['-0']);
      expect(plain.code).toBe(0);
      expect(parse(plain.stdout)).toEqual(cli.env);
      const extra = await cli.run(['-0'], { env: { DOCKER_BUILDKIT: '0', EXTRA: '1' } });
      expect(parse(extra.stdout)).toEqual({ ...cli.env, EXTRA: '1' });
      expect(plain.stdout + extra.stdout).not.toContain(CANARY);
    } finally {
      cli.dispose();
    }
  });

  it('attach(): exactly cli.env', async () => {
    const cli = createDockerCli({ binary: join(bin, 'docker') });
    try {
      const child = cli.attach(['-0']);
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stdin.end();
      await new Promise((resolve) => child.on('close', resolve));
      expect(parse(out)).toEqual(cli.env);
      expect(out).not.toContain(CANARY);
    } finally {
      cli.dispose();
    }
  });
});

describe('containers: the base environment', () => {
  it('is exactly HOME, TMPDIR and LANG; the agent’s env is added, never a host value', () => {
    expect(CONTAINER_BASE_ENV).toEqual({ HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' });
    const args = buildCreateArgs({
      name: 'arena-x',
      image: `sha256:${'a'.repeat(64)}`,
      workdir: '/app',
      seccompProfile: '/s.json',
      limits: {
        memoryBytes: 1,
        cpus: 1,
        pids: 1,
        tmpfsBytes: 1,
        outputBytes: 1,
        maxLineBytes: 1,
        stderrBytes: 1,
        nofile: 1,
        fileSizeBytes: 1,
      },
      env: { LEVEL: '3' },
      labels: {},
    });
    const envs = args.flatMap((a, i) => (args[i - 1] === '--env' ? [a] : []));
    expect(envs).toEqual(['HOME=/tmp', 'TMPDIR=/tmp', 'LANG=C.UTF-8', 'LEVEL=3']);
  });
});
