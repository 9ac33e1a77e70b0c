// The Docker suites run in a fixed order (scripts/jest-sequencer.mjs): every one of them must be in
// that order, or a new suite would run first, beside the checks of `npm run test:all`.
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jest.config.js is plain JavaScript without types
import { DOCKER_ORDER, DOCKER_SUITES } from '../jest.config.js';
// @ts-expect-error the sequencer is plain JavaScript without types
import ArenaSequencer from '../scripts/jest-sequencer.mjs';
import { REPO_ROOT } from './helpers/cli.js';

function suitesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}${f}`);
}

describe('the order of the Docker suites', () => {
  it('names every Docker suite once, and nothing else', () => {
    const suites = (DOCKER_SUITES as string[]).flatMap((p) => (p.endsWith('/') ? suitesUnder(p) : [p]));
    expect([...(DOCKER_ORDER as string[])].sort()).toEqual(suites.sort());
    expect(new Set(DOCKER_ORDER as string[]).size).toBe((DOCKER_ORDER as string[]).length);
  });

  it('puts the Docker suites in that order, whatever order jest found them in', () => {
    const sequencer = new ArenaSequencer({ contexts: [], globalConfig: {} });
    const tests = [...(DOCKER_ORDER as string[])].reverse().map((p) => ({ path: join(REPO_ROOT, p) }));
    const sorted = (sequencer.sort(tests) as Array<{ path: string }>).map((t) => t.path.slice(REPO_ROOT.length + 1));
    expect(sorted).toEqual(DOCKER_ORDER);
    expect(sorted.slice(-2)).toEqual(['__tests__/docker/images.test.ts', '__tests__/docker/abuse-matrix.test.ts']);
  });
});
