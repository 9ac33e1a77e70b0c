// The rules over action.yml, and every rule over a repository's workflows and action.
import type { YamlPath } from '../yaml-source.js';
import { isObj, parse, referencesSecret, type Obj } from './model.js';
import { EXPRESSION, type PolicyFile, type Violation } from './rules.js';
import { checkPinned } from './step-checks.js';
import { checkWorkflow } from './workflow-checks.js';

export function checkAction(file: PolicyFile): Violation[] {
  const parsed = parse(file);
  if (!parsed.report) return parsed.violations;
  const report = parsed.report;
  const action = report.source.value as Obj;
  const runs = isObj(action.runs) ? action.runs : {};
  if (runs.using !== 'node24' || typeof runs.main !== 'string' || !/^dist\/[\w./-]+\.js$/.test(runs.main)) {
    report.add(
      'action-runtime',
      ['runs'],
      `runs.using must be node24 and runs.main the committed bundle under dist/ (got ${JSON.stringify(runs.using)}, ${JSON.stringify(runs.main)})`,
    );
  }
  const inputs = isObj(action.inputs) ? action.inputs : {};
  for (const [name, raw] of Object.entries(inputs)) {
    const input = isObj(raw) ? raw : {};
    const def = input.default;
    const tokenish = typeof def === 'string' && referencesSecret(def);
    if ((name === 'token' && def !== undefined) || tokenish) {
      report.add(
        'action-token-default',
        ['inputs', name, 'default'],
        `input ${name} must have no default token: a mode that takes no token would get one anyway`,
      );
    }
  }
  // a composite action's own steps follow the workflow rules for scripts and pins
  const steps = Array.isArray(runs.steps) ? runs.steps : [];
  steps.forEach((raw, index) => {
    const step = isObj(raw) ? raw : {};
    const path: YamlPath = ['runs', 'steps', index];
    if (typeof step.run === 'string' && EXPRESSION.test(step.run)) {
      report.add('expression-in-script', [...path, 'run'], 'no ${{ }} inside a script: pass the value through env: and quote "$NAME"');
    }
    if (typeof step.uses === 'string') checkPinned(report, [...path, 'uses'], step.uses.trim());
  });
  return report.violations;
}

/** every rule over every file: workflows by path under .github/workflows/, plus action.yml */
export function checkRepository(files: { workflows: readonly PolicyFile[]; action?: PolicyFile }): Violation[] {
  return [...files.workflows.flatMap((f) => checkWorkflow(f)), ...(files.action ? checkAction(files.action) : [])];
}
