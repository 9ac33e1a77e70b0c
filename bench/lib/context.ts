// What every benchmark group receives.
import type { Figure } from './figures.js';

export interface BenchContext {
  /** repository root */
  root: string;
  /** fewer repetitions (a smoke run while working on the bench; figures are noisier) */
  quick: boolean;
  /** progress on stderr */
  log(line: string): void;
}

export interface BenchGroup {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}
