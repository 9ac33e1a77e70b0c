// One Swiss round for the uncertainty schedule (docs/ratings.md). A leaderboard's order is decided
// by comparisons of agents near each other: a game between agents far apart is near-certain and
// teaches the ratings little (round robin's O(N²) waste). So a rotation opens with a matching of
// every agent with its neighbour in the current order by mu:
//   - positions (0,1) (2,3) … in even rotations of the game, (1,2) (3,4) … in odd ones, so that
//     over two rotations every neighbour pair is compared (a noisy odd–even transposition sort,
//     while the ratings keep the comparisons of earlier rotations);
//   - agents left over (the ends, in odd rotations) pair with each other; a lone agent (an odd
//     count) with its neighbour, so every agent plays.
// Pure and deterministic: ties in the order (before anyone has played) break by a seeded hash,
// never by id.
import { INITIAL_MU, INITIAL_SIGMA, type SkillEstimate } from './ratings.js';
import { compareStrings, hashToUint32 } from './random.js';

/** The pairs of one Swiss round, best-rated pair first; each pair as [better-rated, worse-rated]. */
export function swissRound<A extends { id: string }>(
  agents: readonly A[],
  estimates: ReadonlyMap<string, SkillEstimate>,
  tieSeed: number,
  /** rotations of this game so far: the offset alternates with it */
  rotation = 0,
): Array<[A, A]> {
  const n = agents.length;
  if (n < 2) return [];
  const mu = (a: A) => (estimates.get(a.id) ?? { mu: INITIAL_MU, sigma: INITIAL_SIGMA }).mu;
  const tie = (a: A) => hashToUint32(['arena.swiss', tieSeed, a.id]);
  const order = agents.slice().sort((a, b) => mu(b) - mu(a) || tie(a) - tie(b) || compareStrings(a.id, b.id));
  const offset = n > 2 && rotation % 2 === 1 ? 1 : 0;
  const used = new Array<boolean>(n).fill(false);
  const pairs: Array<[number, number]> = [];
  for (let i = offset; i + 1 < n; i += 2) {
    used[i] = used[i + 1] = true;
    pairs.push([i, i + 1]);
  }
  const left = order.map((_, i) => i).filter((i) => !used[i]);
  while (left.length >= 2) pairs.push([left.shift()!, left.shift()!]);
  if (left.length === 1) {
    const lone = left[0]!;
    pairs.push(lone === 0 ? [0, 1] : [lone - 1, lone]);
  }
  return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([i, j]) => [order[i]!, order[j]!]);
}
