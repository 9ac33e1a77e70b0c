// StdioChannel keeps one deadline timer per session (re-armed only when a deadline comes sooner than
// the armed one) instead of a timer per receive. These check that every receive still ends at its own
// deadline whichever way deadlines move, that lines win over a passed deadline, and that a session's
// timer never keeps the process alive on its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ProcessRunner } from '../src/adapters/process-runner.js';
import type { AgentLaunch, Session, SessionOptions } from '../src/core/runner.js';
import { limitsFor } from './match-helpers.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-deadline-test-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const options: SessionOptions = {
  matchId: 'test',
  seat: 0,
  limits: limitsFor('rock-paper-scissors'),
  deadlineEpochMs: Date.now() + 60_000,
};

/** An agent that answers every line with `ok <line>` after DELAY ms (0: at once). */
function echo(delayMs: number): AgentLaunch {
  const script = `require('readline').createInterface({ input: process.stdin }).on('line', (l) =>
    setTimeout(() => process.stdout.write('ok ' + l + '\\n'), ${delayMs}));`;
  return { kind: 'command', id: 'local/echo', dir: work, argv: [process.execPath, '-e', script], env: {} };
}

async function timedReceive(session: Session, withinMs: number): Promise<{ kind: string; ms: number }> {
  const t0 = performance.now();
  const r = await session.receive(t0 + withinMs);
  return { kind: r.kind === 'line' ? `line:${r.line}` : r.kind, ms: performance.now() - t0 };
}

describe('StdioChannel deadlines with one timer per session', () => {
  it('each receive ends at its own deadline: later, sooner, then later again', async () => {
    const runner = new ProcessRunner();
    const session = await runner.start(echo(0), options);
    try {
      // a long deadline arms the timer far out; the line comes long before it
      expect(await session.send('a', performance.now() + 2000)).toBe('ok');
      expect((await timedReceive(session, 10_000)).kind).toBe('line:ok "a"');
      // nothing is sent: a sooner deadline must not wait for the far timer
      const sooner = await timedReceive(session, 150);
      expect(sooner.kind).toBe('timeout');
      expect(sooner.ms).toBeGreaterThanOrEqual(149);
      expect(sooner.ms).toBeLessThan(5000); // the far timer (10 s) would end it at ~10000 ms
      // a later deadline than the one just armed: the early timer fires and is set again for the rest
      const later = await timedReceive(session, 400);
      expect(later.kind).toBe('timeout');
      expect(later.ms).toBeGreaterThanOrEqual(399);
      expect(later.ms).toBeLessThan(5000); // not the far timer either
      // and lines still arrive normally afterwards
      expect(await session.send('b', performance.now() + 2000)).toBe('ok');
      expect((await timedReceive(session, 5000)).kind).toBe('line:ok "b"');
    } finally {
      await session.stop();
      await runner.close();
    }
  });

  it('a deadline already passed returns a waiting line first, then timeout; a second pending receive is refused', async () => {
    const runner = new ProcessRunner();
    const session = await runner.start(echo(0), options);
    try {
      expect(await session.send('x', performance.now() + 2000)).toBe('ok');
      // wait until the answer is surely queued (it takes milliseconds; 300 ms was too short once on a
      // machine under load), then ask with a deadline in the past
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await session.receive(performance.now() - 1)).toEqual({ kind: 'line', line: 'ok "x"' });
      expect(await session.receive(performance.now() - 1)).toEqual({ kind: 'timeout' });
      const pending = session.receive(performance.now() + 300);
      await expect(session.receive(performance.now() + 300)).rejects.toThrow(/already pending/);
      expect(await pending).toEqual({ kind: 'timeout' });
    } finally {
      await session.stop();
      await runner.close();
    }
  });

  it('a slow answer inside the deadline is a line; stop() ends a pending receive as closed', async () => {
    const runner = new ProcessRunner();
    const session = await runner.start(echo(200), options);
    expect(await session.send('slow', performance.now() + 2000)).toBe('ok');
    const r = await timedReceive(session, 5000);
    expect(r.kind).toBe('line:ok "slow"');
    expect(r.ms).toBeGreaterThanOrEqual(150);
    const pending = session.receive(performance.now() + 60_000);
    await session.stop();
    expect(await pending).toEqual({ kind: 'closed' });
    await runner.close();
  });

  it('between receives the kept timer does not hold the process open', async () => {
    // the session's one kept deadline timer (StdioChannel's private `timer`): checked by itself, since
    // a count of all the process's timers also sees whatever else runs on a busy machine
    const keptTimerRefed = (session: object) => (session as { timer?: NodeJS.Timeout }).timer?.hasRef() ?? false;
    const runner = new ProcessRunner();
    const session = await runner.start(echo(0), options);
    try {
      for (let i = 0; i < 3; i++) {
        expect(await session.send(i, performance.now() + 60_000)).toBe('ok');
        expect((await session.receive(performance.now() + 600_000)).kind).toBe('line');
      }
      // the session is still open and its timer still armed for the far deadline, but unref'd
      expect((session as { timer?: NodeJS.Timeout }).timer).toBeDefined();
      expect(keptTimerRefed(session)).toBe(false);
      const pending = session.receive(performance.now() + 600_000);
      expect(keptTimerRefed(session)).toBe(true); // a pending receive does keep the process alive
      expect(await session.send('z', performance.now() + 60_000)).toBe('ok');
      expect((await pending).kind).toBe('line');
      expect(keptTimerRefed(session)).toBe(false);
    } finally {
      await session.stop();
      await runner.close();
    }
  });
});

describe('StdioChannel holds an `end` to the end of the tick', () => {
  /** An agent that logs every line it reads to stderr and answers `start` with ready. */
  const logging: AgentLaunch = {
    kind: 'command',
    id: 'local/logging',
    dir: '.',
    argv: [
      process.execPath,
      '-e',
      `require('readline').createInterface({ input: process.stdin }).on('line', (l) => {
        process.stderr.write('got ' + l + '\\n');
        if (JSON.parse(l).type === 'start') process.stdout.write('{"type":"ready"}\\n');
      });`,
    ],
    env: {},
  };
  const end = { type: 'end', gameId: 'game-0', result: { ranks: [1, 2], reason: 'x' } };
  const start = { type: 'start', gameId: 'game-1' };

  it('end then start in one tick arrive in order, and start is answered', async () => {
    const runner = new ProcessRunner();
    const session = await runner.start({ ...logging, dir: work }, options);
    try {
      const [a, b] = await Promise.all([session.send(end, performance.now() + 2000), session.send(start, performance.now() + 2000)]);
      expect([a, b]).toEqual(['ok', 'ok']);
      expect(await session.receive(performance.now() + 5000)).toEqual({ kind: 'line', line: '{"type":"ready"}' });
    } finally {
      await session.stop();
      await runner.close();
    }
    expect(session.stderr().text).toBe(`got ${JSON.stringify(end)}\ngot ${JSON.stringify(start)}\n`);
  });

  it('an end sent right before stop() still reaches the agent before its input closes', async () => {
    const runner = new ProcessRunner();
    const session = await runner.start({ ...logging, dir: work }, options);
    const sent = session.send(end, performance.now() + 2000);
    const exit = await session.stop();
    await runner.close();
    expect(await sent).toBe('ok');
    expect(exit.killedByRunner).toBe(false); // it ended on EOF, after reading everything
    expect(session.stderr().text).toBe(`got ${JSON.stringify(end)}\n`);
  });
});
