// The workflow and supply-chain policy: rules over the text of `.github/workflows/*.yml` and
// `action.yml`, pure so each rule can be proven to fail on a fixture (docs/security-model.md,
// "The workflow policy"). Jobs are judged by what they do: the mode in which they run the Arena
// action (`uses: ./`) decides their role, and the role decides which token scopes, triggers and
// steps they may have. A `run:` step that starts agents through the Arena CLI (`node dist/cli.js
// match`, `npx arena rotation`, `npm run arena -- evaluate`, `npm run bench`, …) gives its job the
// role of the matching agent mode too, so the agent rules (timeout, secrets, runner, caches) hold
// however agents are run.
//
//   rules.ts            the rules, roles, allowlists and patterns (data)
//   shell.ts            run: scripts split into commands; which start agents, as which mode
//   model.ts            a workflow parsed into jobs and steps with roles; the findings report
//   workflow-checks.ts  triggers, permissions, then each job
//   step-checks.ts      pins, images, scripts, checkout, downloads, caches
//   hardening-checks.ts the engine-hardening step (harden-engine/), and its look-alikes
//   agent-job-checks.ts timeout, runner and secrets of agent jobs; publish concurrency
//   action-checks.ts    action.yml, and the whole repository
//   actionlint.ts       the one actionlint message suppressed
export {
  AGENT_MODES,
  AGENT_NPM_SCRIPTS,
  CLI_AGENT_COMMANDS,
  CLI_SAFE_COMMANDS,
  EVALUATION_WORKFLOW,
  formatViolation,
  POLICY_ACTION_MODES,
  POLICY_RULES,
  PRIVILEGED_TRIGGERS,
  ROLE_PERMISSIONS,
  type JobRole,
  type PolicyFile,
  type PolicyMode,
  type PolicyRule,
  type Violation,
} from './rules.js';
export { cliAgentRuns, shellCommands } from './shell.js';
export { checkWorkflow } from './workflow-checks.js';
export { DEFAULT_BRANCH_GUARD } from './dispatch-checks.js';
export { checkAction, checkRepository } from './action-checks.js';
export { ACTIONLINT_NODE24_MESSAGE, partitionActionlintFindings, type ActionlintFinding } from './actionlint.js';
