// `arena match` end to end (in-process CLI, real agent processes): the results document, --out
// files, progress lines, determinism of replays, and the usage errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readResults } from '../src/core/results.js';
import { cli, REPO_ROOT } from './helpers/cli.js';
import { FIXTURES } from './match-helpers.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-match-cli-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else out.push(relative(dir, join(d, e.name)));
    }
  };
  walk(dir);
  return out.sort();
}

describe('arena match', () => {
  it('plays official agents by id, prints one results document, writes results, replays and logs', async () => {
    const out = join(work, 'c4');
    const run = await cli([
      'match',
      'official/minimax',
      'official/random',
      '--root',
      REPO_ROOT,
      '--games',
      '2',
      '--seed',
      '11',
      '--json',
      '--out',
      out,
    ]);
    expect(run.stderr).toContain('game 1/2 (seed 11)');
    expect(run.stderr).toContain('game 2/2 (seed 11)');
    expect(run.code).toBe(0);
    const results = readResults(run.stdout);
    expect(results.run.mode).toBe('match');
    expect(results.ratings).toEqual([]);
    expect(results.verdict.conclusion).toBe('success');
    expect(results.agents.map((a) => a.id)).toEqual(['official/minimax', 'official/random']);
    for (const a of results.agents) {
      expect(a.status).toBe('ok');
      expect(a.treeHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
    expect(results.matches).toHaveLength(1);
    const match = results.matches[0]!;
    expect(match.game).toBe('connect-four');
    expect(match.seed).toBe(11);
    expect(match.games.map((g) => g.seats)).toEqual([
      ['official/minimax', 'official/random'],
      ['official/random', 'official/minimax'],
    ]);
    expect(match.summary['official/minimax']!.wins).toBe(2);
    // the file on disk is the same document
    expect(readFileSync(join(out, 'arena-results.json'), 'utf8')).toBe(run.stdout);
    const files = listFiles(out);
    expect(files).toEqual(
      [
        'arena-results.json',
        `logs/${match.id}/official-minimax.log`,
        `logs/${match.id}/official-random.log`,
        `replays/${match.id}/game-0001.html`,
        `replays/${match.id}/game-0001.json`,
        `replays/${match.id}/game-0001.timing.json`,
        `replays/${match.id}/game-0002.html`,
        `replays/${match.id}/game-0002.json`,
        `replays/${match.id}/game-0002.timing.json`,
      ].sort(),
    );
    expect(match.games[0]!.replay).toBe(`replays/${match.id}/game-0001.json`);
    // the viewer page beside it shows the same game
    expect(readFileSync(join(out, `replays/${match.id}/game-0001.html`), 'utf8')).toContain(
      '<title>connect-four · game 1 of 2 · official/minimax vs official/random</title>',
    );
    const replay = JSON.parse(readFileSync(join(out, match.games[1]!.replay!), 'utf8'));
    expect(replay.repro).toBe('arena match official/random official/minimax --game connect-four --games 1 --seed 11');
    expect(replay.seats.map((s: { treeHash: string }) => s.treeHash)).toEqual([results.agents[1]!.treeHash, results.agents[0]!.treeHash]);

    // the replay renders
    const shown = await cli(['replay', join(out, match.games[0]!.replay!)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('seat 0: official/minimax 1.0.0 (process)');
    expect(shown.stdout).toContain('turn 1: seat 0 (official/minimax) plays 3');
    expect(shown.stdout).toMatch(/result: seat 0 \(official\/minimax\) wins \(four-in-a-row\)/);
  }, 120_000);

  it('the repro command of a seat-swapped game reproduces its observations, actions and result', async () => {
    const a = join(work, 'pair');
    const b = join(work, 'single');
    const first = await cli([
      'match',
      'official/counter',
      'official/rps-random',
      '--root',
      REPO_ROOT,
      '--games',
      '4',
      '--seed',
      '5',
      '--out',
      a,
    ]);
    expect(first.code).toBe(0);
    const matchA = readResults(readFileSync(join(a, 'arena-results.json'), 'utf8')).matches[0]!;
    const game4 = matchA.games[3]!; // pair 1, seats swapped
    const replay4 = readFileSync(join(a, game4.replay!), 'utf8');
    const repro = (JSON.parse(replay4) as { repro: string }).repro;
    expect(repro).toBe(`arena match official/rps-random official/counter --game rock-paper-scissors --games 1 --seed ${game4.seed}`);
    const argv = repro.split(' ').slice(1);
    const second = await cli([...argv, '--root', REPO_ROOT, '--out', b]);
    expect(second.code).toBe(0);
    const matchB = readResults(readFileSync(join(b, 'arena-results.json'), 'utf8')).matches[0]!;
    const single = JSON.parse(readFileSync(join(b, matchB.games[0]!.replay!), 'utf8'));
    const original = JSON.parse(replay4);
    // same game: seeds, seats, every observation and action, the result
    expect(single.turns).toEqual(original.turns);
    expect(single.seats).toEqual(original.seats);
    expect(single.result).toEqual(original.result);
    expect(single.seed).toBe(original.seed);
    // human output: a table
    expect(first.stdout).toMatch(/official\/counter\s+\d+\s+\d+\s+\d+\s+-/);
  }, 120_000);

  it('agent folders by path are local agents; an ambiguous game needs --game', async () => {
    const honest = join(FIXTURES, 'honest');
    const illegal = join(FIXTURES, 'illegal-move');
    const ambiguous = await cli(['match', honest, illegal, '--games', '1']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain('both agents play connect-four and rock-paper-scissors; choose one');
    const run = await cli(['match', honest, illegal, '--game', 'connect-four', '--games', '2', '--seed', '3', '--json']);
    expect(run.code).toBe(0);
    const results = readResults(run.stdout);
    expect(results.agents.map((a) => [a.id, a.tier, a.path])).toEqual([
      ['local/honest', 'local', honest],
      ['local/illegal-move', 'local', illegal],
    ]);
    expect(results.matches[0]!.summary['local/illegal-move']).toEqual({ wins: 0, draws: 0, losses: 2, failures: { 'invalid-action': 2 } });
  }, 60_000);

  it('usage and configuration errors exit 2 with a clear message', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['match', 'official/minimax'], /expected 2–8 argument/],
      [['match', 'official/nope', 'official/minimax', '--root', REPO_ROOT], /no agent official\/nope/],
      [['match', 'official/minimax', 'official/rock', '--root', REPO_ROOT], /have no game in common/],
      [['match', 'official/minimax', 'official/random', '--root', REPO_ROOT, '--game', 'chess'], /unknown game "chess"/],
      [['match', 'official/minimax', 'official/random', '--root', REPO_ROOT, '--games', '0'], /--games must be a whole number/],
      [['match', 'official/minimax', 'official/random', '--root', REPO_ROOT, '--seed', '-1'], /seed/],
      [
        ['match', 'official/minimax', 'official/random', '--root', REPO_ROOT, '--game', 'rock-paper-scissors'],
        /does not play rock-paper-scissors/,
      ],
      [['match', './no/such/folder', 'official/random', '--root', REPO_ROOT], /neither an agent id/],
    ];
    for (const [argv, message] of cases) {
      const run = await cli(argv);
      expect({ argv, code: run.code }).toEqual({ argv, code: 2 });
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
  });

  it('refuses a community agent with a command entrypoint', async () => {
    const root = join(work, 'repo');
    const agent = (tier: string, name: string, entrypoint: string) => {
      const dir = join(root, 'agents', tier, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'agent.yml'), `name: ${name}\nversion: 1.0.0\ngames: [rock-paper-scissors]\nentrypoint:\n${entrypoint}`);
      return dir;
    };
    agent('community', 'sneaky', '  type: command\n  command: [node, agent.mjs]\n');
    mkdirSync(join(root, 'agents', 'official', 'rock'), { recursive: true });
    for (const f of ['agent.yml', 'agent.mjs']) {
      writeFileSync(join(root, 'agents', 'official', 'rock', f), readFileSync(join(REPO_ROOT, 'agents', 'official', 'rock', f)));
    }
    const sneaky = await cli(['match', 'community/sneaky', 'official/rock', '--root', root]);
    expect(sneaky.code).toBe(2);
    expect(sneaky.stderr).toContain('community/sneaky is not a valid agent (rejected)');
    expect(sneaky.stderr).toContain('community-command-entrypoint');
    expect(existsSync(join(root, 'arena-results.json'))).toBe(false);
  });
});
