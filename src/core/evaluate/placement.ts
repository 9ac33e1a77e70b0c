// Where a changed agent would stand (docs/evaluation.md, "Provisional rating and rank"). Pure.
//
// The PR evaluation's games against the references are rated with the rotation's own model
// (openskill Weng-Lin, Plackett–Luce; displayed rating mu − 3σ, src/core/rating/ratings.ts), the
// references held at their published values: the leaderboard's mu and sigma are the prior
// knowledge, and a few PR games must not move them. The changed agent starts where the rotation
// would start it: its previous version's mu with sigma reset (Halite's rule), or the initial values.
// Its estimate then ranks among the leaderboard's other entries of the game.
import { LEADERBOARD_SCHEMA_V1, LeaderboardSchema, type Leaderboard } from '../leaderboard/leaderboard.js';
import { compareStrings } from '../rating/random.js';
import { displayRating, INITIAL_MU, INITIAL_SIGMA, rateGame, type SkillEstimate } from '../rating/ratings.js';
import type { AgentId, MatchResult, Placement } from '../results.js';
import { sanitizeLine } from '../sanitize.js';

/** The published leaderboard, trimmed to what placement needs. */
export interface PublishedBoard {
  latestRotation: string | null;
  generatedAt?: string;
  /** per game: every entry's agent and estimate */
  games: ReadonlyMap<string, ReadonlyArray<{ agent: string; mu: number; sigma: number; rating: number }>>;
}

export function publishedBoard(board: Leaderboard): PublishedBoard {
  return {
    latestRotation: board.latestRotation,
    ...(board.generatedAt ? { generatedAt: board.generatedAt } : {}),
    games: new Map(
      board.games.map((g) => [g.game, g.entries.map((e) => ({ agent: e.agent, mu: e.mu, sigma: e.sigma, rating: e.rating }))]),
    ),
  };
}

export interface PlacementOutcome {
  placements: Placement[];
  notes: string[];
}

/**
 * Placements of each changed agent in each game it played against references that are on the
 * board. Games against a reference not on the board are left out (they have no fixed rating to
 * measure against) and a note says so.
 */
export function placeAgents(changed: readonly string[], matches: readonly MatchResult[], board: PublishedBoard): PlacementOutcome {
  const placements: Placement[] = [];
  const notes: string[] = [];
  const sorted = matches.slice().sort((a, b) => compareStrings(a.id, b.id));
  for (const agent of [...changed].sort(compareStrings)) {
    const games = [...new Set(sorted.filter((m) => m.agents.includes(agent as AgentId)).map((m) => m.game))].sort(compareStrings);
    for (const game of games) {
      const entries = board.games.get(game);
      if (!entries || entries.length === 0) {
        notes.push(`${agent}: ${game} has no published leaderboard yet, so no rating or rank (W/D/L only)`);
        continue;
      }
      const fixed = new Map(entries.map((e) => [e.agent, { mu: e.mu, sigma: e.sigma }]));
      const previous = fixed.get(agent);
      let estimate: SkillEstimate = { mu: previous?.mu ?? INITIAL_MU, sigma: INITIAL_SIGMA };
      let played = 0;
      const unrated = new Set<string>();
      for (const match of sorted.filter((m) => m.game === game && m.agents.includes(agent as AgentId))) {
        for (const g of [...match.games].sort((x, y) => (x.index ?? 0) - (y.index ?? 0))) {
          const seat = g.seats.indexOf(agent as AgentId);
          if (seat < 0 || g.seats.length !== g.ranks.length) continue;
          const others = g.seats.map((s) => (s === agent ? undefined : fixed.get(s)));
          const missing = g.seats.filter((s, i) => s !== agent && others[i] === undefined);
          if (missing.length > 0) {
            for (const m of missing) unrated.add(m);
            continue;
          }
          const seats = g.seats.map((s, i) => (s === agent ? estimate : others[i]!));
          estimate = rateGame(seats, g.ranks)[seat]!;
          played += 1;
        }
      }
      for (const ref of [...unrated].sort(compareStrings)) {
        notes.push(`${agent}: ${ref} is not on the ${game} leaderboard, so its games do not count towards the rating`);
      }
      if (played === 0) continue;
      const others = entries.filter((e) => e.agent !== agent);
      const rating = displayRating(estimate.mu, estimate.sigma);
      const rankOf = (value: number, of: (e: (typeof others)[number]) => number) => 1 + others.filter((e) => of(e) > value).length;
      placements.push({
        agent: agent as AgentId,
        game,
        games: played,
        mu: round(estimate.mu),
        sigma: round(estimate.sigma),
        rating: round(rating),
        low: round(estimate.mu - 2 * estimate.sigma),
        high: round(estimate.mu + 2 * estimate.sigma),
        rank: rankOf(rating, (e) => e.rating),
        rankRange: [rankOf(estimate.mu + 2 * estimate.sigma, (e) => e.mu), rankOf(estimate.mu - 2 * estimate.sigma, (e) => e.mu)],
        of: others.length,
      });
    }
  }
  return { placements, notes };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The largest leaderboard.json a PR evaluation reads. */
export const LEADERBOARD_MAX_BYTES = 16 * 1024 * 1024;
const MAX_BOARD_GAMES = 64;
const MAX_BOARD_ENTRIES = 10_000;

/** What was found where the published leaderboard should be. */
export type LeaderboardLookup = { kind: 'found'; board: PublishedBoard; source: string } | { kind: 'none'; note: string };

/**
 * Read leaderboard.json text as untrusted data: size cap, JSON, the strict `arena.leaderboard/v1`
 * schema, caps on games and entries, finite numbers. Never throws: a problem becomes a note.
 */
export function parseLeaderboardText(text: string, source: string): LeaderboardLookup {
  const label = sanitizeLine(source).slice(0, 200);
  if (Buffer.byteLength(text, 'utf8') > LEADERBOARD_MAX_BYTES) {
    return { kind: 'none', note: `the published leaderboard (${label}) is larger than ${LEADERBOARD_MAX_BYTES} bytes, so it was not read` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'none', note: `the published leaderboard (${label}) is not JSON, so it was not read` };
  }
  const parsed = LeaderboardSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? first.path.map(String).join('.').slice(0, 100) : '';
    return {
      kind: 'none',
      note: `the published leaderboard (${label}) does not match ${LEADERBOARD_SCHEMA_V1}${where ? ` at ${sanitizeLine(where)}` : ''}, so it was not read`,
    };
  }
  const board = parsed.data;
  if (board.games.length > MAX_BOARD_GAMES || board.games.some((g) => g.entries.length > MAX_BOARD_ENTRIES)) {
    return { kind: 'none', note: `the published leaderboard (${label}) has more games or entries than a PR evaluation reads` };
  }
  const finite = board.games.every((g) =>
    g.entries.every((e) => Number.isFinite(e.mu) && Number.isFinite(e.sigma) && e.sigma >= 0 && Number.isFinite(e.rating)),
  );
  if (!finite) return { kind: 'none', note: `the published leaderboard (${label}) has a rating that is not a finite number` };
  return { kind: 'found', board: publishedBoard(board), source: label };
}
