// Ratings: Weng-Lin (openskill, Plackett-Luce) over game facts, replayed in canonical order, so the
// table is a pure function of the set of facts (docs/ratings.md).
// - Keyed by game, agent and version. A new version starts from the previous version's mu with
//   sigma reset to the initial value (Halite's rule): it must prove itself again, but does not
//   start from zero.
// - Displayed rating = mu − 3·sigma: a conservative estimate that rises as uncertainty falls.
// - Equal ranks are a draw; any number of seats (every seat is a team of one).
// - Anchors: official agents named in arena.yml `rotation.anchors` are rated normally in the first
//   rotation they play a game in (calibration) and frozen from then on — their mu and sigma never
//   move again, so later numbers stay comparable across rotations. An anchor given with explicit
//   values is pinned from its first game.
// - Facts never hold infra-voided games (facts.ts rejects them), so those are never rated.
import { rate } from 'openskill';
import type { FailureKind, Rating as ResultsRating } from '../results.js';
import { compareStrings } from './random.js';
import { sortFacts, type Fact } from './facts.js';

export const INITIAL_MU = 25;
export const INITIAL_SIGMA = 25 / 3;

export interface SkillEstimate {
  mu: number;
  sigma: number;
}

/** An anchor: an agent id, optionally with the values to pin it at from its first game. */
export interface AnchorSpec {
  agent: string;
  mu?: number;
  sigma?: number;
}

export interface RatingOptions {
  /** arena.yml `rotation.anchors` (ids), or specs with pinned values */
  anchors?: readonly (string | AnchorSpec)[];
}

export type NonInfraFailureKind = Exclude<FailureKind, 'infra'>;

export interface VersionRating {
  game: string;
  agent: string;
  version: string;
  mu: number;
  sigma: number;
  /** mu − 3·sigma */
  rating: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** games this version lost by its own (non-infra) failure */
  failures: number;
  failureKinds: Partial<Record<NonInfraFailureKind, number>>;
  /** an anchor: frozen after calibration */
  anchor: boolean;
  /** the anchor's values are frozen (after its calibration rotation, or explicit) */
  pinned: boolean;
  firstRotation: string;
  lastRotation: string;
  /** the agent's latest version in this game */
  current: boolean;
}

export interface SnapshotEntry {
  agent: string;
  version: string;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  /** played in this rotation */
  played: boolean;
}

/** The standing of every agent seen so far in `game`, right after `rotation`. */
export interface RatingSnapshot {
  rotation: string;
  game: string;
  entries: SnapshotEntry[];
}

export interface RatingTable {
  /** every (game, agent, version), ordered by game, then rating (best first) */
  ratings: VersionRating[];
  /** per game and rotation in which it was played, in canonical order */
  history: RatingSnapshot[];
  /** every rotation run id, canonical order */
  rotations: string[];
}

export function displayRating(mu: number, sigma: number): number {
  return mu - 3 * sigma;
}

/** Best first: rating, then mu, then agent id, then version (plain string order). */
export function compareRatings(
  a: SkillEstimate & { agent: string; version: string },
  b: SkillEstimate & { agent: string; version: string },
): number {
  return (
    displayRating(b.mu, b.sigma) - displayRating(a.mu, a.sigma) ||
    b.mu - a.mu ||
    compareStrings(a.agent, b.agent) ||
    compareStrings(a.version, b.version)
  );
}

function normaliseAnchors(anchors: RatingOptions['anchors']): Map<string, AnchorSpec> {
  const out = new Map<string, AnchorSpec>();
  for (const a of anchors ?? []) {
    const spec = typeof a === 'string' ? { agent: a } : a;
    out.set(spec.agent, spec);
  }
  return out;
}

interface AgentState {
  /** the version played most recently, in canonical order */
  latest: string;
  /** the anchor's calibration rotation, once it started */
  calibration?: string;
  pinned?: SkillEstimate;
}

/** The outcome of one game for each seat: win (sole best), draw (shared best) or loss. */
export function seatOutcomes(ranks: readonly number[]): Array<'win' | 'draw' | 'loss'> {
  const best = Math.min(...ranks);
  const atBest = ranks.filter((r) => r === best).length;
  return ranks.map((r) => (r !== best ? 'loss' : atBest === 1 ? 'win' : 'draw'));
}

/**
 * Rate a one-off game: the new estimates for each seat (teams of one). Used by the replay below
 * and by schedule/simulation code that must predict how sigma shrinks.
 */
export function rateGame(seats: readonly SkillEstimate[], ranks: readonly number[]): SkillEstimate[] {
  const teams = seats.map((s) => [{ mu: s.mu, sigma: s.sigma }]);
  const rated = rate(teams, { rank: ranks.slice() });
  return rated.map((team) => ({ mu: team[0]!.mu, sigma: team[0]!.sigma }));
}

const vkey = (game: string, agent: string, version: string) => JSON.stringify([game, agent, version]);
const akey = (game: string, agent: string) => JSON.stringify([game, agent]);

/** The replay's state: every version's rating so far, each agent's latest version, the snapshots. */
class RatingReplay {
  readonly versions = new Map<string, VersionRating>();
  readonly agents = new Map<string, AgentState>();
  readonly history: RatingSnapshot[] = [];
  readonly rotations: string[] = [];
  /** per game: agents seen so far, and those who played in the current rotation */
  private readonly seen = new Map<string, Set<string>>();
  private playedNow = new Map<string, Set<string>>();

  constructor(private readonly anchors: ReadonlyMap<string, AnchorSpec>) {}

  /** The standings of every game played in `rotation`, right after it. */
  snapshot(rotation: string): void {
    for (const game of [...this.playedNow.keys()].sort(compareStrings)) {
      const entries: SnapshotEntry[] = [];
      for (const agent of [...(this.seen.get(game) ?? [])].sort(compareStrings)) {
        const state = this.agents.get(akey(game, agent))!;
        const v = this.versions.get(vkey(game, agent, state.latest))!;
        entries.push({
          agent,
          version: v.version,
          mu: v.mu,
          sigma: v.sigma,
          rating: v.rating,
          games: v.games,
          played: this.playedNow.get(game)!.has(agent),
        });
      }
      entries.sort(compareRatings);
      this.history.push({ rotation, game, entries });
    }
    this.playedNow = new Map();
  }

  /** The rating of a seat's version, created (and the agent's latest version moved) on first sight. */
  versionOf(fact: Fact, agent: string, version: string): VersionRating {
    const key = vkey(fact.game, agent, version);
    const state = this.agents.get(akey(fact.game, agent));
    const anchor = this.anchors.get(agent);
    let v = this.versions.get(key);
    if (!v) {
      v = this.newVersion(fact, agent, version, state, anchor);
      this.versions.set(key, v);
    }
    if (!state) {
      const fresh: AgentState = { latest: version };
      if (anchor?.mu !== undefined) fresh.pinned = { mu: v.mu, sigma: v.sigma };
      this.agents.set(akey(fact.game, agent), fresh);
      this.seen.set(fact.game, (this.seen.get(fact.game) ?? new Set()).add(agent));
    } else {
      state.latest = version;
    }
    return v;
  }

  /** A version's start: pinned values, else the previous version's mu with sigma reset. */
  private newVersion(
    fact: Fact,
    agent: string,
    version: string,
    state: AgentState | undefined,
    anchor: AnchorSpec | undefined,
  ): VersionRating {
    const previous = state ? this.versions.get(vkey(fact.game, agent, state.latest)) : undefined;
    const pinned = state?.pinned ?? (anchor?.mu !== undefined ? { mu: anchor.mu, sigma: anchor.sigma ?? INITIAL_SIGMA } : undefined);
    const start = pinned ?? { mu: previous?.mu ?? INITIAL_MU, sigma: INITIAL_SIGMA };
    return {
      game: fact.game,
      agent,
      version,
      mu: start.mu,
      sigma: start.sigma,
      rating: displayRating(start.mu, start.sigma),
      games: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      failures: 0,
      failureKinds: {},
      anchor: anchor !== undefined,
      pinned: pinned !== undefined,
      firstRotation: fact.rotation,
      lastRotation: fact.rotation,
      current: true,
    };
  }

  /** Anchors: the first rotation calibrates; any later rotation finds them frozen. */
  freezeAnchors(fact: Fact, seats: readonly VersionRating[]): void {
    for (const s of seats) {
      if (!s.anchor) continue;
      const state = this.agents.get(akey(fact.game, s.agent))!;
      if (state.pinned) continue;
      if (state.calibration === undefined) state.calibration = fact.rotation;
      else if (state.calibration !== fact.rotation) {
        state.pinned = { mu: s.mu, sigma: s.sigma };
        s.pinned = true;
      }
    }
  }

  /** Rate one game and count it (outcome, failures) for every seat; a pinned anchor keeps its values. */
  play(fact: Fact): void {
    const seats = fact.seats.map((s) => this.versionOf(fact, s.agent, s.version));
    this.freezeAnchors(fact, seats);
    const updated = rateGame(seats, fact.ranks);
    const outcomes = seatOutcomes(fact.ranks);
    const failed = new Map<number, NonInfraFailureKind>();
    for (const f of fact.failures) if (!failed.has(f.seat)) failed.set(f.seat, f.kind);
    seats.forEach((s, i) => {
      const state = this.agents.get(akey(fact.game, s.agent))!;
      const next = state.pinned ?? updated[i]!;
      s.mu = next.mu;
      s.sigma = next.sigma;
      s.rating = displayRating(next.mu, next.sigma);
      s.pinned = state.pinned !== undefined;
      s.games += 1;
      s.lastRotation = fact.rotation;
      const outcome = outcomes[i]!;
      if (outcome === 'win') s.wins += 1;
      else if (outcome === 'draw') s.draws += 1;
      else s.losses += 1;
      const kind = failed.get(i);
      if (kind) {
        s.failures += 1;
        s.failureKinds[kind] = (s.failureKinds[kind] ?? 0) + 1;
      }
      this.playedNow.set(fact.game, (this.playedNow.get(fact.game) ?? new Set()).add(s.agent));
    });
  }

  table(): RatingTable {
    for (const v of this.versions.values()) v.current = this.agents.get(akey(v.game, v.agent))!.latest === v.version;
    const ratings = [...this.versions.values()].sort((a, b) => compareStrings(a.game, b.game) || compareRatings(a, b));
    return { ratings, history: this.history, rotations: this.rotations };
  }
}

/**
 * Replay facts (any order: they are sorted canonically first) into a rating table. Pure and
 * deterministic: the same set of facts always gives the same numbers.
 */
export function computeRatings(facts: readonly Fact[], options: RatingOptions = {}): RatingTable {
  const replay = new RatingReplay(normaliseAnchors(options.anchors));
  let rotation: string | undefined;
  for (const fact of sortFacts(facts)) {
    if (rotation !== fact.rotation) {
      if (rotation !== undefined) replay.snapshot(rotation);
      rotation = fact.rotation;
      replay.rotations.push(rotation);
    }
    replay.play(fact);
  }
  if (rotation !== undefined) replay.snapshot(rotation);
  return replay.table();
}

/** The latest version of each agent in each game, best first per game. */
export function currentRatings(table: RatingTable): VersionRating[] {
  return table.ratings.filter((r) => r.current);
}

/** Current estimates by game and agent (for schedules): new versions already carry reset sigma. */
export function estimatesByAgent(table: RatingTable, game: string): Map<string, VersionRating> {
  return new Map(
    currentRatings(table)
      .filter((r) => r.game === game)
      .map((r) => [r.agent, r]),
  );
}

/** The `ratings[]` of an arena.results/v1 document (every version, rounded for reading). */
export function toResultsRatings(table: RatingTable): ResultsRating[] {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return table.ratings.map((r) => ({
    agent: r.agent,
    version: r.version,
    game: r.game,
    mu: round(r.mu),
    sigma: round(r.sigma),
    rating: round(r.rating),
    games: r.games,
  }));
}
