// The game modules, pure, without mocks: rules, observations, validation, results, config; the
// registry; and the match plan (seeds, paired seats) that depends only on numbers.
import { describe, expect, it } from '@jest/globals';
import { defaultConfig, parseConfig } from '../src/core/config.js';
import { UserError } from '../src/core/errors.js';
import { connectFour, type ConnectFourState } from '../src/core/games/connect-four.js';
import { GAME_NAMES } from '../src/core/games/names.js';
import { findGame, GAMES, getGame } from '../src/core/games/registry.js';
import { compareMoves, rockPaperScissors, type Move, type RockPaperScissorsState } from '../src/core/games/rock-paper-scissors.js';
import { typicalTurns } from '../src/core/rating/schedule.js';
import { derivedSeed, matchIdFor, matchSettings, planGames, reproCommand } from '../src/core/match/plan.js';

function playColumns(columns: number[]): ConnectFourState {
  let state = connectFour.setup(1, 2, {});
  for (const column of columns) {
    const seat = connectFour.toMove(state)[0]!;
    const valid = connectFour.validate(state, seat, column);
    if (!valid.ok) throw new Error(valid.reason);
    state = connectFour.apply(state, new Map([[seat, valid.action]]));
  }
  return state;
}

describe('connect-four', () => {
  it('starts empty with seat 0 to move and the observation docs/protocol.md names', () => {
    const state = connectFour.setup(5, 2, {});
    expect(connectFour.toMove(state)).toEqual([0]);
    const obs = connectFour.observe(state, 0) as { board: number[][]; mark: number; legal: number[] };
    expect(obs.board).toHaveLength(6);
    expect(obs.board.every((row) => row.length === 7 && row.every((c) => c === 0))).toBe(true);
    expect(obs.mark).toBe(1);
    expect(obs.legal).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((connectFour.observe(state, 1) as { mark: number }).mark).toBe(2);
    expect(connectFour.result(state)).toBeNull();
    expect(connectFour.kind).toBe('turn-based');
  });

  it('pieces fall to the bottom row (row 5), seats alternate', () => {
    const state = playColumns([3, 3, 4]);
    expect(state.board[5]).toEqual([0, 0, 0, 1, 1, 0, 0]);
    expect(state.board[4]).toEqual([0, 0, 0, 2, 0, 0, 0]);
    expect(connectFour.toMove(state)).toEqual([1]);
  });

  it('four in a row wins: horizontal, vertical, both diagonals', () => {
    expect(connectFour.result(playColumns([0, 0, 1, 1, 2, 2, 3]))).toEqual({ ranks: [1, 2], reason: 'four-in-a-row' });
    expect(connectFour.result(playColumns([6, 0, 6, 0, 6, 0, 5, 0]))).toEqual({ ranks: [2, 1], reason: 'four-in-a-row' });
    // rising diagonal for seat 0: (5,0) (4,1) (3,2) (2,3)
    expect(connectFour.result(playColumns([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3]))?.ranks).toEqual([1, 2]);
    // falling diagonal for seat 0: (2,3) (3,4) (4,5) (5,6)
    expect(connectFour.result(playColumns([6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3]))?.ranks).toEqual([1, 2]);
    const over = playColumns([0, 0, 1, 1, 2, 2, 3]);
    expect(connectFour.toMove(over)).toEqual([]);
    expect(connectFour.legalActions(over, 1)).toEqual([]);
    expect(connectFour.validate(over, 1, 4)).toEqual({ ok: false, reason: 'the game is over' });
  });

  it('a full board without four in a row is a draw', () => {
    // columns filled in an order that never lines up four
    const order = [
      0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6, 6, 6, 6, 6,
    ];
    const state = playColumns(order);
    expect(state.moves).toBe(42);
    expect(connectFour.result(state)).toEqual({ ranks: [1, 1], reason: 'board-full' });
  });

  it('validates actions with reasons an author understands', () => {
    const state = playColumns([2, 2, 2, 2, 2, 2]);
    expect(connectFour.validate(state, 0, 2)).toEqual({ ok: false, reason: 'column 2 is full' });
    expect(connectFour.legalActions(state, 0)).toEqual([0, 1, 3, 4, 5, 6]);
    expect(connectFour.validate(state, 1, 0)).toEqual({ ok: false, reason: "it is seat 0's move, not seat 1's" });
    for (const [action, shown] of [
      [7, '7'],
      [-1, '-1'],
      [1.5, '1.5'],
      ['3', '"3"'],
      [null, 'object'],
      [[3], 'object'],
    ] as Array<[unknown, string]>) {
      expect(connectFour.validate(state, 0, action)).toEqual({ ok: false, reason: `the action must be a column number 0–6, got ${shown}` });
    }
    expect(connectFour.validate(state, 0, 6)).toEqual({ ok: true, action: 6 });
  });

  it('has no options and renders a board', () => {
    expect(connectFour.parseConfig({})).toEqual({});
    expect(() => connectFour.parseConfig({ rows: 8 })).toThrow('connect-four has no options; remove "rows"');
    expect(() => connectFour.setup(1, 3, {})).toThrow(/2 players/);
    expect(connectFour.render(playColumns([3, 4]))).toBe(
      [
        '|. . . . . . .|',
        '|. . . . . . .|',
        '|. . . . . . .|',
        '|. . . . . . .|',
        '|. . . . . . .|',
        '|. . . X O . .|',
        '+-------------+',
        ' 0 1 2 3 4 5 6',
      ].join('\n'),
    );
  });

  it('apply never mutates the previous state', () => {
    const before = playColumns([3]);
    const snapshot = JSON.stringify(before);
    connectFour.apply(before, new Map([[1, 3]]));
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

function playRounds(pairs: Array<[Move, Move]>, rounds = pairs.length): RockPaperScissorsState {
  let state = rockPaperScissors.setup(1, 2, { rounds });
  for (const [a, b] of pairs) {
    expect(rockPaperScissors.toMove(state)).toEqual([0, 1]);
    state = rockPaperScissors.apply(
      state,
      new Map([
        [0, a],
        [1, b],
      ]),
    );
  }
  return state;
}

describe('rock-paper-scissors', () => {
  it('rock beats scissors beats paper beats rock', () => {
    expect(compareMoves('rock', 'scissors')).toBe(1);
    expect(compareMoves('scissors', 'paper')).toBe(1);
    expect(compareMoves('paper', 'rock')).toBe(1);
    expect(compareMoves('rock', 'paper')).toBe(-1);
    expect(compareMoves('paper', 'paper')).toBe(0);
  });

  it('is simultaneous, one turn per round, with the observation docs/protocol.md names (seen from each seat)', () => {
    expect(rockPaperScissors.kind).toBe('simultaneous');
    const state = playRounds(
      [
        ['rock', 'paper'],
        ['scissors', 'paper'],
      ],
      3,
    );
    expect(rockPaperScissors.observe(state, 0)).toEqual({
      round: 3,
      rounds: 3,
      history: [
        ['rock', 'paper'],
        ['scissors', 'paper'],
      ],
      score: [1, 1],
    });
    expect(rockPaperScissors.observe(state, 1)).toEqual({
      round: 3,
      rounds: 3,
      history: [
        ['paper', 'rock'],
        ['paper', 'scissors'],
      ],
      score: [1, 1],
    });
    expect(rockPaperScissors.result(state)).toBeNull();
    expect(rockPaperScissors.legalActions(state, 0)).toEqual(['rock', 'paper', 'scissors']);
  });

  it('more rounds won wins the game; equal is a draw', () => {
    expect(rockPaperScissors.result(playRounds([['rock', 'scissors']]))).toEqual({ ranks: [1, 2], reason: 'rounds-played' });
    expect(rockPaperScissors.result(playRounds([['rock', 'paper']]))).toEqual({ ranks: [2, 1], reason: 'rounds-played' });
    expect(
      rockPaperScissors.result(
        playRounds([
          ['rock', 'rock'],
          ['rock', 'paper'],
          ['paper', 'rock'],
        ]),
      ),
    ).toEqual({ ranks: [1, 1], reason: 'rounds-played' });
    const over = playRounds([['rock', 'rock']]);
    expect(rockPaperScissors.toMove(over)).toEqual([]);
    expect(rockPaperScissors.validate(over, 0, 'rock')).toEqual({ ok: false, reason: 'the game is over' });
  });

  it('validates actions', () => {
    const state = rockPaperScissors.setup(1, 2, { rounds: 1 });
    expect(rockPaperScissors.validate(state, 0, 'paper')).toEqual({ ok: true, action: 'paper' });
    expect(rockPaperScissors.validate(state, 1, 'Rock')).toEqual({
      ok: false,
      reason: 'the action must be "rock", "paper" or "scissors", got "Rock"',
    });
    expect(rockPaperScissors.validate(state, 1, 0)).toEqual({
      ok: false,
      reason: 'the action must be "rock", "paper" or "scissors", got 0',
    });
  });

  it('rounds defaults to 100 and is checked', () => {
    expect(rockPaperScissors.parseConfig({})).toEqual({ rounds: 100 });
    expect(rockPaperScissors.parseConfig({ rounds: 7 })).toEqual({ rounds: 7 });
    for (const bad of [0, -1, 2.5, '10', 10_001, null]) {
      expect(() => rockPaperScissors.parseConfig({ rounds: bad })).toThrow(/rounds must be a whole number from 1 to 10000/);
    }
    expect(() => rockPaperScissors.parseConfig({ round: 5 })).toThrow('rock-paper-scissors has one option, rounds; remove "round"');
    expect(rockPaperScissors.setup(1, 2, rockPaperScissors.parseConfig({})).rounds).toBe(100);
  });

  it('renders the history', () => {
    expect(
      rockPaperScissors.render(
        playRounds([
          ['rock', 'scissors'],
          ['rock', 'rock'],
        ]),
      ),
    ).toBe(['   1  rock     scissors seat 0', '   2  rock     rock     tie', 'score 1–0 after 2 of 2 rounds'].join('\n'));
  });
});

describe('game registry', () => {
  it('maps every reserved name to its module', () => {
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_NAMES].sort());
    for (const name of GAME_NAMES) {
      expect(getGame(name).name).toBe(name);
      expect(getGame(name).rulesVersion).toMatch(/^\d+$/);
    }
    expect(findGame('chess')).toBeUndefined();
    expect(findGame('__proto__')).toBeUndefined();
    expect(findGame('connect-four')).toBe(GAMES['connect-four']);
  });

  it('every game bounds its own length (maxTurns), which rotation estimates use: no game plays longer', () => {
    for (const name of GAME_NAMES) {
      const game = getGame(name);
      const config = game.parseConfig(name === 'rock-paper-scissors' ? { rounds: 7 } : {});
      const limit = game.maxTurns(config);
      // play the first legal action of every seat to the end, from several seeds
      for (let seed = 1; seed <= 5; seed += 1) {
        let state = game.setup(seed, 2, config);
        let turns = 0;
        while (game.result(state) === null) {
          const actions = new Map<number, unknown>();
          for (const seat of game.toMove(state)) {
            const choice = game.validate(state, seat, game.legalActions(state, seat)[seed % game.legalActions(state, seat).length]);
            if (!choice.ok) throw new Error(choice.reason);
            actions.set(seat, choice.action);
          }
          state = game.apply(state, actions);
          turns += 1;
        }
        expect(turns).toBeLessThanOrEqual(limit);
      }
      expect(typicalTurns(name, name === 'rock-paper-scissors' ? { rounds: 7 } : {})).toBe(limit);
    }
    expect(getGame('connect-four').maxTurns({})).toBe(42);
    expect(typicalTurns('rock-paper-scissors', { rounds: 'many' })).toBe(100);
  });
});

describe('match plan', () => {
  it('pair 0 uses the match seed itself; pairs share a seed with seats swapped', () => {
    const plans = planGames(42, 5, 2, true);
    expect(plans.map((p) => [p.index, p.pair, p.order])).toEqual([
      [0, 0, [0, 1]],
      [1, 0, [1, 0]],
      [2, 1, [0, 1]],
      [3, 1, [1, 0]],
      [4, 2, [0, 1]],
    ]);
    expect(plans[0]!.seed).toBe(42);
    expect(plans[1]!.seed).toBe(42);
    expect(plans[2]!.seed).toBe(plans[3]!.seed);
    expect(plans[2]!.seed).not.toBe(42);
    expect(plans[4]!.seed).not.toBe(plans[2]!.seed);
    expect(derivedSeed(42, 1)).toBe(plans[2]!.seed); // stable, pure
    expect(planGames(42, 5, 2, true)).toEqual(plans);
  });

  it('without paired seats every game has its own seed (game 0 the match seed) and seats still alternate', () => {
    const plans = planGames(9, 3, 2, false);
    expect(plans.map((p) => p.order)).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(plans[0]!.seed).toBe(9);
    expect(new Set(plans.map((p) => p.seed)).size).toBe(3);
  });

  it('match ids are stable and safe in file names; repro commands quote what needs it', () => {
    expect(matchIdFor('connect-four', ['official/minimax', 'community/foo'], 3)).toBe('connect-four_official-minimax_vs_community-foo_3');
    const long = matchIdFor('rock-paper-scissors', [`community/${'a'.repeat(39)}`, `community/${'b'.repeat(39)}`], Number.MAX_SAFE_INTEGER);
    expect(long.length).toBeLessThanOrEqual(128);
    expect(long).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(reproCommand('connect-four', ['official/a', "./my bot's"], 5)).toBe(
      `arena match official/a './my bot'\\''s' --game connect-four --games 1 --seed 5`,
    );
  });

  it('takes time, budget and game options from arena.yml', () => {
    const config = parseConfig(
      'games:\n  rock-paper-scissors:\n    time: {turnMs: 250}\n    budget: {outputBytes: 1m}\n    config: {rounds: 9}\n',
    );
    const settings = matchSettings(config, 'rock-paper-scissors');
    expect(settings.time).toEqual({ startupMs: 10_000, turnMs: 250, bankMs: 10_000, matchMs: 900_000 });
    expect(settings.limits.outputBytes).toBe(1024 * 1024);
    expect(settings.limits.maxLineBytes).toBe(1024 * 1024);
    expect(settings.gameConfig).toEqual({ rounds: 9 });
    expect(matchSettings(defaultConfig(), 'rock-paper-scissors').gameConfig).toEqual({ rounds: 100 });
    const bad = parseConfig('games:\n  rock-paper-scissors:\n    config: {rounds: 0}\n');
    expect(() => matchSettings(bad, 'rock-paper-scissors')).toThrow(UserError);
    expect(() => matchSettings(bad, 'rock-paper-scissors')).toThrow(
      /games\.rock-paper-scissors\.config: rock-paper-scissors rounds must be/,
    );
    expect(() => matchSettings(parseConfig('games:\n  connect-four: {}\n'), 'rock-paper-scissors')).toThrow(/not offered/);
  });
});
