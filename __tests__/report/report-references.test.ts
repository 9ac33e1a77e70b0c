// Issue references in artifact text: `#N`, `owner/repo#N` and `GH-N` in the evaluation's verdict
// reasons and failure messages must not cross-link other issues from the check run or the sticky
// PR comment (a backslash escape is removed by Markdown, and GitHub then links the text), and the
// comment stays within GitHub's comment size however long the reasons are. Report mode in-process
// against the OpenAPI-checking mock.
import { afterEach, describe, expect, it } from '@jest/globals';
import { COMMENT_MAX_BYTES } from '../../src/core/report/comment.js';
import { RESULTS_CAPS, type Results } from '../../src/core/results.js';
import { resultsDocument, World } from './world.js';

type Obj = Record<string, unknown>;
let world: World | undefined;

afterEach(async () => {
  if (!world) return;
  const w = world;
  world = undefined;
  try {
    w.api.assertConforming();
  } finally {
    await w.close();
  }
});

/** The text as GitHub renders it: Markdown backslash escapes removed, before references are linked. */
function rendered(markdown: string): string {
  return markdown.replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, '$1');
}

const REFERENCES = 'see #1337, octo-org/octo-repo#4242, torvalds/linux#1 and GH-7777 (also gh-8888)';
const LINKED = /#(?:1337|4242|1)\b|gh-(?:7777|8888)/i;

function hostileResults(reasons: string[]): Results {
  const results = resultsDocument({ conclusion: 'failure' });
  results.verdict.reasons = reasons;
  results.matches = [
    {
      id: 'm0',
      game: 'connect-four',
      agents: ['community/mallory-bot', 'official/random'],
      seed: 1,
      games: [
        {
          index: 0,
          seed: 1,
          seats: ['community/mallory-bot', 'official/random'],
          ranks: [2, 1],
          failures: [{ agent: 'community/mallory-bot', kind: 'crash', turn: 2, message: REFERENCES }],
          turns: 2,
          durationMs: 3,
        },
      ],
      summary: {
        'community/mallory-bot': { wins: 0, draws: 0, losses: 1, failures: { crash: 1 } },
        'official/random': { wins: 1, draws: 0, losses: 0, failures: {} },
      },
    },
  ];
  return results;
}

describe('issue references from the artifact', () => {
  it('are defused in the check run summary, its text and the sticky comment', async () => {
    world = await World.create({ commentStatus: 201, results: hostileResults([REFERENCES]) });
    expect((await world.runAction()).error).toBeUndefined();
    const output = world.completion().output as Obj;
    const comment = String((world.api.requestsFor('issues/create-comment')[0]!.body as Obj).body);
    for (const markdown of [String(output.summary), String(output.text), comment]) {
      expect(markdown).toContain('1337'); // the text is still shown…
      expect(rendered(markdown)).not.toMatch(LINKED); // …but nothing links
    }
  });

  it('the sticky comment stays within GitHub’s limit, however long and many the reasons', async () => {
    // Quotes grow six-fold when escaped (&quot;), astral characters four-fold.
    const long = '"'.repeat(RESULTS_CAPS.message / 2) + '😀'.repeat(RESULTS_CAPS.message / 4);
    world = await World.create({ commentStatus: 201, results: hostileResults(Array.from({ length: RESULTS_CAPS.reasons }, () => long)) });
    expect((await world.runAction()).error).toBeUndefined();
    const comment = String((world.api.requestsFor('issues/create-comment')[0]!.body as Obj).body);
    expect(Buffer.byteLength(comment, 'utf8')).toBeLessThanOrEqual(COMMENT_MAX_BYTES);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expect(comment).toMatch(/^<!-- arena-report:v1 -->\n\*\*Arena: failure\*\*/);
    expect(comment).toMatch(/^- evaluation: (?:&quot;)+…$/m);
  });
});
