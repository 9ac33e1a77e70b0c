// ESM jest: ts-jest transpiles TypeScript as ES modules; run with NODE_OPTIONS=--experimental-vm-modules.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // Docker end-to-end suites run serially across files (docs/architecture.md, "Testing"); unit suites are fast anyway.
  maxWorkers: 1,
  testTimeout: 60000,
};
