// The docs' pictures are compared pixel for pixel, so a shot must be of a page that has finished
// painting: settledScreenshot (__tests__/helpers/screenshots.ts) waits for two equal shots in a row.
// samePicture allows antialiasing wobble and nothing more.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBrowser, watchedPage, type Browser } from '../helpers/browser.js';
import { PNG } from 'pngjs';
import { ANTIALIAS_LEVELS, samePicture, samePixels, settledScreenshot, type Pixels } from '../helpers/screenshots.js';

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

describe('samePicture', () => {
  const page = (text: string) => `<!doctype html><button>play</button><p>${text}</p>`;
  let shot: Buffer;
  async function take(html: string, width = 1100): Promise<Buffer> {
    const { page: tab } = await watchedPage(browser);
    await tab.setViewportSize({ width, height: 900 });
    writeFileSync(join(work, 'picture.html'), html);
    await tab.goto(pathToFileURL(join(work, 'picture.html')).href);
    const png = await settledScreenshot(tab, {});
    await tab.close();
    return png;
  }
  beforeAll(async () => {
    shot = await take(page('turn 3 of 19'));
  });

  /** the shot decoded, with `count` pixels spread over it moved `levels` in every colour channel */
  function nudged(count: number, levels: number): Pixels {
    const png = PNG.sync.read(shot);
    const pixels = png.width * png.height;
    for (let k = 0; k < count; k++) {
      const at = Math.floor((k * pixels) / count) * 4;
      for (let c = 0; c < 3; c++) png.data[at + c] = png.data[at + c]! >= 128 ? png.data[at + c]! - levels : png.data[at + c]! + levels;
    }
    return png;
  }

  it('takes antialiasing wobble as the same picture: pixels a few levels off', () => {
    const original = PNG.sync.read(shot);
    expect(samePicture(shot, Buffer.from(shot))).toBe(true);
    expect(samePixels(nudged(30, 1), original)).toBe(true); // what Chromium did under load
    expect(samePixels(nudged(original.width * original.height, ANTIALIAS_LEVELS), original)).toBe(true);
  });

  it('tells apart one pixel further off, a changed digit and another size', async () => {
    const original = PNG.sync.read(shot);
    expect(samePixels(nudged(1, ANTIALIAS_LEVELS + 1), original)).toBe(false);
    expect(samePixels(original, nudged(1, ANTIALIAS_LEVELS + 1))).toBe(false);
    expect(samePicture(await take(page('turn 4 of 19')), shot)).toBe(false);
    expect(samePicture(await take(page('turn 3 of 19'), 1099), shot)).toBe(false);
    // and the same page taken again is the same picture
    expect(samePicture(await take(page('turn 3 of 19')), shot)).toBe(true);
  });
});
