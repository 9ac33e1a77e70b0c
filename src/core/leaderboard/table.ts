// The leaderboard's table, once: the cells of each row (rank, agent with its marks, version,
// rating ± σ, games, W/D/L, failure share, trend) and the quarantine notes, as plain text. The
// Markdown (markdown.ts) and the HTML page (src/core/render/leaderboard-html.ts) both render these
// same cells, each escaping for its own format, so the two cannot disagree. Pure.
import type { GameBoard, LeaderboardEntry } from './leaderboard.js';

const MINUS = '\u2212';

export function fixed(x: number, digits = 1): string {
  const text = Math.abs(x).toFixed(digits);
  return x < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}

export function formatTrend(trend: number | null): string {
  if (trend === null) return 'new';
  if (Math.abs(trend) < 0.05) return '=';
  return trend > 0 ? `▲ +${fixed(trend)}` : `▼ ${fixed(trend)}`;
}

export function percent(share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

export const TABLE_HEADER = ['#', 'agent', 'version', 'rating ± σ', 'games', 'W/D/L', 'failures', 'trend'] as const;

/** The marks after an agent's id: ⚓ anchor, ⛔ quarantined, (idle) not in the latest rotation. */
export function entryMarks(e: LeaderboardEntry): string {
  return [e.anchor ? ' ⚓' : '', e.quarantine ? ' ⛔' : '', e.active ? '' : ' (idle)'].join('');
}

/** One row's cells, in TABLE_HEADER order; the agent cell is split into id and marks. */
export interface RowCells {
  rank: string;
  agent: string;
  marks: string;
  version: string;
  rating: string;
  games: string;
  wdl: string;
  failures: string;
  trend: string;
}

export function rowCells(e: LeaderboardEntry): RowCells {
  return {
    rank: String(e.rank),
    agent: e.agent,
    marks: entryMarks(e),
    version: e.version,
    rating: `${fixed(e.rating)} ± ${fixed(e.sigma)}`,
    games: String(e.games),
    wdl: `${e.wins}/${e.draws}/${e.losses}`,
    failures: percent(e.failureRate),
    trend: formatTrend(e.trend),
  };
}

export interface QuarantineNote {
  agent: string;
  version: string;
  reason: string;
  recovery: string;
}

export function quarantineNotes(board: GameBoard): QuarantineNote[] {
  return board.entries
    .filter((e) => e.quarantine)
    .map((e) => ({ agent: e.agent, version: e.version, reason: e.quarantine!.reason, recovery: e.quarantine!.recovery }));
}
