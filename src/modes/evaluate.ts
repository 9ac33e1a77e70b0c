// `arena evaluate` and action mode `evaluate`: the unprivileged PR check. Lands with issue #5.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';
import type { ActionMode } from '../action/types.js';

export const command: CliCommand = {
  name: 'evaluate',
  summary: 'what the PR check does, locally.',
  usage: 'arena evaluate [--root DIR] [--changed FILE | --base REF] [--out DIR] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena evaluate`');
  },
};

export const action: ActionMode = {
  name: 'evaluate',
  run: async () => {
    throw new NotAvailableError('mode "evaluate"');
  },
};
