// The one seam through which Arena reaches Docker: the `docker` CLI, spawned with a minimal explicit
// environment and a runner-owned DOCKER_CONFIG, a timeout on every call, capped output. Everything
// Docker-related (DockerRunner, builds, pulls, sweeps) goes through a `DockerCli`, so tests can record
// the exact argv and the same code runs against a real engine end to end.
//
// Why the environment is minimal (docs/security-model.md, "Container and build limits"): the CLI's config.json can carry
// `proxies` that are injected into every container (credentials included), and `-e NAME` copies the
// caller's value. With a private DOCKER_CONFIG and only PATH/HOME/DOCKER_HOST, nothing of the host's
// environment or Docker configuration can reach a container.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InfraError } from '../core/errors.js';
import { runCapped } from './capped-process.js';

export interface DockerRunOptions {
  /** the CLI is killed after this long (default: the cli's commandTimeoutMs) */
  timeoutMs?: number;
  /** written to the CLI's stdin, then stdin is closed */
  input?: string | Buffer;
  /** bytes of stdout and of stderr kept (head and tail halves); default 1 MiB each */
  maxOutputBytes?: number;
  /** extra environment for this call only (e.g. DOCKER_BUILDKIT=0); never host values */
  env?: Readonly<Record<string, string>>;
  /** receives every stderr/stdout chunk as it arrives (build logs) */
  onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
  /** abort: kill the CLI client (only for commands whose daemon side cancels on disconnect) */
  signal?: AbortSignal;
}

export interface DockerRunResult {
  /** exit code of the CLI; null when it was killed (timeout) */
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** more output than maxOutputBytes arrived; the middle was dropped */
  truncated: boolean;
  /** the CLI could not be started at all (ENOENT: Docker is not installed) */
  spawnError?: string;
}

/** The attached client of a container (`docker start -a -i`): only what a session needs. */
export type AttachedClient = ChildProcessWithoutNullStreams;

export interface DockerCli {
  /** Run `docker <args>` to completion (or its timeout). Never throws for a non-zero exit. */
  run(args: readonly string[], options?: DockerRunOptions): Promise<DockerRunResult>;
  /** Spawn a long-running attached client with piped stdio. The caller must never kill it to stop a container. */
  attach(args: readonly string[]): AttachedClient;
  /** The exact environment every docker CLI process gets. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * How long a short engine command (version, info, create, inspect, kill, rm, ps) may take: the
   * default of run() and the wait of every such call Arena makes, set once from arena.yml's
   * engine.commandTimeoutMs. Builds, pulls and agent sessions have their own limits.
   */
  readonly commandTimeoutMs: number;
  /** Remove the runner-owned DOCKER_CONFIG folder. */
  dispose(): void;
}

export interface DockerCliOptions {
  /** where PATH, HOME and DOCKER_HOST are taken from (default process.env) */
  hostEnv?: Readonly<Record<string, string | undefined>>;
  /** the docker binary (default `docker` on PATH) */
  binary?: string;
  /** see DockerCli.commandTimeoutMs; default 60 s (arena.yml's engine.commandTimeoutMs default) */
  commandTimeoutMs?: number;
}

/** Host variables the CLI may see. DOCKER_HOST and its TLS settings select the engine; nothing else passes. */
const PASSED_THROUGH = ['PATH', 'HOME', 'DOCKER_HOST', 'DOCKER_TLS_VERIFY', 'DOCKER_CERT_PATH'] as const;

/** The CLI's environment: an allowlist of host values plus the runner-owned config folder. */
export function dockerCliEnv(hostEnv: Readonly<Record<string, string | undefined>>, configDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = hostEnv[name];
    if (value !== undefined && value !== '') env[name] = value;
  }
  env.PATH ??= '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  env.DOCKER_CONFIG = configDir;
  // The legacy builder takes --memory, --cpu-quota, --ulimit and --add-host for RUN steps; BuildKit
  // ignores them. Also keeps the CLI from asking for buildx on engines that lack it.
  env.DOCKER_BUILDKIT = '0';
  // No "What's next" hints or update checks from newer CLIs.
  env.DOCKER_CLI_HINTS = 'false';
  return env;
}

const CONFIG_PREFIX = 'arena-docker-config-';

/** The default of DockerCli.commandTimeoutMs, the same as arena.yml's engine.commandTimeoutMs. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;

/** Remove config folders of runners that died without cleaning up (SIGKILL): their pid is gone. */
function sweepStaleConfigDirs(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^arena-docker-config-(\d+)-/.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

export function createDockerCli(options: DockerCliOptions = {}): DockerCli {
  sweepStaleConfigDirs();
  const configDir = mkdtempSync(join(tmpdir(), `${CONFIG_PREFIX}${process.pid}-`));
  // An explicit empty config: no proxies, no credential helpers, no auths.
  writeFileSync(join(configDir, 'config.json'), '{}\n', { mode: 0o600 });
  const env = dockerCliEnv(options.hostEnv ?? process.env, configDir);
  const binary = options.binary ?? 'docker';
  const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;

  return {
    env,
    commandTimeoutMs,
    async run(args, runOptions = {}) {
      const result = await runCapped(binary, args, {
        env: { ...env, ...runOptions.env },
        timeoutMs: runOptions.timeoutMs ?? commandTimeoutMs,
        maxOutputBytes: runOptions.maxOutputBytes ?? 1024 * 1024,
        ...(runOptions.input !== undefined ? { input: runOptions.input } : {}),
        ...(runOptions.onOutput ? { onOutput: runOptions.onOutput } : {}),
        ...(runOptions.signal ? { signal: runOptions.signal } : {}),
      });
      if (result.spawnError) {
        return {
          code: null,
          stdout: '',
          stderr: result.spawnError.message,
          timedOut: false,
          truncated: false,
          spawnError: result.spawnError.code ?? result.spawnError.message,
        };
      }
      return {
        code: result.code,
        stdout: result.stdout.text(),
        stderr: result.stderr.text(),
        timedOut: result.timedOut,
        truncated: result.stdout.truncated || result.stderr.truncated,
      };
    },
    attach(args) {
      return spawn(binary, [...args], { env: { ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    },
    dispose() {
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/** Human hint for a dead or missing engine (exit 3). */
export const ENGINE_HINT =
  'Arena runs community agents in Docker. Install it (Debian/Ubuntu: `sudo apt-get install docker.io`; ' +
  'elsewhere https://docs.docker.com/engine/install/), start it (`sudo systemctl start docker`, or ' +
  '`scripts/setup-docker.sh` in this repository), and make sure your user may use it (`docker version` ' +
  'must print a Server section). Set DOCKER_HOST to use another engine.';

/**
 * How long an engine that answered counts as answering for the same DockerCli. One evaluation asks
 * three times within a few seconds (the mode, the runner's preflight, the build), two CLI calls each
 * (~80–110 ms apiece here: docs/performance.md, P8); a failed check is never reused.
 */
export const ENGINE_CHECK_REUSE_MS = 10_000;
const engineChecks = new WeakMap<DockerCli, { at: number; result: { serverVersion: string; cgroupVersion: string } }>();

/**
 * Pre-flight: the engine answers. Throws InfraError (exit 3) saying how to fix it. Call it only when a
 * Docker agent must actually run. A success is reused for ENGINE_CHECK_REUSE_MS on the same cli.
 */
export async function checkDockerEngine(
  cli: DockerCli,
  now: () => number = Date.now,
): Promise<{ serverVersion: string; cgroupVersion: string }> {
  const recent = engineChecks.get(cli);
  if (recent && now() - recent.at < ENGINE_CHECK_REUSE_MS) return recent.result;
  const result = await askDockerEngine(cli, cli.commandTimeoutMs);
  engineChecks.set(cli, { at: now(), result });
  return result;
}

async function askDockerEngine(cli: DockerCli, timeoutMs: number): Promise<{ serverVersion: string; cgroupVersion: string }> {
  const result = await cli.run(['version', '--format', '{{.Server.Version}}'], { timeoutMs });
  if (result.spawnError) {
    throw new InfraError(`the docker command was not found (${result.spawnError})`, ENGINE_HINT);
  }
  if (result.timedOut) throw new InfraError(`the Docker engine did not answer within ${timeoutMs} ms`, ENGINE_HINT);
  const version = result.stdout.trim();
  if (result.code !== 0 || version === '') {
    const why = firstLine(result.stderr) || `docker version exited with ${result.code}`;
    throw new InfraError(`the Docker engine is not available: ${why}`, ENGINE_HINT);
  }
  const info = await cli.run(['info', '--format', '{{.CgroupVersion}}'], { timeoutMs });
  return { serverVersion: version, cgroupVersion: info.code === 0 ? info.stdout.trim() : 'unknown' };
}

export function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 500);
}
