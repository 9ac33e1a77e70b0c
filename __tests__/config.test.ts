import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { defaultConfig, offeredGames, parseConfig } from '../src/core/config.js';
import { UserError } from '../src/core/errors.js';
import { REPO_ROOT } from './helpers/cli.js';

function errorOf(text: string): string {
  try {
    parseConfig(text, 'arena.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error('expected a UserError');
}

describe('arena.yml', () => {
  it('a missing file means all defaults, and every game is offered', () => {
    const config = parseConfig(undefined);
    expect(config).toEqual(defaultConfig());
    expect(config.agents).toEqual({ official: 'agents/official', community: 'agents/community' });
    expect(offeredGames(config)).toEqual(['connect-four', 'light-cycles', 'rock-paper-scissors']);
    expect(config.games['connect-four']!.time).toEqual({ startupMs: 10000, turnMs: 1000, bankMs: 10000, matchMs: 900000 });
    expect(config.games['connect-four']!.budget.memory).toBe(512 * 1024 * 1024);
    expect(config.build.network).toBe('none');
    expect(config.evaluation.forkSuccess).toBe(false);
  });

  it('an empty file is all defaults too', () => {
    expect(parseConfig('')).toEqual(defaultConfig());
    expect(parseConfig('# only a comment\n')).toEqual(defaultConfig());
  });

  it('listing games offers only those, each with defaults filled in', () => {
    const config = parseConfig('games:\n  connect-four:\n    time: {turnMs: 500}\n    budget: {memory: 256m}\n');
    expect(offeredGames(config)).toEqual(['connect-four']);
    expect(config.games['connect-four']!.time.turnMs).toBe(500);
    expect(config.games['connect-four']!.time.bankMs).toBe(10000);
    expect(config.games['connect-four']!.budget.memory).toBe(256 * 1024 * 1024);
  });

  it('a bad value is an error at its line and column', () => {
    expect(errorOf('games:\n  connect-four:\n    time:\n      turnMs: fast\n')).toMatch(
      /^arena\.yml:4:15: games\.connect-four\.time\.turnMs/,
    );
  });

  it('an unknown key is an error on the key', () => {
    expect(errorOf('evaluation:\n  gamesPerPairing: 4\n  gamez: 3\n')).toMatch(/^arena\.yml:3:3: unknown key "gamez" under evaluation/);
  });

  it('an unknown game is an error on its name', () => {
    expect(errorOf('games:\n  chess: {}\n')).toMatch(/^arena\.yml:2:3: unknown game "chess"/);
  });

  it('references and anchors must be official agents (they set the scale everyone is measured on)', () => {
    expect(errorOf('rotation:\n  anchors: [official/random, community/mallory]\n')).toMatch(
      /^arena\.yml:2:30: rotation\.anchors\.1: an official agent id such as official\/random/,
    );
    expect(errorOf('evaluation:\n  references: [community/mallory]\n')).toMatch(
      /^arena\.yml:2:16: evaluation\.references\.0: an official agent id/,
    );
    expect(parseConfig('rotation:\n  anchors: [official/random]\n').rotation.anchors).toEqual(['official/random']);
  });

  it('bad sizes, syntax, aliases and duplicate keys are errors with positions', () => {
    expect(errorOf('games:\n  connect-four:\n    budget: {memory: lots}\n')).toMatch(/^arena\.yml:3:22: .*size such as/);
    expect(errorOf('agents: [\n')).toMatch(/^arena\.yml:\d+:\d+: /);
    expect(errorOf('a: &x 1\nb: *x\n')).toMatch(/^arena\.yml:2:4: .*aliases/);
    expect(errorOf('rotation:\n  shards: 2\n  shards: 3\n')).toMatch(/^arena\.yml:3:3: .*unique/);
    expect(errorOf('agents:\n  official: ../elsewhere\n')).toMatch(/^arena\.yml:2:13: /);
    expect(errorOf('- a\n- b\n')).toMatch(/^arena\.yml:1:1: arena\.yml must be a mapping/);
  });
});

describe('docs/configuration.md', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');

  it('its complete example is exactly the defaults', () => {
    const example = /```yaml\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(parseConfig(example)).toEqual(defaultConfig());
  });

  it('documents every key of arena.yml', () => {
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, child] of Object.entries(value)) {
        if (!/^(connect-four|light-cycles|rock-paper-scissors)$/.test(key)) keys.add(key);
        walk(child);
      }
    };
    walk(defaultConfig());
    // Each key appears in code style, alone or as part of a dotted key (`budget.games`, `agents.official`).
    const missing = [...keys].filter((key) => !new RegExp(`[\`.]${key}[\`.]`).test(doc));
    expect(missing).toEqual([]);
  });
});

describe("this repository's arena.yml", () => {
  const text = readFileSync(join(REPO_ROOT, 'arena.yml'), 'utf8');

  it('is valid and writes out the defaults', () => {
    expect(parseConfig(text, 'arena.yml')).toEqual(defaultConfig());
  });

  it("publishes to the branch the rotation workflow's plan job checks out for the published facts", () => {
    const workflow = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'arena-rotation.yml'), 'utf8'));
    const refs = (workflow.jobs.plan.steps as Array<{ uses?: string; with?: { ref?: string } }>)
      .filter((s) => s.uses?.startsWith('actions/checkout@') && s.with?.ref)
      .map((s) => s.with!.ref);
    expect(refs).toEqual([parseConfig(text).rotation.publish.branch]);
  });
});

describe('games of the repository (games.<name>.module)', () => {
  const errorOf = (text: string) => {
    try {
      parseConfig(text);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  it('a game with a module is offered after the built-in ones', () => {
    const config = parseConfig('games:\n  nim: { module: games/nim/game.mjs }\n  connect-four: {}\n');
    expect(offeredGames(config)).toEqual(['connect-four', 'nim']);
    expect(config.games.nim!.module).toBe('games/nim/game.mjs');
  });
  it.each([
    ['games:\n  nim: {}\n', /^arena\.yml:2:3: unknown game "nim"; built-in games: .*needs module: games\/nim\/game\.mjs/],
    [
      'games:\n  connect-four: { module: games/connect-four/game.mjs }\n',
      /^arena\.yml:2:27: games\.connect-four\.module: "connect-four" is a built-in game/,
    ],
    [
      'games:\n  nim: { module: games/other/game.mjs }\n',
      /^arena\.yml:2:18: games\.nim\.module: the module of game "nim" lives in games\/nim\//,
    ],
    ['games:\n  nim: { module: ../nim/game.mjs }\n', /games\.nim\.module: a game module path such as games\/<name>\/game\.mjs/],
    ['games:\n  nim: { module: games/nim/../../x.mjs }\n', /games\.nim\.module: /],
    ['games:\n  Nim_1: { module: games/Nim_1/game.mjs }\n', /unknown game "Nim_1": a game name is lowercase letters/],
  ])('%j is refused at its line', (text, message) => {
    expect(errorOf(text)).toMatch(message);
  });
});
