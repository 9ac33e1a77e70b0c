// The repository a job runs in, from GITHUB_REPOSITORY (an environment object, passed in).
import { UserError } from '../errors.js';
import type { RepoRef } from '../github/port.js';

/** `owner/name` from GITHUB_REPOSITORY. */
export function repoFromEnv(env: Readonly<Record<string, string | undefined>>): RepoRef {
  const full = env.GITHUB_REPOSITORY ?? '';
  const m = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/.exec(full);
  if (!m) throw new UserError('GITHUB_REPOSITORY is not set to owner/name', 'this mode runs inside a GitHub Actions job');
  return { owner: m[1]!, repo: m[2]! };
}
