// The pictures in docs/images are taken by the browser tests from steady fixtures (no measured
// time in them), so a re-run takes the same picture. docs/images/screenshots.json records the
// Chromium that took them and each file's sha256: a run with that Chromium must take exactly
// those bytes (another build draws text a little differently, so it is compared only with its
// own second shot). UPDATE_SCREENSHOTS=1 writes the pictures and the record.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
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
      expect({ name, taken: sha256(png) }).toEqual({ name, taken: record.files[name] });
    }
  }
}
