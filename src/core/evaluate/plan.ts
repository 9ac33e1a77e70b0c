// What a PR evaluation plays and how its change gates are read (docs/evaluation.md). Pure.
//
// - Placement matches: each changed, valid agent plays every reference agent of each game it
//   declares that this arena offers: arena.yml `evaluation.references` (those that play the game),
//   or by default every valid official agent that plays it. An agent never plays itself. A game
//   played by N > 2 seats (games.<game>.players) puts the agent with N − 1 references per match:
//   one match led by each reference, the next references in id order filling the other seats.
// - Seeds are derived from the changed agent's content (its tree hash), the reference and the
//   game, so the same agent gets the same games in the action and in `arena evaluate` locally, and
//   again after a push that does not touch it.
// - Change gates: computeGates (src/core/gates.ts), read for the PR job: where the checkout has no
//   history (actions/checkout fetch-depth: 2) agent owners cannot be found, so `not-agent-owner`
//   becomes a notice here (the report job checks ownership from the API); where there is no base
//   commit at all, version and ownership gates are not checked and a notice says so.
import { offeredGames, type ArenaConfig } from '../config.js';
import { computeGates, type GateInput, type GateOutcome } from '../gates.js';
import { isGameName, type GameName } from '../games/names.js';
import { gamesForSeats, hash32 } from '../match/plan.js';
import type { AgentId, Issue } from '../results.js';
import { compareStrings } from '../rating/random.js';

/** The seed of a placement match. */
export function evaluationSeed(agentKey: string, reference: string, game: string): number {
  return hash32(`arena-evaluate:${agentKey}:${reference}:${game}`) & 0x7fffffff;
}

/** What planning needs to know of an agent (a DiscoveredAgent / AgentResult fits). */
export interface PlanAgent {
  id: string;
  /** games its manifest declares */
  games: readonly string[];
  /** content hash (seeds); falls back to version */
  treeHash?: string;
  version: string;
}

export interface Pairing {
  /** the changed agent (seat 0 in the match's first game) */
  agent: AgentId;
  /** the first (for two seats: the only) reference agent it plays */
  reference: AgentId;
  /** every reference agent in the match, `reference` first (games with more than two seats) */
  opponents: AgentId[];
  game: GameName;
  seed: number;
  games: number;
}

export interface EvaluationPlan {
  pairings: Pairing[];
  /** human notes: games without reference agents, references that could not be used */
  notes: string[];
}

/**
 * Pairings for the changed, valid agents. `references` are the valid official agents available to
 * play (the caller leaves out any that could not be started); `withheld` are official agents left
 * out on purpose, with the reason (an official agent changed by someone who is not a maintainer).
 */
export function planEvaluation(
  changed: readonly PlanAgent[],
  references: readonly PlanAgent[],
  config: ArenaConfig,
  withheld: ReadonlyMap<string, string> = new Map(),
  /** seats per match by game (seatsFor in src/core/match/plan.ts); absent = 2 */
  seatCounts: ReadonlyMap<string, number> = new Map(),
): EvaluationPlan {
  const offered = offeredGames(config);
  const configured = config.evaluation.references;
  const byId = new Map(references.map((r) => [r.id, r]));
  const notes: string[] = [];
  for (const id of configured) {
    if (byId.has(id)) continue;
    const why = withheld.get(id);
    notes.push(`evaluation.references names ${id}, which ${why ?? 'is not a valid official agent here'}; it is not played`);
  }
  for (const [id, why] of withheld) {
    if (configured.length === 0) notes.push(`${id} ${why}, so it is not played as a reference`);
  }
  const pairings: Pairing[] = [];
  for (const agent of changed) {
    const games = agent.games.filter(isGameName).filter((g) => offered.includes(g));
    for (const game of games) {
      const pool = configured.length > 0 ? configured.map((id) => byId.get(id)).filter((r) => r !== undefined) : references;
      const opponents = pool.filter((r) => r.id !== agent.id && r.games.includes(game)).sort((a, b) => compareStrings(a.id, b.id));
      if (opponents.length === 0) {
        notes.push(`${agent.id}: no reference agent plays ${game}, so it was not played`);
        continue;
      }
      const seats = seatCounts.get(game) ?? 2;
      if (opponents.length < seats - 1) {
        notes.push(
          `${agent.id}: ${game} is played by ${seats} here and needs ${seats - 1} reference agents; ${opponents.length} play it, so it was not played`,
        );
        continue;
      }
      // each reference leads one match; with more seats the next references (in id order) fill them
      opponents.forEach((ref, i) => {
        const others = Array.from({ length: seats - 1 }, (_, k) => opponents[(i + k) % opponents.length]!.id as AgentId);
        pairings.push({
          agent: agent.id as AgentId,
          reference: ref.id as AgentId,
          opponents: others,
          game,
          seed: evaluationSeed(agent.treeHash ?? `version:${agent.version}`, seats > 2 ? others.join('+') : ref.id, game),
          games: gamesForSeats(config.evaluation.gamesPerPairing, seats, config.evaluation.pairedSeats),
        });
      });
    }
  }
  return { pairings, notes };
}

export interface GateReading {
  /** false when the checkout has no history to find agent owners in (a shallow clone) */
  ownersKnown: boolean;
  /** false when there is no base commit to compare with (a --changed list outside a test merge) */
  baseKnown: boolean;
}

/** computeGates, read for the PR job (see the file comment). */
export function evaluationGates(input: GateInput, reading: GateReading): GateOutcome {
  const outcome = computeGates(input);
  if (!reading.ownersKnown) {
    for (const [id, issues] of outcome.agentIssues) {
      outcome.agentIssues.set(
        id,
        issues.map((issue) =>
          issue.rule === 'not-agent-owner'
            ? {
                ...issue,
                severity: 'notice',
                rule: 'owner-not-checked',
                message: `${id} exists on the default branch; this checkout has no history to find its owner in, so ownership is checked by the report job from GitHub's API (only its owner or a maintainer may change it)`,
              }
            : issue,
        ),
      );
    }
    outcome.passed =
      !outcome.issues.some((i) => i.severity === 'error') &&
      ![...outcome.agentIssues.values()].some((l) => l.some((i) => i.severity === 'error'));
  }
  if (!reading.baseKnown && outcome.agents.length > 0) {
    const note: Issue = {
      path: '.',
      line: 1,
      column: 1,
      severity: 'notice',
      rule: 'gates-not-checked',
      message:
        'no base commit to compare with: version bumps and agent ownership were not checked (pass --base REF, or run on a test-merge checkout)',
    };
    outcome.issues.push(note);
  }
  return outcome;
}
