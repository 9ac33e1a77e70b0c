// `arena rotation` and action mode `rotation`: play one shard of a rotation. Lands with issue #7.
import { NotAvailableError } from '../core/errors.js';
import type { CliCommand } from '../cli/io.js';
import type { ActionMode } from '../action/types.js';

export const command: CliCommand = {
  name: 'rotation',
  summary: 'plan shards, or play one shard of matches among all eligible agents.',
  usage: 'arena rotation [--root DIR] [--plan | --shard I/N] [--out DIR] [--json]',
  run: async () => {
    throw new NotAvailableError('`arena rotation`');
  },
};

export const action: ActionMode = {
  name: 'rotation',
  run: async () => {
    throw new NotAvailableError('mode "rotation"');
  },
};
