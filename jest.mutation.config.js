// The jest run Stryker uses for `npm run mutation`: only the fast unit suites that cover the mutated
// security core (docs/mutation.md). No Docker engine, no bundle, no network: each mutant is judged by
// the tests that cover it (coverageAnalysis perTest) in the suites that import the mutated file.
import { shared } from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...shared,
  testMatch: [
    '<rootDir>/__tests__/manifest.test.ts',
    '<rootDir>/__tests__/gates.test.ts',
    '<rootDir>/__tests__/dockerfile.test.ts',
    '<rootDir>/__tests__/results-schema.test.ts',
    '<rootDir>/__tests__/sanitize-properties.test.ts',
    '<rootDir>/__tests__/docker-flags.test.ts',
    '<rootDir>/__tests__/report/report-units.test.ts',
    // the argv and environment parts of this suite use a recording stand-in and fake binaries, never the engine
    '<rootDir>/__tests__/docker/docker-cli.test.ts',
    '<rootDir>/__tests__/security/**/*.test.ts',
  ],
  testTimeout: 60000,
};
