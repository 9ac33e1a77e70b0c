// The provisional rating, rank and statistical stopping of a PR evaluation, end to end: a real
// test-merge checkout whose repository has a published leaderboard on its data branch (arena-data,
// as the rotation's publish writes it), `arena evaluate` in-process with stopping on as by default,
// and the leaderboard read as untrusted data (size, schema, symlinks, a PR's own `.arena-data/`).
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionLeaderboard, cliLeaderboard, readLeaderboardFile } from '../../src/adapters/leaderboard-source.js';
import { defaultConfig } from '../../src/core/config.js';
import { placeAgents, parseLeaderboardText, publishedBoard } from '../../src/core/evaluate/placement.js';
import { LEADERBOARD_SCHEMA_V1, serializeLeaderboard, type Leaderboard } from '../../src/core/leaderboard/leaderboard.js';
import { readResults, RESULTS_SCHEMA_V2, type AgentId, type MatchResult } from '../../src/core/results.js';
import { parse } from 'yaml';
import { parseConfig } from '../../src/core/config.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import { git, makePrCheckout, MAINTAINER, type PrCheckout } from './helpers.js';

let pr: PrCheckout | undefined;
const temps: string[] = [];
afterEach(() => {
  pr?.cleanup();
  pr = undefined;
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

const ARENA_YML = [
  '# stopping as by default; one game, one reference',
  'games:',
  '  connect-four:',
  '    time: {startupMs: 15000, turnMs: 1000, bankMs: 5000, matchMs: 300000}',
  'evaluation:',
  '  references: [official/random]',
  '',
].join('\n');

function entry(rank: number, agent: string, mu: number, sigma: number) {
  return {
    rank,
    agent,
    version: '1.0.0',
    mu,
    sigma,
    rating: Math.round((mu - 3 * sigma) * 1000) / 1000,
    games: 40,
    wins: 20,
    draws: 0,
    losses: 20,
    failures: 0,
    failureRate: 0,
    trend: null,
    anchor: false,
    active: true,
  };
}

/** A leaderboard as publish writes it: minimax on top, greedy's previous version, random last. */
function board(): Leaderboard {
  return {
    schema: LEADERBOARD_SCHEMA_V1,
    generatedAt: '2026-11-30T10:00:00.000Z',
    latestRotation: 'rotation-0042',
    rotations: 42,
    facts: 1200,
    anchors: [],
    quarantine: { threshold: 0.5, window: 20, minGames: 6 },
    games: [
      {
        game: 'connect-four',
        rotations: ['rotation-0042'],
        entries: [entry(1, 'official/minimax', 34, 1.2), entry(2, 'official/greedy', 27, 1.3), entry(3, 'official/random', 15, 1.1)],
        history: [],
      },
    ],
  };
}

/** Put leaderboard.json on an `arena-data` branch of `repo` (an orphan branch, as publish creates it). */
function publish(repo: string, text: string): void {
  const current = git(repo, ['rev-parse', 'HEAD']).trim();
  git(repo, ['checkout', '-q', '--orphan', 'arena-data']);
  git(repo, ['rm', '-rq', '--cached', '.']);
  // commit only the data file, from a clean index
  mkdirSync(join(repo, 'arena'), { recursive: true });
  writeFileSync(join(repo, 'arena', 'leaderboard.json'), text);
  git(repo, ['add', 'arena/leaderboard.json']);
  git(repo, ['commit', '-q', '-m', 'publish'], MAINTAINER);
  rmSync(join(repo, 'arena'), { recursive: true, force: true });
  git(repo, ['checkout', '-q', '-f', '--detach', current]);
  git(repo, ['clean', '-qfdx']);
}

function maintainerChange(repo: string): void {
  const dir = join(repo, 'agents', 'official', 'greedy');
  const manifest = join(dir, 'agent.yml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^version: .*$/m, 'version: 1.0.1'));
  writeFileSync(join(dir, 'NOTES.md'), 'tuned\n');
}

describe('arena evaluate: provisional rating, rank and stopping (end to end)', () => {
  it('rates the changed agent against the published leaderboard on the data branch, with its interval and rank, and says why the pairing stopped', async () => {
    pr = makePrCheckout({ depth: 0, arenaYml: ARENA_YML, author: MAINTAINER, change: maintainerChange });
    publish(pr.dir, serializeLeaderboard(board()));
    const r = await cli(['evaluate', '--root', pr.dir, '--json', '--author-association', 'OWNER']);
    expect(r.code).toBe(0);
    const results = readResults(r.stdout);
    expect(results.schema).toBe(RESULTS_SCHEMA_V2);
    const info = results.evaluation!;
    expect(info.stopping).toEqual({ alpha: 0.05, beta: 0.05, elo0: -200, elo1: 200, minPairs: 2, maxPairs: 16, budgetMinutes: 30 });
    expect(info.leaderboard).toEqual({ latestRotation: 'rotation-0042', generatedAt: '2026-11-30T10:00:00.000Z' });

    // stopping: a decision (or the maximum), never before minPairs, pairs made of the match's games
    expect(info.pairings).toHaveLength(1);
    const pairing = info.pairings[0]!;
    const match = results.matches[0]!;
    expect(pairing).toMatchObject({ agent: 'official/greedy', reference: 'official/random', game: 'connect-four', match: match.id });
    expect(pairing.pairs).toBeGreaterThanOrEqual(2);
    expect(pairing.pairs).toBeLessThanOrEqual(16);
    expect(match.games).toHaveLength(2 * pairing.pairs);
    expect(pairing.pentanomial.reduce((a, b) => a + b, 0)).toBe(pairing.pairs);
    expect(['stronger', 'weaker', 'max-pairs']).toContain(pairing.stop);
    if (pairing.stop !== 'max-pairs') expect(pairing.pairs).toBeLessThan(16);
    expect(pairing.message).toMatch(/^(decided after \d+ pairs: (stronger|weaker)|undecided after the maximum of 16 pairs)/);

    // placement: from greedy's previous mu, the reference held at its published rating
    expect(info.placements).toHaveLength(1);
    const p = info.placements[0]!;
    expect(p).toMatchObject({ agent: 'official/greedy', game: 'connect-four', games: match.games.length, of: 2 });
    expect(p.rating).toBeCloseTo(p.mu - 3 * p.sigma, 2);
    expect(p.low).toBeCloseTo(p.mu - 2 * p.sigma, 2);
    expect(p.high).toBeCloseTo(p.mu + 2 * p.sigma, 2);
    // the same numbers from the pure function over the document's own matches
    const again = placeAgents(['official/greedy'], results.matches, publishedBoard(board()));
    expect(again.placements).toEqual(info.placements);
    const others = [board().games[0]!.entries[0]!, board().games[0]!.entries[2]!];
    expect(p.rank).toBe(1 + others.filter((e) => e.rating > p.rating).length);

    // every output says it: the text on stderr (unverified: the CLI is not a maintainer run)
    expect(r.stderr).toContain('provisional rating and rank (unverified');
    expect(r.stderr).toMatch(/official\/greedy in connect-four: rating -?\d+\.\d \(mu \d+\.\d ± \d+\.\d, \d+ games\) — rank \d of 3 now/);
    expect(r.stderr).toContain(`official/greedy vs official/random (connect-four): ${pairing.message}`);
  });

  it('without a published leaderboard: W/D/L only, and a note that there is none yet', async () => {
    pr = makePrCheckout({ depth: 0, arenaYml: ARENA_YML, author: MAINTAINER, change: maintainerChange });
    const r = await cli(['evaluate', '--root', pr.dir, '--json', '--author-association', 'OWNER']);
    expect(r.code).toBe(0);
    const info = readResults(r.stdout).evaluation!;
    expect(info.leaderboard).toBeNull();
    expect(info.placements).toEqual([]);
    expect(info.notes).toEqual([
      'no published leaderboard yet (nothing at arena/leaderboard.json on the data branch arena-data): a rotation publishes one',
    ]);
    expect(info.pairings).toHaveLength(1);
    expect(r.stderr).toContain('no published leaderboard yet');
    expect(r.stderr).toMatch(/official\/random\s+connect-four\s+\d+\s+\d+\s+\d+\s+\d+/);
  });
});

describe('the published leaderboard is untrusted data', () => {
  const config = defaultConfig();
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-lb-'));
    temps.push(dir);
    return dir;
  };

  it('the action reads only a real data checkout: a pull request’s own .arena-data/ folder (no .git) is not read', async () => {
    const workspace = temp();
    mkdirSync(join(workspace, '.arena-data', 'arena'), { recursive: true });
    writeFileSync(join(workspace, '.arena-data', 'arena', 'leaderboard.json'), serializeLeaderboard(board()));
    expect((await actionLeaderboard(workspace, config)).kind).toBe('none');
    mkdirSync(join(workspace, '.arena-data', '.git'));
    const found = await actionLeaderboard(workspace, config);
    expect(found.kind).toBe('found');
    expect(found.kind === 'found' && found.source).toBe('arena-data:arena/leaderboard.json');
  });

  it('refuses a symlink, an oversized file, bad JSON, a schema mismatch and hostile numbers, with a note each', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'secret'), 'x');
    symlinkSync(join(dir, 'secret'), join(dir, 'link.json'));
    expect(await readLeaderboardFile(join(dir, 'link.json'), 'link.json')).toEqual({
      kind: 'none',
      note: 'link.json is not a regular file, so it was not read',
    });
    writeFileSync(join(dir, 'big.json'), Buffer.alloc(16 * 1024 * 1024 + 1, 32));
    expect(await readLeaderboardFile(join(dir, 'big.json'), 'big.json')).toMatchObject({
      kind: 'none',
      note: expect.stringMatching(/larger than/),
    });
    expect(parseLeaderboardText('{nope', 'x')).toMatchObject({ note: expect.stringMatching(/not JSON/) });
    const extra = { ...board(), injected: true };
    expect(parseLeaderboardText(JSON.stringify(extra), 'x')).toMatchObject({
      note: expect.stringMatching(/does not match arena\.leaderboard\/v1/),
    });
    const tooMany = board();
    tooMany.games[0]!.entries = Array.from({ length: 10_001 }, (_, i) => entry(i + 1, `community/a${i}`, 25, 8));
    expect(parseLeaderboardText(JSON.stringify(tooMany), 'x')).toMatchObject({ note: expect.stringMatching(/more games or entries/) });
    const negative = board();
    negative.games[0]!.entries[0]!.sigma = -1;
    expect(parseLeaderboardText(JSON.stringify(negative), 'x')).toMatchObject({ note: expect.stringMatching(/not a finite number/) });
    // terminal escapes in the label are neutralised
    expect(
      parseLeaderboardText('{', 'a\u001b[31mb').kind === 'none' && JSON.stringify(parseLeaderboardText('{', 'a\u001b[31mb')),
    ).not.toContain('\u001b');
  });

  it('the CLI takes --leaderboard FILE before the data branch', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'lb.json'), serializeLeaderboard(board()));
    const found = await cliLeaderboard(dir, config, join(dir, 'lb.json'));
    expect(found.kind).toBe('found');
    expect((await cliLeaderboard(dir, config)).kind).toBe('none');
  });
});

describe('placeAgents', () => {
  const game = (index: number, seats: string[], ranks: number[]) => ({
    index,
    seed: 1,
    seats: seats as AgentId[],
    ranks,
    failures: [],
    turns: 10,
    durationMs: 1,
    reason: 'four in a row',
  });
  const match = (games: ReturnType<typeof game>[]): MatchResult => ({
    id: 'm',
    game: 'connect-four',
    agents: ['community/new', 'official/random'] as AgentId[],
    seed: 1,
    games,
    summary: {},
  });

  it('more wins against the same reference never lower the rating; a reference not on the board does not count', () => {
    const lb = publishedBoard(board());
    const wins = (n: number) =>
      placeAgents(
        ['community/new'],
        [
          match(
            Array.from({ length: 6 }, (_, i) =>
              game(
                i,
                i % 2 ? ['official/random', 'community/new'] : ['community/new', 'official/random'],
                i < n ? (i % 2 ? [2, 1] : [1, 2]) : i % 2 ? [1, 2] : [2, 1],
              ),
            ),
          ),
        ],
        lb,
      ).placements[0]!;
    for (let n = 0; n < 6; n++) expect(wins(n + 1).mu).toBeGreaterThan(wins(n).mu);
    expect(wins(6).rank).toBeLessThanOrEqual(wins(0).rank);
    const unknown = placeAgents(
      ['community/new'],
      [{ ...match([game(0, ['community/new', 'official/ghost'], [1, 2])]), agents: ['community/new', 'official/ghost'] as AgentId[] }],
      lb,
    );
    expect(unknown.placements).toEqual([]);
    expect(unknown.notes).toEqual([
      'community/new: official/ghost is not on the connect-four leaderboard, so its games do not count towards the rating',
    ]);
  });
});

describe('the workflows and arena.yml agree on where the leaderboard is', () => {
  it("arena-pr.yml and arena-maintainer.yml check out this repository's rotation.publish branch and leaderboard path into .arena-data", () => {
    const config = parseConfig(readFileSync(join(REPO_ROOT, 'arena.yml'), 'utf8'));
    for (const [file, job] of [
      ['arena-pr.yml', 'evaluate'],
      ['arena-maintainer.yml', 'maintainer-evaluate'],
    ] as const) {
      const wf = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', file), 'utf8'));
      const data = (wf.jobs[job].steps as Array<{ uses?: string; with?: Record<string, unknown> }>).filter(
        (s) => s.uses?.startsWith('actions/checkout@') && s.with?.ref,
      );
      expect(data.map((s) => s.with)).toEqual([
        {
          ref: config.rotation.publish.branch,
          path: '.arena-data',
          'persist-credentials': false,
          'sparse-checkout': `${config.rotation.publish.path}/leaderboard.json`,
          'sparse-checkout-cone-mode': false,
        },
      ]);
    }
  });
});
