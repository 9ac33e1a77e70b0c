import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

// The layers (docs/architecture.md): src/core is pure — no processes, files, sockets, GitHub
// clients, and nothing from the adapters, the flows or the modes; src/flows/* is orchestration two
// modes share and imports no mode; src/modes/* is one file of wiring per mode and imports no other
// mode.
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
    {
      group: ['**/flows/*', '**/flows'],
      message: 'src/core must not import the flows; they orchestrate the core, not the other way round.',
    },
    { group: ['**/modes/*', '**/modes'], message: 'src/core must not import the modes.' },
  ],
};
const MODE_IMPORT_MESSAGE =
  'a mode imports no other mode: move what both need into src/core (pure), src/adapters (I/O) or src/flows (shared orchestration).';
const modeImportRule = { patterns: [{ group: ['./*', '../modes/*'], message: MODE_IMPORT_MESSAGE }] };
const flowImportRule = {
  patterns: [
    {
      group: ['**/modes/*', '**/modes', '**/cli/*', '**/action/*'],
      message: 'src/flows imports no mode, CLI or action code: the modes wire a flow up, not the other way round.',
    },
  ],
};

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
  { files: ['src/modes/**/*.ts'], rules: { 'no-restricted-imports': ['error', modeImportRule] } },
  { files: ['src/flows/**/*.ts'], rules: { 'no-restricted-imports': ['error', flowImportRule] } },
);
