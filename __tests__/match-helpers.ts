// Shared by the match and process-runner tests: real agents (fixture scripts and the official
// agents) on a real ProcessRunner, plus a recording wrapper that remembers every session it started
// so a test can assert that no process carrying any of their markers survives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findMarkedProcesses, ProcessRunner } from '../src/adapters/process-runner.js';
import { defaultConfig, type TimeControl } from '../src/core/config.js';
import type { GameName } from '../src/core/games/names.js';
import { getGame } from '../src/core/games/registry.js';
import type { MatchAgent, MatchSpec } from '../src/core/match/run-match.js';
import { sessionLimitsFor } from '../src/core/match/plan.js';
import type { AgentId, JsonValue } from '../src/core/results.js';
import type { AgentLaunch, Runner, Session, SessionLimits, SessionOptions } from '../src/core/runner.js';
import { REPO_ROOT } from './helpers/cli.js';

export const FIXTURES = join(REPO_ROOT, '__tests__', 'fixtures', 'agents');
export const OFFICIAL = join(REPO_ROOT, 'agents', 'official');

export function launchOf(dir: string, id: string, env: Record<string, string> = {}): AgentLaunch {
  return { kind: 'command', id, dir, argv: [process.execPath, 'agent.mjs'], env };
}

/** A real runner that records the sessions it starts. */
export class RecordingRunner implements Runner {
  readonly kind: 'process' | 'docker';
  readonly sessions: Session[] = [];
  readonly started: string[] = [];
  constructor(readonly inner: Runner = new ProcessRunner()) {
    this.kind = inner.kind;
  }
  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    const session = await this.inner.start(agent, options);
    this.sessions.push(session);
    this.started.push(agent.id);
    return session;
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  /** pids of processes that still carry one of this runner's session markers */
  async leftovers(): Promise<number[]> {
    const all = await Promise.all(this.sessions.map((s) => findMarkedProcesses(s.id)));
    return all.flat();
  }
}

export function fixture(name: string, runner: Runner, env: Record<string, string> = {}): MatchAgent {
  const id = `local/${name}` as AgentId;
  return { id, version: '1.0.0', launch: launchOf(join(FIXTURES, name), id, env), runner };
}

export function official(name: string, runner: Runner): MatchAgent {
  const id = `official/${name}` as AgentId;
  return { id, version: '1.0.0', launch: launchOf(join(OFFICIAL, name), id), runner };
}

export function limitsFor(game: GameName, overrides: Partial<SessionLimits> = {}): SessionLimits {
  return { ...sessionLimitsFor(defaultConfig(), game), ...overrides };
}

export function matchSpec(
  game: GameName,
  agents: MatchAgent[],
  options: {
    games?: number;
    seed?: number;
    time?: Partial<TimeControl>;
    config?: Record<string, JsonValue>;
    limits?: Partial<SessionLimits>;
    pairedSeats?: boolean;
  } = {},
): MatchSpec {
  return {
    game,
    gameConfig: getGame(game).parseConfig(options.config ?? {}),
    agents,
    games: options.games ?? 2,
    seed: options.seed ?? 42,
    pairedSeats: options.pairedSeats ?? true,
    time: { startupMs: 10_000, turnMs: 1_000, bankMs: 10_000, matchMs: 900_000, ...options.time },
    limits: limitsFor(game, options.limits),
  };
}

/** Is this pid still a live (non-zombie) process? */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}
