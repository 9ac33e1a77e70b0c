// `npm run mutation`'s folder for temporary files (scripts/mutation-tmp.mjs): whatever a mutant does
// with a mkdtemp prefix, removing the folder leaves nothing of the run behind.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
// @ts-expect-error -- a plain ES module without types (scripts/)
import { mutationRunTmp } from '../scripts/mutation-tmp.mjs';

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'arena-mutation-tmp-test-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the temporary folder of a mutation run', () => {
  it('holds what a mutant that empties a mkdtemp prefix makes beside TMPDIR, and goes with it', () => {
    const run = mutationRunTmp(base) as { tmpdir: string; remove: () => void };
    expect(run.tmpdir.startsWith(`${base}/`)).toBe(true);
    expect(readdirSync(run.tmpdir)).toEqual([]);
    // the docker CLI's config folder as meant, and as a mutant of its prefix makes it: join(tmpdir(), '')
    // is TMPDIR itself, so mkdtemp adds its six characters to TMPDIR's own name
    const meant = mkdtempSync(join(run.tmpdir, 'arena-docker-config-1-'));
    const mutated = mkdtempSync(join(run.tmpdir, ''));
    expect(mutated.startsWith(`${run.tmpdir}`)).toBe(true);
    expect(mutated.startsWith(`${run.tmpdir}/`)).toBe(false);
    writeFileSync(join(meant, 'config.json'), '{}');
    writeFileSync(join(mutated, 'config.json'), '{}');
    run.remove();
    expect(readdirSync(base)).toEqual([]);
  });

  it('removing it deletes links inside it, never what they point at', () => {
    const run = mutationRunTmp(base) as { tmpdir: string; remove: () => void };
    const outside = mkdtempSync(join(base, 'outside-'));
    writeFileSync(join(outside, 'keep'), 'x');
    symlinkSync(outside, join(run.tmpdir, 'to-a-folder'));
    symlinkSync(join(outside, 'keep'), join(run.tmpdir, 'to-a-file'));
    run.remove();
    expect(readdirSync(base)).toEqual([basename(outside)]);
    expect(readFileSync(join(outside, 'keep'), 'utf8')).toBe('x');
  });

  it('removing it twice, or after it is gone, is no error', () => {
    const run = mutationRunTmp(base) as { tmpdir: string; remove: () => void };
    run.remove();
    expect(() => run.remove()).not.toThrow();
    expect(readdirSync(base)).toEqual([]);
  });
});
