// Simulated pairings for the stopping rule's tests and the benchmark (P8b): a changed agent of known
// strength against a reference, played in seat-swapped pairs, stopped by the sequential test
// (src/core/evaluate/stopping.ts) or played to a fixed number of pairs. Outcomes follow
// Bradley–Terry with draws (src/core/rating/simulate.ts) on the Elo scale, with an advantage for
// the first seat. Seeded: the same options give the same numbers everywhere.
import { hashToUint32, seededRandom, type Random } from '../rating/random.js';
import { simulateGame } from '../rating/simulate.js';
import { countPairs, pentanomialScore, sequentialState, stopBeforeNextPair, type StopReason, type StoppingSettings } from './stopping.js';

export interface SimulatedOpponents {
  /** the changed agent's true Elo advantage over the reference */
  elo: number;
  /** the first seat's advantage, Elo (default 50) */
  seatElo?: number;
  /** Davidson's draw weight ν (default 0.2) */
  drawWeight?: number;
}

export type Call = 'stronger' | 'weaker' | 'undecided';

export interface SimulatedPairing {
  pairs: number;
  games: number;
  reason: StopReason;
  /** what the evaluation says: the test's decision, or (undecided) the sign of the score */
  call: Call;
}

const ELO = Math.LN10 / 400;

function playPair(o: SimulatedOpponents, index: number, random: Random): Array<{ pair: number; seats: string[]; ranks: number[] }> {
  const seat = (o.seatElo ?? 50) * ELO;
  const agent = { id: 'agent', version: '1', strength: o.elo * ELO };
  const reference = { id: 'reference', version: '1', strength: 0 };
  const first = simulateGame({ ...agent, strength: agent.strength + seat }, reference, random, o.drawWeight ?? 0.2);
  const second = simulateGame({ ...reference, strength: seat }, agent, random, o.drawWeight ?? 0.2);
  return [
    { pair: index, seats: ['agent', 'reference'], ranks: first },
    { pair: index, seats: ['reference', 'agent'], ranks: second },
  ];
}

function callOf(score: number): Call {
  return score > 0.5 ? 'stronger' : score < 0.5 ? 'weaker' : 'undecided';
}

/** One pairing under the sequential test. */
export function simulateSequential(o: SimulatedOpponents, settings: StoppingSettings, seed: number): SimulatedPairing {
  const random = seededRandom(hashToUint32(['arena.stopping-sim', seed, o.elo]));
  const games: Array<{ pair: number; seats: string[]; ranks: number[] }> = [];
  for (let pair = 0; ; pair++) {
    const state = sequentialState(countPairs(games as never, 'agent'), settings);
    const reason = stopBeforeNextPair(state, settings, true);
    if (reason) {
      const call = state.decision ?? callOf(pentanomialScore(state.counts).score);
      return { pairs: state.pairs, games: games.length, reason, call };
    }
    games.push(...playPair(o, pair, random));
  }
}

/** One pairing of a fixed number of pairs, called by the sign of the score. */
export function simulateFixed(o: SimulatedOpponents, pairs: number, seed: number): SimulatedPairing {
  const random = seededRandom(hashToUint32(['arena.stopping-sim', seed, o.elo]));
  const games: Array<{ pair: number; seats: string[]; ranks: number[] }> = [];
  for (let pair = 0; pair < pairs; pair++) games.push(...playPair(o, pair, random));
  const score = pentanomialScore(countPairs(games as never, 'agent')).score;
  return { pairs, games: games.length, reason: 'fixed', call: callOf(score) };
}

/**
 * Fixed schedules of 1…maxPairs pairs at once: the call after each prefix of one series of pairs
 * (index n − 1: n pairs). The same calls as simulateFixed(o, n, seed) for every n, since a pair's
 * games draw from the same random stream in the same order; one series gives the whole curve.
 */
export function simulateFixedPrefixes(o: SimulatedOpponents, maxPairs: number, seed: number): Call[] {
  const random = seededRandom(hashToUint32(['arena.stopping-sim', seed, o.elo]));
  const calls: Call[] = [];
  let points = 0;
  for (let pair = 0; pair < maxPairs; pair++) {
    for (const g of playPair(o, pair, random)) points += pointsOf(g);
    calls.push(callOf(points / (2 * (pair + 1))));
  }
  return calls;
}

/** The changed agent's points in one simulated game (win 1, draw ½, loss 0). */
function pointsOf(game: { seats: string[]; ranks: number[] }): number {
  const mine = game.ranks[game.seats.indexOf('agent')]!;
  const other = game.ranks[game.seats.indexOf('agent') === 0 ? 1 : 0]!;
  return mine < other ? 1 : mine === other ? 0.5 : 0;
}

/** Wrong-call rate of every fixed schedule of 1…maxPairs pairs over a population (index n − 1). */
export function fixedErrorCurve(population: readonly number[], maxPairs: number, seedOffset: number): number[] {
  const wrong = new Array<number>(maxPairs).fill(0);
  population.forEach((elo, i) => {
    const truth: Call = elo > 0 ? 'stronger' : elo < 0 ? 'weaker' : 'undecided';
    if (truth === 'undecided') return;
    simulateFixedPrefixes({ elo }, maxPairs, i + seedOffset).forEach((call, n) => {
      if (call === 'undecided') wrong[n]! += 0.5;
      else if (call !== truth) wrong[n]! += 1;
    });
  });
  return wrong.map((w) => w / population.length);
}

/**
 * Games per pairing a fixed schedule needs for a wrong-call rate of `error`: the first n whose
 * error is no higher, interpolated between n − 1 and n pairs (playing n − 1 or n pairs at random in
 * that proportion has exactly that error), so the floor does not jump by a whole pair.
 */
export function fixedGamesFor(curve: readonly number[], error: number): { games: number; pairs: number } {
  const n = curve.findIndex((e) => e <= error);
  if (n < 0) return { games: 2 * curve.length, pairs: curve.length };
  if (n === 0) return { games: 2, pairs: 1 };
  const [hi, lo] = [curve[n - 1]!, curve[n]!];
  const share = hi > lo ? (hi - error) / (hi - lo) : 1;
  return { games: 2 * (n + share), pairs: n + 1 };
}

export interface ErrorRate {
  /** share of pairings called wrong (stronger when weaker or the reverse; undecided counts half) */
  error: number;
  /** mean games per pairing */
  games: number;
  runs: number;
}

/** The population P8b measures: true Elo differences spread evenly over ±`spread`, `runs` of them. */
export function eloPopulation(runs: number, spread = 400): number[] {
  return Array.from({ length: runs }, (_, i) => -spread + ((i + 0.5) * 2 * spread) / runs);
}

export function errorRate(population: readonly number[], play: (elo: number, seed: number) => SimulatedPairing): ErrorRate {
  let wrong = 0;
  let games = 0;
  population.forEach((elo, i) => {
    const r = play(elo, i);
    games += r.games;
    const truth: Call = elo > 0 ? 'stronger' : elo < 0 ? 'weaker' : 'undecided';
    if (truth === 'undecided') return;
    if (r.call === 'undecided') wrong += 0.5;
    else if (r.call !== truth) wrong += 1;
  });
  return { error: wrong / population.length, games: games / population.length, runs: population.length };
}
