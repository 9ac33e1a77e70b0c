// `arena merge`: merge rotation shard results into the facts file and recompute ratings. Lands with its issue; until then it says so clearly.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';

export const command: CliCommand = {
  name: 'merge',
  summary: 'merge rotation shard results into the facts file and recompute ratings.',
  usage: 'arena merge DIR... [--facts FILE] [--out DIR] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena merge`');
  },
};
