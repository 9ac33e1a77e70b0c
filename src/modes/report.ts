// `arena report` and action mode `report`: the privileged workflow_run job (docs/architecture.md, "What each mode does"). It
// reads the evaluation's results as untrusted data, recomputes every gate from the API and the
// default branch, and posts the `Arena` check run on workflow_run.head_sha. It never checks out,
// builds, imports or runs anything from the PR or the artifact, and never reaches the runners.
import { lstat, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import type { ActionMode } from '../action/types.js';
import { parseResultsBytes, readResultsArtifact } from '../adapters/artifact.js';
import { DEFAULT_API_URL, OctokitGitHub } from '../adapters/github.js';
import { RequestBudget } from '../core/github/budget.js';
import { ExitCode, InfraError, UserError } from '../core/errors.js';
import { DryRunGitHub } from '../core/github/dry-run.js';
import { GitHubApiError, type GitHubPort } from '../core/github/port.js';
import { folderFiles, loadDefaultBranchConfig } from '../adapters/default-branch.js';
import { runReport, type ReportDeps, type ReportOutcome } from '../core/report/flow.js';
import type { TreeReader } from '../core/report/head-folder.js';
import type { ResultsOutcome } from '../core/report/types.js';
import { logSafeJson, RESULTS_CAPS } from '../core/results.js';
import { sanitizeLine } from '../core/sanitize.js';

const USAGE = 'arena report --event FILE --results FILE [--root DIR] [--dry-run] [--json] [--comment]';

/** The event payload GitHub writes is small; anything far larger is not one. */
const EVENT_MAX_BYTES = 25 * 1024 * 1024;
const CONFIG_FILE = 'arena.yml';

async function readEvent(path: string): Promise<unknown> {
  let bytes: Buffer;
  try {
    const info = await lstat(path);
    if (!info.isFile()) throw new UserError(`the event file ${path} is not a file`);
    if (info.size > EVENT_MAX_BYTES) throw new UserError(`the event file ${path} is larger than ${EVENT_MAX_BYTES} bytes`);
    bytes = await readFile(path);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `the event file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      'pass the workflow_run event JSON (GITHUB_EVENT_PATH) with --event',
    );
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new UserError(`the event file ${path} is not JSON`, 'pass the workflow_run event JSON (GITHUB_EVENT_PATH) with --event');
  }
}

async function readResultsFile(path: string): Promise<ResultsOutcome> {
  let bytes: Buffer;
  try {
    const info = await lstat(path);
    if (!info.isFile()) return { status: 'untrusted', reason: 'the results file is not a regular file' };
    if (info.size > RESULTS_CAPS.documentBytes + 64 * 1024) {
      return { status: 'untrusted', reason: `the results file is larger than ${RESULTS_CAPS.documentBytes} bytes` };
    }
    bytes = await readFile(path);
  } catch (error) {
    throw new UserError(
      `the results file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      'pass the arena-results.json of the evaluation run with --results',
    );
  }
  const parsed = await parseResultsBytes(bytes);
  return parsed.status === 'valid' ? { ...parsed, source: 'file' } : parsed;
}

/** Run the report; a failed write to GitHub is infrastructure (exit 3 / job failure), with a hint. */
async function report(...args: Parameters<typeof runReport>): Promise<ReportOutcome> {
  try {
    return await runReport(...args);
  } catch (error) {
    if (error instanceof GitHubApiError) {
      throw new InfraError(
        `GitHub API: ${sanitizeLine(error.message)} (HTTP ${error.status || 'no answer'})`,
        error.status === 403 || error.status === 401
          ? 'the report job needs a token with checks: write, actions: read, pull-requests: read and contents: read'
          : 'check GITHUB_API_URL and that GitHub is reachable; re-run the report job',
      );
    }
    throw error;
  }
}

function describeOutcome(outcome: ReportOutcome): string {
  if (outcome.refused) return `refused: ${sanitizeLine(outcome.refused)}`;
  const d = outcome.decision!;
  return [`${d.conclusion}: ${sanitizeLine(d.headline)}`, ...d.reasons.map((r) => `  - ${sanitizeLine(r)}`)].join('\n');
}

export const command: CliCommand = {
  name: 'report',
  usage: USAGE,
  run: async (argv: string[], io: CliIo) => {
    const { values } = parseFlags(
      argv,
      {
        event: { type: 'string' },
        results: { type: 'string' },
        root: { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        comment: { type: 'boolean' },
      },
      USAGE,
    );
    const eventPath = stringFlag(values.event);
    const resultsPath = stringFlag(values.results);
    if (!eventPath) throw new UserError('--event FILE is required', `usage: ${USAGE}`);
    if (!resultsPath) throw new UserError('--results FILE is required', `usage: ${USAGE}`);
    const dryRun = values['dry-run'] === true;
    const json = values.json === true;
    const root = resolve(io.cwd, stringFlag(values.root) ?? '.');
    try {
      if (!(await lstat(root)).isDirectory()) throw new Error('not a folder');
    } catch {
      throw new UserError(`--root ${root} is not a folder`, 'point --root at a checkout of the default branch');
    }
    const event = await readEvent(resolve(io.cwd, eventPath));
    const results = await readResultsFile(resolve(io.cwd, resultsPath));

    let github: GitHubPort & TreeReader;
    let recorder: DryRunGitHub | undefined;
    if (dryRun) {
      recorder = new DryRunGitHub();
      github = recorder;
    } else {
      const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
      if (!token) throw new UserError('posting needs a token in GITHUB_TOKEN (or GH_TOKEN)', 'or add --dry-run to see what would be sent');
      github = new OctokitGitHub({ token, apiUrl: io.env.GITHUB_API_URL || DEFAULT_API_URL, budget: RequestBudget.forMode('report') });
    }
    const deps: ReportDeps = {
      github,
      defaultBranch: folderFiles(root),
      config: await loadDefaultBranchConfig(root, CONFIG_FILE),
      readResults: async () => results,
      now: () => new Date(),
      log: (line) => io.err(`arena report: ${line}\n`),
      comment: values.comment === true,
    };
    const outcome = await report(event, {}, deps);
    if (json) {
      const doc: Record<string, unknown> = {
        ...(outcome.refused ? { refused: outcome.refused } : {}),
        ...(outcome.decision
          ? { conclusion: outcome.decision.conclusion, title: outcome.decision.headline, reasons: outcome.decision.reasons }
          : {}),
        ...(outcome.checkRunId !== undefined && !dryRun ? { checkRunId: outcome.checkRunId } : {}),
        ...(recorder ? { requests: recorder.requests, unavailable: recorder.unavailable } : {}),
      };
      // Artifact text (verdict reasons) and PR text reach this document: printed log-safe, like every --json.
      io.out(`${logSafeJson(JSON.stringify(doc, null, 2))}\n`);
    } else {
      io.out(`${describeOutcome(outcome)}\n`);
      if (recorder) {
        io.out(`would send ${recorder.requests.length} requests:\n${recorder.requests.map((r) => `  ${r.method} ${r.path}`).join('\n')}\n`);
        if (recorder.unavailable.length > 0) io.out(`not read (dry run):\n${recorder.unavailable.map((r) => `  ${r}`).join('\n')}\n`);
      }
    }
    return outcome.refused ? ExitCode.findings : ExitCode.ok;
  },
};

export const action: ActionMode = {
  name: 'report',
  run: async (inputs, io) => {
    if (!inputs.token)
      throw new UserError(
        'input "token" is required for mode report',
        'pass token: ${{ github.token }} (needs checks: write, actions: read)',
      );
    const env = io.env;
    const eventPath = env.GITHUB_EVENT_PATH;
    if (!eventPath) throw new UserError('GITHUB_EVENT_PATH is not set', 'mode report runs inside a workflow_run job');
    const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
    const event = await readEvent(eventPath);
    const budget = RequestBudget.forMode('report');
    const github = new OctokitGitHub({ token: inputs.token, apiUrl: env.GITHUB_API_URL || DEFAULT_API_URL, budget });
    const outcome = await report(
      event,
      {
        ...(env.GITHUB_EVENT_NAME ? { eventName: env.GITHUB_EVENT_NAME } : {}),
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
      },
      {
        github,
        defaultBranch: folderFiles(workspace),
        config: await loadDefaultBranchConfig(workspace, inputs.config),
        readResults: (run) => readResultsArtifact(github, run),
        now: () => new Date(),
        log: (line) => io.info(line),
        comment: true,
        budget,
      },
    );
    if (outcome.refused) {
      // Nothing posted; the job fails with the reason.
      throw new UserError(`report refused this event: ${outcome.refused}`);
    }
    const decision = outcome.decision!;
    io.setOutput('conclusion', decision.conclusion);
    if (outcome.comment === 'not-permitted')
      io.info('no PR comment: the token lacks pull-requests: write (the check run carries the verdict)');
    if (outcome.jobSummary) io.summary(outcome.jobSummary);
    await io.writeSummary();
    io.info(`Arena check: ${decision.conclusion} (${sanitizeLine(decision.headline)})`);
  },
};
