// `arena replay`: render a replay file as text. Lands with its issue; until then it says so clearly.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';

export const command: CliCommand = {
  name: 'replay',
  summary: 'render a replay file as text.',
  usage: 'arena replay FILE',
  run: async () => {
    throw new NotAvailableError('`arena replay`');
  },
};
