// The text people read, rendered from fixed fixtures and compared byte for byte with the files in
// __tests__/__outputs__/ (helpers/golden.ts; update with UPDATE_GOLDEN=1 npm test -- golden):
// the PR job summary and its text twin (what `arena evaluate` prints), the report's check run
// (title, summary, text, annotations) and sticky comment, the leaderboard, and the validate and
// match tables of the CLI. Dates, versions and durations come from the fixtures.
import { afterEach, describe, it } from '@jest/globals';
import { renderEvaluationMarkdown, renderEvaluationText } from '../src/core/evaluate/summary.js';
import { agentConformance, evaluationVerdict } from '../src/core/evaluate/verdict.js';
import { replayPath } from '../src/adapters/replay-files.js';
import { buildLeaderboard } from '../src/core/leaderboard/leaderboard.js';
import { renderLeaderboardMarkdown, renderLeaderboardText } from '../src/core/leaderboard/markdown.js';
import {
  RESULTS_SCHEMA_V1,
  type AgentId,
  type AgentResult,
  type Failure,
  type GameResult,
  type MatchResult,
  type Results,
} from '../src/core/results.js';
import { cli, REPO_ROOT } from './helpers/cli.js';
import { expectGolden } from './helpers/golden.js';
import { FIXTURES } from './manifest-cases.js';
import { fact, series } from './rating/helpers.js';
import { newAgentChange, resultsDocument, World, type WorldOptions } from './report/world.js';

type Obj = Record<string, unknown>;

const BOT = 'community/mallory-bot' as AgentId;
const RANDOM = 'official/random' as AgentId;

function game(
  index: number,
  seats: [AgentId, AgentId],
  ranks: [number, number],
  failures: Failure[] = [],
  reason = 'four-in-a-row',
): GameResult {
  return { index, seed: 7 + index, seats, ranks, failures, turns: 9 + index, durationMs: 40, reason };
}

/**
 * One changed community agent against the reference: a win, a crash with stderr (its replay
 * written), a draw and a loss by the rules. The verdict is the one the evaluation computes, with
 * evaluation.maxFailureShare `maxFailureShare`.
 */
function evaluationResults(maxFailureShare = 0.5): Results {
  const crash: Failure = {
    agent: BOT,
    kind: 'crash',
    turn: 4,
    message: 'the agent exited with code 1 before answering turn 4',
    stderr: 'Traceback (most recent call last):\n  File "bot.py", line 12, in <module>\nZeroDivisionError: division by zero',
  };
  const games = [
    game(0, [BOT, RANDOM], [1, 2]),
    game(1, [RANDOM, BOT], [1, 2], [crash], 'forfeit'),
    game(2, [BOT, RANDOM], [1, 1], [], 'draw'),
    game(3, [RANDOM, BOT], [1, 2]),
  ];
  const matchId = 'connect-four_community-mallory-bot_vs_official-random_7';
  games[1]!.replay = replayPath(matchId, 1);
  const match: MatchResult = {
    id: matchId,
    game: 'connect-four',
    agents: [BOT, RANDOM],
    seed: 7,
    games,
    summary: {
      [BOT]: { wins: 1, draws: 1, losses: 2, failures: { crash: 1 } },
      [RANDOM]: { wins: 2, draws: 1, losses: 1, failures: {} },
    },
  };
  const agents: AgentResult[] = [
    {
      id: BOT,
      tier: 'community',
      path: 'agents/community/mallory-bot',
      version: '0.1.0',
      status: 'ok',
      issues: [
        {
          path: 'agents/community/mallory-bot/agent.yml',
          line: 3,
          column: 14,
          severity: 'warning',
          rule: 'description-missing',
          message: 'add a description: one line that says how the agent plays',
        },
      ],
      games: ['connect-four'],
      entrypoint: 'docker',
      changed: true,
    },
    {
      id: RANDOM,
      tier: 'official',
      path: 'agents/official/random',
      version: '1.0.0',
      status: 'ok',
      issues: [],
      games: ['connect-four'],
      entrypoint: 'command',
      changed: false,
    },
  ];
  return {
    schema: RESULTS_SCHEMA_V1,
    run: {
      mode: 'evaluate',
      headSha: 'c0ffee0000000000000000000000000000000001',
      baseSha: 'ba5e000000000000000000000000000000000002',
      createdAt: '2024-05-01T10:05:00.000Z',
      arenaVersion: '0.1.0',
    },
    agents,
    matches: [match],
    ratings: [],
    verdict: evaluationVerdict({
      changed: agents.filter((a) => a.changed === true),
      removed: [],
      issues: [],
      conformance: [agentConformance(BOT, [match], maxFailureShare)],
      maxFailureShare,
    }),
  };
}

describe('golden: the PR job summary and `arena evaluate` text', () => {
  const results = evaluationResults();
  const conformance = [agentConformance(BOT, results.matches, 0.5)];
  const pictures = new Map([
    [
      'connect-four_community-mallory-bot_vs_official-random_7#1',
      '. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . X . . .\n. . O X . . .\n. O O X . . .',
    ],
    [
      'connect-four_community-mallory-bot_vs_official-random_7#3',
      '. . . . . . .\n. . . . . . .\n. . X . . . .\n. . X O . . .\n. . X O O . .\n. . X O O X .',
    ],
  ]);

  it('summary (Markdown)', () => {
    expectGolden(
      'evaluate-summary.md',
      renderEvaluationMarkdown({ results, conformance, pictures, filesHint: 'the arena-logs artifact of this run' }),
    );
  });

  it('text (what the CLI prints to stderr)', () => {
    expectGolden('evaluate-summary.txt', renderEvaluationText({ results, conformance, pictures, filesHint: 'out/' }));
  });
});

describe('golden: the report check run and sticky comment', () => {
  let world: World | undefined;
  afterEach(async () => {
    const w = world;
    world = undefined;
    if (w) await w.close();
  });

  async function report(name: string, opts: WorldOptions): Promise<void> {
    world = await World.create({ commentStatus: 201, ...opts });
    const run = await world.runAction();
    const output = world.completion().output as Obj;
    expectGolden(`report-${name}.title.txt`, `conclusion: ${String(world.completion().conclusion)}\ntitle: ${String(output.title)}\n`);
    expectGolden(`report-${name}.summary.md`, String(output.summary));
    expectGolden(`report-${name}.text.md`, String(output.text ?? ''));
    expectGolden(`report-${name}.annotations.json`, `${JSON.stringify(world.allAnnotations(), null, 2)}\n`);
    const comment = world.api.requestsFor('issues/create-comment')[0];
    expectGolden(`report-${name}.comment.md`, comment ? String((comment.body as Obj).body) : '(no comment)\n');
    expectGolden(`report-${name}.job-summary.md`, run.summary);
  }

  it('a passing PR from the same repository', async () => {
    await report('success', newAgentChange());
  });

  it('a PR whose agent crashed, with a finding on its manifest line', async () => {
    // evaluation.maxFailureShare 20%: the one crash in four games fails the agent
    const results = evaluationResults(0.2);
    const failing = { ...resultsDocument({ agents: results.agents, matches: results.matches }), verdict: results.verdict };
    await report('failure', { ...newAgentChange(), results: failing });
  });
});

describe('golden: the leaderboard', () => {
  const R1 = '20250101T030000Z-00000001';
  const R2 = '20250108T030000Z-00000002';
  const facts = [
    ...series(R1, ['official/minimax', '1.0.0'], ['official/greedy', '1.0.0'], 6, (i) => (i === 0 ? 'draw' : 'a')),
    ...series(R1, ['official/greedy', '1.0.0'], ['official/random', '1.0.0'], 6, () => 'a'),
    ...series(R2, ['official/minimax', '1.0.0'], ['official/random', '1.0.0'], 6, () => 'a'),
    ...Array.from({ length: 8 }, (_, i) =>
      fact(
        R2,
        'connect-four:community.flaky:official.random',
        i,
        [
          ['community/flaky', '0.1.0'],
          ['official/random', '1.0.0'],
        ],
        [2, 1],
        [{ seat: 0, kind: 'crash' }],
      ),
    ),
    ...series(R2, ['official/rock', '1.0.0'], ['official/counter', '1.0.0'], 4, () => 'b', 'rock-paper-scissors'),
  ];
  const board = buildLeaderboard(facts, {
    anchors: ['official/random'],
    quarantine: { threshold: 0.5, window: 20, minGames: 6 },
    generatedAt: '2025-01-08T04:00:00.000Z',
  });

  it('Markdown (LEADERBOARD.md)', () => {
    expectGolden('leaderboard.md', renderLeaderboardMarkdown(board));
  });

  it('text (what `arena merge` prints)', () => {
    expectGolden('leaderboard.txt', renderLeaderboardText(board));
  });
});

describe('golden: CLI tables', () => {
  it('arena validate over the manifest fixtures', async () => {
    const run = await cli(['validate', '--root', FIXTURES]);
    expectGolden('validate.txt', run.stdout);
  });

  it('arena match between two official agents (stdout; stderr carries durations)', async () => {
    const run = await cli(['match', 'official/greedy', 'official/random', '--root', REPO_ROOT, '--games', '2', '--seed', '5']);
    expectGolden('match.txt', run.stdout);
  });
});
