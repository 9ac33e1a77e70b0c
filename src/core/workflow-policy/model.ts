// The model of one workflow file the checks read: its jobs, their steps, the role each job has by
// what it runs, and a report that places every finding at the line and column of its YAML node.
import { locate, parseYaml, type YamlPath, type YamlSource } from '../yaml-source.js';
import {
  AGENT_MODES,
  EXPRESSION_BODY,
  POLICY_ACTION_MODES,
  SECRET_REFERENCE,
  type JobRole,
  type PolicyFile,
  type PolicyMode,
  type PolicyRule,
  type Violation,
} from './rules.js';
import { cliAgentRuns } from './shell.js';

export type Obj = Record<string, unknown>;

export interface StepModel {
  readonly path: YamlPath;
  /** the step as written */
  readonly definition: Obj;
  readonly uses?: string;
  readonly with: Obj;
  readonly run?: string;
}

export interface JobModel {
  readonly id: string;
  readonly path: YamlPath;
  /** the job as written */
  readonly definition: Obj;
  readonly steps: readonly StepModel[];
  /** the Arena action steps (uses: ./) */
  readonly arenaSteps: readonly StepModel[];
  readonly role: JobRole;
  /** every literal mode the job's Arena steps run */
  readonly modes: ReadonlySet<PolicyMode>;
  /** the `run:` steps that start agents through the Arena CLI, and the agent mode each counts as */
  readonly cliRuns: ReadonlyArray<{ readonly step: StepModel; readonly command: string; readonly role: PolicyMode }>;
  readonly grants: Readonly<Record<string, string>>;
  readonly writes: boolean;
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `uses: ./` (or `.`, `./.`): the repository's own action, i.e. Arena in its own repository */
export function isLocalArena(uses: string): boolean {
  return /^\.(\/\.?)?\/?$/.test(uses);
}

/** `<owner>/arena@<full sha>`: Arena as a pinned action of another competition repository (docs/competition.md) */
const REMOTE_ARENA = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/arena@[0-9a-f]{40}$/;

/** the Arena action: the repository's own (`uses: ./`) or a pinned `<owner>/arena@<sha>` */
export function isArenaAction(uses: string | undefined): boolean {
  return uses !== undefined && (isLocalArena(uses) || REMOTE_ARENA.test(uses));
}

/** does the text use secrets or the token inside a `${{ }}` expression? */
export function referencesSecret(text: string): boolean {
  return [...text.matchAll(EXPRESSION_BODY)].some((m) => SECRET_REFERENCE.test(m[1] ?? ''));
}

export function triggersOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (isObj(value)) return Object.keys(value);
  return [];
}

export class PolicyReport {
  readonly violations: Violation[] = [];
  private readonly lines: string[];
  constructor(
    readonly file: string,
    readonly source: YamlSource,
    text: string,
  ) {
    this.lines = text.split(/\r?\n/);
  }

  add(rule: PolicyRule, path: YamlPath, message: string, job?: string, which: 'value' | 'key' = 'value'): void {
    const at = locate(this.source, path, which);
    this.violations.push({ rule, file: this.file, line: at.line, column: at.column, ...(job ? { job } : {}), message });
  }

  /** the raw text of the line a value starts on (comments are not in the parsed value) */
  lineOf(path: YamlPath): string {
    return this.lines[locate(this.source, path).line - 1] ?? '';
  }
}

export function parse(file: PolicyFile): { report?: PolicyReport; violations: Violation[] } {
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
  return { report: new PolicyReport(file.path, outcome.source, file.text), violations: [] };
}

export function stepsOf(jobPath: YamlPath, job: Obj): StepModel[] {
  const steps = Array.isArray(job.steps) ? job.steps : [];
  return steps.map((raw, index) => {
    const step = isObj(raw) ? raw : {};
    return {
      path: [...jobPath, 'steps', index],
      definition: step,
      ...(typeof step.uses === 'string' ? { uses: step.uses.trim() } : {}),
      with: isObj(step.with) ? step.with : {},
      ...(typeof step.run === 'string' ? { run: step.run } : {}),
    };
  });
}

export function modelJobs(report: PolicyReport, workflow: Obj): JobModel[] {
  const jobs = isObj(workflow.jobs) ? workflow.jobs : {};
  return Object.entries(jobs).map(([id, raw]) => {
    const job = isObj(raw) ? raw : {};
    const path: YamlPath = ['jobs', id];
    const steps = stepsOf(path, job);
    const arenaSteps = steps.filter((step) => isArenaAction(step.uses));
    const modes = new Set<PolicyMode>();
    for (const step of arenaSteps) {
      const mode = step.with.mode;
      if (typeof mode !== 'string' || !(POLICY_ACTION_MODES as readonly string[]).includes(mode)) {
        report.add(
          'job-role',
          [...step.path, 'with', 'mode'],
          `the Arena action step needs a literal mode, one of ${POLICY_ACTION_MODES.join(', ')}`,
          id,
        );
        continue;
      }
      modes.add(mode as PolicyMode);
    }
    if (modes.size > 1) {
      report.add(
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
    return { id, path, definition: job, steps, arenaSteps, role, modes, cliRuns, grants, writes };
  });
}
