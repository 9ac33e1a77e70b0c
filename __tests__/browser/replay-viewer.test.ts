/// <reference lib="dom" />
// The replay viewer in a real browser (Debian's Chromium, headless, offline, every non-file://
// request refused): real games played by real agent processes, written by writeMatchFiles and by
// `arena replay FILE --html OUT`, opened from disk. Steps to a turn and checks the board drawn
// against the replay's own record, the failure marked on its turn with the agent's stderr, and
// that hostile replays run no script. The pictures docs/writing-an-agent.md shows are taken here from
// the same games with steady times, and checked against docs/images (helpers/screenshots.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { viewerPath, writeMatchFiles } from '../../src/adapters/replay-files.js';
import { rockPaperScissors } from '../../src/core/games/rock-paper-scissors.js';
import type { AnyGameModule } from '../../src/core/games/registry.js';
import { runMatch, type MatchSpec } from '../../src/core/match/run-match.js';
import { renderReplayHtml } from '../../src/core/render/replay-html.js';
import { parseReplay, parseReplayTiming, type Replay, type ReplayTiming } from '../../src/core/replay.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import { startBrowser, watchedPage, type Browser } from '../helpers/browser.js';
import { checkPictures, picturesDir, samePicture, settledScreenshot } from '../helpers/screenshots.js';
import type { Page } from 'playwright-core';
import { fixture, matchSpec, official, RecordingRunner } from '../match-helpers.js';

const GENEROUS = { startupMs: 20_000, turnMs: 5_000, bankMs: 20_000 };

let work: string;
let shots: string;
let browser: Browser;
/** replay file (absolute) of each game, by name */
const games = new Map<string, string>();

async function playInto(name: string, make: (r: RecordingRunner) => MatchSpec): Promise<void> {
  const runner = new RecordingRunner();
  try {
    const spec = make(runner);
    const outcome = await runMatch(spec);
    const out = join(work, name);
    const result = await writeMatchFiles(out, spec, outcome);
    games.set(name, join(out, result.games[0]!.replay!));
  } finally {
    await runner.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arena-viewer-test-'));
  shots = picturesDir(join(work, 'screenshots'));
  await playInto('c4', (r) =>
    matchSpec('connect-four', [official('minimax', r), official('greedy', r)], { games: 1, seed: 11, time: GENEROUS }),
  );
  await playInto('c4-crash', (r) =>
    matchSpec('connect-four', [fixture('crash-mid-game', r), official('greedy', r)], { games: 1, seed: 12, time: GENEROUS }),
  );
  await playInto('rps-crash', (r) =>
    matchSpec('rock-paper-scissors', [official('rps-random', r), fixture('crash-mid-game', r)], {
      games: 1,
      seed: 13,
      config: { rounds: 5 },
      time: GENEROUS,
    }),
  );
  await playInto('cycles', (r) =>
    matchSpec('light-cycles', [official('cycles-greedy', r), official('cycles-random', r), official('cycles-search', r)], {
      games: 1,
      seed: 14,
      config: { width: 10, height: 9, obstacles: 6 },
      time: GENEROUS,
    }),
  );
  browser = await startBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

function replayOf(name: string): Replay {
  return parseReplay(readFileSync(games.get(name)!, 'utf8'));
}

async function open(file: string) {
  const watch = await watchedPage(browser);
  await watch.page.goto(pathToFileURL(file).href);
  return watch;
}

/** the board the replay records as seat `seat`'s observation on `turn` (the board after turn - 1) */
function recordedBoard(replay: Replay, turn: number): number[][] {
  const frame = replay.turns.find((t) => t.turn === turn)!;
  return (frame.observation as { board: number[][] }).board;
}

describe('the replay viewer in Chromium', () => {
  it('steps a connect-four game to a turn and draws the board the replay records', async () => {
    const replay = replayOf('c4');
    const last = replay.result.turns;
    expect(last).toBeGreaterThan(8);
    const { page, events } = await open(viewerPath(games.get('c4')!));
    await expect(page.locator('#turn-label').textContent()).resolves.toBe('start');
    for (let i = 0; i < 7; i++) await page.click('#next');
    await expect(page.locator('#turn-label').textContent()).resolves.toBe(`turn 7 of ${last}`);
    const visible = page.locator('section.frame:not([hidden])');
    await expect(visible.getAttribute('data-turn')).resolves.toBe('7');
    const cells = await visible
      .locator('svg.board circle')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-cell'), Number(e.getAttribute('data-mark'))] as const));
    const board = recordedBoard(replay, 8);
    expect(cells).toHaveLength(42);
    for (const [at, mark] of cells) {
      const [r, c] = at!.split(',').map(Number);
      expect(mark).toBe(board[r!]![c!]);
    }
    expect(cells.filter(([, m]) => m !== 0)).toHaveLength(7);
    // each seat's action on that turn, with its time against the budget from the timing file
    await expect(visible.locator('table.moves code.action').textContent()).resolves.toBe(
      JSON.stringify(replay.turns.find((t) => t.turn === 7)!.action),
    );
    await expect(visible.locator('.time').textContent()).resolves.toMatch(/^\d[\d ]* ms of 5 000 ms$/);
    // the slider and the last button reach the end; keys step back
    await page.click('#last');
    await expect(page.locator('#turn-label').textContent()).resolves.toBe(`turn ${last} of ${last}`);
    await page.keyboard.press('ArrowLeft');
    await expect(visible.getAttribute('data-turn')).resolves.toBe(String(last - 1));
    await page.locator('#turn-slider').fill('3');
    await expect(visible.getAttribute('data-turn')).resolves.toBe('3');
    expect(events).toEqual([]);
    await page.close();
  });

  it('plays through to the end and pauses there', async () => {
    const replay = replayOf('c4');
    const { page } = await open(viewerPath(games.get('c4')!));
    await page.selectOption('#speed', '50');
    await page.click('#play');
    await expect(page.locator('#play').textContent()).resolves.toBe('pause');
    await page.waitForFunction((n) => document.body.getAttribute('data-frame') === String(n), replay.result.turns, { timeout: 20_000 });
    await expect(page.locator('#play').textContent()).resolves.toBe('play');
    await page.close();
  });

  it('marks a failure on the turn it happened, with the agent stderr of that game', async () => {
    const replay = replayOf('c4-crash');
    expect(replay.failures).toEqual([expect.objectContaining({ seat: 0, kind: 'crash', turn: 3 })]);
    const { page, events } = await open(viewerPath(games.get('c4-crash')!));
    expect(await page.locator('.failure:visible').count()).toBe(0);
    // the failure index jumps to the turn
    await page.click('.failures-index button');
    const visible = page.locator('section.frame:not([hidden])');
    await expect(visible.getAttribute('data-turn')).resolves.toBe('3');
    await expect(page.locator('#turn-note').textContent()).resolves.toBe('failure: seat 0 (local/crash-mid-game) crash');
    await expect(visible.locator('.failure h3').textContent()).resolves.toBe('failure: seat 0 (local/crash-mid-game) crash on turn 3');
    await expect(visible.locator('.failure pre.stderr').textContent()).resolves.toContain('boom: crash-mid-game fails on turn 3');
    await expect(visible.locator('code.action').textContent()).resolves.toBe('(no action)');
    // the board is the one the crashing seat was shown
    const marks = await visible.locator('svg.board circle').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-mark'))));
    expect(marks).toEqual(recordedBoard(replay, 3).flat());
    expect(events).toEqual([]);
    await page.close();
  });

  it('shows a rock-paper-scissors game by rounds, with the failing round and #turn-N links', async () => {
    const replay = replayOf('rps-crash');
    const { page } = await open(`${viewerPath(games.get('rps-crash')!)}`);
    await page.goto(`${pathToFileURL(viewerPath(games.get('rps-crash')!)).href}#turn-2`);
    await page.reload();
    const visible = page.locator('section.frame:not([hidden])');
    await expect(visible.getAttribute('data-turn')).resolves.toBe('2');
    const history = (replay.turns.find((t) => t.turn === 3 && t.seat === 0)!.observation as { history: string[][] }).history;
    const shown = await visible
      .locator('.rps tbody tr')
      .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('[data-move]')).map((m) => m.getAttribute('data-move'))));
    expect(shown).toEqual(history);
    await page.click('#next');
    await expect(visible.locator('.failure h3').textContent()).resolves.toBe('failure: seat 1 (local/crash-mid-game) crash on turn 3');
    await expect(visible.locator('pre.stderr').textContent()).resolves.toContain('boom');
    await page.close();
  });
});

describe('the light-cycles picture in Chromium', () => {
  it("steps to a turn and draws the grid and every cycle's head the agents were shown next, crashed ones marked", async () => {
    const replay = replayOf('cycles');
    type Seen = { grid: string[]; heads: number[][]; alive: boolean[] };
    // the turn a cycle first crashed on while the others rode on: its grid, heads and crash are on
    // record as the observation of the turn after it (the seeded agents play the same game each run)
    const after = replay.turns.find((t) => (t.observation as Seen).alive.includes(false))!;
    expect(after).toBeDefined();
    const turn = after.turn - 1;
    expect(turn).toBeGreaterThan(2);
    const next = after.observation as Seen;
    const { page, events } = await open(viewerPath(games.get('cycles')!));
    for (let i = 0; i < turn; i++) await page.click('#next');
    const visible = page.locator('section.frame:not([hidden])');
    await expect(visible.getAttribute('data-turn')).resolves.toBe(String(turn));
    const board = visible.locator('svg.board.light-cycles');
    await expect(board.getAttribute('aria-label')).resolves.toBe(`light-cycles grid, 10 by 9, after turn ${turn}`);
    const cells = await board
      .locator('rect[data-cell]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-cell')!, Number(e.getAttribute('data-mark'))] as const));
    expect(cells).toHaveLength(90);
    const glyph = (mark: number) => (mark === 0 ? '.' : mark === 9 ? '#' : String(mark - 1));
    for (const [at, mark] of cells) {
      const [x, y] = at.split(',').map(Number);
      expect(glyph(mark)).toBe(next.grid[y!]![x!]);
    }
    const heads = await board.locator('g.head').evaluateAll((els) =>
      els.map((e) => ({
        seat: Number(e.getAttribute('data-head')),
        at: e.getAttribute('data-at')!.split(',').map(Number),
        crashed: e.classList.contains('crashed'),
        crossed: e.querySelector('path.crash') !== null,
        colour: getComputedStyle(e.querySelector('circle')!).fill,
      })),
    );
    expect(heads.map(({ seat, at, crashed, crossed }) => ({ seat, at, crashed, crossed }))).toEqual(
      next.heads.map((at, seat) => ({ seat, at, crashed: !next.alive[seat], crossed: !next.alive[seat] })),
    );
    // a colour per seat, as in the seat list
    expect(new Set(heads.map((h) => h.colour)).size).toBe(3);
    expect(events).toEqual([]);
    expect(browser.network).toEqual([]);
    expect(browser.refused).toEqual([]);
    await page.close();
  });
});

/**
 * A picture's page: the same replay with steady times in place of the measured ones (which differ
 * every run), so a re-run draws the same picture; everything else is the game as played.
 */
function steadyPage(name: string): string {
  const file = games.get(name)!;
  const replay = parseReplay(readFileSync(file, 'utf8'));
  const timing = steadyTiming(parseReplayTiming(readFileSync(file.replace(/\.json$/, '.timing.json'), 'utf8')), replay.time.turnMs);
  const out = file.replace(/\.json$/, '.steady.html');
  writeFileSync(out, renderReplayHtml({ replay, timing, source: relative(join(work, name), file) }));
  return out;
}

/** Measured times replaced by ones made from the turn and seat alone (all within the turn time). */
function steadyTiming(timing: ReplayTiming, turnMs: number): ReplayTiming {
  const turns = timing.turns.map((t) => ({ ...t, ms: Math.min(turnMs, 40 + ((t.turn * 7 + t.seat * 13) % 23) * 9), bankMs: t.bankMs }));
  const bank = new Map<number, number>();
  for (const t of timing.turns) if (!bank.has(t.seat)) bank.set(t.seat, t.bankMs + Math.max(0, t.ms - turnMs));
  return {
    ...timing,
    durationMs: 1000 + turns.reduce((sum, t) => sum + t.ms, 0),
    startupMs: timing.startupMs.map((ms, seat) => (ms === null ? null : 180 + 20 * seat)),
    turns: turns.map((t) => ({ ...t, bankMs: bank.get(t.seat) ?? t.bankMs })),
  };
}

/** Move the slider to a turn and wait until the page shows that turn's frame. */
async function showTurn(page: Page, turn: number): Promise<void> {
  await page.locator('#turn-slider').fill(String(turn));
  await page.locator(`section.frame[data-turn="${turn}"]:not([hidden])`).waitFor({ state: 'visible' });
}

async function picture(name: string, file: string, steps: (page: Page) => Promise<void>, fullPage = false): Promise<Buffer> {
  const { page, events } = await open(file);
  await steps(page);
  const png = await settledScreenshot(page, { fullPage });
  expect(events).toEqual([]);
  await page.close();
  writeFileSync(join(shots, name), png);
  return png;
}

describe('the pictures in the docs', () => {
  const made = new Map<string, Buffer>();

  it('are drawn from steady pages: the same game played again gives a byte-identical page', async () => {
    // the connect-four game once more: other measured times, the same steady page
    const first = readFileSync(steadyPage('c4'), 'utf8');
    await playInto('c4-again', (r) =>
      matchSpec('connect-four', [official('minimax', r), official('greedy', r)], { games: 1, seed: 11, time: GENEROUS }),
    );
    const measured = (n: string) => readFileSync(games.get(n)!.replace(/\.json$/, '.timing.json'), 'utf8');
    expect(measured('c4-again')).not.toBe(measured('c4'));
    expect(readFileSync(steadyPage('c4-again'), 'utf8')).toBe(first);
  });

  it('are the ones these tests take (docs/images; UPDATE_SCREENSHOTS=1 writes them)', async () => {
    made.set(
      'viewer-connect-four.png',
      await picture('viewer-connect-four.png', steadyPage('c4'), async (page) => {
        await showTurn(page, 3);
      }),
    );
    made.set(
      'viewer-failure.png',
      await picture(
        'viewer-failure.png',
        steadyPage('c4-crash'),
        async (page) => {
          await page.click('.failures-index button');
        },
        true,
      ),
    );
    const cycles = replayOf('cycles');
    const crashed = cycles.turns.find((t) => (t.observation as { alive: boolean[] }).alive.includes(false))!.turn - 1;
    made.set(
      'viewer-light-cycles.png',
      await picture('viewer-light-cycles.png', steadyPage('cycles'), async (page) => {
        await showTurn(page, crashed);
      }),
    );
    // the same page again, in the same browser: the same picture (to within antialiasing)
    const twice = await picture('viewer-connect-four.again.png', steadyPage('c4'), async (page) => {
      await showTurn(page, 3);
    });
    expect(samePicture(twice, made.get('viewer-connect-four.png')!)).toBe(true);
    rmSync(join(shots, 'viewer-connect-four.again.png'));

    const doc = readFileSync(join(REPO_ROOT, 'docs', 'writing-an-agent.md'), 'utf8');
    for (const name of made.keys()) expect(doc).toContain(`](images/${name})`);
    checkPictures(made);
  });
});

const PWN = 'window.__pwned = (window.__pwned || 0) + 1';
const HOSTILE = [
  `<script>${PWN}</script>`,
  `"><img src=x onerror="${PWN}">`,
  `</script><script>${PWN}</script><!--`,
  `javascript:${PWN}`,
  `' onmouseover='${PWN}' \u2028\u2029 <svg onload="${PWN}">`,
].join(' ');

describe('hostile replays run no script in the viewer', () => {
  it('escapes every string from the replay, its timing file and the observations (generic view of an unknown game)', async () => {
    const source = games.get('rps-crash')!;
    const raw = JSON.parse(readFileSync(source, 'utf8')) as Replay;
    raw.game = `x</script><script>${PWN}</script>`.slice(0, 64);
    raw.rulesVersion = '"><b>'.slice(0, 32);
    raw.seats = raw.seats.map((s) => ({ ...s, version: HOSTILE.slice(0, 64) }));
    raw.match = { ...raw.match, id: HOSTILE.slice(0, 128) };
    raw.repro = HOSTILE;
    raw.result = { ...raw.result, reason: HOSTILE.slice(0, 256) };
    raw.failures = raw.failures.map((f) => ({ ...f, message: HOSTILE }));
    raw.turns = raw.turns.map((t) => ({ ...t, observation: { text: HOSTILE, [HOSTILE]: [HOSTILE] }, action: HOSTILE }));
    const file = join(work, 'hostile.json');
    writeFileSync(file, JSON.stringify(raw));
    const timing = JSON.parse(readFileSync(source.replace(/\.json$/, '.timing.json'), 'utf8')) as { stderr: Array<{ text: string }> };
    timing.stderr = timing.stderr.map((s) => ({ ...s, text: HOSTILE }));
    writeFileSync(join(work, 'hostile.timing.json'), JSON.stringify(timing));
    parseReplayTiming(JSON.stringify(timing));

    const out = join(work, 'hostile.html');
    const run = await cli(['replay', file, '--html', out]);
    expect(run.stderr).toContain('wrote the viewer');
    expect(run.code).toBe(0);

    const { page, events } = await open(out);
    for (let i = 0; i < 3; i++) await page.click('#next');
    const visible = page.locator('section.frame:not([hidden])');
    await expect(visible.getAttribute('data-turn')).resolves.toBe('3');
    // the hostile text is on the page as text, the viewer's own script works, nothing else ran
    await expect(visible.locator('pre.observation').first().textContent()).resolves.toContain(`<script>${PWN}</script>`);
    await expect(visible.locator('pre.stderr').textContent()).resolves.toBe(HOSTILE);
    await expect(visible.locator('.failure .message').textContent()).resolves.toBe(HOSTILE);
    await expect(page.locator('#turn-note').textContent()).resolves.toBe('failure: seat 1 (local/crash-mid-game) crash');
    const data = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('arena-viewer-data')!.textContent!) as { game: string; failures: Array<{ message: string }> },
    );
    expect(data.game).toBe(raw.game);
    expect(data.failures[0]!.message).toBe(HOSTILE);
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(await page.locator('script').count()).toBe(2);
    expect(await page.locator('img, iframe, object, embed, a[href]').count()).toBe(0);
    // not even a blocked attempt: escaping, not the policy, kept it out
    expect(events).toEqual([]);
    expect(browser.network).toEqual([]);
    expect(browser.refused).toEqual([]);
    await page.close();
  });

  it("a game module's own renderer that emits script is stopped by the page's Content-Security-Policy", async () => {
    const evil: AnyGameModule = {
      ...(rockPaperScissors as unknown as AnyGameModule),
      name: 'evil-art',
      renderHtml: () =>
        `<img src="https://example.invalid/x.png" onerror="${PWN}"><script>${PWN}</script><iframe src="javascript:parent.__pwned=1"></iframe><p class="evil-art">art</p><link rel="stylesheet" href="https://example.invalid/s.css">`,
    };
    const replay = { ...replayOf('rps-crash'), game: 'evil-art' };
    const out = join(work, 'evil-art.html');
    writeFileSync(out, renderReplayHtml({ replay, module: evil }));
    const { page, events } = await open(out);
    await page.click('#next');
    await expect(page.locator('section.frame:not([hidden]) .evil-art').textContent()).resolves.toBe('art');
    await expect(page.locator('#turn-label').textContent()).resolves.toBe('turn 1 of 3');
    await page.waitForTimeout(200); // let an image error or a frame load fire, if one could
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(events.some((e) => e.includes('Content Security Policy'))).toBe(true);
    expect(events.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    // the image and style sheet were refused by the policy inside the browser: no request left it
    expect(browser.network).toEqual([]);
    expect(browser.refused.length).toBeGreaterThan(0);
    expect(browser.refused.filter((r) => !/^(csp|net::ERR_BLOCKED_BY_CSP)$/.test(r.error))).toEqual([]);
    await page.close();
  });
});
