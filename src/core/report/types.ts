// What report mode works out before it renders anything: the recomputed gates (from the API and
// the default branch), what became of the results artifact, and the run it is about.
import type { Results, Severity } from '../results.js';

/** A finding report mode recomputed itself (gates, manifests, Dockerfiles at the head sha). */
export interface Finding {
  rule: string;
  severity: Severity;
  /** may embed PR text (file names, manifest values): sanitised when rendered */
  message: string;
  /** repository path the finding is about; annotated only inside a changed agent folder */
  path?: string;
  line?: number;
  column?: number;
  /** the agent id it concerns, when any */
  agent?: string;
}

export type AgentChange = 'added' | 'modified' | 'removed';

export interface ChangedAgent {
  /** tier/name, e.g. community/foo */
  id: string;
  tier: 'official' | 'community';
  /** repository path of the folder, e.g. agents/community/foo */
  folder: string;
  change: AgentChange;
  /** version on the default branch (absent for a new folder or an unreadable manifest) */
  baseVersion?: string;
  /** version at the head sha */
  headVersion?: string;
  /** entrypoint type at the head sha, as the head manifest says (never the artifact) */
  entrypoint?: 'command' | 'docker';
  /** who owns the folder: the oldest commit's author on the default branch, or the PR author for a new folder */
  owner?: string | null;
  /** the head manifest's path and the line of its `entrypoint` (failures are annotated there) */
  manifestPath: string;
  entrypointLine?: number;
}

export interface PullRequestFacts {
  number: number;
  author: string;
  association: string;
  headRef: string;
  htmlUrl?: string;
  /** PR title: attacker text */
  title?: string;
}

export interface GateReport {
  /** every read the gates needed was made; false → the gates count as failed */
  recomputed: boolean;
  /** why some gates could not be recomputed (dry run, API errors, limits) */
  notRecomputed: string[];
  pull?: PullRequestFacts;
  /** the run's PR had already moved to a newer head when it was looked up (the verdict is neutral) */
  supersededBy?: { number: number; headSha: string };
  /** files the PR changes, as listed by the API */
  fileCount: number;
  agents: ChangedAgent[];
  findings: Finding[];
}

export type ResultsOutcome =
  /** the run did not complete: its results are not read at all */
  | { status: 'not-read'; reason: string }
  | { status: 'untrusted'; reason: string }
  /** `source`: read from a local file (the CLI's --results) instead of the run's artifact */
  | { status: 'valid'; results: Results; digestChecked: boolean; source?: 'file' };

export interface OtherCheckRun {
  id: number;
  app?: string;
  conclusion: string | null;
  url?: string;
}

/** The newest completed authoritative (maintainer run) check on the sha: same app, maintainer:<run>:<attempt>. */
export interface AuthoritativeCheck {
  id: number;
  /** GitHub's conclusion as listed (success, failure, neutral, cancelled, timed_out, …) */
  conclusion: string;
  url?: string;
}
