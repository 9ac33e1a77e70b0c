// Match rules that are not about one hostile behaviour: infra voids and bounded retries, the match
// wall-clock limit, both seats failing at once, and the capped observation copy. Real agent
// processes underneath; the infra cases wrap the real runner to inject the engine failure.
import { describe, expect, it } from '@jest/globals';
import { ProcessRunner } from '../src/adapters/process-runner.js';
import { capObservation, runMatch } from '../src/core/match/run-match.js';
import { SessionStartError, type AgentLaunch, type Runner, type Session, type SessionOptions } from '../src/core/runner.js';
import { fixture, matchSpec, RecordingRunner } from './match-helpers.js';

/** Fails the first `failures` starts as an infrastructure error, then starts for real. */
class FlakyStartRunner implements Runner {
  readonly kind = 'process' as const;
  starts = 0;
  constructor(
    readonly inner: Runner,
    private failures: number,
  ) {}
  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    this.starts++;
    if (this.failures > 0) {
      this.failures--;
      throw new SessionStartError('the engine is not answering (simulated)', 'infra');
    }
    return this.inner.start(agent, options);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/** Real sessions whose end is reported as an engine failure (a daemon that died under the agent). */
class DyingEngineRunner implements Runner {
  readonly kind = 'process' as const;
  constructor(readonly inner: Runner) {}
  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    const session = await this.inner.start(agent, options);
    return {
      id: session.id,
      send: (m, d) => session.send(m, d),
      receive: (d) => session.receive(d),
      stderr: () => session.stderr(),
      get stdoutBytes() {
        return session.stdoutBytes;
      },
      stop: async () => ({ ...(await session.stop()), infraError: 'the container engine died (simulated)' }),
    };
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

// honest agents answer in milliseconds: 2 s of turn and bank leaves room for a loaded machine
const FAST = { startupMs: 10_000, turnMs: 1000, bankMs: 1000 };

describe('infra failures void games', () => {
  it('a start that fails for infrastructure reasons voids the game, which is replayed and counted once', async () => {
    const real = new RecordingRunner();
    const flaky = new FlakyStartRunner(real, 1);
    const voids: string[] = [];
    try {
      const outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('honest', flaky), fixture('honest', real)], {
          games: 2,
          config: { rounds: 3 },
          time: FAST,
        }),
        { onVoid: (v) => voids.push(`${v.index}/${v.attempt}: ${v.message}`) },
      );
      expect(voids).toEqual(['0/0: game 1: starting local/honest failed: the engine is not answering (simulated)']);
      expect(outcome.result.games).toHaveLength(2);
      expect(outcome.result.voided).toBeUndefined();
      expect(outcome.result.games.every((g) => g.failures.length === 0)).toBe(true);
      expect(outcome.games[0]!.timings.attempt).toBe(1);
      expect(outcome.result.summary['local/honest']).toEqual({ wins: 0, draws: 4, losses: 0, failures: {} });
    } finally {
      await flaky.close();
    }
    expect(await real.leftovers()).toEqual([]);
  }, 60_000);

  it('retries are bounded: a game that keeps failing for infrastructure is voided, never counted', async () => {
    const broken = new ProcessRunner({ tempRoot: '/nonexistent/arena-test' });
    const real = new RecordingRunner();
    try {
      const outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('honest', broken), fixture('honest', real)], {
          games: 2,
          config: { rounds: 3 },
          time: FAST,
        }),
      );
      expect(outcome.result.games).toEqual([]);
      expect(outcome.result.voided).toBe(2);
      expect(outcome.voided.map((v) => [v.index, v.attempt, v.kind])).toEqual([
        [0, 0, 'infra'],
        [0, 1, 'infra'],
        [0, 2, 'infra'],
        [1, 0, 'infra'],
        [1, 1, 'infra'],
        [1, 2, 'infra'],
      ]);
      expect(outcome.result.summary['local/honest']).toEqual({ wins: 0, draws: 0, losses: 0, failures: {} });
    } finally {
      await real.close();
    }
    expect(await real.leftovers()).toEqual([]);
  }, 60_000);

  it('an agent whose session ends in an engine failure mid-game is not blamed: the game is void', async () => {
    const real = new RecordingRunner();
    const dying = new DyingEngineRunner(real);
    try {
      const outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('crash-mid-game', dying), fixture('honest', real)], {
          games: 1,
          config: { rounds: 5 },
          time: FAST,
        }),
      );
      expect(outcome.result.games).toEqual([]);
      expect(outcome.result.voided).toBe(1);
      expect(outcome.voided).toHaveLength(3);
      expect(outcome.voided[0]!.message).toBe('game 1: runner failure: the container engine died (simulated)');
      expect(outcome.result.summary['local/crash-mid-game']!.failures).toEqual({});
      // the crashing agent got a fresh session for every attempt; the honest one kept its own
      expect(outcome.sessionsStarted).toEqual([3, 1]);
    } finally {
      await real.close();
    }
    expect(await real.leftovers()).toEqual([]);
  }, 60_000);
});

describe('match wall-clock limit', () => {
  it('ends the match: the game in progress is void (not blamed on the agent on move) and later games are not played', async () => {
    const runner = new RecordingRunner();
    try {
      // the turn limit is 40× the match limit: only the match limit can end the first game early, and
      // the bound below sits a third of the way to the turn limit (hostile ≥ 3× the bound)
      const turnMs = 60_000;
      const started = performance.now();
      const outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('never-answers', runner), fixture('honest', runner)], {
          games: 4,
          config: { rounds: 3 },
          time: { startupMs: turnMs, turnMs, bankMs: 0, matchMs: 1500 },
        }),
      );
      const elapsed = performance.now() - started;
      expect(outcome.result.games).toEqual([]);
      expect(outcome.result.voided).toBe(1);
      expect(outcome.voided.map((v) => v.kind)).toEqual(['match-time-limit']);
      expect(outcome.stoppedEarly).toBe('the match time limit (1500 ms) was reached during game 1 of 4; that game is void');
      expect(outcome.result.summary['local/never-answers']).toEqual({ wins: 0, draws: 0, losses: 0, failures: {} });
      expect(elapsed).toBeLessThan(turnMs / 3);
    } finally {
      await runner.close();
    }
    expect(await runner.leftovers()).toEqual([]);
  }, 60_000);
});

describe('failures', () => {
  it('both seats failing in the same turn: both lose, ranks equal, both replaced', async () => {
    const runner = new RecordingRunner();
    try {
      const outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('never-answers', runner), fixture('wrong-turn', runner)], {
          games: 2,
          config: { rounds: 3 },
          time: FAST,
        }),
      );
      for (const game of outcome.result.games) {
        expect(game.ranks).toEqual([1, 1]);
        expect(game.failures.map((f) => [f.agent, f.kind, f.turn]).sort()).toEqual([
          ['local/never-answers', 'timeout', 1],
          ['local/wrong-turn', 'protocol-error', 1],
        ]);
        for (const f of game.failures) expect(f.observation).toEqual({ round: 1, rounds: 3, history: [], score: [0, 0] });
      }
      expect(outcome.result.summary['local/never-answers']).toEqual({ wins: 0, draws: 0, losses: 2, failures: { timeout: 2 } });
      expect(outcome.result.summary['local/wrong-turn']).toEqual({ wins: 0, draws: 0, losses: 2, failures: { 'protocol-error': 2 } });
      expect(outcome.sessionsStarted).toEqual([2, 2]);
    } finally {
      await runner.close();
    }
    expect(await runner.leftovers()).toEqual([]);
  }, 60_000);

  it('keeps a capped copy of a large observation', () => {
    const small = { board: [[0, 1]], mark: 1 };
    expect(capObservation(small)).toBe(small);
    const big = { history: Array.from({ length: 5000 }, () => ['rock', 'paper']) };
    const capped = capObservation(big);
    expect(typeof capped).toBe('string');
    expect(Buffer.byteLength(capped as string)).toBeLessThanOrEqual(8 * 1024);
    expect((capped as string).endsWith('…(truncated)')).toBe(true);
  });
});
