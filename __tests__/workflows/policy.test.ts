// The workflow and supply-chain policy (issue #8 item 1): the repository's own workflows and
// action.yml pass every rule, and every rule is proven able to fail by a fixture that breaks it
// (and only it) under __tests__/fixtures/workflows/<rule>/.
import { describe, expect, it } from '@jest/globals';
import {
  AGENT_MODES,
  AGENT_NPM_SCRIPTS,
  checkAction,
  checkRepository,
  checkWorkflow,
  CLI_AGENT_COMMANDS,
  CLI_SAFE_COMMANDS,
  cliAgentRuns,
  DEFAULT_BRANCH_GUARD,
  formatViolation,
  POLICY_ACTION_MODES,
  POLICY_RULES,
  ROLE_PERMISSIONS,
  type PolicyFile,
  type PolicyRule,
  type Violation,
} from '../../src/core/workflow-policy/index.js';
import { ACTION_MODES } from '../../src/action/types.js';
import { COMMANDS } from '../../src/cli/commands.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fixtureDirs, fixtureFiles, REPO_ROOT, repoAction, repoWorkflows } from './files.js';

const RULES = Object.keys(POLICY_RULES) as PolicyRule[];

function check(file: PolicyFile): Violation[] {
  return /(^|\/)action\.ya?ml$/.test(file.path) ? checkAction(file) : checkWorkflow(file);
}

describe('the repository passes the workflow policy', () => {
  it('has the five workflows of docs/security-model.md', () => {
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

  it('the per-role allowlists are those of issue #8 and docs/security-model.md', () => {
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
    expect(v.map((x) => x.line)).toEqual([15, 23]); // environment:, and the step with REGISTRY_PASSWORD
    expect(fixture('agent-job-secrets', 'arena-pr.yml').some((x) => x.message.includes('mode evaluate takes no token'))).toBe(true);
  });

  it('privileged checkout: ref, repository and git fetch are each reported in the report job', () => {
    expect(
      fixture('pr-code-checkout', 'arena-report.yml')
        .map((v) => v.line)
        .sort(),
    ).toEqual([21, 22, 23]);
  });

  it.each([
    ['arena-data', '.arena-data', []],
    ['refs/heads/arena-data', 'data/facts', []],
    ['arena-data', './', ['pr-code-checkout']],
    ['arena-data', './.', ['pr-code-checkout']],
    ['arena-data', 'data/..', ['pr-code-checkout']],
    ['arena-data', '/tmp/data', ['pr-code-checkout']],
    ['refs/pull/7/merge', 'pr', ['pr-code-checkout']],
    ['refs/tags/v1', 'data', ['pr-code-checkout']],
    ['3d3c42e5aac5ba805825da76410c181273ba90b1', 'data', ['pr-code-checkout']],
    ['${{ github.head_ref }}', 'data', ['pr-code-checkout']],
  ])('a privileged data checkout: ref %s into %s', (ref, path, expected) => {
    const text = [
      'name: Arena rotation',
      'on: {schedule: [{cron: "0 4 * * *"}]}',
      'permissions: {}',
      'jobs:',
      '  plan:',
      '    runs-on: ubuntu-24.04',
      '    permissions: {contents: read}',
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      `        with: {persist-credentials: false, ref: '${ref}', path: '${path}'}`,
      '      - uses: ./',
      '        with: {mode: plan}',
    ].join('\n');
    expect(checkWorkflow({ path: '.github/workflows/arena-rotation.yml', text }).map((v) => v.rule)).toEqual(expected);
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
        `    if: ${DEFAULT_BRANCH_GUARD}`,
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

describe('agents started from run: steps (the Arena CLI)', () => {
  it.each([
    ['node dist/cli.js match official/random official/greedy', 'evaluate'],
    ['node ./dist/cli.js rotation --shard 1/2', 'rotation'],
    ['node --enable-source-maps "$GITHUB_WORKSPACE/dist/cli.js" evaluate --base HEAD~1', 'evaluate'],
    ['node dist/cli.js maintainer-evaluate --pr 7', 'maintainer-evaluate'],
    ['npx arena rotation', 'rotation'],
    ['npx --yes arena@0.1.0 match a b', 'evaluate'],
    ['npm exec -- arena evaluate', 'evaluate'],
    ['arena match official/random official/rock', 'evaluate'],
    ['./node_modules/.bin/arena rotation', 'rotation'],
    ['npm run arena -- match a b', 'evaluate'],
    ['npm run --silent arena -- rotation', 'rotation'],
    ['npm run-script arena evaluate', 'evaluate'],
    ['yarn arena match a b', 'evaluate'],
    ['npm run bench -- --quick', 'rotation'],
    ['set -eu\nARENA_LOG=debug timeout 30m arena match a b', 'evaluate'],
    ['cd work && node dist/cli.js match a b', 'evaluate'],
    ['out=$(node dist/cli.js rotation --json)', 'rotation'],
    ['node dist/cli.js \\\n  match a b', 'evaluate'],
    ["bash -c 'arena rotation'", 'rotation'],
    // a command the policy cannot read, or does not know, is judged as running agents
    ['node dist/cli.js "$COMMAND" a b', 'evaluate'],
    ['INPUT_MODE=rotation node dist/index.js', 'evaluate'],
  ])('%j runs agents as %s', (script, role) => {
    expect(cliAgentRuns(script).map((r) => r.role)).toEqual([role]);
  });

  it.each([
    'npm test',
    'npm test -- __tests__/workflows',
    'npm ci --no-audit --no-fund',
    'npm run lint',
    'npm run bundle',
    'npm run setup',
    'npm run typecheck',
    'node dist/cli.js validate',
    'node dist/cli.js --version',
    'npx arena replay out/match.json',
    'npm run arena -- merge --root .',
    'npm run arena',
    'echo "arena match a b"',
    'echo arena match a b',
    'mkdir -p arena && cp -r results arena/',
    '# arena match a b\ntrue',
    'node scripts/bundle.mjs',
    'npx prettier --check .',
    'git diff --exit-code --stat -- dist',
  ])('%j starts no agent', (script) => {
    expect(cliAgentRuns(script)).toEqual([]);
  });

  it('every CLI command is classified: it starts agents (as one agent mode) or it does not', () => {
    for (const { name } of COMMANDS) {
      expect({ name, agent: name in CLI_AGENT_COMMANDS, safe: CLI_SAFE_COMMANDS.has(name) }).toEqual({
        name,
        agent: !CLI_SAFE_COMMANDS.has(name),
        safe: !(name in CLI_AGENT_COMMANDS),
      });
    }
    for (const role of Object.values(CLI_AGENT_COMMANDS)) expect(AGENT_MODES.has(role)).toBe(true);
    expect(Object.keys(CLI_AGENT_COMMANDS).filter((c) => COMMANDS.some((x) => x.name === c))).toEqual(['match', 'evaluate', 'rotation']);
  });

  it("package.json: `arena` is the CLI, and every script that runs the CLI's agent commands or the bench is known", () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.bin).toEqual({ arena: 'dist/cli.js' });
    expect(pkg.scripts.arena).toBe('node dist/cli.js');
    const agentScripts = Object.entries(pkg.scripts)
      .filter(([, body]) => /\bdist\/cli\.js\b|\bbench\//.test(body))
      .map(([name]) => name);
    expect(agentScripts.sort()).toEqual(Object.keys(AGENT_NPM_SCRIPTS).sort());
  });

  it("the repository's workflows start no agent from a run: step (only through `uses: ./`)", () => {
    for (const { path, text } of repoWorkflows()) {
      const jobs = Object.values((parse(text) as { jobs: Record<string, { steps?: Array<{ run?: string }> }> }).jobs);
      const runs = jobs.flatMap((job) => (job.steps ?? []).flatMap((step) => (step.run === undefined ? [] : [step.run])));
      if (path.endsWith('/ci.yml'))
        expect(runs).toEqual(expect.arrayContaining(['npm test', 'npm test -- __tests__/workflows', 'npm run bundle']));
      expect({ path, agents: runs.flatMap((r) => cliAgentRuns(r)) }).toEqual({ path, agents: [] });
    }
  });

  const play = (opts: { on?: string; job?: string[]; run?: string[] }): PolicyFile => ({
    path: '.github/workflows/play.yml',
    text: [
      'name: Play',
      `on: ${opts.on ?? 'workflow_dispatch'}`,
      'permissions: {}',
      'jobs:',
      '  play:',
      ...(opts.job ?? ['runs-on: ubuntu-24.04', 'timeout-minutes: 30', 'permissions: {contents: read}']).map((l) => `    ${l}`),
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: {persist-credentials: false}',
      ...(opts.run ?? ['- run: node dist/cli.js match official/random official/greedy']).map((l) => `      ${l}`),
    ].join('\n'),
  });
  const rules = (file: PolicyFile): string[] => [...new Set(checkWorkflow(file).map((v) => v.rule))].sort();

  it('the compliant CLI job passes', () => {
    expect(rules(play({}))).toEqual([]);
  });

  it('a run: step that plays agents, a secret and no timeout: agent-job-secrets and agent-job-timeout', () => {
    const file = play({
      job: ['runs-on: ubuntu-24.04', 'permissions: {contents: read}', 'env:', '  X: ${{ secrets.Y }}'],
      run: ['- run: npx arena match official/random official/greedy'],
    });
    expect(rules(file)).toEqual(['agent-job-secrets', 'agent-job-timeout']);
    // the same job running no agent is a plain job: neither rule applies
    expect(rules({ ...file, text: file.text.replace('npx arena match', 'npx arena validate') })).toEqual([]);
    const timeout = checkWorkflow(file).find((v) => v.rule === 'agent-job-timeout')!;
    expect(timeout.message).toContain('`npx arena match official/random official/greedy` counts as evaluate');
  });

  it('every spelling: the secret reaches a job that runs agents', () => {
    for (const run of ['npm run arena -- rotation', 'arena evaluate', 'node dist/cli.js match a b', 'npm run bench']) {
      const file = play({ run: [`- run: ${run}`, '  env:', '    GH_TOKEN: ${{ github.token }}'] });
      expect({ run, rules: rules(file) }).toEqual({ run, rules: ['agent-job-secrets'] });
    }
  });

  it('the CLI job gets the agent role: caches, runners and write scopes are judged as for the action', () => {
    const setupNode = ['- uses: actions/setup-node@48b55a011bda9f5d6aeb4c2d9c7362e8dae4041e # v6.4.0', '  with: {node-version: 24}'];
    expect(rules(play({ run: [...setupNode, '- run: node dist/cli.js rotation'] }))).toEqual(['cache-in-sensitive-job']);
    expect(
      rules(play({ job: ['runs-on: ubuntu-24.04', 'timeout-minutes: 30', 'permissions: {contents: write}', 'concurrency: {group: x}'] })),
    ).toEqual(['job-permissions']);
    expect(rules(play({ job: ['runs-on: windows-latest', 'timeout-minutes: 30', 'permissions: {contents: read}'] }))).toEqual([
      'agent-job-runner',
    ]);
    // a plain job may restore a cache; the same job playing agents may not
    expect(rules(play({ run: [...setupNode, '- run: npm test'] }))).toEqual([]);
  });

  it("a CLI maintainer-evaluate is judged as that mode's role, but needs no pull-requests scope (it takes no token)", () => {
    expect(rules(play({ run: ['- run: node dist/cli.js maintainer-evaluate --pr 7'] }))).toEqual([]);
    expect(
      rules(
        play({ run: ['- run: node dist/cli.js maintainer-evaluate --pr 7', '  env:', '    GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'] }),
      ),
    ).toEqual(['agent-job-secrets']);
  });

  it('an agent run inside the publishing job takes the riskiest role: no write scope, no token', () => {
    const text = [
      'name: Arena rotation',
      'on: {schedule: [{cron: "0 4 * * *"}]}',
      'permissions: {}',
      'jobs:',
      '  publish:',
      '    runs-on: ubuntu-24.04',
      '    timeout-minutes: 20',
      '    permissions: {contents: write}',
      '    concurrency: {group: arena-publish, cancel-in-progress: false}',
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: {persist-credentials: false}',
      '      - run: node dist/cli.js rotation --shard 1/1',
      '      - uses: ./',
      '        with: {mode: publish, token: "${{ secrets.GITHUB_TOKEN }}"}',
    ].join('\n');
    const file = { path: '.github/workflows/arena-rotation.yml', text };
    expect(rules(file)).toEqual(['agent-job-secrets', 'job-permissions']);
    expect(rules({ path: file.path, text: text.replace('node dist/cli.js rotation --shard 1/1', 'node dist/cli.js validate') })).toEqual(
      [],
    );
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

describe('dispatched authoritative runs start only from the default branch', () => {
  type Context = { ref: string; ref_name: string; event_name: string; default_branch: string };
  /** A tiny evaluator for the guard expressions the workflows use (==, &&, ||, format, literals). */
  function evaluate(expression: string, ctx: Context): boolean {
    const operand = (raw: string): string => {
      const x = raw.trim();
      const literal = /^'([^']*)'$/.exec(x);
      if (literal) return literal[1]!;
      const format = /^format\('([^']*)', (.+)\)$/.exec(x);
      if (format) return format[1]!.replace('{0}', operand(format[2]!));
      const values: Record<string, string> = {
        'github.ref': ctx.ref,
        'github.ref_name': ctx.ref_name,
        'github.event_name': ctx.event_name,
        'github.event.repository.default_branch': ctx.default_branch,
      };
      if (!(x in values)) throw new Error(`unknown operand ${x}`);
      return values[x]!;
    };
    return expression.split('||').some((part) =>
      part.split('&&').every((c) => {
        const [a, b] = c.split('==');
        return operand(a!) === operand(b!);
      }),
    );
  }
  const wf = (name: string) =>
    parse(readFileSync(join(REPO_ROOT, '.github/workflows', name), 'utf8')) as { jobs: Record<string, { if?: string }> };
  const branch = (name: string): Context => ({
    ref: `refs/heads/${name}`,
    ref_name: name,
    event_name: 'workflow_dispatch',
    default_branch: 'main',
  });
  const tag: Context = { ref: 'refs/tags/main', ref_name: 'main', event_name: 'workflow_dispatch', default_branch: 'main' };

  it.each([
    ['arena-maintainer.yml', 'maintainer-evaluate'],
    ['arena-rotation.yml', 'plan'],
  ])('%s %s: the default branch passes; a tag named main and another branch do not', (file, job) => {
    const cond = wf(file).jobs[job]!.if!;
    expect(cond).toContain(DEFAULT_BRANCH_GUARD);
    expect(evaluate(cond, branch('main'))).toBe(true);
    expect(evaluate(cond, tag)).toBe(false);
    expect(evaluate(cond, branch('feature'))).toBe(false);
    // the old guard let the tag through: that is what the rule rejects
    expect(evaluate('github.ref_name == github.event.repository.default_branch', tag)).toBe(true);
  });

  it('a scheduled rotation needs no branch guard', () => {
    expect(evaluate(wf('arena-rotation.yml').jobs.plan!.if!, { ...tag, ref: 'refs/heads/main', event_name: 'schedule' })).toBe(true);
  });

  const maintainer = (cond: string | undefined, reportIf?: string): PolicyFile => ({
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
      ...(cond === undefined ? [] : [`    if: ${cond}`]),
      '    runs-on: ubuntu-24.04',
      '    timeout-minutes: 30',
      '    permissions: {contents: read, pull-requests: read}',
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: {persist-credentials: false}',
      '      - uses: ./',
      '        with: {mode: maintainer-evaluate, pr-number: "${{ inputs.pr-number }}", token: "${{ secrets.GITHUB_TOKEN }}"}',
      '  maintainer-report:',
      '    needs: maintainer-evaluate',
      ...(reportIf === undefined ? [] : [`    if: ${reportIf}`]),
      '    runs-on: ubuntu-24.04',
      '    permissions: {checks: write, pull-requests: read, contents: read}',
      '    steps:',
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: {persist-credentials: false}',
      '      - uses: ./',
      '        with: {mode: maintainer-report, head-sha: "${{ needs.maintainer-evaluate.outputs.head-sha }}", token: "${{ secrets.GITHUB_TOKEN }}"}',
    ].join('\n'),
  });
  const rulesOf = (file: PolicyFile) => checkWorkflow(file).map((v) => `${v.job}:${v.rule}`);

  it('the guard on the first job covers the job that needs it; ref_name, no guard, an `||` or always() do not', () => {
    expect(rulesOf(maintainer(DEFAULT_BRANCH_GUARD))).toEqual([]);
    expect(rulesOf(maintainer('github.ref_name == github.event.repository.default_branch'))).toEqual([
      'maintainer-evaluate:dispatch-default-branch',
      'maintainer-report:dispatch-default-branch',
    ]);
    expect(rulesOf(maintainer(undefined))).toEqual([
      'maintainer-evaluate:dispatch-default-branch',
      'maintainer-report:dispatch-default-branch',
    ]);
    expect(rulesOf(maintainer(`${DEFAULT_BRANCH_GUARD} || github.event_name == 'workflow_dispatch'`))).toContain(
      'maintainer-evaluate:dispatch-default-branch',
    );
    expect(rulesOf(maintainer(DEFAULT_BRANCH_GUARD, 'always()'))).toEqual(['maintainer-report:dispatch-default-branch']);
    expect(rulesOf(maintainer(DEFAULT_BRANCH_GUARD, "!cancelled() && needs.maintainer-evaluate.result == 'success'"))).toEqual([]);
  });
});

describe('the engine-hardening step', () => {
  const SHA = '0123456789abcdef0123456789abcdef01234567';
  const fixture = (name: string) => checkWorkflow(fixtureFiles('engine-hardening').find((f) => f.path.endsWith(`/${name}`))!);

  it('accepts exactly <owner>/arena/harden-engine@<the Arena step’s sha> before the Arena step, and ./harden-engine beside uses: ./', () => {
    const example = readFileSync(join(REPO_ROOT, 'examples/competition/.github/workflows/arena-pr.yml'), 'utf8');
    expect(example).toContain(`uses: your-org/arena/harden-engine@${SHA} # v1.0.0`);
    expect(checkWorkflow({ path: '.github/workflows/arena-pr.yml', text: example }).map(formatViolation)).toEqual([]);
    const own = readFileSync(join(REPO_ROOT, '.github/workflows/arena-pr.yml'), 'utf8');
    expect(own).toContain('uses: ./harden-engine\n');
    expect(checkWorkflow({ path: '.github/workflows/arena-pr.yml', text: own }).map(formatViolation)).toEqual([]);
  });

  it('refuses every look-alike, each at its uses: line, saying what to write instead', () => {
    expect(fixture('arena-pr.yml').map((v) => [v.line, v.message])).toEqual([
      [
        17,
        `harden the engine with the same Arena as this job's action step: your-org/arena/harden-engine@${SHA}, not your-org/arena/harden-engine@fedcba9876543210fedcba9876543210fedcba98`,
      ],
      [
        18,
        `harden the engine with the same Arena as this job's action step: your-org/arena/harden-engine@${SHA}, not mallory/arena/harden-engine@${SHA}`,
      ],
      [
        19,
        `your-org/arena/scripts@${SHA} is not Arena's engine-hardening action: use <owner>/arena/harden-engine@<full sha>, the owner and sha of this job's Arena step`,
      ],
      [
        20,
        `your-org/arena/harden-engine/..@${SHA} is not Arena's engine-hardening action: use <owner>/arena/harden-engine@<full sha>, the owner and sha of this job's Arena step`,
      ],
      [
        21,
        `your-org/arena-harden-engine@${SHA} is not Arena's engine-hardening action: use <owner>/arena/harden-engine@<full sha>, the owner and sha of this job's Arena step`,
      ],
      [22, 'the engine-hardening step takes no continue-on-error: (it must always run, as it is)'],
      [24, 'the engine-hardening step takes no with: (it must always run, as it is)'],
      [30, 'harden the engine before the Arena step (its builds must run on the hardened engine)'],
    ]);
    expect(fixture('arena-rotation.yml').map((v) => [v.line, v.job, v.message])).toEqual([
      [12, 'harden', 'the engine-hardening step belongs in the job that runs the Arena action, before that step'],
      [
        19,
        'plan',
        `harden the engine with the same Arena as this job's action step: your-org/arena/harden-engine@${SHA}, not ./harden-engine`,
      ],
    ]);
  });

  it('harden-engine/action.yml is a composite action running scripts/setup-docker.sh from its own commit', () => {
    const action = parse(readFileSync(join(REPO_ROOT, 'harden-engine', 'action.yml'), 'utf8'));
    expect(action.runs.using).toBe('composite');
    expect(action.inputs).toBeUndefined();
    expect(action.runs.steps).toEqual([
      { name: 'Harden the Docker engine for agent builds', shell: 'bash', run: 'bash "$GITHUB_ACTION_PATH/../scripts/setup-docker.sh"' },
    ]);
    // the folder the runner unpacks at the pinned sha holds the script and the profile it installs
    expect(readFileSync(join(REPO_ROOT, 'harden-engine', '..', 'scripts', 'setup-docker.sh'), 'utf8')).toContain(
      'PROFILE_SRC=$HERE/../docker/seccomp.json',
    );
  });
});
