// What `npm run mutation` mutates (stryker.config.mjs, docs/mutation.md), named by function rather
// than by line number: each range is computed from the source when Stryker starts, from the line
// that declares the first function to the line that closes the last one, so a range follows its code
// when lines above it move, and a renamed or removed function stops the run with an error instead of
// mutating whatever code now sits at the old lines.
import { readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);

/** The 0-based line declaring `name` (a function, an async function or a class method); exactly one. */
function declarationLine(lines, name, file) {
  const declares = new RegExp(`^\\s*(export\\s+)?(async\\s+)?(function\\s+)?${name}\\s*[<(]`);
  const found = lines.flatMap((line, i) => (declares.test(line) ? [i] : []));
  if (found.length !== 1) {
    throw new Error(`scripts/mutation-ranges.mjs: ${file} declares ${name} ${found.length} times; expected once (renamed or moved?)`);
  }
  return found[0];
}

/**
 * `file:start-end` (1-based, inclusive) from the declaration of `first` to the closing brace of
 * `last`: the first later line that is only `}` at the declaration's own indentation.
 */
export function functionRange(file, first, last = first) {
  const lines = readFileSync(new URL(file, ROOT), 'utf8').split('\n');
  const start = declarationLine(lines, first, file);
  const lastStart = declarationLine(lines, last, file);
  if (lastStart < start) throw new Error(`scripts/mutation-ranges.mjs: in ${file}, ${last} comes before ${first}`);
  const indent = /^\s*/.exec(lines[lastStart])[0];
  const end = lines.findIndex((line, i) => i > lastStart && line === `${indent}}`);
  if (end < 0) throw new Error(`scripts/mutation-ranges.mjs: ${file}: no closing brace for ${last}`);
  return `${file}:${start + 1}-${end + 1}`;
}

/** One mutated area: a whole file, or the functions from `first` to `last`. */
const area = (file, first, last) => ({ file, first, last: last ?? first, range: () => (first ? functionRange(file, first, last) : file) });

/** The security core, in the order of docs/mutation.md's table. */
export const AREAS = {
  // manifest policy: entrypoints (the community `command` rejection), images, env, requires, launch plans
  manifest: area('src/core/manifest.ts', 'checkGames', 'dockerLaunch'),
  // runner selection: the second layer of the `command` rejection
  'runner-selection': area('src/adapters/runner-selection.ts', 'selectRunner'),
  // env allowlists: process agents, containers, the docker CLI itself (its env and the spawn env of run and attach)
  'process-env': area('src/adapters/process-runner.ts', 'buildAgentEnv'),
  'create-args': area('src/adapters/docker-runner.ts', 'buildCreateArgs'),
  'docker-cli-env': area('src/adapters/docker-cli.ts', 'dockerCliEnv'),
  'docker-cli-spawn': area('src/adapters/docker-cli.ts', 'createDockerCli'),
  // docker build argv
  'build-args': area('src/adapters/docker-images.ts', 'buildArgs'),
  sanitize: area('src/core/sanitize.ts'),
  gates: area('src/core/gates.ts'),
  // Dockerfile checks and the base-image allowlist: from parseImageReference to the end of the file
  dockerfile: area('src/core/dockerfile.ts', 'parseImageReference', 'truncateValue'),
  conclusion: area('src/core/report/conclusion.ts'),
  artifact: area('src/adapters/artifact.ts'),
  zip: area('src/adapters/zip.ts'),
  // the streaming byte cap of the artifact download
  'read-capped': area('src/adapters/github.ts', 'readCapped'),
  results: area('src/core/results.ts'),
};

// The modules of `npm run mutation` (docs/mutation.md, "One module at a time"): each names its areas
// (above; every area is in exactly one module, __tests__/mutation-ranges.test.ts) and the suites that
// judge them. stryker.config.mjs turns ARENA_MUTATE=<module> into Stryker's `mutate` and `testFiles`.
export const MODULES = {
  sanitize: {
    areas: ['sanitize'],
    testFiles: ['__tests__/security/sanitize.test.ts', '__tests__/security/sanitize-properties.test.ts'],
  },
  zip: {
    areas: ['zip'],
    testFiles: ['__tests__/security/zip.test.ts', '__tests__/security/artifact.test.ts', '__tests__/report/report-units.test.ts'],
  },
  artifact: {
    areas: ['artifact'],
    testFiles: ['__tests__/security/artifact.test.ts', '__tests__/security/layers.test.ts'],
  },
  results: {
    areas: ['results'],
    testFiles: [
      '__tests__/results-schema.test.ts',
      '__tests__/security/results-reader.test.ts',
      '__tests__/security/artifact.test.ts',
      '__tests__/sanitize-properties.test.ts',
    ],
  },
  'create-args': {
    areas: ['create-args'],
    testFiles: [
      '__tests__/security/create-args.test.ts',
      '__tests__/security/env-allowlists.test.ts',
      '__tests__/docker/docker-cli.test.ts',
    ],
  },
  'build-args': {
    areas: ['build-args'],
    testFiles: ['__tests__/security/build-args.test.ts', '__tests__/docker-flags.test.ts', '__tests__/docker/docker-cli.test.ts'],
  },
  gates: {
    areas: ['gates'],
    testFiles: ['__tests__/gates.test.ts', '__tests__/security/gates-findings.test.ts', '__tests__/security/policy-properties.test.ts'],
  },
  dockerfile: {
    areas: ['dockerfile'],
    testFiles: [
      '__tests__/dockerfile.test.ts',
      '__tests__/security/dockerfile-findings.test.ts',
      '__tests__/security/policy-properties.test.ts',
    ],
  },
  conclusion: {
    areas: ['conclusion'],
    testFiles: ['__tests__/security/conclusion-properties.test.ts', '__tests__/report/report-units.test.ts'],
  },
  // the second `command` rejection, the env allowlists of process agents and of the docker CLI, the artifact stream cap
  layers: {
    areas: ['runner-selection', 'process-env', 'docker-cli-env', 'docker-cli-spawn', 'read-capped'],
    testFiles: [
      '__tests__/security/layers.test.ts',
      '__tests__/security/env-allowlists.test.ts',
      '__tests__/security/docker-cli-wrapper.test.ts',
      '__tests__/docker/docker-cli.test.ts',
    ],
  },
  manifest: {
    areas: ['manifest'],
    testFiles: [
      '__tests__/manifest.test.ts',
      '__tests__/security/manifest-findings.test.ts',
      '__tests__/security/policy-properties.test.ts',
      '__tests__/security/layers.test.ts',
    ],
  },
};

/** The text of each suite that judges `module` (path → text), read now: what a judgement is made on. */
export function moduleSuites(module) {
  return Object.fromEntries(MODULES[module].testFiles.map((file) => [file, readFileSync(new URL(file, ROOT), 'utf8')]));
}
