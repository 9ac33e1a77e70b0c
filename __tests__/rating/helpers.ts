// Builders for facts and shard results used by the rating, leaderboard and merge tests.
import { factId, type Fact } from '../../src/core/rating/facts.js';
import type { Results } from '../../src/core/results.js';

export function fact(
  rotation: string,
  match: string,
  index: number,
  seats: Array<[string, string]>,
  ranks: number[],
  failures: Fact['failures'] = [],
  game = 'connect-four',
): Fact {
  return {
    v: 1,
    id: factId(rotation, match, index),
    rotation,
    match,
    index,
    game,
    seats: seats.map(([agent, version]) => ({ agent, version })),
    ranks,
    failures,
  };
}

/** `games` games between a and b where `winner(i)` says who won game i ('a' | 'b' | 'draw'). */
export function series(
  rotation: string,
  a: [string, string],
  b: [string, string],
  games: number,
  winner: (i: number) => 'a' | 'b' | 'draw',
  game = 'connect-four',
): Fact[] {
  const match = `${game}:${a[0].replace('/', '.')}:${b[0].replace('/', '.')}`;
  return Array.from({ length: games }, (_, i) => {
    const w = winner(i);
    const swap = i % 2 === 1;
    const seats = swap ? [b, a] : [a, b];
    const ra = w === 'a' ? 1 : w === 'b' ? 2 : 1;
    const rb = w === 'b' ? 1 : w === 'a' ? 2 : 1;
    return fact(rotation, match, i, seats, swap ? [rb, ra] : [ra, rb], [], game);
  });
}

export interface ShardGame {
  seats: string[];
  ranks: number[];
  failures?: Array<{ agent: string; kind: 'timeout' | 'crash' | 'infra' | 'invalid-action' }>;
}

/** A rotation shard's results document, as `arena rotation --shard` writes it. */
export function shardResults(
  runId: string,
  shard: string,
  matches: Array<{ id: string; game?: string; agents: string[]; games: ShardGame[] }>,
  versions: Record<string, string>,
): Results {
  return {
    schema: 'arena.results/v1',
    run: { mode: 'rotation', createdAt: '2025-01-15T03:00:00.000Z', arenaVersion: '0.1.0', runId, shard },
    agents: Object.entries(versions).map(([id, version]) => ({
      id,
      tier: id.startsWith('official/') ? 'official' : 'community',
      path: `agents/${id}`,
      version,
      status: 'ok',
      issues: [],
      games: ['connect-four'],
      entrypoint: 'command',
    })),
    matches: matches.map((m) => ({
      id: m.id,
      game: m.game ?? 'connect-four',
      agents: m.agents,
      games: m.games.map((g, index) => ({
        index,
        seed: index + 1,
        seats: g.seats,
        ranks: g.ranks,
        failures: (g.failures ?? []).map((f) => ({ agent: f.agent, kind: f.kind, turn: 3, message: 'x' })),
        turns: 10,
        durationMs: 5,
      })),
      summary: {},
    })),
    ratings: [],
    verdict: { conclusion: 'neutral', reasons: [] },
  };
}
