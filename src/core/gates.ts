// The change gates (docs/architecture.md, "Trust model"): pure functions over what a pull request changed. They decide which
// agents a change touches, adds and removes, and fail a change that reaches into trusted paths
// (`touches-trusted-path`), into someone else's agent (`not-agent-owner`), or changes an agent
// without bumping its version (`version-not-bumped`). The same code runs in the PR job (changed
// paths from git) and in the privileged report job (changed paths, owners and manifests from the API).
import semver from 'semver';
import type { ArenaConfig } from './config.js';
import { isAgentName, locateAgentPath, normalizeRepoPath, tierRoots, type AgentLocation, type TierRoot } from './discovery.js';
import { UserError } from './errors.js';
import { MANIFEST_FILE, manifestVersion } from './manifest.js';
import type { Issue, Tier } from './results.js';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type-changed' | 'unknown';

export interface ChangedPath {
  status: ChangeStatus;
  /** repository path after the change (for a deletion: the deleted path) */
  path: string;
  /** renames and copies: the path before */
  from?: string;
}

/** GitHub's `author_association` values. */
export const AUTHOR_ASSOCIATIONS = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
] as const;
export type AuthorAssociation = (typeof AUTHOR_ASSOCIATIONS)[number];

/** The associations of a maintainer (docs/architecture.md, "Trust model"). */
export const MAINTAINER_ASSOCIATIONS: readonly AuthorAssociation[] = ['OWNER', 'MEMBER', 'COLLABORATOR'];

/** A maintainer is OWNER, MEMBER or COLLABORATOR. Anything else, or unknown, is not. */
export function isMaintainer(association: string | undefined): boolean {
  return MAINTAINER_ASSOCIATIONS.some((maintainer) => maintainer === association);
}

/**
 * Paths only maintainers may change (docs/architecture.md, "Trust model"), besides the official tier root from arena.yml.
 * Folders end in "/". Compared case-insensitively so a case-folding checkout cannot sneak one past.
 */
export const TRUSTED_PATHS: readonly string[] = [
  'arena.yml',
  'arena.yaml',
  'action.yml',
  'action.yaml',
  '.github/',
  'src/',
  'dist/',
  'scripts/',
  // the composite action that runs scripts/setup-docker.sh (the PR workflow's engine hardening)
  'harden-engine/',
  '.ci/',
  // the seccomp profile every container runs under (loaded from the default branch's checkout)
  'docker/',
  // the games of this repository (docs/games.md): rules every match is judged by
  'games/',
  'node_modules/',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  '.npmrc',
  '.nvmrc',
  '.node-version',
  'tsconfig.json',
  'jest.config.js',
  'eslint.config.js',
  '.gitattributes',
  '.gitmodules',
];

export interface TrustedPathMatcher {
  isTrusted(path: string): boolean;
}

/** The trusted paths of this arena: TRUSTED_PATHS plus the official tier root. */
export function trustedPathMatcher(config: ArenaConfig): TrustedPathMatcher {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const p of [...TRUSTED_PATHS, `${config.agents.official}/`]) {
    const lower = p.toLowerCase();
    if (lower.endsWith('/')) prefixes.push(lower);
    else exact.add(lower);
  }
  return {
    isTrusted(path: string): boolean {
      const lower = path.toLowerCase();
      if (exact.has(lower)) return true;
      for (const prefix of prefixes) if (lower.startsWith(prefix) || lower === prefix.slice(0, -1)) return true;
      return false;
    },
  };
}

export interface TouchedAgent extends AgentLocation {
  /** tier/name */
  id: string;
  /** the changed paths inside this agent's folder (a rename across agents is listed under both) */
  changes: ChangedPath[];
}

export interface TouchedPaths {
  /** agents with at least one changed path, by id, in first-seen order */
  agents: Map<string, TouchedAgent>;
  /** changed paths under a tier root that are not inside an agent folder (e.g. agents/community/README.md) */
  tierFiles: string[];
  /** every other changed path */
  other: string[];
}

/**
 * Map changed paths to the agents they touch. Both sides of a rename count. Linear in the number
 * of paths (a few thousand paths take milliseconds). Paths that are not repository paths throw.
 */
export function touchedAgents(changes: readonly ChangedPath[], config: ArenaConfig): TouchedPaths {
  const roots = tierRoots(config);
  const agents = new Map<string, TouchedAgent>();
  const tierFiles: string[] = [];
  const other: string[] = [];
  const rootSet = new Set(roots.map((r) => r.root));
  for (const change of changes) {
    for (const path of change.from !== undefined ? [change.from, change.path] : [change.path]) {
      if (rootSet.has(path)) {
        tierFiles.push(path);
        continue;
      }
      const location = locateAgentPath(path, roots);
      if (!location) {
        other.push(path);
      } else if (location.inside === '' && !isAgentName(location.name)) {
        // A file directly under a tier root, such as agents/community/README.md.
        tierFiles.push(path);
      } else {
        // Inside an agent folder, or the folder path itself (a link or file where a folder should be).
        addTouch(agents, location, change);
      }
    }
  }
  return { agents, tierFiles, other };
}

function addTouch(agents: Map<string, TouchedAgent>, location: AgentLocation, change: ChangedPath): void {
  const id = `${location.tier}/${location.name}`;
  let agent = agents.get(id);
  if (!agent) {
    agent = { ...location, inside: '', id, changes: [] };
    agents.set(id, agent);
  }
  if (agent.changes[agent.changes.length - 1] !== change) agent.changes.push(change);
}

export interface GateInput {
  changes: readonly ChangedPath[];
  /** the PR author: login (or, locally, the identity git-owner uses) and GitHub author_association */
  author: { login: string; association: string };
  /** arena.yml of the default branch */
  config: ArenaConfig;
  /** owner of each agent that exists on the base, by id (undefined = unknown) */
  owners: ReadonlyMap<string, string | undefined>;
  /** agent.yml text on the base, by id; absent = the agent does not exist on the base */
  baseManifests: ReadonlyMap<string, string>;
  /** agent.yml text on the head, by id; absent = the agent does not exist on the head */
  headManifests: ReadonlyMap<string, string>;
  /** also treat an agent as existing on the base when it has an owner (API sources may not send base text) */
  baseAgents?: ReadonlySet<string>;
}

export interface GateAgent {
  id: string;
  tier: Tier;
  name: string;
  /** repository-relative folder */
  path: string;
  change: 'added' | 'modified' | 'removed';
  baseVersion?: string;
  headVersion?: string;
  owner?: string;
}

export interface GateOutcome {
  agents: GateAgent[];
  added: string[];
  modified: string[];
  removed: string[];
  /** changed trusted paths (whoever the author is) */
  trustedPaths: string[];
  /** findings not tied to one agent (trusted paths) */
  issues: Issue[];
  /** findings per agent id */
  agentIssues: Map<string, Issue[]>;
  /** no error-severity finding */
  passed: boolean;
}

/** The agent's owner is the PR author: logins compared trimmed and case-insensitively; an empty one is nobody. */
function sameIdentity(owner: string | undefined, login: string): boolean {
  return owner !== undefined && owner.trim() !== '' && owner.trim().toLowerCase() === login.trim().toLowerCase();
}

/**
 * Compute the change gates. Inputs must come from trusted sources: the default branch's arena.yml,
 * owners from the default branch's history (or the API), the author association from GitHub.
 */
export function computeGates(input: GateInput): GateOutcome {
  const maintainer = isMaintainer(input.author.association);
  const trustedPaths = changedTrustedPaths(input.changes, trustedPathMatcher(input.config));
  const issues = maintainer ? [] : trustedPathIssues(trustedPaths);
  const agentIssues = new Map<string, Issue[]>();
  const addAgentIssue = (id: string, issue: Issue) => {
    const list = agentIssues.get(id) ?? [];
    list.push(issue);
    agentIssues.set(id, list);
  };
  const agents: GateAgent[] = [];
  for (const agent of touchedAgents(input.changes, input.config).agents.values()) {
    const sides = agentSides(input, agent);
    if (!sides) continue; // e.g. a file added and removed again, or a folder without a manifest on either side
    agents.push(sides.gateAgent);
    const ownerIssue = maintainer ? undefined : notAgentOwnerIssue(sides.gateAgent, input.author.login);
    if (ownerIssue) addAgentIssue(agent.id, ownerIssue);
    const versionIssue = versionNotBumpedIssue(sides);
    if (versionIssue) addAgentIssue(agent.id, versionIssue);
  }
  const ids = (change: GateAgent['change']) => agents.filter((a) => a.change === change).map((a) => a.id);
  // every gate finding is an error
  const passed = issues.length === 0 && agentIssues.size === 0;
  return { agents, added: ids('added'), modified: ids('modified'), removed: ids('removed'), trustedPaths, issues, agentIssues, passed };
}

/** Every trusted path the change touches (both sides of a rename), each once, in order. */
function changedTrustedPaths(changes: readonly ChangedPath[], trusted: { isTrusted(path: string): boolean }): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    for (const path of change.from !== undefined ? [change.from, change.path] : [change.path]) {
      if (trusted.isTrusted(path) && !seen.has(path)) {
        seen.add(path);
        found.push(path);
      }
    }
  }
  return found;
}

/** touches-trusted-path: one finding per path, at most 50, and one for the rest. */
function trustedPathIssues(trustedPaths: readonly string[]): Issue[] {
  const shown = trustedPaths.slice(0, 50);
  const issues: Issue[] = shown.map((path) => ({
    path,
    line: 1,
    column: 1,
    severity: 'error',
    rule: 'touches-trusted-path',
    message: `this change modifies ${path}, which only maintainers may change (arena.yml, the official agents, workflows, action code and package files); move it to a separate pull request by a maintainer`,
  }));
  if (trustedPaths.length > shown.length) {
    issues.push({
      path: trustedPaths[shown.length]!,
      line: 1,
      column: 1,
      severity: 'error',
      rule: 'touches-trusted-path',
      message: `and ${trustedPaths.length - shown.length} more trusted paths`,
    });
  }
  return issues;
}

/** One touched agent on both sides of the change, or undefined when it has a manifest on neither. */
interface AgentSides {
  gateAgent: GateAgent;
  manifestPath: string;
  baseVersion: string | undefined;
  headInfo: ReturnType<typeof manifestVersion> | undefined;
}

function agentSides(input: GateInput, agent: TouchedAgent): AgentSides | undefined {
  const onBase = input.baseManifests.has(agent.id) || (input.baseAgents?.has(agent.id) ?? false);
  const onHead = input.headManifests.has(agent.id);
  if (!onBase && !onHead) return undefined;
  const change: GateAgent['change'] = !onBase ? 'added' : onHead ? 'modified' : 'removed';
  const manifestPath = `${agent.folder}/${MANIFEST_FILE}`;
  const base = input.baseManifests.get(agent.id);
  const head = input.headManifests.get(agent.id);
  const baseVersion = base !== undefined ? manifestVersion(base, manifestPath).version : undefined;
  const headInfo = head !== undefined ? manifestVersion(head, manifestPath) : undefined;
  const owner = change === 'added' ? input.author.login : input.owners.get(agent.id);
  const gateAgent: GateAgent = {
    id: agent.id,
    tier: agent.tier,
    name: agent.name,
    path: agent.folder,
    change,
    ...(baseVersion !== undefined ? { baseVersion } : {}),
    ...(headInfo?.version !== undefined ? { headVersion: headInfo.version } : {}),
    ...(owner !== undefined ? { owner } : {}),
  };
  return { gateAgent, manifestPath, baseVersion, headInfo };
}

/** not-agent-owner: changing or removing someone else's community agent (maintainers excepted by the caller). */
function notAgentOwnerIssue(agent: GateAgent, login: string): Issue | undefined {
  const { change, owner } = agent;
  if (change === 'added' || agent.tier !== 'community' || sameIdentity(owner, login)) return undefined;
  const verb = change === 'removed' ? 'remove' : 'change';
  return {
    path: change === 'removed' ? agent.path : `${agent.path}/${MANIFEST_FILE}`,
    line: 1,
    column: 1,
    severity: 'error',
    rule: 'not-agent-owner',
    message:
      owner === undefined
        ? `${agent.id} exists on the default branch but its owner could not be determined; only its owner or a maintainer may ${verb} it`
        : `${agent.id} belongs to ${owner}; only its owner or a maintainer may ${verb} it. Submit your own agent under a new folder instead`,
  };
}

/** version-not-bumped: a changed agent folder must change its version upward. */
function versionNotBumpedIssue({ gateAgent, manifestPath, baseVersion, headInfo }: AgentSides): Issue | undefined {
  // both sides have a version only when the agent is modified (agentSides); a head version that is not
  // semver is the manifest check's finding, and a base version that is not semver has nothing to compare with
  const headVersion = headInfo?.version;
  if (!isSemver(headVersion) || !isSemver(baseVersion) || semver.gt(headVersion, baseVersion)) return undefined;
  const same = semver.eq(headVersion, baseVersion);
  return {
    path: manifestPath,
    line: headInfo!.line,
    column: headInfo!.column,
    severity: 'error',
    rule: 'version-not-bumped',
    message: same
      ? `${gateAgent.id} changed but its version is still ${headVersion}; bump it (e.g. to ${semver.inc(headVersion, 'patch')!})`
      : `${gateAgent.id}'s version went down from ${baseVersion} to ${headVersion}; versions only go up: use a version above ${baseVersion}`,
  };
}

function isSemver(version: string | undefined): version is string {
  return semver.valid(version) !== null;
}

/** git's status letters (A, M, D, R, C, T, U, X) as ChangeStatus. */
export const STATUS_LETTERS: Readonly<Record<string, ChangeStatus>> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type-changed',
  U: 'modified',
  X: 'unknown',
};

// git's escapes in a quoted path: \NNN (octal, one to three digits, read right after the backslash) and these
const OCTAL_ESCAPE = /[0-7]{1,3}/y;
const NAMED_ESCAPES: Readonly<Record<string, number>> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** Undo git's C-style quoting of an unusual path ("a\tb", "\303\251"). */
export function unquoteGitPath(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  const body = text.slice(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (ch !== '\\') {
      bytes.push(...Buffer.from(ch));
      continue;
    }
    OCTAL_ESCAPE.lastIndex = i + 1;
    const octal = OCTAL_ESCAPE.exec(body)?.[0];
    const named = NAMED_ESCAPES[body.charAt(i + 1)];
    if (octal !== undefined) {
      bytes.push(parseInt(octal, 8) & 0xff);
      i += octal.length;
    } else if (named !== undefined) {
      bytes.push(named);
      i += 1;
    } else {
      bytes.push(92); // a backslash before anything else stays
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * Parse a `--changed` list: one repository path per line (status unknown), or `git diff
 * --name-status` lines ("M\tpath", "R100\told\tnew"). Blank lines are skipped. A path that is not
 * inside the repository is a UserError naming the line.
 */
export function parseChangedList(text: string, file = '--changed'): ChangedPath[] {
  const out: ChangedPath[] = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n]!.replace(/\r$/, '');
    if (line.trim() === '') continue;
    const fields = line.split('\t');
    const status = /^([AMDRCTUX])(\d{0,3})$/.exec(fields[0]!);
    const bad = (what: string) =>
      new UserError(
        `${file}:${n + 1}: ${what}`,
        'list one repository path per line (relative to the repository root), or git diff --name-status output',
      );
    const clean = (raw: string) => {
      const path = normalizeRepoPath(unquoteGitPath(raw));
      if (path === undefined) throw bad(`${JSON.stringify(raw.slice(0, 200))} is not a path inside the repository`);
      return path;
    };
    if (status && fields.length >= 2) {
      const kind = STATUS_LETTERS[status[1]!]!;
      if ((kind === 'renamed' || kind === 'copied') && fields.length === 3) {
        out.push({ status: kind, from: clean(fields[1]!), path: clean(fields[2]!) });
      } else if (fields.length === 2) {
        out.push({ status: kind, path: clean(fields[1]!) });
      } else {
        throw bad('expected "STATUS<TAB>path" or "R100<TAB>old<TAB>new"');
      }
    } else {
      out.push({ status: 'unknown', path: clean(line) });
    }
  }
  return out;
}

export type { TierRoot };
