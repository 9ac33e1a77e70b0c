// The mutated areas of `npm run mutation` are named by function (scripts/mutation-ranges.mjs): each
// computed range starts at its first function's declaration and ends at its last one's closing brace,
// a name that is gone stops the run, and docs/mutation.md lists every area.
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
// @ts-expect-error -- a plain ES module without types (scripts/)
import { AREAS, functionRange } from '../scripts/mutation-ranges.mjs';
import { REPO_ROOT } from './helpers/cli.js';

interface Area {
  file: string;
  first?: string;
  last?: string;
  range(): string;
}
const areas = Object.entries(AREAS as Record<string, Area>);

describe('mutation ranges', () => {
  it.each(areas)('%s covers exactly its functions', (_name, area) => {
    const range = area.range();
    if (!area.first) {
      expect(range).toBe(area.file);
      return;
    }
    const m = /^(.+):(\d+)-(\d+)$/.exec(range)!;
    expect(m[1]).toBe(area.file);
    const lines = readFileSync(join(REPO_ROOT, area.file), 'utf8').split('\n');
    const [start, end] = [Number(m[2]) - 1, Number(m[3]) - 1];
    expect(lines[start]).toMatch(new RegExp(`\\b${area.first}\\s*[<(]`));
    expect(lines[end]).toMatch(/^\s*}$/);
    // the closing brace is at the indentation of the last function's declaration
    const lastLine = lines.findIndex((l) => new RegExp(`^\\s*(export\\s+)?(async\\s+)?(function\\s+)?${area.last}\\s*[<(]`).test(l));
    expect(lines[end]!.indexOf('}')).toBe(/^\s*/.exec(lines[lastLine]!)![0].length);
    expect(end).toBeGreaterThan(lastLine);
  });

  it('a function that is renamed, doubled or out of order stops the run with the file and the name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-mutation-ranges-'));
    try {
      const file = join(dir, 'm.ts');
      writeFileSync(
        file,
        'export function one(a: number) {\n  if (a) {\n    return 1;\n  }\n  return 0;\n}\n\nfunction two() {\n  return 2;\n}\n',
      );
      const rel = relative(REPO_ROOT, file);
      expect(functionRange(rel, 'one')).toBe(`${rel}:1-6`);
      expect(functionRange(rel, 'one', 'two')).toBe(`${rel}:1-10`);
      expect(() => functionRange(rel, 'three')).toThrow(/declares three 0 times; expected once \(renamed or moved\?\)/);
      expect(() => functionRange(rel, 'two', 'one')).toThrow(/one comes before two/);
      writeFileSync(file, 'function one() {}\nfunction one() {}\n');
      expect(() => functionRange(rel, 'one')).toThrow(/declares one 2 times/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docs/mutation.md names every mutated file and function', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'mutation.md'), 'utf8');
    for (const [, area] of areas) {
      expect(doc).toContain(area.file);
      if (area.first) expect(doc).toContain(area.first);
      if (area.last) expect(doc).toContain(area.last);
    }
  });
});
