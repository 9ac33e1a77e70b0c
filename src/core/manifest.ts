// The agent manifest `agents/<tier>/<name>/agent.yml` (docs/writing-an-agent.md): a strict zod schema plus the
// checks that need context (folder name, tier policy, the arena's games and budgets, the registry
// allowlist). Pure: text in, findings out, so the report job can re-check manifest text it fetched
// from the API without a checkout. Every finding names the file, line and column of the offending
// node, a stable rule id, and says how to fix it.
import { join } from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import type { ArenaConfig, Budget } from './config.js';
import { isPinnedByDigest, parseImageReference } from './dockerfile.js';
import { GAME_NAMES, isBuiltInGame, type GameName } from './games/names.js';
import { AGENT_NAME_PATTERN, type AgentStatus, type Issue, type Severity } from './results.js';
import type { AgentLaunch } from './runner.js';
import { hasUnsafeCharacters } from './sanitize.js';
import { formatBytes, parseSize, SIZE_PATTERN } from './units.js';
import { issueAt, locate, parseYaml, type YamlPath, type YamlSource } from './yaml-source.js';

export const MANIFEST_FILE = 'agent.yml';

/**
 * Stable rule ids of manifest and agent-folder findings, with what each one means. Annotations,
 * docs and tests refer to these names; never rename one.
 */
export const MANIFEST_RULES = {
  'yaml-syntax': 'agent.yml is not valid YAML (or uses aliases, duplicate keys, binary data, bad UTF-8)',
  'manifest-too-large': 'agent.yml is larger than limits.manifestBytes',
  'missing-manifest': 'an agent folder has no agent.yml (or it is not a regular file)',
  'unknown-key': 'a key the schema does not know',
  'missing-field': 'a required key is absent',
  'bad-value': 'a value has the wrong type or form',
  'bad-name': 'name does not match ^[a-z0-9][a-z0-9-]{0,38}$ or differs from the folder name',
  'bad-version': 'version is not semver (1.2.3)',
  'duplicate-name': 'another tier already has an agent with this name',
  'community-command-entrypoint': 'a community agent asks to run as a host command (policy: docker only)',
  'bad-entrypoint': 'entrypoint keys that do not belong to its type',
  'build-and-image': 'a docker entrypoint needs exactly one of build / image',
  'build-context-escapes': 'build or dockerfile leaves the agent folder (.., absolute, symlink)',
  'missing-dockerfile': 'the Dockerfile named by the entrypoint does not exist',
  'image-without-digest': 'entrypoint.image is not pinned by @sha256 digest',
  'image-registry-not-allowed': "entrypoint.image's registry host is not on build.registries",
  'unknown-game': 'a game that is not in the game registry',
  'game-not-offered': 'a registry game this arena does not offer (error when none of the games is offered)',
  'env-not-literal': 'an env value that is not a plain string/number/boolean, or looks like $VAR interpolation',
  'reserved-env': 'an env name Arena sets itself (ARENA_*)',
  'requires-over-budget': "requires asks for more than the game's per-seat budget in arena.yml",
  'agent-too-large': 'the agent folder is over limits.agentBytes / limits.agentFiles',
  'bad-path': 'a file or folder name with control/bidi characters, or a special file',
  'symlink-escapes': 'a symbolic link that leaves the agent folder, or an agent folder that is a link',
  'unpinned-base-image': 'a Dockerfile image neither pinned by digest nor on build.baseImages',
  'remote-build-input': 'a Dockerfile that fetches from the network by itself (# syntax=, ADD <url>, …)',
} as const;
export type ManifestRule = keyof typeof MANIFEST_RULES;

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const noNul = (s: string) => !s.includes('\u0000');
const Argv = z.array(z.string().min(1).max(4096).refine(noNul, 'no NUL characters')).min(1).max(256);
const EnvValue = z.union([z.string().max(4096).refine(noNul), z.number(), z.boolean()]).transform((v) => String(v));
const Size = z.union([z.int().min(0), z.string().regex(SIZE_PATTERN)]).transform((v) => parseSize(v)!);
const RelativePath = z.string().min(1).max(256);

/**
 * `entrypoint`: one flat strict object; which keys go with which `type` is checked separately so
 * the message can say "a command entrypoint takes no image" instead of a generic union error.
 */
export const EntrypointSchema = z.strictObject({
  type: z.enum(['command', 'docker']),
  /** command: argv, run with the agent folder as cwd */
  command: Argv.optional(),
  /** docker: Dockerfile context, relative to the agent folder */
  build: RelativePath.optional(),
  /** docker: Dockerfile path relative to the build context (default `Dockerfile`) */
  dockerfile: RelativePath.optional(),
  /** docker: a prebuilt image, `host/name@sha256:…` */
  image: z.string().min(1).max(512).optional(),
  /** docker: command override */
  args: Argv.optional(),
  /** docker: working directory override inside the image */
  workdir: z.string().max(1024).startsWith('/').refine(noNul).optional(),
  /** literal environment values (numbers and booleans become strings) */
  env: z
    .record(z.string().regex(ENV_NAME), EnvValue)
    .refine((env) => Object.keys(env).length <= 64, 'at most 64 variables')
    .optional(),
});

export const RequiresSchema = z.strictObject({
  memory: Size.optional(),
  cpus: z.number().positive().max(64).optional(),
  pids: z.int().min(1).max(4096).optional(),
  tmpfs: Size.optional(),
});

export const ManifestSchema = z.strictObject({
  name: z.string().regex(AGENT_NAME_PATTERN),
  version: z
    .string()
    .max(64)
    .refine((v) => semver.valid(v) !== null),
  description: z.string().max(1000).optional(),
  authors: z.array(z.string().max(100)).max(32).optional(),
  games: z.array(z.string().max(64)).min(1).max(32),
  entrypoint: EntrypointSchema,
  requires: RequiresSchema.optional(),
});

/** A manifest that passed every check (sizes in bytes, env values as strings). */
export type Manifest = z.output<typeof ManifestSchema>;
export type Entrypoint = z.output<typeof EntrypointSchema>;

export const MANIFEST_KEYS = Object.keys(ManifestSchema.shape);
export const ENTRYPOINT_KEYS = Object.keys(EntrypointSchema.shape);
export const REQUIRES_KEYS = Object.keys(RequiresSchema.shape);

export interface ManifestContext {
  /** repository-relative path of this agent.yml, used in findings */
  path: string;
  tier: 'official' | 'community' | 'local';
  /** the agent folder's name; `name:` must equal it (omit to skip that check) */
  folderName?: string;
  /** the arena's configuration (games offered, budgets, registries, limits) */
  config: ArenaConfig;
  /** may this agent use a `command` entrypoint? Default: only the official tier (docs/architecture.md, "Trust model"). */
  allowCommand?: boolean;
  /** the file's real size, when `input` holds only its first bytes (a reader that stops at the cap) */
  fileBytes?: number;
}

export interface ManifestCheck {
  /** the manifest, only when there is no error-severity finding */
  manifest?: Manifest;
  /** every finding, in file order */
  issues: Issue[];
  /** what could be read even from an invalid manifest, for reports */
  summary: { name?: string; version?: string; games?: string[]; entrypoint?: 'command' | 'docker' };
  /** the parsed YAML, for positions of later findings (e.g. the change gates) */
  source?: YamlSource;
}

const FIELD_HELP: Record<string, string> = {
  name: 'a name such as my-bot: lowercase letters, digits and "-", starting with a letter or digit, at most 39 characters, equal to the folder name',
  version: 'a semantic version such as 1.0.0 (write it as text; 1.0 is read as a number)',
  description: 'one line of text (at most 1000 characters)',
  authors: 'a list of GitHub logins or names, e.g. [octocat] (display only)',
  games: `a list of game names, e.g. [connect-four]; built-in games: ${GAME_NAMES.join(', ')}`,
  entrypoint: 'a mapping with type: docker (build: . or image: name@sha256:…) or, for official agents, type: command',
  'entrypoint.type': 'command (official agents only) or docker',
  'entrypoint.command': 'a list of strings, the program and its arguments, e.g. [node, agent.mjs]',
  'entrypoint.build': 'a folder inside the agent folder holding the Dockerfile context, usually "."',
  'entrypoint.dockerfile': 'a path relative to the build context, default Dockerfile',
  'entrypoint.image': 'an image pinned by digest, e.g. ghcr.io/you/bot@sha256:<64 hex digits>',
  'entrypoint.args': 'a list of strings, the command inside the container, e.g. [python, bot.py]',
  'entrypoint.workdir': 'an absolute path inside the image, e.g. /app',
  'entrypoint.env': 'a mapping of NAME: literal value (NAME is letters, digits and _, not starting with a digit)',
  requires: 'a mapping with any of memory, cpus, pids, tmpfs',
  'requires.memory': 'a size such as 256m or 1g',
  'requires.tmpfs': 'a size such as 64m',
  'requires.cpus': 'a number of CPUs such as 0.5 or 1',
  'requires.pids': 'a whole number of processes such as 64',
};

function fieldKey(path: YamlPath): string {
  if (path[0] === 'entrypoint' && path[1] === 'env') return 'entrypoint.env';
  if (path[0] === 'games' || path[0] === 'authors') return String(path[0]);
  return path.filter((p) => typeof p === 'string').join('.');
}

function dotted(path: YamlPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function valueAt(root: unknown, path: YamlPath): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The closest known key, for "did you mean" hints (edit distance ≤ 2). */
function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2 || a.length > 64 || b.length > 64) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= b.length; j += 1) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function decode(input: string | Uint8Array): string | undefined {
  if (typeof input === 'string') return input;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return undefined;
  }
}

/** True when a value looks like shell/compose interpolation ($VAR, ${VAR}) that Arena would not expand. */
export function looksInterpolated(value: string): boolean {
  return /\$\{|\$[A-Za-z_(]/.test(value);
}

/**
 * Validate manifest text (or raw bytes, which must be UTF-8). Never throws for bad input.
 * Findings: `yaml-syntax`, `manifest-too-large`, schema rules (`unknown-key`, `missing-field`,
 * `bad-value`, `bad-name`, `bad-version`, `env-not-literal`) and context rules
 * (`community-command-entrypoint`, `bad-entrypoint`, `build-and-image`, `build-context-escapes`,
 * `image-without-digest`, `image-registry-not-allowed`, `unknown-game`, `game-not-offered`,
 * `reserved-env`, `requires-over-budget`). Folder-level rules live in discovery.ts.
 */
export function validateManifestText(input: string | Uint8Array, ctx: ManifestContext): ManifestCheck {
  const read = readManifestSource(input, ctx);
  if ('check' in read) return read.check;
  const { source } = read;
  const raw = source.value;
  const issues: Issue[] = [];
  const add: Add = (path, which, severity, rule, message) => {
    issues.push(issueAt(ctx.path, locate(source, path, which), severity, rule, message));
  };
  if (!isRecord(raw)) {
    reportNotAMapping(raw, add);
    return { issues, summary: {}, source };
  }
  // 1. The strict schema.
  const result = ManifestSchema.safeParse(raw);
  if (!result.success) for (const schemaIssue of result.error.issues) reportSchemaIssue(schemaIssue, raw, add);
  // 2. Checks that need context. They run on the raw value so one pass reports as much as it can.
  const name = checkName(raw, ctx, add);
  const games = checkGames(raw.games, ctx.config, add);
  const entrypointType = checkEntrypoint(raw.entrypoint, ctx, add);
  checkRequires(raw.requires, games, ctx.config, add);
  issues.sort((x, y) => x.line - y.line || x.column - y.column);
  const hasError = issues.some((i) => i.severity === 'error');
  const summary = manifestSummary(raw, name, entrypointType);
  return { ...(result.success && !hasError ? { manifest: result.data } : {}), issues, summary, source };
}

/** The manifest's YAML, or the one finding that stops validation: too large, not UTF-8, bad YAML. */
function readManifestSource(input: string | Uint8Array, ctx: ManifestContext): { source: YamlSource } | { check: ManifestCheck } {
  const file = ctx.path;
  const maxBytes = ctx.config.limits.manifestBytes;
  const size = Math.max(ctx.fileBytes ?? 0, typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength);
  const stop = (rule: ManifestRule, message: string) => ({
    check: { issues: [issueAt(file, { line: 1, column: 1 }, 'error', rule, message)], summary: {} },
  });
  if (size > maxBytes) {
    return stop(
      'manifest-too-large',
      `agent.yml is ${formatBytes(size)}; the limit is ${formatBytes(maxBytes)} (limits.manifestBytes). It only describes the agent: keep code and data in other files.`,
    );
  }
  const text = decode(input);
  if (text === undefined) return stop('yaml-syntax', 'agent.yml is not valid UTF-8 text; save it as UTF-8.');
  const parsed = parseYaml(text, file, { maxBytes, tooLargeRule: 'manifest-too-large' });
  if (parsed.source && parsed.issues.length === 0) return { source: parsed.source };
  // Later syntax errors are mostly echoes of the first; one precise finding is more useful.
  const [first] = parsed.issues;
  if (!first) return { check: { issues: [], summary: {} } };
  const more = parsed.issues.length - 1;
  // The position is in the finding already; drop the parser's own " at line L, column C:".
  const message = first.message.replace(/ at line \d+, column \d+:?/, '') + (more > 0 ? ` (and ${more} more syntax errors after it)` : '');
  return { check: { issues: [{ ...first, message }], summary: {} } };
}

/** An empty agent.yml, or one that is a list or a single value. */
function reportNotAMapping(raw: unknown, add: Add): void {
  if (raw === null || raw === undefined) {
    add(
      [],
      'value',
      'error',
      'missing-field',
      'agent.yml is empty; it needs at least name, version, games and entrypoint (see docs/writing-an-agent.md).',
    );
    return;
  }
  add(
    [],
    'value',
    'error',
    'bad-value',
    'agent.yml must be a mapping of keys (name:, version:, games:, entrypoint:, …), not a list or a single value.',
  );
}

type SchemaIssue = z.ZodError['issues'][number];

/** One finding of the strict schema, as a finding that names the key or value and how to fix it. */
function reportSchemaIssue(schemaIssue: SchemaIssue, raw: Record<string, unknown>, add: Add): void {
  const path = schemaIssue.path.filter((p): p is string | number => typeof p !== 'symbol');
  if (schemaIssue.code === 'unrecognized_keys') {
    reportUnknownKeys(path, schemaIssue.keys, add);
    return;
  }
  const value = valueAt(raw, path);
  const help = FIELD_HELP[fieldKey(path)] ?? 'see docs/writing-an-agent.md';
  if (value === undefined && schemaIssue.code !== 'invalid_key') {
    const parent = path.slice(0, -1);
    const key = path[path.length - 1];
    add(
      parent,
      parent.length > 0 ? 'key' : 'value',
      'error',
      'missing-field',
      `${parent.length > 0 ? `${dotted(parent)} is missing` : 'missing'} required key "${String(key)}": ${help}`,
    );
    return;
  }
  if (path[0] === 'name') {
    add(path, 'value', 'error', 'bad-name', `name ${show(value)} is not a valid agent name; use ${help}`);
  } else if (path[0] === 'version') {
    add(path, 'value', 'error', 'bad-version', `version ${show(value)} is not a semantic version; use ${help}`);
  } else if (path[0] === 'entrypoint' && path[1] === 'env' && path.length === 3) {
    reportBadEnv(path, value, schemaIssue.code === 'invalid_key', add);
  } else {
    add(path, 'value', 'error', 'bad-value', `${dotted(path)} ${describeProblem(schemaIssue.code, value)}; expected ${help}`);
  }
}

function reportUnknownKeys(path: YamlPath, keys: readonly string[], add: Add): void {
  const known =
    path.length === 0 ? MANIFEST_KEYS : path[0] === 'entrypoint' ? ENTRYPOINT_KEYS : path[0] === 'requires' ? REQUIRES_KEYS : [];
  for (const key of keys) {
    const guess = closest(key, known);
    const where = path.length > 0 ? ` under ${dotted(path)}` : '';
    add(
      [...path, key],
      'key',
      'error',
      'unknown-key',
      `unknown key ${show(key)}${where}; ${guess ? `did you mean "${guess}"? ` : ''}allowed keys: ${known.join(', ')}`,
    );
  }
}

/** entrypoint.env.<NAME>: a bad variable name, or a value that is not a literal. */
function reportBadEnv(path: YamlPath, value: unknown, badName: boolean, add: Add): void {
  if (badName) {
    add(
      path,
      'key',
      'error',
      'bad-value',
      `environment variable name ${show(path[2])} is not valid; use letters, digits and _, not starting with a digit`,
    );
    return;
  }
  add(
    path,
    'value',
    'error',
    'env-not-literal',
    `entrypoint.env.${String(path[2])} must be a literal string, number or boolean, got ${describeValue(value)}; write the value itself (quote it for an empty string: "")`,
  );
}

/** A valid name that differs from the folder's is an error; returns the name when it is valid. */
function checkName(raw: Record<string, unknown>, ctx: ManifestContext, add: Add): string | undefined {
  const name = typeof raw.name === 'string' && AGENT_NAME_PATTERN.test(raw.name) ? raw.name : undefined;
  if (name !== undefined && ctx.folderName !== undefined && name !== ctx.folderName) {
    add(
      ['name'],
      'value',
      'error',
      'bad-name',
      `name "${name}" must equal the agent's folder name ${show(ctx.folderName)}; rename the folder or change name:`,
    );
  }
  return name;
}

/** The fields read even from an invalid manifest (capped), for results and messages. */
function manifestSummary(
  raw: Record<string, unknown>,
  name: string | undefined,
  entrypoint: 'command' | 'docker' | undefined,
): ManifestCheck['summary'] {
  return {
    ...(name !== undefined ? { name } : {}),
    ...(typeof raw.version === 'string' ? { version: raw.version.slice(0, 64) } : {}),
    ...(Array.isArray(raw.games)
      ? {
          games: raw.games
            .filter((g): g is string => typeof g === 'string')
            .slice(0, 32)
            .map((g) => g.slice(0, 64)),
        }
      : {}),
    ...(entrypoint ? { entrypoint } : {}),
  };
}

type Add = (path: YamlPath, which: 'key' | 'value', severity: Severity, rule: ManifestRule, message: string) => void;

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${show(value)}`;
}

function describeProblem(code: string, value: unknown): string {
  switch (code) {
    case 'too_big':
      return 'is too long or too large';
    case 'too_small':
      return Array.isArray(value) ? 'is empty' : 'is too short or too small';
    case 'invalid_value':
      return `cannot be ${show(value)}`;
    case 'invalid_format':
      return `has the wrong form (${show(value)})`;
    default:
      return `cannot be ${describeValue(value)}`;
  }
}

/** Returns the declared games that this arena offers. */
function checkGames(value: unknown, config: ArenaConfig, add: Add): GameName[] {
  if (!Array.isArray(value)) return [];
  const offered: GameName[] = [];
  let known = 0;
  const seen = new Set<string>();
  value.forEach((game, i) => {
    if (typeof game !== 'string') return;
    if (seen.has(game)) {
      add(['games', i], 'value', 'error', 'bad-value', `game "${game}" is listed twice; list each game once`);
      return;
    }
    seen.add(game);
    // a game is known when it is built in or this arena.yml declares it (a game of its own)
    if (!isBuiltInGame(game) && !Object.hasOwn(config.games, game)) {
      const guess = closest(game, [...GAME_NAMES, ...Object.keys(config.games)]);
      add(
        ['games', i],
        'value',
        'error',
        'unknown-game',
        `unknown game ${show(game)}; ${guess ? `did you mean "${guess}"? ` : ''}built-in games: ${GAME_NAMES.join(', ')}`,
      );
      return;
    }
    known += 1;
    if (!Object.hasOwn(config.games, game)) {
      add(
        ['games', i],
        'value',
        'warning',
        'game-not-offered',
        `this arena does not offer "${game}" (see games: in arena.yml); the agent will not play it`,
      );
    } else {
      offered.push(game);
    }
  });
  if (known > 0 && offered.length === 0) {
    add(
      ['games'],
      'value',
      'error',
      'game-not-offered',
      `none of the agent's games is offered by this arena; offered: ${Object.keys(config.games).join(', ') || 'none'}`,
    );
  }
  return offered;
}

const DOCKER_ONLY_KEYS = ['build', 'dockerfile', 'image', 'args', 'workdir'] as const;

function checkEntrypoint(value: unknown, ctx: ManifestContext, add: Add): 'command' | 'docker' | undefined {
  if (!isRecord(value)) return undefined;
  const type = value.type;
  const allowCommand = ctx.allowCommand ?? ctx.tier === 'official';
  checkEnv(value.env, add);
  if (type === 'command') {
    checkCommandEntrypoint(value, ctx, allowCommand, add);
    return 'command';
  }
  if (type !== 'docker') return undefined;
  checkDockerEntrypoint(value, ctx, add);
  return 'docker';
}

/** A command entrypoint: only where commands are allowed, with command:, without docker keys. */
function checkCommandEntrypoint(value: Record<string, unknown>, ctx: ManifestContext, allowCommand: boolean, add: Add): void {
  if (!allowCommand) {
    add(
      ['entrypoint', 'type'],
      'value',
      'error',
      'community-command-entrypoint',
      `${ctx.tier === 'community' ? 'community' : 'this'} agent asks to run as a host command, which only official agents may do; use type: docker with build: . and a Dockerfile (or image: name@sha256:…)`,
    );
  }
  if (value.command === undefined) {
    add(
      ['entrypoint'],
      'key',
      'error',
      'missing-field',
      `entrypoint is missing required key "command": ${FIELD_HELP['entrypoint.command']}`,
    );
  }
  for (const key of DOCKER_ONLY_KEYS) {
    if (key in value) {
      add(
        ['entrypoint', key],
        'key',
        'error',
        'bad-entrypoint',
        `"${key}" belongs to docker entrypoints; a command entrypoint takes only command: and env:`,
      );
    }
  }
}

/** A docker entrypoint: args: not command:, exactly one of build:/image:, paths inside the folder, a pinned image. */
function checkDockerEntrypoint(value: Record<string, unknown>, ctx: ManifestContext, add: Add): void {
  if ('command' in value) {
    add(
      ['entrypoint', 'command'],
      'key',
      'error',
      'bad-entrypoint',
      'a docker entrypoint takes args: (the command inside the container), not command:; rename it to args:',
    );
  }
  const hasBuild = value.build !== undefined;
  const hasImage = value.image !== undefined;
  if (hasBuild && hasImage) {
    add(
      ['entrypoint', 'image'],
      'key',
      'error',
      'build-and-image',
      'a docker entrypoint takes exactly one of build: (a Dockerfile in the agent folder) or image: (a prebuilt image); remove one',
    );
  } else if (!hasBuild && !hasImage) {
    add(
      ['entrypoint'],
      'key',
      'error',
      'build-and-image',
      'a docker entrypoint needs exactly one of build: . (a Dockerfile in the agent folder) or image: name@sha256:<digest>; add one',
    );
  }
  if (value.dockerfile !== undefined && !hasBuild) {
    add(['entrypoint', 'dockerfile'], 'key', 'error', 'bad-entrypoint', 'dockerfile: only goes with build:; remove it or add build: .');
  }
  checkBuildPaths(value, add);
  if (typeof value.image === 'string') checkImage(value.image, ctx.config, add);
}

/** build: and dockerfile: name plain paths inside the agent folder. */
function checkBuildPaths(value: Record<string, unknown>, add: Add): void {
  for (const key of ['build', 'dockerfile'] as const) {
    const path = value[key];
    if (typeof path !== 'string') continue;
    const problem = relativePathProblem(path);
    if (problem) {
      add(
        ['entrypoint', key],
        'value',
        'error',
        'build-context-escapes',
        `${key}: ${show(path)} ${problem}; the build sees only the agent folder, so name a path inside it, e.g. ${key === 'build' ? '"."' : '"Dockerfile"'}`,
      );
    }
  }
}

/** Why a manifest path is not a plain relative path inside the agent folder, or undefined when it is. */
export function relativePathProblem(path: string): string | undefined {
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  if (path.includes('\\')) return 'uses "\\"; write paths with "/"';
  if (path.split('/').includes('..')) return 'uses ".." to leave the folder';
  if (hasUnsafeCharacters(path)) return 'holds control or invisible characters';
  return undefined;
}

function checkImage(image: string, config: ArenaConfig, add: Add): void {
  const ref = parseImageReference(image);
  if (!ref) {
    add(
      ['entrypoint', 'image'],
      'value',
      'error',
      'bad-value',
      `image ${show(image)} is not an image reference; write it as host/name@sha256:<digest>`,
    );
    return;
  }
  if (!isPinnedByDigest(image)) {
    add(
      ['entrypoint', 'image'],
      'value',
      'error',
      'image-without-digest',
      `image ${show(image)} is not pinned by digest; tags can be moved, so write ${ref.registry}/${ref.repository}@sha256:<digest> (docker buildx imagetools inspect ${show(image)} shows it)`,
    );
  }
  if (!config.build.registries.includes(ref.registry)) {
    add(
      ['entrypoint', 'image'],
      'value',
      'error',
      'image-registry-not-allowed',
      `registry ${ref.registry} is not allowed by this arena; push the image to one of ${config.build.registries.join(', ') || '(none: build from a Dockerfile instead)'}, or use build:`,
    );
  }
}

function checkEnv(env: unknown, add: Add): void {
  if (!isRecord(env)) return;
  for (const [key, v] of Object.entries(env)) {
    if (/^ARENA_/i.test(key)) {
      add(
        ['entrypoint', 'env', key],
        'key',
        'error',
        'reserved-env',
        `${key}: names starting with ARENA_ are set by Arena itself; choose another name`,
      );
    }
    if (typeof v === 'string' && looksInterpolated(v)) {
      add(
        ['entrypoint', 'env', key],
        'value',
        'error',
        'env-not-literal',
        `entrypoint.env.${key} looks like interpolation (${show(v)}); Arena passes values literally and never expands $VAR or \${…} from the host; write the value itself`,
      );
    }
  }
}

const BUDGET_FIELDS: Record<string, { budget: keyof Budget; unit: 'bytes' | 'count' }> = {
  memory: { budget: 'memory', unit: 'bytes' },
  tmpfs: { budget: 'tmpfs', unit: 'bytes' },
  cpus: { budget: 'cpus', unit: 'count' },
  pids: { budget: 'pids', unit: 'count' },
};

function checkRequires(value: unknown, games: readonly GameName[], config: ArenaConfig, add: Add): void {
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(BUDGET_FIELDS)) {
    const rawValue = value[key];
    if (rawValue === undefined) continue;
    const wanted = field.unit === 'bytes' ? parseSize(rawValue as string | number) : typeof rawValue === 'number' ? rawValue : undefined;
    if (wanted === undefined) continue; // the schema already reported the form
    for (const game of games) {
      const budget = Object.hasOwn(config.games, game) ? config.games[game]?.budget : undefined;
      if (!budget) continue;
      const limit = budget[field.budget];
      if (wanted > limit) {
        const fmt = (n: number) => (field.unit === 'bytes' ? formatBytes(n) : String(n));
        add(
          ['requires', key],
          'value',
          'error',
          'requires-over-budget',
          `requires.${key} ${fmt(wanted)} is more than ${game}'s per-seat budget of ${fmt(limit)} in arena.yml; every seat gets the same budget, so make the agent fit it and lower requires.${key}`,
        );
        break;
      }
    }
  }
}

/** ok / invalid / rejected from findings: `rejected` is the policy refusal of a community command entrypoint. */
export function statusFromIssues(issues: readonly Issue[]): Extract<AgentStatus, 'ok' | 'invalid' | 'rejected'> {
  if (issues.some((i) => i.rule === 'community-command-entrypoint')) return 'rejected';
  if (issues.some((i) => i.severity === 'error')) return 'invalid';
  return 'ok';
}

/** A docker agent before its image exists: what to build or pull, and how to run it. */
export interface DockerLaunchPlan {
  kind: 'docker';
  id: string;
  /** absolute agent folder */
  dir: string;
  /** build: absolute context folder and Dockerfile (both inside `dir`) */
  build?: { context: string; dockerfile: string };
  /** image: the digest-pinned reference to pull */
  image?: string;
  args?: readonly string[];
  workdir?: string;
  env: Readonly<Record<string, string>>;
}
export type CommandLaunch = Extract<AgentLaunch, { kind: 'command' }>;
export type LaunchPlan = CommandLaunch | DockerLaunchPlan;

/**
 * Turn a validated manifest into what a runner needs. `dir` is the absolute agent folder. For a
 * command entrypoint this is the AgentLaunch itself; for docker it says what to build or pull, and
 * `dockerLaunch(plan, imageId)` completes it once the image exists.
 */
export function launchPlan(manifest: Manifest, where: { id: string; dir: string }): LaunchPlan {
  const ep = manifest.entrypoint;
  const env = { ...(ep.env ?? {}) };
  if (ep.type === 'command') {
    if (!ep.command) throw new Error(`${where.id}: command entrypoint without command (validate the manifest first)`);
    return { kind: 'command', id: where.id, dir: where.dir, argv: [...ep.command], env };
  }
  const plan: DockerLaunchPlan = { kind: 'docker', id: where.id, dir: where.dir, env };
  if (ep.build !== undefined) {
    const context = join(where.dir, ep.build);
    plan.build = { context, dockerfile: join(context, ep.dockerfile ?? 'Dockerfile') };
  } else if (ep.image !== undefined) {
    plan.image = ep.image;
  }
  if (ep.args) plan.args = [...ep.args];
  if (ep.workdir) plan.workdir = ep.workdir;
  return plan;
}

/** The AgentLaunch for a docker plan once its image is built (`sha256:…` id) or pulled (`name@sha256:…`). */
export function dockerLaunch(plan: DockerLaunchPlan, image: string): AgentLaunch {
  return {
    kind: 'docker',
    id: plan.id,
    dir: plan.dir,
    image,
    ...(plan.args ? { args: plan.args } : {}),
    ...(plan.workdir ? { workdir: plan.workdir } : {}),
    env: plan.env,
  };
}

/** Read just `version:` and its position from manifest text (for the change gates); lenient. */
export function manifestVersion(text: string, path: string, maxBytes = 1024 * 1024): { version?: string; line: number; column: number } {
  const parsed = parseYaml(text, path, { maxBytes, tooLargeRule: 'manifest-too-large' });
  const source = parsed.source;
  if (!source || !isRecord(source.value)) return { line: 1, column: 1 };
  const version = source.value.version;
  const at = locate(source, ['version'], 'value');
  return { ...(typeof version === 'string' ? { version } : {}), ...at };
}
