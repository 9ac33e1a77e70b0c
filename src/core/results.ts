// The results document `arena.results/v1` (docs/results.md): the only thing the evaluation job hands to
// the report job, and what every `--json` prints. Strict: unknown keys are errors; any change of
// shape bumps the version; the reader accepts only versions it knows. Caps on sizes, counts and
// string lengths are part of the schema because the report side reads it as hostile data.
import { z } from 'zod';

export const RESULTS_SCHEMA_V1 = 'arena.results/v1';
/** v1 plus `evaluation` (the PR evaluation's stopping and provisional placement; docs/results.md) */
export const RESULTS_SCHEMA_V2 = 'arena.results/v2';
export const KNOWN_RESULTS_SCHEMAS = [RESULTS_SCHEMA_V1, RESULTS_SCHEMA_V2] as const;

export const RESULTS_CAPS = {
  /** the whole document, in bytes, checked before parsing */
  documentBytes: 8 * 1024 * 1024,
  agents: 1000,
  issuesPerAgent: 200,
  topIssues: 500,
  matches: 2000,
  gamesPerMatch: 1000,
  failuresPerGame: 16,
  ratings: 5000,
  reasons: 200,
  message: 4096,
  excerpt: 8192,
  observationBytes: 16 * 1024,
  path: 1024,
  /** nesting depth of any JSON value carried inside (observations) */
  depth: 32,
  /**
   * JSON values (objects, arrays, strings, numbers, …) in the whole document, counted in one linear
   * pass before the schema check; an honest 8 MiB document holds well under a million
   */
  values: 2_000_000,
} as const;

export const FAILURE_KINDS = [
  'timeout',
  'startup-timeout',
  'crash',
  'invalid-action',
  'protocol-error',
  'output-limit',
  'oom',
  'infra',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
export const FailureKindSchema = z.enum(FAILURE_KINDS);

export const TIERS = ['official', 'community'] as const;
export type Tier = (typeof TIERS)[number];
/** `local` marks an agent folder given by path to `arena match`, outside the tier roots. */
export const TierSchema = z.enum(['official', 'community', 'local']);

export const AGENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}$/;
export const AgentIdSchema = z
  .string()
  .max(64)
  .regex(/^(official|community|local)\/[a-z0-9][a-z0-9-]{0,38}$/, 'an agent id is tier/name');
export type AgentId = z.infer<typeof AgentIdSchema>;

const Sha = z.string().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit sha');
const Text = (max: number) => z.string().max(max);

export const SeveritySchema = z.enum(['error', 'warning', 'notice']);
export type Severity = z.infer<typeof SeveritySchema>;

export const IssueSchema = z.strictObject({
  path: Text(RESULTS_CAPS.path),
  line: z.int().min(1).max(10_000_000),
  column: z.int().min(1).max(10_000_000),
  severity: SeveritySchema,
  rule: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  message: Text(RESULTS_CAPS.message),
});
export type Issue = z.infer<typeof IssueSchema>;

export const AgentStatusSchema = z.enum(['ok', 'invalid', 'rejected', 'build-failed', 'skipped']);
export type AgentStatus = z.infer<typeof AgentStatusSchema>;

export const AgentResultSchema = z.strictObject({
  id: AgentIdSchema,
  tier: TierSchema,
  path: Text(RESULTS_CAPS.path),
  version: Text(64),
  status: AgentStatusSchema,
  issues: z.array(IssueSchema).max(RESULTS_CAPS.issuesPerAgent),
  /** games the manifest declares (absent when the manifest could not be read) */
  games: z.array(Text(64)).max(32).optional(),
  entrypoint: z.enum(['command', 'docker']).optional(),
  /** sha256 of the agent folder's files (names and contents), for receipts and reproducibility */
  treeHash: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/)
    .optional(),
  /** true for agents a change touched (evaluate), false for references */
  changed: z.boolean().optional(),
});
export type AgentResult = z.infer<typeof AgentResultSchema>;

/** Any JSON value, depth-limited; size is checked separately by the reader. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export const JsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string().max(RESULTS_CAPS.observationBytes),
    z.array(JsonValueSchema).max(4096),
    z.record(z.string().max(256), JsonValueSchema),
  ]),
);

export const FailureSchema = z.strictObject({
  agent: AgentIdSchema,
  kind: FailureKindSchema,
  /** the turn it happened on (0 = before the first turn: startup) */
  turn: z.int().min(0),
  message: Text(RESULTS_CAPS.message),
  /** a capped copy of the last observation the agent was sent */
  observation: JsonValueSchema.optional(),
  /** head+tail excerpt of the agent's stderr, redacted */
  stderr: Text(RESULTS_CAPS.excerpt).optional(),
});
export type Failure = z.infer<typeof FailureSchema>;

export const GameResultSchema = z.strictObject({
  index: z.int().min(0).optional(),
  seed: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  seats: z.array(AgentIdSchema).min(1).max(16),
  /** 1 = best; equal ranks are a draw */
  ranks: z.array(z.int().min(1).max(16)).min(1).max(16),
  failures: z.array(FailureSchema).max(RESULTS_CAPS.failuresPerGame),
  turns: z.int().min(0),
  durationMs: z.number().min(0),
  reason: Text(256).optional(),
  /** replay file, relative to the results directory */
  replay: Text(RESULTS_CAPS.path).optional(),
});
export type GameResult = z.infer<typeof GameResultSchema>;

export const FailureCountsSchema = z.partialRecord(FailureKindSchema, z.int().min(0));
export const AgentSummarySchema = z.strictObject({
  wins: z.int().min(0),
  draws: z.int().min(0),
  losses: z.int().min(0),
  failures: FailureCountsSchema,
});
export type AgentSummary = z.infer<typeof AgentSummarySchema>;

export const MatchResultSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
  game: Text(64),
  agents: z.array(AgentIdSchema).min(1).max(16),
  /** the match seed; game seeds derive from it */
  seed: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  games: z.array(GameResultSchema).max(RESULTS_CAPS.gamesPerMatch),
  /** games voided by infrastructure failures and not replayed successfully */
  voided: z.int().min(0).optional(),
  summary: z.record(AgentIdSchema, AgentSummarySchema),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

export const RatingSchema = z.strictObject({
  agent: AgentIdSchema,
  version: Text(64),
  game: Text(64),
  mu: z.number(),
  sigma: z.number().min(0),
  rating: z.number(),
  games: z.int().min(0),
});
export type Rating = z.infer<typeof RatingSchema>;

export const ConclusionSchema = z.enum(['success', 'failure', 'neutral']);
export type Conclusion = z.infer<typeof ConclusionSchema>;

export const RunModeSchema = z.enum(['validate', 'match', 'evaluate', 'maintainer-evaluate', 'rotation', 'merge']);
export type RunMode = z.infer<typeof RunModeSchema>;

export const RunInfoSchema = z.strictObject({
  mode: RunModeSchema,
  headSha: Sha.optional(),
  baseSha: Sha.optional(),
  createdAt: z.iso.datetime(),
  arenaVersion: Text(64),
  /** rotation: the rotation run id; evaluate: the Actions run id, when known */
  runId: Text(128).optional(),
  /** rotation: which slice, "I/N" */
  shard: z
    .string()
    .regex(/^\d{1,4}\/\d{1,4}$/)
    .optional(),
  /** maintainer-evaluate: these results are authoritative for headSha */
  authoritative: z.boolean().optional(),
});
export type RunInfo = z.infer<typeof RunInfoSchema>;

export const VerdictSchema = z.strictObject({
  conclusion: ConclusionSchema,
  reasons: z.array(Text(RESULTS_CAPS.message)).max(RESULTS_CAPS.reasons),
});
export type Verdict = z.infer<typeof VerdictSchema>;

/** Why a PR pairing stopped (src/core/evaluate/stopping.ts). */
export const STOP_REASONS = ['stronger', 'weaker', 'max-pairs', 'budget', 'match-time-limit', 'fixed'] as const;

export const PairingRecordSchema = z.strictObject({
  agent: AgentIdSchema,
  reference: AgentIdSchema,
  game: Text(64),
  /** the match's id in matches[] */
  match: Text(128),
  /** complete seat-swapped pairs played */
  pairs: z.int().min(0).max(RESULTS_CAPS.gamesPerMatch),
  /** pairs by the changed agent's points in them: 0, ½, 1, 1½, 2 */
  pentanomial: z.array(z.int().min(0).max(RESULTS_CAPS.gamesPerMatch)).length(5),
  /** the changed agent's mean score per game (0–1) over those pairs */
  score: z.number().min(0).max(1),
  llr: z.number(),
  stop: z.enum(STOP_REASONS),
  /** why it stopped, in words */
  message: Text(RESULTS_CAPS.message),
});
export type PairingRecord = z.infer<typeof PairingRecordSchema>;

export const PlacementSchema = z.strictObject({
  agent: AgentIdSchema,
  game: Text(64),
  /** games against the references behind it */
  games: z.int().min(0),
  mu: z.number(),
  sigma: z.number().min(0),
  /** mu − 3·sigma, as the leaderboard shows it */
  rating: z.number(),
  /** mu ± 2·sigma */
  low: z.number(),
  high: z.number(),
  /** where `rating` would rank among the leaderboard's other entries of this game (1 = top) */
  rank: z.int().min(1),
  /** ranks its mu would take at mu + 2σ and mu − 2σ among the others' mu */
  rankRange: z.tuple([z.int().min(1), z.int().min(1)]),
  /** entries on that leaderboard, this agent's earlier version left out */
  of: z.int().min(0),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const EvaluationInfoSchema = z.strictObject({
  /** evaluation.stopping as used; null when stopping is off */
  stopping: z
    .strictObject({
      alpha: z.number(),
      beta: z.number(),
      elo0: z.number(),
      elo1: z.number(),
      minPairs: z.int(),
      maxPairs: z.int(),
      budgetMinutes: z.number(),
    })
    .nullable(),
  pairings: z.array(PairingRecordSchema).max(RESULTS_CAPS.matches),
  /** the published leaderboard the placements are measured against; null when there is none */
  leaderboard: z
    .strictObject({
      latestRotation: Text(128).nullable(),
      generatedAt: z.iso.datetime().optional(),
    })
    .nullable(),
  /** why there are no placements (no leaderboard yet, an unreadable one, a game not on it) */
  notes: z.array(Text(RESULTS_CAPS.message)).max(RESULTS_CAPS.reasons),
  placements: z.array(PlacementSchema).max(RESULTS_CAPS.agents),
});
export type EvaluationInfo = z.infer<typeof EvaluationInfoSchema>;

export const ResultsSchema = z.strictObject({
  /** v2 may carry `evaluation`; the reader refuses it in a v1 document */
  schema: z.enum(KNOWN_RESULTS_SCHEMAS),
  run: RunInfoSchema,
  agents: z.array(AgentResultSchema).max(RESULTS_CAPS.agents),
  /** findings not tied to one agent (change gates on trusted paths, configuration) */
  issues: z.array(IssueSchema).max(RESULTS_CAPS.topIssues).optional(),
  matches: z.array(MatchResultSchema).max(RESULTS_CAPS.matches),
  ratings: z.array(RatingSchema).max(RESULTS_CAPS.ratings),
  /** v2, evaluate and maintainer-evaluate: how each pairing stopped, the provisional placement */
  evaluation: EvaluationInfoSchema.optional(),
  verdict: VerdictSchema,
});
export type Results = z.infer<typeof ResultsSchema>;

export class ResultsReadError extends Error {
  override readonly name = 'ResultsReadError';
}

/**
 * One iterative pass over a parsed document that throws as soon as it is nested deeper than
 * `depthLimit` or holds more than `valueLimit` values: the cost is linear, hostile nesting cannot
 * overflow the stack, and a value that contains itself is refused, not walked forever.
 */
function checkSize(value: unknown, depthLimit: number, valueLimit: number): void {
  let values = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    values += 1;
    if (d > depthLimit) throw new ResultsReadError('results document is nested too deeply');
    if (values > valueLimit) throw new ResultsReadError(`results document holds more than ${valueLimit} values`);
    if (v && typeof v === 'object') {
      for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, d + 1]);
    }
  }
}

/**
 * Why an observation is not an acceptable JSON value, or undefined. Iterative and linear: the same
 * rules as JsonValueSchema (JSON types only, strings ≤ observationBytes, arrays ≤ 4096 items, keys ≤
 * 256 characters, nesting ≤ depth) plus the byte cap, checked without the schema's per-value cost.
 */
function observationProblem(value: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (d > RESULTS_CAPS.depth) return `is nested deeper than ${RESULTS_CAPS.depth}`;
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'holds a number that is not finite';
      continue;
    }
    if (typeof v === 'string') {
      if (v.length > RESULTS_CAPS.observationBytes) return `holds a string over ${RESULTS_CAPS.observationBytes} characters`;
      continue;
    }
    if (Array.isArray(v)) {
      if (v.length > 4096) return 'holds an array of more than 4096 items';
      for (const item of v) stack.push([item, d + 1]);
      continue;
    }
    if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        if (key.length > 256) return 'holds a key over 256 characters';
        stack.push([item, d + 1]);
      }
      continue;
    }
    return 'is not a JSON value';
  }
  // (Buffer.byteLength counts UTF-8 bytes, here and below)
  if (Buffer.byteLength(JSON.stringify(value)) > RESULTS_CAPS.observationBytes) return `is over ${RESULTS_CAPS.observationBytes} bytes`;
  return undefined;
}

/** Failure objects of a raw (not yet validated) document that carry an observation, with their place. */
function rawObservations(raw: unknown): Array<{ failure: Record<string, unknown>; where: string }> {
  const found: Array<{ failure: Record<string, unknown>; where: string }> = [];
  // the list under `key` of anything (null, a number, a string give none; the schema refuses them later)
  const items = (owner: unknown, key: string): unknown[] => {
    const value = (owner as Record<string, unknown> | null | undefined)?.[key];
    return Array.isArray(value) ? value : [];
  };
  items(raw, 'matches').forEach((m, mi) =>
    items(m, 'games').forEach((g, gi) =>
      items(g, 'failures').forEach((f, fi) => {
        const failure = f as Record<string, unknown> | null | undefined;
        if (failure?.observation !== undefined) found.push({ failure, where: `matches.${mi}.games.${gi}.failures.${fi}.observation` });
      }),
    ),
  );
  return found;
}

/**
 * Parse an untrusted results document: size cap, JSON, known version, strict schema, nesting and
 * observation caps, and the summary keys must be agents listed in `agents[]`. Throws ResultsReadError.
 */
export function readResults(text: string, maxBytes: number = RESULTS_CAPS.documentBytes): Results {
  if (Buffer.byteLength(text) > maxBytes) {
    throw new ResultsReadError(`results document is larger than ${maxBytes} bytes`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ResultsReadError(`results document is not valid JSON (${(error as SyntaxError).message})`); // JSON.parse throws only SyntaxError
  }
  return readResultsValue(raw);
}

export function readResultsValue(raw: unknown): Results {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ResultsReadError('results document is not a JSON object');
  const schema = (raw as { schema?: unknown }).schema;
  if (!(KNOWN_RESULTS_SCHEMAS as readonly unknown[]).includes(schema)) {
    throw new ResultsReadError(
      `unknown results schema ${JSON.stringify(typeof schema === 'string' ? schema.slice(0, 64) : schema)}; this reader knows ${KNOWN_RESULTS_SCHEMAS.join(', ')}`,
    );
  }
  // Linear checks first, so no shape makes the schema check expensive: the depth, the number of
  // values, then the observations (opaque payloads the report never reads), which the schema check
  // then skips: they are set aside while it runs and put back unchanged.
  checkSize(raw, RESULTS_CAPS.depth + 8, RESULTS_CAPS.values);
  const observations = rawObservations(raw);
  for (const { failure, where } of observations) {
    const problem = observationProblem(failure.observation);
    if (problem) throw new ResultsReadError(`results document does not match ${RESULTS_SCHEMA_V1}: ${where} ${problem}`);
  }
  const saved = observations.map(({ failure }) => failure.observation);
  for (const { failure } of observations) failure.observation = null;
  let parsed: ReturnType<typeof ResultsSchema.safeParse>;
  try {
    parsed = ResultsSchema.safeParse(raw);
  } finally {
    observations.forEach(({ failure }, i) => (failure.observation = saved[i]));
  }
  if (parsed.success) {
    // put the observations back into the parsed copy, at the same places
    let i = 0;
    for (const match of parsed.data.matches)
      for (const game of match.games)
        for (const failure of game.failures) if (failure.observation !== undefined) failure.observation = saved[i++] as JsonValue;
  }
  if (!parsed.success) {
    const first = parsed.error.issues[0]!; // a failed parse has at least one issue
    const where = first.path.map(String).join('.');
    throw new ResultsReadError(`results document does not match ${schema}: ${where ? `${where}: ` : ''}${first.message}`);
  }
  const results = parsed.data;
  if (results.schema === RESULTS_SCHEMA_V1 && results.evaluation !== undefined) {
    throw new ResultsReadError(`results document does not match ${RESULTS_SCHEMA_V1}: evaluation is a ${RESULTS_SCHEMA_V2} field`);
  }
  // (each observation's byte cap was checked on the raw value above, which is what was put back)
  const ids = new Set(results.agents.map((a) => a.id));
  for (const match of results.matches) {
    for (const key of Object.keys(match.summary)) {
      if (!ids.has(key)) throw new ResultsReadError(`match ${match.id}: summary names ${key}, which is not listed in agents[]`);
    }
  }
  return results;
}

/**
 * JSON text that is safe to print into a CI log as it is: workflow commands (`::` — a line is one
 * when it starts with it — and the legacy `##[` anywhere in a line), C1 controls (U+0080–U+009F:
 * U+009B starts a terminal escape), bidi, zero-width and line-separator characters inside strings
 * are written as \u escapes, which JSON.parse reads back unchanged (JSON.stringify already escapes
 * C0 controls and lone surrogates). None of these can occur outside a string in JSON, so this never
 * touches the structure. Every `--json` document goes through here.
 */
export function logSafeJson(json: string): string {
  return json
    .replace(/##\[/g, '#\\u0023[')
    .replace(/::/g, ':\\u003a')
    .replace(
      /[\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}

function render(results: Results): string {
  return `${logSafeJson(JSON.stringify(ResultsSchema.parse(results), null, 2))}\n`;
}

/** What a document over the size cap gives up, least needed first; facts (seats, ranks, seeds, kinds, turns) never. */
const TRIM_STAGES: ReadonlyArray<{ what: string; trim(failure: Failure): Failure }> = [
  { what: 'stderr excerpts', trim: ({ stderr: _stderr, ...rest }) => rest },
  { what: 'copies of the last observation', trim: ({ observation: _observation, ...rest }) => rest },
  { what: 'failure messages past 200 characters', trim: (f) => ({ ...f, message: f.message.slice(0, 200) }) },
];

/**
 * Serialise for writing and printing: key order as built, two-space indent, log-safe, trailing
 * newline. A document over RESULTS_CAPS.documentBytes (which every reader refuses) — say a shard of
 * many failing games with long excerpts — drops failure excerpts stage by stage until it fits, and
 * says so in its reasons; the replays and logs on disk keep them.
 */
export function serializeResults(results: Results, maxBytes: number = RESULTS_CAPS.documentBytes): string {
  let text = render(results);
  let current = results;
  const dropped: string[] = [];
  for (const stage of TRIM_STAGES) {
    if (Buffer.byteLength(text) <= maxBytes) break;
    dropped.push(stage.what);
    current = {
      ...current,
      matches: current.matches.map((m) => ({ ...m, games: m.games.map((g) => ({ ...g, failures: g.failures.map(stage.trim) })) })),
    };
    const note = `the document was over ${maxBytes} bytes, so it leaves out ${dropped.join(', ')} (the replays and logs keep them)`;
    const reasons = [...results.verdict.reasons.slice(0, RESULTS_CAPS.reasons - 1), note];
    text = render({ ...current, verdict: { ...current.verdict, reasons } });
  }
  return text;
}

export function emptySummary(): AgentSummary {
  return { wins: 0, draws: 0, losses: 0, failures: {} };
}
