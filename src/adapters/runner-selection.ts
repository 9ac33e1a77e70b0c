// Which runner plays an agent: the one seam between "a validated agent" and "a Runner + AgentLaunch".
// Trust model (docs/architecture.md, "Trust model"): a `command` entrypoint runs as a host process only for official agents
// (and for `local` folders a user points `arena match` at on their own machine); community agents
// run only in containers.
import type { AgentTier } from '../core/discovery.js';
import { defaultConfig, type ArenaConfig } from '../core/config.js';
import { UserError } from '../core/errors.js';
import type { GameName } from '../core/games/names.js';
import { launchPlan, type Manifest } from '../core/manifest.js';
import type { AgentLaunch, Runner } from '../core/runner.js';
import { DockerAgents, type DockerAgentsOptions } from './docker-agents.js';
import { ProcessRunner, type ProcessRunnerOptions } from './process-runner.js';
import { closeOnInterrupt } from './interrupt.js';

/** What selectRunner needs to know about an agent (a DiscoveredAgent with status ok fits). */
export interface RunnableAgent {
  id: string;
  tier: AgentTier;
  /** absolute agent folder */
  dir: string;
  manifest: Manifest;
}

export interface SelectedRunner {
  runner: Runner;
  launch: AgentLaunch;
}

/** The runners of one command run, created on first use; close() releases them all. */
export class RunnerSet {
  private processRunner: ProcessRunner | undefined;
  private readonly extra: Runner[] = [];
  private dockerAgents: DockerAgents | undefined;

  /** forget the interrupt cleanup (close() ran) */
  private readonly release: () => void;

  constructor(
    private readonly options: {
      process?: ProcessRunnerOptions;
      /** arena.yml: build settings and game budgets for docker agents (default: all defaults) */
      config?: ArenaConfig;
      docker?: Omit<DockerAgentsOptions, 'config'>;
    } = {},
  ) {
    // Ctrl-C or a cancelled job still stops the agents and removes their containers.
    this.release = closeOnInterrupt(() => this.closeRunners());
  }

  process(): ProcessRunner {
    this.processRunner ??= new ProcessRunner(this.options.process);
    return this.processRunner;
  }

  /** Docker agents (DockerRunner + image builds/pulls), created on first use: the engine is needed only then. */
  docker(): DockerAgents {
    this.dockerAgents ??= new DockerAgents({ ...this.options.docker, config: this.options.config ?? defaultConfig() });
    return this.dockerAgents;
  }

  /** Register another runner (e.g. a DockerRunner) so close() releases it too. */
  adopt<R extends Runner>(runner: R): R {
    this.extra.push(runner);
    return runner;
  }

  async close(): Promise<void> {
    this.release();
    await this.closeRunners();
  }

  private async closeRunners(): Promise<void> {
    await Promise.all([this.processRunner?.close(), this.dockerAgents?.close(), ...this.extra.map((r) => r.close())]);
  }
}

/**
 * Pick the runner for an agent and build its launch. Throws UserError when policy forbids it.
 * Docker agents: the DockerRunner plugs in here (build or pull the image, smoke-test it with the
 * startup limit of `options.game`, or of the longest of the agent's games, then `dockerLaunch`).
 */
export async function selectRunner(agent: RunnableAgent, runners: RunnerSet, options: { game?: GameName } = {}): Promise<SelectedRunner> {
  const plan = launchPlan(agent.manifest, { id: agent.id, dir: agent.dir });
  if (plan.kind === 'command') {
    if (agent.tier === 'community') {
      throw new UserError(
        `${agent.id} asks to run as a host command; community agents run only in containers`,
        'use entrypoint type: docker (see docs/writing-an-agent.md)',
      );
    }
    return { runner: runners.process(), launch: plan };
  }
  const docker = runners.docker();
  // the smoke test uses the startup limit of the game at hand (or the longest of the agent's games)
  return { runner: docker.runner, launch: await docker.prepare(plan, agent.manifest.games, options.game) };
}
