// The workflow policy's rules as data: each rule's one-line statement, the roles a job can have
// and what each role may be granted and triggered by, and the patterns the checks match text with.
// How the rules are applied: docs/security-model.md ("The workflow policy").

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
  'engine-hardening':
    "the engine-hardening step is exactly <owner>/arena/harden-engine@<the Arena step's sha> (./harden-engine beside uses: ./), unconditional, without inputs, before the Arena step",
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
  // game check plays a game module against itself in-process (the vm sandbox of docs/games.md): no agent runs
  'game',
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
export const TOKENLESS_MODES: ReadonlySet<JobRole> = new Set(['evaluate', 'rotation', 'plan']);

export type Level = 'read' | 'write';
export type Grants = Readonly<Record<string, Level>>;

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

/** the triggers each action mode may run under */
export const MODE_TRIGGERS: Readonly<Record<PolicyMode, readonly string[]>> = {
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

// Patterns

export const EXPRESSION = /\$\{\{/;
export const FULL_SHA_USES = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+@[0-9a-f]{40}$/;
export const DOCKER_DIGEST_USES = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/;
export const VERSION_COMMENT = /#\s*v\d+\.\d+\.\d+\b/;
export const HOSTED_UBUNTU = /^ubuntu-(latest|\d{2}\.\d{2})(-arm)?$/;
export const RUNNER_TEMP_PATH = /^\$\{\{\s*runner\.temp\s*\}\}\//;
export const GITHUB_TOKEN_EXPR = /^\$\{\{\s*(secrets\.GITHUB_TOKEN|github\.token)\s*\}\}$/;
/** inside an expression: any use of the secrets context or of the job's token */
export const SECRET_REFERENCE = /\bsecrets\b|\bgithub\s*\.\s*token\b|\bgithub\s*\[\s*'token'\s*\]/;
export const EXPRESSION_BODY = /\$\{\{([\s\S]*?)\}\}/g;
export const IMAGE_DIGEST = /@sha256:[0-9a-f]{64}$/;
export const ENV_FILE_WRITE = /\bGITHUB_ENV\b|\bGITHUB_PATH\b|\bexportVariable\b|\baddPath\b/;
export const PR_CODE_FETCH = /\bgit\s+(fetch|pull|clone)\b|\bgh\s+(pr\s+checkout|repo\s+clone)\b/;
export const BUILD_COMMAND =
  /\bnpm\s+(ci|install|i|add|update|rebuild|run|exec|run-script|x)\b|\b(pnpm|yarn|bun|npx|bunx|tsc|ncc|node-gyp)\b|\bdocker\s+(build|buildx)\b/;
export const CACHE_ACTION = /^actions\/cache(\/(restore|save))?@/;
export const SETUP_ACTION = /^actions\/setup-[a-z]+@/;
