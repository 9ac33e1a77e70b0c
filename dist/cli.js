#!/usr/bin/env node
// The arena CLI (bundle in ./cli/). Node >= 22.1 keeps a compile cache, so later starts are faster.
import module from 'node:module';
module.enableCompileCache?.();
await import('./cli/index.js');
