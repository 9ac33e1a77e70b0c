// How many cases each fast-check property tries: the full count in `npm test`; a quarter under
// `npm run mutation` (stryker.config.mjs sets ARENA_MUTATION), where every mutant reruns the
// properties that cover it and the first failing case is enough.
export function runs(full: number): number {
  return process.env.ARENA_MUTATION ? Math.max(50, Math.round(full / 4)) : full;
}
