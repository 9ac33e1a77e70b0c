// The layer rules of eslint.config.js (docs/architecture.md, "Layers"): run the project's ESLint on
// fixtures placed, by file name, in src/core, src/flows and src/modes, then on the real tree.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

const ESLINT = join(REPO_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

function lint(args: string[], stdin?: string): { filePath: string; messages: LintMessage[] }[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', ...args], {
    cwd: REPO_ROOT,
    input: stdin,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** Lint text as if it were the file at `asPath`. */
function lintText(text: string, asPath: string): LintMessage[] {
  const [result] = lint(['--stdin', '--stdin-filename', asPath], text);
  return result!.messages;
}

/** Lint a fixture (kept as .txt so that tsc does not compile it) as if it were the file at `asPath`. */
const lintAs = (fixture: string, asPath: string) =>
  lintText(readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'lint', fixture), 'utf8'), asPath);

const lineOf = (fixture: string, needle: string) =>
  readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'lint', fixture), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

describe('layer rules', () => {
  it('fail a core file that imports processes, files, sockets, GitHub clients, adapters, flows or modes', () => {
    const fixture = 'core-does-io.ts.txt';
    const messages = lintAs(fixture, 'src/core/lint-fixture.ts');
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
    const messages = lintAs(fixture, 'src/modes/lint-fixture.ts').filter((m) => m.ruleId === 'no-restricted-imports');
    expect(messages.map((m) => m.line)).toEqual([lineOf(fixture, "'./validate.js'"), lineOf(fixture, "'../modes/match.js'")]);
    expect(messages[0]!.message).toMatch(/imports no other mode/);
  });

  it('no mode is excepted: plan and maintainer-evaluate may not import the modes they once shared a flow with', () => {
    for (const [file, other] of [
      ['src/modes/plan.ts', "import { runRotation } from './rotation.js';\nexport const used = runRotation;\n"],
      ['src/modes/maintainer-evaluate.ts', "import { command } from './evaluate.js';\nexport const used = command;\n"],
    ] as const) {
      const messages = lintText(other, file).filter((m) => m.ruleId === 'no-restricted-imports');
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toMatch(/imports no other mode/);
    }
    const viaFlow = "import { runRotation } from '../flows/rotation.js';\nexport const used = runRotation;\n";
    expect(lintText(viaFlow, 'src/modes/plan.ts').filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it('fail a flow that imports a mode, the CLI or the action, and allow the core and the adapters', () => {
    const fixture = 'flow-imports-mode.ts.txt';
    const messages = lintAs(fixture, 'src/flows/lint-fixture.ts').filter((m) => m.ruleId === 'no-restricted-imports');
    const expected = ["'../modes/evaluate.js'", "'../modes/rotation.js'", "'../cli/args.js'", "'../action/types.js'"];
    expect(messages.map((m) => m.line)).toEqual(expected.map((needle) => lineOf(fixture, needle)));
    expect(messages[0]!.message).toMatch(/src\/flows imports no mode/);
  });

  it('the same rules pass on the files of src/ as they are', () => {
    const results = lint(['src']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId}: ${m.message}`));
    expect(results.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
