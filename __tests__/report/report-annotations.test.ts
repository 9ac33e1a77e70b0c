// Annotation merging in the report (mode report against the OpenAPI-checking mock): findings of the
// evaluation with distinct messages stay distinct annotations even on one line; only exact repeats
// (or a repeat of a recomputed finding) are merged, and the summary says how many.
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Issue } from '../../src/core/results.js';
import { resultsDocument, World } from './world.js';

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

const MANIFEST = 'agents/community/mallory-bot/agent.yml';

function warning(line: number, message: string): Issue {
  return { path: MANIFEST, line, column: 1, severity: 'warning', rule: 'style-note', message };
}

describe('annotations from the evaluation’s findings', () => {
  it('180 warnings with distinct messages on 10 lines are 180 annotations; 20 exact repeats are merged and counted', async () => {
    const results = resultsDocument();
    const distinct = Array.from({ length: 180 }, (_, i) => warning(1 + (i % 10), `warning number ${i}`));
    const repeats = distinct.slice(0, 20).map((w) => ({ ...w }));
    results.agents[0]!.issues = [...distinct, ...repeats];
    world = await World.create({ results });
    expect((await world.runAction()).error).toBeUndefined();
    const fromResults = world.allAnnotations().filter((a) => String(a.title).startsWith('style-note'));
    expect(fromResults).toHaveLength(180);
    expect(new Set(fromResults.map((a) => String(a.message)))).toEqual(new Set(distinct.map((w) => w.message)));
    expect(new Set(fromResults.map((a) => a.start_line))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(world.summaryText()).toContain('20 findings from the evaluation results repeated one already annotated');
  });
});
