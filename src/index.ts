// Entry of the bundled action (dist/index.js).
import * as core from '@actions/core';
import { runAction } from './action/main.js';
import { actionsIo } from './adapters/actions-io.js';

await runAction(actionsIo(), (message) => core.setFailed(message));
