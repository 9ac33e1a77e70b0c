// Byte sizes as people write them in YAML and Docker flags: 512, "64k", "256m", "1g" (powers of 1024).

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

export const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*([kmg]?b?)$/i;

/** Parse a size; returns undefined when the text is not a size. */
export function parseSize(input: string | number): number | undefined {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : undefined;
  const match = SIZE_PATTERN.exec(input.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? NaN);
  return Number.isFinite(value) ? Math.floor(value) : undefined;
}

/** Human form: 1536 → "1.5 KiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
