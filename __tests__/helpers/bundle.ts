// dist/ rebuilt for the suites that run the bundle, when a file under src/ is newer than it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './cli.js';

/**
 * `npm run bundle` unless dist/ is newer than every source file (scripts/bundle.mjs --if-stale).
 * One build at a time: `npm test` runs two jest projects at once and both have suites that need
 * dist/; under the lock the second caller finds dist/ fresh and builds nothing. No time limit:
 * on a loaded machine a build has taken over 9 minutes, and a killed build left its ncc running.
 */
export function ensureBundle(): void {
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
}
