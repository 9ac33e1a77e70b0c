// `arena match`: play a match between two agents. Lands with its issue; until then it says so clearly.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';

export const command: CliCommand = {
  name: 'match',
  summary: 'play a match between two agents.',
  usage: 'arena match A B [--root DIR] [--game G] [--games N] [--seed S] [--out DIR] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena match`');
  },
};
