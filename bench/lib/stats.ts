// Small statistics helpers. Every timing figure is a ratio of two medians measured in the same run,
// with the two sides interleaved (A, B, B, A, …) so that noise from other work on a shared machine
// hits both sides alike.

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Spread of a sample: the interquartile range relative to the median (0.1 = ±5 % around it). */
export function relativeIqr(values: readonly number[]): number {
  const m = median(values);
  return m === 0 ? 0 : (quantile(values, 0.75) - quantile(values, 0.25)) / m;
}

/**
 * Run `a` and `b` once each, `a` first when `round` is even and `b` first when it is odd (so neither
 * side always runs in the other's wake), and return [a's result, b's result].
 */
export async function alternate<A, B>(round: number, a: () => A | Promise<A>, b: () => B | Promise<B>): Promise<[A, B]> {
  // back to the event loop between rounds, so Ctrl-C is handled even when both sides are synchronous
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (round % 2 === 0) {
    const x = await a();
    return [x, await b()];
  }
  const y = await b();
  return [await a(), y];
}
