// Comments and docs point only at places inside this repository: no design card, checklist or
// reference note that lives elsewhere, and every docs/… or src/… path a comment names exists.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';

const ROOTS = ['src', '__tests__', 'scripts', 'docker', '.github', 'docs', 'bench', 'agents'];
const FILES = ['eslint.config.js', 'jest.config.js', 'README.md', 'action.yml', 'arena.yml'];
const TEXT = /\.(ts|mjs|js|cjs|json|ya?ml|md|sh|py|txt)$|(^|\/)(Dockerfile|CODEOWNERS)$/;

/** Documents that are not in this repository (the patterns are split so this file does not match itself). */
const OUTSIDE = [
  new RegExp(['DESIGN', '(\\.md|\\s*§)'].join('')),
  new RegExp(['\\bcheck', 'list\\b'].join(''), 'i'),
  new RegExp(['\\breference', '/[\\w-]+\\.md'].join('')),
  new RegExp(['actions-', 'security\\.md'].join('')),
  new RegExp(['sandbox', '\\.md'].join('')),
  new RegExp(['arenas', '\\.md'].join('')),
];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : walk(path);
    return TEXT.test(path) ? [path] : [];
  });
}

const SELF = join(REPO_ROOT, '__tests__', 'citations.test.ts');
const files = [...ROOTS.flatMap((root) => walk(join(REPO_ROOT, root))), ...FILES.map((f) => join(REPO_ROOT, f)).filter(existsSync)].filter(
  (file) => file !== SELF,
);

describe('citations', () => {
  it('no file cites a document outside the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${relative(REPO_ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('every docs/*.md that code or a document names exists (tests name made-up paths, so not theirs)', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => !relative(REPO_ROOT, f).startsWith('__tests__'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/[A-Za-z0-9._-]+\.md\b/g)) {
        if (!existsSync(join(REPO_ROOT, match[0]))) missing.push(`${relative(REPO_ROOT, file)}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the patterns catch the citations they are for', () => {
    for (const cited of ['(DESIGN §1)', 'see DESIGN.md', 'checklist E.24', 'reference/sandbox.md §1.1', 'actions-security.md §2']) {
      expect([cited, OUTSIDE.some((pattern) => pattern.test(cited))]).toEqual([cited, true]);
    }
    expect(OUTSIDE.some((pattern) => pattern.test('docs/architecture.md, "Trust model"'))).toBe(false);
  });
});
