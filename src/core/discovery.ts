// Pure side of agent discovery: where agents live (tier roots from arena.yml), what an agent folder
// may contain (caps, safe names, links that stay inside), and validation of one folder from a
// snapshot of its entries. The file-system walk that produces the snapshot is in
// src/adapters/discovery.ts; the report job can build the same snapshot from API data.
import { posix } from 'node:path';
import type { ArenaConfig } from './config.js';
import { checkDockerfile, DOCKERFILE_MAX_BYTES } from './dockerfile.js';
import {
  MANIFEST_FILE,
  relativePathProblem,
  statusFromIssues,
  validateManifestText,
  type Manifest,
  type ManifestCheck,
  type ManifestRule,
} from './manifest.js';
import { AGENT_NAME_PATTERN, TIERS, type AgentStatus, type Issue, type Tier } from './results.js';
import { hasUnsafeCharacters } from './sanitize.js';
import { formatBytes } from './units.js';
import { locate } from './yaml-source.js';

export type AgentTier = Tier | 'local';

/** One entry of an agent folder, as the walk saw it (links are never followed). */
export interface FolderEntry {
  /** path relative to the agent folder, "/"-separated */
  path: string;
  kind: 'file' | 'dir' | 'symlink' | 'other';
  /** bytes for files (0 for the rest) */
  size: number;
  /** symlinks: the link text */
  target?: string;
}

export interface AgentFolderSnapshot {
  tier: AgentTier;
  /** the folder's own name */
  name: string;
  /** repository-relative folder path (used in findings), e.g. agents/community/foo */
  path: string;
  /** agent.yml content; undefined when there is none */
  manifest?: string | Uint8Array;
  /** the size of agent.yml on disk, when `manifest` holds only its first bytes */
  manifestBytes?: number;
  /** the folder's entries (may stop early once a cap is exceeded; see `truncated`) */
  entries: readonly FolderEntry[];
  /** the walk stopped early because the folder is over a cap */
  truncated?: boolean;
  /** read a file of the folder as text (for the Dockerfile); undefined when it cannot be read */
  readText(relativePath: string): string | undefined;
}

/** Validation of one agent folder: everything the results document and the runners need. */
export interface AgentValidation {
  /** tier/name, e.g. community/foo */
  id: string;
  tier: AgentTier;
  /** folder name */
  name: string;
  /** repository-relative folder path */
  path: string;
  manifestPath: string;
  status: Extract<AgentStatus, 'ok' | 'invalid' | 'rejected'>;
  issues: Issue[];
  /** present only when status is ok */
  manifest?: Manifest;
  /** fields read even from an invalid manifest */
  summary: ManifestCheck['summary'];
  /** position of `name:` (for cross-agent findings such as duplicate-name) */
  namePosition?: { line: number; column: number };
  /** bytes and entries counted (up to where the walk stopped) */
  size: { bytes: number; entries: number };
}

export interface AgentLocation {
  tier: Tier;
  /** agent folder name */
  name: string;
  /** repository-relative agent folder, e.g. agents/community/foo */
  folder: string;
  /** the rest of the path inside the folder ('' for the folder itself) */
  inside: string;
}

export interface TierRoot {
  tier: Tier;
  root: string;
  /** root + '/' (precomputed for prefix tests) */
  prefix: string;
}

/** The tier roots of arena.yml, longest first so a nested root wins. */
export function tierRoots(config: ArenaConfig): TierRoot[] {
  return TIERS.map((tier) => {
    const root = normalizeRepoPath(config.agents[tier]) ?? config.agents[tier];
    return { tier, root, prefix: `${root}/` };
  }).sort((a, b) => b.root.length - a.root.length);
}

/**
 * A repository path in canonical form ("a/b", no "./", no trailing or doubled "/"), or undefined
 * when it is not a path inside the repository (absolute, "..", empty, NUL).
 */
export function normalizeRepoPath(path: string): string | undefined {
  if (!path || path.includes('\u0000') || path.startsWith('/')) return undefined;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return undefined;
    parts.push(part);
  }
  return parts.length > 0 ? parts.join('/') : undefined;
}

/** Which agent folder (if any) a repository path lies in. Paths must be normalised. */
export function locateAgentPath(path: string, roots: readonly TierRoot[]): AgentLocation | undefined {
  for (const { tier, root, prefix } of roots) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name) return undefined;
    return { tier, name, folder: `${root}/${name}`, inside: slash === -1 ? '' : rest.slice(slash + 1) };
  }
  return undefined;
}

/** Is this folder name usable as an agent id (tier/name)? */
export function isAgentName(name: string): boolean {
  return AGENT_NAME_PATTERN.test(name);
}

/**
 * A name as it may appear in a finding's message: quoted, with control, bidi and invisible
 * characters written as escapes (so "a\nb" shows where the line break is). Printing sanitises
 * again; this only keeps the data itself readable and free of raw control characters.
 */
export function displayName(name: string): string {
  const short = name.length > 200 ? `${name.slice(0, 199)}…` : name;
  return Array.from(JSON.stringify(short), (ch) =>
    hasUnsafeCharacters(ch) ? `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}` : ch,
  ).join('');
}

/** The closest path that is safe to print as a finding's path: the parent chain up to the first unsafe segment. */
function safeAncestor(base: string, relative: string): string {
  const parts = relative.split('/');
  const safe: string[] = [];
  for (const part of parts) {
    if (hasUnsafeCharacters(part)) break;
    safe.push(part);
  }
  return safe.length > 0 ? `${base}/${safe.join('/')}` : base;
}

/** True when a link at `linkPath` (relative to the folder) with this target points outside the folder. */
export function linkEscapes(linkPath: string, target: string): boolean {
  if (!target || target.startsWith('/') || target.includes('\\') || /^[A-Za-z]:/.test(target)) return true;
  const resolved = posix.normalize(posix.join(posix.dirname(linkPath), target));
  return resolved === '..' || resolved.startsWith('../');
}

/**
 * Folder-level findings: `agent-too-large` (limits.agentBytes / agentFiles), `bad-path` (control or
 * bidi characters in a name, special files), `symlink-escapes` (a link leaving the folder).
 */
export function checkFolderEntries(snapshot: Pick<AgentFolderSnapshot, 'path' | 'entries' | 'truncated'>, config: ArenaConfig): Issue[] {
  const issues: Issue[] = [];
  const at = (path: string, rule: ManifestRule, message: string) =>
    issues.push({ path, line: 1, column: 1, severity: 'error', rule, message });
  let bytes = 0;
  let badPaths = 0;
  for (const entry of snapshot.entries) {
    bytes += entry.kind === 'file' ? entry.size : 0;
    if (hasUnsafeCharacters(entry.path)) {
      badPaths += 1;
      if (badPaths <= 20) {
        at(
          safeAncestor(snapshot.path, entry.path),
          'bad-path',
          `${displayName(entry.path)} has control, bidi or invisible characters in its name; rename it with plain letters, digits, ".", "-" and "_"`,
        );
      }
      continue;
    }
    const full = `${snapshot.path}/${entry.path}`;
    if (entry.kind === 'other') {
      at(full, 'bad-path', `${displayName(entry.path)} is not a regular file, folder or link (a FIFO, socket or device); remove it`);
    } else if (entry.kind === 'symlink' && linkEscapes(entry.path, entry.target ?? '')) {
      at(
        full,
        'symlink-escapes',
        `${displayName(entry.path)} is a symbolic link to ${displayName(entry.target ?? '')}, outside the agent folder; Arena never follows links out of a folder: copy the file in instead`,
      );
    }
  }
  if (badPaths > 20) at(snapshot.path, 'bad-path', `${badPaths - 20} more names with unsafe characters; rename them all`);
  const limits = config.limits;
  if (snapshot.truncated || snapshot.entries.length > limits.agentFiles) {
    at(
      snapshot.path,
      'agent-too-large',
      `the agent folder has ${snapshot.truncated ? `more than ${limits.agentFiles}` : snapshot.entries.length} files and folders; the limit is ${limits.agentFiles} (limits.agentFiles): remove build outputs, dependencies and data you can fetch at build time`,
    );
  }
  if (bytes > limits.agentBytes) {
    at(
      snapshot.path,
      'agent-too-large',
      `the agent folder holds ${formatBytes(bytes)}; the limit is ${formatBytes(limits.agentBytes)} (limits.agentBytes): remove build outputs, dependencies and large data`,
    );
  }
  return issues;
}

/**
 * Validate one agent folder from a snapshot: the manifest, the folder's entries, and for a build
 * entrypoint the build context and Dockerfile. Never throws for bad input.
 */
export function validateAgentFolder(snapshot: AgentFolderSnapshot, config: ArenaConfig): AgentValidation {
  const manifestPath = `${snapshot.path}/${MANIFEST_FILE}`;
  const id = `${snapshot.tier}/${snapshot.name}`;
  const issues: Issue[] = [];
  const folderIssues = checkFolderEntries(snapshot, config);
  let bytes = 0;
  for (const e of snapshot.entries) bytes += e.kind === 'file' ? e.size : 0;
  const size = { bytes, entries: snapshot.entries.length };
  const manifestEntry = snapshot.entries.find((e) => e.path === MANIFEST_FILE);

  let check: ManifestCheck = { issues: [], summary: {} };
  if (snapshot.manifest === undefined || (manifestEntry && manifestEntry.kind !== 'file')) {
    const what =
      manifestEntry?.kind === 'symlink'
        ? 'agent.yml is a symbolic link; make it a regular file'
        : manifestEntry?.kind === 'dir'
          ? 'agent.yml is a folder; it must be the manifest file'
          : `this folder under ${snapshot.path.slice(0, snapshot.path.lastIndexOf('/'))} has no agent.yml; add one (name, version, games, entrypoint), or move the folder out of the agents tree`;
    issues.push({
      path: manifestEntry ? manifestPath : snapshot.path,
      line: 1,
      column: 1,
      severity: 'error',
      rule: 'missing-manifest',
      message: what,
    });
  } else {
    check = validateManifestText(snapshot.manifest, {
      path: manifestPath,
      tier: snapshot.tier,
      folderName: snapshot.name,
      config,
      ...(snapshot.manifestBytes !== undefined ? { fileBytes: snapshot.manifestBytes } : {}),
    });
    issues.push(...check.issues);
    const ep = check.source ? (check.source.value as { entrypoint?: Record<string, unknown> }).entrypoint : undefined;
    if (ep && ep.type === 'docker' && typeof ep.build === 'string' && !check.issues.some((i) => i.rule === 'build-context-escapes')) {
      issues.push(...checkBuild(snapshot, check, ep, config));
    }
  }
  issues.push(...folderIssues);
  const namePosition = check.source && check.summary.name !== undefined ? locate(check.source, ['name']) : undefined;
  return {
    id,
    tier: snapshot.tier,
    name: snapshot.name,
    path: snapshot.path,
    manifestPath,
    status: statusFromIssues(issues),
    issues,
    ...(check.manifest && statusFromIssues(issues) === 'ok' ? { manifest: check.manifest } : {}),
    summary: check.summary,
    ...(namePosition ? { namePosition } : {}),
    size,
  };
}

/** Build context and Dockerfile: inside the folder (no link on the way out), present, and passing the Dockerfile checks. */
function checkBuild(snapshot: AgentFolderSnapshot, check: ManifestCheck, ep: Record<string, unknown>, config: ArenaConfig): Issue[] {
  const issues: Issue[] = [];
  const source = check.source!;
  const manifestPath = `${snapshot.path}/${MANIFEST_FILE}`;
  const add = (key: string, rule: ManifestRule, message: string) =>
    issues.push({ path: manifestPath, ...locate(source, ['entrypoint', key]), severity: 'error', rule, message });
  const byPath = new Map(snapshot.entries.map((e) => [e.path, e]));
  const context = posix.normalize(ep.build as string).replace(/\/+$/, '');
  const dockerfileRel = typeof ep.dockerfile === 'string' ? ep.dockerfile : 'Dockerfile';
  if (relativePathProblem(dockerfileRel)) return issues; // reported by the manifest check
  const dockerfile = posix.normalize(context === '.' ? dockerfileRel : `${context}/${dockerfileRel}`);

  // Any link on the way to the context or the Dockerfile could lead out of the folder: refuse.
  for (const [key, target] of [
    ['build', context],
    [ep.dockerfile !== undefined ? 'dockerfile' : 'build', dockerfile],
  ] as const) {
    if (target === '.') continue;
    const parts = target.split('/');
    for (let i = 1; i <= parts.length; i += 1) {
      const prefix = parts.slice(0, i).join('/');
      const entry = byPath.get(prefix);
      if (entry?.kind === 'symlink') {
        add(
          key,
          'build-context-escapes',
          `${displayName(prefix)} is a symbolic link; the build context and Dockerfile must be real files and folders inside the agent folder`,
        );
        return issues;
      }
    }
  }
  if (context !== '.' && byPath.get(context)?.kind !== 'dir') {
    add(
      'build',
      'missing-dockerfile',
      `build context ${displayName(context)} is not a folder inside the agent folder; create it or use build: .`,
    );
    return issues;
  }
  const entry = byPath.get(dockerfile);
  if (entry?.kind !== 'file') {
    add(
      ep.dockerfile !== undefined ? 'dockerfile' : 'build',
      'missing-dockerfile',
      `there is no Dockerfile at ${displayName(dockerfile)} in the agent folder; add one${ep.dockerfile === undefined ? ' or set dockerfile:' : ''}`,
    );
    return issues;
  }
  if (entry.size > DOCKERFILE_MAX_BYTES) {
    add(
      ep.dockerfile !== undefined ? 'dockerfile' : 'build',
      'agent-too-large',
      `the Dockerfile is larger than ${formatBytes(DOCKERFILE_MAX_BYTES)}`,
    );
    return issues;
  }
  const text = snapshot.readText(dockerfile);
  if (text === undefined) {
    add(
      ep.dockerfile !== undefined ? 'dockerfile' : 'build',
      'missing-dockerfile',
      `the Dockerfile ${displayName(dockerfile)} could not be read as UTF-8 text`,
    );
    return issues;
  }
  issues.push(...checkDockerfile(text, { path: `${snapshot.path}/${dockerfile}`, baseImages: config.build.baseImages }));
  return issues;
}

/**
 * `duplicate-name`: an agent whose name is also an agent in another tier. The official agent keeps
 * the name; the other one gets the finding on its `name:` line. `allNames` maps tier → folder names
 * present (validation may cover only some agents; names come from every folder).
 */
export function checkDuplicateNames(agents: readonly AgentValidation[], allNames: ReadonlyMap<Tier, ReadonlySet<string>>): void {
  for (const agent of agents) {
    if (agent.tier !== 'community') continue;
    const name = agent.summary.name ?? agent.name;
    if (!allNames.get('official')?.has(name)) continue;
    agent.issues.push({
      path: agent.manifestPath,
      line: agent.namePosition?.line ?? 1,
      column: agent.namePosition?.column ?? 1,
      severity: 'error',
      rule: 'duplicate-name',
      message: `the name "${name}" is taken by the official agent official/${name}; choose another name (and rename the folder to match)`,
    });
    agent.status = statusFromIssues(agent.issues);
    delete agent.manifest;
  }
}
