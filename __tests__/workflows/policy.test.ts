// The workflow and supply-chain policy (issue #8 item 1): the repository's own workflows and
// action.yml pass every rule, and every rule is proven able to fail by a fixture that breaks it
// (and only it) under __tests__/fixtures/workflows/<rule>/.
import { describe, expect, it } from '@jest/globals';
import {
  AGENT_MODES,
  checkAction,
  checkRepository,
  checkWorkflow,
  formatViolation,
  POLICY_ACTION_MODES,
  POLICY_RULES,
  ROLE_PERMISSIONS,
  type PolicyFile,
  type PolicyRule,
  type Violation,
} from '../../src/core/workflow-policy.js';
import { ACTION_MODES } from '../../src/action/types.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDirs, fixtureFiles, REPO_ROOT, repoAction, repoWorkflows } from './files.js';

const RULES = Object.keys(POLICY_RULES) as PolicyRule[];

function check(file: PolicyFile): Violation[] {
  return /(^|\/)action\.ya?ml$/.test(file.path) ? checkAction(file) : checkWorkflow(file);
}

describe('the repository passes the workflow policy', () => {
  it('has the five workflows of DESIGN §2', () => {
    expect(repoWorkflows().map((f) => f.path)).toEqual(
      ['arena-maintainer.yml', 'arena-pr.yml', 'arena-report.yml', 'arena-rotation.yml', 'ci.yml'].map((f) => `.github/workflows/${f}`),
    );
  });

  it('every workflow and action.yml: zero violations', () => {
    const violations = checkRepository({ workflows: repoWorkflows(), action: repoAction() });
    expect(violations.map(formatViolation)).toEqual([]);
  });

  it('knows the same action modes as the action itself', () => {
    expect([...POLICY_ACTION_MODES].sort()).toEqual([...ACTION_MODES].sort());
    expect([...AGENT_MODES].sort()).toEqual(['evaluate', 'maintainer-evaluate', 'rotation']);
  });

  it('the per-role allowlists are those of issue #8 and DESIGN §1', () => {
    expect(ROLE_PERMISSIONS.evaluate.allowed).toEqual({ contents: 'read' });
    expect(ROLE_PERMISSIONS.rotation.allowed).toEqual({ contents: 'read' });
    expect(ROLE_PERMISSIONS.report.allowed).toEqual({ checks: 'write', actions: 'read', 'pull-requests': 'write', contents: 'read' });
    expect(ROLE_PERMISSIONS['maintainer-report'].required).toEqual({ checks: 'write', 'pull-requests': 'read' });
    expect(ROLE_PERMISSIONS.publish.allowed).toEqual({ contents: 'write' });
    // no role may hold a write scope while running agents
    for (const role of AGENT_MODES) expect(Object.values(ROLE_PERMISSIONS[role].allowed)).not.toContain('write');
  });
});

describe('every rule fails on its fixture', () => {
  it('each rule has a fixture directory, and each fixture directory names a rule (actionlint/ holds actionlint fixtures)', () => {
    expect(fixtureDirs().sort()).toEqual([...RULES, 'actionlint'].sort());
  });

  it.each(RULES)('%s', (rule) => {
    const files = fixtureFiles(rule);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const violations = check(file);
      // the fixture is reported, with this rule id, this file and a real position …
      expect(violations.length).toBeGreaterThan(0);
      for (const v of violations) {
        expect(v.file).toBe(file.path);
        expect(v.line).toBeGreaterThan(1); // line 1 is the fixture's "# Breaks:" comment
        expect(v.message.length).toBeGreaterThan(10);
      }
      // … and it breaks exactly this rule: everything else in it is compliant
      expect({ file: file.path, rules: [...new Set(violations.map((v) => v.rule))] }).toEqual({ file: file.path, rules: [rule] });
    }
  });
});

describe('rule details', () => {
  const fixture = (rule: string, name: string): Violation[] => check(fixtureFiles(rule).find((f) => f.path.endsWith(`/${name}`))!);

  it('pins: a tag, a sha without the version comment, a short sha and a docker tag are each reported', () => {
    const v = fixture('pinned-uses', 'ci.yml');
    expect(v.map((x) => x.line)).toEqual([11, 14, 17, 20]);
    expect(v[1]!.message).toContain('"# vX.Y.Z" comment');
  });

  it('the version comment is read from the raw line of that uses:, not from anywhere else', () => {
    const text = [
      'name: CI',
      'on: pull_request',
      'permissions: {}',
      'jobs:',
      '  lint:',
      '    runs-on: ubuntu-24.04',
      '    permissions:',
      '      contents: read',
      '    steps:',
      '      # v7.0.1',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
      '        with: # v7.0.1',
      '          persist-credentials: false',
    ].join('\n');
    const v = checkWorkflow({ path: '.github/workflows/ci.yml', text });
    expect(v.map((x) => [x.rule, x.line])).toEqual([['pinned-uses', 11]]);
  });

  it('job permissions: write scopes in an agent job, missing required scopes and write-all are all reported', () => {
    expect(fixture('job-permissions', 'arena-pr.yml').map((v) => v.message)).toEqual([
      'role evaluate may not have pull-requests: write (allowed: contents: read)',
    ]);
    const report = fixture('job-permissions', 'arena-report.yml').map((v) => v.message);
    expect(report).toContain(
      'role report may not have issues: write (allowed: checks: write, actions: read, pull-requests: write, contents: read)',
    );
    expect(report).toContain('role report needs checks: write');
    expect(fixture('job-permissions', 'ci.yml').map((v) => v.job)).toEqual(['lint', 'test']);
  });

  it('agent jobs: the maintainer token is the only secret, and only as the action input', () => {
    const v = fixture('agent-job-secrets', 'arena-maintainer.yml');
    expect(v.map((x) => x.line)).toEqual([14, 22]); // environment:, and the step with REGISTRY_PASSWORD
    expect(fixture('agent-job-secrets', 'arena-pr.yml').some((x) => x.message.includes('mode evaluate takes no token'))).toBe(true);
  });

  it('privileged checkout: ref, repository and git fetch are each reported in the report job', () => {
    expect(
      fixture('pr-code-checkout', 'arena-report.yml')
        .map((v) => v.line)
        .sort(),
    ).toEqual([21, 22, 23]);
  });

  it('a violation formats as file:line:column: [rule] job: message', () => {
    const [v] = fixture('agent-job-runner', 'arena-pr.yml');
    expect(formatViolation(v!)).toMatch(
      /^__tests__\/fixtures\/workflows\/agent-job-runner\/arena-pr\.yml:8:\d+: \[agent-job-runner\] job evaluate: /,
    );
  });

  it('a file that is not YAML at all is one yaml-syntax finding, never a crash', () => {
    expect(checkWorkflow({ path: 'x.yml', text: '- just\n- a list\n' }).map((v) => v.rule)).toEqual(['yaml-syntax']);
    expect(checkWorkflow({ path: 'x.yml', text: 'a: [\n' }).map((v) => v.rule)).toEqual(['yaml-syntax']);
    expect(checkAction({ path: 'action.yml', text: '' }).map((v) => v.rule)).toEqual(['yaml-syntax']);
  });
});

describe('hard cases', () => {
  const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';
  /** a compliant evaluation workflow; `extra` lands in the Arena step, `jobExtra` in the job */
  const evaluation = (opts: { on?: string; uses?: string; extra?: string[]; jobExtra?: string[]; steps?: string[] } = {}): PolicyFile => ({
    path: '.github/workflows/arena-pr.yml',
    text: [
      'name: Arena PR',
      `on: ${opts.on ?? 'pull_request'}`,
      'permissions: {}',
      'jobs:',
      '  evaluate:',
      '    runs-on: ubuntu-latest',
      '    timeout-minutes: 30',
      ...(opts.jobExtra ?? []).map((l) => `    ${l}`),
      '    permissions:',
      '      contents: read',
      '    steps:',
      `      - uses: ${CHECKOUT}`,
      '        with:',
      '          persist-credentials: false',
      `      - uses: ${opts.uses ?? './'}`,
      ...(opts.extra ?? []).map((l) => `        ${l}`),
      '        with:',
      '          mode: evaluate',
      ...(opts.steps ?? []).map((l) => `      ${l}`),
    ].join('\n'),
  });
  const rules = (file: PolicyFile): string[] => checkWorkflow(file).map((v) => v.rule);

  it('the compliant base passes', () => {
    expect(rules(evaluation())).toEqual([]);
  });

  it('secrets in any spelling reach no agent job: toJSON(secrets), secrets[...], github.token, via env', () => {
    expect(rules(evaluation({ extra: ['env:', '  ALL: ${{ toJSON(secrets) }}'] }))).toEqual(['agent-job-secrets']);
    expect(rules(evaluation({ extra: ['env:', "  X: ${{ secrets['NPM_TOKEN'] }}"] }))).toEqual(['agent-job-secrets']);
    expect(rules(evaluation({ jobExtra: ['env:', '  GH_TOKEN: ${{ github.token }}'] }))).toEqual(['agent-job-secrets']);
    // the word alone, outside an expression, is not a reference
    expect(rules(evaluation({ steps: ['- run: echo "this job has no secrets"'] }))).toEqual([]);
  });

  it('the maintainer token is allowed only as the Arena step token input', () => {
    const maintainer = (stepEnv: string[]): PolicyFile => ({
      path: '.github/workflows/arena-maintainer.yml',
      text: [
        'name: Arena maintainer run',
        'on:',
        '  workflow_dispatch:',
        '    inputs:',
        '      pr-number: {type: number, required: true}',
        'permissions: {}',
        'jobs:',
        '  maintainer-evaluate:',
        '    runs-on: ubuntu-24.04',
        '    timeout-minutes: 30',
        '    permissions: {contents: read, pull-requests: read}',
        '    steps:',
        `      - uses: ${CHECKOUT}`,
        '        with: {persist-credentials: false}',
        '      - uses: ./',
        ...stepEnv.map((l) => `        ${l}`),
        '        with:',
        '          mode: maintainer-evaluate',
        '          pr-number: ${{ inputs.pr-number }}',
        '          token: ${{ secrets.GITHUB_TOKEN }}',
      ].join('\n'),
    });
    expect(rules(maintainer([]))).toEqual([]);
    expect(rules(maintainer(['env:', '  GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}']))).toEqual(['agent-job-secrets']);
  });

  it('`uses: ./.` is the Arena action too, so its job is judged by its mode', () => {
    const text = evaluation({ uses: './.' }).text.replace('contents: read', 'contents: read\n      pull-requests: write');
    expect(rules({ path: '.github/workflows/arena-pr.yml', text })).toEqual(['job-permissions']);
  });

  it('triggers in list form count', () => {
    expect(rules(evaluation({ on: '[pull_request, pull_request_target]' }))).toEqual(['no-pull-request-target', 'mode-trigger']);
  });

  it('a yarn install, an npx call or a docker build is a build in an action workflow', () => {
    for (const run of ['yarn install --frozen-lockfile', 'npx some-tool', 'docker build -t x .', 'npm install']) {
      expect(rules(evaluation({ steps: [`- run: ${run}`] }))).toEqual(['build-in-action-workflow']);
    }
  });

  it('a computed with: on a checkout cannot hide a ref: persist-credentials is then missing', () => {
    const text = evaluation().text.replace(
      '        with:\n          persist-credentials: false',
      '        with: ${{ fromJSON(needs.x.outputs.opts) }}',
    );
    expect(rules({ path: '.github/workflows/arena-pr.yml', text })).toEqual(['checkout-persist-credentials']);
  });
});

describe('the report guard', () => {
  const report = (cond: string): PolicyFile => ({
    path: '.github/workflows/arena-report.yml',
    text: [
      'name: Arena report',
      'on:',
      '  workflow_run: {workflows: [Arena PR], types: [completed]}',
      'permissions: {}',
      'jobs:',
      '  report:',
      `    if: ${cond}`,
      '    runs-on: ubuntu-24.04',
      '    permissions: {checks: write, actions: read, pull-requests: read, contents: read}',
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: {persist-credentials: false}',
      '      - uses: ./',
      '        with: {mode: report, token: "${{ secrets.GITHUB_TOKEN }}"}',
    ].join('\n'),
  });
  it.each([
    ["github.event.workflow_run.event == 'pull_request'", []],
    ["${{ github.event.workflow_run.event == 'pull_request' }}", []],
    ["github.event.workflow_run.conclusion != 'skipped' && github.event.workflow_run.event == 'pull_request'", []],
    ["github.event.workflow_run.event == 'pull_request' || github.event.workflow_run.event == 'push'", ['report-trigger']],
    ["github.event.workflow_run.event != 'pull_request'", ['report-trigger']],
    ['always()', ['report-trigger']],
  ])('if: %s', (cond, expected) => {
    expect(checkWorkflow(report(cond as string)).map((v) => v.rule)).toEqual(expected);
  });
});

describe('docs/security-model.md', () => {
  it('lists every rule of the policy', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'security-model.md'), 'utf8');
    expect(RULES.filter((rule) => !doc.includes(`| \`${rule}\` |`))).toEqual([]);
  });
});
