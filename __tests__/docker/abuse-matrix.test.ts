// The abuse matrix (docs/security-model.md, "Container and build limits"), one test per row, against the real Docker engine and
// the real match engine. Each hostile behaviour lives in __tests__/fixtures/docker/hostile/bot (image
// arena-fixture/hostile:1, built by scripts/build-images.sh); it attempts its action and reports the
// result on stderr. Each test asserts that result, the verdict the referee gives, how the container
// ended (docker inspect + the runner's kill log), and that no labelled container is left — so a
// missing hardening flag fails a test instead of only slowing a match.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  docker,
  guardMs,
  HOSTILE,
  imageId,
  leftoverContainers,
  newRunner,
  playHostile,
  recordingCli,
  reports,
  SMALL_LIMITS,
  TEST_LABEL,
  times,
  tmpOptions,
  ulimit,
  type ContainerInspect,
  type Played,
} from './helpers.js';

const MiB = 1024 ** 2;
const kinds = (p: Played) => p.failures.map((f) => `${f.agent}:${f.kind}`);

/** The runner killed the container (SIGKILL through `docker kill`), for `reasons` in its kill log. */
function expectKilled(p: Played, reasons: RegExp) {
  expect(p.exits).toHaveLength(1);
  expect(p.exits[0]).toEqual({ exitCode: null, signal: 'SIGKILL', oomKilled: false, killedByRunner: true });
  expect(p.kills.length).toBeGreaterThan(0);
  for (const reason of p.kills) expect(reason).toMatch(reasons);
}

/** Every session of the hostile agent ended on its own with exit 0 when its stdin closed; no kill. */
function expectCleanExit(p: Played) {
  expect(p.exits.length).toBeGreaterThan(0);
  for (const exit of p.exits) expect(exit).toEqual({ exitCode: 0, signal: null, oomKilled: false, killedByRunner: false });
  expect(p.kills).toEqual([]);
}

/** the stop after a timed-out turn */
const STOPPED = /^stopped by the runner$/;

/**
 * A session the runner stopped by closing stdin: an agent that still reads exits 0 on EOF within the
 * grace period (no kill); otherwise the runner kills it, and its kill log says so. Both are exact.
 */
function expectStopped(p: Played) {
  expect(p.exits).toHaveLength(1);
  if (p.exits[0]!.killedByRunner) {
    expect(p.exits[0]).toEqual({ exitCode: null, signal: 'SIGKILL', oomKilled: false, killedByRunner: true });
    expect(p.kills).toEqual(['stopped by the runner']);
  } else {
    expect(p.exits[0]).toEqual({ exitCode: 0, signal: null, oomKilled: false, killedByRunner: false });
    expect(p.kills).toEqual([]);
  }
}

beforeAll(async () => {
  expect(leftoverContainers()).toEqual([]);
  const t = await times(); // calibrate once, before the first row (helpers.ts testTimes)
  process.stderr.write(
    `abuse matrix on this engine: start ${Math.round(t.speed.startMs)} ms, round trip ${Math.round(t.speed.roundTripMs)} ms -> startup ${t.startupMs} ms, turn ${t.turnMs} ms, scale ${t.scale.toFixed(1)}\n`,
  );
}, guardMs(900_000));

afterEach(() => {
  expect(leftoverContainers()).toEqual([]);
});

describe('processes', () => {
  it('fork bomb: stops at the pids limit, the turn times out, docker kill still works', async () => {
    const p = await playHostile('forks');
    const [line] = reports(p.stderr, 'forks');
    const [count, errno] = line!.split(' ');
    expect(errno).toBe('EAGAIN');
    expect(Number(count)).toBeLessThan(SMALL_LIMITS.pids!);
    expect(Number(count)).toBeGreaterThan(SMALL_LIMITS.pids! - 10);
    expect(kinds(p)).toEqual(['local/forks:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.HostConfig.PidsLimit).toBe(SMALL_LIMITS.pids);
  });

  it('zombie farm: orphans are reaped by --init, so 10× the pids limit of them never exhausts it', async () => {
    const p = await playHostile('orphans', { args: ['480'] });
    expect(reports(p.stderr, 'orphans')).toEqual(['480 ok']);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(p.inspect!.HostConfig.Init).toBe(true);
    expect(p.inspect!.HostConfig.PidsLimit).toBe(SMALL_LIMITS.pids);
  });

  it('zombie farm control: without a reaping PID 1 the same orphans fill the pids limit', () => {
    // the probe itself is PID 1 here and waits only for its direct children, so the row above measures --init
    const run = spawnSync(
      'docker',
      [
        'run',
        '--rm',
        '--label',
        TEST_LABEL,
        '--network',
        'none',
        '--pids-limit',
        String(SMALL_LIMITS.pids),
        '--entrypoint',
        '/hostile/probe',
        HOSTILE,
        'orphans',
        '480',
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(0);
    const [count, errno] = reports(run.stderr, 'orphans')[0]!.split(' ');
    expect(errno).toBe('EAGAIN');
    expect(Number(count)).toBeLessThan(SMALL_LIMITS.pids!);
    expect(leftoverContainers()).toEqual([]);
  });

  it('zombie farm with a PID 1 that is slow to reap: the farm waits for it instead of failing', async () => {
    // reaping is asynchronous: here docker-init is stopped while the farm starts, so zombies meet the
    // pids limit at once and are reaped only when it continues; the farm must outlast that, not fail
    const id = docker([
      'run',
      '--detach',
      '--label',
      TEST_LABEL,
      '--init',
      '--network',
      'none',
      '--pids-limit',
      String(SMALL_LIMITS.pids),
      '--entrypoint',
      'sh',
      HOSTILE,
      '-c',
      'while [ ! -e /tmp/go ]; do sleep 0.05; done; /hostile/probe orphans 480',
    ]).trim();
    try {
      docker(['kill', '--signal', 'STOP', id]); // PID 1 is docker-init (--init)
      docker(['exec', id, 'touch', '/tmp/go']);
      await new Promise((resolve) => setTimeout(resolve, 500)); // ≥ 10× the time the farm needs to fill the limit
      docker(['kill', '--signal', 'CONT', id]);
      expect(docker(['wait', id]).trim()).toBe('0');
      const logs = spawnSync('docker', ['logs', id], { encoding: 'utf8' });
      expect(reports(logs.stderr, 'orphans')).toEqual(['480 ok']);
    } finally {
      docker(['rm', '--force', id]);
    }
  });

  it('thread bomb: threads count against the pids limit', async () => {
    const p = await playHostile('threads');
    const [count, errno] = reports(p.stderr, 'threads')[0]!.split(' ');
    expect(errno).toBe('EAGAIN');
    expect(Number(count)).toBeLessThan(SMALL_LIMITS.pids!);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(p.inspect!.HostConfig.PidsLimit).toBe(SMALL_LIMITS.pids);
  });

  it('memory balloon: the memory limit kills it and the verdict is oom', async () => {
    // the balloon fills its memory during its first turn; the turn is given far more time than that
    // takes (under emulation the kernel's reclaim before the OOM kill outlasted the calibrated turn)
    const t = await times();
    const p = await playHostile('balloon', { args: ['1024'], time: { turnMs: Math.max(t.turnMs, t.scaled(30_000)) } });
    expect(reports(p.stderr, 'balloon').length).toBeGreaterThan(0);
    expect(p.stderr).not.toContain('probe balloon done');
    expect(kinds(p)).toEqual(['local/balloon:oom']);
    expect(p.exits).toHaveLength(1);
    expect(p.exits[0]).toMatchObject({ oomKilled: true, killedByRunner: false });
    expect(p.kills).toEqual([]);
    expect(p.inspect!.HostConfig.Memory).toBe(SMALL_LIMITS.memoryBytes);
    expect(p.inspect!.HostConfig.MemorySwap).toBe(SMALL_LIMITS.memoryBytes);
  });

  it('a child killed by the memory limit while the agent survives: its own exit decides (crash, not oom)', async () => {
    // cgroup v2 (and v1's OOM event) set OOMKilled when any process of the container is OOM-killed;
    // here a helper balloons and dies, the agent answers `start` and then exits 3 by itself. This row
    // is about the verdict, not time: startup and the turn get far more time than the fill and the
    // exit take (in the VM an engine busy with the OOM event once reported the exit after the
    // calibrated turn, so the verdict was timeout)
    const t = await times();
    const slow = Math.max(t.startupMs, t.turnMs, t.scaled(30_000));
    const p = await playHostile('balloon-child', {
      argv: ['sh', '-c', '/hostile/probe balloon 1024 || echo "hostile child-oom $?" >&2; exec /hostile/bot exit-after-ready 3'],
      time: { startupMs: slow, turnMs: slow },
    });
    expect(reports(p.stderr, 'child-oom')).toEqual(['137']);
    expect(kinds(p)).toEqual(['local/balloon-child:crash']);
    expect(p.failures[0]!.message).toMatch(/exited with code 3 \(the memory limit killed one of its processes\)/);
    expect(p.exits).toEqual([{ exitCode: 3, signal: null, oomKilled: true, killedByRunner: false }]);
    expect(p.kills).toEqual([]);
  });

  it('busy loop: --cpus caps its CPU share, the turn times out', async () => {
    const p = await playHostile('busy', { args: ['2'] });
    const [burn] = reports(p.stderr, 'burn');
    const cpu = Number(/cpu=([\d.]+)/.exec(burn!)![1]);
    const wall = Number(/wall=([\d.]+)/.exec(burn!)![1]);
    expect(cpu / wall).toBeLessThan(SMALL_LIMITS.cpus! + 0.15);
    expect(kinds(p)).toEqual(['local/busy:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.HostConfig.NanoCpus).toBe(SMALL_LIMITS.cpus! * 1e9);
  });

  it('SIGSTOP on itself: the wall clock still times it out and docker kill removes it', async () => {
    // a stopped process never answers: only the wall-clock turn limit ends it (jest's timeout would fail it otherwise)
    const p = await playHostile('sigstop');
    expect(reports(p.stderr, 'sigstop')).toEqual(['self']);
    expect(kinds(p)).toEqual(['local/sigstop:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.Config.StopTimeout).toBe(1);
  });

  it('ignoring SIGTERM/SIGINT/SIGHUP: docker kill (SIGKILL) ends it', async () => {
    const p = await playHostile('ignore-term');
    expect(reports(p.stderr, 'ignoring')).toEqual(['TERM INT HUP']);
    expect(kinds(p)).toEqual(['local/ignore-term:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.HostConfig.Init).toBe(true);
  });

  it('a background (setsid, nohup) process dies with the container; nothing survives on the host', async () => {
    const p = await playHostile('background', { games: 2 });
    expect(reports(p.stderr, 'background')).toEqual(['started']);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(p.inspect!.HostConfig.Init).toBe(true);
    const { execFileSync } = await import('node:child_process');
    const ps = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(ps).not.toContain('daemon.log');
  });
});

describe('files', () => {
  it('/tmp fill: the tmpfs size gives ENOSPC, the fsize ulimit SIGXFSZ (exit 153)', async () => {
    const p = await playHostile('tmpfill');
    const [fill] = reports(p.stderr, 'tmpfill');
    expect(fill).toMatch(/^No space left on device files=\d+$/);
    const files = Number(/files=(\d+)/.exec(fill!)![1]);
    expect(files * 4 * MiB).toBeLessThanOrEqual(SMALL_LIMITS.tmpfsBytes! + 4 * MiB);
    expect(reports(p.stderr, 'fsize')).toEqual(['exit=153']);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(tmpOptions(p.inspect!)).toContain(`size=${SMALL_LIMITS.tmpfsBytes}`);
    expect(ulimit(p.inspect!, 'fsize')).toEqual({ Soft: SMALL_LIMITS.fileSizeBytes, Hard: SMALL_LIMITS.fileSizeBytes });
  });

  it('writing the read-only root filesystem, the image and the workdir: EROFS; only /tmp is writable', async () => {
    const p = await playHostile('rootfs');
    // the agent's own files (uid 65534): only --read-only stops these
    expect(reports(p.stderr, 'write-owned-dir')).toEqual(['Read-only file system']);
    expect(reports(p.stderr, 'write-owned-file')).toEqual(['Read-only file system']);
    // root's files: refused either way (EACCES is checked before EROFS for a non-root user)
    for (const what of ['write-root', 'write-workdir', 'write-hostile', 'write-etc', 'mkdir-var']) {
      expect([what, reports(p.stderr, what)[0]]).toEqual([what, expect.stringMatching(/^(Read-only file system|Permission denied)$/)]);
    }
    expect(reports(p.stderr, 'write-tmp')).toEqual(['ok']);
    expect(p.inspect!.HostConfig.ReadonlyRootfs).toBe(true);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
  });

  it('executing a binary dropped in /tmp or /dev/shm: noexec (exit 126)', async () => {
    const p = await playHostile('exec-tmp');
    expect(reports(p.stderr, 'exec-tmp')).toEqual(['exit=126']);
    expect(reports(p.stderr, 'exec-shm')).toEqual(['exit=126']);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(tmpOptions(p.inspect!)).toEqual(expect.arrayContaining(['noexec', 'nosuid', 'nodev']));
  });

  it('persisting state across matches: every session gets a fresh container', async () => {
    const runner = newRunner();
    try {
      const first = await playHostile('persist-write', { runner });
      expect(reports(first.stderr, 'persist-write')).toEqual(['tmp-ok', 'shm-ok', 'root Read-only file system']);
      const second = await playHostile('persist-check', { runner });
      expect(reports(second.stderr, 'persist-check')).toEqual(['/tmp/planted absent', '/dev/shm/planted absent', '/planted absent']);
      expect(first.inspect!.Name).not.toBe(second.inspect!.Name);
      expect(first.inspect!.HostConfig.ReadonlyRootfs).toBe(true);
      expect(first.failures).toEqual([]);
      expect(second.failures).toEqual([]);
      for (const p of [first, second]) for (const exit of p.exits) expect(exit).toMatchObject({ exitCode: 0, killedByRunner: false });
    } finally {
      await runner.close();
    }
  });

  it('fd exhaustion: the nofile ulimit gives EMFILE', async () => {
    const p = await playHostile('fds');
    const [count, errno] = reports(p.stderr, 'fds')[0]!.split(' ');
    expect(errno).toBe('EMFILE');
    expect(Number(count)).toBeLessThanOrEqual(SMALL_LIMITS.nofile!);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
    expect(ulimit(p.inspect!, 'nofile')).toEqual({ Soft: SMALL_LIMITS.nofile, Hard: SMALL_LIMITS.nofile });
  });

  it('symlink tricks: links lead nowhere on the host; nothing from the host is mounted', async () => {
    const p = await playHostile('symlinks');
    expect(reports(p.stderr, 'symlink')).toEqual(['tmp-created']);
    expect(reports(p.stderr, 'symlink-root-write')).toEqual(['Read-only file system']);
    expect(reports(p.stderr, 'symlink-image')).toEqual(['/etc/arena-host-canary']);
    expect(reports(p.stderr, 'symlink-image-read')).toEqual(['No such file or directory']);
    expect(p.inspect!.Mounts).toEqual([]);
    expect(p.inspect!.HostConfig.Binds).toBeNull();
    expect(Object.keys(p.inspect!.HostConfig.Tmpfs)).toEqual(['/tmp']);
    expect(p.failures).toEqual([]);
    expectCleanExit(p);
  });
});

describe('output', () => {
  it('stdout flood: the session byte cap gives output-limit; with --log-driver=none nothing lands on disk', async () => {
    const p = await playHostile('stdout-flood', { limits: { outputBytes: 4 * MiB } });
    expect(kinds(p)).toEqual(['local/stdout-flood:output-limit']);
    // killed for the violation; the agent may have exited 0 on its own (stdout closed) before SIGKILL landed
    expect(p.exits).toHaveLength(1);
    expect(p.exits[0]).toMatchObject({ killedByRunner: true, oomKilled: false });
    expect([
      { exitCode: null, signal: 'SIGKILL' },
      { exitCode: 0, signal: null },
    ]).toContainEqual({ exitCode: p.exits[0]!.exitCode, signal: p.exits[0]!.signal });
    expect(p.kills[0]).toBe('wrote more than 4194304 bytes to stdout in this session');
    expect(p.inspect!.HostConfig.LogConfig.Type).toBe('none');
    expect(p.inspect!.LogPath).toBe('');
  });

  it('stderr flood: always drained, kept as a capped head and tail, the match goes on', async () => {
    // the flood comes before `ready`: a startup limit far from what draining 32 MiB takes on a busy machine
    const t = await times();
    const p = await playHostile('stderr-flood', { args: [String(32 * MiB)], time: { startupMs: Math.max(t.startupMs, t.scaled(30_000)) } });
    expect(p.failures).toEqual([]);
    const log = p.outcome.logs[0]!.sessions[0]!;
    expect(log.totalBytes).toBeGreaterThan(32 * MiB);
    expect(log.truncated).toBe(true);
    expect(log.text.length).toBeLessThan(SMALL_LIMITS.stderrBytes! + 200);
    expect(log.text).toContain('hostile stderr-flood done');
    expectCleanExit(p);
    // stderr is drained by the runner only: nothing of it is written to disk by a log driver
    expect(p.inspect!.HostConfig.LogConfig.Type).toBe('none');
    expect(p.inspect!.LogPath).toBe('');
  });

  it('a huge line without a newline: protocol-error at maxLineBytes', async () => {
    const p = await playHostile('huge-line', { args: [String(3 * MiB)] });
    expect(kinds(p)).toEqual(['local/huge-line:protocol-error']);
    expect(p.failures[0]!.message).toMatch(/longer than/);
    expectKilled(p, /longer than|^stopped by the runner$/);
    expect(p.kills[0]).toMatch(/longer than 1048576 bytes/);
    expect(p.inspect!.Config.Tty).toBe(false);
  });

  it('invalid UTF-8: protocol-error', async () => {
    const p = await playHostile('bad-utf8');
    expect(kinds(p)).toEqual(['local/bad-utf8:protocol-error']);
    expect(p.failures[0]!.message).toMatch(/UTF-8/i);
    expectKilled(p, /UTF-8|^stopped by the runner$/i);
    expect(p.kills[0]).toMatch(/UTF-8/i);
    // no TTY between agent and runner: its bytes arrive unaltered, so the invalid ones are seen as such
    expect(p.inspect!.Config.Tty).toBe(false);
    expect(p.inspect!.Config.OpenStdin).toBe(true);
  });

  it('closing stdout but running on: no EOF through attach, so the turn times out', async () => {
    const p = await playHostile('close-stdout');
    expect(reports(p.stderr, 'closed')).toEqual(['stdout']);
    expect(kinds(p)).toEqual(['local/close-stdout:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.Config.Tty).toBe(false);
  });

  it('secret-looking strings in output are redacted in logs and results', async () => {
    const p = await playHostile('secrets');
    expect(kinds(p)).toEqual(['local/secrets:protocol-error']);
    const everything = JSON.stringify({ result: p.outcome.result, logs: p.outcome.logs });
    expect(everything).not.toContain('ghp_0123456789abcdefghijABCDEFGHIJ0123456789');
    expect(everything).not.toContain('AKIAABCDEFGHIJKLMNOP');
    expect(p.stderr).toContain('[redacted]');
    expectKilled(p, /not JSON|JSON|^stopped by the runner$/i);
    expect(p.inspect!.HostConfig.LogConfig.Type).toBe('none');
  });
});

describe('time', () => {
  it('never reading stdin after start: the turn times out', async () => {
    const p = await playHostile('never-read');
    expect(kinds(p)).toEqual(['local/never-read:timeout']);
    expectKilled(p, STOPPED);
    expect(p.inspect!.Config.StopTimeout).toBe(1);
  });

  it('never answering (sleeping forever): the turn times out', async () => {
    const p = await playHostile('never-answer');
    expect(kinds(p)).toEqual(['local/never-answer:timeout']);
    // it still reads stdin: when the runner closes it, it exits 0 (or is killed after the grace period)
    expectStopped(p);
    expect(p.inspect!.Config.StopTimeout).toBe(1);
    expect(p.inspect!.HostConfig.Init).toBe(true);
  });

  it('slow start: startup-timeout, measured from the moment the container runs', async () => {
    const t = await times();
    const startupMs = t.scaled(1_500);
    const p = await playHostile('slow-start', { args: [String(t.hostileSeconds(startupMs))], time: { startupMs } });
    expect(kinds(p)).toEqual(['local/slow-start:startup-timeout']);
    expectKilled(p, /.+/);
    expect(p.inspect!.Config.StopTimeout).toBe(1);
  });
});

describe('exits', () => {
  it('a fake docker error with exit 125 is the agent crashing, not infra', async () => {
    const p = await playHostile('fake-125');
    expect(kinds(p)).toEqual(['local/fake-125:crash']);
    expect(p.outcome.voided).toEqual([]);
    expect(p.exits).toEqual([{ exitCode: 125, signal: null, killedByRunner: false, oomKilled: false }]);
    expect(p.kills).toEqual([]);
    // the container really started (docker's own exit 125 is a start failure: never started)
    expect(p.inspect!.State.StartedAt).not.toMatch(/^0001-01-01/);
  });

  it('an image that is not on the engine: a clear infra start error, the game is void, nothing is created', async () => {
    const cli = recordingCli();
    const runner = newRunner({ cli });
    try {
      const missing = `sha256:${'0'.repeat(64)}`;
      const p = await playHostile('missing', { image: missing, runner });
      // the game is void (not held against anyone), the reason is an infra error that says how to fix it
      // every attempt at the one game (the first and its infra retries) is void; no game is counted
      expect(p.outcome.voided.length).toBeGreaterThan(0);
      for (const v of p.outcome.voided) {
        expect(v).toMatchObject({
          index: 0,
          kind: 'infra',
          message: expect.stringMatching(/is not available on this Docker engine.*build or pull it/),
        });
      }
      expect(p.outcome.games).toEqual([]);
      expect(p.failures).toEqual([]);
      expect(p.kills).toEqual([]);
      expect(p.exits).toEqual([]);
      expect(p.inspect).toBeUndefined();
      // the image was looked up, and no container was ever created for it
      expect(cli.calls.some((args) => args.includes(missing))).toBe(true);
      expect(cli.calls.filter((args) => args.includes('create') && args.includes(missing))).toEqual([]);
    } finally {
      await runner.close();
      cli.dispose();
    }
  });

  it('exiting after ready: crash with its exit code', async () => {
    const p = await playHostile('exit-after-ready', { args: ['3'] });
    expect(kinds(p)).toEqual(['local/exit-after-ready:crash']);
    expect(p.failures[0]!.message).toMatch(/exited with code 3/);
    expect(p.exits).toEqual([{ exitCode: 3, signal: null, killedByRunner: false, oomKilled: false }]);
    expect(p.kills).toEqual([]);
    expect(p.inspect!.HostConfig.Init).toBe(true);
  });
});

describe('environment and host', () => {
  const CANARY = 'arena-canary-7f3c9e1d';
  const TOKEN = 'ghp_CanaryCanaryCanaryCanaryCanary012345';

  it('env and /proc/1/environ: the image ENV, HOME/TMPDIR/LANG and the manifest literals — no runner secret', async () => {
    const saved = { ...process.env };
    process.env.ARENA_CANARY_SECRET = CANARY;
    process.env.GITHUB_TOKEN = TOKEN;
    process.env.HTTP_PROXY = `http://user:${CANARY}@proxy.invalid:3128`;
    process.env.ACTIONS_RUNTIME_TOKEN = CANARY;
    try {
      const p = await playHostile('env', { env: { LOG_LEVEL: 'debug' } });
      expect(p.failures).toEqual([]);
      const everything = JSON.stringify(p.outcome) + p.stderr + JSON.stringify(p.inspect);
      expect(everything).not.toContain(CANARY);
      expect(everything).not.toContain(TOKEN);
      const env = p.inspect!.Config.Env;
      expect(env).toEqual(expect.arrayContaining(['HOME=/tmp', 'TMPDIR=/tmp', 'LANG=C.UTF-8', 'LOG_LEVEL=debug', 'ARENA_FIXTURE=hostile']));
      expect(env.map((e) => e.split('=')[0]).sort()).toEqual(['ARENA_FIXTURE', 'HOME', 'LANG', 'LOG_LEVEL', 'PATH', 'TMPDIR']);
      expect(p.stderr).toContain('HOME=/tmp');
      expect(p.stderr).toContain('LOG_LEVEL=debug');
      expect(reports(p.stderr, 'whoami')[0]).toMatch(/^uid=65534/);
      expect(reports(p.stderr, 'home')).toEqual(['/tmp tmpdir /tmp lang C.UTF-8 pwd /hostile']);
      // /proc/1/environ (docker-init, PID 1) was read: no fallback, and it holds exactly the container's env
      expect(p.stderr).not.toContain('hostile environ unreadable');
      const environ = /^hostile environ-begin.*\n([\s\S]*?)^hostile environ-end$/m.exec(p.stderr)?.[1]?.split('\n').filter(Boolean);
      expect(environ).toEqual(expect.arrayContaining(['ARENA_FIXTURE=hostile', 'LOG_LEVEL=debug', 'HOME=/tmp']));
      // (HOSTNAME is set by the engine in the process environment, not in Config.Env)
      expect(environ!.map((e) => e.split('=')[0]).sort()).toEqual([
        'ARENA_FIXTURE',
        'HOME',
        'HOSTNAME',
        'LANG',
        'LOG_LEVEL',
        'PATH',
        'TMPDIR',
      ]);
      expect(environ).toContain('HOSTNAME=bot');
      expectCleanExit(p);
    } finally {
      process.env = saved;
    }
  });

  it("the host's docker config.json proxies (with credentials) never reach a container: the CLI runs with its own DOCKER_CONFIG", async () => {
    const PROXY = `http://u:${CANARY}@p.invalid:3128`;
    const config = mkdtempSync(join(tmpdir(), 'arena-host-docker-config-'));
    writeFileSync(
      join(config, 'config.json'),
      JSON.stringify({ proxies: { default: { httpProxy: PROXY, httpsProxy: PROXY, noProxy: CANARY } } }),
    );
    const saved = { ...process.env };
    try {
      // control: a docker CLI that reads this config injects the proxy (and its password) into a container
      const control = docker(['create', '--label', TEST_LABEL, '--network=none', imageId(HOSTILE), 'true'], undefined, {
        DOCKER_CONFIG: config,
      }).trim();
      try {
        const env = (JSON.parse(docker(['container', 'inspect', control]))[0] as ContainerInspect).Config.Env;
        expect(env).toContain(`HTTP_PROXY=${PROXY}`);
      } finally {
        docker(['rm', '-f', control]);
      }
      // the runner is given that DOCKER_CONFIG in its environment
      process.env.DOCKER_CONFIG = config;
      const cli = recordingCli();
      expect(cli.env.DOCKER_CONFIG).not.toBe(config);
      expect(cli.env.DOCKER_CONFIG).toMatch(/arena-docker-config-/);
      const runner = newRunner({ cli });
      let p: Played;
      try {
        p = await playHostile('env', { runner });
      } finally {
        await runner.close();
        cli.dispose();
      }
      expect(p.failures).toEqual([]);
      expect(p.inspect!.Config.Env.filter((e) => /proxy/i.test(e))).toEqual([]);
      expect(JSON.stringify(p.inspect!.Config.Env)).not.toContain(CANARY);
      expect(p.stderr).not.toContain(CANARY);
      expect(p.stderr).not.toMatch(/proxy/i);
      expect(JSON.stringify({ result: p.outcome.result, logs: p.outcome.logs })).not.toContain(CANARY);
      expect(JSON.stringify(p.inspect)).not.toContain(CANARY);
      expect(cli.calls.some((args) => args[0] === 'create')).toBe(true);
    } finally {
      process.env = saved;
      rmSync(config, { recursive: true, force: true });
    }
  });

  it('snooping on the host and other containers: own pid and cgroup namespace, no socket, no capabilities', async () => {
    const p = await playHostile('snoop');
    expect(Number(reports(p.stderr, 'processes')[0])).toBeLessThan(10);
    expect(reports(p.stderr, 'kcore')[0]).toMatch(/Permission denied|Operation not permitted|No such file/);
    expect(reports(p.stderr, 'firmware')).toEqual(['0']);
    expect(reports(p.stderr, 'cgroup')).toEqual(['/']);
    expect(reports(p.stderr, 'hostname')).toEqual(['bot']);
    expect(reports(p.stderr, 'docker-sock')).toEqual(['0']);
    expect(reports(p.stderr, 'mounts-host')).toEqual(['0']);
    expect(reports(p.stderr, 'caps')).toEqual(['CapEff:0000000000000000']);
    expect(reports(p.stderr, 'nonewprivs')).toEqual(['NoNewPrivs:1']);
    expect(reports(p.stderr, 'seccomp')).toEqual(['Seccomp:2']);
    // covert channels between seats: private IPC namespace, private cgroup namespace, no network
    expect(p.inspect!.HostConfig.IpcMode).toBe('private');
    expect(p.inspect!.HostConfig.CgroupnsMode).toBe('private');
    expect(p.inspect!.HostConfig.PidMode).toBe('');
    expect(p.inspect!.HostConfig.Privileged).toBe(false);
    expect(p.inspect!.HostConfig.CapDrop).toEqual(['ALL']);
    expect(p.inspect!.HostConfig.CapAdd).toBeNull();
    expect(p.failures).toEqual([]);
  });

  it('AppArmor: on an engine with AppArmor the container is confined by docker-default; elsewhere there is none to apply', async () => {
    const apparmor = docker(['info', '--format', '{{json .SecurityOptions}}']).includes('name=apparmor');
    const p = await playHostile('apparmor', {
      argv: ['sh', '-c', 'echo "hostile apparmor $(cat /proc/self/attr/current 2>/dev/null || echo none)" >&2; exec /hostile/bot honest'],
    });
    expect(p.failures).toEqual([]);
    if (apparmor) {
      expect(p.inspect!.AppArmorProfile).toBe('docker-default');
      expect(reports(p.stderr, 'apparmor')).toEqual(['docker-default (enforce)']);
    } else {
      expect(p.inspect!.AppArmorProfile).toBe('');
      expect(reports(p.stderr, 'apparmor')).not.toEqual(['docker-default (enforce)']);
    }
  });

  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  it('network: only lo, no route; the host loopback is out of reach', async () => {
    let connections = 0;
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const p = await playHostile('network', { args: [String(port)] });
    expect(reports(p.stderr, 'interfaces')).toEqual(['lo ']);
    expect(reports(p.stderr, 'routes')).toEqual(['0']);
    expect(reports(p.stderr, 'host-loopback')).toEqual(['Connection refused']);
    expect(connections).toBe(0);
    expect(p.inspect!.HostConfig.NetworkMode).toBe('none');
    expect(p.failures).toEqual([]);
  });

  it('setuid and a root USER: stays uid 65534 with no capabilities', async () => {
    const p = await playHostile('setuid');
    expect(reports(p.stderr, 'id')).toEqual(['65534:65534']);
    expect(reports(p.stderr, 'ids')).toEqual(['uid=65534 euid=65534']);
    expect(reports(p.stderr, 'setuid0')).toEqual(['EPERM']);
    expect(reports(p.stderr, 'suid-bit')[0]).toMatch(/^-rwsr-xr-x$/);
    expect(reports(p.stderr, 'caps')).toEqual(['CapEff:0000000000000000']);
    expect(p.inspect!.Config.User).toBe('65534:65534');
    expect(p.failures).toEqual([]);
  });

  it('io_uring, vsock, AF_ALG, keyctl, unshare, mount, ptrace, bpf: EPERM under the shipped seccomp profile', async () => {
    const p = await playHostile('seccomp');
    const denied = [
      'io_uring_setup',
      'socket_vsock',
      'socket_alg',
      'socket_packet',
      'keyctl',
      'add_key',
      'unshare_user',
      'unshare_ns',
      'unshare_net',
      'clone_newuser',
      'mount',
      'ptrace_traceme',
      'bpf',
      'perf_event_open',
      'userfaultfd',
      'personality_exec',
    ];
    for (const what of denied) expect([what, reports(p.stderr, what)]).toEqual([what, ['EPERM']]);
    for (const what of ['control_getpid', 'control_socket_unix', 'control_socket_inet', 'control_fork']) {
      expect([what, reports(p.stderr, what)]).toEqual([what, ['ok']]);
    }
    const seccomp = (p.inspect!.HostConfig.SecurityOpt as string[]).find((o) => o.startsWith('seccomp='));
    expect(seccomp).toContain('"defaultAction":"SCMP_ACT_ERRNO"');
    expect(p.failures).toEqual([]);
  });
});
