// Which seed and which seat order each game of a match gets, the match id, and the settings a match
// takes from arena.yml. Pure.
//
// Paired seats (the default) are seat rotations: with N agents, games kN … kN+N-1 form group k
// ("pair" k; for two agents games 2k and 2k+1 swap seats), share a seed, and rotate the seats one
// step per game, so within a group every agent sits in every seat exactly once. Group 0 uses the
// match seed itself, so `arena match A B --games 1 --seed <that game's seed>` replays any single
// game (with the agents in that game's seat order).
import type { ArenaConfig, TimeControl } from '../config.js';
import { gameSettings } from '../config.js';
import { UserError } from '../errors.js';
import type { GameName } from '../games/names.js';
import { getGame } from '../games/registry.js';
import type { JsonValue } from '../results.js';
import type { SessionLimits } from '../runner.js';

export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** 32-bit FNV-1a over a string, then a murmur3 finaliser. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seed of slot k (a pair, or a game when seats are not paired): k = 0 is the match seed itself. */
export function derivedSeed(matchSeed: number, k: number): number {
  if (k === 0) return matchSeed;
  return hash32(`arena-seed:${matchSeed}:${k}`);
}

export interface GamePlan {
  index: number;
  /** the pair this game belongs to (paired seats), else the game's own index */
  pair: number;
  seed: number;
  /** seat → index into the match's agents */
  order: number[];
}

/** Seeds and seat orders for every game of a match of `agents` agents. */
export function planGames(matchSeed: number, games: number, agents: number, pairedSeats: boolean): GamePlan[] {
  const plans: GamePlan[] = [];
  for (let index = 0; index < games; index++) {
    const pair = pairedSeats ? Math.floor(index / agents) : index;
    // rotate seats one step per game: with two agents, odd games swap them
    const shift = index % agents;
    const order = Array.from({ length: agents }, (_, seat) => (seat + shift) % agents);
    plans.push({ index, pair, seed: derivedSeed(matchSeed, pair), order });
  }
  return plans;
}

/** A stable match id (results, replay folder names): safe in file names and artifact paths. */
export function matchIdFor(game: string, agentIds: readonly string[], seed: number): string {
  const id = `${game}_${agentIds.map((a) => a.replace(/\//g, '-')).join('_vs_')}_${seed}`;
  if (id.length <= 128) return id;
  return `${game}_${hash32(agentIds.join(' ')).toString(16)}_${seed}`;
}

export function sessionLimitsFor(config: ArenaConfig, game: GameName): SessionLimits {
  const b = gameSettings(config, game).budget;
  return {
    memoryBytes: b.memory,
    cpus: b.cpus,
    pids: b.pids,
    tmpfsBytes: b.tmpfs,
    outputBytes: b.outputBytes,
    maxLineBytes: b.maxLineBytes,
    stderrBytes: b.stderrBytes,
    nofile: b.nofile,
    fileSizeBytes: b.fileSize,
  };
}

export interface MatchSettings {
  time: TimeControl;
  limits: SessionLimits;
  /** the game's rule options, checked and with defaults filled in */
  gameConfig: Record<string, JsonValue>;
}

/** Everything a match of `game` takes from arena.yml. Throws UserError for a bad game config. */
export function matchSettings(config: ArenaConfig, game: GameName, file = 'arena.yml'): MatchSettings {
  const settings = gameSettings(config, game);
  let gameConfig: Record<string, JsonValue>;
  try {
    gameConfig = getGame(game).parseConfig(settings.config);
  } catch (error) {
    throw new UserError(`${file}: games.${game}.config: ${(error as Error).message}`, 'fix the game options in arena.yml');
  }
  return { time: settings.time, limits: sessionLimitsFor(config, game), gameConfig };
}

/**
 * Seats per match of `game` in evaluations and rotations: arena.yml `games.<game>.players`, else the
 * game's fewest. UserError when arena.yml asks for a count the game is not played by.
 */
export function seatsFor(config: ArenaConfig, game: GameName, file = 'arena.yml'): number {
  const module = getGame(game);
  const wanted = gameSettings(config, game).players;
  if (wanted === undefined) return module.players.min;
  if (wanted < module.players.min || wanted > module.players.max) {
    throw new UserError(
      `${file}: games.${game}.players: ${game} is played by ${module.players.min}–${module.players.max} players, not ${wanted}`,
      `set games.${game}.players to a number from ${module.players.min} to ${module.players.max}`,
    );
  }
  return wanted;
}

/** Games for a group of `seats` agents: `games` rounded up to whole seat rotations (unchanged for 2 seats and an even count). */
export function gamesForSeats(games: number, seats: number, pairedSeats: boolean): number {
  if (!pairedSeats || seats <= 2) return games;
  return Math.ceil(games / seats) * seats;
}

/** The command that replays one game on its own. */
export function reproCommand(game: string, refs: readonly string[], seed: number): string {
  const quote = (s: string) => (/^[A-Za-z0-9_./:@+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  return `arena match ${refs.map(quote).join(' ')} --game ${game} --games 1 --seed ${seed}`;
}
