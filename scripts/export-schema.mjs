#!/usr/bin/env node
// Export the results document's zod schema (src/core/results.ts) as JSON Schema to
// docs/results.schema.json, so consumers outside TypeScript can validate arena-results.json.
//   node scripts/export-schema.mjs          write the file
//   node scripts/export-schema.mjs --check  exit 1 when the committed file is stale
// Works on any Node ≥ 20: results.ts is transpiled with the project's TypeScript into a cache
// folder inside node_modules (so its `zod` import resolves), then imported.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'docs', 'results.schema.json');

/** The JSON Schema document for a ResultsSchema, with a title and a stable key order. */
export function resultsJsonSchema(ResultsSchema, version) {
  const schema = z.toJSONSchema(ResultsSchema, { target: 'draft-2020-12', unrepresentable: 'throw' });
  return {
    $schema: schema.$schema,
    title: version,
    description: `The ${version} results document of Arena (docs/results.md). Generated from src/core/results.ts by scripts/export-schema.mjs; do not edit.`,
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}

async function loadResultsModule() {
  const source = readFileSync(join(root, 'src', 'core', 'results.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const cache = join(root, 'node_modules', '.cache', `arena-export-${process.pid}`);
  mkdirSync(cache, { recursive: true });
  const file = join(cache, 'results.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

// Titled with the newest version; the schema accepts every version the reader knows (v1 and v2).
const { ResultsSchema, RESULTS_SCHEMA_V2 } = await loadResultsModule();
const text = `${JSON.stringify(resultsJsonSchema(ResultsSchema, RESULTS_SCHEMA_V2), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = '';
  }
  if (current !== text) {
    process.stderr.write('docs/results.schema.json is stale: run `node scripts/export-schema.mjs` and commit the result\n');
    process.exit(1);
  }
  process.stdout.write('docs/results.schema.json is current\n');
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${target}\n`);
}
