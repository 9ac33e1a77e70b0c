// Statistical stopping for the PR evaluation (docs/evaluation.md, "Stopping"). Pure.
//
// A pairing (changed agent vs one reference in one game) is played in seat-swapped pairs of games:
// games 2k and 2k+1 share a seed with the seats swapped, so a pair's score for the changed agent
// (win 1, draw ½, loss 0 per game) is one of 0, ½, 1, 1½, 2 — the pentanomial unit of Fishtest's
// tests, which keeps the correlation of the two games of a pair and removes the seat's advantage.
// After each complete pair a generalized sequential probability ratio test (GSPRT) weighs
//   H0: the changed agent's Elo difference to the reference is ≤ elo0 (weaker)
//   H1: it is ≥ elo1 (stronger)
// with the log-likelihood ratio of the pentanomial counts under the two hypotheses, each the
// maximum-likelihood pentanomial distribution whose mean score is the hypothesis' expected score
// (Fishtest's GSPRT). The pairing stops once LLR ≥ ln((1 − β)/α) (H1 accepted) or
// LLR ≤ ln(β/(1 − α)) (H0 accepted), no earlier than minPairs; a close one plays on up to maxPairs.
// A pair with a game voided by infrastructure never counts (the match replays a voided game; a
// pair still missing a game after that is left out of the test).
import type { PlayedGame } from '../match/run-match.js';

export interface StoppingSettings {
  /** chance of calling an agent stronger when it is not (H0 true, H1 accepted) */
  alpha: number;
  /** chance of calling an agent weaker when it is not (H1 true, H0 accepted) */
  beta: number;
  /** H0: Elo difference ≤ elo0 */
  elo0: number;
  /** H1: Elo difference ≥ elo1 (> elo0) */
  elo1: number;
  /** pairs played before the test may stop a pairing */
  minPairs: number;
  /** pairs after which an undecided pairing stops */
  maxPairs: number;
}

/** Pentanomial counts: index k = pairs whose score was k/2 (0, ½, 1, 1½, 2 points). */
export type Pentanomial = [number, number, number, number, number];

export function emptyPentanomial(): Pentanomial {
  return [0, 0, 0, 0, 0];
}

/** Expected score of a player `elo` Elo points stronger (logistic Elo). */
export function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Elo difference of an expected score in (0, 1). */
export function scoreToElo(score: number): number {
  const s = Math.min(1 - 1e-9, Math.max(1e-9, score));
  return -400 * Math.log10(1 / s - 1);
}

/** The SPRT's bounds on the LLR for error rates α and β. */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** Pairs' scores in [0, 1] (points / 2), by pentanomial index. */
const SCORES = [0, 0.25, 0.5, 0.75, 1] as const;

/** Zero cells get this weight (Fishtest's regularisation), so every score stays possible. */
const EPSILON = 1e-3;

/**
 * The maximum-likelihood distribution over the five pair scores with mean `s`, given the counts
 * (empirical likelihood): p_i = f_i / (1 + λ(x_i − s)), λ found by bisection.
 */
function constrainedMle(freq: readonly number[], s: number): number[] {
  // Σ f_i (x_i − s) / (1 + λ(x_i − s)) is decreasing in λ on the interval where all 1 + λ(x_i − s) > 0.
  const lo = -1 / (1 - s) + 1e-12;
  const hi = 1 / s - 1e-12;
  const g = (lambda: number) => freq.reduce((sum, f, i) => sum + (f * (SCORES[i]! - s)) / (1 + lambda * (SCORES[i]! - s)), 0);
  let a = lo;
  let b = hi;
  for (let k = 0; k < 200; k++) {
    const m = (a + b) / 2;
    if (g(m) > 0) a = m;
    else b = m;
    if (b - a < 1e-14) break;
  }
  const lambda = (a + b) / 2;
  const p = freq.map((f, i) => f / (1 + lambda * (SCORES[i]! - s)));
  const total = p.reduce((x, y) => x + y, 0);
  return p.map((x) => x / total);
}

/** The GSPRT log-likelihood ratio of H1 (score s1) against H0 (score s0) for pentanomial counts. */
export function pentanomialLlr(counts: Readonly<Pentanomial>, elo0: number, elo1: number): number {
  const n = counts.reduce((x, y) => x + y, 0);
  if (n === 0) return 0;
  const regular = counts.map((c) => (c === 0 ? EPSILON : c));
  const total = regular.reduce((x, y) => x + y, 0);
  const freq = regular.map((c) => c / total);
  const p0 = constrainedMle(freq, eloToScore(elo0));
  const p1 = constrainedMle(freq, eloToScore(elo1));
  let llr = 0;
  for (let i = 0; i < 5; i++) if (counts[i]! > 0) llr += counts[i]! * Math.log(p1[i]! / p0[i]!);
  return llr;
}

/** Mean score per game (0–1) and its standard error from pentanomial counts (pairs as the unit). */
export function pentanomialScore(counts: Readonly<Pentanomial>): { score: number; stderr: number; pairs: number } {
  const n = counts.reduce((x, y) => x + y, 0);
  if (n === 0) return { score: 0.5, stderr: Number.POSITIVE_INFINITY, pairs: 0 };
  const mean = counts.reduce((sum, c, i) => sum + c * SCORES[i]!, 0) / n;
  const variance = counts.reduce((sum, c, i) => sum + c * (SCORES[i]! - mean) ** 2, 0) / n;
  return { score: mean, stderr: Math.sqrt(variance / n), pairs: n };
}

/** Why a pairing stopped. */
export type StopReason =
  /** H1 accepted: stronger than the reference */
  | 'stronger'
  /** H0 accepted: weaker than the reference */
  | 'weaker'
  /** undecided after maxPairs */
  | 'max-pairs'
  /** the evaluation's time budget ran out */
  | 'budget'
  /** arena.yml matchMs ended the match */
  | 'match-time-limit'
  /** stopping is off: the fixed number of games */
  | 'fixed';

export interface SequentialState {
  counts: Pentanomial;
  pairs: number;
  llr: number;
  decision?: 'stronger' | 'weaker';
}

/**
 * The pentanomial counts of the complete pairs among `games` (PlayedGame.pair groups a pair; a
 * pair counts only when both its games were played), for `agent`.
 */
export function countPairs(games: readonly Pick<PlayedGame, 'pair' | 'seats' | 'ranks'>[], agent: string): Pentanomial {
  const byPair = new Map<number, number[]>();
  for (const g of games) {
    const seat = g.seats.indexOf(agent as PlayedGame['seats'][number]);
    if (seat < 0) continue;
    const mine = g.ranks[seat]!;
    const best = Math.min(...g.ranks);
    const atBest = g.ranks.filter((r) => r === best).length;
    const points = mine !== best ? 0 : atBest === 1 ? 2 : 1; // half-points: win 2, draw 1, loss 0
    const list = byPair.get(g.pair) ?? [];
    list.push(points);
    byPair.set(g.pair, list);
  }
  const counts = emptyPentanomial();
  for (const list of byPair.values()) {
    if (list.length !== 2) continue;
    counts[list[0]! + list[1]!]! += 1;
  }
  return counts;
}

/** The test's state after these counts. */
export function sequentialState(counts: Readonly<Pentanomial>, settings: StoppingSettings): SequentialState {
  const pairs = counts.reduce((x, y) => x + y, 0);
  const llr = pentanomialLlr(counts, settings.elo0, settings.elo1);
  const { lower, upper } = sprtBounds(settings.alpha, settings.beta);
  const state: SequentialState = { counts: [...counts] as Pentanomial, pairs, llr };
  if (pairs >= settings.minPairs) {
    if (llr >= upper) state.decision = 'stronger';
    else if (llr <= lower) state.decision = 'weaker';
  }
  return state;
}

/**
 * Should a pairing stop before its next pair? `budgetLeft` is false once this pairing's share of
 * the evaluation's time budget is spent (it still plays minPairs). Undefined = play on.
 */
export function stopBeforeNextPair(state: SequentialState, settings: StoppingSettings, budgetLeft: boolean): StopReason | undefined {
  if (state.decision) return state.decision;
  if (state.pairs >= settings.maxPairs) return 'max-pairs';
  if (!budgetLeft && state.pairs >= settings.minPairs) return 'budget';
  return undefined;
}

/** One plain sentence: why the pairing stopped. */
export function describeStop(reason: StopReason, state: SequentialState, settings: StoppingSettings): string {
  const { lower, upper } = sprtBounds(settings.alpha, settings.beta);
  const llr = `LLR ${state.llr.toFixed(2)} (bounds ${lower.toFixed(2)}, ${upper.toFixed(2)})`;
  const pairs = `${state.pairs} pair${state.pairs === 1 ? '' : 's'}`;
  switch (reason) {
    case 'stronger':
      return `decided after ${pairs}: stronger (Elo ≥ ${settings.elo1} accepted at α ${settings.alpha}; ${llr})`;
    case 'weaker':
      return `decided after ${pairs}: weaker (Elo ≤ ${settings.elo0} accepted at β ${settings.beta}; ${llr})`;
    case 'max-pairs':
      return `undecided after the maximum of ${pairs}: a close match (${llr})`;
    case 'budget':
      return `stopped after ${pairs} by the evaluation's time budget, undecided (${llr})`;
    case 'match-time-limit':
      return `stopped after ${pairs} by the match time limit, undecided (${llr})`;
    case 'fixed':
      return `${pairs}: the fixed number of games (stopping is off)`;
  }
}

/**
 * Why a match of more than two seats stopped: it plays its fixed games, in whole seat rotations
 * (docs/evaluation.md). It has no seat-swapped pairs, so the sequential test does not apply.
 */
export function describeFixedGroup(games: number, seats: number, stoppingEnabled: boolean): string {
  const rotations = Math.floor(games / seats);
  const played = `${games} game${games === 1 ? '' : 's'} of ${seats} seats`;
  const inRotations = rotations > 0 && rotations * seats === games ? ` in ${rotations} seat rotation${rotations === 1 ? '' : 's'}` : '';
  const why = stoppingEnabled ? 'the sequential test reads two-seat pairs, so it does not apply' : 'stopping is off';
  return `${played}${inRotations}: the fixed number of games (${why})`;
}

/**
 * How the time budget is shared: a pairing may use what is left of the whole budget divided by the
 * pairings still to play (this one included), so quick decisions leave more for the close ones.
 */
export function pairingAllowanceMs(budgetMs: number, elapsedMs: number, pairingsLeft: number): number {
  return Math.max(0, budgetMs - elapsedMs) / Math.max(1, pairingsLeft);
}
