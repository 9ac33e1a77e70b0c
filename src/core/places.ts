// Where an agent finished in the games of a match of more than two seats. With three or more seats
// "won" (alone at the top) and "lost" (someone above) say little, so the evaluation's summary and the
// report's check-run text show the places beside them.
import type { MatchResult } from './results.js';

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}

/** "1st ×2, 3rd ×1": how often `id` took each place in `match`, best first; "—" when it took none. */
export function placesOf(match: MatchResult, id: string): string {
  const counts = new Map<number, number>();
  for (const game of match.games) {
    const seat = game.seats.indexOf(id as (typeof game.seats)[number]);
    const rank = seat >= 0 ? game.ranks[seat] : undefined;
    if (rank !== undefined) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([rank, n]) => `${ordinal(rank)} ×${n}`)
      .join(', ') || '—'
  );
}

/** Whether any match has more than two seats (then tables get a places column). */
export function hasMultiSeatMatch(matches: readonly MatchResult[]): boolean {
  return matches.some((m) => m.agents.length > 2);
}
