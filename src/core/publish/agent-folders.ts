// A pull request's community agent folder at one exact commit, read through the Git Data API as
// DATA (maintainer-evaluate): the commit's tree is walked to the folder, the folder is listed
// recursively, and the listing is checked before a single blob is fetched — regular files and
// folders only (no symlink, no submodule), plain relative paths (no "..", no absolute path, no
// backslash, no control or invisible characters), at most `maxFiles` files and `maxBytes` bytes,
// and a listing GitHub did not truncate. Any problem rejects the whole folder, with an issue that
// says why and how to fix it. The caller writes the files into a data folder; nothing here
// touches a disk.
import { hasUnsafeCharacters, sanitizeLine, truncate } from '../sanitize.js';
import type { GitDataPort, GitTreeEntry, RepoRef } from '../github/port.js';
import { findFolderTree } from '../github/trees.js';
import type { Issue } from '../results.js';
import { MANIFEST_FILE } from '../manifest.js';

export interface FetchedFile {
  /** path inside the agent folder, checked */
  path: string;
  executable: boolean;
  bytes: Uint8Array;
}

export interface FolderLimits {
  /** arena.yml limits.agentFiles */
  maxFiles: number;
  /** arena.yml limits.agentBytes */
  maxBytes: number;
  /**
   * Files the whole pull request may still have fetched, shared by its agents (each fetch is one
   * request); a folder that needs more is rejected and the count is lowered by each fetched folder.
   */
  allowance?: { files: number };
}

/** Most files one maintainer run fetches for the agents of a pull request (one request each). */
export const MAX_FILES_FETCHED_PER_PR = 400;

/** The folder limits of one pull request's agents: arena.yml's per folder, and one shared allowance. */
export function pullRequestFolderLimits(limits: { agentFiles: number; agentBytes: number }): FolderLimits {
  return { maxFiles: limits.agentFiles, maxBytes: limits.agentBytes, allowance: { files: MAX_FILES_FETCHED_PER_PR } };
}

export type FolderFetch =
  | { status: 'fetched'; files: FetchedFile[]; bytes: number }
  /** no such folder at that commit (the PR removes the agent) */
  | { status: 'missing' }
  | { status: 'rejected'; issue: Issue };

/** Longest path inside an agent folder that is accepted. */
export const MAX_INSIDE_PATH = 512;

/** Why a path inside the folder is not a plain relative path, or undefined. */
export function insidePathProblem(path: string): string | undefined {
  if (path.length === 0 || path.length > MAX_INSIDE_PATH) return `a path of ${path.length} characters`;
  if (hasUnsafeCharacters(path)) return 'a path with control, bidi or invisible characters';
  if (path.includes('\\')) return 'a path with a backslash';
  if (path.startsWith('/')) return 'an absolute path';
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return 'a path with an empty, "." or ".." part';
  if (parts.some((p) => p.toLowerCase() === '.git')) return 'a ".git" entry';
  return undefined;
}

function reject(folder: string, rule: string, message: string, file = `${folder}/${MANIFEST_FILE}`): FolderFetch {
  return {
    status: 'rejected',
    issue: { path: truncate(file, 1024), line: 1, column: 1, severity: 'error', rule, message: truncate(message, 4096) },
  };
}

/** Check a recursive listing of the folder; returns the blobs to fetch or a rejection. */
export function checkFolderListing(
  folder: string,
  listing: { entries: readonly GitTreeEntry[]; truncated: boolean },
  limits: FolderLimits,
): { ok: true; blobs: GitTreeEntry[]; bytes: number } | { ok: false; fetch: FolderFetch } {
  const fix = 'keep only the plain files the agent needs in its folder';
  if (listing.truncated) {
    return { ok: false, fetch: reject(folder, 'agent-too-large', `${folder} has more entries than GitHub lists in one tree; ${fix}`) };
  }
  const blobs: GitTreeEntry[] = [];
  let bytes = 0;
  for (const entry of listing.entries) {
    const problem = insidePathProblem(entry.path);
    const shown = sanitizeLine(truncate(entry.path, 200));
    if (problem)
      return { ok: false, fetch: reject(folder, 'bad-path', `${folder} holds ${problem} (${JSON.stringify(shown)}); rename it`) };
    if (entry.type === 'tree' && entry.mode === '040000') continue;
    if (entry.mode === '120000') {
      return {
        ok: false,
        fetch: reject(
          folder,
          'symlink',
          `${folder}/${shown} is a symbolic link; agent folders hold regular files only — replace it with the file itself`,
        ),
      };
    }
    if (entry.type === 'commit' || entry.mode === '160000') {
      return {
        ok: false,
        fetch: reject(folder, 'submodule', `${folder}/${shown} is a git submodule; copy the files the agent needs into its folder`),
      };
    }
    if (entry.type !== 'blob' || (entry.mode !== '100644' && entry.mode !== '100755')) {
      return {
        ok: false,
        fetch: reject(
          folder,
          'bad-path',
          `${folder}/${shown} is a ${sanitizeLine(entry.type)} (mode ${sanitizeLine(entry.mode)}), not a regular file`,
        ),
      };
    }
    if (!/^[0-9a-f]{40}$/.test(entry.sha)) return { ok: false, fetch: reject(folder, 'bad-path', `${folder}/${shown} has no blob id`) };
    blobs.push(entry);
    if (blobs.length > limits.maxFiles) {
      return {
        ok: false,
        fetch: reject(folder, 'agent-too-large', `${folder} holds more than ${limits.maxFiles} files (limits.agentFiles); ${fix}`),
      };
    }
    bytes += Math.max(0, entry.size ?? 0);
    if (bytes > limits.maxBytes) {
      return {
        ok: false,
        fetch: reject(folder, 'agent-too-large', `${folder} holds more than ${limits.maxBytes} bytes (limits.agentBytes); ${fix}`),
      };
    }
  }
  return { ok: true, blobs, bytes };
}

/**
 * Read `folder` (a repository path such as agents/community/foo) at the commit whose root tree is
 * `rootTree`. Folders along the way must be real folders (a symlinked parent rejects the agent).
 */
export async function fetchAgentFolder(
  git: GitDataPort,
  repo: RepoRef,
  rootTree: string,
  folder: string,
  limits: FolderLimits,
): Promise<FolderFetch> {
  const found = await findFolderTree((sha) => git.getTree(repo, sha, false), rootTree, folder);
  if (found.kind === 'missing') return { status: 'missing' };
  if (found.kind === 'not-folder') {
    const here = found.path;
    if (found.entry.mode === '120000')
      return reject(folder, 'symlink', `${here} is a symbolic link at this commit; agent folders must be real folders`, here);
    return reject(folder, 'bad-path', `${here} is a ${sanitizeLine(found.entry.type)} at this commit, not a folder`, here);
  }
  const checked = checkFolderListing(folder, await git.getTree(repo, found.sha, true), limits);
  if (!checked.ok) return checked.fetch;
  const allowance = limits.allowance;
  if (allowance && checked.blobs.length > allowance.files) {
    return reject(
      folder,
      'agent-too-large',
      `${folder} holds ${checked.blobs.length} files, but a maintainer run fetches at most ${MAX_FILES_FETCHED_PER_PR} files per pull request (${allowance.files} left for this agent); split the pull request or remove files`,
    );
  }
  if (allowance) allowance.files -= checked.blobs.length;
  const files: FetchedFile[] = [];
  let total = 0;
  for (const blob of checked.blobs) {
    // Each blob may hold what its listing said, and the folder no more than its limit.
    const bytes = await git.getBlob(repo, blob.sha, Math.min(blob.size ?? limits.maxBytes, limits.maxBytes));
    total += bytes.byteLength;
    if (total > limits.maxBytes)
      return reject(folder, 'agent-too-large', `${folder} holds more than ${limits.maxBytes} bytes (limits.agentBytes)`);
    files.push({ path: blob.path, executable: blob.mode === '100755', bytes });
  }
  return { status: 'fetched', files, bytes: total };
}
