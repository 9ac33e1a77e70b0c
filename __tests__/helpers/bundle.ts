// dist/ rebuilt for the suites that run the bundle, when a file under src/ is newer than it.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
let ensured = false;

/**
 * `npm run bundle` unless dist/ is newer than every source file (scripts/bundle.mjs --if-stale),
 * once per suite file. One build at a time: `npm run test:all` builds the bundle beside both jest
 * projects, and both have suites that run dist/; under the lock a caller waits for a build under way
 * and then finds dist/ fresh. No time limit: on a loaded machine a build has taken over 9 minutes,
 * and a killed build left its ncc running.
 */
export function ensureBundle(): void {
  if (ensured) return;
  const build = [process.execPath, join(REPO_ROOT, 'scripts', 'bundle.mjs'), '--if-stale'];
  const lock = join(REPO_ROOT, 'node_modules', '.arena-bundle.lock');
  let r = spawnSync('flock', [lock, ...build], { cwd: REPO_ROOT, encoding: 'utf8' });
  // without util-linux's flock (macOS), build unlocked
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT')
    r = spawnSync(build[0]!, build.slice(1), { cwd: REPO_ROOT, encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(
      `npm run bundle failed (${r.signal ?? `exit ${r.status}`}):\n${r.stdout}\n${r.stderr}\nhint: run \`npm run bundle\` in ${REPO_ROOT} to see the error.`,
    );
  }
  ensured = true;
}
