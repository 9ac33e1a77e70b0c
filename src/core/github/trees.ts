// Walking a commit's tree to a folder through the Git Data API, one listing per level: the report's
// head-commit folder check and maintainer-evaluate's folder fetch share it, and each says in its own
// words what a path segment that is not a real folder means for it.
import type { GitTree, GitTreeEntry } from './port.js';

export type FolderLookup =
  | { kind: 'tree'; sha: string }
  /** no such path at that commit */
  | { kind: 'missing' }
  /** `path` (a prefix of the folder, or the folder itself) is a file, a link or a submodule */
  | { kind: 'not-folder'; path: string; entry: GitTreeEntry };

/** The tree sha of `folder` (a repository path such as agents/community/foo) below `rootTree`. */
export async function findFolderTree(readTree: (sha: string) => Promise<GitTree>, rootTree: string, folder: string): Promise<FolderLookup> {
  let sha = rootTree;
  const parts = folder.split('/');
  for (const [i, part] of parts.entries()) {
    const entry = (await readTree(sha)).entries.find((e) => e.path === part);
    if (!entry) return { kind: 'missing' };
    // a symbolic link's tree entry has type blob: check the mode first
    if (entry.mode === '120000' || entry.type !== 'tree') return { kind: 'not-folder', path: parts.slice(0, i + 1).join('/'), entry };
    sha = entry.sha;
  }
  return { kind: 'tree', sha };
}
