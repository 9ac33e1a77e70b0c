#!/usr/bin/env node
// Entry of the bundled CLI (dist/cli.js): runs with plain `node`, nothing to install.
import { runCli } from './cli/main.js';
import { processIo } from './cli/io.js';

process.exitCode = await runCli(process.argv.slice(2), processIo());
