// ESM jest: swc strips the types and keeps the ES modules; run with NODE_OPTIONS=--experimental-vm-modules.
// Two projects: `unit` (everything that needs no Docker engine) and `docker` (the suites that build,
// start and remove containers). `npm test` runs them side by side (scripts/parallel.mjs), each in its
// own jest process that runs its files one at a time (maxWorkers 1 is jest's in-band mode), so Docker
// end-to-end suites never overlap one another.
// `npx jest <path>` runs the matching files of both with one worker.

/** the suites that use the Docker engine (serial) */
export const DOCKER_SUITES = [
  '__tests__/docker/',
  '__tests__/evaluate/docker.test.ts',
  '__tests__/evaluate/three-seats-docker.test.ts',
  '__tests__/example-competition.test.ts',
  '__tests__/interrupt.test.ts',
  '__tests__/interrupt-scheduling.test.ts',
  '__tests__/maintainer/maintainer-bundle.test.ts',
  '__tests__/maintainer/maintainer-evaluate.test.ts',
  '__tests__/rotation-docker.test.ts',
];

/**
 * The order the Docker suites run in (scripts/jest-sequencer.mjs says why): first those that need
 * neither dist/ nor a quiet machine, then those that run dist/, then the resource rows.
 */
export const DOCKER_ORDER = [
  '__tests__/docker/parity.test.ts',
  '__tests__/rotation-docker.test.ts',
  '__tests__/maintainer/maintainer-evaluate.test.ts',
  '__tests__/docker/standins.test.ts',
  '__tests__/docker/start-registry.test.ts',
  '__tests__/docker/runner-image-cache.test.ts',
  '__tests__/docker/docker-cli.test.ts',
  '__tests__/docker/cli-runs.test.ts',
  '__tests__/example-competition.test.ts',
  '__tests__/evaluate/docker.test.ts',
  '__tests__/evaluate/three-seats-docker.test.ts',
  '__tests__/docker/smoke-game.test.ts',
  '__tests__/docker/match-build-failed.test.ts',
  '__tests__/maintainer/maintainer-bundle.test.ts',
  '__tests__/interrupt-scheduling.test.ts',
  '__tests__/interrupt.test.ts',
  '__tests__/docker/images.test.ts',
  '__tests__/docker/abuse-matrix.test.ts',
];

/** settings every project shares */
export const shared = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Types are checked by `npm run typecheck`, never here (tsconfig.json's isolatedModules keeps every
  // file transpilable alone). swc instead of ts-jest: in a fresh clone, with jest's cache empty,
  // ts-jest's transpiling cost the unit project ~36 CPU-seconds more (docs/performance.md).
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          keepClassNames: true,
          transform: { useDefineForClassFields: true },
        },
      },
    ],
  },
  testTimeout: 60000,
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...DOCKER_SUITES.map((p) => `/${escape(p)}`)],
    },
    {
      ...shared,
      displayName: 'docker',
      testMatch: DOCKER_SUITES.map((p) => (p.endsWith('/') ? `<rootDir>/${p}**/*.test.ts` : `<rootDir>/${p}`)),
    },
  ],
  maxWorkers: 1,
  testTimeout: 60000,
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
};
