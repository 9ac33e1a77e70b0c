// An in-memory git repository behind the OpenAPI-checking GitHub mock: blobs, trees and commits
// hashed exactly as git hashes them, refs with fast-forward checks, and the Git Data API routes
// (`git/*`, `repos/get`) that publish and maintainer-evaluate use. Every request and response is
// still validated against GitHub's OpenAPI description by the mock.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { GitHubApiMock, MockResponse } from '../helpers/github-api.js';

type Obj = Record<string, unknown>;

export interface TreeItem {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

type GitObject =
  | { type: 'blob'; bytes: Buffer }
  | { type: 'tree'; entries: Map<string, TreeItem> }
  | { type: 'commit'; tree: string; parents: string[]; message: string };

/** A file to put in a commit: text, or bytes with a mode (120000 = symlink, 160000 = submodule). */
export type FileSpec = string | { bytes?: Buffer | string; mode?: string; sha?: string };

const notFound = (): MockResponse => ({ status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } });

function hashObject(type: string, body: Buffer): string {
  return createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
}

export class GitStore {
  readonly objects = new Map<string, GitObject>();
  readonly refs = new Map<string, string>();
  defaultBranch = 'main';
  /** called before a ref update or creation is applied (simulate another writer) */
  beforeRefWrite?: (branch: string) => void;
  /** blob sizes to lie about in tree listings (sha → size) */
  readonly fakeSizes = new Map<string, number>();
  /** trees whose recursive listing GitHub "truncates" */
  readonly truncatedTrees = new Set<string>();
  private commitCounter = 0;

  constructor(
    readonly owner: string,
    readonly repo: string,
  ) {}

  blob(bytes: Buffer | string): string {
    const buf = Buffer.from(bytes);
    const sha = hashObject('blob', buf);
    this.objects.set(sha, { type: 'blob', bytes: buf });
    return sha;
  }

  tree(entries: Map<string, TreeItem>): string {
    const sorted = [...entries.entries()].sort(([a, ea], [b, eb]) => {
      const ka = ea.type === 'tree' ? `${a}/` : a;
      const kb = eb.type === 'tree' ? `${b}/` : b;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    const body = Buffer.concat(
      sorted.map(([name, e]) =>
        Buffer.concat([Buffer.from(`${e.mode === '040000' ? '40000' : e.mode} ${name}\0`), Buffer.from(e.sha, 'hex')]),
      ),
    );
    const sha = hashObject('tree', body);
    this.objects.set(sha, { type: 'tree', entries: new Map(entries) });
    return sha;
  }

  commit(tree: string, parents: string[], message: string): string {
    this.commitCounter += 1;
    const body = Buffer.from(
      `tree ${tree}\n${parents.map((p) => `parent ${p}\n`).join('')}author A <a@example.com> ${1700000000 + this.commitCounter} +0000\ncommitter A <a@example.com> ${1700000000 + this.commitCounter} +0000\n\n${message}\n`,
    );
    const sha = hashObject('commit', body);
    this.objects.set(sha, { type: 'commit', tree, parents, message });
    return sha;
  }

  /** Register a commit of `tree` under a given sha (a fixture's fixed head sha), returns the sha. */
  commitAs(sha: string, tree: string, message = 'the head commit'): string {
    this.objects.set(sha, { type: 'commit', tree, parents: [], message });
    return sha;
  }

  /** A tree from a flat map of paths, optionally on top of a base tree. */
  treeFromFiles(files: Record<string, FileSpec>, base?: string): string {
    const root = base ? this.cloneTree(base) : new Map<string, TreeItem>();
    for (const [path, spec] of Object.entries(files)) this.put(root, path.split('/'), spec);
    return this.tree(root);
  }

  private cloneTree(sha: string): Map<string, TreeItem> {
    const obj = this.objects.get(sha);
    if (obj?.type !== 'tree') throw new Error(`no tree ${sha}`);
    return new Map(obj.entries);
  }

  private put(tree: Map<string, TreeItem>, parts: string[], spec: FileSpec): void {
    const [head, ...rest] = parts;
    if (rest.length === 0) {
      if (typeof spec === 'string') {
        tree.set(head!, { mode: '100644', type: 'blob', sha: this.blob(spec) });
      } else if (spec.mode === '160000') {
        tree.set(head!, { mode: '160000', type: 'commit', sha: spec.sha ?? 'c'.repeat(40) });
      } else {
        tree.set(head!, { mode: spec.mode ?? '100644', type: 'blob', sha: this.blob(spec.bytes ?? '') });
      }
      return;
    }
    const existing = tree.get(head!);
    const sub = existing?.type === 'tree' ? this.cloneTree(existing.sha) : new Map<string, TreeItem>();
    this.put(sub, rest, spec);
    tree.set(head!, { mode: '040000', type: 'tree', sha: this.tree(sub) });
  }

  /** Commit files on a branch (creating it), returns the commit sha. */
  commitOn(branch: string, files: Record<string, FileSpec>, message = 'change'): string {
    const parent = this.refs.get(branch);
    const base = parent ? (this.objects.get(parent) as { tree: string }).tree : undefined;
    const sha = this.commit(this.treeFromFiles(files, base), parent ? [parent] : [], message);
    this.refs.set(branch, sha);
    return sha;
  }

  /** The text of a file at a ref (branch or commit), or undefined. */
  read(ref: string, path: string): string | undefined {
    const commitSha = this.refs.get(ref) ?? ref;
    const commit = this.objects.get(commitSha);
    if (commit?.type !== 'commit') return undefined;
    let sha = commit.tree;
    for (const part of path.split('/')) {
      const tree = this.objects.get(sha);
      if (tree?.type !== 'tree') return undefined;
      const entry = tree.entries.get(part);
      if (!entry) return undefined;
      sha = entry.sha;
    }
    const blob = this.objects.get(sha);
    return blob?.type === 'blob' ? blob.bytes.toString('utf8') : undefined;
  }

  /** Commits reachable from a branch, newest first. */
  history(branch: string): Array<{ sha: string; message: string }> {
    const out: Array<{ sha: string; message: string }> = [];
    let sha = this.refs.get(branch);
    while (sha) {
      const c = this.objects.get(sha) as { type: 'commit'; parents: string[]; message: string };
      out.push({ sha, message: c.message });
      sha = c.parents[0];
    }
    return out;
  }

  private isAncestor(ancestor: string, of: string): boolean {
    const stack = [of];
    while (stack.length > 0) {
      const sha = stack.pop()!;
      if (sha === ancestor) return true;
      const c = this.objects.get(sha);
      if (c?.type === 'commit') stack.push(...c.parents);
    }
    return false;
  }

  private url(kind: string, sha: string): string {
    return `https://api.github.com/repos/${this.owner}/${this.repo}/git/${kind}/${sha}`;
  }

  private refBody(api: GitHubApiMock, id: string, branch: string, sha: string): Obj {
    const body = api.example(id) as Obj;
    return {
      ...body,
      ref: `refs/heads/${branch}`,
      url: `https://api.github.com/repos/${this.owner}/${this.repo}/git/refs/heads/${branch}`,
      object: { type: 'commit', sha, url: this.url('commits', sha) },
    };
  }

  private commitBody(api: GitHubApiMock, id: string, sha: string): Obj {
    const c = this.objects.get(sha) as { tree: string; parents: string[]; message: string };
    const body = api.example(id) as Obj;
    return {
      ...body,
      sha,
      url: this.url('commits', sha),
      html_url: `https://github.com/${this.owner}/${this.repo}/commit/${sha}`,
      message: c.message,
      tree: { sha: c.tree, url: this.url('trees', c.tree) },
      parents: c.parents.map((p) => ({
        sha: p,
        url: this.url('commits', p),
        html_url: `https://github.com/${this.owner}/${this.repo}/commit/${p}`,
      })),
    };
  }

  private listTree(sha: string, recursive: boolean): Obj[] {
    const out: Obj[] = [];
    const walk = (treeSha: string, prefix: string) => {
      const tree = this.objects.get(treeSha) as { entries: Map<string, TreeItem> };
      for (const [name, e] of tree.entries) {
        const path = `${prefix}${name}`;
        const blob = this.objects.get(e.sha);
        out.push({
          path,
          mode: e.mode,
          type: e.type,
          sha: e.sha,
          ...(e.type === 'blob' ? { size: this.fakeSizes.get(e.sha) ?? (blob?.type === 'blob' ? blob.bytes.length : 0) } : {}),
          url: this.url(e.type === 'tree' ? 'trees' : 'blobs', e.sha),
        });
        if (recursive && e.type === 'tree') walk(e.sha, `${path}/`);
      }
    };
    walk(sha, '');
    return out;
  }

  /** Register the Git Data API routes on the mock. */
  serve(api: GitHubApiMock): void {
    api.on('repos/get', () => {
      const body = api.example('repos/get') as Obj;
      // The example's nested source/parent/template repositories miss required keys: drop them (optional).
      for (const key of ['source', 'parent', 'template_repository']) delete body[key];
      return {
        body: { ...body, language: null, name: this.repo, full_name: `${this.owner}/${this.repo}`, default_branch: this.defaultBranch },
      };
    });
    api.on('git/get-ref', (req) => {
      const m = /^heads\/(.+)$/.exec(req.params.ref ?? '');
      const sha = m ? this.refs.get(m[1]!) : undefined;
      if (!sha) return notFound();
      return { body: this.refBody(api, 'git/get-ref', m![1]!, sha) };
    });
    api.on('git/get-commit', (req) => {
      const sha = req.params.commit_sha!;
      if (this.objects.get(sha)?.type !== 'commit') return notFound();
      return { body: this.commitBody(api, 'git/get-commit', sha) };
    });
    api.on('git/get-tree', (req) => {
      const sha = req.params.tree_sha!;
      if (this.objects.get(sha)?.type !== 'tree') return notFound();
      const recursive = req.query.recursive !== undefined;
      return {
        body: {
          sha,
          url: this.url('trees', sha),
          tree: this.listTree(sha, recursive),
          truncated: recursive && this.truncatedTrees.has(sha),
        },
      };
    });
    api.on('git/get-blob', (req) => {
      const sha = req.params.file_sha!;
      const blob = this.objects.get(sha);
      if (blob?.type !== 'blob') return notFound();
      return {
        body: {
          sha,
          url: this.url('blobs', sha),
          node_id: 'B_test',
          size: blob.bytes.length,
          content: blob.bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
          encoding: 'base64',
        },
      };
    });
    api.on('git/create-blob', (req) => {
      const body = req.body as { content: string; encoding?: string };
      const bytes = body.encoding === 'base64' ? Buffer.from(body.content, 'base64') : Buffer.from(body.content, 'utf8');
      const sha = this.blob(bytes);
      return { status: 201, body: { sha, url: this.url('blobs', sha) } };
    });
    api.on('git/create-tree', (req) => {
      const body = req.body as { base_tree?: string; tree: Array<{ path: string; mode: string; type: string; sha: string | null }> };
      if (body.base_tree && this.objects.get(body.base_tree)?.type !== 'tree') {
        return { status: 422, body: { message: 'Invalid tree info', documentation_url: 'https://docs.github.com/rest' } };
      }
      const root = body.base_tree ? this.cloneTree(body.base_tree) : new Map<string, TreeItem>();
      for (const item of body.tree) {
        // sha null removes the path (and a folder it leaves empty), as GitHub does
        if (item.sha === null) {
          this.removePath(root, item.path.split('/'));
          continue;
        }
        if (this.objects.get(item.sha)?.type !== 'blob')
          return { status: 422, body: { message: 'Invalid tree info', documentation_url: 'https://docs.github.com/rest' } };
        this.putSha(root, item.path.split('/'), { mode: item.mode, type: 'blob', sha: item.sha });
      }
      const sha = this.tree(root);
      return { status: 201, body: { sha, url: this.url('trees', sha), tree: this.listTree(sha, false), truncated: false } };
    });
    api.on('git/create-commit', (req) => {
      const body = req.body as { message: string; tree: string; parents?: string[] };
      const sha = this.commit(body.tree, body.parents ?? [], body.message);
      const out = this.commitBody(api, 'git/create-commit', sha);
      return { status: 201, body: out };
    });
    api.on('git/create-ref', (req) => {
      const body = req.body as { ref: string; sha: string };
      const branch = body.ref.replace(/^refs\/heads\//, '');
      this.beforeRefWrite?.(branch);
      if (this.refs.has(branch))
        return { status: 422, body: { message: 'Reference already exists', documentation_url: 'https://docs.github.com/rest' } };
      this.refs.set(branch, body.sha);
      return { status: 201, body: this.refBody(api, 'git/create-ref', branch, body.sha) };
    });
    api.on('git/update-ref', (req) => {
      const body = req.body as { sha: string; force?: boolean };
      const m = /^heads\/(.+)$/.exec(req.params.ref ?? '');
      const branch = m?.[1];
      this.beforeRefWrite?.(branch ?? '');
      const current = branch ? this.refs.get(branch) : undefined;
      if (!branch || !current)
        return { status: 422, body: { message: 'Reference does not exist', documentation_url: 'https://docs.github.com/rest' } };
      if (!body.force && !this.isAncestor(current, body.sha))
        return { status: 422, body: { message: 'Update is not a fast forward', documentation_url: 'https://docs.github.com/rest' } };
      this.refs.set(branch, body.sha);
      return { body: this.refBody(api, 'git/update-ref', branch, body.sha) };
    });
  }

  private removePath(tree: Map<string, TreeItem>, parts: string[]): void {
    const [head, ...rest] = parts;
    if (rest.length === 0) {
      tree.delete(head!);
      return;
    }
    const existing = tree.get(head!);
    if (existing?.type !== 'tree') return;
    const sub = this.cloneTree(existing.sha);
    this.removePath(sub, rest);
    if (sub.size === 0) tree.delete(head!);
    else tree.set(head!, { mode: '040000', type: 'tree', sha: this.tree(sub) });
  }

  /**
   * The tree of `ref` written into a real git repository at `gitDir` with git's own plumbing
   * (hash-object, mktree: each sha must come out as the one this store computed), committed on
   * `branch` there, checked with `git fsck --strict` and checked out into `workTree`.
   */
  toRealGit(ref: string, gitDir: string, workTree: string, branch = 'arena-data'): void {
    const git = (args: string[], input?: Buffer | string) => {
      const r = spawnSync('git', ['--git-dir', gitDir, ...args], { input });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.toString()}`);
      return r.stdout.toString().trim();
    };
    spawnSync('git', ['init', '-q', '--bare', gitDir]);
    const write = (sha: string): void => {
      const obj = this.objects.get(sha)!;
      if (obj.type === 'blob') {
        if (git(['hash-object', '-w', '--stdin'], obj.bytes) !== sha) throw new Error(`blob ${sha} hashes otherwise in git`);
        return;
      }
      if (obj.type !== 'tree') throw new Error(`${sha} is not a tree`);
      for (const e of obj.entries.values()) if (e.type !== 'commit') write(e.sha);
      const listing = [...obj.entries].map(([name, e]) => `${e.mode} ${e.type} ${e.sha}\t${name}\n`).join('');
      if (git(['mktree'], listing) !== sha) throw new Error(`tree ${sha} hashes otherwise in git`);
    };
    const commit = this.objects.get(this.refs.get(ref) ?? ref) as { tree: string };
    write(commit.tree);
    const head = git(['-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit-tree', commit.tree, '-m', 'export']);
    git(['update-ref', `refs/heads/${branch}`, head]);
    git(['fsck', '--strict', '--no-dangling']);
    mkdirSync(workTree, { recursive: true });
    git(['--work-tree', workTree, 'checkout', '-q', branch, '--', '.']);
  }

  /** Every file path under a ref's tree (or under `folder` in it), sorted. */
  list(ref: string, folder = ''): string[] {
    const commit = this.objects.get(this.refs.get(ref) ?? ref);
    if (commit?.type !== 'commit') return [];
    const out: string[] = [];
    const walk = (sha: string, prefix: string) => {
      const tree = this.objects.get(sha);
      if (tree?.type !== 'tree') return;
      for (const [name, e] of tree.entries) {
        if (e.type === 'tree') walk(e.sha, `${prefix}${name}/`);
        else out.push(`${prefix}${name}`);
      }
    };
    walk(commit.tree, '');
    return out.filter((p) => p.startsWith(folder)).sort();
  }

  private putSha(tree: Map<string, TreeItem>, parts: string[], item: TreeItem): void {
    const [head, ...rest] = parts;
    if (rest.length === 0) {
      tree.set(head!, item);
      return;
    }
    const existing = tree.get(head!);
    const sub = existing?.type === 'tree' ? this.cloneTree(existing.sha) : new Map<string, TreeItem>();
    this.putSha(sub, rest, item);
    tree.set(head!, { mode: '040000', type: 'tree', sha: this.tree(sub) });
  }
}
