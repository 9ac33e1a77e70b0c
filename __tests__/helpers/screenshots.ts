// The pictures in docs/images are taken by the browser tests from steady fixtures (no measured
// time in them), so a re-run takes the same picture. docs/images/screenshots.json records the
// Chromium that took them and each file's sha256: a run with that Chromium must take the same
// picture (samePicture: the pixels, to within antialiasing; another build draws text a little
// differently, so it is compared only with its own second shot). UPDATE_SCREENSHOTS=1 writes the
// pictures and the record.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM } from './browser.js';
import { REPO_ROOT } from './cli.js';

export const DOCS_IMAGES = join(REPO_ROOT, 'docs', 'images');
export const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const RECORD = join(DOCS_IMAGES, 'screenshots.json');

interface Record {
  chromium: string;
  files: { [name: string]: string };
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Where a test writes its pictures: docs/images when updating, else its own folder. */
export function picturesDir(own: string): string {
  const dir = UPDATE_SCREENSHOTS ? DOCS_IMAGES : own;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A screenshot of a page that has stopped changing: shots are taken until two in a row are the same
 * bytes (as Playwright's own toHaveScreenshot does), at most `tries`. A page still painting the
 * last step (a loaded machine can leave a frame half done) gives a first shot unlike the next.
 */
export async function settledScreenshot(page: Page, options: { fullPage?: boolean }, tries = 5): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: options.fullPage ?? false, animations: 'disabled', caret: 'hide' });
  let last = await shoot();
  for (let i = 1; i < tries; i++) {
    await page.waitForTimeout(100);
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error(`the page still changed after ${tries} screenshots: ${page.url()}`);
}

/** How far a channel of a pixel may be off and still be the same picture (of 255). */
export const ANTIALIAS_LEVELS = 4;

/** A decoded picture: RGBA, 4 bytes a pixel, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The same picture, to within antialiasing: the same size, and no channel of any pixel more than
 * 4 levels off. Chromium under load sometimes rasters an edge a level apart (seen: the rounded tops
 * of the viewer's buttons, 30 pixels 1 level off); a changed digit, colour or position moves pixels
 * by tens of levels.
 */
export function samePixels(a: Pixels, b: Pixels): boolean {
  if (a.width !== b.width || a.height !== b.height || a.data.length !== b.data.length) return false;
  for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i]! - b.data[i]!) > ANTIALIAS_LEVELS) return false;
  return true;
}

/** samePixels of two PNG files (equal bytes need no decoding). */
export function samePicture(a: Buffer, b: Buffer): boolean {
  return a.equals(b) || samePixels(PNG.sync.read(a), PNG.sync.read(b));
}

/** Check (or, when updating, record) pictures just taken against docs/images and its record. */
export function checkPictures(made: ReadonlyMap<string, Buffer>): void {
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  if (UPDATE_SCREENSHOTS) {
    const old: Record = existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as Record) : { chromium, files: {} };
    const files = { ...(old.chromium === chromium ? old.files : {}), ...Object.fromEntries([...made].map(([n, png]) => [n, sha256(png)])) };
    const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(RECORD, `${JSON.stringify({ chromium, files: sorted }, null, 2)}\n`);
  }
  const record = JSON.parse(readFileSync(RECORD, 'utf8')) as Record;
  for (const [name, png] of made) {
    const committed = readFileSync(join(DOCS_IMAGES, name));
    // a PNG, and the one the record names
    expect(committed.subarray(1, 4).toString()).toBe('PNG');
    expect({ name, committed: sha256(committed) }).toEqual({ name, committed: record.files[name] });
    if (record.chromium === chromium) {
      // fix: UPDATE_SCREENSHOTS=1 npm test -- __tests__/browser, and commit docs/images
      expect({ name, sameAsCommitted: samePicture(png, committed) }).toEqual({ name, sameAsCommitted: true });
    }
  }
}
