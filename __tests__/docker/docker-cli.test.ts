// The docker CLI seam and the argv DockerRunner / DockerImages give it: every hardening flag present,
// the forbidden ones absent, the CLI's environment minimal. A recording DockerCli plays the engine's
// part for the lifecycle order (create → start → kill → inspect → rm, never a signal to the client);
// the same code runs against the real engine in the other suites of this folder.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDockerEngine, createDockerCli, dockerCliEnv, type DockerCli, type DockerRunResult } from '../../src/adapters/docker-cli.js';
import { DockerImages, detectBuildCgroup, systemdSlicePath } from '../../src/adapters/docker-images.js';
import {
  buildCreateArgs,
  currentIdentity,
  DockerRunner,
  findSeccompProfile,
  runnerIsGone,
  sweepContainers,
  type CreateSpec,
  type RunnerIdentity,
} from '../../src/adapters/docker-runner.js';
import { InfraError } from '../../src/core/errors.js';
import { classifyExit, type SessionLimits } from '../../src/core/runner.js';
import { REFERENCE_START_MS, testTimes } from './helpers.js';

const LIMITS: SessionLimits = {
  memoryBytes: 256 * 1024 ** 2,
  cpus: 1,
  pids: 128,
  tmpfsBytes: 64 * 1024 ** 2,
  outputBytes: 16 * 1024 ** 2,
  maxLineBytes: 1024 ** 2,
  stderrBytes: 128 * 1024,
  nofile: 256,
  fileSizeBytes: 64 * 1024 ** 2,
};
const IMAGE = `sha256:${'a'.repeat(64)}`;
const spec = (over: Partial<CreateSpec> = {}): CreateSpec => ({
  name: 'arena-0d8f4c1e-2b7a-4c55-9d0e-1f2a3b4c5d6e',
  image: IMAGE,
  workdir: '/app',
  env: { LOG_LEVEL: 'info' },
  limits: LIMITS,
  labels: { 'arena.runner': 'r1', 'arena.match': 'm1' },
  seccompProfile: '/repo/docker/seccomp.json',
  ...over,
});

/** Pairs `--flag value` so a test can ask for a flag's values. */
function values(args: string[], flag: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === flag) out.push(args[i + 1]!);
    else if (a.startsWith(`${flag}=`)) out.push(a.slice(flag.length + 1));
  });
  return out;
}

const FORBIDDEN = [
  /^--privileged/,
  /^--cap-add/,
  /^(-v|--volume|--mount|--volumes-from)(=|$)/,
  /docker\.sock/,
  /^(-t|--tty|-it|-ti)$/,
  /^--rm$/,
  /^--device/,
  /^--(pid|network|net|ipc|uts|userns|cgroupns)=host$/,
  /unconfined/,
  /^--oom-kill-disable/,
  /^(-p|--publish|-P|--publish-all)/,
  /^--restart/,
  /^--env-file/,
];

describe('docker create argv (docs/security-model.md, "Container and build limits")', () => {
  const args = buildCreateArgs(spec());

  it('has every hardening flag', () => {
    expect(args[0]).toBe('create');
    expect(args).toContain('--interactive');
    expect(args).toContain('--pull=never');
    expect(values(args, '--user')).toEqual(['65534:65534']);
    expect(args).toContain('--cap-drop=ALL');
    expect(values(args, '--security-opt')).toEqual(['no-new-privileges', 'seccomp=/repo/docker/seccomp.json']);
    expect(args).toContain('--network=none');
    expect(args).toContain('--read-only');
    expect(values(args, '--tmpfs')).toEqual([`/tmp:rw,nosuid,nodev,noexec,size=${LIMITS.tmpfsBytes}`]);
    expect(values(args, '--workdir')).toEqual(['/app']);
    expect(values(args, '--pids-limit')).toEqual(['128']);
    expect(values(args, '--memory')).toEqual([String(LIMITS.memoryBytes)]);
    expect(values(args, '--memory-swap')).toEqual([String(LIMITS.memoryBytes)]);
    expect(values(args, '--cpus')).toEqual(['1']);
    expect(values(args, '--ulimit')).toEqual([`nofile=256:256`, `fsize=${LIMITS.fileSizeBytes}:${LIMITS.fileSizeBytes}`, 'core=0:0']);
    expect(args).toContain('--ipc=private');
    expect(values(args, '--shm-size')).toEqual([String(16 * 1024 ** 2)]);
    expect(args).toContain('--cgroupns=private');
    expect(values(args, '--hostname')).toEqual(['bot']);
    expect(args).toContain('--init');
    expect(args).toContain('--log-driver=none');
    expect(values(args, '--stop-timeout')).toEqual(['1']);
    expect(values(args, '--name')).toEqual([spec().name]);
    expect(values(args, '--label')).toEqual(['arena.runner=r1', 'arena.match=m1']);
  });

  it('has none of the forbidden flags', () => {
    for (const arg of args) for (const bad of FORBIDDEN) expect([arg, bad.test(arg)]).toEqual([arg, false]);
  });

  it('sets env as NAME=value only: HOME/TMPDIR/LANG, then the manifest literals; no host value', () => {
    const env = values(args, '--env');
    expect(env).toEqual(['HOME=/tmp', 'TMPDIR=/tmp', 'LANG=C.UTF-8', 'LOG_LEVEL=info']);
    for (const e of env) expect(e).toMatch(/^[A-Za-z_][A-Za-z0-9_]*=/);
    expect(args).not.toContain('-e');
  });

  it('ends with the image and the command override', () => {
    const withArgs = buildCreateArgs(spec({ args: ['python', '-u', 'bot.py'] }));
    expect(withArgs.slice(-4)).toEqual([IMAGE, 'python', '-u', 'bot.py']);
    expect(args.at(-1)).toBe(IMAGE);
  });

  it('refuses a tag, a bad name, a bad env name, a relative workdir and silly limits', () => {
    expect(() => buildCreateArgs(spec({ image: 'python:3.12-slim' }))).toThrow(/image id .* or a digest reference/);
    expect(() => buildCreateArgs(spec({ image: `ghcr.io/o/bot@sha256:${'b'.repeat(64)}` }))).not.toThrow();
    expect(() => buildCreateArgs(spec({ name: '../x' }))).toThrow(/container name/);
    expect(() => buildCreateArgs(spec({ env: { 'BAD-NAME': 'x' } }))).toThrow(/environment variable name/);
    expect(() => buildCreateArgs(spec({ env: { OK: 'a\0b' } }))).toThrow(/NUL/);
    expect(() => buildCreateArgs(spec({ workdir: 'app' }))).toThrow(/working directory/);
    expect(() => buildCreateArgs(spec({ limits: { ...LIMITS, pids: 0 } }))).toThrow(/pids/);
  });
});

describe('the docker CLI environment', () => {
  const host = {
    PATH: '/usr/bin:/bin',
    HOME: '/home/me',
    DOCKER_HOST: 'unix:///run/user/1000/docker.sock',
    HTTP_PROXY: 'http://user:secret@proxy:3128',
    https_proxy: 'http://user:secret@proxy:3128',
    GITHUB_TOKEN: 'ghp_secret',
    ACTIONS_RUNTIME_TOKEN: 'secret',
    DOCKER_CONFIG: '/home/me/.docker',
    AWS_SECRET_ACCESS_KEY: 'secret',
  };

  it('passes PATH, HOME and DOCKER_HOST, sets a runner-owned DOCKER_CONFIG, and nothing else', () => {
    expect(dockerCliEnv(host, '/tmp/cfg')).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/home/me',
      DOCKER_HOST: 'unix:///run/user/1000/docker.sock',
      DOCKER_CONFIG: '/tmp/cfg',
      DOCKER_BUILDKIT: '0',
      DOCKER_CLI_HINTS: 'false',
    });
  });

  it('owns an empty config folder (no proxies, no credentials) and removes it', async () => {
    const cli = createDockerCli({ hostEnv: host });
    const dir = cli.env.DOCKER_CONFIG!;
    expect(readFileSync(join(dir, 'config.json'), 'utf8').trim()).toBe('{}');
    const r = await cli.run(['--version'], { timeoutMs: 10_000 });
    expect(r.code).toBe(0);
    cli.dispose();
    expect(existsSync(dir)).toBe(false);
  });

  it("removes the config folders of runners that died without cleaning up, never a live one's", () => {
    const dead = mkdtempSync(join(tmpdir(), 'arena-docker-config-999999999-'));
    const live = mkdtempSync(join(tmpdir(), `arena-docker-config-${process.ppid}-`));
    try {
      const cli = createDockerCli();
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(live)).toBe(true);
      expect(cli.env.DOCKER_CONFIG).toContain(`arena-docker-config-${process.pid}-`);
      cli.dispose();
    } finally {
      rmSync(dead, { recursive: true, force: true });
      rmSync(live, { recursive: true, force: true });
    }
  });

  it('kills a CLI call at its timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-fake-docker-'));
    try {
      // the hostile CLI runs 100× the timeout; it must end far sooner (a third of its own run)
      const hostileSeconds = 30;
      writeFileSync(
        join(dir, 'docker'),
        `#!/bin/sh\nexec sleep ${hostileSeconds} # exec: the kill reaches sleep, so no pipe outlives the test\n`,
      );
      chmodSync(join(dir, 'docker'), 0o755);
      const cli = createDockerCli({ binary: join(dir, 'docker') });
      try {
        const started = Date.now();
        const r = await cli.run(['version'], { timeoutMs: 300 });
        expect(r).toMatchObject({ code: null, timedOut: true });
        expect(Date.now() - started).toBeLessThan((hostileSeconds * 1000) / 3);
      } finally {
        cli.dispose();
      }
      // a call without its own timeout waits the CLI's commandTimeoutMs (Arena's short calls rely on it)
      const short = createDockerCli({ binary: join(dir, 'docker'), commandTimeoutMs: 300 });
      try {
        const started = Date.now();
        expect(await short.run(['rm', '--force', 'x'])).toMatchObject({ code: null, timedOut: true });
        expect(Date.now() - started).toBeLessThan((hostileSeconds * 1000) / 3);
      } finally {
        short.dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pre-flight', () => {
  it('no docker binary: InfraError (exit 3) saying how to fix it', async () => {
    const cli = createDockerCli({ binary: '/nonexistent/docker' });
    await expect(checkDockerEngine(cli)).rejects.toThrow(InfraError);
    await expect(checkDockerEngine(cli)).rejects.toMatchObject({
      message: expect.stringMatching(/docker command was not found/),
      hint: expect.stringMatching(/install/i),
    });
    cli.dispose();
  });

  it('an engine that does not answer: InfraError with the CLI message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-fake-docker-'));
    try {
      writeFileSync(
        join(dir, 'docker'),
        '#!/bin/sh\necho "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?" >&2\nexit 1\n',
      );
      chmodSync(join(dir, 'docker'), 0o755);
      const cli = createDockerCli({ binary: join(dir, 'docker') });
      await expect(checkDockerEngine(cli)).rejects.toMatchObject({
        name: 'InfraError',
        message: expect.stringMatching(/Cannot connect to the Docker daemon/),
      });
      cli.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the shipped seccomp profile, which denies by default', () => {
    const profile = JSON.parse(readFileSync(findSeccompProfile(), 'utf8')) as {
      defaultAction: string;
      syscalls: Array<{ names: string[]; action: string }>;
    };
    expect(profile.defaultAction).toBe('SCMP_ACT_ERRNO');
    const allowed = new Set(profile.syscalls.filter((r) => r.action === 'SCMP_ACT_ALLOW').flatMap((r) => r.names));
    for (const denied of [
      'io_uring_setup',
      'io_uring_enter',
      'keyctl',
      'add_key',
      'unshare',
      'setns',
      'mount',
      'ptrace',
      'bpf',
      'userfaultfd',
      'perf_event_open',
    ]) {
      expect([denied, allowed.has(denied)]).toEqual([denied, false]);
    }
  });
});

describe('build argv', () => {
  it('limits RUN steps, marks them, no network by default, never a CPU quota', () => {
    const images = new DockerImages({
      cli: {} as DockerCli,
      identity: currentIdentity(),
      settings: { network: 'none', timeoutMs: 1000, maxContextBytes: 1, maxImageBytes: 1, registries: [], pullTimeoutMs: 1 },
      limits: { memoryBytes: 1024 ** 3 },
    });
    const args = images.buildArgs({ agentId: 'community/x', context: '/a/x', dockerfile: '/a/x/Dockerfile' }, 'arena-build.m', '/tmp/iid');
    expect(args[0]).toBe('build');
    expect(values(args, '--network')).toEqual(['none']);
    expect(values(args, '--memory')).toEqual([String(1024 ** 3)]);
    expect(values(args, '--memory-swap')).toEqual([String(1024 ** 3)]);
    expect(values(args, '--add-host')).toEqual(['arena-build.m:127.0.0.1']);
    expect(args).toContain('--force-rm');
    expect(args.some((a) => a.startsWith('--cpu-quota') || a.startsWith('--cpus'))).toBe(false);
    expect(values(args, '--label')).toEqual(['arena.agent=community/x', 'arena.role=agent-image']);
    expect(args.slice(-3)).toEqual(['--file', '/a/x/Dockerfile', '/a/x']);
    for (const arg of args) for (const bad of FORBIDDEN) expect([arg, bad.test(arg)]).toEqual([arg, false]);
    expect(args.some((a) => a.startsWith('--cgroup-parent'))).toBe(false);
  });

  it('starts RUN steps under the build cgroup when there is one', () => {
    const images = new DockerImages({
      cli: {} as DockerCli,
      identity: currentIdentity(),
      settings: { network: 'none', timeoutMs: 1000, maxContextBytes: 1, maxImageBytes: 1, registries: [], pullTimeoutMs: 1 },
    });
    const cgroup = { parent: '/arena-build', pidsMax: 4096, path: '/sys/fs/cgroup/pids/arena-build' };
    const args = images.buildArgs(
      { agentId: 'community/x', context: '/a/x', dockerfile: '/a/x/Dockerfile' },
      'arena-build.m',
      '/tmp/iid',
      cgroup,
    );
    expect(args.filter((a) => a.startsWith('--cgroup-parent'))).toEqual(['--cgroup-parent=/arena-build']);
  });

  describe('detectBuildCgroup', () => {
    // a fresh cgroup root per test: no test sees another's folders, and none is left behind
    let root = '';
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'arena-cgroup-root-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));
    const fakeCli = (info: string, code = 0, env: Record<string, string> = {}) =>
      ({ env, run: async () => ({ code, stdout: `${info}\n`, stderr: '', timedOut: false, truncated: false }) }) as unknown as DockerCli;
    const make = (dir: string, max: string) => {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'pids.max'), `${max}\n`);
    };

    it('cgroup v1, cgroupfs driver: /arena-build in the pids hierarchy', async () => {
      make('pids/arena-build', '4096');
      await expect(detectBuildCgroup(fakeCli('cgroupfs 1'), root)).resolves.toEqual({
        parent: '/arena-build',
        pidsMax: 4096,
        path: join(root, 'pids/arena-build'),
      });
    });

    it('cgroup v2, systemd driver: arena-build.slice where systemd puts it (a dash nests a slice: arena.slice/arena-build.slice)', async () => {
      make('arena.slice/arena-build.slice', '2048');
      // a stray top-level directory of that name (not systemd's) is not the build cgroup
      make('arena-build.slice', '9999');
      await expect(detectBuildCgroup(fakeCli('systemd 2'), root)).resolves.toEqual({
        parent: 'arena-build.slice',
        pidsMax: 2048,
        path: join(root, 'arena.slice/arena-build.slice'),
      });
    });

    it('cgroup v1, systemd driver: the nested slice in the pids hierarchy', async () => {
      make('pids/arena.slice/arena-build.slice', '1024');
      await expect(detectBuildCgroup(fakeCli('systemd 1'), root)).resolves.toMatchObject({ parent: 'arena-build.slice', pidsMax: 1024 });
    });

    it('systemd slice paths: every dash-separated prefix is a parent slice', () => {
      expect(systemdSlicePath('arena-build.slice')).toBe('arena.slice/arena-build.slice');
      expect(systemdSlicePath('a-b-c.slice')).toBe('a.slice/a-b.slice/a-b-c.slice');
      expect(systemdSlicePath('system.slice')).toBe('system.slice');
      expect(systemdSlicePath('-.slice')).toBe('');
    });

    it('none: missing, unlimited ("max"), a failing engine, or a remote engine', async () => {
      make('arena-build', 'max');
      await expect(detectBuildCgroup(fakeCli('cgroupfs 2'), root)).resolves.toBeNull();
      await expect(detectBuildCgroup(fakeCli('systemd 2', 0, {}), join(root, 'nowhere'))).resolves.toBeNull();
      await expect(detectBuildCgroup(fakeCli('', 1), root)).resolves.toBeNull();
      await expect(detectBuildCgroup(fakeCli('cgroupfs 1', 0, { DOCKER_HOST: 'tcp://10.0.0.1:2376' }), root)).resolves.toBeNull();
    });
  });
});

/** A recording stand-in for the engine: canned answers, a state machine per container, real pipes for attach. */
class FakeEngine implements DockerCli {
  readonly calls: string[][] = [];
  readonly env = { PATH: '/usr/bin:/bin' };
  readonly commandTimeoutMs = 30_000;
  state: Record<string, unknown> = {
    Status: 'created',
    Running: false,
    ExitCode: 0,
    OOMKilled: false,
    Error: '',
    StartedAt: '0001-01-01T00:00:00Z',
  };
  clientSignals: string[] = [];
  exitAfterStart: Record<string, unknown> | undefined;
  private killAgent: (() => void) | undefined;
  constructor(private readonly agentScript: string) {}
  async run(args: readonly string[]): Promise<DockerRunResult> {
    this.calls.push([...args]);
    const ok = (stdout = ''): DockerRunResult => ({ code: 0, stdout, stderr: '', timedOut: false, truncated: false });
    if (args[0] === 'version') return ok('20.10.24\n');
    if (args[0] === 'info') return ok('1\n');
    if (args[0] === 'ps') return ok('');
    if (args[0] === 'image') return ok('{"WorkingDir":"/app","Env":["PATH=/usr/bin"]}\n');
    if (args[0] === 'create') return ok('f'.repeat(64) + '\n');
    if (args[0] === 'container' && args[1] === 'inspect') return ok(JSON.stringify(this.state) + '\n');
    if (args[0] === 'kill') {
      this.state = { ...this.state, Status: 'exited', Running: false, ExitCode: 137 };
      this.killAgent?.(); // the container died, so its attached client ends
      return ok();
    }
    if (args[0] === 'rm') return ok();
    return { code: 1, stdout: '', stderr: 'unexpected', timedOut: false, truncated: false };
  }
  attach(args: readonly string[]) {
    this.calls.push([...args]);
    this.state = { ...this.state, Status: 'running', Running: true, StartedAt: '2026-01-01T00:00:00Z' };
    const child = spawn('sh', ['-c', this.agentScript], { stdio: ['pipe', 'pipe', 'pipe'] });
    const kill = child.kill.bind(child);
    this.killAgent = () => kill('SIGKILL');
    child.kill = (signal?: NodeJS.Signals | number) => {
      this.clientSignals.push(String(signal));
      return kill(signal);
    };
    child.on('exit', () => {
      if (this.exitAfterStart) this.state = { ...this.state, ...this.exitAfterStart };
    });
    return child;
  }
  dispose() {}
}

const NO_SWEEP = { sweep: false, seccompProfile: '/repo/docker/seccomp.json' } as const;
const OPTIONS = { matchId: 'm1', seat: 0, limits: LIMITS, deadlineEpochMs: Date.now() + 60_000 };
const LAUNCH = { kind: 'docker' as const, id: 'community/x', dir: '/x', image: IMAGE, env: {} };

describe('DockerRunner lifecycle through the seam', () => {
  it('create → start -a -i → (agent hangs) → docker kill → inspect → rm -f; the client is never signalled first', async () => {
    const engine = new FakeEngine('read line; echo \'{"type":"ready"}\'; exec sleep 30');
    const runner = new DockerRunner({ cli: engine, ...NO_SWEEP, stopGraceMs: 100 });
    const session = await runner.start(LAUNCH, OPTIONS);
    expect(await session.send({ type: 'start' }, performance.now() + 2000)).toBe('ok');
    expect(await session.receive(performance.now() + 2000)).toEqual({ kind: 'line', line: '{"type":"ready"}' });
    const exit = await session.stop();
    const verbs = engine.calls.map((c) => (c[0] === 'container' || c[0] === 'image' ? `${c[0]} ${c[1]}` : c[0]));
    expect(verbs.filter((v, i) => v !== verbs[i - 1])).toEqual([
      'version',
      'info',
      'image inspect',
      'create',
      'start',
      'container inspect',
      'kill',
      'container inspect',
      'rm',
    ]);
    const name = engine.calls.find((c) => c[0] === 'create')![engine.calls.find((c) => c[0] === 'create')!.indexOf('--name') + 1]!;
    expect(engine.calls.find((c) => c[0] === 'start')).toEqual(['start', '--attach', '--interactive', name]);
    expect(engine.calls.find((c) => c[0] === 'kill')).toEqual(['kill', '--signal', 'KILL', name]);
    expect(engine.calls.find((c) => c[0] === 'rm')).toEqual(['rm', '--force', name]);
    expect(
      values(
        engine.calls.find((c) => c[0] === 'create')!,
        '--workdir',
      ),
    ).toEqual(['/app']); // the image's WORKDIR
    expect(engine.clientSignals).toEqual([]); // limits are enforced with docker kill, never by signalling the client
    expect(exit).toMatchObject({ killedByRunner: true, signal: 'SIGKILL', oomKilled: false });
    expect(classifyExit(exit)).toBe('crash');
    await runner.close();
  });

  it('verdicts come from inspect: a faked "docker error" exit 125 is a crash; OOMKilled is oom; a start error is infra', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Status: 'exited', Running: false, ExitCode: 125, Error: '' }, 'crash'],
      [{ Status: 'exited', Running: false, ExitCode: 137, OOMKilled: true }, 'oom'],
      [{ Status: 'exited', Running: false, ExitCode: 137, OOMKilled: false }, 'oom'], // 137 the runner did not cause
      // cgroup v2 reports OOMKilled when any process of the container was OOM-killed: a child died,
      // the agent itself survived and exited on its own — its own exit decides
      [{ Status: 'exited', Running: false, ExitCode: 3, OOMKilled: true }, 'crash'],
      [{ Status: 'exited', Running: false, ExitCode: 0, OOMKilled: true }, 'crash'],
      [{ Status: 'created', Running: false, ExitCode: 0, Error: 'cgroup setup failed' }, 'infra'],
    ];
    for (const [final, verdict] of cases) {
      const engine = new FakeEngine('echo "docker: Error response from daemon: No such image" >&2; exit 125');
      engine.exitAfterStart = final;
      const runner = new DockerRunner({ cli: engine, ...NO_SWEEP, stopGraceMs: 500 });
      const session = await runner.start(LAUNCH, OPTIONS);
      expect(await session.receive(performance.now() + 3000)).toEqual({ kind: 'closed' });
      const exit = await session.stop();
      expect([final, classifyExit(exit)]).toEqual([final, verdict]);
      expect(engine.calls.some((c) => c[0] === 'kill')).toBe(false);
      await runner.close();
    }
  });

  it('an image that is not on the engine is a clear infra start error', async () => {
    const engine = new FakeEngine('true');
    engine.run = async (args) => {
      engine.calls.push([...args]);
      if (args[0] === 'image')
        return { code: 1, stdout: '', stderr: `Error: No such image: ${IMAGE}\n`, timedOut: false, truncated: false };
      return { code: 0, stdout: '20.10.24\n', stderr: '', timedOut: false, truncated: false };
    };
    const runner = new DockerRunner({ cli: engine, ...NO_SWEEP });
    await expect(runner.start(LAUNCH, OPTIONS)).rejects.toMatchObject({
      kind: 'infra',
      message: expect.stringMatching(/not available on this Docker engine: Error: No such image/),
    });
    expect(engine.calls.some((c) => c[0] === 'create')).toBe(false);
    await runner.close();
  });
});

describe('orphan sweep decisions', () => {
  const self: RunnerIdentity = { bootId: 'boot-1', pid: 100, pidStart: '555', pidNamespace: 'pid:[1]' };
  const labels = (over: Record<string, string>) => ({
    'arena.runner': 'r',
    'arena.boot': 'boot-1',
    'arena.pid': '200',
    'arena.pid-start': '777',
    'arena.pidns': 'pid:[1]',
    'arena.deadline': String(Date.now() + 600_000),
    ...over,
  });
  const alive = (pid: number) => (pid === 200 ? '777' : pid === 300 ? '999' : undefined);

  it('a runner is gone when its pid is missing or was reused (other start time), on this boot and pid namespace only', () => {
    expect(runnerIsGone(labels({}), self, alive)).toBe(false);
    expect(runnerIsGone(labels({ 'arena.pid': '201' }), self, alive)).toBe(true);
    expect(runnerIsGone(labels({ 'arena.pid': '300', 'arena.pid-start': '1' }), self, alive)).toBe(true);
    expect(runnerIsGone(labels({ 'arena.pid': '201', 'arena.boot': 'boot-2' }), self, alive)).toBe(false);
    expect(runnerIsGone(labels({ 'arena.pid': '201', 'arena.pidns': 'pid:[2]' }), self, alive)).toBe(false);
  });

  it('removes the dead and the expired, keeps the live; asks docker with a label filter', async () => {
    const containers = {
      live: labels({}),
      dead: labels({ 'arena.pid': '201' }),
      expired: labels({ 'arena.deadline': String(Date.now() - 1) }),
      elsewhere: labels({ 'arena.boot': 'boot-2', 'arena.pid': '201' }),
    };
    const calls: string[][] = [];
    const cli = {
      env: {},
      commandTimeoutMs: 30_000,
      dispose() {},
      attach() {
        throw new Error('no');
      },
      async run(args: readonly string[]): Promise<DockerRunResult> {
        calls.push([...args]);
        const ok = (stdout: string): DockerRunResult => ({ code: 0, stdout, stderr: '', timedOut: false, truncated: false });
        if (args[0] === 'ps')
          return ok(
            Object.keys(containers)
              .map((k) => k.padEnd(12, '0').replace(/[^0-9a-f]/g, 'a'))
              .join('\n'),
          );
        if (args[0] === 'container') {
          return ok(
            Object.entries(containers)
              .map(
                ([k, l]) =>
                  `${JSON.stringify(k.padEnd(12, '0').replace(/[^0-9a-f]/g, 'a'))}\t${JSON.stringify('/' + k)}\t${JSON.stringify(l)}`,
              )
              .join('\n'),
          );
        }
        return ok('');
      },
    } satisfies DockerCli;
    const result = await sweepContainers(cli, self, { startTimeOf: alive });
    const id = (k: string) => k.padEnd(12, '0').replace(/[^0-9a-f]/g, 'a');
    expect(result.removed.sort()).toEqual([id('dead'), id('expired')].sort());
    expect(result.kept).toBe(2);
    expect(calls[0]).toEqual(['ps', '--all', '--quiet', '--no-trunc', '--filter', 'label=arena.runner']);
  });
});

describe('time limits from the measured engine speed (helpers.ts testTimes)', () => {
  it('an honest agent needs at most a tenth of each limit; hostile waits overrun a limit at least 3x; floors on a fast engine', () => {
    for (const speed of [
      { startMs: 300, roundTripMs: 2 },
      { startMs: 1_000, roundTripMs: 40 },
      { startMs: 14_000, roundTripMs: 900 },
    ]) {
      const t = testTimes(speed);
      expect(10 * speed.startMs).toBeLessThanOrEqual(t.startupMs);
      expect(10 * speed.roundTripMs).toBeLessThanOrEqual(t.turnMs);
      expect(t.startupMs).toBeGreaterThanOrEqual(5_000);
      expect(t.turnMs).toBeGreaterThanOrEqual(1_500);
      for (const limit of [1_500, t.startupMs, t.turnMs]) expect(t.hostileSeconds(limit) * 1000).toBeGreaterThanOrEqual(3 * limit);
      expect(t.scaled(10_000)).toBeGreaterThanOrEqual(10_000 * Math.max(1, speed.startMs / REFERENCE_START_MS));
    }
    // an emulated engine 14x slower than the reference stretches every other wait by as much
    expect(testTimes({ startMs: 14_000, roundTripMs: 900 }).scaled(1_000)).toBe(14_000);
    expect(testTimes({ startMs: 300, roundTripMs: 2 }).scaled(1_000)).toBe(1_000);
  });
});
