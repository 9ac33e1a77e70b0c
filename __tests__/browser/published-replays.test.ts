/// <reference lib="dom" />
// Replays on the data branch, end to end: a real rotation (plan, then one shard of real agent
// processes) writes its folder; the shard artifact is laid out with the upload paths of
// .github/workflows/arena-rotation.yml; publish (in-process, against the OpenAPI-checking mock)
// keeps the latest rotation's failing games and a few others as viewer pages it renders itself,
// lists them in replays.json and links them from index.html and LEADERBOARD.md. The branch is then
// written into a real git repository, checked out, and opened in Chromium: the links lead to
// working viewer pages. A later rotation replaces the pages (the old ones are removed); hostile
// paths, symlinks and swapped replays are left out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { parseShelf, REPLAY_SHELF_CAPS, type ReplayShelf } from '../../src/core/publish/replays.js';
import type { Results } from '../../src/core/results.js';
import { cli, REPO_ROOT } from '../helpers/cli.js';
import { startBrowser, watchedPage, type Browser } from '../helpers/browser.js';
import { PublishWorld } from '../publish/world.js';
import { makeRepo, type TestRepo } from '../rating/repo.js';

const R1 = '20250115T030000Z-0000002a';
const R2 = '20250122T030000Z-0000002b';
let repo: TestRepo;
let work: string;
let browser: Browser;
/** the rotation output folder of each run id */
const played = new Map<string, string>();

/** The shard job's upload paths (relative to its results-dir), from the workflow itself. */
function uploadPatterns(): RegExp[] {
  const wf = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'arena-rotation.yml'), 'utf8'));
  const step = wf.jobs.rotation.steps.find(
    (s: { with?: { name?: string } }) => s.with?.name === 'arena-rotation-shard-${{ strategy.job-index }}',
  );
  const lines = String(step.with.path)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return lines.map((line) => {
    const rel = line.replace('${{ runner.temp }}/arena-results/', '');
    const source = rel
      .split('/')
      .map((part) => (part === '**' ? '(?:.+/)?' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`))
      .join('')
      .replace(/\/$/, '')
      .replace(/\(\?:\.\+\/\)\?\//g, '(?:.+/)?');
    return new RegExp(`^${source}$`);
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Copy what upload-artifact would take from a shard's results-dir into `<shards>/<name>/`. */
function layArtifact(out: string, shards: string, name: string): string[] {
  const patterns = uploadPatterns();
  const taken = filesUnder(out).filter((f) => patterns.some((p) => p.test(f)));
  for (const f of taken) {
    mkdirSync(dirname(join(shards, name, f)), { recursive: true });
    cpSync(join(out, f), join(shards, name, f));
  }
  return taken.sort();
}

async function playRotation(runId: string, seed: number): Promise<string> {
  const plan = await cli([
    'rotation',
    '--root',
    repo.root,
    '--plan',
    '--out',
    repo.path(`plan-${runId}`),
    '--seed',
    String(seed),
    '--run-id',
    runId,
  ]);
  expect(plan.code).toBe(0);
  const out = repo.path(`out-${runId}`);
  const shard = await cli([
    'rotation',
    '--root',
    repo.root,
    '--shard',
    '1/1',
    '--plan-file',
    repo.path(`plan-${runId}`, 'arena-plan.json'),
    '--out',
    out,
  ]);
  expect(shard.code).toBe(0);
  return out;
}

beforeAll(async () => {
  repo = makeRepo({
    official: ['random', 'greedy'],
    crasher: '1.0.0',
    arenaYml: 'games:\n  connect-four: {}\nrotation:\n  gamesPerPairing: 2\n  quarantine: {threshold: 0.9, window: 20, minGames: 10}\n',
  });
  work = mkdtempSync(join(tmpdir(), 'arena-published-replays-'));
  played.set(R1, await playRotation(R1, 5));
  played.set(R2, await playRotation(R2, 6));
  browser = await startBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  repo?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function publishWorld(): Promise<PublishWorld> {
  return PublishWorld.create();
}

function addRotation(world: PublishWorld, runId: string): string[] {
  world.clearShards();
  cpSync(repo.path(`plan-${runId}`, 'arena-plan.json'), join(world.shardsDir, 'arena-plan.json'));
  return layArtifact(played.get(runId)!, world.shardsDir, 'arena-rotation-shard-0');
}

function shelfOn(world: PublishWorld): ReplayShelf {
  const { shelf, problem } = parseShelf(world.git.read('arena-data', 'arena/replays.json') ?? '');
  expect(problem).toBeUndefined();
  return shelf!;
}

/** The replay links of LEADERBOARD.md: [href, title, note, failed] */
function markdownLinks(md: string): string[][] {
  const section = md.slice(md.indexOf('## Replays'));
  return [...section.matchAll(/^- (❌ )?\[(.+?)\]\((replays\/[^)]+)\): (.+)$/gm)].map((m) => [
    m[3]!,
    m[2]!.replace(/\\(.)/g, '$1'),
    m[4]!.replace(/\\(.)/g, '$1'),
    m[1] ? 'failed' : '',
  ]);
}

describe('publish keeps the latest rotation’s replays on the data branch', () => {
  it('the shard artifact carries the replay files, and not the shard’s own pages or logs', () => {
    const taken = layArtifact(played.get(R1)!, join(work, 'probe'), 'shard');
    expect(taken).toContain('arena-results.json');
    expect(taken.some((f) => /^replays\/[^/]+\/game-0001\.json$/.test(f))).toBe(true);
    expect(taken.some((f) => f.endsWith('.timing.json'))).toBe(true);
    expect(taken.filter((f) => f.endsWith('.html') || f.startsWith('logs/') || f === 'arena-plan.json')).toEqual([]);
  });

  it('renders failing games first and a few others, lists them once for index.html and LEADERBOARD.md, and the pages work from a real checkout', async () => {
    const world = await publishWorld();
    try {
      addRotation(world, R1);
      // a page in the artifact (an old workflow, or a hostile shard) is never what publish keeps
      const results = JSON.parse(readFileSync(join(world.shardsDir, 'arena-rotation-shard-0', 'arena-results.json'), 'utf8')) as Results;
      const firstReplay = results.matches[0]!.games[0]!.replay!;
      writeFileSync(
        join(world.shardsDir, 'arena-rotation-shard-0', firstReplay.replace(/\.json$/, '.html')),
        '<script>HOSTILE_PAGE</script>',
      );
      const r = await world.run();
      expect(r.error).toBeUndefined();
      world.api.assertConforming();

      const shelf = shelfOn(world);
      expect(shelf.rotation).toBe(R1);
      const games = results.matches.flatMap((m) => m.games.map((g) => ({ m, g })));
      const failing = games.filter(({ g }) => g.failures.length > 0);
      expect(failing.length).toBeGreaterThan(0);
      expect(games.length - failing.length).toBeGreaterThan(0);
      // every failing game (under the cap) first, then the others
      expect(shelf.entries.map((e) => e.failures.length > 0)).toEqual(
        games.map((_, i) => i < failing.length).slice(0, shelf.entries.length),
      );
      expect(shelf.entries).toHaveLength(
        Math.min(failing.length, REPLAY_SHELF_CAPS.failing) + Math.min(games.length - failing.length, REPLAY_SHELF_CAPS.played),
      );
      expect(shelf.omitted).toEqual({ failing: 0, played: 0 });
      // the replays/ folder holds exactly the listed pages, each one publish rendered
      expect(world.git.list('arena-data', 'arena/replays/')).toEqual(shelf.entries.map((e) => `arena/replays/${e.file}`).sort());
      for (const e of shelf.entries) {
        const page = world.git.read('arena-data', `arena/replays/${e.file}`)!;
        expect(page).toMatch(/^<!doctype html>/);
        expect(page).not.toContain('HOSTILE_PAGE');
        expect(Buffer.byteLength(page)).toBe(e.bytes);
      }
      // one list: LEADERBOARD.md links the same pages, in the same order, as index.html
      const md = world.git.read('arena-data', 'arena/LEADERBOARD.md')!;
      const fromMd = markdownLinks(md);
      expect(fromMd).toHaveLength(shelf.entries.length);
      expect(r.summary).toContain(`- Replays: ${shelf.entries.length} pages of rotation \`${R1}\``);
      expect(r.summary).toContain(
        '- Leaderboard page: [index.html](https://github.com/octo-org/octo-repo/blob/arena-data/arena/index.html)',
      );

      // real git: the published tree hashes the same there, passes fsck, and checks out
      const checkout = join(work, 'checkout');
      world.git.toRealGit('arena-data', join(work, 'data.git'), checkout);
      const { page, events } = await watchedPage(browser);
      await page.goto(pathToFileURL(join(checkout, 'arena', 'index.html')).href);
      const fromPage = await page.locator('section.replays li').evaluateAll((items) =>
        items.map((li) => {
          const a = li.querySelector('a')!;
          return [
            a.getAttribute('href')!,
            a.textContent!,
            li.querySelector('.note')!.textContent!,
            li.classList.contains('failed') ? 'failed' : '',
          ];
        }),
      );
      expect(fromPage).toEqual(fromMd);
      // follow the first link: a viewer page, from disk, with the failure marked
      await page.click('section.replays li a');
      await page.waitForSelector('#turn-label');
      const entry = shelf.entries[0]!;
      await expect(page.locator('h1').textContent()).resolves.toContain(entry.seats[0]);
      await expect(page.locator('.failures-index button').count()).resolves.toBe(entry.failures.length);
      await page.click('.failures-index button');
      await expect(page.locator('section.frame:not([hidden]) .failure h3').first().textContent()).resolves.toContain(
        `${entry.failures[0]!.kind} on turn ${entry.failures[0]!.turn}`,
      );
      expect(events).toEqual([]);
      expect(browser.network).toEqual([]);
      await page.close();
    } finally {
      await world.close();
    }
  });

  it('a later rotation replaces the pages and removes the old ones; re-publishing either changes nothing', async () => {
    const world = await publishWorld();
    try {
      addRotation(world, R1);
      expect((await world.run()).error).toBeUndefined();
      const first = shelfOn(world);
      addRotation(world, R2);
      const r = await world.run();
      expect(r.error).toBeUndefined();
      const second = shelfOn(world);
      expect(second.rotation).toBe(R2);
      expect(world.git.list('arena-data', 'arena/replays/')).toEqual(second.entries.map((e) => `arena/replays/${e.file}`).sort());
      // the same match ids in both rotations: the pages were rewritten, none left over
      expect(world.git.history('arena-data')[0]!.message).toMatch(/Files: .*\d+ replay pages/);
      expect(second.entries.map((e) => e.file).sort()).toEqual(first.entries.map((e) => e.file).sort());
      expect(world.git.read('arena-data', 'arena/index.html')).toContain(`data-rotation="${R2}"`);

      // the same rotation again: nothing written
      const head = world.git.refs.get('arena-data');
      const writes = world.writes().length;
      expect((await world.run()).error).toBeUndefined();
      expect(world.git.refs.get('arena-data')).toBe(head);
      expect(world.writes()).toHaveLength(writes);
      // the older rotation re-published (a re-run of its workflow): its facts are known, the newer pages stay
      addRotation(world, R1);
      expect((await world.run()).error).toBeUndefined();
      expect(shelfOn(world).rotation).toBe(R2);
      expect(world.git.refs.get('arena-data')).toBe(head);
    } finally {
      await world.close();
    }
  });

  it('removes pages the list no longer names (an older rotation’s), in the same commit', async () => {
    const world = await publishWorld();
    try {
      world.git.commitOn(
        'arena-data',
        { 'arena/replays/old-match.game-0001.html': '<!doctype html>old', 'arena/notes.txt': 'kept\n' },
        'an older publish',
      );
      addRotation(world, R1);
      const r = await world.run();
      expect(r.error).toBeUndefined();
      expect(world.git.read('arena-data', 'arena/replays/old-match.game-0001.html')).toBeUndefined();
      expect(world.git.read('arena-data', 'arena/notes.txt')).toBe('kept\n');
      expect(world.git.history('arena-data')[0]!.message).toContain('Removed 1 replay page of an older rotation.');
      expect(r.summary).toMatch(/; 1 older page removed\.$/m);
      world.api.assertConforming();
    } finally {
      await world.close();
    }
  });

  it('leaves out replays with a hostile path, a symlink, or another game’s content, and says why', async () => {
    const world = await publishWorld();
    try {
      addRotation(world, R1);
      const shard = join(world.shardsDir, 'arena-rotation-shard-0');
      const path = join(shard, 'arena-results.json');
      const results = JSON.parse(readFileSync(path, 'utf8')) as Results;
      const [a, b, c] = results.matches.flatMap((m) => m.games);
      const outside = join(work, 'outside.json');
      writeFileSync(outside, readFileSync(join(shard, a!.replay!)));
      a!.replay = 'replays/../../../outside.json';
      rmSync(join(shard, b!.replay!));
      symlinkSync(outside, join(shard, b!.replay!));
      cpSync(outside, join(shard, c!.replay!));
      writeFileSync(path, JSON.stringify(results));
      const r = await world.run();
      expect(r.error).toBeUndefined();
      const logs = r.logs.join('\n');
      expect(logs).toMatch(/not kept: its replay path is not one a rotation writes/);
      expect(logs).toMatch(/not kept: .*is not a plain file/);
      expect(logs).toMatch(/not kept: the replay is not the game the results name/);
      const kept = shelfOn(world).entries;
      const left = [a, b, c].map((g) => results.matches.find((m) => m.games.includes(g!))!.id + ':' + g!.index);
      expect(kept.map((e) => `${e.match}:${e.index}`).filter((k) => left.includes(k))).toEqual([]);
    } finally {
      await world.close();
    }
  });
});
