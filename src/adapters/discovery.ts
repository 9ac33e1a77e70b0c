// Discovery on the file system: find the agent folders under arena.yml's tier roots, snapshot each
// (entries via lstat — links are never followed — with caps on size and count), validate it with
// the pure core, and hash it. Also reads arena.yml itself.
import { lstatSync, readFileSync, type Dirent } from 'node:fs';
import { lstat, open, readdir, readFile, readlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseConfig, type ArenaConfig } from '../core/config.js';
import {
  checkDuplicateNames,
  displayName,
  isAgentName,
  tierRoots,
  type TierRoot,
  validateAgentFolder,
  type AgentFolderSnapshot,
  type AgentTier,
  type AgentValidation,
  type FolderEntry,
} from '../core/discovery.js';
import { DOCKERFILE_MAX_BYTES } from '../core/dockerfile.js';
import { UserError } from '../core/errors.js';
import { MANIFEST_FILE } from '../core/manifest.js';
import type { Issue, Tier } from '../core/results.js';
import { hasUnsafeCharacters } from '../core/sanitize.js';
import { loadConfiguredGames } from './game-module.js';
import { treeHash } from './tree-hash.js';
import { compareStrings } from '../core/rating/random.js';

export const CONFIG_FILE = 'arena.yml';

/**
 * Read and parse `<root>/arena.yml` (or `file`, relative to root). A missing file means all
 * defaults; a bad one is a UserError with file:line:column. The games it declares with a module
 * are loaded and registered too (src/adapters/game-module.ts), unless `games: false`.
 */
export async function loadArenaConfig(root: string, file = CONFIG_FILE, options: { games?: boolean } = {}): Promise<ArenaConfig> {
  let text: string | undefined;
  try {
    text = await readFile(resolve(root, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT')
      throw new UserError(`${file}: cannot be read (${code ?? (error as Error).message})`, 'arena.yml must be a readable file');
  }
  const config = parseConfig(text, file);
  // the games of this repository are loaded from the same checkout as arena.yml (docs/games.md)
  if (options.games !== false) await loadConfiguredGames(root, config);
  return config;
}

/** An agent found and validated on disk. */
export interface DiscoveredAgent extends AgentValidation {
  /** absolute agent folder */
  dir: string;
  /** sha256 over the folder's files (absent when the folder is over a cap or could not be read) */
  treeHash?: string;
}

export interface Discovery {
  /** validated agents, sorted by id */
  agents: DiscoveredAgent[];
  /** findings that belong to no valid agent id (folders whose names cannot be ids, linked tier roots) */
  issues: Issue[];
  /** every agent-like folder name per tier (validated or not), for duplicate-name and lookups */
  names: Map<Tier, Set<string>>;
}

export interface DiscoverOptions {
  /** validate only the agents this returns true for (others are still listed in `names`) */
  only?: (tier: Tier, name: string) => boolean;
  /** compute treeHash (default true) */
  hash?: boolean;
  /** folders validated at once (default 32) */
  concurrency?: number;
}

function errorIssue(path: string, rule: string, message: string): Issue {
  return { path, line: 1, column: 1, severity: 'error', rule, message };
}

/** Does any component of `rel` under `root` exist as a symbolic link? Returns the first such path. */
async function linkOnTheWay(root: string, rel: string): Promise<string | undefined> {
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = parts.slice(0, i).join('/');
    try {
      if ((await lstat(join(root, prefix))).isSymbolicLink()) return prefix;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Find and validate every agent under the tier roots of `config` in the repository at `root`.
 * The tier is the root an agent sits under; a folder without agent.yml is reported; links are
 * never followed (a linked agent folder or tier root is a finding).
 */
export async function discoverAgents(root: string, config: ArenaConfig, opts: DiscoverOptions = {}): Promise<Discovery> {
  const issues: Issue[] = [];
  const names = new Map<Tier, Set<string>>();
  const work: AgentFolder[] = [];
  const roots = tierRoots(config);
  for (const tierRoot of roots) {
    const tierNames = new Set<string>();
    names.set(tierRoot.tier, tierNames);
    const entries = await readTierRoot(root, tierRoot, issues);
    if (!entries) continue;
    // Other roots nested inside this one are not agents of this tier.
    const prefix = `${tierRoot.root}/`;
    const nested = new Set(roots.filter((r) => r.root.startsWith(prefix)).map((r) => r.root.slice(prefix.length).split('/')[0]!));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || nested.has(entry.name)) continue; // .gitkeep, .DS_Store, a nested tier root
      const selected = !opts.only || opts.only(tierRoot.tier, entry.name);
      const finding = entryFinding(entry, tierRoot.root);
      if (finding === 'skip') continue;
      if (finding) {
        if (selected) issues.push(finding);
        continue;
      }
      tierNames.add(entry.name);
      const path = `${tierRoot.root}/${entry.name}`;
      if (selected)
        work.push({
          tier: tierRoot.tier,
          name: entry.name,
          path,
          dir: join(root, tierRoot.root, entry.name),
          linked: entry.isSymbolicLink(),
        });
    }
  }
  const agents = await validateFolders(work, config, opts);
  agents.sort((a, b) => compareStrings(a.id, b.id));
  checkDuplicateNames(agents, names);
  return { agents, issues, names };
}

/** An agent folder found under a tier root, to be validated. */
interface AgentFolder {
  tier: Tier;
  name: string;
  path: string;
  dir: string;
  linked: boolean;
}

/** The entries of a tier root, or undefined (with a finding when that is wrong) when there are none to read. */
async function readTierRoot(root: string, { tier, root: tierRoot }: TierRoot, issues: Issue[]): Promise<Dirent[] | undefined> {
  const link = await linkOnTheWay(root, tierRoot);
  if (link !== undefined) {
    issues.push(
      errorIssue(
        link,
        'symlink-escapes',
        `${link} is a symbolic link; Arena never follows links for tier roots: make ${tierRoot} a real folder`,
      ),
    );
    return undefined;
  }
  try {
    return await readdir(join(root, tierRoot), { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined; // no agents of this tier yet
    if (code === 'EACCES' || code === 'EPERM')
      throw new UserError(`${tierRoot}: cannot be read (${code})`, 'make the agents folders readable');
    if (code === 'ENOTDIR') {
      issues.push(errorIssue(tierRoot, 'bad-path', `${tierRoot} (agents.${tier} in arena.yml) is a file; it must be a folder of agents`));
      return undefined;
    }
    throw error;
  }
}

/** Why an entry of a tier root is not an agent folder: a finding, 'skip' (a plain file), or undefined (it may be one). */
function entryFinding(entry: Dirent, tierRoot: string): Issue | 'skip' | undefined {
  const name = entry.name;
  const path = `${tierRoot}/${name}`;
  if (hasUnsafeCharacters(name)) {
    return errorIssue(
      tierRoot,
      'bad-path',
      `${displayName(name)} under ${tierRoot} has control, bidi or invisible characters in its name; rename it (agent names: lowercase letters, digits and "-")`,
    );
  }
  if (entry.isFile()) return 'skip'; // README.md and the like
  if (!entry.isDirectory() && !entry.isSymbolicLink()) {
    return errorIssue(path, 'bad-path', `${displayName(name)} is not a folder (a FIFO, socket or device); remove it`);
  }
  if (!isAgentName(name)) {
    return errorIssue(
      path,
      'bad-name',
      `folder ${displayName(name)} cannot be an agent: agent folder names are lowercase letters, digits and "-", starting with a letter or digit, at most 39 characters; rename it`,
    );
  }
  return undefined;
}

/** Validate the folders, `concurrency` at a time, keeping their order. */
async function validateFolders(work: readonly AgentFolder[], config: ArenaConfig, opts: DiscoverOptions): Promise<DiscoveredAgent[]> {
  const agents: DiscoveredAgent[] = new Array(work.length);
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const index = next;
      next += 1;
      const item = work[index]!;
      agents[index] = item.linked ? linkedAgent(item) : await validateAgentDir(item.dir, item, config, { hash: opts.hash ?? true });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 32, work.length)) }, worker));
  return agents;
}

function linkedAgent(item: { tier: AgentTier; name: string; path: string; dir: string }): DiscoveredAgent {
  return {
    id: `${item.tier}/${item.name}`,
    tier: item.tier,
    name: item.name,
    path: item.path,
    dir: item.dir,
    manifestPath: `${item.path}/${MANIFEST_FILE}`,
    status: 'invalid',
    issues: [
      errorIssue(
        item.path,
        'symlink-escapes',
        `${item.path} is a symbolic link; Arena never follows links out of the repository or between folders: make it a real folder`,
      ),
    ],
    summary: {},
    size: { bytes: 0, entries: 0 },
  };
}

/**
 * List a folder's entries without following links, stopping once more than `maxEntries` are seen.
 * Paths are relative and "/"-separated.
 */
export async function listFolder(dir: string, maxEntries: number): Promise<{ entries: FolderEntry[]; truncated: boolean }> {
  const entries: FolderEntry[] = [];
  const queue: string[] = [''];
  while (queue.length > 0) {
    const rel = queue.shift()!;
    const children = await readdir(rel ? join(dir, rel) : dir, { withFileTypes: true });
    children.sort((a, b) => compareStrings(a.name, b.name));
    for (const child of children) {
      const path = rel ? `${rel}/${child.name}` : child.name;
      if (entries.length >= maxEntries) return { entries, truncated: true };
      if (child.isDirectory()) {
        entries.push({ path, kind: 'dir', size: 0 });
        queue.push(path);
      } else if (child.isSymbolicLink()) {
        let target = '';
        try {
          target = await readlink(join(dir, path));
        } catch {
          target = '';
        }
        entries.push({ path, kind: 'symlink', size: 0, target });
      } else if (child.isFile()) {
        const info = await lstat(join(dir, path));
        entries.push({ path, kind: 'file', size: info.size });
      } else {
        entries.push({ path, kind: 'other', size: 0 });
      }
    }
  }
  return { entries, truncated: false };
}

/** Read at most `max` bytes of a regular file (never a link or FIFO). */
async function readHead(path: string, max: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(max);
    let total = 0;
    while (total < max) {
      const { bytesRead } = await handle.read(buffer, total, max - total, total);
      if (bytesRead === 0) break;
      total += bytesRead;
    }
    return buffer.subarray(0, total);
  } finally {
    await handle.close();
  }
}

/**
 * Snapshot an agent folder for validation: entries (capped at limits.agentFiles + 1), agent.yml
 * (read only when it is a regular file; at most limits.manifestBytes + 1 bytes), and a reader for
 * its Dockerfile that refuses links and oversized files.
 */
export async function snapshotAgentFolder(
  dir: string,
  where: { tier: AgentTier; name: string; path: string },
  config: ArenaConfig,
): Promise<AgentFolderSnapshot> {
  const { entries, truncated } = await listFolder(dir, config.limits.agentFiles + 1);
  const manifestEntry = entries.find((e) => e.path === MANIFEST_FILE);
  let manifest: Uint8Array | undefined;
  if (manifestEntry?.kind === 'file') {
    manifest = await readHead(join(dir, MANIFEST_FILE), config.limits.manifestBytes + 1);
  }
  return {
    tier: where.tier,
    name: where.name,
    path: where.path,
    ...(manifest !== undefined ? { manifest, manifestBytes: manifestEntry!.size } : {}),
    entries,
    truncated,
    readText(relativePath: string): string | undefined {
      try {
        const abs = join(dir, relativePath);
        const info = lstatSync(abs);
        if (!info.isFile() || info.size > DOCKERFILE_MAX_BYTES) return undefined;
        return new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(abs));
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Validate one agent folder on disk (also for folders outside the tier roots, e.g. `arena match
 * ./my-bot` with tier `local`). `path` is how findings name the folder.
 */
export async function validateAgentDir(
  dir: string,
  where: { tier: AgentTier; name: string; path: string },
  config: ArenaConfig,
  opts: { hash?: boolean } = {},
): Promise<DiscoveredAgent> {
  let info;
  try {
    info = await lstat(dir);
  } catch {
    throw new UserError(`${where.path}: no such agent folder`, 'give the path of a folder holding agent.yml');
  }
  if (info.isSymbolicLink()) return linkedAgent({ ...where, dir });
  if (!info.isDirectory()) throw new UserError(`${where.path} is not a folder`, 'give the path of a folder holding agent.yml');
  let snapshot: AgentFolderSnapshot;
  try {
    snapshot = await snapshotAgentFolder(dir, where, config);
  } catch (error) {
    // Unreadable entries (permissions, a folder vanishing mid-walk): a finding, not a crash.
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return {
      id: `${where.tier}/${where.name}`,
      tier: where.tier,
      name: where.name,
      path: where.path,
      dir,
      manifestPath: `${where.path}/${MANIFEST_FILE}`,
      status: 'invalid',
      issues: [
        errorIssue(where.path, 'bad-path', `the agent folder could not be read (${code}); make every file and folder in it readable`),
      ],
      summary: {},
      size: { bytes: 0, entries: 0 },
    };
  }
  const validation = validateAgentFolder(snapshot, config);
  const agent: DiscoveredAgent = { ...validation, dir };
  const overCap = snapshot.truncated || validation.size.bytes > config.limits.agentBytes;
  if ((opts.hash ?? true) && !overCap) {
    try {
      agent.treeHash = await treeHash(dir);
    } catch {
      // unreadable files: the validation findings (or the build) say what is wrong
    }
  }
  return agent;
}
