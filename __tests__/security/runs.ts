// How many cases each fast-check property tries: the full count in `npm test`; a quarter under
// `npm run mutation` (stryker.config.mjs sets ARENA_MUTATION), where every mutant reruns the
// properties that cover it and the first failing case is enough.
import fc from 'fast-check';

// Under mutation a failing case is not shrunk either: shrinking only makes the report readable, and
// under a mutant that breaks a property it costs more than the whole run (the mutant then times out).
if (process.env.ARENA_MUTATION) fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });

export function runs(full: number): number {
  return process.env.ARENA_MUTATION ? Math.max(50, Math.round(full / 4)) : full;
}
