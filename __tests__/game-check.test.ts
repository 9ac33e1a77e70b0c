// `arena game check` (the conformance kit) and the sandbox games are loaded into: the built-in
// games and the example competition's module pass; fixture games that are non-deterministic, read
// the clock or Math.random, touch I/O, import modules, overflow the protocol line cap, never end or
// loop forever fail with a message at file:line.
import { afterEach, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGameSource } from '../src/adapters/game-module.js';
import { checkGame, ranksProblem } from '../src/core/games/check.js';
import { GAME_NAMES } from '../src/core/games/names.js';
import { cli, REPO_ROOT } from './helpers/cli.js';

const FIXTURES = '__tests__/fixtures/games';

describe('arena game check', () => {
  it.each([...GAME_NAMES])('the built-in game %s passes', async (name) => {
    const r = await cli(['game', 'check', name, '--playouts', '2']);
    expect(r.stdout).toMatch(new RegExp(`arena game check: ${name} \\(built-in\\) passes`));
    expect(r.stdout).toMatch(/2 players: 2 playouts ×2 identical, \d+–\d+ turns, [\d.]+ ms per turn/);
    expect(r.code).toBe(0);
  });

  it('the example competition game (a module, 2–6 seats) passes for every seat count', async () => {
    const r = await cli(['game', 'check', 'examples/competition/games/nim']);
    expect(r.code).toBe(0);
    for (let n = 2; n <= 6; n++) expect(r.stdout).toContain(`${n} players: 3 playouts ×2 identical`);
    expect(r.stdout).toMatch(/nim \(examples\/competition\/games\/nim\/game\.mjs\) passes/);
  });

  const cases: Array<[string, RegExp]> = [
    ['nondeterministic', /two playouts with the same seed and moves differ .*must not keep state between games/],
    [
      'random',
      /nondeterministic|random\/game\.mjs:31:\d+: setup\(\) threw Error: Math\.random is not available to a game: derive randomness from the seed/,
    ],
    ['clock', /clock\/game\.mjs:31:\d+: setup\(\) threw Error: the clock \(Date\) is not available to a game/],
    ['uses-io', /uses-io\/game\.mjs:31:\d+: setup\(\) threw ReferenceError: process is not defined/],
    ['imports', /imports\/game\.mjs:1:1: a game module cannot import other modules/],
    ['huge-observation', /turn line, over the protocol's line cap of 1048576 bytes/],
    ['never-ends', /did not end within its declared longest game \(maxTurns 30 turns\)/],
    ['endless-loop', /endless-loop\/game\.mjs: toMove\(\) took longer than 2000 ms/],
  ];
  it.each(cases)('the fixture game %s fails with a clear message', async (name, message) => {
    const r = await cli(['game', 'check', `${FIXTURES}/${name}`, '--playouts', '1']);
    expect(r.stdout).toMatch(message);
    expect(r.stdout).toMatch(new RegExp(`arena game check: ${name} .* (fails|could not be loaded)`));
    expect(r.code).toBe(1);
  });

  it('--json gives the report as data', async () => {
    const r = await cli(['game', 'check', 'light-cycles', '--playouts', '1', '--json']);
    const report = JSON.parse(r.stdout) as { report: { ok: boolean; seatCounts: Array<{ players: number }> } };
    expect(report.report.ok).toBe(true);
    expect(report.report.seatCounts.map((s) => s.players)).toEqual([2, 3, 4]);
  });

  it('an unknown game or subcommand is a usage error', async () => {
    expect((await cli(['game', 'check', 'chess'])).code).toBe(2);
    expect((await cli(['game', 'play', 'connect-four'])).code).toBe(2);
  });
});

describe('the game sandbox', () => {
  const game = (body: string) => `export default {
  name: 'probe', rulesVersion: '1', players: { min: 2, max: 2 }, kind: 'simultaneous',
  maxTurns() { return 1; },
  setup() { return { over: false }; },
  toMove(s) { return s.over ? [] : [0, 1]; },
  observe() { return ${body}; },
  legalActions() { return ['go']; },
  validate(s, seat, a) { return a === 'go' ? { ok: true, action: a } : { ok: false, reason: 'say go' }; },
  apply() { return { over: true }; },
  result(s) { return s.over ? { ranks: [1, 1], reason: 'done' } : null; },
  render() { return 'probe'; },
};
`;
  const observe = (body: string) => {
    const g = loadGameSource(game(body), 'games/probe/game.mjs');
    return g.observe(g.setup(1, 2, {}), 0);
  };

  it('has none of Node: no require, fetch, console, Buffer, timers, globalThis.process', () => {
    expect(observe('[typeof require, typeof fetch, typeof console, typeof Buffer, typeof setTimeout, typeof globalThis.process]')).toEqual(
      Array(6).fill('undefined'),
    );
  });

  it('refuses code generation from strings, and has no WebAssembly, Intl or WeakRef', () => {
    expect(() => observe("eval('1')")).toThrow(
      /games\/probe\/game\.mjs:6:\d+: observe\(\) threw EvalError: Code generation from strings disallowed/,
    );
    expect(() => observe("new Function('return 1')()")).toThrow(/EvalError/);
    expect(observe('[typeof WebAssembly, typeof Intl, typeof WeakRef, typeof FinalizationRegistry]')).toEqual(Array(4).fill('undefined'));
  });

  it('refuses import() and import.meta at file:line', () => {
    expect(() => loadGameSource(`${game('1')}\nconst x = import('node:fs');\n`, 'games/probe/game.mjs')).toThrow(
      /games\/probe\/game\.mjs:14:11: a game module cannot use import\(\)/,
    );
  });

  it('passes values across as JSON: an observation that is not JSON is refused', () => {
    expect(() => observe('{ n: 1n }')).toThrow(/observe\(\) threw TypeError: Do not know how to serialize a BigInt/);
    expect(observe('{ a: [1, "x"], b: null }')).toEqual({ a: [1, 'x'], b: null });
  });

  it('a promise job cannot outlive the call timeout', () => {
    const g = loadGameSource(game('(Promise.resolve().then(function spin() { for (;;) {} }), 1)'), 'games/probe/game.mjs', {
      timeoutMs: 200,
    });
    expect(() => g.observe(g.setup(1, 2, {}), 0)).toThrow(/observe\(\) took longer than 200 ms/);
  });

  it('checks the shape of the export and names the missing parts', () => {
    expect(() =>
      loadGameSource(`export default { name: 'probe', rulesVersion: '1', players: { min: 2, max: 9 }, kind: 'x' };`, 'g.mjs'),
    ).toThrow(/g\.mjs:1:1: players must be \{ min, max \} with 2 ≤ min ≤ max ≤ 8/);
    expect(() => loadGameSource(game('1'), 'games/probe/game.mjs', { expectName: 'other' })).toThrow(/arena\.yml declares it as "other"/);
  });

  it('named exports work too, and the module stays a valid ES module for node', () => {
    const text =
      game('1').replace('export default {', 'const rules = {') + 'export const name = rules.name;\nexport { rules as default2 };\n';
    expect(() => loadGameSource(text, 'games/probe/game.mjs')).toThrow(/the game needs a rulesVersion/);
  });
});

describe('the conformance kit, pure', () => {
  it('ranks are standard competition ranks', () => {
    expect(ranksProblem([1, 2], 2)).toBeUndefined();
    expect(ranksProblem([1, 1, 3, 4], 4)).toBeUndefined();
    expect(ranksProblem([1, 1, 1, 4], 4)).toBeUndefined();
    expect(ranksProblem([1, 2, 2, 4], 4)).toBeUndefined();
    expect(ranksProblem([1, 1, 2], 3)).toMatch(/not competition ranks/);
    expect(ranksProblem([2, 2], 2)).toMatch(/not competition ranks/);
    expect(ranksProblem([1], 2)).toMatch(/one per seat/);
    expect(ranksProblem([0, 1], 2)).toMatch(/from 1 to 2/);
  });

  it('reports the module from a playout that rejects a legal action', () => {
    const text = join(REPO_ROOT, 'examples/competition/games/nim/game.mjs');
    expect(text).toContain('nim');
    const g = loadGameSource(
      `export default { name: 'x', rulesVersion: '1', players: { min: 2, max: 2 }, kind: 'turn-based',
  maxTurns() { return 5; }, setup() { return 0; }, toMove(s) { return s < 2 ? [s % 2] : []; }, observe() { return {}; },
  legalActions() { return [1]; }, validate() { return { ok: false, reason: 'never' }; }, apply(s) { return s + 1; },
  result(s) { return s < 2 ? null : { ranks: [1, 2], reason: 'r' }; }, render() { return ''; } };`,
      'games/x/game.mjs',
    );
    const report = checkGame(g, { maxLineBytes: 1024, playouts: 1 });
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatch(/legalActions\(\) offered 1 to seat 0 but validate\(\) refused it: never/);
  });
});

describe('arena validate runs the kit on the games of the repository', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const repo = (fixture: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-games-'));
    made.push(dir);
    mkdirSync(join(dir, 'games', 'nim'), { recursive: true });
    copyFileSync(join(REPO_ROOT, FIXTURES, fixture, 'game.mjs'), join(dir, 'games', 'nim', 'game.mjs'));
    const text = readFileSync(join(dir, 'games', 'nim', 'game.mjs'), 'utf8').replace(`name: '${fixture}'`, "name: 'nim'");
    writeFileSync(join(dir, 'games', 'nim', 'game.mjs'), text);
    writeFileSync(join(dir, 'arena.yml'), 'games:\n  nim: { module: games/nim/game.mjs }\n');
    return dir;
  };

  it('a broken game is an error finding at its file:line, in every mode that validates', async () => {
    const dir = repo('clock');
    const r = await cli(['validate', '--root', dir]);
    expect(r.stdout).toMatch(
      /^games\/nim\/game\.mjs:31:\d+: error game-check: game nim: .*setup\(\) threw Error: the clock \(Date\) is not available/m,
    );
    expect(r.code).toBe(1);
  });

  it('--changed checks only the games a change touches', async () => {
    const dir = repo('never-ends');
    const untouched = await cli(['validate', '--root', dir, '--changed', '-'], { stdin: 'M\tREADME.md\n' });
    expect(untouched.stdout).not.toMatch(/game-check/);
    const touched = await cli(['validate', '--root', dir, '--changed', '-'], { stdin: 'M\tgames/nim/game.mjs\n' });
    expect(touched.stdout).toMatch(/games\/nim\/game\.mjs:1:1: error game-check: game nim: .*did not end within/);
    expect(touched.code).toBe(1);
  });

  it('a good game passes, and a broken one stops any mode that plays (loadArenaConfig)', async () => {
    const good = await cli(['validate', '--root', repo('nondeterministic').replace(/$/, '')]);
    expect(good.stdout).toMatch(/game-check: game nim: .*two playouts with the same seed/);
    const dir = mkdtempSync(join(tmpdir(), 'arena-games-'));
    made.push(dir);
    mkdirSync(join(dir, 'games', 'nim'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'examples/competition/games/nim/game.mjs'), join(dir, 'games', 'nim', 'game.mjs'));
    writeFileSync(join(dir, 'arena.yml'), 'games:\n  nim: { module: games/nim/game.mjs }\n');
    const ok = await cli(['validate', '--root', dir]);
    expect(ok.stdout).not.toMatch(/game-check/);
    expect(ok.code).toBe(0);
    symlinkSync('game.mjs', join(dir, 'games', 'nim', 'link.mjs'));
    writeFileSync(join(dir, 'arena.yml'), 'games:\n  nim: { module: games/nim/link.mjs }\n');
    const linked = await cli(['match', 'official/a', 'official/b', '--root', dir]);
    expect(linked.stderr).toMatch(/games\/nim\/link\.mjs: is a symbolic link/);
    expect(linked.code).toBe(2);
  });
});
