// The example competition repository (examples/competition/): its four workflows use Arena as a
// pinned action (`<owner>/arena@<full sha> # vX.Y.Z`) and pass the same workflow policy as this
// repository's own; a remote Arena that is not pinned by full sha fails it.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRepository, checkWorkflow, formatViolation } from '../../src/core/workflow-policy/index.js';
import { REPO_ROOT } from './files.js';

const DIR = join(REPO_ROOT, 'examples', 'competition', '.github', 'workflows');
const files = () =>
  readdirSync(DIR)
    .sort()
    .map((f) => ({ path: `examples/competition/.github/workflows/${f}`, text: readFileSync(join(DIR, f), 'utf8') }));

describe('examples/competition workflows', () => {
  it('are the four Arena workflows, each using Arena by a pinned full sha', () => {
    expect(files().map((f) => f.path.split('/').pop())).toEqual([
      'arena-maintainer.yml',
      'arena-pr.yml',
      'arena-report.yml',
      'arena-rotation.yml',
    ]);
    for (const f of files()) {
      expect(f.text).not.toMatch(/uses: \.\//);
      expect(f.text).toMatch(/uses: your-org\/arena@[0-9a-f]{40} # v\d+\.\d+\.\d+/);
    }
  });

  it('pass the workflow policy, with their Arena steps recognised (the same roles as uses: ./)', () => {
    expect(checkRepository({ workflows: files() }).map(formatViolation)).toEqual([]);
    // the roles come from the Arena steps: a secret in the PR job is caught there too
    const pr = files().find((f) => f.path.endsWith('arena-pr.yml'))!;
    const leaky = {
      ...pr,
      text: pr.text.replace('          mode: evaluate\n', '          mode: evaluate\n          token: ${{ secrets.GITHUB_TOKEN }}\n'),
    };
    expect(checkWorkflow(leaky).length).toBeGreaterThan(0);
  });

  it('a remote Arena by tag is refused (tags can be moved)', () => {
    const pr = files().find((f) => f.path.endsWith('arena-pr.yml'))!;
    const tagged = { ...pr, text: pr.text.replace(/your-org\/arena@[0-9a-f]{40} # v1\.0\.0/, 'your-org/arena@v1') };
    expect(checkWorkflow(tagged).map((v) => v.rule)).toContain('pinned-uses');
  });
});
