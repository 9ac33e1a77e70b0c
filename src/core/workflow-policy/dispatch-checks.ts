// Checks on workflow_dispatch: typed inputs, and authoritative jobs that run only from the default
// branch (docs/security-model.md, "Dispatched runs").
import { isObj, type JobModel, type Obj, type PolicyReport } from './model.js';
import type { PolicyMode } from './rules.js';

/** The only accepted default-branch guard: `github.ref` is `refs/heads/<name>` for a branch and
 * `refs/tags/<name>` for a tag, while `github.ref_name` is `<name>` for both. */
export const DEFAULT_BRANCH_GUARD = "github.ref == format('refs/heads/{0}', github.event.repository.default_branch)";

/** modes whose dispatched runs are authoritative (default-branch code and results only) */
const DISPATCH_GUARDED_MODES: ReadonlySet<PolicyMode> = new Set([
  'maintainer-evaluate',
  'maintainer-report',
  'plan',
  'rotation',
  'publish',
]);

/** string inputs the action validates itself (head-sha: exactly 40 hex digits, src/action/inputs.ts) */
const VALIDATED_STRING_INPUTS: ReadonlySet<string> = new Set(['head-sha']);

/** the job's `if` without its `${{ }}` wrapper, white space folded */
function ifExpression(job: Obj): string {
  const raw = typeof job.if === 'string' ? job.if.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') : '';
  return raw.replace(/\s+/g, ' ').trim();
}

/** Every way the condition can be true either is a schedule or holds the guard as a conjunct. */
function holdsGuard(condition: string): boolean {
  const withoutGuardCall = condition.replace(/format\('refs\/heads\/\{0\}', github\.event\.repository\.default_branch\)/g, '');
  if (condition === '' || /[()]/.test(withoutGuardCall)) return false;
  return condition.split('||').every((part) => {
    const conjuncts = part.split('&&').map((x) => x.trim());
    return conjuncts.includes(DEFAULT_BRANCH_GUARD) || part.trim() === "github.event_name == 'schedule'";
  });
}

function needsOf(job: JobModel): string[] {
  const needs = job.definition.needs;
  return typeof needs === 'string' ? [needs] : Array.isArray(needs) ? needs.map(String) : [];
}

/** Does the job hold the guard itself, or need a guarded job and cannot run once that one was skipped? */
function isGuarded(job: JobModel, byId: ReadonlyMap<string, JobModel>, seen: Set<string>): boolean {
  if (seen.has(job.id)) return false;
  seen.add(job.id);
  const condition = ifExpression(job.definition);
  if (holdsGuard(condition)) return true;
  const needs = needsOf(job);
  if (needs.length === 0 || condition.includes('||')) return false;
  const conjuncts = condition.split('&&').map((x) => x.trim());
  // without a status function a job runs only when all its needs succeeded (a skipped one did not)
  const statusFunction = /\b(always|cancelled|failure)\(\)/.test(condition);
  return needs.some((id) => {
    const need = byId.get(id);
    return need !== undefined && (!statusFunction || conjuncts.includes(`needs.${id}.result == 'success'`)) && isGuarded(need, byId, seen);
  });
}

/** A dispatched job of an authoritative mode runs only from the default branch, compared by `github.ref`. */
export function checkDispatchGuards(report: PolicyReport, jobs: readonly JobModel[]): void {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const job of jobs) {
    if (ifExpression(job.definition).includes('github.ref_name')) {
      report.add(
        'dispatch-default-branch',
        [...job.path, 'if'],
        `compare github.ref, not github.ref_name: a tag named like the default branch has the same ref_name. Use \`if: ${DEFAULT_BRANCH_GUARD}\``,
        job.id,
      );
      continue;
    }
    if (![...job.modes].some((mode) => DISPATCH_GUARDED_MODES.has(mode)) || isGuarded(job, byId, new Set())) continue;
    const unguarded = job.definition.if === undefined;
    report.add(
      'dispatch-default-branch',
      unguarded ? job.path : [...job.path, 'if'],
      `a dispatched ${[...job.modes].join(', ')} job runs only from the default branch: \`if: ${DEFAULT_BRANCH_GUARD}\` (or need a job that has it)`,
      job.id,
      unguarded ? 'key' : 'value',
    );
  }
}

/** Dispatch inputs are typed; the one free string the action validates itself is allowed. */
export function checkDispatchInputs(report: PolicyReport, on: unknown): void {
  const dispatch = isObj(on) ? on.workflow_dispatch : undefined;
  const inputs = isObj(dispatch) && isObj(dispatch.inputs) ? dispatch.inputs : {};
  for (const [name, raw] of Object.entries(inputs)) {
    const type = isObj(raw) ? raw.type : undefined;
    if (type === 'string' && VALIDATED_STRING_INPUTS.has(name)) continue;
    if (type !== 'number' && type !== 'choice' && type !== 'boolean') {
      report.add(
        'dispatch-inputs',
        ['on', 'workflow_dispatch', 'inputs', name],
        `input ${name} must be typed number, choice or boolean (got ${JSON.stringify(type ?? 'string')}); free strings reach the run unvalidated`,
        undefined,
        'key',
      );
    }
  }
}
