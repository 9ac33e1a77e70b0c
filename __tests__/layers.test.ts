// The layer rules of eslint.config.js (docs/architecture.md, "Layers"): run the project's ESLint on
// fixtures placed, by file name, in src/core, src/flows and src/modes, then on the real tree. All of
// it in one ESLint process (fixtures/lint/lint-batch.mjs), started once for the suite.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

interface LintBatch {
  texts: LintMessage[][];
  files: { filePath: string; messages: LintMessage[] }[];
}

const fixtureText = (fixture: string) => readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'lint', fixture), 'utf8');

const lineOf = (fixture: string, needle: string) =>
  fixtureText(fixture)
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

/** Each text linted as if it were the file at its path (fixtures are kept as .txt so that tsc does not compile them). */
const TEXTS = {
  coreDoesIo: { text: fixtureText('core-does-io.ts.txt'), filePath: 'src/core/lint-fixture.ts' },
  modeImportsMode: { text: fixtureText('mode-imports-mode.ts.txt'), filePath: 'src/modes/lint-fixture.ts' },
  plan: { text: "import { runRotation } from './rotation.js';\nexport const used = runRotation;\n", filePath: 'src/modes/plan.ts' },
  maintainerEvaluate: {
    text: "import { command } from './evaluate.js';\nexport const used = command;\n",
    filePath: 'src/modes/maintainer-evaluate.ts',
  },
  planViaFlow: {
    text: "import { runRotation } from '../flows/rotation.js';\nexport const used = runRotation;\n",
    filePath: 'src/modes/plan.ts',
  },
  flowImportsMode: { text: fixtureText('flow-imports-mode.ts.txt'), filePath: 'src/flows/lint-fixture.ts' },
};
type TextCase = keyof typeof TEXTS;

/** each text's messages, and the results of linting src/ */
let batch: { texts: Record<TextCase, LintMessage[]>; files: LintBatch['files'] };

beforeAll(() => {
  const names = Object.keys(TEXTS) as TextCase[];
  const run = spawnSync(process.execPath, [join(REPO_ROOT, '__tests__', 'fixtures', 'lint', 'lint-batch.mjs')], {
    cwd: REPO_ROOT,
    input: JSON.stringify({ texts: names.map((name) => TEXTS[name]), paths: ['src'] }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-batch.mjs exited ${run.status ?? run.signal}: ${run.stderr}`);
  const linted = JSON.parse(run.stdout) as LintBatch;
  expect(linted.texts).toHaveLength(names.length);
  batch = {
    texts: Object.fromEntries(names.map((name, i) => [name, linted.texts[i]!])) as Record<TextCase, LintMessage[]>,
    files: linted.files,
  };
});

const messagesOf = (name: TextCase): LintMessage[] => batch.texts[name];

describe('layer rules', () => {
  it('fail a core file that imports processes, files, sockets, GitHub clients, adapters, flows or modes', () => {
    const fixture = 'core-does-io.ts.txt';
    const messages = messagesOf('coreDoesIo');
    const restricted = messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
    const expected = [
      "'node:child_process'",
      "'child_process'",
      "'node:fs/promises'",
      "'node:net'",
      "'@actions/core'",
      "'@octokit/rest'",
      "'../adapters/git.js'",
      "'../flows/evaluation.js'",
      "'../modes/validate.js'",
    ].map((needle) => lineOf(fixture, needle));
    expect(restricted).toEqual(expected);
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line)).toEqual([lineOf(fixture, "import('node:os')")]);
  });

  it('fail a mode that imports another mode, whether as ./x.js or ../modes/x.js, and allow the core', () => {
    const fixture = 'mode-imports-mode.ts.txt';
    const messages = messagesOf('modeImportsMode').filter((m) => m.ruleId === 'no-restricted-imports');
    expect(messages.map((m) => m.line)).toEqual([lineOf(fixture, "'./validate.js'"), lineOf(fixture, "'../modes/match.js'")]);
    expect(messages[0]!.message).toMatch(/imports no other mode/);
  });

  it('no mode is excepted: plan and maintainer-evaluate may not import the modes they once shared a flow with', () => {
    for (const name of ['plan', 'maintainerEvaluate'] as const) {
      const messages = messagesOf(name).filter((m) => m.ruleId === 'no-restricted-imports');
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toMatch(/imports no other mode/);
    }
    expect(messagesOf('planViaFlow').filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it('fail a flow that imports a mode, the CLI or the action, and allow the core and the adapters', () => {
    const fixture = 'flow-imports-mode.ts.txt';
    const messages = messagesOf('flowImportsMode').filter((m) => m.ruleId === 'no-restricted-imports');
    const expected = ["'../modes/evaluate.js'", "'../modes/rotation.js'", "'../cli/args.js'", "'../action/types.js'"];
    expect(messages.map((m) => m.line)).toEqual(expected.map((needle) => lineOf(fixture, needle)));
    expect(messages[0]!.message).toMatch(/src\/flows imports no mode/);
  });

  it('the same rules pass on the files of src/ as they are', () => {
    const results = batch.files;
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId}: ${m.message}`));
    expect(results.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
