// Action mode name → the mode file that wires it, loaded on demand: a job runs only its own mode's
// module code (report mode never even loads the runners, on top of never importing them). The
// action stays one file (`webpackMode: "eager"`): start-up time matters little in a job.
import type { ActionMode, ActionModeName } from './types.js';

export const ACTION_MODE_TABLE: Record<ActionModeName, () => Promise<ActionMode>> = {
  evaluate: async () => (await import(/* webpackMode: "eager" */ '../modes/evaluate.js')).action,
  report: async () => (await import(/* webpackMode: "eager" */ '../modes/report.js')).action,
  'maintainer-evaluate': async () => (await import(/* webpackMode: "eager" */ '../modes/maintainer-evaluate.js')).action,
  'maintainer-report': async () => (await import(/* webpackMode: "eager" */ '../modes/maintainer-report.js')).action,
  plan: async () => (await import(/* webpackMode: "eager" */ '../modes/plan.js')).action,
  rotation: async () => (await import(/* webpackMode: "eager" */ '../modes/rotation.js')).action,
  publish: async () => (await import(/* webpackMode: "eager" */ '../modes/publish.js')).action,
};
