// `arena match A B [C …] [--root DIR] [--game G] [--games N] [--seed S] [--out DIR] [--json]`: play
// a match between two agents (or up to eight, for a game of more seats). A and B are ids (`official/minimax`) under --root, resolved through
// arena.yml's tier roots, or agent folder paths. Progress goes to stderr, one line per game; with
// --json stdout holds exactly one arena.results/v1 document; --out DIR receives the results file,
// replays and logs.
import { randomInt } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { intFlag, parseFlags, stringFlag } from '../cli/args.js';
import type { CliCommand, CliIo } from '../cli/io.js';
import { loadArenaConfig, validateAgentDir, type DiscoveredAgent } from '../adapters/discovery.js';
import { BuildFailedError } from '../adapters/docker-images.js';
import { writeMatchFiles } from '../adapters/replay-files.js';
import { RunnerSet, selectRunner } from '../adapters/runner-selection.js';
import { offeredGames, type ArenaConfig } from '../core/config.js';
import { isAgentName, tierRoots } from '../core/discovery.js';
import { ExitCode, InfraError, UserError } from '../core/errors.js';
import { isGameName, type GameName } from '../core/games/names.js';
import { getGame, MAX_SEATS } from '../core/games/registry.js';
import { MANIFEST_FILE, statusFromIssues, validateManifestText } from '../core/manifest.js';
import { gamesForSeats, matchSettings, MAX_SEED, type MatchSettings } from '../core/match/plan.js';
import { runMatch, type MatchAgent, type MatchOutcome, type MatchSpec, type PlayedGame } from '../core/match/run-match.js';
import { RESULTS_CAPS, RESULTS_SCHEMA_V1, serializeResults, type AgentId, type MatchResult, type Results } from '../core/results.js';
import { sanitizeLine, truncate } from '../core/sanitize.js';
import { ARENA_VERSION } from '../version.js';
import { agentResult } from '../core/agent-result.js';

const USAGE = 'arena match A B [C …] [--root DIR] [--game G] [--games N] [--seed S] [--out DIR] [--json]';
const ID = /^(official|community)\/([a-z0-9][a-z0-9-]{0,38})$/;

interface ResolvedAgent {
  /** what the user typed (used in repro commands) */
  ref: string;
  agent: DiscoveredAgent;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function firstErrors(agent: DiscoveredAgent): string {
  return agent.issues
    .filter((i) => i.severity === 'error')
    .slice(0, 5)
    .map((i) => `  ${sanitizeLine(i.path)}:${i.line}:${i.column}: ${sanitizeLine(truncate(i.message, 400))} [${i.rule}]`)
    .join('\n');
}

/**
 * The one place `arena match` reads an agent: an id under --root or a folder path, validated by
 * the manifest checks (src/core/manifest.ts via discovery). A folder outside the tier roots is a
 * `local/<folder>` agent, which may use a command entrypoint (it is the user's own code on their
 * own machine); a folder inside a tier root is that tier's agent.
 */
export async function resolveMatchAgent(arg: string, root: string, cwd: string, config: ArenaConfig): Promise<ResolvedAgent> {
  const roots = tierRoots(config);
  const idMatch = ID.exec(arg);
  let tier: DiscoveredAgent['tier'];
  let name: string;
  let dir: string;
  let path: string;
  const asPath = resolve(cwd, arg);
  if (idMatch && !(await isDirectory(asPath))) {
    tier = idMatch[1] as 'official' | 'community';
    name = idMatch[2]!;
    path = `${config.agents[tier]}/${name}`;
    dir = join(root, path);
    if (!(await isDirectory(dir))) {
      throw new UserError(
        `no agent ${arg}: ${sanitizeLine(dir)} is not a folder`,
        `ids are tier/name under --root (${sanitizeLine(root)}); or give an agent folder path`,
      );
    }
  } else {
    if (!(await isDirectory(asPath))) {
      throw new UserError(
        `${JSON.stringify(sanitizeLine(truncate(arg, 200)))} is neither an agent id (official/NAME, community/NAME) nor an agent folder`,
        `usage: ${USAGE}`,
      );
    }
    dir = asPath;
    const rel = relative(root, asPath);
    const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : undefined;
    const located = inside ? roots.find((r) => inside.startsWith(r.prefix) && !inside.slice(r.prefix.length).includes('/')) : undefined;
    name = basename(asPath);
    if (located) {
      tier = located.tier;
      path = inside!;
    } else {
      tier = 'local';
      path = arg;
    }
    if (!isAgentName(name)) {
      throw new UserError(
        `the agent folder name ${JSON.stringify(sanitizeLine(truncate(name, 80)))} cannot be an agent name`,
        'agent names match ^[a-z0-9][a-z0-9-]{0,38}$ and equal the folder name',
      );
    }
  }
  const agent = await validateAgentDir(dir, { tier, name, path }, config);
  if (tier === 'local' && agent.status === 'rejected') {
    // the user's own folder: a command entrypoint is fine here (no trust boundary is crossed)
    const issues = agent.issues.filter((i) => i.rule !== 'community-command-entrypoint');
    if (statusFromIssues(issues) === 'ok') {
      const check = validateManifestText(await readFile(join(dir, MANIFEST_FILE)), {
        path: agent.manifestPath,
        tier,
        folderName: name,
        config,
        allowCommand: true,
      });
      if (check.manifest) Object.assign(agent, { issues, status: 'ok', manifest: check.manifest });
    }
  }
  if (agent.status !== 'ok' || !agent.manifest) {
    throw new UserError(
      `${agent.id} is not a valid agent (${agent.status}):\n${firstErrors(agent)}`,
      'fix agent.yml (run `arena validate` for every finding)',
    );
  }
  return { ref: arg, agent };
}

/** --game, or the one game both agents declare that this arena offers. */
export function chooseGame(requested: string | undefined, agents: readonly DiscoveredAgent[], config: ArenaConfig): GameName {
  const offered = offeredGames(config);
  const declared = agents.map((a) => new Set(a.manifest?.games ?? []));
  if (requested !== undefined) {
    if (!isGameName(requested))
      throw new UserError(`unknown game ${JSON.stringify(sanitizeLine(truncate(requested, 64)))}`, `games: ${offered.join(', ')}`);
    if (!offered.includes(requested)) throw new UserError(`this arena does not offer ${requested}`, 'add it under games: in arena.yml');
    agents.forEach((a, i) => {
      if (!declared[i]!.has(requested))
        throw new UserError(`${a.id} does not play ${requested}`, `its agent.yml lists: ${[...declared[i]!].join(', ')}`);
    });
    return requested;
  }
  const common = offered.filter((g) => declared.every((d) => d.has(g)));
  if (common.length === 0) throw new UserError(`${agents.map((a) => a.id).join(' and ')} have no game in common that this arena offers`);
  if (common.length > 1)
    throw new UserError(
      `${agents.length === 2 ? 'both' : 'all'} agents play ${common.join(' and ')}; choose one`,
      `add --game ${common[0]}`,
    );
  return common[0]!;
}

function describeGame(game: PlayedGame): string {
  const [a, b] = game.seats;
  const failure = game.failures[0];
  let what: string;
  if (game.seats.length > 2) {
    const ranks = game.seats.map((id, seat) => `${id} ${game.ranks[seat]}`).join(', ');
    what = failure
      ? `${failure.agent} lost by ${failure.kind} on turn ${failure.turn}: ${truncate(failure.message, 200)}; ranks ${ranks}`
      : `ranks ${ranks} (${game.reason})`;
  } else if (failure) what = `${failure.agent} lost by ${failure.kind} on turn ${failure.turn}: ${truncate(failure.message, 200)}`;
  else if (game.ranks[0] === game.ranks[1]) what = `${a} and ${b} drew (${game.reason})`;
  else {
    const winner = game.ranks[0]! < game.ranks[1]! ? a : b;
    const loser = winner === a ? b : a;
    what = `${winner} beat ${loser} (${game.reason})`;
  }
  return sanitizeLine(`${what} in ${game.turns} turns, ${game.timings.durationMs} ms`);
}

/** `1 game`, `2 games`. */
function gamesLabel(n: number): string {
  return `${n} game${n === 1 ? '' : 's'}`;
}

function table(result: MatchResult): string {
  const ids = result.agents.filter((id, i) => result.agents.indexOf(id) === i);
  const width = Math.max(5, ...ids.map((id) => id.length));
  if (ids.length > 2) return seatsTable(result, ids, width);
  const lines = [`${'agent'.padEnd(width)}   wins  draws  losses  failures`];
  for (const id of ids) {
    const s = result.summary[id]!;
    const failures =
      Object.entries(s.failures)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || '-';
    lines.push(
      `${id.padEnd(width)}  ${String(s.wins).padStart(5)}  ${String(s.draws).padStart(5)}  ${String(s.losses).padStart(6)}  ${failures}`,
    );
  }
  return lines.join('\n');
}

/** More than two seats: wins are outright firsts, and the mean rank says the rest. */
function seatsTable(result: MatchResult, ids: readonly string[], width: number): string {
  const lines = [`${'agent'.padEnd(width)}   mean rank  firsts  failures`];
  for (const id of ids) {
    const s = result.summary[id]!;
    const ranks = result.games.map((g) => g.ranks[g.seats.indexOf(id as AgentId)]!).filter((r) => r !== undefined);
    const mean = ranks.length > 0 ? (ranks.reduce((a, b) => a + b, 0) / ranks.length).toFixed(2) : '-';
    const failures =
      Object.entries(s.failures)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || '-';
    lines.push(`${id.padEnd(width)}  ${mean.padStart(10)}  ${String(s.wins).padStart(6)}  ${failures}`);
  }
  return lines.join('\n');
}

function verdictOf(spec: MatchSpec, outcome: MatchOutcome): Results['verdict'] {
  const reasons: string[] = [];
  if (outcome.stoppedEarly) reasons.push(outcome.stoppedEarly);
  const voided = outcome.result.voided ?? 0;
  if (voided > 0) reasons.push(`${voided} game(s) voided by infrastructure failures: ${truncate(outcome.voided[0]?.message ?? '', 300)}`);
  if (reasons.length === 0) return { conclusion: 'success', reasons: [`played ${outcome.result.games.length} of ${spec.games} games`] };
  return { conclusion: 'neutral', reasons };
}

/** BuildFailedError's message and the end of the build log / the agent's stderr, within the message cap. */
function buildFailureText(error: BuildFailedError): string {
  const hint = error.hint ? `\nhint: ${error.hint}` : '';
  const log = error.failure.logTail.trimEnd();
  const room = RESULTS_CAPS.message - error.failure.message.length - hint.length - 64;
  const tail = log.length > room ? `…${log.slice(log.length - Math.max(0, room))}` : log;
  return truncate(`${error.failure.message}${tail ? `\n--- end of the build log ---\n${tail}` : ''}${hint}`, RESULTS_CAPS.message);
}

/** The document `arena match --json` prints when an agent could not be built or started. */
export function buildFailedResults(resolved: readonly ResolvedAgent[], failed: ResolvedAgent, error: BuildFailedError): Results {
  const text = buildFailureText(error);
  const agents = resolved
    .map((r) => {
      const result = { ...agentResult(r.agent), ...(r.agent.tier === 'local' ? { path: truncate(r.ref, 1024) } : {}) };
      if (r !== failed) return result;
      const issue = {
        path: truncate(r.agent.manifestPath, RESULTS_CAPS.path),
        line: 1,
        column: 1,
        severity: 'error' as const,
        rule: 'build-failed',
        message: text,
      };
      return { ...result, status: 'build-failed' as const, issues: [...result.issues, issue].slice(-RESULTS_CAPS.issuesPerAgent) };
    })
    .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
  return {
    schema: RESULTS_SCHEMA_V1,
    run: { mode: 'match', createdAt: new Date().toISOString(), arenaVersion: ARENA_VERSION },
    agents,
    matches: [],
    ratings: [],
    verdict: {
      conclusion: 'failure',
      reasons: [truncate(`${failed.agent.id} could not be built or started: ${error.failure.message}`, RESULTS_CAPS.message)],
    },
  };
}

export async function runMatchCommand(argv: string[], io: CliIo): Promise<number> {
  const options = await matchOptions(argv, io);
  const lineup = await lineUpMatch(options, io);
  const { spec, outcome } = await playMatch(options, lineup, io);
  if (outcome.result.games.length === 0 && outcome.voided.some((v) => v.kind === 'infra')) {
    throw new InfraError(`no game could be played: ${sanitizeLine(truncate(outcome.voided[0]!.message, 500))}`);
  }
  await reportMatch(options, lineup, spec, outcome, io);
  return ExitCode.ok;
}

/** The command line of `arena match`, read. */
interface MatchOptions {
  root: string;
  config: ArenaConfig;
  /** the agents as typed: ids or folders */
  positionals: string[];
  game: string | undefined;
  games: number | undefined;
  seed: number;
  out: string | undefined;
  json: boolean;
}

async function matchOptions(argv: string[], io: CliIo): Promise<MatchOptions> {
  const { values, positionals } = parseFlags(
    argv,
    {
      root: { type: 'string' },
      game: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
    },
    USAGE,
    { min: 2, max: MAX_SEATS },
  );
  const root = resolve(io.cwd, stringFlag(values.root) ?? '.');
  if (!(await isDirectory(root))) throw new UserError(`--root ${sanitizeLine(root)} is not a folder`);
  const config = await loadArenaConfig(root);
  const gamesFlag = intFlag(values.games, 'games', 1, 1000);
  const seed = intFlag(values.seed, 'seed', 0, MAX_SEED) ?? randomInt(0, 2 ** 31);
  const out = stringFlag(values.out);
  const json = values.json === true;
  return { root, config, positionals, game: stringFlag(values.game), games: gamesFlag, seed, out, json };
}

/** Who plays what: the agents resolved and validated, the game, and how many games. */
interface MatchLineup {
  resolved: ResolvedAgent[];
  game: GameName;
  settings: MatchSettings;
  games: number;
}

async function lineUpMatch({ root, config, positionals, game: gameFlag, games: gamesFlag }: MatchOptions, io: CliIo): Promise<MatchLineup> {
  const resolved = [];
  for (const arg of positionals) resolved.push(await resolveMatchAgent(arg, root, io.cwd, config));
  const game = chooseGame(
    gameFlag,
    resolved.map((r) => r.agent),
    config,
  );
  const settings = matchSettings(config, game);
  const { min, max } = getGame(game).players;
  if (resolved.length < min || resolved.length > max) {
    throw new UserError(`${game} is played by ${min === max ? min : `${min}–${max}`} players, not ${resolved.length}`, `usage: ${USAGE}`);
  }
  if (new Set(resolved.map((r) => r.agent.id)).size !== resolved.length) {
    throw new UserError(
      'an agent can take only one seat in a match',
      'name each agent once (copy a folder to play an agent against itself)',
    );
  }
  const games = gamesFlag ?? gamesForSeats(config.evaluation.gamesPerPairing, resolved.length, config.evaluation.pairedSeats);
  return { resolved, game, settings, games };
}

/** Build / start the agents and play; an agent that cannot start still gets its --json document. */
async function playMatch(
  { config, seed, out, json }: MatchOptions,
  { resolved, game, settings, games }: MatchLineup,
  io: CliIo,
): Promise<{ spec: MatchSpec; outcome: MatchOutcome }> {
  const runners = new RunnerSet({ config, docker: { log: (line) => io.err(`${sanitizeLine(line)}\n`) } });
  let preparing: ResolvedAgent | undefined;
  try {
    const agents: MatchAgent[] = [];
    for (const entry of resolved) {
      const { ref, agent } = entry;
      preparing = entry;
      const { runner, launch } = await selectRunner(
        { id: agent.id, tier: agent.tier, dir: agent.dir, manifest: agent.manifest! },
        runners,
        { game },
      );
      agents.push({
        id: agent.id as AgentId,
        version: agent.manifest!.version,
        ...(agent.treeHash ? { treeHash: agent.treeHash } : {}),
        launch,
        runner,
        ref,
      });
    }
    const spec: MatchSpec = {
      game,
      gameConfig: settings.gameConfig,
      agents,
      games,
      seed,
      pairedSeats: config.evaluation.pairedSeats,
      time: settings.time,
      limits: settings.limits,
    };
    io.err(`arena match: ${agents.map((a) => a.id).join(' vs ')} · ${game} · ${gamesLabel(games)} · seed ${seed}\n`);
    const outcome = await runMatch(spec, {
      onGame: (g, p) => io.err(`game ${p.played}/${p.total} (seed ${g.seed}): ${describeGame(g)}\n`),
      onVoid: (v) =>
        io.err(sanitizeLine(`game ${v.index + 1} attempt ${v.attempt + 1} void (${v.kind}): ${truncate(v.message, 300)}`) + '\n'),
    });
    return { spec, outcome };
  } catch (error) {
    // An agent that does not build or pass its smoke test: nothing is played, but --json still
    // prints its one document (the agent build-failed, with the log excerpt); the exit code stays 2.
    if (json && error instanceof BuildFailedError && preparing) {
      const document = serializeResults(buildFailedResults(resolved, preparing, error));
      if (out !== undefined) {
        await mkdir(resolve(io.cwd, out), { recursive: true });
        await writeFile(join(resolve(io.cwd, out), 'arena-results.json'), document);
      }
      io.out(document);
    }
    throw error;
  } finally {
    await runners.close();
  }
}

/** The results file, replays and logs under --out; the table (or the --json document) on stdout. */
async function reportMatch(
  { seed, out, json }: MatchOptions,
  { resolved, game }: MatchLineup,
  spec: MatchSpec,
  outcome: MatchOutcome,
  io: CliIo,
): Promise<void> {
  let match = outcome.result;
  if (out !== undefined) {
    const outDir = resolve(io.cwd, out);
    await mkdir(outDir, { recursive: true });
    match = await writeMatchFiles(outDir, spec, outcome);
  }
  const results: Results = {
    schema: RESULTS_SCHEMA_V1,
    run: { mode: 'match', createdAt: new Date().toISOString(), arenaVersion: ARENA_VERSION },
    agents: resolved
      .map((r) => ({ ...agentResult(r.agent), ...(r.agent.tier === 'local' ? { path: truncate(r.ref, 1024) } : {}) }))
      .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i),
    matches: [match],
    ratings: [],
    verdict: verdictOf(spec, outcome),
  };
  const document = serializeResults(results);
  if (out !== undefined) await writeFile(join(resolve(io.cwd, out), 'arena-results.json'), document);

  if (json) io.out(document);
  else {
    const lines = [`${game} · ${gamesLabel(outcome.result.games.length)} · seed ${seed} · match ${match.id}`, table(match)];
    for (const reason of results.verdict.conclusion === 'success' ? [] : results.verdict.reasons)
      lines.push(`note: ${sanitizeLine(reason)}`);
    if (out !== undefined) lines.push(`results, replays and logs: ${sanitizeLine(resolve(io.cwd, out))}`);
    io.out(`${lines.join('\n')}\n`);
  }
}

export const command: CliCommand = {
  name: 'match',
  usage: USAGE,
  run: runMatchCommand,
};
