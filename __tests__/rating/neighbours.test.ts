// The Swiss round that opens an uncertainty-scheduled rotation (src/core/rating/neighbours.ts).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { swissRound } from '../../src/core/rating/neighbours.js';
import { planSchedule, type GameEntrants } from '../../src/core/rating/schedule.js';

const agents = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `community/a${String(i).padStart(2, '0')}`, version: '1.0.0' }));
/** a00 is rated best, a01 next, … */
const ranked = (n: number) => new Map(agents(n).map((a, i) => [a.id, { mu: 40 - i, sigma: 3 }]));
const ids = (pairs: Array<[{ id: string }, { id: string }]>) => pairs.map(([a, b]) => `${a.id.slice(-3)}-${b.id.slice(-3)}`);

describe('swissRound', () => {
  it('pairs neighbours in the order by mu, the offset alternating with the rotation', () => {
    expect(ids(swissRound(agents(6), ranked(6), 1, 0))).toEqual(['a00-a01', 'a02-a03', 'a04-a05']);
    // odd rotations: (1,2) (3,4), and the two ends play each other
    expect(ids(swissRound(agents(6), ranked(6), 1, 1))).toEqual(['a00-a05', 'a01-a02', 'a03-a04']);
    // an odd count: the lone agent plays its neighbour
    expect(ids(swissRound(agents(5), ranked(5), 1, 0))).toEqual(['a00-a01', 'a02-a03', 'a03-a04']);
  });

  it('every agent plays once (twice at most, for an odd count), whatever the ratings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.double({ min: -50, max: 80, noNaN: true }), { minLength: 40, maxLength: 40 }),
        fc.nat(),
        fc.nat(3),
        (n, mus, seed, rotation) => {
          const list = agents(n);
          const estimates = new Map(list.map((a, i) => [a.id, { mu: mus[i]!, sigma: 2 }]));
          const pairs = swissRound(list, estimates, seed, rotation);
          const count = new Map<string, number>();
          for (const [a, b] of pairs) {
            expect(a.id).not.toBe(b.id);
            for (const x of [a, b]) count.set(x.id, (count.get(x.id) ?? 0) + 1);
          }
          expect(count.size).toBe(n);
          expect([...count.values()].filter((c) => c > 1).length).toBe(n % 2);
          expect(pairs.length).toBe(Math.ceil(n / 2));
        },
      ),
    );
  });

  it('breaks ties (no ratings yet) by the seed, not by id, and deterministically', () => {
    const list = agents(16);
    const a = ids(swissRound(list, new Map(), 11));
    expect(ids(swissRound(list, new Map(), 11))).toEqual(a);
    expect(a).not.toEqual(ids(swissRound(list, new Map(), 12)));
    expect(a).not.toEqual(['a00-a01', 'a02-a03', 'a04-a05', 'a06-a07', 'a08-a09', 'a10-a11', 'a12-a13', 'a14-a15']);
  });
});

describe('uncertainty schedule, one Swiss round per rotation', () => {
  const entrants: GameEntrants = { game: 'connect-four', agents: agents(8), gameMs: 10, matchOverheadMs: 0, matchCapMs: 900_000 };
  const plan = (rotation: number) =>
    planSchedule({
      kind: 'uncertainty',
      entrants: [entrants],
      gamesPerPairing: 2,
      budget: { games: 8, minutes: 600 },
      parallel: 1,
      shards: 1,
      seed: 3,
      estimate: (_g, a) => ranked(8).get(a.id),
      rotationsSoFar: () => rotation,
    }).matches.map((m) => `${m.agents[0]!.slice(-3)}-${m.agents[1]!.slice(-3)}:${m.games}`);

  it('plays each agent against its neighbour, the other neighbour next rotation', () => {
    expect(plan(0)).toEqual(['a00-a01:2', 'a02-a03:2', 'a04-a05:2', 'a06-a07:2']);
    expect(plan(1)).toEqual(['a00-a07:2', 'a01-a02:2', 'a03-a04:2', 'a05-a06:2']);
  });
});
