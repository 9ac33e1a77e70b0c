// Quarantine (docs/ratings.md): an agent version whose own (non-infra) failures make up more than
// `threshold` of its last `window` rated games (once it has at least `minGames`) is left out of
// rotations. Infra-voided games are never facts, so they can never quarantine anyone. Recovery is
// a new version: it starts with a fresh window. A pure function of the facts.
import { compareStrings } from './random.js';
import { sortFacts, type Fact } from './facts.js';
import type { NonInfraFailureKind } from './ratings.js';

export interface QuarantinePolicy {
  /** failure share over the window that takes an agent version out (strictly more than this) */
  threshold: number;
  window: number;
  minGames: number;
}

export interface QuarantineStatus {
  agent: string;
  version: string;
  /** games in the window (its most recent games, every game kind together) */
  games: number;
  failures: number;
  share: number;
  kinds: Partial<Record<NonInfraFailureKind, number>>;
  quarantined: boolean;
  /** why, for the leaderboard and the rotation log (quarantined only) */
  reason?: string;
  /** how to get back in (quarantined only) */
  recovery?: string;
}

// plain words: the Markdown, HTML and terminal renderers each escape it for their medium
export const QUARANTINE_RECOVERY = 'fix the agent, then raise the version in its agent.yml; a new version starts with a fresh window';

function percent(x: number): string {
  return `${Math.round(x * 1000) / 10}%`;
}

/** The quarantine status of every agent version that has facts, ordered by agent then version. */
export function quarantineStatuses(facts: readonly Fact[], policy: QuarantinePolicy): QuarantineStatus[] {
  const recent = new Map<string, { agent: string; version: string; games: Array<NonInfraFailureKind | null> }>();
  for (const fact of sortFacts(facts)) {
    const failedSeats = new Map<number, NonInfraFailureKind>();
    for (const f of fact.failures) if (!failedSeats.has(f.seat)) failedSeats.set(f.seat, f.kind);
    fact.seats.forEach((seat, i) => {
      const key = JSON.stringify([seat.agent, seat.version]);
      let entry = recent.get(key);
      if (!entry) recent.set(key, (entry = { agent: seat.agent, version: seat.version, games: [] }));
      entry.games.push(failedSeats.get(i) ?? null);
      if (entry.games.length > policy.window) entry.games.shift();
    });
  }
  const out: QuarantineStatus[] = [];
  for (const { agent, version, games } of recent.values()) {
    const kinds: Partial<Record<NonInfraFailureKind, number>> = {};
    let failures = 0;
    for (const kind of games) {
      if (kind === null) continue;
      failures += 1;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    const share = games.length === 0 ? 0 : failures / games.length;
    const quarantined = games.length >= policy.minGames && share > policy.threshold;
    const status: QuarantineStatus = { agent, version, games: games.length, failures, share, kinds, quarantined };
    if (quarantined) {
      const list = Object.entries(kinds)
        .sort(([a, x], [b, y]) => y - x || compareStrings(a, b))
        .map(([k, n]) => `${k} ${n}`) // `crash 3`, as the evaluation and the check run write counts
        .join(', ');
      status.reason = `${failures} of its last ${games.length} games ended in its own failure (${list}): ${percent(share)}, over the ${percent(policy.threshold)} threshold`;
      status.recovery = QUARANTINE_RECOVERY;
    }
    out.push(status);
  }
  return out.sort((a, b) => compareStrings(a.agent, b.agent) || compareStrings(a.version, b.version));
}

/** Quarantined agent versions, keyed by `agent@version`. */
export function quarantined(facts: readonly Fact[], policy: QuarantinePolicy): Map<string, QuarantineStatus> {
  return new Map(
    quarantineStatuses(facts, policy)
      .filter((s) => s.quarantined)
      .map((s) => [`${s.agent}@${s.version}`, s]),
  );
}
