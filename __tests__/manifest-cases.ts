// The manifest fixture set (__tests__/fixtures/manifests) and what each failing fixture must produce,
// shared by the manifest, discovery and CLI tests.
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/cli.js';

export const FIXTURES = join(REPO_ROOT, '__tests__', 'fixtures', 'manifests');

/**
 * Every failing fixture under __tests__/fixtures/manifests/<tier>/<case>/ with the finding it must
 * produce: rule, file and position. Every other fixture (the `-pass` ones, official/minimax shaped
 * like docs/writing-an-agent.md's example) must be valid.
 */
export const FAILING: ReadonlyArray<{ id: string; rule: string; file: string; line: number; column: number }> = [
  { id: 'community/yaml-syntax-fail', rule: 'yaml-syntax', file: 'agent.yml', line: 4, column: 1 },
  { id: 'community/yaml-syntax-dup-fail', rule: 'yaml-syntax', file: 'agent.yml', line: 8, column: 1 },
  { id: 'community/manifest-too-large-fail', rule: 'manifest-too-large', file: 'agent.yml', line: 1, column: 1 },
  { id: 'community/unknown-key-fail', rule: 'unknown-key', file: 'agent.yml', line: 8, column: 3 },
  { id: 'community/missing-field-fail', rule: 'missing-field', file: 'agent.yml', line: 1, column: 1 },
  { id: 'community/missing-field-type-fail', rule: 'missing-field', file: 'agent.yml', line: 4, column: 1 },
  { id: 'community/bad-value-fail', rule: 'bad-value', file: 'agent.yml', line: 4, column: 8 },
  { id: 'community/bad-name-fail', rule: 'bad-name', file: 'agent.yml', line: 1, column: 7 },
  { id: 'community/bad-name-pattern-fail', rule: 'bad-name', file: 'agent.yml', line: 1, column: 7 },
  { id: 'community/bad-version-fail', rule: 'bad-version', file: 'agent.yml', line: 2, column: 10 },
  { id: 'community/bad-version-text-fail', rule: 'bad-version', file: 'agent.yml', line: 2, column: 10 },
  { id: 'community/duplicate-name-fail', rule: 'duplicate-name', file: 'agent.yml', line: 1, column: 7 },
  { id: 'community/community-command-entrypoint-fail', rule: 'community-command-entrypoint', file: 'agent.yml', line: 5, column: 9 },
  { id: 'community/bad-entrypoint-fail', rule: 'bad-entrypoint', file: 'agent.yml', line: 8, column: 3 },
  { id: 'community/image-without-digest-fail', rule: 'image-without-digest', file: 'agent.yml', line: 6, column: 10 },
  { id: 'community/image-registry-not-allowed-fail', rule: 'image-registry-not-allowed', file: 'agent.yml', line: 6, column: 10 },
  { id: 'community/build-and-image-fail', rule: 'build-and-image', file: 'agent.yml', line: 8, column: 3 },
  { id: 'community/build-and-image-none-fail', rule: 'build-and-image', file: 'agent.yml', line: 5, column: 1 },
  { id: 'community/build-context-escapes-fail', rule: 'build-context-escapes', file: 'agent.yml', line: 7, column: 10 },
  { id: 'community/build-context-escapes-abs-fail', rule: 'build-context-escapes', file: 'agent.yml', line: 8, column: 15 },
  { id: 'community/missing-dockerfile-fail', rule: 'missing-dockerfile', file: 'agent.yml', line: 8, column: 15 },
  { id: 'community/unknown-game-fail', rule: 'unknown-game', file: 'agent.yml', line: 4, column: 23 },
  { id: 'community/env-not-literal-fail', rule: 'env-not-literal', file: 'agent.yml', line: 10, column: 13 },
  { id: 'community/env-not-literal-interp-fail', rule: 'env-not-literal', file: 'agent.yml', line: 9, column: 12 },
  { id: 'community/reserved-env-fail', rule: 'reserved-env', file: 'agent.yml', line: 9, column: 5 },
  { id: 'community/requires-over-budget-fail', rule: 'requires-over-budget', file: 'agent.yml', line: 10, column: 9 },
  { id: 'community/unpinned-base-image-fail', rule: 'unpinned-base-image', file: 'Dockerfile', line: 5, column: 7 },
  { id: 'community/unpinned-base-image-arg-fail', rule: 'unpinned-base-image', file: 'Dockerfile', line: 2, column: 6 },
  { id: 'community/remote-build-input-fail', rule: 'remote-build-input', file: 'Dockerfile', line: 1, column: 1 },
  { id: 'community/remote-build-input-add-fail', rule: 'remote-build-input', file: 'Dockerfile', line: 4, column: 5 },
  { id: 'community/missing-manifest-fail', rule: 'missing-manifest', file: '', line: 1, column: 1 },
];
