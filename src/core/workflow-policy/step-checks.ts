// The rules over a job's steps and containers: pinned actions and images, scripts without
// expressions, checkouts, artifact downloads and caches.
import type { YamlPath } from '../yaml-source.js';
import { isLocalArena, isObj, type JobModel, type PolicyReport, type StepModel } from './model.js';
import {
  BUILD_COMMAND,
  CACHE_ACTION,
  DOCKER_DIGEST_USES,
  ENV_FILE_WRITE,
  EXPRESSION,
  FULL_SHA_USES,
  IMAGE_DIGEST,
  PR_CODE_FETCH,
  RUNNER_TEMP_PATH,
  SETUP_ACTION,
  VERSION_COMMENT,
} from './rules.js';

/** How a step is judged: by its job's privilege and sensitivity, and by what its workflow does. */
export interface StepContext {
  readonly privilegedWorkflow: boolean;
  /** the job runs with privileges: a privileged trigger, a write scope or a posting role */
  readonly privileged: boolean;
  /** the job runs agents, holds a write scope or posts results: no caches */
  readonly sensitive: boolean;
  readonly runsAction: boolean;
}

/** Every rule that applies to one step. */
export function checkStep(report: PolicyReport, job: JobModel, step: StepModel, context: StepContext): void {
  if (step.uses !== undefined && !step.uses.startsWith('./') && !isLocalArena(step.uses)) {
    checkPinned(report, [...step.path, 'uses'], step.uses, job.id);
  }
  checkStepScripts(report, job, step, context);
  if (step.uses?.startsWith('actions/checkout@')) checkCheckout(report, job, step, context.privileged);
  if (step.uses?.startsWith('actions/download-artifact@')) checkDownload(report, job, step);
  if (context.sensitive && step.uses !== undefined) checkCache(report, job, step);
}

export function checkPinned(report: PolicyReport, path: YamlPath, uses: string, job?: string): void {
  if (uses.startsWith('./')) return;
  if (uses.startsWith('docker://')) {
    if (!DOCKER_DIGEST_USES.test(uses)) report.add('pinned-uses', path, `pin ${uses} by image digest (@sha256:…)`, job);
    return;
  }
  if (!FULL_SHA_USES.test(uses)) {
    report.add('pinned-uses', path, `pin ${uses} to a full 40-hex commit sha with a "# vX.Y.Z" comment (tags can be moved)`, job);
    return;
  }
  if (!VERSION_COMMENT.test(report.lineOf(path))) {
    report.add(
      'pinned-uses',
      path,
      `add the version the sha is, as a "# vX.Y.Z" comment on the same line, so reviews and Dependabot can read it`,
      job,
    );
  }
}

/** job containers and service containers, like actions, are pinned: by image digest */
export function checkImages(report: PolicyReport, job: JobModel): void {
  const images: Array<{ path: YamlPath; image: unknown }> = [];
  const container = job.definition.container;
  if (typeof container === 'string') images.push({ path: [...job.path, 'container'], image: container });
  else if (isObj(container)) images.push({ path: [...job.path, 'container', 'image'], image: container.image });
  if (isObj(job.definition.services)) {
    for (const [name, svc] of Object.entries(job.definition.services)) {
      images.push({ path: [...job.path, 'services', name, 'image'], image: isObj(svc) ? svc.image : svc });
    }
  }
  for (const { path, image } of images) {
    if (typeof image !== 'string' || !IMAGE_DIGEST.test(image.trim())) {
      report.add('pinned-uses', path, `pin the image ${JSON.stringify(image)} by digest (name@sha256:…)`, job.id);
    }
  }
}

function checkStepScripts(
  report: PolicyReport,
  job: JobModel,
  step: StepModel,
  ctx: { privilegedWorkflow: boolean; privileged: boolean; runsAction: boolean },
): void {
  const scripts: Array<{ path: YamlPath; text: string }> = [];
  if (step.run !== undefined) scripts.push({ path: [...step.path, 'run'], text: step.run });
  if (step.uses?.startsWith('actions/github-script@') && typeof step.with.script === 'string')
    scripts.push({ path: [...step.path, 'with', 'script'], text: step.with.script });
  for (const { path, text } of scripts) {
    if (EXPRESSION.test(text)) {
      report.add('expression-in-script', path, 'no ${{ }} inside a script: pass the value through env: and quote "$NAME"', job.id);
    }
    if (ctx.privilegedWorkflow && ENV_FILE_WRITE.test(text)) {
      report.add(
        'privileged-env-write',
        path,
        'a privileged workflow must not write GITHUB_ENV or GITHUB_PATH (they change every later step)',
        job.id,
      );
    }
    if (ctx.privileged && PR_CODE_FETCH.test(text)) {
      report.add(
        'pr-code-checkout',
        path,
        'a privileged job never fetches or checks out other code (git fetch/pull/clone, gh pr checkout)',
        job.id,
      );
    }
    if (ctx.runsAction && BUILD_COMMAND.test(text)) {
      report.add(
        'build-in-action-workflow',
        path,
        'workflows that run the action use the committed dist/: no npm ci/install, npx or builds',
        job.id,
      );
    }
  }
}

function checkCheckout(report: PolicyReport, job: JobModel, step: StepModel, privileged: boolean): void {
  const persist = step.with['persist-credentials'];
  if (persist !== false && persist !== 'false') {
    report.add(
      'checkout-persist-credentials',
      step.with['persist-credentials'] === undefined ? step.path : [...step.path, 'with', 'persist-credentials'],
      'set persist-credentials: false so the token is not left in .git/config for later steps',
      job.id,
    );
  }
  const unsafe = step.with['allow-unsafe-pr-checkout'];
  if (unsafe !== undefined && unsafe !== false && unsafe !== 'false') {
    report.add('pr-code-checkout', [...step.path, 'with', 'allow-unsafe-pr-checkout'], 'never allow-unsafe-pr-checkout', job.id);
  }
  if (privileged) {
    // A data checkout is the one exception: a literal branch name (no expression, so never a PR
    // ref; no other refs/ namespace and no commit sha, which could name a fork's commit) into a
    // subfolder, never the workspace root the action runs from (`uses: ./`, so not `./` either).
    const ref = step.with.ref;
    const path = step.with.path;
    const segments = typeof path === 'string' ? path.split('/').filter((seg) => seg !== '' && seg !== '.') : [];
    const dataCheckout =
      typeof ref === 'string' &&
      /^[A-Za-z0-9._/-]+$/.test(ref) &&
      (!ref.startsWith('refs/') || /^refs\/heads\/./.test(ref)) &&
      !/^[0-9a-f]{7,40}$/i.test(ref) &&
      typeof path === 'string' &&
      /^[A-Za-z0-9._-][A-Za-z0-9._/-]*$/.test(path) &&
      segments.length > 0 &&
      !segments.includes('..');
    for (const key of ['ref', 'repository']) {
      if (key === 'ref' && dataCheckout) continue;
      if (key in step.with) {
        report.add(
          'pr-code-checkout',
          [...step.path, 'with', key],
          `a privileged job checks out the default branch only: remove ${key}:`,
          job.id,
          'key',
        );
      }
    }
  }
}

function checkDownload(report: PolicyReport, job: JobModel, step: StepModel): void {
  const path = step.with.path;
  if (typeof path !== 'string' || !RUNNER_TEMP_PATH.test(path)) {
    report.add(
      'artifact-download',
      path === undefined ? step.path : [...step.path, 'with', 'path'],
      'download artifacts under ${{ runner.temp }}/…, never into the workspace',
      job.id,
    );
  }
  for (const key of ['run-id', 'repository', 'github-token']) {
    if (key in step.with)
      report.add('artifact-download', [...step.path, 'with', key], `download only this run's artifacts: remove ${key}:`, job.id, 'key');
  }
}

function checkCache(report: PolicyReport, job: JobModel, step: StepModel): void {
  const uses = step.uses ?? '';
  if (CACHE_ACTION.test(uses)) {
    report.add(
      'cache-in-sensitive-job',
      [...step.path, 'uses'],
      'no actions/cache in a job that runs agents or holds a write scope (cache poisoning)',
      job.id,
    );
    return;
  }
  if (!SETUP_ACTION.test(uses)) return;
  const cache = step.with.cache;
  if (cache !== undefined && cache !== '' && cache !== false && cache !== 'false') {
    report.add(
      'cache-in-sensitive-job',
      [...step.path, 'with', 'cache'],
      `no ${uses.split('@')[0]} cache in a job that runs agents or holds a write scope`,
      job.id,
    );
  }
  const pmc = step.with['package-manager-cache'];
  if (uses.startsWith('actions/setup-node@') && pmc !== false && pmc !== 'false') {
    report.add('cache-in-sensitive-job', step.path, 'setup-node caches automatically: set package-manager-cache: false here', job.id);
  }
}
