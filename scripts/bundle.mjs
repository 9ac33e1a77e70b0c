// Bundle the action (dist/index.js) and the CLI (dist/cli.js) with ncc. Each is built into a temp
// folder and moved into dist/ at the end, so a concurrent reader never sees half a file.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '.bin', 'ncc');
const dist = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), 'arena-bundle-'));

try {
  const entries = [
    ['src/index.ts', 'index.js'],
    ['src/cli.ts', 'cli.js'],
  ];
  const staged = [];
  for (const [entry, name] of entries) {
    const out = join(work, name.replace(/\.js$/, ''));
    execFileSync(ncc, ['build', join(root, entry), '-o', out, '--license', 'licenses.txt', '--quiet', '--target', 'es2022'], {
      cwd: root,
      stdio: 'inherit',
    });
    let code = readFileSync(join(out, 'index.js'), 'utf8');
    if (name === 'cli.js' && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
    writeFileSync(join(out, 'index.js'), code);
    staged.push([join(out, 'index.js'), name, join(out, 'licenses.txt')]);
  }
  mkdirSync(dist, { recursive: true });
  // One licences file for both bundles (they share their dependencies' licences).
  cpSync(staged[0][2], join(work, 'licenses.txt'));
  writeFileSync(join(work, 'package.json'), '{\n  "type": "module"\n}\n');
  for (const [file, name] of staged) renameSync(file, join(dist, name));
  renameSync(join(work, 'licenses.txt'), join(dist, 'licenses.txt'));
  renameSync(join(work, 'package.json'), join(dist, 'package.json'));
  chmodSync(join(dist, 'cli.js'), 0o755);
} finally {
  rmSync(work, { recursive: true, force: true });
}
