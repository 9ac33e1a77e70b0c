/// <reference lib="dom" />
// The leaderboard page (index.html next to LEADERBOARD.md) in a real browser: its tables hold,
// cell for cell, what the Markdown's tables hold, with the quarantine notes and the chart; a
// leaderboard with hostile text runs no script and asks for nothing over the network.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeLeaderboardFiles } from '../../src/adapters/facts-file.js';
import { buildLeaderboard, type Leaderboard } from '../../src/core/leaderboard/leaderboard.js';
import { renderLeaderboardMarkdown } from '../../src/core/leaderboard/markdown.js';
import { renderLeaderboardHtml } from '../../src/core/render/leaderboard-html.js';
import { startBrowser, watchedPage, type Browser } from '../helpers/browser.js';
import { checkPictures, picturesDir, settledScreenshot } from '../helpers/screenshots.js';
import type { ReplayShelf } from '../../src/core/publish/replays.js';
import { fact, series } from '../rating/helpers.js';

const R1 = '20250101T030000Z-00000001';
const R2 = '20250108T030000Z-00000002';
const MINIMAX: [string, string] = ['official/minimax', '1.0.0'];
const GREEDY: [string, string] = ['official/greedy', '1.0.0'];
const RANDOM: [string, string] = ['official/random', '1.0.0'];
const FLAKY: [string, string] = ['community/flaky', '0.1.0'];
const facts = [
  ...series(R1, MINIMAX, GREEDY, 6, (i) => (i === 0 ? 'draw' : 'a')),
  ...series(R1, GREEDY, RANDOM, 6, () => 'a'),
  ...series(R2, MINIMAX, RANDOM, 6, () => 'a'),
  ...Array.from({ length: 8 }, (_, i) =>
    fact(R2, 'connect-four:community.flaky:official.random', i, [FLAKY, RANDOM], [2, 1], [{ seat: 0, kind: 'crash' }]),
  ),
  ...series(R2, ['official/rock', '1.0.0'], ['official/counter', '1.0.0'], 4, () => 'b', 'rock-paper-scissors'),
];
const board = buildLeaderboard(facts, {
  anchors: ['official/random'],
  quarantine: { threshold: 0.5, window: 20, minGames: 6 },
  generatedAt: '2025-01-08T04:00:00.000Z',
});

let work: string;
let browser: Browser;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arena-board-page-'));
  browser = await startBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Undo sanitizeMarkdown for plain text: backslash escapes, the entities and the zero-width spaces. */
function unMarkdown(cell: string): string {
  return cell
    .replace(/\\(.)/g, '$1')
    .replace(/\u200b/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every game's table in the Markdown: game → rows of cells (the header row first). */
function markdownTables(md: string): Record<string, string[][]> {
  const tables: Record<string, string[][]> = {};
  let game = '';
  for (const line of md.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) game = unMarkdown(heading[1]!);
    else if (line.startsWith('|') && !/^\|[-:|]+\|$/.test(line)) {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => unMarkdown(c.trim()));
      (tables[game] ??= []).push(cells);
    }
  }
  return tables;
}

async function pageTables(file: string) {
  const { page, events } = await watchedPage(browser);
  await page.goto(pathToFileURL(file).href);
  const tables = await page.evaluate(() => {
    const out: Record<string, string[][]> = {};
    for (const section of Array.from(document.querySelectorAll('section.game'))) {
      const rows = Array.from(section.querySelectorAll('table.board tr'));
      out[section.getAttribute('data-game')!] = rows.map((r) =>
        Array.from(r.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
    }
    return out;
  });
  const quarantine = await page.locator('ul.quarantine li').allTextContents();
  const charts = await page.locator('.chart svg polyline').count();
  return { page, events, tables, quarantine, charts };
}

describe('the leaderboard page in Chromium', () => {
  it('holds exactly the data of LEADERBOARD.md: every table cell, the quarantine notes, the chart', async () => {
    const written = await writeLeaderboardFiles(work, board);
    expect(written.map((p) => p.slice(work.length + 1))).toContain('index.html');
    const md = readFileSync(join(work, 'LEADERBOARD.md'), 'utf8');
    const { page, events, tables, quarantine, charts } = await pageTables(join(work, 'index.html'));
    const expected = markdownTables(md);
    expect(Object.keys(expected)).toEqual(['connect-four', 'rock-paper-scissors']);
    expect(expected['connect-four']).toHaveLength(1 + board.games[0]!.entries.length);
    expect(tables).toEqual(expected);
    // the Markdown's quarantine lines, as the page's list items
    const mdNotes = md
      .split('\n')
      .filter((l) => l.startsWith('- ') && l.includes('To recover'))
      .map((l) => unMarkdown(l.slice(2)));
    expect(mdNotes).toHaveLength(1);
    expect(quarantine.map((q) => q.replace(/\s+/g, ' ').trim())).toEqual(mdNotes);
    expect(charts).toBeGreaterThan(0);
    // the page is made from fixed facts and time: the picture docs show is the one taken here
    const png = await settledScreenshot(page, { fullPage: true });
    writeFileSync(join(picturesDir(work), 'leaderboard-page.png'), png);
    checkPictures(new Map([['leaderboard-page.png', png]]));
    expect(events).toEqual([]);
    expect(browser.network).toEqual([]);
    expect(browser.refused).toEqual([]);
    await page.close();
  });

  it('a leaderboard with hostile names, versions and reasons runs no script and still matches the Markdown', async () => {
    const hostile = (s: string) =>
      `${s}<script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=1">|</svg><svg onload="window.__pwned=1">`;
    const evil: Leaderboard = structuredClone(board);
    evil.latestRotation = hostile('r');
    for (const g of evil.games) {
      g.game = hostile(g.game).slice(0, 64);
      for (const e of g.entries) {
        e.agent = hostile(e.agent).slice(0, 64);
        e.version = hostile('v').slice(0, 64);
        if (e.quarantine) e.quarantine = { ...e.quarantine, reason: hostile('reason'), recovery: hostile('javascript:window.__pwned=1') };
      }
      for (const h of g.history) for (const r of h.ratings) r.agent = hostile(r.agent).slice(0, 64);
    }
    const dir = join(work, 'evil');
    await writeLeaderboardFiles(dir, evil);
    // the replay list too: a game name is text from a PR's game module
    const shelf: ReplayShelf = {
      schema: 'arena.replays/v1',
      rotation: R2,
      entries: [
        {
          file: 'm.game-0001.html',
          game: hostile('g').slice(0, 64),
          match: 'm',
          index: 0,
          seats: ['community/flaky', 'official/random'],
          ranks: [2, 1],
          failures: [{ agent: 'community/flaky', kind: 'crash', turn: 3 }],
          bytes: 1,
        },
      ],
      omitted: { failing: 0, played: 0 },
    };
    writeFileSync(join(dir, 'index.html'), renderLeaderboardHtml(evil, shelf));
    const md = renderLeaderboardMarkdown(evil, { charts: true, replays: shelf });
    expect(md).toContain('- ❌ [g&lt;script&gt;');
    const { page, events, tables, quarantine } = await pageTables(join(dir, 'index.html'));
    expect(tables).toEqual(markdownTables(md));
    await expect(page.locator('section.replays li a').getAttribute('href')).resolves.toBe('replays/m.game-0001.html');
    await expect(page.locator('section.replays li a').textContent()).resolves.toBe(
      `${shelf.entries[0]!.game}: community/flaky vs official/random, game 1`,
    );
    expect(quarantine[0]).toContain('<script>window.__pwned=1</script>');
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(await page.locator('script, img, iframe').count()).toBe(0);
    expect(events).toEqual([]);
    expect(browser.network).toEqual([]);
    expect(browser.refused).toEqual([]);
    await page.close();
  });
});
