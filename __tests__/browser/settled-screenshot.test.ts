// The docs' pictures are compared byte for byte, so a shot must be of a page that has finished
// painting: settledScreenshot (__tests__/helpers/screenshots.ts) waits for two equal shots in a row.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBrowser, watchedPage, type Browser } from '../helpers/browser.js';
import { settledScreenshot } from '../helpers/screenshots.js';

let work: string;
let browser: Browser;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'arena-settled-shot-'));
  browser = await startBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * A page whose text changes on each of its first `changes` frames after it loaded. Frames, not
 * timers: a screenshot is a new frame, so two shots in a row differ while changes are left, however
 * slowly a loaded machine runs the page's timers.
 */
function changingPage(name: string, changes: number): string {
  const file = join(work, `${name}.html`);
  writeFileSync(
    file,
    `<!doctype html><p id="n">0</p><script>let n = 0; const step = () => { document.getElementById('n').textContent = String(++n); if (n < ${changes}) requestAnimationFrame(step); }; requestAnimationFrame(step);</script>`,
  );
  return pathToFileURL(file).href;
}

describe('settledScreenshot', () => {
  it('returns the picture of the page once it stopped changing, not a frame before', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(changingPage('late', 3));
    const shot = await settledScreenshot(page, {});
    await expect(page.locator('#n').textContent()).resolves.toBe('3');
    // the page is still now: one more plain shot is the same picture
    expect((await page.screenshot({ animations: 'disabled', caret: 'hide' })).equals(shot)).toBe(true);
    await page.close();
  });

  it('refuses a page that never settles, naming it', async () => {
    const { page } = await watchedPage(browser);
    const url = changingPage('restless', 1_000_000_000);
    await page.goto(url);
    await expect(settledScreenshot(page, {}, 3)).rejects.toThrow(`the page still changed after 3 screenshots: ${url}`);
    await page.close();
  });
});
