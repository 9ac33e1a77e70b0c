// How a failed GitHub API call ends a job: as infrastructure, saying which permissions it needs.
import { InfraError } from '../errors.js';
import { sanitizeLine } from '../sanitize.js';
import { GitHubApiError } from './port.js';

/** A failed GitHub call is infrastructure (the job fails), with the permissions the job needs. */
export function apiFailure(error: unknown, job: string, permissions: string): never {
  if (error instanceof GitHubApiError) {
    throw new InfraError(
      `GitHub API: ${sanitizeLine(error.message)} (HTTP ${error.status || 'no answer'})`,
      error.status === 403 || error.status === 401
        ? `the ${job} job needs a token with ${permissions}`
        : `check GITHUB_API_URL and that GitHub is reachable; re-run the ${job} job`,
    );
  }
  throw error;
}
