// `arena report --json` prints artifact text (the evaluation's verdict reasons) and PR text: the
// bundle (dist/cli.js, as a user or a workflow step runs it) must print it log-safe, like every
// other --json document — no workflow command, no `##[`, no bidi or line-separator character, no C1
// control — while JSON.parse still gives the exact text back.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledCli } from '../helpers/cli.js';
import { ensureBundle } from '../helpers/bundle.js';
import { resultsDocument, World } from './world.js';

let world: World | undefined;

beforeAll(() => {
  ensureBundle(); // dist/ as built from src/ (npm run test:all builds it beside the suites)
});

afterEach(async () => {
  const w = world;
  world = undefined;
  await w?.close();
});

const HOSTILE = [
  '##[add-mask]hunter2',
  '::set-output name=conclusion::success',
  '  ::error file=agent.yml::pwned',
  'right-to-left \u202e override',
  'line\u2028separator and paragraph\u2029separator',
  'C1 CSI \u009b31m red and zero\u200bwidth and \ufeffBOM',
];

/** Lines the Actions runner would read as a workflow command, and characters a log must not hold raw. */
function unsafeInLog(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) if (/^\s*::/.test(line)) found.push(`command line: ${line}`);
  if (text.includes('##[')) found.push('##[');
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e) ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0x200b ||
      code === 0xfeff
    )
      found.push(`U+${code.toString(16).padStart(4, '0')}`);
  }
  return found;
}

describe('arena report --json (the bundle)', () => {
  it('prints verdict reasons from the artifact through the log-safe path, and they parse back unchanged', async () => {
    world = await World.create({});
    const results = resultsDocument({ conclusion: 'failure' });
    results.verdict.reasons = HOSTILE;
    const resultsPath = join(world.dir, 'arena-results.json');
    writeFileSync(resultsPath, JSON.stringify(results));
    const r = bundledCli(['report', '--event', world.writeEvent(), '--results', resultsPath, '--root', world.root, '--dry-run', '--json'], {
      env: { PATH: process.env.PATH },
    });
    expect([r.code, r.stderr]).toEqual([0, expect.any(String)]);
    expect(unsafeInLog(r.stdout)).toEqual([]);
    const doc = JSON.parse(r.stdout) as { conclusion: string; reasons: string[] };
    expect(doc.conclusion).toBe('failure');
    // the exact text is still there for a program that reads the document
    const verdictReasons = doc.reasons.filter((reason) => reason.startsWith('evaluation: '));
    expect(verdictReasons).toHaveLength(Math.min(5, HOSTILE.length));
    HOSTILE.slice(0, 5).forEach((hostile, i) => expect(verdictReasons[i]).toContain(hostile));
  });
});
