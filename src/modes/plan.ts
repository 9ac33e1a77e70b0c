// Action mode `plan`. Lands with issue #7.
import { NotAvailableError } from '../core/errors.js';
import type { ActionMode } from '../action/types.js';

export const action: ActionMode = {
  name: 'plan',
  run: async () => {
    throw new NotAvailableError('mode "plan"');
  },
};
