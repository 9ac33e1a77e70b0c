// A content hash of an agent folder, for receipts and replays: the same files with the same bytes
// give the same hash on any machine. Symlinks are hashed as links (their target text), never followed.
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';

export async function treeHash(dir: string): Promise<string> {
  const entries: string[] = [];
  async function walk(rel: string): Promise<void> {
    const names = (await readdir(join(dir, rel))).sort();
    for (const name of names) {
      const relPath = rel ? `${rel}/${name}` : name;
      const abs = join(dir, relPath);
      const info = await lstat(abs);
      if (info.isSymbolicLink()) {
        entries.push(`link\0${relPath}\0${await readlink(abs)}`);
      } else if (info.isDirectory()) {
        await walk(relPath);
      } else if (info.isFile()) {
        const digest = createHash('sha256')
          .update(await readFile(abs))
          .digest('hex');
        entries.push(`file\0${relPath}\0${info.mode & 0o111 ? 'x' : '-'}\0${digest}`);
      }
    }
  }
  await walk('');
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry}\n`);
  return `sha256:${hash.digest('hex')}`;
}
