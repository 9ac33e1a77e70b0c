// Pieces of arena.results documents for the tests that read, validate or judge them: the run of an
// evaluation, an agent's entry, and a match whose games carry timeout failures with the observations
// a test chooses (the place a hostile document hides its weight).
import type { AgentResult, JsonValue, MatchResult, Results } from '../../src/core/results.js';

/** The run block of an evaluation of a pull request. */
export function evaluateRun(): Results['run'] {
  return {
    mode: 'evaluate',
    headSha: 'a'.repeat(40),
    baseSha: 'b'.repeat(40),
    createdAt: '2025-01-01T00:00:00.000Z',
    arenaVersion: '0.1.0',
  };
}

/** An agent that was checked and played: tier and path follow from its id. */
export function agentEntry(id: string, version = '1.0.0', extra: Partial<AgentResult> = {}): AgentResult {
  const tier = id.startsWith('official/') ? 'official' : 'community';
  return { id, tier, path: `agents/${id}`, version, status: 'ok', issues: [], ...extra } as AgentResult;
}

/**
 * One match of `agent` against `reference` that `agent` lost every game of: game g has one timeout
 * failure per entry of observations[g], each carrying that observation.
 */
export function timeoutMatch(id: string, agent: string, reference: string, observations: readonly (readonly JsonValue[])[]): MatchResult {
  const seats = [agent, reference];
  return {
    id,
    game: 'connect-four',
    agents: seats,
    games: observations.map((ofGame, seed) => ({
      seed,
      seats,
      ranks: [2, 1],
      failures: ofGame.map((observation) => ({ agent, kind: 'timeout' as const, turn: 3, message: 'no answer', observation })),
      turns: 3,
      durationMs: 10,
    })),
    summary: { [agent]: { wins: 0, draws: 0, losses: observations.length, failures: { timeout: observations.flat().length } } },
  } as MatchResult;
}
