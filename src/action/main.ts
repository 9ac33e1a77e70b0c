// The action: read inputs, run one mode, end in one place. A verdict never fails the job (docs/architecture.md, "What each mode does");
// only a mode that could not run does, through core.setFailed.
import { describeError } from '../core/errors.js';
import { sanitizeLine } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { readInputs } from './inputs.js';
import { ACTION_MODE_TABLE } from './modes.js';
import type { ActionIo } from './types.js';

export async function runAction(io: ActionIo, setFailed: (message: string) => void): Promise<void> {
  try {
    const inputs = readInputs(io);
    io.info(`Arena ${ARENA_VERSION}: mode ${inputs.mode}`);
    await ACTION_MODE_TABLE[inputs.mode].run(inputs, io);
  } catch (error) {
    setFailed(sanitizeLine(describeError(error)));
  }
}
