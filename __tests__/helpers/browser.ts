// A real browser for the HTML tests: Debian's Chromium (installed by scripts/setup-browser.sh, never
// downloaded by a test tool) driven by playwright-core, headless, with a fresh profile folder that
// is removed afterwards and every request that is not a file:// one refused and recorded.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.ARENA_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  /** every request to something other than file:// that reached the network layer (each was aborted) */
  network: string[];
  /** every request to something other than file:// that the page tried, and why it failed */
  refused: Array<{ url: string; error: string }>;
  close(): Promise<void>;
}

export async function startBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no browser at ${CHROMIUM}: run scripts/setup-browser.sh (apt-get install chromium) or set ARENA_CHROMIUM`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'arena-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1100, height: 900 },
      offline: true,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  const network: string[] = [];
  const refused: Browser['refused'] = [];
  context.on('requestfailed', (request) => {
    if (!request.url().startsWith('file://')) refused.push({ url: request.url(), error: request.failure()?.errorText ?? '?' });
  });
  context.on('requestfinished', (request) => {
    if (!request.url().startsWith('file://')) refused.push({ url: request.url(), error: 'finished' });
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file://')) return route.continue();
    network.push(url);
    return route.abort('blockedbyclient');
  });
  return {
    context,
    network,
    refused,
    close: async () => {
      try {
        await context.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

export interface PageWatch {
  page: Page;
  /** console messages, page errors and dialogs, in order */
  events: string[];
}

/** A new page that records what script in it did: console output, uncaught errors and dialogs. */
export async function watchedPage(browser: Browser): Promise<PageWatch> {
  const page = await browser.context.newPage();
  const events: string[] = [];
  page.on('console', (m) => events.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => events.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    events.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return { page, events };
}
