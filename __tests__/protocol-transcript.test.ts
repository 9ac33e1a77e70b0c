// The example transcript in docs/protocol.md is what the referee really sends.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMatch } from '../src/core/match/run-match.js';
import { REPO_ROOT } from './helpers/cli.js';
import { fixture, matchSpec, official, RecordingRunner } from './match-helpers.js';

describe('docs/protocol.md', () => {
  it('the example transcript matches a real match, line for line', async () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'protocol.md'), 'utf8');
    const block = doc.slice(doc.indexOf('## Example transcript'));
    const lines = block.slice(block.indexOf('```\n') + 4, block.indexOf('\n```', block.indexOf('```\n') + 4)).split('\n');
    const sent = lines.filter((l) => l.startsWith('→ '));
    const answers = lines.filter((l) => l.startsWith('← ')).map((l) => l.slice(2));
    expect(sent.length).toBe(8);

    const runner = new RecordingRunner();
    let outcome;
    try {
      outcome = await runMatch(
        matchSpec('rock-paper-scissors', [fixture('transcript', runner), official('rock', runner)], {
          games: 2,
          seed: 7,
          config: { rounds: 2 },
          time: { startupMs: 10_000, turnMs: 1000, bankMs: 10_000 },
        }),
      );
    } finally {
      await runner.close();
    }
    const received = outcome.logs[0]!.sessions[0]!.text.split('\n').filter((l) => l.startsWith('→ '));
    expect(received).toEqual(sent);
    // and the agent's answers are the documented ones
    const replayed = outcome.games.flatMap((g) => g.frames.filter((f) => g.seats[f.seat] === 'local/transcript').map((f) => f.action));
    expect(answers.filter((a) => a.includes('"action"')).map((a) => (JSON.parse(a) as { action: string }).action)).toEqual(replayed);
    expect(outcome.result.games.map((g) => g.ranks)).toEqual([
      [1, 2],
      [1, 1],
    ]);
  }, 60_000);
});
