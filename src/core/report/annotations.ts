// Check-run annotations from the recomputed findings, the evaluation's own findings and the agents'
// failures. Paths are confined to the changed agent folders: a finding elsewhere is listed in the
// summary (ours) or dropped (the artifact's). Every failure carries its seed and a repro command.
// The Checks API limits are applied here (title 255 characters, message 64 KB, columns only on
// one line, ≤ 50 per request).
import { normalizeRepoPath } from '../discovery.js';
import type { CheckAnnotation } from '../github/port.js';
import type { Issue, Results, Severity } from '../results.js';
import { hasUnsafeCharacters } from '../sanitize.js';
import { reproCommand } from './repro.js';
import { CHECK_LIMITS, fitMessage, fitTitle, plainLine, plainText } from './text.js';
import type { ChangedAgent, Finding } from './types.js';

/** At most this many annotations per check run: each 50 more cost an API request (rate limits). */
export const MAX_ANNOTATIONS = 1000;

const LEVEL: Record<Severity, CheckAnnotation['annotation_level']> = { error: 'failure', warning: 'warning', notice: 'notice' };

export interface AnnotationPlan {
  /** in posting order: recomputed errors, then other recomputed findings, evaluation findings, failures */
  annotations: CheckAnnotation[];
  /** recomputed findings that could not be annotated (no path, or outside the agent folders) */
  summaryFindings: Finding[];
  /** evaluation findings dropped because their path is outside the changed agent folders */
  droppedFromResults: number;
  /**
   * evaluation findings not annotated because they repeat one that is: the same path, line, rule
   * and message, or a recomputed finding of the same rule on that line (ours is the one shown)
   */
  mergedFromResults: number;
  /** annotations over MAX_ANNOTATIONS, not posted */
  omitted: number;
  /** failures of agents the PR did not change (references), counted only */
  otherFailures: number;
}

/** The changed agent folder that holds this path, or undefined (also for any odd path). */
export function confine(path: string | undefined, agents: readonly ChangedAgent[]): ChangedAgent | undefined {
  if (path === undefined || path.length > 1024 || hasUnsafeCharacters(path) || path.includes('\\')) return undefined;
  const normal = normalizeRepoPath(path);
  if (normal === undefined || normal !== path) return undefined;
  return agents.find((a) => a.change !== 'removed' && (normal === a.folder || normal.startsWith(`${a.folder}/`)));
}

function annotation(
  path: string,
  line: number | undefined,
  column: number | undefined,
  level: CheckAnnotation['annotation_level'],
  title: string,
  message: string,
  rawDetails?: string,
): CheckAnnotation {
  const start = Number.isSafeInteger(line) && line! >= 1 ? line! : 1;
  const a: CheckAnnotation = {
    path,
    start_line: start,
    end_line: start,
    annotation_level: level,
    title: fitTitle(plainLine(title)),
    message: fitMessage(message.length > 0 ? message : title),
  };
  // Columns only when the annotation is on one line (it always is here) and a column is known.
  if (Number.isSafeInteger(column) && column! >= 1) {
    a.start_column = column!;
    a.end_column = column!;
  }
  if (rawDetails) a.raw_details = fitMessage(rawDetails);
  return a;
}

function key(path: string, line: number | undefined, rule: string): string {
  return `${path}\u0000${line ?? 1}\u0000${rule}`;
}

function keyWithMessage(path: string, line: number | undefined, rule: string, message: string): string {
  return `${key(path, line, rule)}\u0000${message}`;
}

export interface AnnotationInput {
  findings: readonly Finding[];
  agents: readonly ChangedAgent[];
  /** valid results of the evaluation run, if any */
  results?: Results;
  /** fork results are labelled unverified */
  unverified: boolean;
  max?: number;
}

/** The plan as it is built: annotations in posting order, and the counts of what was left out. */
interface PlanDraft {
  all: CheckAnnotation[];
  summaryFindings: Finding[];
  /** keys of what is annotated, for merging repeats */
  seen: Set<string>;
  droppedFromResults: number;
  mergedFromResults: number;
  otherFailures: number;
  /** ` (unverified)` on fork results, else empty */
  label: string;
}

/** Recomputed findings, errors first; those outside the agent folders go to the summary. */
function annotateFindings(draft: PlanDraft, input: AnnotationInput): void {
  const ordered = [...input.findings].sort((a, b) => rank(a.severity) - rank(b.severity));
  for (const finding of ordered) {
    const agent = confine(finding.path, input.agents);
    if (!agent || finding.path === undefined) {
      draft.summaryFindings.push(finding);
      continue;
    }
    draft.seen.add(key(finding.path, finding.line, finding.rule));
    draft.all.push(
      annotation(finding.path, finding.line, finding.column, LEVEL[finding.severity], finding.rule, plainText(finding.message)),
    );
  }
}

/** The evaluation's findings inside the agent folders, less the repeats of what is annotated already. */
function annotateResultIssues(draft: PlanDraft, input: AnnotationInput, results: Results): void {
  const issues: Issue[] = [...(results.issues ?? []), ...results.agents.flatMap((a) => a.issues)];
  for (const issue of issues) {
    const agent = confine(issue.path, input.agents);
    if (!agent) {
      draft.droppedFromResults += 1;
      continue;
    }
    // Distinct messages on one line stay distinct annotations; only a repeat is merged (counted).
    const k = keyWithMessage(issue.path, issue.line, issue.rule, issue.message);
    if (draft.seen.has(key(issue.path, issue.line, issue.rule)) || draft.seen.has(k)) {
      draft.mergedFromResults += 1;
      continue;
    }
    draft.seen.add(k);
    draft.all.push(
      annotation(
        issue.path,
        issue.line,
        issue.column,
        LEVEL[issue.severity],
        `${issue.rule} (from the evaluation run${draft.label})`,
        plainText(issue.message),
      ),
    );
  }
}

/** Each failure of a changed agent, on its manifest's entrypoint line, with its seed and a repro command. */
function annotateFailures(draft: PlanDraft, input: AnnotationInput, results: Results): void {
  const { label } = draft;
  const changed = new Map(input.agents.filter((a) => a.change !== 'removed').map((a) => [a.id, a]));
  for (const match of results.matches) {
    for (const [index, game] of match.games.entries()) {
      for (const failure of game.failures) {
        const agent = changed.get(failure.agent);
        if (!agent) {
          draft.otherFailures += 1;
          continue;
        }
        const repro = reproCommand(match.game, game);
        const gameNo = (game.index ?? index) + 1; // 1-based, as every other surface and the replay files
        const lines = [
          `${failure.agent} failed with ${failure.kind} on turn ${failure.turn} of game ${gameNo} of match ${match.id} (${match.game}, seed ${game.seed}, seats ${game.seats.join(' vs ')})${label}.`,
          failure.message,
          repro ? `Reproduce: ${repro}` : 'No repro command: the game or seats are not ones `arena match` can replay.',
        ].filter((l) => l.length > 0);
        draft.all.push(
          annotation(
            agent.manifestPath,
            agent.entrypointLine ?? 1,
            undefined,
            failure.kind === 'infra' ? 'notice' : 'failure',
            `${failure.kind} in ${match.game}, game ${gameNo}, seed ${game.seed}${label}`,
            plainText(lines.join('\n')),
            failure.stderr ? `stderr (start and end):\n${plainText(failure.stderr)}` : undefined,
          ),
        );
      }
    }
  }
}

export function planAnnotations(input: AnnotationInput): AnnotationPlan {
  const max = input.max ?? MAX_ANNOTATIONS;
  const draft: PlanDraft = {
    all: [],
    summaryFindings: [],
    seen: new Set(),
    droppedFromResults: 0,
    mergedFromResults: 0,
    otherFailures: 0,
    label: input.unverified ? ' (unverified)' : '',
  };
  annotateFindings(draft, input);
  const results = input.results;
  if (results) {
    annotateResultIssues(draft, input, results);
    annotateFailures(draft, input, results);
  }
  const annotations = draft.all.slice(0, max);
  return {
    annotations,
    summaryFindings: draft.summaryFindings,
    droppedFromResults: draft.droppedFromResults,
    mergedFromResults: draft.mergedFromResults,
    omitted: draft.all.length - annotations.length,
    otherFailures: draft.otherFailures,
  };
}

function rank(severity: Severity): number {
  return severity === 'error' ? 0 : severity === 'warning' ? 1 : 2;
}

/** Split into requests of at most 50 (the create request takes the first chunk). */
export function chunkAnnotations(
  annotations: readonly CheckAnnotation[],
  size: number = CHECK_LIMITS.annotationsPerRequest,
): CheckAnnotation[][] {
  const chunks: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += size) chunks.push(annotations.slice(i, i + size));
  return chunks;
}
