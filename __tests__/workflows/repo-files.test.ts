// CODEOWNERS and Dependabot (issue #8 item 3): the trusted paths have owners, and both dependency
// ecosystems are updated with a cooldown, TypeScript majors ≥ 7 held back.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { parse } from 'yaml';
import { REPO_ROOT } from './files.js';

interface OwnerRule {
  line: number;
  pattern: string;
  owners: string[];
}

function codeowners(): OwnerRule[] {
  return readFileSync(join(REPO_ROOT, '.github', 'CODEOWNERS'), 'utf8')
    .split('\n')
    .map((text, i) => ({ text: text.replace(/(^|\s)#.*$/, '').trim(), line: i + 1 }))
    .filter((l) => l.text !== '')
    .map(({ text, line }) => {
      const [pattern, ...owners] = text.split(/\s+/);
      return { line, pattern: pattern!, owners };
    });
}

/** CODEOWNERS pattern → RegExp over repository paths (the gitignore subset GitHub supports) */
function patternRegex(pattern: string): RegExp {
  const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/');
  const body = pattern
    .replace(/^\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
    .join('.*');
  const dir = pattern.endsWith('/');
  return new RegExp(`${anchored ? '^' : '(^|/)'}${body}${dir ? '' : '(/|$)'}`);
}

/** GitHub's rule: the last matching line wins */
function ownersOf(path: string): string[] | undefined {
  let owners: string[] | undefined;
  for (const rule of codeowners()) if (patternRegex(rule.pattern).test(path)) owners = rule.owners;
  return owners;
}

describe('CODEOWNERS', () => {
  it('every rule has an owner in a valid form', () => {
    const rules = codeowners();
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      expect(rule.owners.length).toBeGreaterThan(0);
      for (const owner of rule.owners) expect(owner).toMatch(/^@[A-Za-z0-9-]+(\/[A-Za-z0-9_.-]+)?$|^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it.each([
    '.github/workflows/arena-pr.yml',
    '.github/workflows/arena-report.yml',
    '.github/CODEOWNERS',
    '.github/dependabot.yml',
    'action.yml',
    'src/core/config.ts',
    'src/modes/report.ts',
    'dist/index.js',
    'dist/cli.js',
    'package.json',
    'package-lock.json',
    'arena.yml',
    'agents/official/minimax/agent.yml',
    'docker/seccomp.json',
    'games/nim/game.mjs',
  ])('%s has an owner', (path) => {
    expect(ownersOf(path)).toEqual(['@arena-maintainers']);
  });

  it('the matcher follows the CODEOWNERS rules it relies on', () => {
    expect(patternRegex('/src/').test('src/a/b.ts')).toBe(true);
    expect(patternRegex('/src/').test('lib/src/a.ts')).toBe(false);
    expect(patternRegex('/action.yml').test('action.yml')).toBe(true);
    expect(patternRegex('/action.yml').test('agents/community/x/action.yml')).toBe(false);
    expect(patternRegex('/agents/official/').test('agents/community/official/x')).toBe(false);
  });
});

describe('Dependabot', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const config: any = parse(readFileSync(join(REPO_ROOT, '.github', 'dependabot.yml'), 'utf8'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const update = (ecosystem: string): any =>
    config.updates.find((u: { 'package-ecosystem': string }) => u['package-ecosystem'] === ecosystem);

  it('updates npm and github-actions at the root, on a schedule, after a cooldown', () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((u: { 'package-ecosystem': string }) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const u of config.updates) {
      expect(u.directory).toBe('/');
      expect(['daily', 'weekly', 'monthly']).toContain(u.schedule.interval);
      expect(u.cooldown['default-days']).toBeGreaterThanOrEqual(3);
      expect(u.cooldown['default-days']).toBeLessThanOrEqual(90);
    }
    // github-actions supports only default-days
    expect(Object.keys(update('github-actions').cooldown)).toEqual(['default-days']);
  });

  it('holds back TypeScript 7 and later, and only that', () => {
    const ignores = update('npm').ignore as Array<{ 'dependency-name': string; versions?: string[] }>;
    expect(ignores.map((i) => i['dependency-name'])).toEqual(['typescript']);
    const ranges = ignores[0]!.versions!;
    const ignored = (v: string): boolean => ranges.some((r) => semver.satisfies(v, r));
    expect(['7.0.0', '7.0.2', '7.1.0', '8.0.0'].every(ignored)).toBe(true);
    expect(['5.9.3', '6.0.3', '6.9.9'].some(ignored)).toBe(false);
    expect(update('github-actions').ignore).toBeUndefined();
  });
});
