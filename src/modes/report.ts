// `arena report` and action mode `report`: the privileged workflow_run job. Lands with issue #6.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';
import type { ActionMode } from '../action/types.js';

export const command: CliCommand = {
  name: 'report',
  summary: 'what report mode would send to GitHub.',
  usage: 'arena report --event FILE --results FILE [--dry-run] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena report`');
  },
};

export const action: ActionMode = {
  name: 'report',
  run: async () => {
    throw new NotAvailableError('mode "report"');
  },
};
