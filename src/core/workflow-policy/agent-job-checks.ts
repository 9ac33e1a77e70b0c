// The rules for jobs that run agents (and, for secrets, jobs of modes that take no token): a
// timeout, a fresh hosted runner, no secrets; and for publishing jobs, a concurrency group.
import { isArenaAction, isObj, referencesSecret, type JobModel, type Obj, type PolicyReport } from './model.js';
import { GITHUB_TOKEN_EXPR, HOSTED_UBUNTU, TOKENLESS_MODES, type PolicyMode } from './rules.js';

/** for messages: how a job that runs no agent mode of the action starts agents */
function viaCli(job: JobModel): string {
  const run = job.modes.has(job.role as PolicyMode) ? undefined : job.cliRuns.find((r) => r.role === job.role);
  return run ? ` (it runs agents: \`${run.command}\` counts as ${run.role})` : '';
}

/** A literal timeout-minutes and a GitHub-hosted Ubuntu runner. */
export function checkAgentJobLimits(report: PolicyReport, job: JobModel): void {
  const timeout = job.definition['timeout-minutes'];
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 1 || timeout > 360) {
    report.add(
      'agent-job-timeout',
      timeout === undefined ? job.path : [...job.path, 'timeout-minutes'],
      `a job that runs agents needs a literal timeout-minutes (1–360)${viaCli(job)}`,
      job.id,
      timeout === undefined ? 'key' : 'value',
    );
  }
  const runsOn = job.definition['runs-on'];
  if (typeof runsOn !== 'string' || !HOSTED_UBUNTU.test(runsOn)) {
    report.add(
      'agent-job-runner',
      [...job.path, 'runs-on'],
      `agents run only on fresh GitHub-hosted Ubuntu runners (ubuntu-24.04, ubuntu-latest); got ${JSON.stringify(runsOn)}${viaCli(job)}`,
      job.id,
    );
  }
}

function containsSecretRef(value: unknown): boolean {
  if (typeof value === 'string') return referencesSecret(value);
  if (Array.isArray(value)) return value.some((v) => containsSecretRef(v));
  if (isObj(value)) return Object.values(value).some((v) => containsSecretRef(v));
  return false;
}

export function checkAgentSecrets(report: PolicyReport, job: JobModel, workflow: Obj): void {
  if ('environment' in job.definition)
    report.add(
      'agent-job-secrets',
      [...job.path, 'environment'],
      'a job that runs agents or takes no token must not use an environment (it carries secrets)',
      job.id,
      'key',
    );
  if ('secrets' in job.definition) report.add('agent-job-secrets', [...job.path, 'secrets'], 'pass no secrets to this job', job.id, 'key');
  if (containsSecretRef(workflow.env))
    report.add('agent-job-secrets', ['env'], `workflow-level env: reaches job ${job.id}; it must not carry secrets or the token`, job.id);
  for (const step of job.arenaSteps) {
    if (TOKENLESS_MODES.has(job.role) && 'token' in step.with) {
      report.add('agent-job-secrets', [...step.path, 'with', 'token'], `mode ${job.role} takes no token: remove it`, job.id, 'key');
    }
  }
  for (const step of job.steps) {
    let checked = step.definition;
    // maintainer-evaluate: the read-only GITHUB_TOKEN as the action's token input, and nothing else
    if (
      job.role === 'maintainer-evaluate' &&
      isArenaAction(step.uses) &&
      typeof step.with.token === 'string' &&
      GITHUB_TOKEN_EXPR.test(step.with.token)
    ) {
      const rest: Obj = { ...step.with };
      delete rest.token;
      checked = { ...step.definition, with: rest };
    }
    if (containsSecretRef(checked))
      report.add('agent-job-secrets', step.path, `this step hands a secret or the token to a job that runs agents${viaCli(job)}`, job.id);
  }
  const rest: Obj = { ...job.definition };
  delete rest.steps;
  if (containsSecretRef(rest))
    report.add('agent-job-secrets', job.path, 'this job references secrets or the token outside its steps', job.id, 'key');
}

export function checkPublishConcurrency(report: PolicyReport, job: JobModel, workflow: Obj): void {
  const own = job.definition.concurrency;
  const conc = own ?? workflow.concurrency;
  const group = typeof conc === 'string' ? conc : isObj(conc) ? conc.group : undefined;
  const cancel = isObj(conc) ? conc['cancel-in-progress'] : undefined;
  if (typeof group !== 'string' || group.trim() === '') {
    report.add(
      'publish-concurrency',
      job.path,
      'a publishing job needs a concurrency group (e.g. concurrency: {group: arena-publish, cancel-in-progress: false})',
      job.id,
      'key',
    );
  } else if (cancel !== undefined && cancel !== false && cancel !== 'false') {
    report.add(
      'publish-concurrency',
      own !== undefined ? [...job.path, 'concurrency', 'cancel-in-progress'] : ['concurrency', 'cancel-in-progress'],
      'a publish must never be cancelled half-way: cancel-in-progress: false',
      job.id,
    );
  }
}
