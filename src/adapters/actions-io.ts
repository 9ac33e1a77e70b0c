// ActionIo over @actions/core: the only place the action touches the toolkit's logging and outputs.
import * as core from '@actions/core';
import type { ActionIo } from '../action/types.js';

export function actionsIo(): ActionIo {
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (value) => core.setSecret(value),
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    error: (message) => core.error(message),
    debug: (message) => core.debug(message),
    group: (name, fn) => core.group(name, fn),
    summary: (markdown) => {
      core.summary.addRaw(markdown, true);
    },
    writeSummary: async () => {
      if (process.env.GITHUB_STEP_SUMMARY) await core.summary.write();
    },
    env: process.env,
  };
}
