// Simulated rotations with agents of known strength, for tests and the benchmark (docs/ratings.md).
// Outcomes follow a Bradley–Terry model with draws (Davidson): with strengths π = e^s,
//   P(a wins) = πa / (πa + πb + ν√(πa·πb)),  P(draw) = ν√(πa·πb) / (…).
// Everything is seeded; the same options give the same numbers on every machine.
import { factId, type Fact } from './facts.js';
import { displayRating, INITIAL_MU, INITIAL_SIGMA, rateGame, type SkillEstimate } from './ratings.js';
import { planSchedule, type GameEntrants, type PlannedMatch, type ScheduleKind } from './schedule.js';
import { hashToUint32, seededRandom, type Random } from './random.js';

export interface SimulatedAgent {
  id: string;
  version: string;
  /** log-strength: higher is stronger */
  strength: number;
}

/**
 * `count` agents, strongest first: `community/sim-01` … with strengths spaced `step` apart. Their
 * true order is the order of the returned array.
 */
export function simulatedAgents(count: number, step = 0.5): SimulatedAgent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `community/sim-${String(i + 1).padStart(2, '0')}`,
    version: '1.0.0',
    strength: (count - 1 - i) * step,
  }));
}

/** Ranks for seats [a, b] under Bradley–Terry with draws (`drawWeight` = ν). */
export function simulateGame(a: SimulatedAgent, b: SimulatedAgent, random: Random, drawWeight = 0.2): [number, number] {
  const pa = Math.exp(a.strength);
  const pb = Math.exp(b.strength);
  const pd = drawWeight * Math.sqrt(pa * pb);
  const r = random() * (pa + pb + pd);
  if (r < pa) return [1, 2];
  if (r < pa + pb) return [2, 1];
  return [1, 1];
}

/** Kendall's τ-a between two orders of the same items (1 = identical, −1 = reversed). */
export function kendallTau(order: readonly string[], truth: readonly string[]): number {
  const position = new Map(order.map((id, i) => [id, i]));
  const n = truth.length;
  if (n < 2) return 1;
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const pi = position.get(truth[i]!);
      const pj = position.get(truth[j]!);
      if (pi === undefined || pj === undefined) throw new Error(`kendallTau: ${truth[i]} or ${truth[j]} is not ranked`);
      if (pi < pj) concordant += 1;
      else discordant += 1;
    }
  }
  return (concordant - discordant) / ((n * (n - 1)) / 2);
}

export interface SimulationOptions {
  agents: readonly SimulatedAgent[];
  schedule: ScheduleKind;
  seed: number;
  /** games per pairing of each rotation (round-robin), and the unit the uncertainty schedule spends */
  gamesPerPairing?: number;
  /**
   * games per rotation; default: a full round-robin (round-robin); one seat-swapped pair per agent
   * (uncertainty: small rotations, each planned from the ratings so far)
   */
  gamesPerRotation?: number;
  rotations: number;
  drawWeight?: number;
}

/** Facts of simulated rotations, scheduled by the real planner from the ratings so far. */
export function simulateRotations(options: SimulationOptions): Fact[] {
  const facts: Fact[] = [];
  runSimulation(options, (fact) => {
    facts.push(fact);
    return false;
  });
  return facts;
}

/** Order agents best first by displayed rating (mu − 3σ), as the leaderboard does. */
// Ties (before anyone played) break by a hash, never by id: ids are in the true order.
function rankedIds(agents: readonly SimulatedAgent[], state: ReadonlyMap<string, SkillEstimate>, seed: number): string[] {
  return agents
    .map((a) => ({ id: a.id, e: state.get(a.id)!, tie: hashToUint32(['arena.rank-tie', seed, a.id]) }))
    .sort((x, y) => displayRating(y.e.mu, y.e.sigma) - displayRating(x.e.mu, x.e.sigma) || y.e.mu - x.e.mu || x.tie - y.tie)
    .map((x) => x.id);
}

/**
 * Run simulated rotations; `observe` sees every fact and the standing after it and returns true
 * to stop. Ratings are kept incrementally (the same Weng-Lin update computeRatings replays).
 */
function runSimulation(options: SimulationOptions, observe: (fact: Fact, ranking: () => string[], games: number) => boolean): void {
  const per = options.gamesPerPairing ?? 2;
  const n = options.agents.length;
  const perRotation =
    options.gamesPerRotation ?? (options.schedule === 'round-robin' ? (n * (n - 1) * per) / 2 : Math.max(per, Math.floor((n * per) / 2)));
  const state = new Map(options.agents.map((a) => [a.id, { mu: INITIAL_MU, sigma: INITIAL_SIGMA }]));
  const byId = new Map(options.agents.map((a) => [a.id, a]));
  const random = seededRandom(hashToUint32(['arena.simulation', options.seed]));
  const entrants: GameEntrants = {
    game: 'simulated',
    agents: options.agents.map((a) => ({ id: a.id, version: a.version })),
    gameMs: 1,
    matchOverheadMs: 0,
    matchCapMs: 1_000_000,
  };
  let games = 0;
  for (let r = 0; r < options.rotations; r++) {
    const rotation = `sim-${String(r).padStart(6, '0')}`;
    const plan = planSchedule({
      kind: options.schedule,
      entrants: [entrants],
      gamesPerPairing: per,
      budget: { games: perRotation, minutes: 1_000_000 },
      parallel: 1,
      shards: 1,
      seed: hashToUint32([options.seed, r]),
      estimate: (_game, agent) => state.get(agent.id),
      rotationsSoFar: () => r,
    });
    // Play matches in a seeded order (a real rotation plays them in parallel; order matters only
    // for the within-rotation checkpoints below).
    const order: PlannedMatch[] = plan.matches.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const match of order) {
      for (let g = 0; g < match.games; g++) {
        const seats = g % 2 === 0 ? [match.agents[0]!, match.agents[1]!] : [match.agents[1]!, match.agents[0]!];
        const ranks = simulateGame(byId.get(seats[0]!)!, byId.get(seats[1]!)!, random, options.drawWeight);
        const [x, y] = rateGame([state.get(seats[0]!)!, state.get(seats[1]!)!], ranks);
        state.set(seats[0]!, x!);
        state.set(seats[1]!, y!);
        games += 1;
        const fact: Fact = {
          v: 1,
          id: factId(rotation, match.id, g),
          rotation,
          match: match.id,
          index: g,
          game: 'simulated',
          seats: seats.map((agent) => ({ agent, version: byId.get(agent)!.version })),
          ranks,
          failures: [],
        };
        if (observe(fact, () => rankedIds(options.agents, state, options.seed), games)) return;
      }
    }
  }
}

export interface KendallOptions {
  /** agents of known strength (default 16, spaced `step` apart) */
  agents?: number;
  step?: number;
  schedule: ScheduleKind;
  seed?: number;
  /** τ to reach (default 0.9) */
  target?: number;
  /** give up after this many games (default 20 000) */
  maxGames?: number;
  gamesPerPairing?: number;
  gamesPerRotation?: number;
  drawWeight?: number;
}

export interface KendallOutcome {
  schedule: ScheduleKind;
  agents: number;
  seed: number;
  target: number;
  /** games played when the displayed ranking first reached τ ≥ target; null if it never did */
  games: number | null;
  /** τ at that point (or at maxGames) */
  tau: number;
}

/**
 * How many games a schedule needs before the leaderboard order (mu − 3σ) of simulated agents of
 * known strength first reaches Kendall τ ≥ target against the true order. Checked after every game.
 * Default: 16 agents, τ 0.9 — the figure the benchmark (#9) reports.
 */
export function gamesUntilKendallTau(options: KendallOptions): KendallOutcome {
  const count = options.agents ?? 16;
  const agents = simulatedAgents(count, options.step ?? 0.5);
  const truth = agents.map((a) => a.id);
  const target = options.target ?? 0.9;
  const maxGames = options.maxGames ?? 20_000;
  const seed = options.seed ?? 1;
  let result: KendallOutcome = { schedule: options.schedule, agents: count, seed, target, games: null, tau: -1 };
  const simOptions: SimulationOptions = {
    agents,
    schedule: options.schedule,
    seed,
    rotations: Number.MAX_SAFE_INTEGER,
  };
  if (options.gamesPerPairing !== undefined) simOptions.gamesPerPairing = options.gamesPerPairing;
  if (options.gamesPerRotation !== undefined) simOptions.gamesPerRotation = options.gamesPerRotation;
  if (options.drawWeight !== undefined) simOptions.drawWeight = options.drawWeight;
  runSimulation(simOptions, (_fact, ranking, games) => {
    const tau = kendallTau(ranking(), truth);
    if (tau >= target) {
      result = { ...result, games, tau };
      return true;
    }
    if (games >= maxGames) {
      result = { ...result, tau };
      return true;
    }
    return false;
  });
  return result;
}

/** gamesUntilKendallTau over several seeds: each outcome plus the median games (null = not reached). */
export function compareSchedules(
  seeds: readonly number[],
  options: Omit<KendallOptions, 'schedule' | 'seed'> = {},
): Record<ScheduleKind, { outcomes: KendallOutcome[]; medianGames: number | null }> {
  const run = (schedule: ScheduleKind) => {
    const outcomes = seeds.map((seed) => gamesUntilKendallTau({ ...options, schedule, seed }));
    const games = outcomes.map((o) => o.games ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
    const mid =
      games.length === 0
        ? Number.POSITIVE_INFINITY
        : games.length % 2 === 1
          ? games[(games.length - 1) / 2]!
          : (games[games.length / 2 - 1]! + games[games.length / 2]!) / 2;
    return { outcomes, medianGames: Number.isFinite(mid) ? mid : null };
  };
  return { 'round-robin': run('round-robin'), uncertainty: run('uncertainty') };
}
