// `arena.yml`: this arena's configuration (docs/configuration.md). Every value has a documented default (see
// docs/configuration.md); a missing file means all defaults; a bad value is a UserError that says
// file:line:column and how to fix it.
import { z } from 'zod';
import { UserError } from './errors.js';
import { GAME_NAME_PATTERN, GAME_NAMES, isBuiltInGame, type GameName } from './games/names.js';
import { parseSize, SIZE_PATTERN } from './units.js';
import { locate, parseYaml, type YamlPath } from './yaml-source.js';

const Size = (what: string) =>
  z.union([z.int().min(0), z.string().regex(SIZE_PATTERN, `${what} is a size such as 64k, 256m or 1g`)]).transform((v) => parseSize(v)!);

const Ms = z
  .int()
  .min(1)
  .max(24 * 3600 * 1000);

const RelativeDir = z
  .string()
  .min(1)
  .max(256)
  .refine(
    (p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\\'),
    'a folder inside the repository (relative, no "..")',
  )
  .transform((p) => {
    // trailing slashes cut by a loop (`/\/+$/` backtracks quadratically over inner runs of slashes)
    let end = p.length;
    while (end > 0 && p[end - 1] === '/') end -= 1;
    return p.slice(0, end);
  });

export const TimeControlSchema = z.strictObject({
  /** time to answer the first `start` with `ready`, from the moment the agent is running */
  startupMs: Ms.default(10_000),
  /** time per turn before the bank is drawn on */
  turnMs: Ms.default(1_000),
  /** per game: overruns are drawn from it; empty bank = timeout */
  bankMs: z.int().min(0).max(3_600_000).default(10_000),
  /** wall-clock limit for a whole match (all its games) */
  matchMs: Ms.default(900_000),
});

export const BudgetSchema = z.strictObject({
  /** memory per seat, swap included (Docker --memory = --memory-swap) */
  memory: Size('memory').default(512 * 1024 ** 2),
  cpus: z.number().min(0.1).max(64).default(1),
  pids: z.int().min(8).max(4096).default(128),
  /** writable /tmp inside the container (counts against memory) */
  tmpfs: Size('tmpfs').default(64 * 1024 ** 2),
  /** stdout bytes an agent may write in one session (a match) */
  outputBytes: Size('outputBytes').default(16 * 1024 ** 2),
  /** longest protocol line */
  maxLineBytes: Size('maxLineBytes').default(1024 ** 2),
  /** stderr kept per session: head and tail halves */
  stderrBytes: Size('stderrBytes').default(128 * 1024),
  /** open files per process */
  nofile: z.int().min(16).max(65_536).default(256),
  /** largest file a process may write */
  fileSize: Size('fileSize').default(64 * 1024 ** 2),
});

/** `games/<name>/<file>.mjs`: a game module of this repository (docs/games.md) */
export const GAME_MODULE_PATTERN = /^games\/[a-z0-9][a-z0-9-]{0,63}\/[A-Za-z0-9_.-]{1,100}\.m?js$/;

export const GameSettingsSchema = z.strictObject({
  /** a game of this repository: the ES module that holds its rules (absent for a built-in game) */
  module: z
    .string()
    .max(200)
    .regex(GAME_MODULE_PATTERN, 'a game module path such as games/<name>/game.mjs')
    .refine((p) => !p.split('/').includes('..'), 'a path inside games/ (no "..")')
    .optional(),
  /** seats per match in evaluations and rotations (default: the game's fewest); within the game's range */
  players: z.int().min(2).max(8).optional(),
  time: TimeControlSchema.prefault({}),
  budget: BudgetSchema.prefault({}),
  /** rule options of the game (e.g. rock-paper-scissors `rounds`), checked by the game module */
  config: z.record(z.string(), z.unknown()).default({}),
});

/** evaluation.stopping: when a PR pairing has been played enough (docs/evaluation.md). */
export const StoppingSchema = z
  .strictObject({
    /** off: every pairing plays evaluation.gamesPerPairing games */
    enabled: z.boolean().default(true),
    /** chance of calling an agent stronger than a reference when it is not */
    alpha: z.number().min(0.001).max(0.4).default(0.05),
    /** chance of calling an agent weaker than a reference when it is not */
    beta: z.number().min(0.001).max(0.4).default(0.05),
    /** H0: the Elo difference to the reference is at most elo0 */
    elo0: z.number().min(-2000).max(2000).default(-200),
    /** H1: it is at least elo1 */
    elo1: z.number().min(-2000).max(2000).default(200),
    /** seat-swapped pairs every pairing plays before it may stop */
    minPairs: z.int().min(1).max(500).default(2),
    /** pairs after which an undecided pairing stops */
    maxPairs: z.int().min(1).max(500).default(16),
    /** wall-clock minutes for all the placement matches of one evaluation */
    budgetMinutes: z
      .number()
      .min(1)
      .max(24 * 60)
      .default(30),
  })
  .superRefine((s, ctx) => {
    if (s.elo1 <= s.elo0) ctx.addIssue({ code: 'custom', path: ['elo1'], message: `elo1 must be greater than elo0 (${s.elo0})` });
    if (s.maxPairs < s.minPairs)
      ctx.addIssue({ code: 'custom', path: ['maxPairs'], message: `maxPairs must be at least minPairs (${s.minPairs})` });
  });

// References and anchors set the scale every agent is measured on, so they must be trusted code.
const OfficialIdRef = z
  .string()
  .regex(
    /^official\/[a-z0-9][a-z0-9-]{0,38}$/,
    'an official agent id such as official/random (only official agents can be references or anchors)',
  );

export const ConfigSchema = z.strictObject({
  /** where each tier's agents live */
  agents: z
    .strictObject({
      official: RelativeDir.default('agents/official'),
      community: RelativeDir.default('agents/community'),
    })
    .prefault({}),
  /** the games this arena offers; absent = every built-in game with defaults */
  games: z
    .record(z.string().regex(GAME_NAME_PATTERN, 'a game name (lowercase letters, digits and -)'), GameSettingsSchema.prefault({}))
    .superRefine((games, ctx) => {
      for (const [name, settings] of Object.entries(games)) {
        if (isBuiltInGame(name) && settings.module !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name, 'module'],
            message: `"${name}" is a built-in game; give your own game another name`,
          });
        } else if (!isBuiltInGame(name) && settings.module === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `unknown game "${name}"; built-in games: ${GAME_NAMES.join(', ')}; a game of your own needs module: games/${name}/game.mjs`,
          });
        } else if (settings.module !== undefined && settings.module.split('/')[1] !== name) {
          ctx.addIssue({
            code: 'custom',
            path: [name, 'module'],
            message: `the module of game "${name}" lives in games/${name}/`,
          });
        }
      }
    })
    .default(() => Object.fromEntries(GAME_NAMES.map((g) => [g, GameSettingsSchema.parse({})]))),
  evaluation: z
    .strictObject({
      gamesPerPairing: z.int().min(1).max(1000).default(10),
      /** games 2k and 2k+1 share a seed with seats swapped */
      pairedSeats: z.boolean().default(true),
      /** may a fork's (unverified) results ever give `success`? no by default (docs/architecture.md, "Trust model") */
      forkSuccess: z.boolean().default(false),
      /** reference agents to play; empty = every official agent that plays the game */
      references: z.array(OfficialIdRef).default([]),
      /** share of an agent's games that may end in its own failure before the check fails */
      maxFailureShare: z.number().min(0).max(1).default(0.5),
      /** sequential test on seat-swapped pairs (src/core/evaluate/stopping.ts, docs/evaluation.md) */
      stopping: StoppingSchema.prefault({}),
    })
    .prefault({}),
  rotation: z
    .strictObject({
      schedule: z.enum(['round-robin', 'uncertainty']).default('round-robin'),
      gamesPerPairing: z.int().min(1).max(1000).default(4),
      budget: z
        .strictObject({
          games: z.int().min(1).max(1_000_000).default(2000),
          minutes: z
            .int()
            .min(1)
            .max(24 * 60)
            .default(60),
        })
        .prefault({}),
      shards: z.int().min(1).max(256).default(1),
      /** matches played at once in one job */
      parallel: z.int().min(1).max(64).default(2),
      quarantine: z
        .strictObject({
          /** non-infra failure share over the window that takes an agent out */
          threshold: z.number().min(0).max(1).default(0.5),
          window: z.int().min(1).max(10_000).default(20),
          minGames: z.int().min(1).max(10_000).default(6),
        })
        .prefault({}),
      /** official agents whose rating is pinned, so numbers stay comparable across rotations */
      anchors: z.array(OfficialIdRef).default([]),
      publish: z
        .strictObject({
          /** branch that receives facts and leaderboard (created if missing) */
          branch: z
            .string()
            .regex(/^[A-Za-z0-9._/-]{1,100}$/)
            .default('arena-data'),
          path: RelativeDir.default('arena'),
        })
        .prefault({}),
    })
    .prefault({}),
  build: z
    .strictObject({
      /** network during `docker build` */
      network: z.enum(['none', 'default']).default('none'),
      timeoutMs: Ms.default(600_000),
      /** base images a Dockerfile may name in FROM without a digest */
      baseImages: z
        .array(z.string().regex(/^[a-z0-9][a-z0-9._/:-]{0,200}$/, 'an image name such as node:22-slim'))
        .default(['node:22-slim', 'node:24-slim', 'python:3.12-slim', 'python:3.13-slim', 'debian:bookworm-slim', 'busybox:1.37']),
      /** registry hosts allowed for `entrypoint.image` */
      registries: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'a registry host such as ghcr.io')).default(['ghcr.io', 'docker.io']),
      pullTimeoutMs: Ms.default(300_000),
      maxImageBytes: Size('maxImageBytes').default(2 * 1024 ** 3),
      maxContextBytes: Size('maxContextBytes').default(50 * 1024 ** 2),
    })
    .prefault({}),
  // how long Arena waits for the Docker engine itself (a slow or loaded self-hosted runner may need more)
  engine: z
    .strictObject({
      // generous: a dead engine fails at once (connection refused); these only bound a hung or very slow one
      /** from `docker start` until the container is running */
      startTimeoutMs: Ms.default(120_000),
      /** one short docker CLI call: the engine check, create, inspect, kill, rm */
      commandTimeoutMs: Ms.default(60_000),
    })
    .prefault({}),
  limits: z
    .strictObject({
      manifestBytes: Size('manifestBytes').default(64 * 1024),
      agentBytes: Size('agentBytes').default(50 * 1024 ** 2),
      agentFiles: z.int().min(1).max(1_000_000).default(2000),
    })
    .prefault({}),
});

export type ArenaConfig = z.output<typeof ConfigSchema>;
export type GameSettings = z.output<typeof GameSettingsSchema>;
export type TimeControl = z.output<typeof TimeControlSchema>;
export type Budget = z.output<typeof BudgetSchema>;

export const CONFIG_MAX_BYTES = 256 * 1024;

export function defaultConfig(): ArenaConfig {
  return ConfigSchema.parse({});
}

/** The games this arena offers: the built-in ones it lists (in their fixed order), then its own by name. */
export function offeredGames(config: ArenaConfig): GameName[] {
  const builtIn = GAME_NAMES.filter((g) => config.games[g] !== undefined);
  const own = Object.keys(config.games)
    .filter((g) => !isBuiltInGame(g))
    .sort();
  return [...builtIn, ...own];
}

/** The games of this repository that arena.yml declares with a module: name → module path. */
export function gameModules(config: ArenaConfig): Array<{ name: GameName; module: string }> {
  return Object.entries(config.games)
    .filter(([, s]) => s?.module !== undefined)
    .map(([name, s]) => ({ name, module: s!.module! }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

export function gameSettings(config: ArenaConfig, game: GameName): GameSettings {
  const settings = Object.hasOwn(config.games, game) ? config.games[game] : undefined;
  if (!settings) throw new UserError(`game ${game} is not offered by this arena`, `add it under games: in arena.yml`);
  return settings;
}

/**
 * Parse arena.yml text (undefined = the file does not exist → all defaults). Throws UserError at the
 * first problem, with file:line:column and a fix.
 */
export function parseConfig(text: string | undefined, file = 'arena.yml'): ArenaConfig {
  if (text === undefined) return defaultConfig();
  const { source, issues } = parseYaml(text, file, { maxBytes: CONFIG_MAX_BYTES, tooLargeRule: 'config-too-large' });
  const first = issues[0];
  if (!source || first) {
    throw new UserError(
      `${file}:${first?.line ?? 1}:${first?.column ?? 1}: ${first?.message ?? 'could not be read'}`,
      'fix arena.yml (see docs/configuration.md)',
    );
  }
  const value = source.value ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new UserError(`${file}:1:1: arena.yml must be a mapping of settings`, 'see docs/configuration.md for the keys');
  }
  const parsed = ConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  let path: YamlPath = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  let which: 'key' | 'value' = 'value';
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!;
    const unknownGame = path.length === 1 && path[0] === 'games';
    path = [...path, key];
    which = 'key';
    message = unknownGame
      ? `unknown game "${key}"; built-in games: ${GAME_NAMES.join(', ')}`
      : `unknown key "${key}"${path.length > 1 ? ` under ${path.slice(0, -1).join('.')}` : ''}; remove it or check its spelling`;
  } else if (issue.code === 'custom' && path.length === 2 && path[0] === 'games' && message.startsWith('unknown game')) {
    which = 'key';
  } else if (issue.code === 'invalid_key' && path.length === 2 && path[0] === 'games') {
    const key = String(path[1]);
    which = 'key';
    message = `unknown game ${JSON.stringify(key)}: a game name is lowercase letters, digits and -; built-in games: ${GAME_NAMES.join(', ')}`;
  } else {
    message = `${path.join('.')}: ${message}`;
  }
  const at = locate(source, path, which);
  throw new UserError(`${file}:${at.line}:${at.column}: ${message}`, 'fix arena.yml (every key and default: docs/configuration.md)');
}
