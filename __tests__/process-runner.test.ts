// ProcessRunner + StdioChannel against real processes: environment allowlist (canary secrets in
// the parent), process group and marker kill (setsid children too), stream rules and caps.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildAgentEnv, findMarkedProcesses, PROCESS_ENV_ALLOWLIST, ProcessRunner } from '../src/adapters/process-runner.js';
import { SessionStartError, type AgentLaunch, type SessionOptions } from '../src/core/runner.js';
import { FIXTURES, isAlive, launchOf, limitsFor, RecordingRunner } from './match-helpers.js';

const CANARIES: Record<string, string> = {
  GITHUB_TOKEN: 'ghp_canaryCANARYcanaryCANARYcanary0000',
  ACTIONS_RUNTIME_TOKEN: 'canary-actions-runtime-token',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret',
  ARENA_CANARY_SECRET: 'canary-plain-secret',
  NODE_OPTIONS: '--require /nonexistent/canary.js',
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-pr-test-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const options = (overrides: Partial<SessionOptions['limits']> = {}): SessionOptions => ({
  matchId: 'test',
  seat: 0,
  limits: limitsFor('rock-paper-scissors', overrides),
  deadlineEpochMs: Date.now() + 60_000,
});

function inline(script: string, env: Record<string, string> = {}): AgentLaunch {
  return { kind: 'command', id: 'local/inline', dir: work, argv: [process.execPath, '-e', script], env };
}

const soon = (ms: number) => performance.now() + ms;

describe('ProcessRunner environment', () => {
  it('buildAgentEnv keeps only the allowlist, the manifest env and the marker', () => {
    const env = buildAgentEnv(
      { PATH: '/bin', LANG: 'C.UTF-8', SECRET: 'x', GITHUB_TOKEN: 'y' },
      { LOG_LEVEL: 'debug', ARENA_SESSION: 'spoofed' },
      'sid',
      '/tmp/s',
    );
    expect(env).toEqual({ PATH: '/bin', LANG: 'C.UTF-8', HOME: '/tmp/s', TMPDIR: '/tmp/s', LOG_LEVEL: 'debug', ARENA_SESSION: 'sid' });
  });

  it('no canary secret from the parent environment reaches the agent or its children', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, CANARIES);
    const runner = new RecordingRunner(new ProcessRunner());
    try {
      const script = `
        const { execFileSync } = require('node:child_process');
        const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(require("fs").readFileSync("/proc/self/environ"))']).toString();
        const stat = require('fs').readFileSync('/proc/self/stat', 'utf8');
        const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
        console.log(JSON.stringify({ env: process.env, child, pid: process.pid, pgrp, cwd: process.cwd() }));
        setInterval(() => {}, 1000);`;
      const session = await runner.start(inline(script, { LOG_LEVEL: 'info' }), options());
      const got = await session.receive(soon(10_000));
      expect(got.kind).toBe('line');
      const report = JSON.parse((got as { line: string }).line) as {
        env: Record<string, string>;
        child: string;
        pid: number;
        pgrp: number;
        cwd: string;
      };
      for (const key of Object.keys(report.env)) {
        expect([...PROCESS_ENV_ALLOWLIST, 'LOG_LEVEL', 'ARENA_SESSION']).toContain(key);
      }
      const everything = JSON.stringify(report);
      for (const value of Object.values(CANARIES)) expect(everything).not.toContain(value);
      expect(report.env.ARENA_SESSION).toBe(session.id);
      expect(report.env.LOG_LEVEL).toBe('info');
      expect(report.env.PATH).toBe(saved.PATH);
      expect(report.env.HOME).toBe(report.env.TMPDIR);
      expect(report.env.HOME).not.toBe(saved.HOME);
      expect(existsSync(report.env.HOME!)).toBe(true);
      expect(report.child).toContain(`ARENA_SESSION=${session.id}`);
      expect(report.cwd).toBe(work);
      // its own process group
      expect(report.pgrp).toBe(report.pid);
      const exit = await session.stop();
      expect(exit.killedByRunner).toBe(true);
      expect(existsSync(report.env.HOME!)).toBe(false); // the session folder is cleaned up
      expect(isAlive(report.pid)).toBe(false);
    } finally {
      for (const key of Object.keys(CANARIES)) delete process.env[key];
      Object.assign(process.env, saved);
      await runner.close();
    }
    expect(await runner.leftovers()).toEqual([]);
  });
});

/** The pids the background-child fixture reports for its plain and its setsid() child. */
async function childPids(session: { stderr(): { text: string } }): Promise<number[]> {
  for (let i = 0; i < 400; i++) {
    const m = /children: (\d+) (\d+)/.exec(session.stderr().text);
    if (m) return [Number(m[1]), Number(m[2])];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the background-child fixture never reported its children');
}

describe('ProcessRunner stop', () => {
  it('kills the process group and every process carrying the marker (setsid children too)', async () => {
    const runner = new RecordingRunner(new ProcessRunner());
    const session = await runner.start(launchOf(join(FIXTURES, 'background-child'), 'local/background-child'), options());
    const pids = await childPids(session);
    for (const pid of pids) expect(isAlive(pid)).toBe(true);
    expect((await findMarkedProcesses(session.id)).length).toBeGreaterThanOrEqual(3);
    await session.stop();
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
    expect(await findMarkedProcesses(session.id)).toEqual([]);
    await runner.close();
  });

  it('stop returns only when the killed processes are gone, also on a machine busy with other work (10 rounds)', async () => {
    // two CPU burners: the exit path of a killed process then competes for the cores
    const burners = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    const runner = new RecordingRunner(new ProcessRunner());
    try {
      for (let round = 0; round < 10; round++) {
        const session = await runner.start(launchOf(join(FIXTURES, 'background-child'), 'local/background-child'), options());
        const pids = await childPids(session);
        await session.stop();
        expect(pids.filter(isAlive)).toEqual([]);
      }
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
      await runner.close();
    }
    expect(await runner.leftovers()).toEqual([]);
  }, 120_000);

  it('an agent that ignores SIGTERM and the end of its input is killed', async () => {
    const runner = new ProcessRunner({ stopGraceMs: 100 });
    const session = await runner.start(launchOf(join(FIXTURES, 'ignores-sigterm'), 'local/ignores-sigterm'), options());
    expect(await session.send({ type: 'start', seed: 1, seat: 0 }, soon(5000))).toBe('ok');
    expect(await session.receive(soon(10_000))).toEqual({ kind: 'line', line: '{"type":"ready"}' });
    const exit = await session.stop();
    expect(exit.killedByRunner).toBe(true);
    expect(exit.signal).toBe('SIGKILL');
    expect(await findMarkedProcesses(session.id)).toEqual([]);
    expect(session.stderr().text).toContain('ignoring SIGTERM');
  });

  it('a well-behaved agent exits on end of input and is not killed', async () => {
    // a grace far from the milliseconds it needs: a loaded machine may still be starting it
    const runner = new ProcessRunner({ stopGraceMs: 10_000 });
    const session = await runner.start(launchOf(join(FIXTURES, 'honest'), 'local/honest'), options());
    const exit = await session.stop();
    expect(exit).toMatchObject({ exitCode: 0, signal: null, killedByRunner: false, oomKilled: false });
    expect(await session.stop()).toBe(exit); // idempotent
  });

  it('a command that does not exist is a start failure of kind crash; a broken runner is infra', async () => {
    const runner = new ProcessRunner();
    const missing: AgentLaunch = { kind: 'command', id: 'local/missing', dir: work, argv: ['arena-no-such-command-xyz'], env: {} };
    await expect(runner.start(missing, options())).rejects.toMatchObject({ name: 'SessionStartError', kind: 'crash' });
    const broken = new ProcessRunner({ tempRoot: join(work, 'does', 'not', 'exist') });
    const error = await broken.start(inline('1'), options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionStartError);
    expect((error as SessionStartError).kind).toBe('infra');
    await expect(runner.start({ kind: 'docker', id: 'local/d', dir: work, image: 'x', env: {} }, options())).rejects.toMatchObject({
      kind: 'infra',
    });
  });
});

describe('StdioChannel over a real process', () => {
  const runner = new RecordingRunner(new ProcessRunner({ stopGraceMs: 100 }));
  afterAll(async () => {
    await runner.close();
    expect(await runner.leftovers()).toEqual([]);
  });

  it('delivers lines in order, CRLF tolerated, and reports a crash as closed with the exit code', async () => {
    const session = await runner.start(
      inline(`process.stdout.write('{"a":1}\\r\\n{"b":2}\\nlast-no-newline'); process.exit(7)`),
      options(),
    );
    expect(await session.receive(soon(5000))).toEqual({ kind: 'line', line: '{"a":1}' });
    expect(await session.receive(soon(5000))).toEqual({ kind: 'line', line: '{"b":2}' });
    expect(await session.receive(soon(5000))).toEqual({ kind: 'line', line: 'last-no-newline' });
    expect(await session.receive(soon(5000))).toEqual({ kind: 'closed' });
    const exit = await session.stop();
    expect(exit).toMatchObject({ exitCode: 7, killedByRunner: false });
    expect(session.stdoutBytes).toBe(32);
  });

  it('a line longer than maxLineBytes is a protocol-error violation and the agent is killed', async () => {
    const session = await runner.start(
      inline(`process.stdout.write('x'.repeat(10 * 1024 * 1024)); setInterval(() => {}, 1000)`),
      options({ maxLineBytes: 1024 * 1024 }),
    );
    const got = await session.receive(soon(10_000));
    expect(got).toEqual({ kind: 'violation', failure: 'protocol-error', message: 'a line of output is longer than 1048576 bytes' });
    const exit = await session.stop();
    expect(exit.killedByRunner).toBe(true);
  });

  it('invalid UTF-8 is a protocol-error violation', async () => {
    const session = await runner.start(
      inline(`process.stdout.write(Buffer.from([0x6f, 0x6b, 0x0a, 0xc3, 0x28, 0x0a])); setInterval(() => {}, 1000)`),
      options(),
    );
    expect(await session.receive(soon(5000))).toEqual({ kind: 'line', line: 'ok' });
    expect(await session.receive(soon(5000))).toEqual({
      kind: 'violation',
      failure: 'protocol-error',
      message: 'a line of output is not valid UTF-8 (near byte 0)',
    });
    await session.stop();
  });

  it('stdout past outputBytes is an output-limit violation', async () => {
    const session = await runner.start(
      inline(
        `const l = 'y'.repeat(1000) + '\\n'; const f = () => { while (process.stdout.write(l)); process.stdout.once('drain', f); }; f();`,
      ),
      options({ outputBytes: 256 * 1024 }),
    );
    let got;
    let lines = 0;
    do {
      got = await session.receive(soon(10_000));
      if (got.kind === 'line') lines++;
    } while (got.kind === 'line');
    expect(got).toEqual({ kind: 'violation', failure: 'output-limit', message: 'wrote more than 262144 bytes to stdout in this session' });
    expect(lines).toBeLessThanOrEqual(262);
    expect(session.stdoutBytes).toBeGreaterThan(256 * 1024);
    await session.stop();
  });

  it('stderr is drained continuously into a capped head+tail buffer, redacted when read', async () => {
    const session = await runner.start(
      inline(`
        process.stderr.write('FIRST token=ghp_abcdefghijklmnopqrstuvwxyz0123456789\\n');
        const chunk = 'z'.repeat(64 * 1024);
        for (let i = 0; i < 160; i++) process.stderr.write(chunk);
        process.stderr.write('\\nLAST password=hunter2hunter2\\n');
        console.log('done');`),
      options({ stderrBytes: 4096 }),
    );
    expect(await session.receive(soon(20_000))).toEqual({ kind: 'line', line: 'done' });
    // stdout and stderr are separate pipes: wait until the reader has caught up with stderr
    for (let i = 0; i < 400 && !session.stderr().text.includes('LAST'); i++) await new Promise((r) => setTimeout(r, 25));
    await session.stop();
    const captured = session.stderr();
    expect(captured.truncated).toBe(true);
    expect(captured.totalBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(captured.text.startsWith('FIRST')).toBe(true);
    expect(captured.text).toContain('LAST');
    expect(captured.text).toContain('bytes omitted');
    expect(captured.text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(captured.text).not.toContain('hunter2hunter2');
    expect(captured.text.length).toBeLessThan(4096 + 200);
  });

  it('an agent that closes stdout but keeps running times out (it is not "closed")', async () => {
    const session = await runner.start(inline(`require('fs').closeSync(1); setInterval(() => {}, 1000)`), options());
    const started = performance.now();
    expect(await session.receive(soon(600))).toEqual({ kind: 'timeout' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    await session.stop();
  });

  it('an agent that never reads stdin makes send() time out (backpressure), never buffering without bound', async () => {
    const session = await runner.start(inline(`setInterval(() => {}, 1000)`), options());
    const big = { type: 'turn', pad: 'p'.repeat(32 * 1024) };
    let result: string = 'ok';
    let sent = 0;
    while (result === 'ok' && sent < 100) {
      result = await session.send(big, soon(300));
      sent++;
    }
    expect(result).toBe('timeout');
    expect(sent).toBeLessThan(20); // pipe (64 KiB) + one highWaterMark of buffering, not more
    await session.stop();
  });

  it('writing to an agent that died is "closed", with no uncaught EPIPE', async () => {
    const session = await runner.start(inline(`process.exit(0)`), options());
    expect(await session.receive(soon(5000))).toEqual({ kind: 'closed' });
    let result = 'ok';
    for (let i = 0; i < 5 && result === 'ok'; i++) {
      result = await session.send({ type: 'turn', pad: 'q'.repeat(100_000) }, soon(1000));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(result).toBe('closed');
    await session.stop();
  });
});

describe('fixture helper sanity', () => {
  it('fixtures exist', () => {
    expect(readFileSync(join(FIXTURES, 'lib.mjs'), 'utf8')).toContain('export function play');
  });
});
