#!/usr/bin/env node
// `npm run bench`: run bench/run.ts on the project's TypeScript sources with Node's own TypeScript
// support (no bundling step, so the bench starts in about a second). Needs Node >= 22.18 with
// --experimental-transform-types; `npm run` puts the repository's Node 24 (node_modules/.bin/node)
// first on PATH. Arguments are passed on: `npm run bench -- --only P1,P6 --quick`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `bench: Node ${process.versions.node} cannot run TypeScript directly; run it with \`npm run bench\` ` +
      "(which uses the repository's Node 24 from node_modules/.bin) or any Node >= 22.18.",
  );
  process.exit(2);
}

/** Node's TypeScript support and the .js → .ts resolver (the rotation worker inherits them: execArgv). */
const NODE_FLAGS = [
  '--experimental-transform-types',
  '--disable-warning=ExperimentalWarning',
  '--import',
  pathToFileURL(join(here, 'register.mjs')).href,
];

const child = spawn(process.execPath, [...NODE_FLAGS, join(here, 'run.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
