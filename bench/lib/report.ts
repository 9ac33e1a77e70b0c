// The table (terminal and README), results.json, and the README block between the markers.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fmt, type Figure } from './figures.js';
import { machineLine, type Machine } from './machine.js';

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

function metText(f: Figure): string {
  if (f.skipped) return 'not measured';
  if (f.met === null) return 'info';
  return f.met ? 'yes' : '**no**';
}

function withUnit(value: number | null, unit: string): string {
  if (value === null) return '—';
  return unit === '%' ? `${fmt(value)} %` : `${fmt(value)} ${unit}`;
}

/** One Markdown table of every figure. */
export function renderTable(figures: readonly Figure[]): string {
  const rows = ['| figure | what | engine | floor | ratio | target | met |', '| --- | --- | ---: | --- | ---: | ---: | :---: |'];
  for (const f of figures) {
    const floor = f.floor === null ? f.floorLabel : `${withUnit(f.floor, f.unit)} — ${f.floorLabel}`;
    const what = f.skipped ? `${f.title} (skipped: ${f.skipped})` : f.title;
    rows.push(
      `| ${f.id} | ${what} | ${withUnit(f.value, f.unit)} | ${floor} | ${f.ratio === null ? '—' : `${fmt(f.ratio)}×`} | ${f.target} | ${metText(f)} |`,
    );
  }
  return rows.join('\n');
}

export function renderDetails(figures: readonly Figure[]): string {
  return figures
    .filter((f) => f.detail)
    .map((f) => `- ${f.id}: ${f.detail}`)
    .join('\n');
}

export interface ResultsDocument {
  machine: Machine;
  figures: Figure[];
  /** bundle composition (only with --bundle-stats) */
  bundles?: unknown;
  durationSeconds: number;
}

export function writeResults(path: string, doc: ResultsDocument): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(doc, null, 2)}\n`);
  renameSync(tmp, path);
}

/** The README block: the table and the machine it was measured on. */
export function readmeBlock(doc: ResultsDocument): string {
  const met = doc.figures.filter((f) => f.met === true).length;
  const measured = doc.figures.filter((f) => f.met !== null).length;
  return [
    README_START,
    '',
    `Measured with \`npm run bench\` (${measured} figures, ${met} within target) on: ${machineLine(doc.machine)}.`,
    'Every figure is the engine against a floor measured in the same run (medians, interleaved); what each floor is and',
    'why a missed target is missed: [docs/performance.md](docs/performance.md).',
    '',
    renderTable(doc.figures),
    '',
    README_END,
  ].join('\n');
}

/** Replace the block between the markers; false (and no write) when README has no markers. */
export function updateReadme(path: string, doc: ResultsDocument): boolean {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return false;
  }
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  const next = text.slice(0, start) + readmeBlock(doc) + text.slice(end + README_END.length);
  if (next !== text) {
    const tmp = `${path}.bench.tmp`;
    writeFileSync(tmp, next);
    renameSync(tmp, path);
  }
  return true;
}
