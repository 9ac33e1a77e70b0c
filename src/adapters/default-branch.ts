// The default branch's files as the privileged jobs read them: from the workspace checkout (or
// --root), never following a symlink or leaving the folder, and arena.yml parsed without throwing.
import { lstat, readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseConfig } from '../core/config.js';
import type { RepoFile } from '../core/github/port.js';
import type { DefaultBranchFiles, RecomputeInput } from '../core/report/recompute.js';
import { sanitizeLine } from '../core/sanitize.js';

/** Files of the default branch under a folder (the workspace checkout, or --root). */
export function folderFiles(root: string): DefaultBranchFiles {
  const base = resolve(root);
  return {
    async read(path: string, maxBytes: number): Promise<RepoFile> {
      const full = resolve(base, path);
      const rel = relative(base, full);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { kind: 'missing', path };
      let info;
      try {
        info = await lstat(full);
      } catch {
        return { kind: 'missing', path };
      }
      if (info.isSymbolicLink()) return { kind: 'not-file', path, type: 'symlink' };
      if (!info.isFile()) return { kind: 'not-file', path, type: info.isDirectory() ? 'dir' : 'other' };
      if (info.size > maxBytes) return { kind: 'too-large', path, size: info.size };
      const bytes = await readFile(full);
      try {
        return { kind: 'file', path, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), size: bytes.length, sha: '' };
      } catch {
        return { kind: 'binary', path, size: bytes.length };
      }
    },
  };
}

/** arena.yml of the default branch; a broken one is reported on the check, not thrown. */
export async function loadDefaultBranchConfig(root: string, file: string): Promise<RecomputeInput['config']> {
  let text: string | undefined;
  try {
    text = await readFile(resolve(root, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return { ok: false, reason: `${file} cannot be read (${code ?? 'error'})` };
  }
  try {
    return { ok: true, config: parseConfig(text, file) };
  } catch (error) {
    return { ok: false, reason: sanitizeLine(error instanceof Error ? error.message : String(error)) };
  }
}
