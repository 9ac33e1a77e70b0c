// Bundle the action and the CLI with ncc. Modes are loaded on demand, so each build is an entry
// file plus one chunk file per mode:
//   dist/index.js (+ dist/*.index.js)   the action: exactly `ncc build -t src/index.ts -o dist`
//   dist/cli/index.js (+ chunks)        the CLI bundle
//   dist/cli.js                         a two-line launcher (the `arena` bin), runnable with plain node
// Both are built into a temp folder and swapped into dist/ at the end, so a reader never sees half;
// when the build is what dist/ already holds, nothing is swapped (the files are only touched).
// ncc only transpiles (--transpile-only, with src/tsconfig.json): `npm run typecheck` checks the
// types, and type-checking inside each build tripled its CPU time for the same bytes.
// `--if-stale` builds only when a file under src/ is newer than dist/ (the test suites' check).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '.bin', 'ncc');
const dist = join(root, 'dist');

function newest(dir) {
  let mtime = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    mtime = Math.max(mtime, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return mtime;
}

/** the files under `dir` (paths relative to it), without dist/'s own .gitattributes */
function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(join(dir, entry.name), path);
    return path === '.gitattributes' ? [] : [path];
  });
}

/** the same files with the same bytes and the same executable bit */
function sameFiles(a, b) {
  const files = listFiles(a).sort();
  const others = listFiles(b).sort();
  if (files.join('\n') !== others.join('\n')) return false;
  return files.every((file) => {
    const [x, y] = [join(a, file), join(b, file)];
    return (statSync(x).mode & 0o111) === (statSync(y).mode & 0o111) && readFileSync(x).equals(readFileSync(y));
  });
}

/** dist/ is missing a build, or a source file is newer than the oldest of them */
function stale() {
  const built = ['index.js', 'cli.js', join('cli', 'index.js')].map((f) => join(dist, f));
  if (!built.every((f) => existsSync(f))) return true;
  return newest(join(root, 'src')) > Math.min(...built.map((f) => statSync(f).mtimeMs));
}

if (process.argv.includes('--if-stale') && !stale()) process.exit(0);
const work = mkdtempSync(join(tmpdir(), 'arena-bundle-'));

const LAUNCHER = `#!/usr/bin/env node
// The arena CLI (bundle in ./cli/). Node >= 22.1 keeps a compile cache, so later starts are faster.
import module from 'node:module';
module.enableCompileCache?.();
await import('./cli/index.js');
`;

async function build(entry, out) {
  try {
    await promisify(execFile)(ncc, ['build', join(root, entry), '-o', out, '--license', 'licenses.txt', '--quiet', '--transpile-only'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`bundle: ncc build ${entry} failed`);
  }
}

try {
  const staged = join(work, 'dist');
  // the two builds side by side, each in a folder of its own (ncc owns its output folder)
  await Promise.all([build('src/index.ts', staged), build('src/cli.ts', join(work, 'cli'))]);
  renameSync(join(work, 'cli'), join(staged, 'cli'));
  // One licences file: the action's build holds every dependency the CLI's does, and more.
  rmSync(join(staged, 'cli', 'licenses.txt'));
  rmSync(join(staged, 'cli', 'package.json'));
  writeFileSync(join(staged, 'cli.js'), LAUNCHER);
  chmodSync(join(staged, 'cli.js'), 0o755);
  const licences = readFileSync(join(staged, 'licenses.txt'), 'utf8');
  if (!licences.includes('zod')) throw new Error('bundle: licenses.txt looks incomplete');
  if (sameFiles(staged, dist)) {
    // Nothing to swap (a fresh clone's committed dist/): leave every file where it is, so a suite
    // running dist/ meanwhile never sees it gone, and only mark it as built now for --if-stale.
    const now = new Date();
    for (const file of listFiles(dist)) utimesSync(join(dist, file), now, now);
  } else {
    mkdirSync(dist, { recursive: true });
    const old = join(work, 'old');
    renameSync(dist, old);
    renameSync(staged, dist);
    for (const name of readdirSync(old)) if (name === '.gitattributes') renameSync(join(old, name), join(dist, name));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
