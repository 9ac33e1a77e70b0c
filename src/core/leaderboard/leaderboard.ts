// The leaderboard (`leaderboard.json`, schema `arena.leaderboard/v1`): per game, the latest version
// of every rated agent, ranked by displayed rating (mu − 3σ), with games, W/D/L, failure rate, the
// trend since the previous rotation, anchors and quarantine (reason and how to recover), plus the
// rating history over rotations for the chart. A pure function of the facts and the rating options.
import { z } from 'zod';
import { type Fact } from '../rating/facts.js';
import { computeRatings, currentRatings, type RatingOptions, type RatingTable } from '../rating/ratings.js';
import { quarantineStatuses, type QuarantinePolicy } from '../rating/quarantine.js';
import { compareStrings } from '../rating/random.js';

export const LEADERBOARD_SCHEMA_V1 = 'arena.leaderboard/v1';

const Id = z.string().max(64);
const Num = z.number().refine(Number.isFinite, 'a finite number');

export const LeaderboardEntrySchema = z.strictObject({
  rank: z.int().min(1),
  agent: Id,
  version: z.string().max(64),
  mu: Num,
  sigma: Num,
  /** mu − 3σ */
  rating: Num,
  games: z.int().min(0),
  wins: z.int().min(0),
  draws: z.int().min(0),
  losses: z.int().min(0),
  /** games lost by the agent's own (non-infra) failure */
  failures: z.int().min(0),
  failureRate: z.number().min(0).max(1),
  /** rating change since the previous rotation of this game; null = new since then */
  trend: Num.nullable(),
  anchor: z.boolean(),
  /** played in the latest rotation of this game */
  active: z.boolean(),
  quarantine: z
    .strictObject({ reason: z.string().max(1024), recovery: z.string().max(1024), failures: z.int().min(0), games: z.int().min(0) })
    .optional(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const GameBoardSchema = z.strictObject({
  game: z.string().max(64),
  /** rotations in which this game was played, canonical order */
  rotations: z.array(z.string().max(128)),
  entries: z.array(LeaderboardEntrySchema),
  /** the standing after each rotation: agent → rating (the chart's data) */
  history: z.array(
    z.strictObject({
      rotation: z.string().max(128),
      ratings: z.array(z.strictObject({ agent: Id, version: z.string().max(64), rating: Num, mu: Num, sigma: Num })),
    }),
  ),
});
export type GameBoard = z.infer<typeof GameBoardSchema>;

export const LeaderboardSchema = z.strictObject({
  schema: z.literal(LEADERBOARD_SCHEMA_V1),
  /** when it was rendered (given by the caller; absent in pure tests) */
  generatedAt: z.iso.datetime().optional(),
  latestRotation: z.string().max(128).nullable(),
  rotations: z.int().min(0),
  /** rated games (facts) behind it */
  facts: z.int().min(0),
  anchors: z.array(Id),
  quarantine: z.strictObject({ threshold: z.number(), window: z.int(), minGames: z.int() }),
  games: z.array(GameBoardSchema),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export interface LeaderboardOptions extends RatingOptions {
  quarantine: QuarantinePolicy;
  generatedAt?: string;
  /** a table already computed from the same facts and options */
  table?: RatingTable;
}

const round = (x: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export function buildLeaderboard(facts: readonly Fact[], options: LeaderboardOptions): Leaderboard {
  const table = options.table ?? computeRatings(facts, options);
  const quarantine = new Map(
    quarantineStatuses(facts, options.quarantine)
      .filter((q) => q.quarantined)
      .map((q) => [`${q.agent}@${q.version}`, q]),
  );
  const games = [...new Set(table.ratings.map((r) => r.game))].sort(compareStrings);
  const boards: GameBoard[] = games.map((game) => {
    const snapshots = table.history.filter((h) => h.game === game);
    const latest = snapshots.at(-1);
    const previous = snapshots.at(-2);
    const before = new Map(previous?.entries.map((e) => [e.agent, e.rating]) ?? []);
    const activeNow = new Set(latest?.entries.filter((e) => e.played).map((e) => e.agent) ?? []);
    const entries = currentRatings(table)
      .filter((r) => r.game === game)
      .map((r, i): LeaderboardEntry => {
        const prior = before.get(r.agent);
        const entry: LeaderboardEntry = {
          rank: i + 1,
          agent: r.agent,
          version: r.version,
          mu: round(r.mu),
          sigma: round(r.sigma),
          rating: round(r.rating),
          games: r.games,
          wins: r.wins,
          draws: r.draws,
          losses: r.losses,
          failures: r.failures,
          failureRate: r.games === 0 ? 0 : round(r.failures / r.games, 4),
          trend: prior === undefined ? null : round(r.rating - prior),
          anchor: r.anchor,
          active: activeNow.has(r.agent),
        };
        const q = quarantine.get(`${r.agent}@${r.version}`);
        if (q) entry.quarantine = { reason: q.reason ?? '', recovery: q.recovery ?? '', failures: q.failures, games: q.games };
        return entry;
      });
    return {
      game,
      rotations: snapshots.map((s) => s.rotation),
      entries,
      history: snapshots.map((s) => ({
        rotation: s.rotation,
        ratings: s.entries.map((e) => ({
          agent: e.agent,
          version: e.version,
          rating: round(e.rating),
          mu: round(e.mu),
          sigma: round(e.sigma),
        })),
      })),
    };
  });
  const board: Leaderboard = {
    schema: LEADERBOARD_SCHEMA_V1,
    latestRotation: table.rotations.at(-1) ?? null,
    rotations: table.rotations.length,
    facts: facts.length,
    anchors: [...new Set((options.anchors ?? []).map((a) => (typeof a === 'string' ? a : a.agent)))].sort(compareStrings),
    quarantine: { ...options.quarantine },
    games: boards,
  };
  if (options.generatedAt) board.generatedAt = options.generatedAt;
  return board;
}

export function serializeLeaderboard(board: Leaderboard): string {
  return `${JSON.stringify(LeaderboardSchema.parse(board), null, 2)}\n`;
}
