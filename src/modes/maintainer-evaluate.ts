// Action mode `maintainer-evaluate`. Lands with issue #7.
import { NotAvailableError } from '../core/errors.js';
import type { ActionMode } from '../action/types.js';

export const action: ActionMode = {
  name: 'maintainer-evaluate',
  run: async () => {
    throw new NotAvailableError('mode "maintainer-evaluate"');
  },
};
