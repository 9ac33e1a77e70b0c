import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

// The layers (docs/architecture.md): src/core is pure — no processes, files, sockets, GitHub
// clients, and nothing from the adapters or the modes; src/modes/* is one file of wiring per
// mode and imports no other mode.
const CORE_IO_MODULES = [
  'child_process',
  'node:child_process',
  'fs',
  'fs/promises',
  'node:fs',
  'node:fs/promises',
  'net',
  'node:net',
  'node:http',
  'node:https',
  'node:tls',
  'node:dgram',
];
const coreImportRule = {
  paths: CORE_IO_MODULES.map((name) => ({ name, message: 'src/core does no I/O: put it behind a port implemented in src/adapters.' })),
  patterns: [
    { group: ['@actions/*', '@octokit/*'], message: 'src/core talks to GitHub only through a port (src/core/github/port.ts).' },
    { group: ['**/adapters/*', '**/adapters'], message: 'src/core must not import the adapters; take them as parameters (ports).' },
    { group: ['**/modes/*', '**/modes'], message: 'src/core must not import the modes.' },
  ],
};
const MODE_IMPORT_MESSAGE = 'a mode imports no other mode: move what both need into src/core (pure) or src/adapters (I/O).';
/**
 * Mode-to-mode imports that remain until their shared orchestration moves out of the mode files
 * (the evaluation pipeline maintainer-evaluate reuses; the rotation flow plan reuses). Each entry
 * allows exactly one import in one file; everything else is still forbidden there.
 */
const MODE_IMPORTS_PENDING = {
  'src/modes/maintainer-evaluate.ts': ['./evaluate.js'],
  'src/modes/plan.ts': ['./rotation.js'],
};
const modeImportRule = (allowed = []) => ({
  patterns: [{ group: ['./*', '../modes/*', ...allowed.map((path) => `!${path}`)], message: MODE_IMPORT_MESSAGE }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'build/',
      'coverage/',
      'reports/',
      '.stryker-tmp/',
      '**/fixtures/**',
      'agents/**',
      'images/**',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', coreImportRule],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'src/core loads no modules at run time.' }],
    },
  },
  { files: ['src/modes/**/*.ts'], rules: { 'no-restricted-imports': ['error', modeImportRule()] } },
  ...Object.entries(MODE_IMPORTS_PENDING).map(([file, allowed]) => ({
    files: [file],
    rules: { 'no-restricted-imports': ['error', modeImportRule(allowed)] },
  })),
);
