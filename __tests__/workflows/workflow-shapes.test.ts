// The workflows do what docs/architecture.md ("What each mode does") and issues #5–#7 ask of them, beyond the security policy: the
// triggers, the action modes and their inputs, the artifacts, and one version of each action.
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkWorkflow, formatViolation, PRIVILEGED_TRIGGERS } from '../../src/core/workflow-policy/index.js';
import { REPO_ROOT, repoWorkflows, workflow } from './files.js';

const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const steps = (wf: Any, job: string): Any[] => wf.jobs[job].steps;
const arenaStep = (wf: Any, job: string): Any => steps(wf, job).find((s: Any) => s.uses === './');
const usesStep = (wf: Any, job: string, name: string): Any[] => steps(wf, job).filter((s: Any) => String(s.uses).startsWith(`${name}@`));
const checkouts = (wf: Any, job: string): Any[] => usesStep(wf, job, 'actions/checkout');

describe('arena-pr.yml — the unprivileged evaluation', () => {
  const wf = workflow('arena-pr.yml');

  it('runs on every pull_request, one run per PR at a time, newer runs cancel older', () => {
    expect(wf.name).toBe('Arena PR');
    expect(wf.on).toEqual({ pull_request: null });
    expect(wf.concurrency).toEqual({ group: 'arena-pr-${{ github.event.pull_request.number }}', 'cancel-in-progress': true });
  });

  it('one job: contents: read, a timeout, the merge commit and its parent, evaluate mode without a token', () => {
    expect(Object.keys(wf.jobs)).toEqual(['evaluate']);
    expect(wf.jobs.evaluate.permissions).toEqual({ contents: 'read' });
    expect(wf.jobs.evaluate['timeout-minutes']).toBeGreaterThan(0);
    expect(checkouts(wf, 'evaluate').map((s: Any) => s.with)).toEqual([
      { 'persist-credentials': false, 'fetch-depth': 2 },
      // the published leaderboard, as data (docs/evaluation.md, "Provisional rating and rank")
      {
        ref: 'arena-data',
        path: '.arena-data',
        'persist-credentials': false,
        'sparse-checkout': 'arena/leaderboard.json',
        'sparse-checkout-cone-mode': false,
      },
    ]);
    expect(checkouts(wf, 'evaluate')[1]['continue-on-error']).toBe(true);
    expect(arenaStep(wf, 'evaluate').with).toEqual({ mode: 'evaluate', 'results-dir': 'arena-results' });
    expect(JSON.stringify(wf)).not.toMatch(/secrets\.|github\.token|actions\/cache|npm /);
  });

  it('hardens the engine (harden-engine/, which runs scripts/setup-docker.sh) after the checkout and before the evaluation builds anything', () => {
    const steps = wf.jobs.evaluate.steps as Any[];
    const harden = steps.findIndex((s: Any) => s.uses === './harden-engine');
    expect(harden).toBeGreaterThan(steps.findIndex((s: Any) => String(s.uses).startsWith('actions/checkout@')));
    expect(harden).toBeLessThan(steps.findIndex((s: Any) => s.uses === './'));
    expect(steps[harden].env).toBeUndefined(); // nothing but the script: no token, no secrets
    expect(steps[harden].with).toBeUndefined();
  });

  it('uploads arena-results.json alone and unzipped, and arena-logs separately, always', () => {
    const [results, logs] = usesStep(wf, 'evaluate', 'actions/upload-artifact');
    expect(results.with).toMatchObject({ path: 'arena-results/arena-results.json', archive: false, 'if-no-files-found': 'error' });
    expect(results.with.name).toBeUndefined(); // archive: false names the artifact after the file
    expect(logs.if).toBe('always()');
    expect(logs.with).toMatchObject({ name: 'arena-logs' });
    expect(logs.with.archive).toBeUndefined();
    expect(logs.with.path).toContain('!arena-results/arena-results.json');
  });
});

describe('arena-report.yml — the privileged report', () => {
  const wf = workflow('arena-report.yml');

  it('runs one report at a time per PR head, never cancelling one in progress', () => {
    expect(wf.concurrency).toEqual({
      group: 'arena-report-${{ github.event.workflow_run.head_repository.id }}-${{ github.event.workflow_run.head_branch }}',
      'cancel-in-progress': false,
    });
  });

  it('follows completed "Arena PR" runs of pull requests only', () => {
    expect(wf.on).toEqual({ workflow_run: { workflows: ['Arena PR'], types: ['completed'] } });
    expect(wf.permissions).toEqual({});
    expect(wf.jobs.report.if).toBe("github.event.workflow_run.event == 'pull_request'");
  });

  it('checks out the default branch only and passes the token as the action input', () => {
    expect(wf.jobs.report.permissions).toEqual({ checks: 'write', actions: 'read', 'pull-requests': 'read', contents: 'read' });
    expect(checkouts(wf, 'report').map((s: Any) => s.with)).toEqual([{ 'persist-credentials': false }]);
    expect(arenaStep(wf, 'report').with).toEqual({ mode: 'report', token: '${{ secrets.GITHUB_TOKEN }}' });
    expect(steps(wf, 'report').filter((s: Any) => s.run)).toEqual([]);
    // the report downloads the artifact itself, by run id, in memory — no download step here
    expect(usesStep(wf, 'report', 'actions/download-artifact')).toEqual([]);
  });
});

describe('arena-maintainer.yml — the authoritative maintainer run', () => {
  const wf = workflow('arena-maintainer.yml');

  it('takes a numeric, required PR number and the required head sha the maintainer reviewed', () => {
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch']);
    expect(wf.on.workflow_dispatch.inputs).toEqual({
      'pr-number': { description: expect.any(String), type: 'number', required: true },
      'head-sha': { description: expect.any(String), type: 'string', required: true },
    });
  });

  it('maintainer-evaluate: read scopes and the read token only, outputs the validated head sha, uploads results', () => {
    const job = wf.jobs['maintainer-evaluate'];
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' });
    expect(job.outputs).toEqual({ 'head-sha': '${{ steps.arena.outputs.head-sha }}' });
    const step = arenaStep(wf, 'maintainer-evaluate');
    expect(step.id).toBe('arena');
    expect(step.with).toEqual({
      mode: 'maintainer-evaluate',
      'pr-number': '${{ inputs.pr-number }}',
      'head-sha': '${{ inputs.head-sha }}',
      token: '${{ secrets.GITHUB_TOKEN }}',
      'results-dir': 'arena-results',
    });
    const [results] = usesStep(wf, 'maintainer-evaluate', 'actions/upload-artifact');
    expect(results.with).toMatchObject({ path: 'arena-results/arena-results.json', archive: false });
  });

  it("maintainer-report: needs the evaluation, downloads this run's results under runner.temp, reports on the evaluated sha", () => {
    const job = wf.jobs['maintainer-report'];
    expect(job.needs).toBe('maintainer-evaluate');
    expect(job.permissions).toEqual({ checks: 'write', 'pull-requests': 'read', contents: 'read' });
    const [download] = usesStep(wf, 'maintainer-report', 'actions/download-artifact');
    expect(download.with).toEqual({ name: 'arena-results.json', path: '${{ runner.temp }}/arena-results' });
    expect(arenaStep(wf, 'maintainer-report').with).toEqual({
      mode: 'maintainer-report',
      'pr-number': '${{ inputs.pr-number }}',
      'head-sha': '${{ inputs.head-sha }}',
      'results-dir': '${{ runner.temp }}/arena-results',
      token: '${{ secrets.GITHUB_TOKEN }}',
    });
  });
});

describe('arena-rotation.yml — plan, shards, publish', () => {
  const wf = workflow('arena-rotation.yml');

  it('runs on a schedule and by hand with validated inputs', () => {
    expect(wf.on.schedule).toHaveLength(1);
    const inputs = wf.on.workflow_dispatch.inputs;
    expect(inputs.game).toMatchObject({ type: 'choice', options: ['all', 'connect-four', 'rock-paper-scissors'], default: 'all' });
    expect(inputs['games-per-pairing'].type).toBe('number');
    expect(inputs.shards.type).toBe('number');
  });

  it('plan → a matrix of rotation shards → publish', () => {
    expect(arenaStep(wf, 'plan').with.mode).toBe('plan');
    expect(wf.jobs.plan.outputs).toEqual({ matrix: '${{ steps.arena.outputs.matrix }}' });
    expect(wf.jobs.rotation.needs).toBe('plan');
    expect(wf.jobs.rotation.strategy.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    expect(arenaStep(wf, 'rotation').with).toMatchObject({ mode: 'rotation', shard: '${{ matrix.shard }}' });
    const [shard] = usesStep(wf, 'rotation', 'actions/upload-artifact');
    expect(shard.with.name).toBe('arena-rotation-shard-${{ strategy.job-index }}');
    expect(wf.jobs.publish.needs).toEqual(['plan', 'rotation']);
  });

  it('only publish writes, one publisher at a time, never cancelled; shard artifacts and the plan land under runner.temp', () => {
    for (const job of ['plan', 'rotation']) expect(wf.jobs[job].permissions).toEqual({ contents: 'read' });
    expect(wf.jobs.publish.permissions).toEqual({ contents: 'write' });
    expect(wf.jobs.publish.concurrency).toEqual({ group: 'arena-publish', 'cancel-in-progress': false });
    const [shards, plan] = usesStep(wf, 'publish', 'actions/download-artifact');
    expect(shards.with).toEqual({ pattern: 'arena-rotation-shard-*', path: '${{ runner.temp }}/arena-shards' });
    // The plan job's artifact, into results-dir: publish reads <results-dir>/arena-plan.json and
    // rates only what the plan gave each shard (as a shard job finds it in its own results-dir).
    const [upload] = usesStep(wf, 'plan', 'actions/upload-artifact');
    expect(plan.with).toEqual({ name: upload.with.name, path: '${{ runner.temp }}/arena-shards' });
    expect(upload.with.path).toBe('arena-plan/arena-plan.json');
    expect(arenaStep(wf, 'publish').with).toEqual({
      mode: 'publish',
      'results-dir': '${{ runner.temp }}/arena-shards',
      token: '${{ secrets.GITHUB_TOKEN }}',
    });
    expect(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'arena-rotation.yml'), 'utf8')).not.toMatch(/git push/);
  });
});

describe('ci.yml — the project CI', () => {
  const wf = workflow('ci.yml');

  it('lint, typecheck, tests, check-dist and actionlint, each with contents: read', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push']);
    expect(Object.keys(wf.jobs).sort()).toEqual(['actionlint', 'check-dist', 'lint', 'test', 'typecheck']);
    for (const job of Object.values(wf.jobs) as Any[]) expect(job.permissions).toEqual({ contents: 'read' });
    const runs = (job: string): string =>
      steps(wf, job)
        .map((s: Any) => s.run ?? '')
        .join('\n');
    expect(runs('lint')).toContain('npm run lint');
    expect(runs('typecheck')).toContain('npm run typecheck');
    expect(runs('test')).toContain('npm test');
    expect(runs('check-dist')).toMatch(/npm run bundle[\s\S]*git diff --exit-code --stat -- dist/);
    expect(runs('actionlint')).toContain('npm test -- __tests__/workflows');
    expect(wf.jobs.test.strategy.matrix.node).toEqual([20, 24]);
    expect(JSON.stringify(wf)).not.toContain('"uses":"./"');
  });

  // The test job plays the repository's own fixture agents (hostile ones included) in Docker. The
  // policy does not count `npm test` as an agent run (it judges the Arena CLI and the action), so
  // this proves the job meets the agent rules anyway: with a CLI agent step added it still passes,
  // and the same job without its timeout then fails (docs/security-model.md §4).
  it('the test job, which plays fixture agents, already meets every rule for jobs that run agents', () => {
    const path = '.github/workflows/ci.yml';
    const text = readFileSync(join(REPO_ROOT, path), 'utf8');
    expect(text.match(/^ {6}- run: npm test\n/gm)).toHaveLength(1);
    const asAgentJob = text.replace(
      /^ {6}- run: npm test\n/m,
      '      - run: npm test\n      - run: node dist/cli.js match official/random official/greedy\n',
    );
    expect(checkWorkflow({ path, text: asAgentJob }).map(formatViolation)).toEqual([]);
    const testJob = /^ {2}test:\n[\s\S]*?^ {4}timeout-minutes: 60\n/m;
    expect(asAgentJob).toMatch(testJob);
    const untimed = asAgentJob.replace(testJob, (job) => job.replace('    timeout-minutes: 60\n', ''));
    expect(checkWorkflow({ path, text: untimed }).map((v) => [v.rule, v.job])).toEqual([['agent-job-timeout', 'test']]);
  });
});

describe('across the workflows', () => {
  const all = repoWorkflows().map((f) => ({ path: f.path, text: f.text, wf: parse(f.text) as Any }));

  it('every action is pinned to one commit and one version everywhere', () => {
    const pins = new Map<string, Set<string>>();
    for (const { text } of all) {
      for (const m of text.matchAll(/uses: ([\w.-]+\/[\w./-]+)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)/g)) {
        const set = pins.get(m[1]!) ?? new Set<string>();
        set.add(`${m[2]} ${m[3]}`);
        pins.set(m[1]!, set);
      }
    }
    expect(Object.fromEntries([...pins].map(([k, v]) => [k, [...v]]))).toEqual({
      'actions/checkout': ['3d3c42e5aac5ba805825da76410c181273ba90b1 v7.0.1'],
      'actions/upload-artifact': ['043fb46d1a93c77aae656e7c1c64a875d1fc6a0a v7.0.1'],
      'actions/download-artifact': ['3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c v8.0.1'],
      'actions/setup-node': ['48b55a011bda9f5d6aeb4c2d9c7362e8dae4041e v6.4.0'],
    });
  });

  it('every with: key given to the Arena action is an input of action.yml', () => {
    for (const { path, wf } of all) {
      for (const [id, job] of Object.entries(wf.jobs) as Array<[string, Any]>) {
        for (const step of job.steps ?? []) {
          if (step.uses !== './') continue;
          const unknown = Object.keys(step.with ?? {}).filter((k) => !(k in action.inputs));
          expect({ path, job: id, unknown }).toEqual({ path, job: id, unknown: [] });
        }
      }
    }
  });

  // docs/security-model.md §1: privileged jobs check out the default branch, with one exception —
  // the rotation plan job reads the published facts from the data branch: a literal branch name,
  // into a subfolder, read as data only. (That the ref is arena.yml's rotation.publish.branch is
  // __tests__/config.test.ts.)
  it("the only privileged checkouts with a ref: the data checkouts into .arena-data (the plan job's facts, the maintainer evaluation's leaderboard), which nothing runs", () => {
    const found: Any[] = [];
    for (const { path, wf } of all) {
      const privilegedWorkflow = Object.keys(wf.on).some((t) => PRIVILEGED_TRIGGERS.has(t));
      for (const [id, job] of Object.entries(wf.jobs) as Array<[string, Any]>) {
        const writes = job.permissions === 'write-all' || Object.values(job.permissions ?? {}).includes('write');
        if (!privilegedWorkflow && !writes && !(job.steps ?? []).some((s: Any) => s.uses === './' && /report|publish/.test(s.with?.mode)))
          continue;
        for (const step of job.steps ?? []) {
          if (!String(step.uses).startsWith('actions/checkout@')) continue;
          if (step.with && ('ref' in step.with || 'repository' in step.with)) found.push({ path, job: id, with: step.with });
        }
      }
    }
    expect(found).toEqual([
      {
        path: '.github/workflows/arena-maintainer.yml',
        job: 'maintainer-evaluate',
        with: {
          ref: 'arena-data',
          path: '.arena-data',
          'persist-credentials': false,
          'sparse-checkout': 'arena/leaderboard.json',
          'sparse-checkout-cone-mode': false,
        },
      },
      {
        path: '.github/workflows/arena-rotation.yml',
        job: 'plan',
        with: { ref: 'arena-data', path: '.arena-data', 'persist-credentials': false },
      },
    ]);
    // the plan job runs no agent and no script, and no step anywhere runs or uses what is in .arena-data
    const rotation = workflow('arena-rotation.yml');
    expect(arenaStep(rotation, 'plan').with.mode).toBe('plan');
    expect(steps(rotation, 'plan').filter((s: Any) => s.run !== undefined)).toEqual([]);
    for (const { path, wf } of all) {
      for (const [id, job] of Object.entries(wf.jobs) as Array<[string, Any]>) {
        for (const step of job.steps ?? []) {
          const runs = `${step.uses ?? ''}\n${step.run ?? ''}\n${JSON.stringify(step.with?.script ?? '')}`;
          expect({ path, job: id, runs: runs.includes('arena-data') }).toEqual({ path, job: id, runs: false });
        }
      }
    }
  });

  it('each of the seven modes is run by exactly one job', () => {
    const modes = all.flatMap(({ wf }) =>
      Object.values(wf.jobs as Record<string, Any>).flatMap((job) =>
        (job.steps ?? []).filter((s: Any) => s.uses === './').map((s: Any) => s.with.mode),
      ),
    );
    expect(modes.sort()).toEqual(['evaluate', 'maintainer-evaluate', 'maintainer-report', 'plan', 'publish', 'report', 'rotation']);
  });
});
