// Docker agents for one command run: a DockerRunner and DockerImages sharing one docker CLI seam, and
// `prepare(plan)`, which turns a validated docker entrypoint into a runnable AgentLaunch — pre-flight,
// build (or pull), smoke test, image id. Used by selectRunner (src/adapters/runner-selection.ts).
import { gameSettings, offeredGames, type ArenaConfig } from '../core/config.js';
import { InfraError } from '../core/errors.js';
import { isGameName, type GameName } from '../core/games/names.js';
import { dockerLaunch, type DockerLaunchPlan } from '../core/manifest.js';
import { sessionLimitsFor } from '../core/match/plan.js';
import type { AgentLaunch } from '../core/runner.js';
import { createDockerCli, type DockerCli } from './docker-cli.js';
import {
  DockerImages,
  imageSettingsFrom,
  smokeTest,
  sweepBuildContainers,
  throwImageFailure,
  type BuildLimits,
  type ImageReady,
} from './docker-images.js';
import { DockerRunner, type DockerRunnerOptions } from './docker-runner.js';

export interface DockerAgentsOptions {
  config: ArenaConfig;
  cli?: DockerCli;
  runner?: Omit<DockerRunnerOptions, 'cli'>;
  buildLimits?: Partial<BuildLimits>;
  /** extra labels on containers and images (tests) */
  labels?: Readonly<Record<string, string>>;
  /** progress lines (stderr in the CLI) */
  log?: (line: string) => void;
}

export class DockerAgents {
  readonly cli: DockerCli;
  readonly runner: DockerRunner;
  readonly images: DockerImages;
  private readonly options: DockerAgentsOptions;
  private readonly ownsCli: boolean;
  private readonly prepared = new Map<string, Promise<AgentLaunch>>();

  constructor(options: DockerAgentsOptions) {
    this.options = options;
    this.ownsCli = !options.cli;
    // arena.yml's engine waits: short commands through the CLI made here (a given CLI brings its own)
    this.cli = options.cli ?? createDockerCli({ commandTimeoutMs: options.config.engine.commandTimeoutMs });
    const labels = { ...options.runner?.labels, ...options.labels };
    this.runner = new DockerRunner({ startTimeoutMs: options.config.engine.startTimeoutMs, ...options.runner, labels, cli: this.cli });
    this.images = new DockerImages({
      cli: this.cli,
      settings: imageSettingsFrom(options.config),
      identity: this.runner.identity,
      labels,
      ...(options.buildLimits ? { limits: options.buildLimits } : {}),
    });
  }

  /**
   * Build or pull the agent's image, smoke-test it, and return its launch (by image id / digest).
   * Throws InfraError (exit 3) when the engine is missing or failed, BuildFailedError (a UserError)
   * when the agent's image cannot be built, pulled or started. Cached per agent for this run.
   */
  prepare(plan: DockerLaunchPlan, games: readonly string[], game?: GameName): Promise<AgentLaunch> {
    const smokeGame = this.smokeGame(games, game);
    const key = `${plan.id}\0${plan.dir}\0${smokeGame}`;
    let pending = this.prepared.get(key);
    if (!pending) {
      pending = this.doPrepare(plan, smokeGame);
      this.prepared.set(key, pending);
    }
    return pending;
  }

  private async doPrepare(plan: DockerLaunchPlan, game: GameName): Promise<AgentLaunch> {
    const log = this.options.log ?? (() => undefined);
    await this.runner.preflight(); // InfraError (exit 3) when there is no engine
    await sweepBuildContainers(this.cli, this.runner.identity).catch(() => []);
    let ready: ImageReady;
    if (plan.build) {
      log(`building ${plan.id} (docker build, network ${this.images.settings.network})`);
      const built = await this.images.build({
        agentId: plan.id,
        context: plan.build.context,
        dockerfile: plan.build.dockerfile,
        agentDir: plan.dir,
      });
      if (!built.ok) throwImageFailure(built, plan.id);
      ready = built;
    } else if (plan.image) {
      log(`pulling ${plan.id} (${plan.image})`);
      const pulled = await this.images.pull(plan.id, plan.image);
      if (!pulled.ok) throwImageFailure(pulled, plan.id);
      ready = pulled;
    } else {
      throw new InfraError(`${plan.id}: a docker entrypoint needs build or image (validate the manifest first)`);
    }
    const launch = dockerLaunch(plan, ready.image);
    const settings = gameSettings(this.options.config, game);
    const smoke = await smokeTest(this.runner, launch, {
      game,
      startupMs: settings.time.startupMs,
      limits: sessionLimitsFor(this.options.config, game),
    });
    if (!smoke.ok) {
      // the end of the build log, then what the agent said on stderr, both already sanitised
      const parts = [ready.logTail.trimEnd(), smoke.logTail ? `--- the agent's stderr ---\n${smoke.logTail.trimEnd()}` : ''];
      throwImageFailure({ ...smoke, logTail: parts.filter(Boolean).join('\n') }, plan.id);
    }
    log(`${plan.id}: image ${ready.image.slice(0, 19)}… ready`);
    return launch;
  }

  /**
   * The game whose startup limit the smoke test uses: the game about to be played when the caller
   * knows it (`arena match --game`), else the one with the longest startup limit among the games
   * the agent declares and this arena offers — never a shorter limit than a match would give it.
   */
  private smokeGame(games: readonly string[], requested?: GameName): GameName {
    const offered = offeredGames(this.options.config);
    if (requested !== undefined && offered.includes(requested)) return requested;
    const startup = (g: GameName) => gameSettings(this.options.config, g).time.startupMs;
    const played = games.filter(isGameName).filter((g) => offered.includes(g));
    const longest = played.reduce<GameName | undefined>(
      (best, g) => (best === undefined || startup(g) > startup(best) ? g : best),
      undefined,
    );
    return longest ?? offered[0] ?? 'connect-four';
  }

  async close(): Promise<void> {
    await this.runner.close();
    if (this.ownsCli) this.cli.dispose();
  }
}
