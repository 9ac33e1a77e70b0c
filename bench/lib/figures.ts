// The shape of bench/results.json and the one constructor every group uses, so a ratio, its target
// and whether it was met are always computed the same way.

export type Group = 'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'P6' | 'P7' | 'P8';

export interface Target {
  /** `ratio <= limit` (a cost) or `ratio >= limit` (a share or a throughput) */
  op: '<=' | '>=';
  limit: number;
}

export interface Figure {
  id: string;
  group: Group;
  /** what is measured, in words */
  title: string;
  /** the engine's figure (a median unless the detail says otherwise); null when not measured */
  value: number | null;
  unit: string;
  /** the floor the value is compared with, measured in the same run, in the same unit */
  floor: number | null;
  /** what the floor is */
  floorLabel: string;
  /** value / floor */
  ratio: number | null;
  /** e.g. "≤ 1.2×" */
  target: string;
  met: boolean | null;
  /** samples per side, spread, extra numbers */
  detail: string;
  /** why a figure could not be measured */
  skipped?: string;
}

export function targetText(target: Target, suffix = '×'): string {
  return `${target.op === '<=' ? '≤' : '≥'} ${target.limit}${suffix}`;
}

export function isMet(ratio: number, target: Target): boolean {
  return target.op === '<=' ? ratio <= target.limit : ratio >= target.limit;
}

export interface FigureInput {
  id: string;
  group: Group;
  title: string;
  value: number;
  unit: string;
  floor: number;
  floorLabel: string;
  target: Target;
  detail: string;
}

export function figure(input: FigureInput): Figure {
  const ratio = input.floor === 0 ? Number.NaN : input.value / input.floor;
  const measured = Number.isFinite(ratio);
  return {
    id: input.id,
    group: input.group,
    title: input.title,
    value: round(input.value),
    unit: input.unit,
    floor: round(input.floor),
    floorLabel: input.floorLabel,
    ratio: measured ? round(ratio, 3) : null,
    target: targetText(input.target),
    met: measured ? isMet(ratio, input.target) : false,
    detail: input.detail,
  };
}

/** A figure that could not be measured on this machine (no Docker engine, no image, …). */
export function skippedFigure(
  id: string,
  group: Group,
  title: string,
  unit: string,
  target: Target,
  floorLabel: string,
  why: string,
): Figure {
  return {
    id,
    group,
    title,
    value: null,
    unit,
    floor: null,
    floorLabel,
    ratio: null,
    target: targetText(target),
    met: null,
    detail: '',
    skipped: why,
  };
}

/** Four significant digits, at most `decimals` decimals. */
export function round(value: number, decimals = 4): number {
  if (!Number.isFinite(value)) return value;
  const digits = value === 0 ? 0 : Math.max(0, 3 - Math.floor(Math.log10(Math.abs(value))));
  const factor = 10 ** Math.min(decimals, digits);
  return Math.round(value * factor) / factor;
}

/** A readable number: 3 significant digits. */
export function fmt(value: number | null): string {
  if (value === null || Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return '∞';
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}
