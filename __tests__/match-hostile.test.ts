// Hostile agents on the ProcessRunner, end to end: one tiny fixture per behaviour, each with the
// right verdict, the match finishing, the failing agent replaced for its next game, and nothing
// left running. Timing follows docs/architecture.md, "Testing": hostile delays ≥ 3× the limit, honest agents ≤ 0.1×.
import { describe, expect, it } from '@jest/globals';
import type { TimeControl } from '../src/core/config.js';
import type { GameName } from '../src/core/games/names.js';
import { runMatch } from '../src/core/match/run-match.js';
import type { FailureKind, JsonValue } from '../src/core/results.js';
import type { SessionLimits } from '../src/core/runner.js';
import { fixture, isAlive, matchSpec, RecordingRunner } from './match-helpers.js';

interface Case {
  name: string;
  game?: GameName;
  config?: Record<string, JsonValue>;
  time?: Partial<TimeControl>;
  limits?: Partial<SessionLimits>;
  env?: Record<string, string>;
  /** expected failure of the hostile agent in each game, or null when it plays cleanly */
  kind: FailureKind | null;
  /** turn of the failure per game (seat 0 in game 1, seat 1 in game 2) */
  turns?: [number, number] | ((turn: number) => boolean);
  message?: RegExp;
  stderr?: RegExp;
  /** spends its time waiting out a limit or a delay, not on the CPU: runs beside the other such cases */
  waits?: true;
}

// honest agents answer in milliseconds: 2 s of turn and bank leaves room for a loaded machine
const FAST: Partial<TimeControl> = { startupMs: 10_000, turnMs: 1000, bankMs: 1000 };
const RPS3 = { rounds: 3 };

const CASES: Case[] = [
  {
    name: 'never-ready',
    waits: true,
    config: RPS3,
    time: { startupMs: 5000, turnMs: 1000, bankMs: 1000 },
    kind: 'startup-timeout',
    turns: [0, 0],
  },
  {
    name: 'never-answers',
    waits: true,
    config: RPS3,
    time: FAST,
    kind: 'timeout',
    turns: [1, 1],
    message: /turn 1: no action within the turn time/,
  },
  {
    name: 'slow-bank',
    waits: true,
    config: { rounds: 5 },
    // answers at 1000, 1000 and 5200 ms against a 100 ms turn: the bank goes 6000 → 5100 → 4200, so
    // turn 3 may take 4300 and is late by 900 (a full bank would have let it through). A busy machine
    // only makes answers later: turn 2 would need 4200 ms of delay to fail early, and turn 3 is late
    // whatever the machine's load.
    time: { startupMs: 10_000, turnMs: 100, bankMs: 6000 },
    env: { DELAYS_MS: '1000,1000,5200' },
    kind: 'timeout',
    turns: [3, 3],
  },
  { name: 'crash-at-start', config: RPS3, time: FAST, kind: 'crash', turns: [0, 0], message: /exited with code 3/, stderr: /giving up/ },
  {
    name: 'crash-mid-game',
    config: { rounds: 5 },
    time: FAST,
    kind: 'crash',
    turns: [3, 3],
    message: /turn 3: the agent exited with code 1/,
    stderr: /boom/,
  },
  { name: 'invalid-json', config: RPS3, time: FAST, kind: 'protocol-error', turns: [1, 1], message: /not JSON/ },
  { name: 'invalid-utf8', config: RPS3, time: FAST, kind: 'protocol-error', turns: [1, 1], message: /not valid UTF-8/ },
  {
    name: 'huge-line',
    config: RPS3,
    time: { startupMs: 10_000, turnMs: 2000, bankMs: 2000 },
    kind: 'protocol-error',
    turns: [1, 1],
    message: /longer than 1048576 bytes/,
  },
  {
    name: 'stdout-flood',
    config: RPS3,
    time: { startupMs: 10_000, turnMs: 5000, bankMs: 5000 },
    limits: { outputBytes: 2 * 1024 * 1024 },
    kind: 'output-limit',
    turns: [1, 1],
  },
  { name: 'closes-stdout', waits: true, config: RPS3, time: FAST, kind: 'timeout', turns: [1, 1] },
  { name: 'illegal-move', game: 'connect-four', time: FAST, kind: 'invalid-action', turns: [1, 2], message: /column number 0–6, got 9/ },
  { name: 'wrong-turn', config: RPS3, time: FAST, kind: 'protocol-error', turns: [1, 1], message: /for turn 2, expected turn 1/ },
  {
    name: 'never-reads-stdin',
    // long games: the referee's turn messages fill the pipe the agent never reads
    config: { rounds: 1000 },
    time: FAST,
    kind: 'timeout',
    turns: (turn) => turn > 10,
    message: /did not read its input in time/,
  },
  // 4 MB is 32× the stderr kept; the startup limit is far from what draining it takes on a busy machine.
  { name: 'stderr-flood', config: RPS3, time: { startupMs: 60_000, turnMs: 1000, bankMs: 1000 }, kind: null },
  { name: 'ignores-sigterm', config: RPS3, time: FAST, kind: null },
  { name: 'background-child', config: RPS3, time: FAST, kind: null },
];

// Each case has its own runner and processes (leftovers are those of its own sessions). The cases
// that only wait run side by side; the others one at a time after them (run beside them, the 1,000
// fast rounds of never-reads-stdin once saw its honest opponent miss its 2 s of turn and bank).
describe('hostile agents (ProcessRunner) that wait out a limit', () => {
  for (const c of CASES.filter((c) => c.waits)) it.concurrent(title(c), () => playCase(c), 120_000);
});

describe('hostile agents (ProcessRunner)', () => {
  for (const c of CASES.filter((c) => !c.waits)) it(title(c), () => playCase(c), 120_000);
});

function title(c: Case): string {
  return `${c.name} → ${c.kind ?? 'plays, cleaned up'}`;
}

async function playCase(c: Case): Promise<void> {
  const runner = new RecordingRunner();
  const hostile = fixture(c.name, runner, c.env);
  const honest = fixture('honest', runner);
  const game = c.game ?? 'rock-paper-scissors';
  let outcome;
  try {
    outcome = await runMatch(matchSpec(game, [hostile, honest], { games: 2, config: c.config, time: c.time, limits: c.limits }));
  } finally {
    await runner.close();
  }
  const { result } = outcome;
  expect(result.games).toHaveLength(2);
  expect(outcome.voided).toEqual([]);
  result.games.forEach((g, i) => {
    const hostileSeat = g.seats.indexOf(hostile.id);
    expect(hostileSeat).toBe(i); // paired seats: swapped in game 2
    if (c.kind === null) {
      expect(g.failures).toEqual([]);
      return;
    }
    expect(g.failures).toHaveLength(1);
    const failure = g.failures[0]!;
    expect(failure.agent).toBe(hostile.id);
    expect(failure.kind).toBe(c.kind);
    if (Array.isArray(c.turns)) expect(failure.turn).toBe(c.turns[i]);
    else if (c.turns) expect(c.turns(failure.turn)).toBe(true);
    if (c.message) expect(failure.message).toMatch(c.message);
    if (c.stderr) expect(failure.stderr).toMatch(c.stderr);
    if (failure.turn > 0) expect(failure.observation).toBeDefined();
    expect(g.ranks[hostileSeat]).toBe(2);
    expect(g.ranks[1 - hostileSeat]).toBe(1);
    expect(g.reason).toBe(`forfeit-${c.kind}`);
  });
  if (c.kind !== null) {
    expect(result.summary[hostile.id]).toEqual({ wins: 0, draws: 0, losses: 2, failures: { [c.kind]: 2 } });
    expect(result.summary[honest.id]).toMatchObject({ wins: 2, losses: 0, failures: {} });
    // replaced after its failure: one session per game; the honest agent kept its one session
    expect(outcome.sessionsStarted).toEqual([2, 1]);
  } else {
    expect(outcome.sessionsStarted).toEqual([1, 1]);
  }
  expect(await runner.leftovers()).toEqual([]);

  if (c.name === 'stderr-flood') {
    const log = outcome.logs[0]!.sessions[0]!;
    expect(log.truncated).toBe(true);
    expect(log.totalBytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(log.text).toContain('last line of the flood');
    expect(log.text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(log.text.length).toBeLessThan(140 * 1024);
  }
  if (c.name === 'background-child') {
    const m = /children: (\d+) (\d+)/.exec(outcome.logs[0]!.sessions[0]!.text);
    expect(m).not.toBeNull();
    expect(isAlive(Number(m![1]))).toBe(false);
    expect(isAlive(Number(m![2]))).toBe(false);
  }
}
