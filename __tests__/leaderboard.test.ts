import { describe, expect, it } from '@jest/globals';
import { buildLeaderboard, LeaderboardSchema, serializeLeaderboard } from '../src/core/leaderboard/leaderboard.js';
import { chartFileName, formatTrend, renderLeaderboardMarkdown, renderLeaderboardText } from '../src/core/leaderboard/markdown.js';
import { escapeXml, renderRatingsSvg } from '../src/core/leaderboard/svg.js';
import { fact, series } from './rating/helpers.js';

const R1 = '20250101T030000Z-00000001';
const R2 = '20250108T030000Z-00000002';
const MINIMAX: [string, string] = ['official/minimax', '1.0.0'];
const GREEDY: [string, string] = ['official/greedy', '1.0.0'];
const RANDOM: [string, string] = ['official/random', '1.0.0'];
const FLAKY: [string, string] = ['community/flaky', '0.1.0'];
const policy = { threshold: 0.5, window: 20, minGames: 6 };

const facts = [
  ...series(R1, MINIMAX, GREEDY, 6, (i) => (i === 0 ? 'draw' : 'a')),
  ...series(R1, GREEDY, RANDOM, 6, () => 'a'),
  ...series(R1, MINIMAX, RANDOM, 6, () => 'a'),
  ...series(R2, MINIMAX, RANDOM, 6, () => 'a'),
  ...Array.from({ length: 8 }, (_, i) =>
    fact(R2, 'connect-four:community.flaky:official.random', i, [FLAKY, RANDOM], [2, 1], [{ seat: 0, kind: 'crash' }]),
  ),
  ...series(R2, ['official/rock', '1.0.0'], ['official/counter', '1.0.0'], 4, () => 'b', 'rock-paper-scissors'),
];

describe('leaderboard', () => {
  const board = buildLeaderboard(facts, { anchors: ['official/random'], quarantine: policy, generatedAt: '2025-01-08T04:00:00.000Z' });

  it('ranks the latest version of each agent per game, with W/D/L, failure rate, trend, anchors and quarantine', () => {
    expect(board.schema).toBe('arena.leaderboard/v1');
    expect(board.latestRotation).toBe(R2);
    expect(board.rotations).toBe(2);
    expect(board.games.map((g) => g.game)).toEqual(['connect-four', 'rock-paper-scissors']);
    const c4 = board.games[0]!;
    expect(c4.entries.map((e) => e.agent)).toEqual(['official/minimax', 'official/greedy', 'official/random', 'community/flaky']);
    expect(c4.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    const [minimax, greedy, random, flaky] = c4.entries;
    expect([minimax!.games, minimax!.wins, minimax!.draws, minimax!.losses]).toEqual([18, 17, 1, 0]);
    expect(minimax!.trend).not.toBeNull();
    expect(greedy!.active).toBe(false);
    expect(greedy!.trend).toBe(0);
    expect(random!.anchor).toBe(true);
    expect(flaky!.trend).toBeNull(); // new since the previous rotation
    expect(flaky!.failureRate).toBe(1);
    expect(flaky!.quarantine?.reason).toMatch(/8 of its last 8 games ended in its own failure \(crash 8\)/);
    expect(flaky!.quarantine?.recovery).toMatch(/raise the version in its agent\.yml/);
    expect(c4.history.map((h) => h.rotation)).toEqual([R1, R2]);
    expect(board.games[1]!.rotations).toEqual([R2]);
  });

  it('serialises to a schema-valid, stable leaderboard.json', () => {
    const text = serializeLeaderboard(board);
    expect(LeaderboardSchema.parse(JSON.parse(text))).toEqual(board);
    expect(
      serializeLeaderboard(
        buildLeaderboard([...facts].reverse(), { anchors: ['official/random'], quarantine: policy, generatedAt: board.generatedAt! }),
      ),
    ).toBe(text);
  });

  it('renders LEADERBOARD.md: per game rank, agent, version, rating ±, games, W/D/L, failures, trend', () => {
    const md = renderLeaderboardMarkdown(board);
    expect(md).toContain('# Arena leaderboard');
    expect(md).toContain(`After rotation \`${R2}\` (2 rotations, ${facts.length} rated games).`);
    expect(md).toContain('## connect-four');
    expect(md).toContain('| # | agent | version | rating ± σ | games | W/D/L | failures | trend |');
    expect(md).toMatch(/\| 1 \| official\/minimax \| 1\.0\.0 \| -?[\d.−]+ ± [\d.]+ \| 18 \| 17\/1\/0 \| 0\.0% \| (▲|▼|=)/);
    expect(md).toMatch(/\| 4 \| community\/flaky ⛔ \| 0\.1\.0 \| .* \| 8 \| 0\/0\/8 \| 100\.0% \| new \|/);
    expect(md).toContain('official/greedy (idle)');
    expect(md).toContain('official/random ⚓');
    expect(md).toContain(`![connect-four ratings over rotations](${chartFileName('connect-four')})`);
    expect(md).toMatch(/\*\*Quarantined\*\*[\s\S]*community\/flaky 0\.1\.0: 8 of its last 8 games/);
    expect(renderLeaderboardText(board)).toMatch(/connect-four\n {2}# +agent +version/);
  });

  it('escapes every PR-supplied string in Markdown and SVG', () => {
    const evil = {
      ...board,
      games: [
        {
          ...board.games[0]!,
          game: 'x<script>',
          entries: board.games[0]!.entries.map((e) => ({ ...e, version: '1.0.0|<b>@admin</b>\u001b[31m' })),
        },
      ],
    };
    const md = renderLeaderboardMarkdown(evil);
    expect(md).not.toMatch(/<b>|<script>|@admin/);
    expect(md).not.toContain('\u001b');
    expect(md).toContain('&lt;b&gt;');
    const svg = renderRatingsSvg({
      ...board.games[0]!,
      game: 'a&b<"\'>',
      entries: [{ ...board.games[0]!.entries[0]!, agent: 'community/x' }],
      history: [],
    });
    expect(svg).toContain('a&amp;b&lt;&quot;&apos;&gt;');
    expect(escapeXml('\u0007<x>')).toBe('\\x07&lt;x&gt;');
  });

  it('renders an SVG line chart of ratings over rotations', () => {
    const svg = renderRatingsSvg(board.games[0]!);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect((svg.match(/<polyline /g) ?? []).length).toBe(3); // three agents played in both rotations
    expect(svg).toContain('2025-01-01');
    expect(svg).toContain('2025-01-08');
    expect(svg).not.toMatch(/<script|href=|NaN|Infinity/);
    const single = renderRatingsSvg(board.games[1]!);
    expect(single).toContain('<circle');
    expect(single).not.toMatch(/NaN|Infinity/);
  });

  it('formats trends and handles an empty board', () => {
    expect(formatTrend(null)).toBe('new');
    expect(formatTrend(0.01)).toBe('=');
    expect(formatTrend(1.26)).toBe('▲ +1.3');
    expect(formatTrend(-2)).toBe('▼ −2.0');
    const empty = buildLeaderboard([], { quarantine: policy });
    expect(empty.games).toEqual([]);
    expect(renderLeaderboardMarkdown(empty)).toContain('No rotation has been rated yet.');
  });
});
