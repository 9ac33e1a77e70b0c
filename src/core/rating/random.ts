// Seeded randomness and stable hashing for schedules and simulations. Everything here is a pure
// function of its inputs: no clock, no Math.random, the same numbers on every machine.
import { createHash } from 'node:crypto';

/** A PRNG returning floats in [0, 1). */
export type Random = () => number;

/** mulberry32: small, fast, good enough for scheduling and simulation (not for secrets). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** sha256 of the JSON of `parts`, hex. JSON keeps the parts apart, so ("a:b","c") ≠ ("a","b:c"). */
export function stableHash(parts: readonly (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A 32-bit unsigned integer derived from `parts` (seeds for matches and tie-breaks). */
export function hashToUint32(parts: readonly (string | number)[]): number {
  return Number.parseInt(stableHash(parts).slice(0, 8), 16) >>> 0;
}

/** Code-unit string order: the same on every machine and locale (never localeCompare). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Fisher–Yates with a seeded PRNG; returns a new array. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
