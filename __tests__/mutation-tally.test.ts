// `npm run mutation`'s score table (scripts/mutation-tally.mjs) and its modules
// (scripts/mutation-ranges.mjs MODULES): the counts and Stryker's score from a report, the static
// results by hand, the table, and that the modules together mutate every area exactly once with
// suites that exist.
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- a plain ES module without types (scripts/)
import { AREAS, MODULES } from '../scripts/mutation-ranges.mjs';
// @ts-expect-error -- a plain ES module without types (scripts/)
import { formatTable, judgedOn, sameJudgement, sumTallies, tallyReport, tallyStatic } from '../scripts/mutation-tally.mjs';
import { REPO_ROOT } from './helpers/cli.js';

const mutants = (...statuses: string[]) => statuses.map((status, i) => ({ id: String(i), status }));
const report = {
  files: {
    'src/a.ts': { mutants: mutants('Killed', 'Killed', 'Timeout', 'Survived', 'Ignored', 'CompileError') },
    'src/b.ts': { mutants: mutants('Killed', 'NoCoverage', 'RuntimeError') },
  },
};

describe('the score table of npm run mutation', () => {
  it("counts every status; the score is Stryker's: killed and timed out over those plus survived and uncovered", () => {
    expect(tallyReport(report)).toStrictEqual({
      Killed: 3,
      Timeout: 1,
      Survived: 1,
      NoCoverage: 1,
      CompileError: 1,
      RuntimeError: 1,
      Ignored: 1,
      detected: 4,
      valid: 6,
      score: 4 / 6,
    });
    expect(tallyReport({ files: {} }).score).toBeNull();
    expect(() => tallyReport({ files: { x: { mutants: mutants('Pending') } } })).toThrow('unknown mutant status "Pending"');
  });

  it('static results by hand and sums', () => {
    const judged = tallyStatic([{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived' }]);
    expect(judged).toMatchObject({ Killed: 1, Timeout: 1, Survived: 1, detected: 2, valid: 3 });
    expect(() => tallyStatic([{ status: 'Maybe' }])).toThrow('unknown static result "Maybe"');
    expect(sumTallies([tallyReport(report), judged])).toMatchObject({
      Killed: 4,
      Timeout: 2,
      Survived: 2,
      NoCoverage: 1,
      detected: 6,
      valid: 9,
    });
  });

  it('one row per module and a total; the score rounded down to a tenth of a percent', () => {
    const b = tallyReport({ files: { x: { mutants: mutants('Killed', 'Killed', 'Killed') } } });
    expect(
      formatTable([
        { name: 'a', tally: tallyReport(report) },
        { name: 'b', tally: b, staticTally: tallyStatic([{ status: 'Killed' }]) },
      ]),
    ).toBe(
      [
        '| Module | Mutants | Killed | Timed out | Survived | No coverage | Score | Static (by hand) |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        '| `a` | 6 | 3 | 1 | 1 | 1 | 66.6 % | not judged |',
        '| `b` | 3 | 3 | 0 | 0 | 0 | 100.0 % | 1: 1 detected, 0 survived |',
        '| **all** | 9 | 6 | 1 | 1 | 1 | 77.7 % | not judged |',
      ].join('\n'),
    );
  });
});

describe('a saved judgement by hand counts only for the code and suites it was made on', () => {
  const source = (text: string) => ({ files: { 'src/a.ts': { source: text, mutants: [] }, 'src/b.ts': { source: 'b', mutants: [] } } });
  const made = judgedOn(source('a'), { '__tests__/a.test.ts': 'test a' });

  it('names every mutated source and judging suite with its sha256', () => {
    expect(Object.keys(made)).toStrictEqual(['__tests__/a.test.ts', 'src/a.ts', 'src/b.ts']);
    // sha256("a")
    expect(made['src/a.ts']).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
  });

  it('the same files and contents match; a changed source or suite, one more or one fewer, or none does not', () => {
    expect(sameJudgement(made, judgedOn(source('a'), { '__tests__/a.test.ts': 'test a' }))).toBe(true);
    expect(sameJudgement(made, judgedOn(source('a2'), { '__tests__/a.test.ts': 'test a' }))).toBe(false);
    expect(sameJudgement(made, judgedOn(source('a'), { '__tests__/a.test.ts': 'test a, stronger' }))).toBe(false);
    expect(sameJudgement(made, judgedOn(source('a'), {}))).toBe(false);
    expect(sameJudgement(made, judgedOn(source('a'), { '__tests__/a.test.ts': 'test a', '__tests__/b.test.ts': 'b' }))).toBe(false);
    expect(sameJudgement(undefined, made)).toBe(false);
  });
});

describe('the modules', () => {
  const modules = Object.entries(MODULES as Record<string, { areas: string[]; testFiles: string[] }>);

  it('mutate every area exactly once, between them', () => {
    const areas = modules.flatMap(([, m]) => m.areas).sort();
    expect(areas).toStrictEqual(Object.keys(AREAS as object).sort());
  });

  it.each(modules)('%s is judged by suites that exist', (_name, m) => {
    expect(m.testFiles.length).toBeGreaterThan(0);
    for (const file of m.testFiles) expect({ file, exists: existsSync(join(REPO_ROOT, file)) }).toStrictEqual({ file, exists: true });
  });
});
