// Action mode `publish`. Lands with issue #7.
import { NotAvailableError } from '../core/errors.js';
import type { ActionMode } from '../action/types.js';

export const action: ActionMode = {
  name: 'publish',
  run: async () => {
    throw new NotAvailableError('mode "publish"');
  },
};
