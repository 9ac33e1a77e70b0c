// The folder for the temporary files of one `npm run mutation` (scripts/mutation.mjs), removed when
// the run ends. TMPDIR points one level inside it, not at it: a mutant that empties a mkdtemp prefix
// (`mkdtemp(join(tmpdir(), ''))`) gets TMPDIR's own name plus six characters, a sibling of TMPDIR,
// which is then still inside this folder and goes with it (at TMPDIR's level it once stayed in /tmp).
import fs from 'node:fs';
import path from 'node:path';

/** A fresh folder under `base`: `tmpdir` is where TMPDIR should point; `remove()` deletes it all. */
export function mutationRunTmp(base) {
  const outer = fs.mkdtempSync(path.join(base, 'arena-mutation-tmp.'));
  const tmpdir = path.join(outer, 'tmp');
  fs.mkdirSync(tmpdir);
  return { tmpdir, remove: () => fs.rmSync(outer, { recursive: true, force: true }) };
}
