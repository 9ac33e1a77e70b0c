// Errors that end a command. Everything funnels into one handler (cli.ts / index.ts) that maps
// the class to an exit code or core.setFailed, so no stack trace reaches a user for their mistakes.

export const ExitCode = {
  ok: 0,
  /** validate: errors found; evaluate: verdict failure; report: event refused */
  findings: 1,
  /** usage or configuration error */
  usage: 2,
  /** infrastructure unavailable (no Docker engine, …) */
  infra: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A problem the user must fix: bad flag, bad arena.yml, missing folder. Exit 2. */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    message: string,
    /** how to fix it, printed on its own line */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Infrastructure is missing or broken (no Docker engine, engine died). Exit 3. */
export class InfraError extends Error {
  override readonly name = 'InfraError';
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof InfraError) return ExitCode.infra;
  if (error instanceof UserError) return ExitCode.usage;
  return ExitCode.infra; // an internal bug: not the user's fault, not a verdict
}

export function describeError(error: unknown): string {
  if (error instanceof UserError || error instanceof InfraError) {
    return error.hint ? `${error.message}\n  hint: ${error.hint}` : error.message;
  }
  if (error instanceof Error) return `internal error: ${error.stack ?? error.message}`;
  return `internal error: ${String(error)}`;
}
