// An SVG line chart of ratings over rotations for one game: pure string rendering, no scripts, no
// external references. Labels come from PRs (agent ids), so every text is sanitised and escaped
// for XML.
import { sanitizeLine, truncate } from '../sanitize.js';
import type { GameBoard } from './leaderboard.js';

/** Escape text for XML content and attribute values; control characters are made visible first. */
export function escapeXml(text: string): string {
  return sanitizeLine(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// A colour-blind-friendly palette (Okabe–Ito, then Tableau).
const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#56B4E9',
  '#F0E442',
  '#000000',
  '#4E79A7',
  '#F28E2B',
  '#59A14F',
  '#B07AA1',
];

export const CHART_MAX_AGENTS = 12;

function num(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

/** A short axis label for a run id: its date (`2025-01-15`) when it starts with a timestamp. */
function rotationLabel(runId: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T/.exec(runId);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : truncate(runId, 16);
}

interface Frame {
  width: number;
  height: number;
  left: number;
  top: number;
  plotW: number;
  plotH: number;
  lo: number;
  hi: number;
  /** rotations on the x axis */
  n: number;
  sx(x: number): number;
  sy(y: number): number;
}

type Series = Array<{ agent: string; points: Array<{ x: number; y: number }> }>;

/** The top agents' ratings after each rotation they were rated in. */
function chartSeries(board: GameBoard): Series {
  return board.entries.slice(0, CHART_MAX_AGENTS).map(({ agent }) => ({
    agent,
    points: board.history.flatMap((h, x) => {
      const r = h.ratings.find((p) => p.agent === agent);
      return r ? [{ x, y: r.rating }] : [];
    }),
  }));
}

/** The plot area and scales: the ratings' range (at least 1 wide) with 5% room either side. */
function chartFrame(series: Series, rotations: number, width: number, height: number): Frame {
  const left = 56;
  const top = 36;
  const plotW = width - left - 220;
  const plotH = height - top - 40;
  const values = series.flatMap((s) => s.points.map((p) => p.y));
  let lo = values.length ? Math.min(...values) : 0;
  let hi = values.length ? Math.max(...values) : 1;
  if (hi - lo < 1) {
    lo -= 0.5;
    hi += 0.5;
  }
  const pad = (hi - lo) * 0.05;
  lo -= pad;
  hi += pad;
  const n = rotations;
  const sx = (x: number) => left + (n <= 1 ? plotW / 2 : (x / (n - 1)) * plotW);
  const sy = (y: number) => top + plotH - ((y - lo) / (hi - lo)) * plotH;
  return { width, height, left, top, plotW, plotH, lo, hi, n, sx, sy };
}

/** Horizontal grid with 5 ticks, the x axis and its first and last rotation. */
function chartAxes(f: Frame, board: GameBoard): string[] {
  const { left, top, plotW, plotH, lo, hi, n } = f;
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const v = lo + ((hi - lo) * i) / 4;
    const y = f.sy(v);
    parts.push(
      `<line x1="${left}" y1="${num(y)}" x2="${left + plotW}" y2="${num(y)}" stroke="#e5e5e5" stroke-width="1"/>`,
      `<text x="${left - 6}" y="${num(y + 4)}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="end">${num(v)}</text>`,
    );
  }
  parts.push(`<line x1="${left}" y1="${top + plotH}" x2="${left + plotW}" y2="${top + plotH}" stroke="#999" stroke-width="1"/>`);
  if (n > 0) {
    const labels = n === 1 ? [0] : [0, n - 1];
    for (const x of labels) {
      parts.push(
        `<text x="${num(f.sx(x))}" y="${top + plotH + 16}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="middle">${escapeXml(rotationLabel(board.history[x]!.rotation))}</text>`,
      );
    }
    parts.push(
      `<text x="${left + plotW / 2}" y="${f.height - 8}" font-family="sans-serif" font-size="11" fill="#555" text-anchor="middle">rotation (${n})</text>`,
    );
  }
  return parts;
}

/** Each agent's line, its last point, and its entry in the legend. */
function chartLines(f: Frame, series: Series, total: number): string[] {
  const { left, top, plotW } = f;
  const parts: string[] = [];
  series.forEach((s, i) => {
    const colour = PALETTE[i % PALETTE.length]!;
    if (s.points.length > 1) {
      const d = s.points.map((p) => `${num(f.sx(p.x))},${num(f.sy(p.y))}`).join(' ');
      parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${d}"/>`);
    }
    const last = s.points.at(-1);
    if (last) parts.push(`<circle cx="${num(f.sx(last.x))}" cy="${num(f.sy(last.y))}" r="3" fill="${colour}"/>`);
    const ly = top + 8 + i * 18;
    parts.push(
      `<rect x="${left + plotW + 16}" y="${ly - 8}" width="10" height="10" fill="${colour}"/>`,
      `<text x="${left + plotW + 32}" y="${ly + 1}" font-family="sans-serif" font-size="12" fill="#222">${escapeXml(truncate(s.agent, 28))}</text>`,
    );
  });
  if (total > CHART_MAX_AGENTS) {
    parts.push(
      `<text x="${left + plotW + 16}" y="${top + 8 + CHART_MAX_AGENTS * 18}" font-family="sans-serif" font-size="11" fill="#555">top ${CHART_MAX_AGENTS} of ${total}</text>`,
    );
  }
  return parts;
}

/** The chart of the top agents (by current rating) over every rotation of the game. */
export function renderRatingsSvg(board: GameBoard, options: { width?: number; height?: number } = {}): string {
  const width = options.width ?? 760;
  const height = options.height ?? 360;
  const series = chartSeries(board);
  const f = chartFrame(series, board.history.length, width, height);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(`${board.game}: rating (μ − 3σ) over rotations`)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${f.left}" y="22" font-family="sans-serif" font-size="14" font-weight="bold" fill="#222">${escapeXml(board.game)}: rating (μ − 3σ) over rotations</text>`,
    ...chartAxes(f, board),
    ...chartLines(f, series, board.entries.length),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
