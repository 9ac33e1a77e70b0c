// `arena validate`: discover and validate agents. Lands with its issue; until then it says so clearly.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';

export const command: CliCommand = {
  name: 'validate',
  summary: 'discover and validate agents.',
  usage: 'arena validate [--root DIR] [--changed FILE] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena validate`');
  },
};
