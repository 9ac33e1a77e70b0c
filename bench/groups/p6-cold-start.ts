// P6 — cold start and bundle size. `node dist/cli.js --version` (the whole CLI bundle parsed and
// evaluated) against `node -e 0` (Node itself), alternately, with the Node that runs the bench; and
// the size of each committed bundle against the 3.5 MB budget (3,500,000 bytes; docs/performance.md
// says why it is no longer 3 MB). A bundle is
// every JavaScript file its build emits: the CLI is a launcher plus dist/cli/ (an entry and one
// chunk per command, loaded on demand); the action is dist/index.js.
//
// `--bundle-stats` also rebuilds both bundles with `ncc build --stats-out` into a temp folder (never
// dist/) and lists the packages that make them big.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchContext, BenchGroup } from '../lib/context.js';
import { figure, skippedFigure, type Figure } from '../lib/figures.js';
import { alternate, median, relativeIqr } from '../lib/stats.js';
import { benchTempDir, removeTempDir } from '../lib/temp.js';

const exec = promisify(execFile);
const MB = 1_000_000;
const BUDGET_BYTES = 3.5 * MB;
const BUNDLES = [
  { id: 'P6-bundle-cli', file: 'dist/cli.js', entry: 'src/cli.ts', files: ['dist/cli.js', 'dist/cli/*.js'] },
  { id: 'P6-bundle-index', file: 'dist/index.js', entry: 'src/index.ts', files: ['dist/index.js', 'dist/*.index.js'] },
] as const;

/** The files of a build: plain paths, or `dir/*.js` / `dir/*.index.js` patterns (one level). */
function bundleFiles(root: string, patterns: readonly string[]): string[] {
  const out: string[] = [];
  for (const pattern of patterns) {
    const star = pattern.lastIndexOf('*');
    if (star < 0) {
      if (existsSync(join(root, pattern))) out.push(join(root, pattern));
      continue;
    }
    const dir = join(root, pattern.slice(0, pattern.lastIndexOf('/', star)));
    const suffix = pattern.slice(star + 1);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith(suffix) && !out.includes(join(dir, name))) out.push(join(dir, name));
  }
  return out;
}

function runNode(args: readonly string[], cwd: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  return ms;
}

async function coldStart(ctx: BenchContext): Promise<Figure> {
  const cli = join(ctx.root, 'dist', 'cli.js');
  const target = { op: '<=', limit: 2 } as const;
  const title = '`node dist/cli.js --version` cold start';
  if (!existsSync(cli))
    return skippedFigure('P6-cold-start', 'P6', title, 'ms', target, '`node -e 0`', 'dist/cli.js is missing (npm run bundle)');
  const rounds = ctx.quick ? 5 : 25;
  const engine: number[] = [];
  const floor: number[] = [];
  for (let i = -3; i < rounds; i++) {
    const [e, f] = await alternate(
      i,
      () => runNode([cli, '--version'], ctx.root),
      () => runNode(['-e', '0'], ctx.root),
    );
    if (i < 0) continue; // warm-up (page cache)
    engine.push(e);
    floor.push(f);
  }
  return figure({
    id: 'P6-cold-start',
    group: 'P6',
    title,
    value: median(engine),
    unit: 'ms',
    floor: median(floor),
    floorLabel: '`node -e 0` (the same Node)',
    target,
    detail: `${rounds} runs per side, interleaved; IQR/median ${Math.round(relativeIqr(engine) * 100)} % / ${Math.round(relativeIqr(floor) * 100)} %; ${process.version}`,
  });
}

function bundleSizes(ctx: BenchContext): Figure[] {
  return BUNDLES.map(({ id, file, files }) => {
    const path = join(ctx.root, file);
    const target = { op: '<=', limit: 1 } as const;
    if (!existsSync(path))
      return skippedFigure(id, 'P6', `${file} size`, 'MB', target, 'the 3.5 MB budget', `${file} is missing (npm run bundle)`);
    const paths = bundleFiles(ctx.root, files);
    const bytes = paths.reduce((sum, p) => sum + statSync(p).size, 0);
    const largest = Math.max(...paths.map((p) => statSync(p).size));
    return figure({
      id,
      group: 'P6',
      title: `${files.join(' + ')} size`,
      value: bytes / MB,
      unit: 'MB',
      floor: BUDGET_BYTES / MB,
      floorLabel: 'the budget (3.5 MB = 3,500,000 bytes)',
      target,
      detail: `${bytes.toLocaleString('en-US')} bytes in ${paths.length} file(s), the largest ${largest.toLocaleString('en-US')} (not minified)`,
    });
  });
}

export interface BundleComposition {
  entry: string;
  /** bytes of the rebuilt (unminified) bundle */
  bytes: number;
  /** source bytes of the bundled modules, by package (`src/<dir>` for Arena's own) */
  packages: Array<{ name: string; kib: number; modules: number }>;
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

function packageOf(name: string): string {
  const i = name.lastIndexOf('node_modules/');
  if (i >= 0) {
    const parts = name.slice(i + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = /\.\/src\/([^/ ]+)/.exec(name);
  return src ? `src/${src[1]}` : name.slice(0, 60);
}

/** ncc build --stats-out of both entries (into a temp folder), grouped by package. */
export async function bundleStats(ctx: BenchContext): Promise<BundleComposition[]> {
  const work = benchTempDir('ncc');
  try {
    const out: BundleComposition[] = [];
    for (const { entry } of BUNDLES) {
      const dir = join(work, entry.replace(/\W+/g, '-'));
      const stats = join(work, `${entry.replace(/\W+/g, '-')}.json`);
      await exec(
        join(ctx.root, 'node_modules', '.bin', 'ncc'),
        ['build', join(ctx.root, entry), '-o', dir, '--quiet', '--target', 'es2022', '--stats-out', stats],
        {
          cwd: ctx.root,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const parsed = JSON.parse(readFileSync(stats, 'utf8')) as { modules?: StatsModule[] };
      const leaves: StatsModule[] = [];
      const collect = (list: StatsModule[] | undefined) => {
        for (const m of list ?? []) {
          if (m.modules) collect(m.modules);
          else leaves.push(m);
        }
      };
      collect(parsed.modules);
      const byPackage = new Map<string, { bytes: number; modules: number }>();
      for (const m of leaves) {
        const key = packageOf(m.name ?? '');
        const entryStats = byPackage.get(key) ?? { bytes: 0, modules: 0 };
        entryStats.bytes += m.size ?? 0;
        entryStats.modules += 1;
        byPackage.set(key, entryStats);
      }
      out.push({
        entry,
        bytes: statSync(join(dir, 'index.js')).size,
        packages: [...byPackage]
          .sort((a, b) => b[1].bytes - a[1].bytes)
          .slice(0, 15)
          .map(([name, v]) => ({ name, kib: Math.round(v.bytes / 1024), modules: v.modules })),
      });
      ctx.log(
        `bundle ${entry}: ${out[out.length - 1]!.packages.slice(0, 6)
          .map((p) => `${p.name} ${p.kib} KiB`)
          .join(', ')}`,
      );
    }
    return out;
  } finally {
    removeTempDir(work);
  }
}

export const p6: BenchGroup = {
  id: 'P6',
  title: 'cold start and bundle size',
  async run(ctx) {
    ctx.log('P6: node dist/cli.js --version vs node -e 0');
    return [await coldStart(ctx), ...bundleSizes(ctx)];
  },
};
