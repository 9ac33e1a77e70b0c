// What people read across surfaces agrees with itself: a game has one number everywhere (1-based,
// as its replay file game-0001.json is game 1), Markdown escapes never land where they show as
// backslashes (an HTML <summary> line), lists are not preceded by empty blocks, and every Markdown
// body a terminal or a file receives ends its last line.
import { afterEach, describe, expect, it } from '@jest/globals';
import { replayPath } from '../src/adapters/replay-files.js';
import { pictureKey, renderEvaluationMarkdown, renderEvaluationText } from '../src/core/evaluate/summary.js';
import { agentConformance } from '../src/core/evaluate/verdict.js';
import { renderComment } from '../src/core/report/comment.js';
import type { AgentId, Failure, MatchResult } from '../src/core/results.js';
import { newAgentChange, resultsDocument, World } from './report/world.js';

type Obj = Record<string, unknown>;
const BOT = 'community/mallory-bot' as AgentId;
const RANDOM = 'official/random' as AgentId;

/** Three games; the third (index 2) is a crash whose replay was written; the second a loss by the rules. */
function match(): MatchResult {
  const id = 'connect-four_community-mallory-bot_vs_official-random_7';
  const crash: Failure = { agent: BOT, kind: 'crash', turn: 2, message: 'exited with code 1', stderr: 'boom' };
  return {
    id,
    game: 'connect-four',
    agents: [BOT, RANDOM],
    seed: 7,
    games: [
      { index: 0, seed: 7, seats: [BOT, RANDOM], ranks: [1, 2], failures: [], turns: 9, durationMs: 40 },
      { index: 1, seed: 8, seats: [RANDOM, BOT], ranks: [1, 2], failures: [], turns: 9, durationMs: 40, reason: 'four-in-a-row' },
      { index: 2, seed: 9, seats: [BOT, RANDOM], ranks: [2, 1], failures: [crash], turns: 2, durationMs: 40, replay: replayPath(id, 2) },
    ],
    summary: {
      [BOT]: { wins: 1, draws: 0, losses: 2, failures: { crash: 1 } },
      [RANDOM]: { wins: 2, draws: 0, losses: 1, failures: {} },
    },
  };
}

describe('one game, one number', () => {
  let world: World | undefined;
  afterEach(async () => {
    const w = world;
    world = undefined;
    if (w) await w.close();
  });

  it('the evaluation summary, its text, the check run text and the annotation all call the crashed game 3, as its replay file does', async () => {
    const m = match();
    expect(m.games[2]!.replay).toMatch(/\/game-0003\.json$/);
    const results = resultsDocument({ matches: [m], conclusion: 'failure' });
    const input = { results, conformance: [agentConformance(BOT, [m], 0.5)], filesHint: 'out/' };
    expect(renderEvaluationMarkdown(input)).toContain('First in game 3 of connect-four');
    expect(renderEvaluationText(input)).toContain('first in game 3 of connect-four');

    world = await World.create({ ...newAgentChange(), results });
    const run = await world.runAction();
    expect(run.error).toBeUndefined();
    const text = String((world.completion().output as Obj).text);
    expect(text).toContain('crash — connect-four, game 3, seed 9, turn 2');
    const crash = world.allAnnotations().find((a) => a.annotation_level === 'failure')!;
    expect(crash.title).toBe('crash in connect-four, game 3, seed 9');
    expect(String(crash.message)).toContain('on turn 2 of game 3 of match');
    // and the job summary (a Markdown file the runner appends to) ends its last line
    expect(run.summary.endsWith('\n')).toBe(true);
    expect(run.summary.endsWith('\n\n')).toBe(false);
  });
});

describe('the folded final board of a lost game', () => {
  it('keeps untrusted text and Markdown escapes out of the <summary> line (an HTML block shows backslashes as they are)', () => {
    const m = match();
    m.games[1]!.reason = 'five_in*a row';
    const results = resultsDocument({ matches: [m] });
    const pictures = new Map([[pictureKey(m.id, 1), 'THE BOARD']]);
    const markdown = renderEvaluationMarkdown({ results, conformance: [agentConformance(BOT, [m], 0.5)], pictures });
    const summaries = markdown.split('\n').filter((l) => l.includes('<summary>'));
    expect(summaries.length).toBeGreaterThan(0);
    for (const line of summaries) expect(line).not.toMatch(/\\|five|mallory/);
    // the names and the reason are still there, below it, where Markdown escapes are read
    expect(markdown).toContain('community/mallory-bot lost game 2 of connect-four against official/random (five\\_in\\*a row):');
    expect(markdown).toContain('THE BOARD');
  });
});

describe('the sticky comment', () => {
  const decision = (reasons: string[]) => ({ conclusion: 'success' as const, headline: 'all checks passed', reasons, unverified: false });
  const url = 'https://github.com/o/r/runs/4';

  it('passing with no reasons: the headline and the link, no empty block between them, and a final newline', () => {
    const body = renderComment(decision([]), 'c'.repeat(40), url);
    expect(body).not.toContain('\n\n\n');
    expect(body.split('\n')).toEqual([
      '<!-- arena-report:v1 -->',
      '**Arena: success** — all checks passed (head `cccccccccccc`)',
      '',
      `[Details in the Arena check](${url})`,
      '',
    ]);
  });

  it('with reasons: a list after one blank line; without a link it still ends its last line', () => {
    const body = renderComment(decision(['one', 'two']), 'c'.repeat(40));
    expect(body).toBe('<!-- arena-report:v1 -->\n**Arena: success** — all checks passed (head `cccccccccccc`)\n\n- one\n- two\n');
  });
});
