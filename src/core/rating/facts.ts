// Game facts: the source of truth for ratings (docs/ratings.md). One fact = one rated game of a
// rotation. Facts live in an append-only JSONL file; ratings, quarantine and the leaderboard are
// pure functions of them. A fact's id is a hash of (rotation run, match id, game index), so
// publishing the same shard twice adds nothing, and facts are replayed in one canonical order
// (rotation run id, then match id, then game index) so the order shards arrive in never matters.
// Facts files are read as hostile input: a line cap, a byte cap per line, a strict schema, and an
// id that must match the hash of its own fields.
import { z } from 'zod';
import { UserError } from '../errors.js';
import { FAILURE_KINDS, type FailureKind, type Results } from '../results.js';
import { sanitizeLine, truncate } from '../sanitize.js';
import { compareStrings, stableHash } from './random.js';

export const FACT_VERSION = 1;

/** Rotation run ids sort in time order as plain strings: `20250115T030000Z-1a2b3c4d`. */
export const RunIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'a run id of letters, digits and . _ : -');
export const MatchIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'a match id of letters, digits and . _ : -');
export const GameNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game name');
/** Rated agents are always from a tier root (never a `local/` folder). */
export const RatedAgentIdSchema = z
  .string()
  .max(64)
  .regex(/^(official|community)\/[a-z0-9][a-z0-9-]{0,38}$/, 'an agent id such as official/random');
const VersionSchema = z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'a version such as 1.2.0');

/** Failures a fact may carry: `infra` voids a game, and a voided game is never a fact. */
export const RATED_FAILURE_KINDS = FAILURE_KINDS.filter((k): k is Exclude<FailureKind, 'infra'> => k !== 'infra');

export const FactSchema = z.strictObject({
  v: z.literal(FACT_VERSION),
  /** factId(rotation, match, index) */
  id: z.string().regex(/^[0-9a-f]{32}$/),
  rotation: RunIdSchema,
  match: MatchIdSchema,
  /** the game's index within its match */
  index: z.int().min(0).max(1_000_000),
  game: GameNameSchema,
  rulesVersion: z
    .string()
    .regex(/^[0-9A-Za-z.+-]{1,32}$/)
    .optional(),
  seats: z
    .array(z.strictObject({ agent: RatedAgentIdSchema, version: VersionSchema }))
    .min(2)
    .max(16),
  /** one per seat, 1 = best; equal ranks are a draw */
  ranks: z.array(z.int().min(1).max(16)).min(2).max(16),
  /** non-infra failures, by seat: the failing seat lost that game */
  failures: z.array(z.strictObject({ seat: z.int().min(0).max(15), kind: z.enum(RATED_FAILURE_KINDS) })).max(16),
  playedAt: z.iso.datetime().optional(),
});
export type Fact = z.infer<typeof FactSchema>;

export const FACTS_CAPS = {
  /** lines in one facts file */
  lines: 5_000_000,
  /** bytes in one line */
  lineBytes: 16 * 1024,
} as const;

/** The id of the game `index` of match `match` in rotation run `rotation`. */
export function factId(rotation: string, match: string, index: number): string {
  return stableHash(['arena.fact', rotation, match, index]).slice(0, 32);
}

/** Canonical replay order: rotation run id, then match id, then game index (plain string order). */
export function compareFacts(a: Fact, b: Fact): number {
  return compareStrings(a.rotation, b.rotation) || compareStrings(a.match, b.match) || a.index - b.index;
}

export function sortFacts(facts: readonly Fact[]): Fact[] {
  return facts.slice().sort(compareFacts);
}

/** One JSONL line (no newline), keys in a fixed order so equal facts serialise identically. */
export function serializeFact(fact: Fact): string {
  const ordered: Record<string, unknown> = {
    v: fact.v,
    id: fact.id,
    rotation: fact.rotation,
    match: fact.match,
    index: fact.index,
    game: fact.game,
  };
  if (fact.rulesVersion !== undefined) ordered.rulesVersion = fact.rulesVersion;
  ordered.seats = fact.seats.map((s) => ({ agent: s.agent, version: s.version }));
  ordered.ranks = fact.ranks;
  ordered.failures = fact.failures.map((f) => ({ seat: f.seat, kind: f.kind }));
  if (fact.playedAt !== undefined) ordered.playedAt = fact.playedAt;
  return JSON.stringify(ordered);
}

/** Check the parts of a fact a schema cannot: seat/rank counts, failure seats, the id. */
function factProblem(fact: Fact): string | undefined {
  if (fact.ranks.length !== fact.seats.length) return `has ${fact.seats.length} seats but ${fact.ranks.length} ranks`;
  if (fact.failures.some((f) => f.seat >= fact.seats.length)) return 'names a failure for a seat the game does not have';
  if (new Set(fact.seats.map((s) => s.agent)).size !== fact.seats.length) return 'seats the same agent twice';
  if (fact.id !== factId(fact.rotation, fact.match, fact.index)) return 'has an id that is not the hash of its rotation, match and index';
  return undefined;
}

export class FactsError extends UserError {}

function describeZodIssue(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'invalid';
  const where = first.path.map(String).join('.');
  return `${where ? `${where}: ` : ''}${first.message}`;
}

/**
 * Parse one line of a facts file. Blank lines give undefined. A bad line is a FactsError naming
 * `file:line` and what is wrong.
 */
export function parseFactLine(line: string, lineNumber: number, file = 'facts.jsonl'): Fact | undefined {
  const where = `${sanitizeLine(truncate(file, 200))}:${lineNumber}`;
  const hint = 'facts files are written by `arena merge`; restore this line from history or remove it';
  if (Buffer.byteLength(line, 'utf8') > FACTS_CAPS.lineBytes) {
    throw new FactsError(`${where}: line is longer than ${FACTS_CAPS.lineBytes} bytes`, hint);
  }
  if (line.trim() === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    throw new FactsError(`${where}: not a JSON object`, hint);
  }
  const parsed = FactSchema.safeParse(raw);
  if (!parsed.success)
    throw new FactsError(`${where}: not a valid fact: ${sanitizeLine(truncate(describeZodIssue(parsed.error), 300))}`, hint);
  const problem = factProblem(parsed.data);
  if (problem) throw new FactsError(`${where}: the fact ${problem}`, hint);
  return parsed.data;
}

/** Collects parsed lines; equal duplicates are dropped, different facts under one id are an error. */
export class FactsReader {
  private readonly byId = new Map<string, { fact: Fact; line: number; text: string }>();
  private lines = 0;

  constructor(private readonly file = 'facts.jsonl') {}

  addLine(line: string): void {
    this.lines += 1;
    if (this.lines > FACTS_CAPS.lines) {
      throw new FactsError(`${sanitizeLine(this.file)}: more than ${FACTS_CAPS.lines} lines`, 'archive old rotations into another file');
    }
    const fact = parseFactLine(line, this.lines, this.file);
    if (!fact) return;
    const text = serializeFact(fact);
    const seen = this.byId.get(fact.id);
    if (!seen) {
      this.byId.set(fact.id, { fact, line: this.lines, text });
    } else if (seen.text !== text) {
      throw new FactsError(
        `${sanitizeLine(this.file)}:${this.lines}: fact ${fact.id} differs from the fact with the same id on line ${seen.line}`,
        'facts are append-only: keep the first line and remove the other',
      );
    }
  }

  /** Every distinct fact, in canonical order. */
  facts(): Fact[] {
    return sortFacts(Array.from(this.byId.values(), (v) => v.fact));
  }
}

/** Parse a whole facts file held in memory (the adapter streams large files through FactsReader). */
export function parseFactsJsonl(text: string, file = 'facts.jsonl'): Fact[] {
  const reader = new FactsReader(file);
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines) reader.addLine(line.endsWith('\r') ? line.slice(0, -1) : line);
  return reader.facts();
}

export function serializeFactsJsonl(facts: readonly Fact[]): string {
  return facts.map((f) => `${serializeFact(f)}\n`).join('');
}

export interface MergeOutcome {
  /** every fact, canonical order */
  facts: Fact[];
  /** facts not in `existing`, canonical order: what an append writes */
  added: Fact[];
  /** incoming facts whose id was already known with the same content */
  duplicates: number;
  /** ids that arrived with different content; the existing (or, among new ones, the smallest) wins */
  conflicts: string[];
}

/**
 * Union by id. Existing facts never change (append-only). Among incoming facts with one id and
 * different content (a shard re-run), the one with the smallest serialisation wins, so the result
 * does not depend on the order shards are given in.
 */
export function mergeFacts(existing: readonly Fact[], incoming: readonly Fact[]): MergeOutcome {
  const known = new Map(existing.map((f) => [f.id, serializeFact(f)]));
  const fresh = new Map<string, { fact: Fact; text: string }>();
  const conflicts = new Set<string>();
  let duplicates = 0;
  for (const fact of incoming) {
    const text = serializeFact(fact);
    const old = known.get(fact.id);
    if (old !== undefined) {
      if (old === text) duplicates += 1;
      else conflicts.add(fact.id);
      continue;
    }
    const seen = fresh.get(fact.id);
    if (!seen) {
      fresh.set(fact.id, { fact, text });
    } else if (seen.text === text) {
      duplicates += 1;
    } else {
      conflicts.add(fact.id);
      if (compareStrings(text, seen.text) < 0) fresh.set(fact.id, { fact, text });
    }
  }
  const added = sortFacts(Array.from(fresh.values(), (v) => v.fact));
  return { facts: sortFacts([...existing, ...added]), added, duplicates, conflicts: [...conflicts].sort(compareStrings) };
}

export interface FactsFromResults {
  facts: Fact[];
  /** games voided by an infra failure (never rated) */
  voided: number;
}

/**
 * Turn a rotation shard's results (already validated by readResults as untrusted data) into facts.
 * Every game is checked against the match and agents it claims; infra-voided games are skipped.
 * `rulesVersions` maps a game name to its rules version (from the game registry), when known.
 */
export function factsFromResults(
  results: Results,
  rulesVersions: Readonly<Record<string, string>> = {},
  source = 'results',
): FactsFromResults {
  const where = sanitizeLine(truncate(source, 200));
  const fail = (message: string): never => {
    throw new FactsError(`${where}: ${message}`, 'merge only the arena-results.json files written by `arena rotation --shard`');
  };
  if (results.run.mode !== 'rotation') fail(`run.mode is "${results.run.mode}", not "rotation"`);
  const rotation = RunIdSchema.safeParse(results.run.runId);
  if (!rotation.success) fail('run.runId is missing or is not a rotation run id');
  const runId = rotation.data!;
  const versions = new Map(results.agents.map((a) => [a.id, a.version]));
  const facts: Fact[] = [];
  let voided = 0;
  for (const match of results.matches) {
    const game = GameNameSchema.safeParse(match.game);
    if (!game.success) fail(`match ${match.id}: "${sanitizeLine(truncate(match.game, 64))}" is not a game name`);
    const members = new Set(match.agents);
    match.games.forEach((g, position) => {
      const index = g.index ?? position;
      if (g.failures.some((f) => f.kind === 'infra')) {
        voided += 1;
        return;
      }
      const label = `match ${match.id} game ${index}`;
      if (g.seats.length !== g.ranks.length) fail(`${label}: ${g.seats.length} seats but ${g.ranks.length} ranks`);
      const seats = g.seats.map((agent) => {
        if (!members.has(agent)) fail(`${label}: seat ${agent} is not one of the match's agents`);
        const version = versions.get(agent);
        if (version === undefined) fail(`${label}: ${agent} is not listed in agents[]`);
        return { agent, version: version! };
      });
      const failures = g.failures.map((f) => {
        const seat = g.seats.indexOf(f.agent);
        if (seat < 0) fail(`${label}: a failure names ${f.agent}, who is not seated`);
        return { seat, kind: f.kind as Exclude<FailureKind, 'infra'> };
      });
      const candidate = {
        v: FACT_VERSION,
        id: factId(runId, match.id, index),
        rotation: runId,
        match: match.id,
        index,
        game: game.data!,
        ...(rulesVersions[match.game] !== undefined ? { rulesVersion: rulesVersions[match.game] } : {}),
        seats,
        ranks: g.ranks,
        failures,
        playedAt: results.run.createdAt,
      };
      const parsed = FactSchema.safeParse(candidate);
      if (!parsed.success) fail(`${label}: ${sanitizeLine(truncate(describeZodIssue(parsed.error), 300))}`);
      const problem = factProblem(parsed.data!);
      if (problem) fail(`${label}: the game ${problem}`);
      facts.push(parsed.data!);
    });
  }
  return { facts: sortFacts(facts), voided };
}
