// Reading the repository's workflows, action.yml and the policy fixtures from disk for the
// workflow suites (the policy itself is pure: src/core/workflow-policy/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { PolicyFile } from '../../src/core/workflow-policy/index.js';

// Computed here rather than taken from helpers/cli.ts, which loads the whole CLI.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORKFLOWS_DIR = join(REPO_ROOT, '.github', 'workflows');
export const FIXTURES_DIR = join(REPO_ROOT, '__tests__', 'fixtures', 'workflows');

export function policyFile(absolute: string): PolicyFile {
  return { path: relative(REPO_ROOT, absolute), text: readFileSync(absolute, 'utf8') };
}

export function repoWorkflows(): PolicyFile[] {
  return readdirSync(WORKFLOWS_DIR)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => policyFile(join(WORKFLOWS_DIR, f)));
}

/** the example competition repository's workflows (examples/competition/.github/workflows) */
export function exampleWorkflows(): PolicyFile[] {
  const dir = join(REPO_ROOT, 'examples', 'competition', '.github', 'workflows');
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => policyFile(join(dir, f)));
}

export function repoAction(): PolicyFile {
  return policyFile(join(REPO_ROOT, 'action.yml'));
}

/** a workflow of this repository as a plain value */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function workflow(name: string): any {
  return parse(readFileSync(join(WORKFLOWS_DIR, name), 'utf8'));
}

/** `<fixtures>/<dir>/*` — a policy fixture directory's files (workflows and/or an action.yml) */
export function fixtureFiles(dir: string): PolicyFile[] {
  const root = join(FIXTURES_DIR, dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  return readdirSync(root)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => policyFile(join(root, f)));
}

export function fixtureDirs(): string[] {
  return readdirSync(FIXTURES_DIR).filter((d) => statSync(join(FIXTURES_DIR, d)).isDirectory());
}
