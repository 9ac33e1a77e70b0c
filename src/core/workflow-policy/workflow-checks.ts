// The rules over one workflow file: its triggers, its permissions, and then each job by its role
// (the steps: step-checks.ts; jobs that run agents or take no token: agent-job-checks.ts).
import { checkDispatchGuards, checkDispatchInputs } from './dispatch-checks.js';
import { checkAgentJobLimits, checkAgentSecrets, checkPublishConcurrency } from './agent-job-checks.js';
import { isObj, modelJobs, parse, triggersOf, type JobModel, type Obj, type PolicyReport } from './model.js';
import {
  AGENT_MODES,
  EVALUATION_WORKFLOW,
  MODE_TRIGGERS,
  PRIVILEGED_TRIGGERS,
  ROLE_PERMISSIONS,
  TOKENLESS_MODES,
  type Grants,
  type JobRole,
  type PolicyFile,
  type PolicyMode,
  type Violation,
} from './rules.js';
import { checkHardening } from './hardening-checks.js';
import { checkImages, checkPinned, checkStep } from './step-checks.js';

/** roles that hold a write scope or post results: their jobs are privileged whatever the trigger */
const PRIVILEGED_ROLES: ReadonlySet<JobRole> = new Set(['report', 'maintainer-report', 'publish']);

/** What every job of a workflow is judged with, besides itself. */
interface WorkflowContext {
  readonly workflow: Obj;
  /** triggered by an event whose runs use default-branch code with the repository's privileges */
  readonly privilegedWorkflow: boolean;
  /** some job of the workflow runs the Arena action */
  readonly runsAction: boolean;
}

export function checkWorkflow(file: PolicyFile): Violation[] {
  const parsed = parse(file);
  if (!parsed.report) return parsed.violations;
  const report = parsed.report;
  const workflow = report.source.value as Obj;
  const triggers = triggersOf(workflow.on);
  const jobs = modelJobs(report, workflow);
  const modes = new Set(jobs.flatMap((job) => [...job.modes]));
  checkTriggers(report, triggers, modes);
  if (modes.has('evaluate')) checkEvaluationWorkflow(report, file.path, workflow);
  if (modes.has('report')) checkReportTrigger(report, workflow.on, jobs);
  checkDispatchInputs(report, workflow.on);
  if (triggers.includes('workflow_dispatch')) checkDispatchGuards(report, jobs);
  checkTopLevelPermissions(report, workflow.permissions);
  for (const job of jobs) checkJobPermissions(report, job);
  const context: WorkflowContext = {
    workflow,
    privilegedWorkflow: triggers.some((trigger) => PRIVILEGED_TRIGGERS.has(trigger)),
    runsAction: jobs.some((job) => job.arenaSteps.length > 0),
  };
  for (const job of jobs) checkJob(report, job, context);
  return report.violations;
}

/** No pull_request_target; each mode only under its own triggers. */
function checkTriggers(report: PolicyReport, triggers: readonly string[], modes: ReadonlySet<PolicyMode>): void {
  if (triggers.includes('pull_request_target')) {
    report.add(
      'no-pull-request-target',
      ['on', 'pull_request_target'],
      'pull_request_target runs with a write token next to PR data; use pull_request + workflow_run',
      undefined,
      'key',
    );
  }
  for (const mode of modes) {
    const allowed = MODE_TRIGGERS[mode];
    for (const trigger of triggers.filter((candidate) => !allowed.includes(candidate))) {
      report.add('mode-trigger', ['on', trigger], `mode ${mode} runs only on ${allowed.join(' or ')}, not on ${trigger}`, undefined, 'key');
    }
  }
}

/** The evaluation workflow: the file and name the report trusts, and no paths filter. */
function checkEvaluationWorkflow(report: PolicyReport, path: string, workflow: Obj): void {
  const basename = path.split('/').pop() ?? path;
  if (basename !== EVALUATION_WORKFLOW.file || workflow.name !== EVALUATION_WORKFLOW.name) {
    report.add(
      'evaluation-identity',
      ['name'],
      `the evaluation workflow must be .github/workflows/${EVALUATION_WORKFLOW.file} named "${EVALUATION_WORKFLOW.name}" (the report checks workflow_run.path and name); this is ${basename} named ${JSON.stringify(workflow.name)}`,
    );
  }
  const pullRequest = isObj(workflow.on) ? workflow.on.pull_request : undefined;
  for (const key of ['paths', 'paths-ignore']) {
    if (isObj(pullRequest) && key in pullRequest) {
      report.add(
        'evaluation-paths-filter',
        ['on', 'pull_request', key],
        `no ${key} filter on the evaluation workflow: a PR it skips never gets the required check`,
        undefined,
        'key',
      );
    }
  }
}

function checkTopLevelPermissions(report: PolicyReport, permissions: unknown): void {
  if (isObj(permissions) && Object.keys(permissions).length === 0) return;
  report.add(
    'top-level-permissions',
    permissions === undefined ? [] : ['permissions'],
    'set `permissions: {}` at the top and grant each job only what its role needs',
    undefined,
    permissions === undefined ? 'value' : 'key',
  );
}

/** One job: its pins and images, each step, and the rules of its role. */
function checkJob(report: PolicyReport, job: JobModel, context: WorkflowContext): void {
  const agent = AGENT_MODES.has(job.role);
  const privilegedRole = job.writes || PRIVILEGED_ROLES.has(job.role);
  const privileged = context.privilegedWorkflow || privilegedRole;
  const sensitive = agent || privilegedRole;
  if (typeof job.definition.uses === 'string') checkPinned(report, [...job.path, 'uses'], job.definition.uses, job.id);
  checkImages(report, job);
  const stepContext = { privilegedWorkflow: context.privilegedWorkflow, privileged, sensitive, runsAction: context.runsAction };
  for (const step of job.steps) checkStep(report, job, step, stepContext);
  checkHardening(report, job);
  if (agent) checkAgentJobLimits(report, job);
  if (agent || TOKENLESS_MODES.has(job.role)) checkAgentSecrets(report, job, context.workflow);
  if (job.role === 'publish' || job.grants.contents === 'write' || job.definition.permissions === 'write-all') {
    checkPublishConcurrency(report, job, context.workflow);
  }
}

function checkReportTrigger(report: PolicyReport, on: unknown, jobs: JobModel[]): void {
  const run = isObj(on) ? on.workflow_run : undefined;
  if (isObj(run)) {
    const workflows = run.workflows;
    if (!Array.isArray(workflows) || workflows.length !== 1 || workflows[0] !== EVALUATION_WORKFLOW.name) {
      report.add('report-trigger', ['on', 'workflow_run', 'workflows'], `the report follows exactly [${EVALUATION_WORKFLOW.name}]`);
    }
    const types = run.types;
    if (!Array.isArray(types) || types.length !== 1 || types[0] !== 'completed') {
      report.add('report-trigger', ['on', 'workflow_run', 'types'], 'the report runs on types: [completed] only');
    }
  }
  for (const job of jobs.filter((job) => job.role === 'report')) {
    // the guard must hold on its own: a conjunction that includes it, never an `||` around it
    const cond = typeof job.definition.if === 'string' ? job.definition.if.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') : '';
    const conjuncts = cond.split('&&').map((part) => part.replace(/\s+/g, ' ').trim());
    if (cond.includes('||') || !conjuncts.includes("github.event.workflow_run.event == 'pull_request'")) {
      report.add(
        'report-trigger',
        job.definition.if === undefined ? job.path : [...job.path, 'if'],
        "the report job needs `if: github.event.workflow_run.event == 'pull_request'`",
        job.id,
        job.definition.if === undefined ? 'key' : 'value',
      );
    }
  }
}

function checkJobPermissions(report: PolicyReport, job: JobModel): void {
  const perms = job.definition.permissions;
  if (!isObj(perms)) {
    report.add(
      'job-permissions',
      perms === undefined ? job.path : [...job.path, 'permissions'],
      perms === undefined
        ? `declare this job's permissions (role ${job.role})`
        : `permissions: ${String(perms)} is not allowed; list the scopes role ${job.role} needs`,
      job.id,
      perms === undefined ? 'key' : 'value',
    );
    return;
  }
  const { allowed, required } = ROLE_PERMISSIONS[job.role];
  for (const [scope, level] of Object.entries(job.grants)) {
    if (level === 'none') continue;
    const max = allowed[scope];
    if (level !== 'read' && level !== 'write') {
      report.add('job-permissions', [...job.path, 'permissions', scope], `${scope}: ${level} is not a permission level`, job.id);
    } else if (!max || (level === 'write' && max === 'read')) {
      report.add(
        'job-permissions',
        [...job.path, 'permissions', scope],
        `role ${job.role} may not have ${scope}: ${level} (allowed: ${describeGrants(allowed)})`,
        job.id,
      );
    }
  }
  // what the role cannot work without is the action's need; a CLI run takes no token (agent-job-secrets)
  for (const [scope, level] of Object.entries(job.modes.has(job.role as PolicyMode) ? required : {})) {
    const got = job.grants[scope];
    if (got !== level && !(level === 'read' && got === 'write' && allowed[scope] === 'write')) {
      report.add('job-permissions', [...job.path, 'permissions'], `role ${job.role} needs ${scope}: ${level}`, job.id, 'key');
    }
  }
}

function describeGrants(grants: Grants): string {
  return Object.entries(grants)
    .map(([scope, level]) => `${scope}: ${level}`)
    .join(', ');
}
