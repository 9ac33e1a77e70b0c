// Mutation testing of the security core (docs/mutation.md): `npm run mutation`. Every mutated file is
// judged only by the fast unit suites of jest.mutation.config.js (no Docker engine); concurrency 1
// because the machine is shared. Reports: reports/mutation/mutation.html and mutation.json.
// the property tests try fewer cases per mutant (__tests__/security/runs.ts); the workers inherit this
process.env.ARENA_MUTATION = '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  concurrency: 1,
  timeoutMS: 20_000,
  timeoutFactor: 3,
  ignoreStatic: true,
  mutate: [
    // manifest policy: entrypoints (the community `command` rejection), images, env, requires, launch plans
    'src/core/manifest.ts:473-721',
    // runner selection: the second layer of the `command` rejection
    'src/adapters/runner-selection.ts:74-93',
    // env allowlists: process agents, containers, the docker CLI itself
    'src/adapters/process-runner.ts:15-48',
    'src/adapters/docker-runner.ts:125-224',
    'src/adapters/docker-cli.ts:61-83',
    'src/adapters/docker-cli.ts:106-128',
    'src/adapters/docker-cli.ts:187-189',
    // docker build argv
    'src/adapters/docker-images.ts:376-404',
    'src/core/sanitize.ts',
    'src/core/gates.ts',
    'src/core/dockerfile.ts:211-436',
    'src/core/report/conclusion.ts',
    'src/adapters/artifact.ts',
    'src/adapters/zip.ts',
    // the streaming byte cap of the artifact download
    'src/adapters/github.ts:61-88',
    'src/core/results.ts',
  ],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // reruns only the mutants whose code or covering tests changed since the last run
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
