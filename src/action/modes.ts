// Action mode name → the mode file that wires it. One static table: the action stays one file
// (dist/index.js, exactly what `ncc build src/index.ts` gives), and a job starts once.
import type { ActionMode, ActionModeName } from './types.js';
import { action as evaluate } from '../modes/evaluate.js';
import { action as report } from '../modes/report.js';
import { action as maintainerEvaluate } from '../modes/maintainer-evaluate.js';
import { action as maintainerReport } from '../modes/maintainer-report.js';
import { action as plan } from '../modes/plan.js';
import { action as rotation } from '../modes/rotation.js';
import { action as publish } from '../modes/publish.js';

export const ACTION_MODE_TABLE: Record<ActionModeName, ActionMode> = {
  evaluate,
  report,
  'maintainer-evaluate': maintainerEvaluate,
  'maintainer-report': maintainerReport,
  plan,
  rotation,
  publish,
};
