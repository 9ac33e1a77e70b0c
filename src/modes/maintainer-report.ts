// Action mode `maintainer-report`. Lands with issue #7.
import { NotAvailableError } from '../core/errors.js';
import type { ActionMode } from '../action/types.js';

export const action: ActionMode = {
  name: 'maintainer-report',
  run: async () => {
    throw new NotAvailableError('mode "maintainer-report"');
  },
};
