// Replays: byte-identical for the same seeds and agent behaviour (real agent processes), rendered
// as text, and read back as hostile input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMatch, type MatchSpec } from '../src/core/match/run-match.js';
import {
  buildReplay,
  buildReplayTiming,
  parseReplay,
  renderReplay,
  ReplayError,
  serializeReplay,
  type Replay,
} from '../src/core/replay.js';
import { cli, REPO_ROOT } from './helpers/cli.js';
import { unregisterGames } from '../src/core/games/registry.js';
import { fixture, matchSpec, official, RecordingRunner } from './match-helpers.js';

const GENEROUS = { startupMs: 20_000, turnMs: 5_000, bankMs: 20_000 };

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-replay-test-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function replaysOf(spec: MatchSpec): Promise<string[]> {
  const outcome = await runMatch(spec);
  return outcome.games.map((g) => serializeReplay(buildReplay(spec, outcome.result.id, g)));
}

async function play(make: (runner: RecordingRunner) => MatchSpec): Promise<string[]> {
  const runner = new RecordingRunner();
  try {
    return await replaysOf(make(runner));
  } finally {
    await runner.close();
    expect(await runner.leftovers()).toEqual([]);
  }
}

describe('replays are deterministic', () => {
  it('the same seed twice gives byte-identical replays (connect-four, seeded random agents)', async () => {
    const make = (r: RecordingRunner) =>
      matchSpec('connect-four', [official('minimax', r), official('greedy', r)], { games: 4, seed: 1234, time: GENEROUS });
    const first = await play(make);
    const second = await play(make);
    expect(first).toHaveLength(4);
    expect(second).toEqual(first);
    // games 0 and 1 share a seed with seats swapped; the pairs differ
    const parsed = first.map((t) => parseReplay(t));
    expect(parsed[0]!.seed).toBe(1234);
    expect(parsed[1]!.seed).toBe(1234);
    expect(parsed[2]!.seed).not.toBe(1234);
    expect(parsed[1]!.seats.map((s) => s.agent)).toEqual(['official/greedy', 'official/minimax']);
  }, 120_000);

  it('the same seed twice gives byte-identical replays (rock-paper-scissors, with a failure)', async () => {
    const make = (r: RecordingRunner) =>
      matchSpec('rock-paper-scissors', [official('rps-random', r), fixture('crash-mid-game', r)], {
        games: 2,
        seed: 99,
        config: { rounds: 5 },
        time: GENEROUS,
      });
    const first = await play(make);
    const second = await play(make);
    expect(second).toEqual(first);
    const replay = parseReplay(first[0]!);
    expect(replay.failures).toEqual([
      { seat: 1, agent: 'local/crash-mid-game', kind: 'crash', turn: 3, message: 'turn 3: the agent exited with code 1' },
    ]);
    // the failing turn holds both observations, and only the action that came
    expect(replay.turns.filter((t) => t.turn === 3).map((t) => t.action)).toEqual([expect.any(String), undefined]);
    // text rendering of a game that ended in a failure
    const text = renderReplay(replay);
    expect(text).toContain('failure: seat 1 (local/crash-mid-game) crash on turn 3: turn 3: the agent exited with code 1');
    expect(text).toContain('result: seat 0 (official/rps-random) wins (forfeit-crash) after 3 turns');
    expect(text).toContain('score');
  }, 120_000);
});

describe('replay format', () => {
  let replay: Replay;
  let text: string;
  beforeAll(async () => {
    const runner = new RecordingRunner();
    try {
      const spec = matchSpec('rock-paper-scissors', [official('counter', runner), official('rock', runner)], {
        games: 1,
        seed: 7,
        config: { rounds: 4 },
        time: GENEROUS,
      });
      const outcome = await runMatch(spec);
      replay = buildReplay(spec, outcome.result.id, outcome.games[0]!);
      text = serializeReplay(replay);
      const timing = buildReplayTiming(outcome.result.id, outcome.games[0]!);
      expect(timing.turns).toHaveLength(8);
      expect(timing.durationMs).toBeGreaterThan(0);
    } finally {
      await runner.close();
    }
  });

  it('is two-space JSON with one line per observation, and parses back to itself', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text).toContain('\n  "schema": "arena.replay/v1",\n');
    expect(text).toMatch(
      /\n {4}\{"turn":1,"seat":0,"observation":\{"round":1,"rounds":4,"history":\[\],"score":\[0,0\]\},"action":"\w+"\},\n/,
    );
    expect(parseReplay(text)).toEqual(replay);
    expect(serializeReplay(parseReplay(text))).toBe(text);
    // nothing measured in it
    expect(text).not.toContain('durationMs');
    expect(text).not.toContain('"ms"');
  });

  it('renders the rock-paper-scissors history', () => {
    const shown = renderReplay(replay);
    expect(shown).toContain('rock-paper-scissors · game 1 of 1 in match rock-paper-scissors_official-counter_vs_official-rock_7 · seed 7');
    expect(shown).toContain('   2  paper    rock     seat 0');
    expect(shown).toContain('repro: arena match official/counter official/rock --game rock-paper-scissors --games 1 --seed 7');
    expect(shown).toMatch(/result: seat 0 \(official\/counter\) wins \(rounds-played\) after 4 turns/);
  });

  const hostile: Array<[string, (r: Replay & Record<string, unknown>) => unknown, RegExp]> = [
    ['an unknown key', (r) => ({ ...r, extra: 1 }), /does not match arena\.replay\/v1/],
    ['another schema', (r) => ({ ...r, schema: 'arena.replay/v9' }), /schema "arena\.replay\/v9"/],
    ['an unknown game', (r) => ({ ...r, game: 'chess' }), /unknown game "chess"/],
    [
      'an illegal action',
      (r) => ({ ...r, turns: r.turns.map((t, i) => (i === 0 ? { ...t, action: 'lizard' } : t)) }),
      /turn 1: seat 0's recorded action is not legal/,
    ],
    [
      'a doctored observation',
      (r) => ({ ...r, turns: r.turns.map((t, i) => (i === 2 ? { ...t, observation: { round: 9 } } : t)) }),
      /turn 2: the observation recorded for seat 0 is not what the rules give/,
    ],
    ['moves out of order', (r) => ({ ...r, turns: r.turns.slice(1) }), /turn 1: the replay has moves for seats 1, the rules expect 0, 1/],
    ['a bad agent id', (r) => ({ ...r, seats: [{ ...r.seats[0]!, agent: 'official/\u001b[31mred' }, r.seats[1]] }), /seats\.0\.agent/],
    ['other rules', (r) => ({ ...r, rulesVersion: '0' }), /rules version 0; this arena has version 1/],
    ['bad config', (r) => ({ ...r, config: { rounds: -1 } }), /bad game config/],
  ];
  for (const [what, mutate, message] of hostile) {
    it(`rejects a replay with ${what}`, () => {
      const bad = JSON.stringify(mutate(JSON.parse(text) as Replay & Record<string, unknown>));
      expect(() => renderReplay(parseReplay(bad))).toThrow(ReplayError);
      expect(() => renderReplay(parseReplay(bad))).toThrow(message);
    });
  }

  it('rejects non-JSON, non-objects and hostile nesting without crashing', () => {
    expect(() => parseReplay('not json')).toThrow(/not JSON/);
    expect(() => parseReplay('[1,2]')).toThrow(/not a JSON object/);
    const deep = `{"schema":"arena.replay/v1","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(() => parseReplay(deep)).toThrow(/nested deeper/);
  });

  it('sanitises strings from the file: escape sequences and workflow commands are neutralised', () => {
    const r = JSON.parse(text) as Replay;
    r.failures = [{ seat: 1, agent: r.seats[1]!.agent, kind: 'crash', turn: 4, message: '\u001b]8;;http://x\u0007::error::pwned\u202e' }];
    r.turns = r.turns
      .filter((t) => t.turn < 4)
      .concat(r.turns.filter((t) => t.turn === 4).map((t) => (t.seat === 1 ? { turn: 4, seat: 1, observation: t.observation } : t)));
    r.result = { ranks: [1, 2], reason: 'forfeit-crash', turns: 4 };
    const shown = renderReplay(parseReplay(JSON.stringify(r)));
    for (const ch of ['\u001b', '\u0007', '\u202e']) expect(shown).not.toContain(ch);
    expect(shown).not.toContain('::error::');
    expect(shown).toContain('crash on turn 4');
  });

  it('arena replay FILE: renders, and exits 2 with a clear message for bad files', async () => {
    const good = join(work, 'good.json');
    writeFileSync(good, text);
    const ok = await cli(['replay', good]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('rounds-played');

    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ schema: 'arena.replay/v1', game: '\u001b[2J' }));
    const badRun = await cli(['replay', bad]);
    expect(badRun.code).toBe(2);
    expect(badRun.stderr).toContain('does not match arena.replay/v1');
    expect(badRun.stderr).not.toContain('\u001b');

    const binary = join(work, 'binary.json');
    writeFileSync(binary, Buffer.from([0xff, 0xfe, 0x00]));
    expect((await cli(['replay', binary])).stderr).toContain('not UTF-8');

    const huge = join(work, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 65 * 1024 * 1024); // sparse: no real disk use
    const hugeRun = await cli(['replay', huge]);
    expect(hugeRun.code).toBe(2);
    expect(hugeRun.stderr).toContain('larger than');

    const missing = await cli(['replay', join(work, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
    expect((await cli(['replay'])).code).toBe(2);
  });
});

describe('arena replay of a competition’s own game', () => {
  it('loads the games arena.yml declares (cwd or --root), and names the game, the file and the fix when it is unknown', async () => {
    const repo = join(work, 'competition');
    cpSync(join(REPO_ROOT, 'examples', 'competition'), repo, { recursive: true });
    const out = join(work, 'nim-out');
    const played = await cli(
      ['match', 'official/nim-perfect', 'official/nim-random', '--game', 'nim', '--games', '1', '--seed', '3', '--out', out, '--json'],
      { cwd: repo },
    );
    expect(played.code).toBe(0);
    const file = join(
      out,
      (JSON.parse(played.stdout) as { matches: Array<{ games: Array<{ replay: string }> }> }).matches[0]!.games[0]!.replay,
    );

    // in the competition repository, and from anywhere with --root: the game re-plays through
    // games/nim/game.mjs (each CLI run starts as a fresh process would, knowing only the built-in games)
    unregisterGames();
    const inRepo = await cli(['replay', file], { cwd: repo });
    expect(inRepo.stderr).toBe('');
    expect(inRepo.code).toBe(0);
    expect(inRepo.stdout).toContain('seat 0: official/nim-perfect 1.0.0 (process)');
    expect(inRepo.stdout).toMatch(/^result: .*\n?$/m);
    unregisterGames();
    const withRoot = await cli(['replay', file, '--root', repo], { cwd: work });
    expect(withRoot.code).toBe(0);
    expect(withRoot.stdout).toBe(inRepo.stdout);
    const html = await cli(['replay', file, '--root', repo, '--html', join(work, 'nim.html')], { cwd: work });
    expect(html.code).toBe(0);
    expect(readFileSync(join(work, 'nim.html'), 'utf8')).toContain('<title>nim · game 1 of 1');

    // elsewhere the game is unknown: where, and how to fix it
    unregisterGames();
    const elsewhere = await cli(['replay', file], { cwd: work });
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain(
      `${file}: the replay is of the game "nim", which is neither built in (connect-four, light-cycles, rock-paper-scissors) nor declared in ${join(work, 'arena.yml')}`,
    );
    expect(elsewhere.stderr).toContain('games.nim.module');
    // the viewer needs no game module: an unknown game gets the generic view, and says so
    const generic = await cli(['replay', file, '--html', join(work, 'generic.html')], { cwd: work });
    expect(generic.code).toBe(0);
    expect(generic.stderr).toContain('the generic view of observations and actions');
    expect(readFileSync(join(work, 'generic.html'), 'utf8')).toContain('<title>nim · game 1 of 1');
    const noRoot = await cli(['replay', file, '--root', join(work, 'nowhere')], { cwd: work });
    expect(noRoot.code).toBe(2);
    expect(noRoot.stderr).toContain('is not a folder');
  }, 120_000);
});
