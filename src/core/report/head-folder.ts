// The folder-level checks of discovery (checkFolderEntries: agent-too-large, bad-path,
// symlink-escapes), recomputed by the report job for a changed agent at the head sha — from the Git
// Data API, never a checkout: the commit's tree is walked to the folder and the folder is listed
// recursively. Only a symbolic link's text is fetched (to see where it points); no other file is.
// So a forged results document cannot hide an oversized folder or a link out of it.
import type { ArenaConfig } from '../config.js';
import { checkFolderEntries, type FolderEntry } from '../discovery.js';
import type { GitDataPort, GitTree, RepoRef } from '../github/port.js';
import { findFolderTree } from '../github/trees.js';
import type { Issue } from '../results.js';

/** The Git Data reads the report needs (OctokitGitHub; the dry run refuses them). */
export type TreeReader = Pick<GitDataPort, 'getCommitTree' | 'getTree' | 'getBlob'>;

/** Most symbolic links per folder whose text is fetched; a folder with more is not checked. */
export const MAX_LINKS_READ = 20;
/** Most symbolic links of one PR's agent folders, together, whose text is fetched. */
export const MAX_LINKS_PER_PR = 100;
/** Longest link text read (git stores the target as the blob). */
const LINK_MAX_BYTES = 4096;

export type HeadFolderCheck =
  | { status: 'checked'; issues: Issue[]; entries: number }
  /** no folder at the head commit (the PR removes the agent) */
  | { status: 'missing' }
  /** a path segment is not a folder at the head commit (a file or a link in its place) */
  | { status: 'not-folder'; issues: Issue[] }
  | { status: 'not-checked'; reason: string };

/** Reads trees of one commit, each at most once (agents of one PR share their parent folders). */
export class HeadTrees {
  private rootTree: Promise<string> | undefined;
  private readonly trees = new Map<string, Promise<GitTree>>();
  /** links read so far, over all folders of this commit */
  private linksRead = 0;

  constructor(
    private readonly git: TreeReader,
    private readonly repo: RepoRef,
    private readonly commitSha: string,
  ) {}

  private tree(sha: string): Promise<GitTree> {
    let tree = this.trees.get(sha);
    if (!tree) {
      tree = this.git.getTree(this.repo, sha, false);
      this.trees.set(sha, tree);
    }
    return tree;
  }

  async check(folder: string, config: ArenaConfig): Promise<HeadFolderCheck> {
    this.rootTree ??= this.git.getCommitTree(this.repo, this.commitSha);
    const found = await findFolderTree((sha) => this.tree(sha), await this.rootTree, folder);
    if (found.kind === 'missing') return { status: 'missing' };
    if (found.kind === 'not-folder') {
      const { path: here, entry } = found;
      const what = entry.mode === '120000' ? 'a symbolic link' : entry.type === 'commit' ? 'a git submodule' : 'a file';
      return {
        status: 'not-folder',
        issues: [
          {
            path: here,
            line: 1,
            column: 1,
            severity: 'error',
            rule: 'bad-path',
            message: `${here} is ${what} at the head commit, not a folder: an agent lives in a real folder`,
          },
        ],
      };
    }
    const listing = await this.git.getTree(this.repo, found.sha, true);
    const entries: FolderEntry[] = [];
    let links = 0;
    for (const e of listing.entries) {
      if (e.type === 'tree' || e.type === 'commit') {
        // a submodule is an empty folder in the evaluation's checkout, so discovery sees a folder
        entries.push({ path: e.path, kind: 'dir', size: 0 });
      } else if (e.mode === '120000') {
        links += 1;
        if (links > MAX_LINKS_READ) {
          return {
            status: 'not-checked',
            reason: `${folder} holds more than ${MAX_LINKS_READ} symbolic links at the head commit; the report reads at most ${MAX_LINKS_READ} — replace links with the files themselves`,
          };
        }
        this.linksRead += 1;
        if (this.linksRead > MAX_LINKS_PER_PR) {
          return {
            status: 'not-checked',
            reason: `the changed agent folders hold more than ${MAX_LINKS_PER_PR} symbolic links together at the head commit; the report reads at most ${MAX_LINKS_PER_PR} per pull request — replace links with the files themselves`,
          };
        }
        const target = new TextDecoder().decode(await this.git.getBlob(this.repo, e.sha, LINK_MAX_BYTES));
        entries.push({ path: e.path, kind: 'symlink', size: 0, target });
      } else if (e.type === 'blob' && (e.mode === '100644' || e.mode === '100755')) {
        entries.push({ path: e.path, kind: 'file', size: Math.max(0, e.size ?? 0) });
      } else {
        entries.push({ path: e.path, kind: 'other', size: 0 });
      }
    }
    return {
      status: 'checked',
      issues: checkFolderEntries({ path: folder, entries, truncated: listing.truncated }, config),
      entries: entries.length,
    };
  }
}
