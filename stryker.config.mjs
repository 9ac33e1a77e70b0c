// Mutation testing of the security core (docs/mutation.md): `npm run mutation`. Every mutated file is
// judged only by the fast unit suites of jest.mutation.config.js (no Docker engine); concurrency 1
// because the machine is shared. Reports: reports/mutation/mutation.html and mutation.json.
// the property tests try fewer cases per mutant (__tests__/security/runs.ts); the workers inherit this
process.env.ARENA_MUTATION = '1';
import { AREAS, MODULES } from './scripts/mutation-ranges.mjs';

// One module at a time (docs/mutation.md, "One module at a time"): `ARENA_MUTATE=<name> npx stryker run`
// mutates only that module's ranges, judges them only by the suites that test it (the dry run, which
// measures coverage, runs those suites and no others) and keeps its own incremental file and reports.
// No TypeScript checker there: swc only strips the types (tsconfig isolatedModules), a mutant that does
// not type-check still runs as JavaScript, and the checker's first type check costs minutes on 2 cores.
const only = process.env.ARENA_MUTATE;
if (only !== undefined && !Object.hasOwn(MODULES, only)) {
  throw new Error(`stryker.config.mjs: ARENA_MUTATE=${only} is no module; use one of ${Object.keys(MODULES).join(', ')}`);
}
const module = only === undefined ? undefined : MODULES[only];
const reports = only === undefined ? 'reports/mutation' : `reports/mutation/${only}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  checkers: module ? [] : ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  concurrency: 1,
  // a mutant that loops (a weakened regex, a cap that never trips) is given up on soon: the machine is shared
  timeoutMS: 10_000,
  timeoutFactor: 3,
  ignoreStatic: true,
  // the security core by function (scripts/mutation-ranges.mjs): each range follows its code
  mutate: Object.values(AREAS).map((a) => a.range()),
  ...(module ? { mutate: module.areas.map((a) => AREAS[a].range()), testFiles: module.testFiles } : {}),
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${reports}/mutation.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  // reruns only the mutants whose code or covering tests changed since the last run
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
