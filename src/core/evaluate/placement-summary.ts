// The provisional rating, rank and stopping of a PR evaluation, as summary lines: the evaluate job
// summary and its text twin (src/core/evaluate/summary.ts) and the check run the report job posts
// (src/core/report/summary.ts) all show the same words. Pure; everything that came from the
// results document is sanitised here.
import type { Placement, Results } from '../results.js';
import { sanitizeLine, sanitizeMarkdown } from '../sanitize.js';

/** One line per placement, plain text (sanitised by the caller's renderer). */
export function describePlacement(p: Placement): string {
  const range = p.rankRange[0] === p.rankRange[1] ? `${p.rankRange[0]}` : `${p.rankRange[0]}–${p.rankRange[1]}`;
  return (
    `${p.agent} in ${p.game}: rating ${p.rating.toFixed(1)} (mu ${p.mu.toFixed(1)} ± ${(2 * p.sigma).toFixed(1)}, ` +
    `${p.games} game${p.games === 1 ? '' : 's'}) — rank ${p.rank} of ${p.of + 1} now, likely ${range} once its σ shrinks`
  );
}

export interface PlacementLines {
  /** the heading's qualifier: unverified (a fork's run) or authoritative (a maintainer run) */
  trust: string;
  /** per changed agent: rating and rank per game, or why there is none */
  placements: string[];
  /** per pairing: why it stopped */
  stops: string[];
}

/** The qualifier of a PR run's numbers (the pull request controls the run). */
export const UNVERIFIED_TRUST = 'unverified: from a run the pull request controls; a maintainer run makes it authoritative';
export const AUTHORITATIVE_TRUST = 'authoritative: a maintainer run';

/**
 * Lines about `agent` (or every changed agent), plain text, not yet escaped for Markdown. `trust`
 * overrides the qualifier the document claims for itself (the report job knows better: a fork's
 * document saying `authoritative` is still unverified).
 */
export function placementLines(results: Results, agent?: string, trust?: string): PlacementLines | undefined {
  const info = results.evaluation;
  if (!info) return undefined;
  const mine = <T extends { agent: string }>(list: readonly T[]) => list.filter((x) => agent === undefined || x.agent === agent);
  // notes that name an agent ("community/x: …") belong to it; the others (no leaderboard yet) to all
  const notes = info.notes.filter((n) => agent === undefined || n.startsWith(`${agent}: `) || !/^[a-z0-9-]+\/[a-z0-9-]+: /.test(n));
  const placements = [...mine(info.placements).map(describePlacement), ...notes];
  if (placements.length === 0 && mine(info.pairings).length > 0) placements.push('no rating or rank: W/D/L only');
  // a match of more seats names every agent beside the changed one (its match in matches[])
  const against = (p: (typeof info.pairings)[number]) => {
    const others = results.matches.find((m) => m.id === p.match)?.agents.filter((a) => a !== p.agent) ?? [];
    return others.length > 1 ? others.join(' and ') : p.reference;
  };
  const stops = mine(info.pairings).map((p) => `${p.agent} vs ${against(p)} (${p.game}): ${p.message}`);
  if (placements.length === 0 && stops.length === 0) return undefined;
  return { trust: trust ?? (results.run.authoritative ? AUTHORITATIVE_TRUST : UNVERIFIED_TRUST), placements, stops };
}

const board = (results: Results) => {
  const lb = results.evaluation?.leaderboard;
  return lb ? ` against the leaderboard of rotation ${lb.latestRotation ?? '(none)'}` : '';
};

/** A Markdown section (heading level `level`), or '' when there is nothing to say. */
export function placementMarkdown(results: Results, agent?: string, level = '####', trust?: string): string {
  const lines = placementLines(results, agent, trust);
  if (!lines) return '';
  const out = [`${level} Provisional rating and rank (${sanitizeMarkdown(lines.trust)})`, ''];
  if (lines.placements.length > 0) {
    out.push(
      `Rated with the rotation's model (openskill, rating = μ − 3σ)${sanitizeMarkdown(board(results))}, the references held at their published ratings:`,
      '',
    );
    out.push(...lines.placements.map((l) => `- ${sanitizeMarkdown(l)}`), '');
  }
  if (lines.stops.length > 0) {
    out.push('Why each pairing stopped:', '', ...lines.stops.map((l) => `- ${sanitizeMarkdown(l)}`));
  }
  return out.join('\n').trimEnd();
}

/** The same for a terminal: indented plain lines. */
export function placementText(results: Results, agent?: string): string[] {
  const lines = placementLines(results, agent);
  if (!lines) return [];
  const out = [`  provisional rating and rank (${lines.trust})${sanitizeLine(board(results))}:`];
  out.push(...lines.placements.map((l) => `    ${sanitizeLine(l)}`));
  if (lines.stops.length > 0) out.push('  why each pairing stopped:', ...lines.stops.map((l) => `    ${sanitizeLine(l)}`));
  return out;
}
