// Rotation schedules (docs/ratings.md): which pairs of agents play, and how many games, within a
// budget of games and estimated minutes. Deterministic given the seed.
// - round-robin (default): every pair of eligible agents of a game plays `gamesPerPairing` games
//   (the match engine swaps seats between the games of a pair).
// - uncertainty: the same number of games, but spent where the leaderboard's order is least
//   certain. First one Swiss round: every agent against its neighbour in the current order by mu,
//   the offset alternating from rotation to rotation (src/core/rating/neighbours.ts). Games left
//   over go where a result would most reduce rating uncertainty — near-rated opponents with high
//   sigma, the way Halite and Battlesnake pick opponents: each pick maximises expected sigma²
//   reduction × match quality (uncertaintyUnits). The reduction is computed with the rating model
//   itself (for two seats the Weng-Lin sigma update does not depend on who wins), so a whole
//   rotation is planned without results; the next rotation starts from the new ratings.
// When the budget is too small, games per pairing shrink first (never below one seat-swapped pair),
// then pairs are dropped — but never below one match for every agent, if the budget allows.
import { INITIAL_MU, INITIAL_SIGMA, rateGame, type SkillEstimate } from './ratings.js';
import { findGame } from '../games/registry.js';
import { compareStrings, hashToUint32, seededRandom, shuffled } from './random.js';
import { swissRound } from './neighbours.js';

export type ScheduleKind = 'round-robin' | 'uncertainty';

export interface ScheduleAgent {
  id: string;
  version: string;
}

export interface GameEntrants {
  game: string;
  /** eligible agents (2 or more for any match to be planned) */
  agents: readonly ScheduleAgent[];
  /** estimated duration of one game (see estimateGameMs) */
  gameMs: number;
  /** estimated fixed cost of a match: agent start-up */
  matchOverheadMs: number;
  /** arena.yml matchMs: no match can take longer */
  matchCapMs: number;
  /** seats per match (games.<game>.players); absent = 2, the pair schedules below */
  seats?: number;
}

export interface ScheduleInput {
  kind: ScheduleKind;
  entrants: readonly GameEntrants[];
  gamesPerPairing: number;
  budget: { games: number; minutes: number };
  /** matches at once per job, and jobs: the minutes budget is wall-clock per shard */
  parallel: number;
  shards: number;
  seed: number;
  /** current estimates (uncertainty schedule); unknown agents start at the initial values */
  estimate?: (game: string, agent: ScheduleAgent) => SkillEstimate | undefined;
  /** rotations of the game rated so far (uncertainty schedule: alternates its first round); default 0 */
  rotationsSoFar?: (game: string) => number;
}

export interface PlannedMatch {
  /** `<game>:<tier>.<name>:<tier>.<name>`, unique within a rotation */
  id: string;
  game: string;
  agents: string[];
  versions: string[];
  games: number;
  seed: number;
  estimatedMs: number;
}

export interface Schedule {
  matches: PlannedMatch[];
  games: number;
  /** estimated wall-clock minutes per shard, with `parallel` matches at once */
  estimatedMinutes: number;
  /** what the budget cut, in words */
  notes: string[];
}

/** Turns a game lasts at most, for estimates: the game module says (100 when it cannot). */
export function typicalTurns(game: string, config: Readonly<Record<string, unknown>> = {}): number {
  const module = findGame(game);
  if (!module) return 100;
  try {
    return module.maxTurns(module.parseConfig({ ...config }));
  } catch {
    return 100; // a bad config is reported where arena.yml is loaded
  }
}

/**
 * Share of `turnMs` a turn is assumed to take. Honest agents answer well inside their limit (the
 * reference agents are fixed-depth and take milliseconds); each match is capped at matchMs anyway.
 */
export const EXPECTED_TURN_SHARE = 0.1;

export function estimateGameMs(game: string, time: { turnMs: number }, config: Readonly<Record<string, unknown>> = {}): number {
  return Math.ceil(typicalTurns(game, config) * time.turnMs * EXPECTED_TURN_SHARE);
}

export function estimateMatchMs(entrants: Pick<GameEntrants, 'gameMs' | 'matchOverheadMs' | 'matchCapMs'>, games: number): number {
  return Math.min(entrants.matchCapMs, entrants.matchOverheadMs + games * entrants.gameMs);
}

/** The results document's cap on games in one match. */
export const MAX_GAMES_PER_MATCH = 1000;

/** A readable, unique match id for a pair in a game. */
export function matchIdFor(game: string, agents: readonly string[]): string {
  const id = [game, ...agents.map((a) => a.replace('/', '.'))].join(':');
  if (id.length <= 128) return id;
  return `${game.slice(0, 40)}:${hashToUint32([game, ...agents])
    .toString(16)
    .padStart(8, '0')}`;
}

interface Unit {
  game: GameEntrants;
  a: ScheduleAgent;
  b: ScheduleAgent;
  games: number;
}

function pairKey(a: ScheduleAgent, b: ScheduleAgent): string {
  return compareStrings(a.id, b.id) <= 0 ? `${a.id} ${b.id}` : `${b.id} ${a.id}`;
}

function sortedPair(a: ScheduleAgent, b: ScheduleAgent): [ScheduleAgent, ScheduleAgent] {
  return compareStrings(a.id, b.id) <= 0 ? [a, b] : [b, a];
}

/** Collapse units into one match per pair (games add up), sorted by id. */
function toMatches(units: readonly Unit[], seed: number): PlannedMatch[] {
  const byId = new Map<string, { unit: Unit; games: number }>();
  for (const u of units) {
    const [a, b] = sortedPair(u.a, u.b);
    const id = matchIdFor(u.game.game, [a.id, b.id]);
    const seen = byId.get(id);
    if (seen) seen.games += u.games;
    else byId.set(id, { unit: { ...u, a, b }, games: u.games });
  }
  return [...byId.entries()]
    .map(([id, { unit, games: total }]) => ({ id, unit, games: Math.min(total, MAX_GAMES_PER_MATCH) }))
    .map(({ id, unit, games }) => ({
      id,
      game: unit.game.game,
      agents: [unit.a.id, unit.b.id],
      versions: [unit.a.version, unit.b.version],
      games,
      seed: hashToUint32(['arena.match', seed, id]),
      estimatedMs: estimateMatchMs(unit.game, games),
    }))
    .sort((x, y) => compareStrings(x.id, y.id));
}

function minutesOf(matches: readonly PlannedMatch[], parallel: number, shards: number): number {
  const total = matches.reduce((sum, m) => sum + m.estimatedMs, 0);
  return total / Math.max(1, parallel * shards) / 60_000;
}

function allPairs(entrants: GameEntrants): Array<[ScheduleAgent, ScheduleAgent]> {
  const agents = entrants.agents.slice().sort((a, b) => compareStrings(a.id, b.id));
  const pairs: Array<[ScheduleAgent, ScheduleAgent]> = [];
  for (let i = 0; i < agents.length; i++) for (let j = i + 1; j < agents.length; j++) pairs.push([agents[i]!, agents[j]!]);
  return pairs;
}

/**
 * Pairs in priority order for a budget cut: first a set covering every agent (seeded order), then
 * the rest (seeded order).
 */
function prioritisedPairs(entrants: GameEntrants, seed: number): Array<[ScheduleAgent, ScheduleAgent]> {
  const random = seededRandom(hashToUint32(['arena.pairs', seed, entrants.game]));
  const pairs = shuffled(allPairs(entrants), random);
  const covered = new Set<string>();
  const first: Array<[ScheduleAgent, ScheduleAgent]> = [];
  const rest: Array<[ScheduleAgent, ScheduleAgent]> = [];
  for (const pair of pairs) {
    if (!covered.has(pair[0].id) && !covered.has(pair[1].id)) {
      first.push(pair);
      covered.add(pair[0].id).add(pair[1].id);
    } else rest.push(pair);
  }
  // Agents left uncovered (odd count) pair with anyone.
  for (const pair of rest.slice()) {
    if (covered.has(pair[0].id) && covered.has(pair[1].id)) continue;
    first.push(pair);
    rest.splice(rest.indexOf(pair), 1);
    covered.add(pair[0].id).add(pair[1].id);
  }
  return [...first, ...rest];
}

interface Sized {
  /** games per pairing after the budget */
  perPairing: number;
  /** pairs kept per game, in priority order */
  pairs: Map<string, Array<[ScheduleAgent, ScheduleAgent]>>;
  notes: string[];
}

/** Fit round-robin into the budget: shrink games per pairing, then drop pairs. */
function fitBudget(input: ScheduleInput): Sized {
  const notes: string[] = [];
  const playable = input.entrants.filter((e) => e.agents.length >= 2);
  const ordered = new Map(playable.map((e) => [e.game, prioritisedPairs(e, input.seed)]));
  const fits = (perPairing: number, pairs: Map<string, Array<[ScheduleAgent, ScheduleAgent]>>) => {
    let games = 0;
    let ms = 0;
    for (const e of playable) {
      const n = pairs.get(e.game)?.length ?? 0;
      games += n * perPairing;
      ms += n * estimateMatchMs(e, perPairing);
    }
    return games <= input.budget.games && ms / Math.max(1, input.parallel * input.shards) / 60_000 <= input.budget.minutes;
  };
  const floor = Math.min(2, input.gamesPerPairing);
  let perPairing = input.gamesPerPairing;
  while (perPairing > floor && !fits(perPairing, ordered)) perPairing -= input.gamesPerPairing % 2 === 0 && perPairing - 2 >= floor ? 2 : 1;
  if (perPairing < input.gamesPerPairing) notes.push(`budget: games per pairing cut from ${input.gamesPerPairing} to ${perPairing}`);
  if (fits(perPairing, ordered)) return { perPairing, pairs: ordered, notes };
  // Still over: keep pairs round by round across games (coverage first) while they fit.
  const kept = new Map(playable.map((e) => [e.game, [] as Array<[ScheduleAgent, ScheduleAgent]>]));
  const cursors = new Map(playable.map((e) => [e.game, 0]));
  let progress = true;
  while (progress) {
    progress = false;
    for (const e of playable) {
      const at = cursors.get(e.game)!;
      const pair = ordered.get(e.game)![at];
      if (!pair) continue;
      kept.get(e.game)!.push(pair);
      if (!fits(perPairing, kept)) {
        kept.get(e.game)!.pop();
        continue;
      }
      cursors.set(e.game, at + 1);
      progress = true;
    }
  }
  for (const e of playable) {
    const all = ordered.get(e.game)!.length;
    const n = kept.get(e.game)!.length;
    if (n < all) notes.push(`budget: ${e.game}: ${n} of ${all} pairings played`);
  }
  return { perPairing, pairs: kept, notes };
}

/** openskill's default performance spread β (25/6). */
const BETA = 25 / 6;

/**
 * Match quality of two estimates (TrueSkill's): the chance of a draw-like close game, high when mu
 * are near and sigma are small relative to β.
 */
export function matchQuality(a: SkillEstimate, b: SkillEstimate): number {
  const c2 = 2 * BETA ** 2 + a.sigma ** 2 + b.sigma ** 2;
  return Math.sqrt((2 * BETA ** 2) / c2) * Math.exp(-((a.mu - b.mu) ** 2) / (2 * c2));
}

/**
 * What `games` games between a and b are worth: their expected sigma² reduction (from the rating
 * model itself) weighted by match quality, so near-rated, uncertain pairs come first.
 */
function expectedGain(a: SkillEstimate, b: SkillEstimate, games: number): { gain: number; a: SkillEstimate; b: SkillEstimate } {
  let x = a;
  let y = b;
  for (let g = 0; g < games; g++) {
    const [nx, ny] = rateGame([x, y], g % 2 === 0 ? [1, 2] : [2, 1]);
    // Keep mu: the outcome is unknown; for two seats sigma does not depend on it.
    x = { mu: x.mu, sigma: nx!.sigma };
    y = { mu: y.mu, sigma: ny!.sigma };
  }
  const reduction = a.sigma ** 2 + b.sigma ** 2 - x.sigma ** 2 - y.sigma ** 2;
  return { gain: reduction * matchQuality(a, b), a: x, b: y };
}

/**
 * Choose `units` pairings of `unitGames` games each for one game, greedily by expected
 * uncertainty reduction; every agent first gets one pairing (highest sigma picks first).
 */
export function uncertaintyUnits(
  agents: readonly ScheduleAgent[],
  estimates: ReadonlyMap<string, SkillEstimate>,
  units: number,
  unitGames: number,
  tieSeed: number,
  /** pairings already chosen (a first Swiss round): counted, and their sigma reduction applied */
  start: ReadonlyArray<[ScheduleAgent, ScheduleAgent]> = [],
): Array<[ScheduleAgent, ScheduleAgent]> {
  const state = new Map(agents.map((a) => [a.id, estimates.get(a.id) ?? { mu: INITIAL_MU, sigma: INITIAL_SIGMA }]));
  const tie = (a: ScheduleAgent, b: ScheduleAgent) => hashToUint32(['arena.tie', tieSeed, pairKey(a, b)]);
  const picked: Array<[ScheduleAgent, ScheduleAgent]> = [];
  const played = new Set<string>();
  const best = (candidates: Array<[ScheduleAgent, ScheduleAgent]>) => {
    let choice: { pair: [ScheduleAgent, ScheduleAgent]; gain: number; tie: number; a: SkillEstimate; b: SkillEstimate } | undefined;
    for (const pair of candidates) {
      const g = expectedGain(state.get(pair[0].id)!, state.get(pair[1].id)!, unitGames);
      const t = tie(pair[0], pair[1]);
      if (!choice || g.gain > choice.gain + 1e-12 || (Math.abs(g.gain - choice.gain) <= 1e-12 && t < choice.tie)) {
        choice = { pair, gain: g.gain, tie: t, a: g.a, b: g.b };
      }
    }
    return choice!;
  };
  const take = (choice: ReturnType<typeof best>) => {
    picked.push(sortedPair(choice.pair[0], choice.pair[1]));
    state.set(choice.pair[0].id, choice.a);
    state.set(choice.pair[1].id, choice.b);
    played.add(choice.pair[0].id).add(choice.pair[1].id);
  };
  for (const [a, b] of start) {
    const g = expectedGain(state.get(a.id)!, state.get(b.id)!, unitGames);
    take({ pair: [a, b], gain: g.gain, tie: 0, a: g.a, b: g.b });
  }
  const bySigma = agents
    .slice()
    .sort((a, b) => state.get(b.id)!.sigma - state.get(a.id)!.sigma || tie(a, a) - tie(b, b) || compareStrings(a.id, b.id));
  for (const agent of bySigma) {
    if (picked.length >= units) break;
    if (played.has(agent.id)) continue;
    const others = agents.filter((o) => o.id !== agent.id);
    if (others.length === 0) break;
    take(best(others.map((o) => [agent, o] as [ScheduleAgent, ScheduleAgent])));
  }
  const pairs = allPairs({ game: '', agents, gameMs: 0, matchOverheadMs: 0, matchCapMs: 0 });
  while (picked.length < units && pairs.length > 0) take(best(pairs));
  return picked;
}

/**
 * Groups for a game of N > 2 seats: rounds of a seeded shuffle cut into groups of N (a short last
 * group is filled from the front of the shuffle, with agents not already in it), enough rounds
 * that every agent meets about every other one: ceil((n − 1) / (N − 1)). Every group plays
 * `games` rounded up to whole seat rotations.
 */
export function groupMatches(entrants: GameEntrants, seats: number, games: number, seed: number): PlannedMatch[][] {
  const agents = entrants.agents.slice().sort((a, b) => compareStrings(a.id, b.id));
  if (agents.length < seats) return [];
  const perGroup = Math.min(MAX_GAMES_PER_MATCH, Math.ceil(Math.max(games, 1) / seats) * seats);
  const rounds = Math.max(1, Math.ceil((agents.length - 1) / (seats - 1)));
  const seen = new Set<string>();
  const out: PlannedMatch[][] = [];
  for (let round = 0; round < rounds; round++) {
    const order = shuffled(agents, seededRandom(hashToUint32(['arena.groups', seed, entrants.game, round])));
    const groups: ScheduleAgent[][] = [];
    for (let i = 0; i < order.length; i += seats) {
      const group = order.slice(i, i + seats);
      for (const extra of order) {
        if (group.length >= seats) break;
        if (!group.includes(extra)) group.push(extra);
      }
      groups.push(group);
    }
    const matches: PlannedMatch[] = [];
    for (const group of groups) {
      const sorted = group.slice().sort((a, b) => compareStrings(a.id, b.id));
      let id = matchIdFor(
        entrants.game,
        sorted.map((a) => a.id),
      );
      if (seen.has(id))
        id = matchIdFor(
          `${entrants.game}.r${round}`,
          sorted.map((a) => a.id),
        );
      if (seen.has(id)) continue;
      seen.add(id);
      matches.push({
        id,
        game: entrants.game,
        agents: sorted.map((a) => a.id),
        versions: sorted.map((a) => a.version),
        games: perGroup,
        seed: hashToUint32(['arena.match', seed, id]),
        estimatedMs: estimateMatchMs(entrants, perGroup),
      });
    }
    out.push(matches);
  }
  return out;
}

/** Plan the matches of a rotation. Pure and deterministic. */
export function planSchedule(input: ScheduleInput): Schedule {
  const pairGames = input.entrants.filter((e) => (e.seats ?? 2) <= 2);
  const groupGames = input.entrants.filter((e) => (e.seats ?? 2) > 2);
  const sized = fitBudget({ ...input, entrants: pairGames });
  const units: Unit[] = [];
  for (const entrants of pairGames) {
    if (entrants.agents.length < 2) continue;
    const pairs = sized.pairs.get(entrants.game) ?? [];
    if (input.kind === 'round-robin') {
      for (const [a, b] of pairs) units.push({ game: entrants, a, b, games: sized.perPairing });
      continue;
    }
    // Uncertainty: spend the same number of games, in seat-swapped pairs of games.
    const unitGames = Math.min(2, sized.perPairing);
    const total = pairs.length * sized.perPairing;
    const estimates = new Map<string, SkillEstimate>();
    for (const agent of entrants.agents) {
      const e = input.estimate?.(entrants.game, agent);
      if (e) estimates.set(agent.id, e);
    }
    const count = Math.floor(total / unitGames);
    const tieSeed = hashToUint32([input.seed, entrants.game]);
    const first = swissRound(entrants.agents, estimates, tieSeed, input.rotationsSoFar?.(entrants.game) ?? 0).slice(0, count);
    const chosen = first.length < count ? uncertaintyUnits(entrants.agents, estimates, count, unitGames, tieSeed, first) : first;
    for (const [a, b] of chosen) units.push({ game: entrants, a, b, games: unitGames });
  }
  const matches = toMatches(units, input.seed);
  const notes = [...sized.notes];
  // games of more seats: whole rounds of groups, while the budget holds (the first round always)
  let games = matches.reduce((sum, m) => sum + m.games, 0);
  for (const entrants of groupGames) {
    const seats = entrants.seats!;
    if (input.kind === 'uncertainty') notes.push(`${entrants.game}: ${seats} seats per match, so it is scheduled in rounds of groups`);
    const rounds = groupMatches(entrants, seats, input.gamesPerPairing, input.seed);
    if (rounds.length === 0 && entrants.agents.length >= 2)
      notes.push(`${entrants.game}: ${seats} seats per match need ${seats} eligible agents`);
    let kept = 0;
    for (const round of rounds) {
      const add = round.reduce((sum, m) => sum + m.games, 0);
      const trial = [...matches, ...round];
      if (kept > 0 && (games + add > input.budget.games || minutesOf(trial, input.parallel, input.shards) > input.budget.minutes)) break;
      matches.push(...round);
      games += add;
      kept++;
    }
    if (kept < rounds.length) notes.push(`budget: ${entrants.game}: ${kept} of ${rounds.length} rounds of groups played`);
  }
  matches.sort((x, y) => compareStrings(x.id, y.id));
  return {
    matches,
    games: matches.reduce((sum, m) => sum + m.games, 0),
    estimatedMinutes: minutesOf(matches, input.parallel, input.shards),
    notes,
  };
}
