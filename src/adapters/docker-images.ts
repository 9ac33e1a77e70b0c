// Images for docker agents (docs/operations.md, "Builds and pulls"). Builds are untrusted code too: `RUN` executes the
// author's commands on our engine. So a build gets the agent folder alone as its context (size
// capped before anything is sent), no network unless arena.yml says otherwise, capped memory, a low
// CPU weight, ulimits, a time limit and a log cap; its RUN containers carry a marker (--add-host
// arena-build.…) so they can be found and removed when the build is killed or its runner dies. The
// run then uses the image id, never a tag. A smoke test follows: the image must answer `start` with
// `ready`, else the agent is `build-failed` with the end of the build log and a hint.
//
// `entrypoint.image`: a digest is required (tags are rejected), the registry host must be on
// arena.yml's allowlist, the pull is time-limited and the size checked; an unreachable registry is
// `infra` (not the author's fault), a missing or refused image is `build-failed`.
//
// The legacy builder is used on purpose (DOCKER_BUILDKIT=0 in the CLI env): it honours --memory,
// --cpu-shares, --ulimit, --add-host and --cgroup-parent for RUN steps, and it is all Debian's
// docker.io 20.10 has. Neither builder has a pids limit for RUN steps; when scripts/setup-docker.sh
// has created the `arena-build` cgroup (pids.max set) on a local engine, every step is started under
// it with --cgroup-parent, which caps the processes of a RUN fork bomb. Without it, the build memory
// is the only bound (see docs/operations.md).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { ArenaConfig } from '../core/config.js';
import { InfraError, UserError } from '../core/errors.js';
import { HeadTailBuffer } from '../core/head-tail.js';
import { parseAgentLine, startMessage } from '../core/protocol/messages.js';
import { describeExit, type AgentLaunch, type Runner, type SessionLimits } from '../core/runner.js';
import { redactSecrets, sanitizeText, truncate } from '../core/sanitize.js';
import { formatBytes } from '../core/units.js';
import { checkDockerEngine, firstLine, type DockerCli, type DockerRunResult } from './docker-cli.js';
import { labelFlags, memoryFlags, ulimitFlags } from './docker-flags.js';
import { LABELS, processStartTime, type RunnerIdentity } from './docker-runner.js';

/** arena.yml `build:` settings that images need. */
export interface ImageSettings {
  /** network during `docker build` */
  network: 'none' | 'default';
  timeoutMs: number;
  maxContextBytes: number;
  maxImageBytes: number;
  /** registry hosts allowed for `entrypoint.image` */
  registries: readonly string[];
  pullTimeoutMs: number;
}

export function imageSettingsFrom(config: ArenaConfig): ImageSettings {
  const b = config.build;
  return {
    network: b.network,
    timeoutMs: b.timeoutMs,
    maxContextBytes: b.maxContextBytes,
    maxImageBytes: b.maxImageBytes,
    registries: b.registries,
    pullTimeoutMs: b.pullTimeoutMs,
  };
}

/** Resources of the RUN steps of a build (the legacy builder applies them to every step container). */
export interface BuildLimits {
  memoryBytes: number;
  /** relative CPU weight (default 1024 elsewhere): a hard quota makes killing a fork bomb crawl */
  cpuShares: number;
  nofile: number;
  fileSizeBytes: number;
  /** build output beyond this kills the build */
  maxLogBytes: number;
  /** how often the writable layer of a running step is measured against maxImageBytes */
  diskCheckMs: number;
}

export const DEFAULT_BUILD_LIMITS: BuildLimits = {
  memoryBytes: 2 * 1024 ** 3,
  cpuShares: 512,
  nofile: 4096,
  fileSizeBytes: 1024 ** 3,
  maxLogBytes: 32 * 1024 ** 2,
  diskCheckMs: 1000,
};

/** Bytes of build log kept for the failure message (its end). */
const LOG_TAIL_BYTES = 16 * 1024;

export type ImageFailureKind = 'build-failed' | 'infra';

export interface ImageFailure {
  ok: false;
  kind: ImageFailureKind;
  /** what went wrong, one or two sentences (sanitised) */
  message: string;
  /** how to fix it */
  hint: string;
  /** the end of the build log, sanitised and redacted ('' for pulls) */
  logTail: string;
}

export interface ImageReady {
  ok: true;
  /** `sha256:<id>` (built) or `name@sha256:<digest>` (pulled): what the run uses */
  image: string;
  sizeBytes: number;
  durationMs: number;
  logTail: string;
}

export type ImageResult = ImageReady | ImageFailure;

/** A build or pull failed for a reason the author must fix (exit 2 in `arena match`). */
export class BuildFailedError extends UserError {
  constructor(
    readonly failure: ImageFailure,
    agentId: string,
  ) {
    super(
      `${agentId}: ${failure.message}${failure.logTail ? `\n--- end of the build log ---\n${failure.logTail.trimEnd()}\n---` : ''}`,
      failure.hint,
    );
  }
}

/** Throw the right error for a failed ImageResult: InfraError (exit 3) or BuildFailedError (exit 2). */
export function throwImageFailure(result: ImageFailure, agentId: string): never {
  if (result.kind === 'infra') throw new InfraError(`${agentId}: ${result.message}`, result.hint);
  throw new BuildFailedError(result, agentId);
}

function fail(kind: ImageFailureKind, message: string, hint: string, log = ''): ImageFailure {
  return { ok: false, kind, message: sanitizeText(message), hint, logTail: log };
}

/** Build logs are agent output: secrets redacted, terminal and workflow-command tricks neutralised. */
function cleanLog(text: string): string {
  const noise =
    /^(DEPRECATED: The legacy builder|\s+(BuildKit is currently disabled|environment-variable\.|Install the buildx|https:\/\/docs\.docker\.com\/go\/buildx))/;
  return sanitizeText(
    redactSecrets(
      text
        .split('\n')
        .filter((l) => !noise.test(l))
        .join('\n'),
    ),
  );
}

export interface ContextSize {
  bytes: number;
  files: number;
  /** symlinks are sent as links, never followed */
  symlinks: number;
}

/** Measure a build context without following any symlink (lstat only). Stops early past `limit`. */
export async function measureContext(dir: string, limit: number): Promise<ContextSize> {
  const total: ContextSize = { bytes: 0, files: 0, symlinks: 0 };
  const stack = [dir];
  while (stack.length > 0 && total.bytes <= limit) {
    const current = stack.pop()!;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      const info = await lstat(path);
      total.files++;
      if (info.isSymbolicLink()) total.symlinks++;
      else if (info.isDirectory()) stack.push(path);
      else total.bytes += info.size;
      if (total.bytes > limit) break;
    }
  }
  return total;
}

/** Marker host name on every RUN container of one build: who started it and until when it may live. */
export function buildMarker(identity: RunnerIdentity, deadlineEpochMs: number, id = randomUUID()): string {
  const ns = /\[(\d+)\]/.exec(identity.pidNamespace)?.[1] ?? '0';
  const boot = identity.bootId.replace(/[^0-9a-f]/gi, '').slice(0, 32) || 'unknown';
  return [
    'arena-build',
    `p${identity.pid}-s${identity.pidStart.replace(/\D/g, '') || '0'}-n${ns}`,
    `d${Math.ceil(deadlineEpochMs / 1000)}`,
    `b${boot}`,
    id.replace(/-/g, '').slice(0, 16),
  ]
    .join('.')
    .toLowerCase();
}

export function parseBuildMarker(
  host: string,
): { pid: number; pidStart: string; pidNamespace: string; deadlineEpochMs: number; boot: string; id: string } | undefined {
  const m = /^arena-build\.p(\d+)-s(\d+)-n(\d+)\.d(\d+)\.b([0-9a-z]+)\.([0-9a-f]+)$/.exec(host);
  if (!m) return undefined;
  return {
    pid: Number(m[1]),
    pidStart: m[2]!,
    pidNamespace: `pid:[${m[3]}]`,
    deadlineEpochMs: Number(m[4]) * 1000,
    boot: m[5]!,
    id: m[6]!,
  };
}

/** Containers of builds (legacy builder RUN steps) with their marker, found by --add-host. */
export async function findBuildContainers(cli: DockerCli): Promise<Array<{ id: string; marker: string }>> {
  const ps = await cli.run(['ps', '--all', '--quiet', '--no-trunc']);
  const ids = ps.stdout.split('\n').filter((l) => /^[0-9a-f]{64}$/.test(l.trim()));
  if (ids.length === 0) return [];
  const out: Array<{ id: string; marker: string }> = [];
  for (let i = 0; i < ids.length; i += 64) {
    const r = await cli.run(['container', 'inspect', '--format', '{{.Id}} {{json .HostConfig.ExtraHosts}}', ...ids.slice(i, i + 64)]);
    for (const line of r.stdout.split('\n')) {
      const space = line.indexOf(' ');
      if (space < 0) continue;
      let hosts: unknown;
      try {
        hosts = JSON.parse(line.slice(space + 1));
      } catch {
        continue;
      }
      if (!Array.isArray(hosts)) continue;
      const marker = hosts.map((h) => String(h).split(':')[0]!).find((h) => h.startsWith('arena-build.'));
      if (marker) out.push({ id: line.slice(0, space), marker });
    }
  }
  return out;
}

/** Kill and remove containers, tolerating "not running" / "no such container". */
async function killAndRemove(cli: DockerCli, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await cli.run(['kill', '--signal', 'KILL', ...ids]);
  await cli.run(['rm', '--force', ...ids]);
}

/**
 * Remove the RUN containers of one build. A build we stopped may still be tearing down (or be
 * starting its next step) in the engine after the client exits, so it is scanned again until two
 * scans in a row find nothing, a bounded number of times.
 */
async function removeBuildLeftovers(cli: DockerCli, marker: string, stopped: boolean): Promise<void> {
  const scans = stopped ? 20 : 1;
  let quiet = 0;
  for (let i = 0; i < scans && quiet < 2; i++) {
    const leftovers = (await findBuildContainers(cli).catch(() => [])).filter((c) => c.marker === marker).map((c) => c.id);
    if (leftovers.length === 0) {
      quiet++;
    } else {
      quiet = 0;
      await killAndRemove(cli, leftovers).catch(() => undefined);
    }
    if (stopped && quiet < 2) await delay(250);
  }
}

/**
 * Remove RUN containers of builds whose runner is gone (same boot and pid namespace, that pid with
 * that start time no longer exists) or whose deadline passed. Never a live build's containers.
 */
export async function sweepBuildContainers(
  cli: DockerCli,
  self: RunnerIdentity,
  options: { now?: number; startTimeOf?: (pid: number) => string | undefined } = {},
): Promise<string[]> {
  const now = options.now ?? Date.now();
  const startTimeOf = options.startTimeOf ?? processStartTime;
  const selfBoot = self.bootId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 32)
    .toLowerCase();
  const doomed: string[] = [];
  for (const c of await findBuildContainers(cli)) {
    const m = parseBuildMarker(c.marker);
    if (!m) continue;
    const expired = m.deadlineEpochMs < now;
    const sameHost = m.boot === selfBoot && m.pidNamespace === self.pidNamespace;
    const gone = sameHost && startTimeOf(m.pid) !== m.pidStart;
    if (expired || gone) doomed.push(c.id);
  }
  await killAndRemove(cli, doomed);
  return doomed;
}

export interface BuildRequest {
  agentId: string;
  /** absolute context folder: the agent folder (or a folder inside it) */
  context: string;
  /** absolute Dockerfile path, inside `context`'s agent folder */
  dockerfile: string;
  /** the agent folder the context must stay inside (default: context) */
  agentDir?: string;
}

export interface DockerImagesOptions {
  cli: DockerCli;
  settings: ImageSettings;
  limits?: Partial<BuildLimits>;
  /** the identity written into build markers (share the DockerRunner's) */
  identity: RunnerIdentity;
  /** extra labels on every image (tests: arena.test=…) */
  labels?: Readonly<Record<string, string>>;
  /**
   * The cgroup parent that caps the processes of RUN steps. Default: detected once, before the first
   * build (detectBuildCgroup); `null`: none (the build memory is then the only bound).
   */
  buildCgroup?: BuildCgroup | null;
}

/** The name of the build cgroup scripts/setup-docker.sh creates (`arena-build.slice` under systemd). */
export const BUILD_CGROUP_NAME = 'arena-build';

/** A cgroup with a pids limit that every RUN step of a build is started under. */
export interface BuildCgroup {
  /** the value of `docker build --cgroup-parent` */
  parent: string;
  /** its pids.max: the most processes and threads all running build steps may have together */
  pidsMax: number;
  /** where it was found (for messages) */
  path: string;
}

/**
 * Where systemd puts a slice in the cgroup tree: a dash nests it under the slice named by each
 * prefix (`arena-build.slice` is `arena.slice/arena-build.slice`; `-.slice` is the root). Docker's
 * systemd driver expands `--cgroup-parent` the same way.
 */
export function systemdSlicePath(slice: string): string {
  const name = slice.replace(/\.slice$/, '');
  if (name === '-' || name === '') return '';
  const parts = name.split('-');
  return parts.map((_, i) => `${parts.slice(0, i + 1).join('-')}.slice`).join('/');
}

/**
 * Find the build cgroup scripts/setup-docker.sh creates: for the cgroupfs driver `/arena-build`, for
 * the systemd driver `arena-build.slice` (which systemd nests at `arena.slice/arena-build.slice`); on
 * cgroup v1 in the pids hierarchy, on v2 in the unified one. Only for a local engine (a remote
 * engine's cgroups are not visible here) and only when its pids.max is a number; otherwise null:
 * builds then run without a pids cap.
 */
export async function detectBuildCgroup(cli: DockerCli, cgroupRoot = '/sys/fs/cgroup'): Promise<BuildCgroup | null> {
  const host = cli.env.DOCKER_HOST;
  if (host && !host.startsWith('unix://')) return null;
  const info = await cli.run(['info', '--format', '{{.CgroupDriver}} {{.CgroupVersion}}']);
  if (info.code !== 0) return null;
  const [driver, version] = info.stdout.trim().split(/\s+/);
  const systemd = driver === 'systemd';
  const parent = systemd ? `${BUILD_CGROUP_NAME}.slice` : `/${BUILD_CGROUP_NAME}`;
  const dir = systemd ? systemdSlicePath(parent) : BUILD_CGROUP_NAME;
  const path = version === '1' ? join(cgroupRoot, 'pids', dir) : join(cgroupRoot, dir);
  try {
    const max = (await readFile(join(path, 'pids.max'), 'utf8')).trim();
    if (!/^\d+$/.test(max)) return null;
    return { parent, pidsMax: Number(max), path };
  } catch {
    return null;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How a running build is stopped (once), and why it was. */
interface BuildWatch {
  abort: AbortController;
  stopReason?: { message: string; hint: string };
  stop(message: string, hint: string): void;
}

function newBuildWatch(): BuildWatch {
  const watch: BuildWatch = {
    abort: new AbortController(),
    stop: (message, hint) => {
      if (watch.stopReason) return;
      watch.stopReason = { message, hint };
      watch.abort.abort();
    },
  };
  return watch;
}

/** A registry reference split into host, repository, tag and digest (docker's normalisation rules). */
export function parseImageReference(ref: string): { host: string; repository: string; tag?: string; digest?: string } | undefined {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9._/:@-]{0,500}$/.test(ref)) return undefined;
  let rest = ref;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  const slash = rest.indexOf('/');
  const first = slash >= 0 ? rest.slice(0, slash) : '';
  const explicitHost = slash >= 0 && (first.includes('.') || first.includes(':') || first === 'localhost');
  const host = explicitHost ? first : 'docker.io';
  let path = explicitHost ? rest.slice(slash + 1) : rest;
  let tag: string | undefined;
  const colon = path.lastIndexOf(':');
  if (colon >= 0) {
    tag = path.slice(colon + 1);
    path = path.slice(0, colon);
  }
  if (!/^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/.test(path)) return undefined;
  return { host: host.toLowerCase(), repository: path, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}

/** Registry errors that mean "the registry could not be reached" (infra) rather than "no such image". */
const UNREACHABLE =
  /connection refused|no such host|i\/o timeout|timeout|tls handshake|connection reset|network is unreachable|EOF|server misbehaving|dial tcp|temporary failure/i;

export class DockerImages {
  readonly cli: DockerCli;
  readonly settings: ImageSettings;
  readonly limits: BuildLimits;
  private readonly options: DockerImagesOptions;
  private cgroup: Promise<BuildCgroup | null> | undefined;

  constructor(options: DockerImagesOptions) {
    this.options = options;
    this.cli = options.cli;
    this.settings = options.settings;
    this.limits = { ...DEFAULT_BUILD_LIMITS, ...options.limits };
    if (options.buildCgroup !== undefined) this.cgroup = Promise.resolve(options.buildCgroup);
  }

  /** The cgroup that caps build processes (detected once), or null when builds have no pids cap. */
  buildCgroup(): Promise<BuildCgroup | null> {
    this.cgroup ??= detectBuildCgroup(this.cli).catch(() => null);
    return this.cgroup;
  }

  /** The `docker build` argv (pure; tests assert it). */
  buildArgs(request: BuildRequest, marker: string, iidFile: string, cgroup: BuildCgroup | null = null): string[] {
    const l = this.limits;
    const labels = { ...this.options.labels, [LABELS.agent]: request.agentId.slice(0, 128), [LABELS.role]: 'agent-image' };
    return [
      'build',
      '--network',
      this.settings.network,
      ...memoryFlags(l.memoryBytes),
      `--cpu-shares=${l.cpuShares}`,
      ...ulimitFlags(l),
      '--add-host',
      `${marker}:127.0.0.1`,
      ...(cgroup ? [`--cgroup-parent=${cgroup.parent}`] : []),
      '--force-rm',
      '--pull=false',
      ...labelFlags(labels),
      '--iidfile',
      iidFile,
      '--file',
      request.dockerfile,
      request.context,
    ];
  }

  /** Build an agent image. Never throws for the agent's mistakes: returns an ImageFailure. */
  async build(request: BuildRequest): Promise<ImageResult> {
    const started = Date.now();
    const s = this.settings;
    // 1. the context: inside the agent folder, not a link, under the size cap
    const prepared = await this.prepareBuild(request);
    if (!prepared.ok) return prepared;
    const { context, dockerfile } = prepared;

    // 2. the build, watched
    const cgroup = await this.buildCgroup();
    const deadline = Date.now() + s.timeoutMs;
    const marker = buildMarker(this.options.identity, deadline + 60_000);
    const temp = mkdtempSync(join(tmpdir(), 'arena-build-'));
    const iidFile = join(temp, 'iid');
    const log = new HeadTailBuffer(2 * LOG_TAIL_BYTES);
    const watch = newBuildWatch();
    const args = this.buildArgs({ ...request, context, dockerfile }, marker, iidFile, cgroup);
    const result = await this.runWatchedBuild(args, marker, log, watch);
    // 3. whatever happened, no RUN container of this build may survive it
    await removeBuildLeftovers(this.cli, marker, watch.stopReason !== undefined);

    let imageId = '';
    try {
      imageId = readFileSync(iidFile, 'utf8').trim();
    } catch {
      // no image
    }
    rmSync(temp, { recursive: true, force: true });
    const tail = cleanLog(tailOf(log));
    // 4. the outcome
    const failure = await this.buildFailure(result, imageId, tail, watch.stopReason);
    if (failure) return failure;
    const sizeBytes = await this.imageSize(imageId);
    if (sizeBytes > s.maxImageBytes) {
      await this.remove(imageId);
      return fail(
        'build-failed',
        `the image is ${formatBytes(sizeBytes)}, over the limit of ${formatBytes(s.maxImageBytes)} (build.maxImageBytes)`,
        'use a slim base image and install only what the agent needs',
        tail,
      );
    }
    return { ok: true, image: imageId, sizeBytes, durationMs: Date.now() - started, logTail: tail };
  }

  /** The real context and Dockerfile of a build, once they are checked and the engine answers. */
  private async prepareBuild(request: BuildRequest): Promise<{ ok: true; context: string; dockerfile: string } | ImageFailure> {
    const s = this.settings;
    const agentDir = request.agentDir ?? request.context;
    let context: string;
    let dockerfile: string;
    try {
      const [realAgent, realContext, realDockerfile] = await Promise.all([
        realpath(agentDir),
        realpath(request.context),
        realpath(request.dockerfile),
      ]);
      const inside = (p: string) => p === realAgent || p.startsWith(realAgent + sep);
      if (!inside(realContext))
        return fail(
          'build-failed',
          'the build context is outside the agent folder',
          'entrypoint.build must name a folder inside the agent folder, such as "."',
        );
      if (!inside(realDockerfile) || (await lstat(request.dockerfile)).isSymbolicLink()) {
        return fail(
          'build-failed',
          'the Dockerfile is outside the agent folder or a symbolic link',
          'keep the Dockerfile as a plain file inside the agent folder',
        );
      }
      context = realContext;
      dockerfile = realDockerfile;
    } catch (error) {
      return fail(
        'build-failed',
        `the build context or Dockerfile cannot be read: ${(error as Error).message}`,
        'check entrypoint.build and entrypoint.dockerfile in agent.yml',
      );
    }
    const size = await measureContext(context, s.maxContextBytes);
    if (size.bytes > s.maxContextBytes) {
      return fail(
        'build-failed',
        `the build context (${relative(agentDir, context) || '.'}) holds more than ${formatBytes(s.maxContextBytes)}, the limit (build.maxContextBytes)`,
        'keep only what the image needs in the agent folder: no datasets, virtualenvs, node_modules or build output',
      );
    }
    try {
      await checkDockerEngine(this.cli);
    } catch (error) {
      return fail('infra', (error as Error).message, (error as InfraError).hint ?? '');
    }
    return { ok: true, context, dockerfile };
  }

  /** Run `docker build`, stopped at its time limit, its log cap or a step that writes too much. */
  private async runWatchedBuild(args: string[], marker: string, log: HeadTailBuffer, watch: BuildWatch): Promise<DockerRunResult> {
    const s = this.settings;
    const stop = watch.stop;
    const timer = setTimeout(
      () =>
        stop(
          `the build did not finish within ${Math.round(s.timeoutMs / 1000)} s (build.timeoutMs)`,
          'make the build faster: fewer and smaller steps, no downloads (builds have no network by default)',
        ),
      s.timeoutMs,
    );
    let watching = true;
    const watcher = this.watchBuildDisk(marker, stop, () => watching);
    let result;
    try {
      result = await this.cli.run(args, {
        timeoutMs: s.timeoutMs + 30_000,
        signal: watch.abort.signal,
        maxOutputBytes: 64 * 1024,
        onOutput: (chunk) => {
          log.push(chunk);
          if (log.totalBytes > this.limits.maxLogBytes) {
            stop(
              `the build printed more than ${formatBytes(this.limits.maxLogBytes)} of log`,
              'print less during the build (quiet flags for package managers, no progress bars)',
            );
          }
        },
      });
    } finally {
      clearTimeout(timer);
      watching = false;
    }
    await watcher;
    return result;
  }

  /** Every diskCheckMs while `watching()`: stop the build when a RUN step of it wrote more than maxImageBytes. */
  private async watchBuildDisk(marker: string, stop: BuildWatch['stop'], watching: () => boolean): Promise<void> {
    const s = this.settings;
    while (watching()) {
      await delay(this.limits.diskCheckMs);
      if (!watching()) break;
      const containers = await findBuildContainers(this.cli).catch(() => []);
      for (const c of containers.filter((c) => c.marker === marker)) {
        const r = await this.cli.run(['container', 'inspect', '--size', '--format', '{{.SizeRw}}', c.id]);
        const written = Number(r.stdout.trim());
        if (Number.isFinite(written) && written > s.maxImageBytes) {
          stop(
            `a build step wrote more than ${formatBytes(s.maxImageBytes)} (build.maxImageBytes)`,
            'write less during the build; the whole image must stay under the size limit',
          );
        }
      }
    }
  }

  /** Why a finished build has no usable image (removing one a stopped build left), or undefined. */
  private async buildFailure(
    result: DockerRunResult,
    imageId: string,
    tail: string,
    stopReason: BuildWatch['stopReason'],
  ): Promise<ImageFailure | undefined> {
    if (stopReason) {
      if (imageId) await this.remove(imageId);
      return fail('build-failed', stopReason.message, stopReason.hint, tail);
    }
    if (result.spawnError) return fail('infra', `docker could not be run: ${result.spawnError}`, 'install Docker (see docs/operations.md)');
    if (result.code !== 0 || !/^sha256:[0-9a-f]{64}$/.test(imageId)) {
      if (/Cannot connect to the Docker daemon|error during connect/i.test(result.stderr)) {
        return fail('infra', `the Docker engine failed during the build: ${firstLine(result.stderr)}`, 'check the Docker engine', tail);
      }
      return fail(
        'build-failed',
        `docker build failed${/returned a non-zero code: 137/.test(tail) ? ' (a step was killed: out of memory?)' : ''}`,
        'read the end of the build log above; run `docker build` in the agent folder to reproduce it (bases must be on build.baseImages or pinned by digest)',
        tail,
      );
    }
    return undefined;
  }

  /** Pull `entrypoint.image`: digest required, registry allowlisted, time-limited, size checked. */
  async pull(agentId: string, ref: string): Promise<ImageResult> {
    const started = Date.now();
    const s = this.settings;
    const parsed = parseImageReference(ref);
    if (!parsed)
      return fail(
        'build-failed',
        `"${truncate(ref, 200)}" is not an image reference`,
        'write it as registry/owner/name@sha256:<64 hex digits>',
      );
    if (parsed.tag !== undefined || !parsed.digest) {
      return fail(
        'build-failed',
        `entrypoint.image must be pinned by digest; "${truncate(ref, 200)}" ${parsed.tag !== undefined ? 'has a tag' : 'has no digest'}`,
        'use name@sha256:<digest> (`docker buildx imagetools inspect NAME:TAG` or `docker inspect --format "{{index .RepoDigests 0}}"` prints it); tags can be moved',
      );
    }
    if (!/^sha256:[0-9a-f]{64}$/.test(parsed.digest)) {
      return fail('build-failed', `the digest of "${truncate(ref, 200)}" is not sha256:<64 hex digits>`, 'copy the full digest');
    }
    if (!s.registries.map((r) => r.toLowerCase()).includes(parsed.host)) {
      return fail(
        'build-failed',
        `the registry ${parsed.host} is not allowed here (build.registries: ${s.registries.join(', ') || 'none'})`,
        'push the image to an allowed registry, or use entrypoint.build',
      );
    }
    try {
      await checkDockerEngine(this.cli);
    } catch (error) {
      return fail('infra', (error as Error).message, (error as InfraError).hint ?? '');
    }
    const pulled = await this.cli.run(['pull', '--quiet', ref], { timeoutMs: s.pullTimeoutMs });
    if (pulled.timedOut) {
      return fail(
        'infra',
        `pulling ${truncate(ref, 200)} did not finish within ${Math.round(s.pullTimeoutMs / 1000)} s (build.pullTimeoutMs)`,
        'the registry is slow or unreachable; try again later',
      );
    }
    if (pulled.code !== 0) {
      const why = firstLine(pulled.stderr) || `docker pull exited with ${pulled.code}`;
      if (UNREACHABLE.test(why))
        return fail(
          'infra',
          `the registry ${parsed.host} could not be reached: ${why}`,
          "try again later; an unreachable registry is not the agent's fault",
        );
      return fail(
        'build-failed',
        `pulling ${truncate(ref, 200)} failed: ${why}`,
        'check that the image exists, is public, and that the digest is right',
      );
    }
    const sizeBytes = await this.imageSize(ref);
    if (sizeBytes > s.maxImageBytes) {
      await this.remove(ref);
      return fail(
        'build-failed',
        `the image is ${formatBytes(sizeBytes)}, over the limit of ${formatBytes(s.maxImageBytes)} (build.maxImageBytes)`,
        'use a slim base image and install only what the agent needs',
      );
    }
    return { ok: true, image: ref, sizeBytes, durationMs: Date.now() - started, logTail: '' };
  }

  async imageSize(ref: string): Promise<number> {
    const r = await this.cli.run(['image', 'inspect', '--format', '{{.Size}}', ref]);
    const n = Number(r.stdout.trim());
    return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
  }

  async remove(ref: string): Promise<void> {
    await this.cli.run(['image', 'rm', '--force', ref]);
  }
}

function tailOf(log: HeadTailBuffer): string {
  const { head, tail, omitted } = log.bytes();
  const text = Buffer.concat([Buffer.from(head), Buffer.from(tail)]).toString('utf8');
  const end = text.length > LOG_TAIL_BYTES ? text.slice(text.length - LOG_TAIL_BYTES) : text;
  return omitted > 0 || text.length > LOG_TAIL_BYTES ? `[… earlier output omitted …]\n${end.slice(end.indexOf('\n') + 1)}` : end;
}

export interface SmokeOptions {
  /** a game the agent plays: the `start` message names it */
  game: string;
  gameConfig?: Record<string, import('../core/results.js').JsonValue>;
  startupMs: number;
  limits: SessionLimits;
}

/**
 * The smoke test: start the image as a match would and expect `{"type":"ready"}` to a `start`
 * within startupMs. A failure is `build-failed` (with a hint) unless the engine failed (`infra`).
 */
export async function smokeTest(
  runner: Pick<Runner, 'start'>,
  launch: AgentLaunch,
  options: SmokeOptions,
): Promise<{ ok: true } | ImageFailure> {
  const hint =
    'the image must start the agent (CMD/ENTRYPOINT, or entrypoint.args) and the agent must answer the first `start` line on stdin with {"type":"ready"} on stdout (docs/protocol.md)';
  let session;
  try {
    session = await runner.start(launch, {
      matchId: 'smoke-test',
      seat: 0,
      limits: options.limits,
      deadlineEpochMs: Date.now() + options.startupMs + 120_000,
    });
  } catch (error) {
    const kind = (error as { kind?: string }).kind === 'crash' ? 'build-failed' : 'infra';
    return fail(kind, `the smoke test could not start the image: ${(error as Error).message}`, hint);
  }
  const deadline = performance.now() + options.startupMs;
  let outcome: { ok: true } | ImageFailure;
  const sent = await session.send(
    startMessage({
      game: options.game,
      gameId: 'smoke-test',
      seat: 0,
      players: 2,
      seed: 1,
      config: options.gameConfig ?? {},
      time: { turnMs: options.startupMs, bankMs: 0 },
    }),
    deadline,
  );
  if (sent !== 'ok') outcome = fail('build-failed', `the smoke test: the agent did not read its input (${sent})`, hint);
  else {
    let received = await session.receive(deadline);
    while (received.kind === 'line' && received.line.trim() === '') received = await session.receive(deadline);
    if (received.kind === 'line') {
      const parsed = parseAgentLine(received.line);
      outcome =
        parsed.ok && parsed.message.type === 'ready'
          ? { ok: true }
          : fail(
              'build-failed',
              `the smoke test: expected {"type":"ready"}, got ${parsed.ok ? JSON.stringify(parsed.message.type) : parsed.reason}`,
              hint,
            );
    } else if (received.kind === 'timeout')
      outcome = fail('build-failed', `the smoke test: no "ready" within ${options.startupMs} ms`, hint);
    else if (received.kind === 'violation') outcome = fail('build-failed', `the smoke test: ${received.message}`, hint);
    else outcome = fail('build-failed', 'the smoke test: the agent exited before answering', hint);
  }
  const exit = await session.stop();
  // An agent that is gone before `start` closes its stdin as it exits: which of the two the engine
  // reports first is a race, so an exit of its own is named either way.
  const endedOnItsOwn = !exit.killedByRunner && (exit.exitCode !== null || exit.signal !== null);
  if (!outcome.ok && sent === 'closed' && endedOnItsOwn) outcome.message = 'the smoke test: the agent exited before answering';
  if (!outcome.ok && outcome.message.endsWith('exited before answering')) {
    outcome.message = `the smoke test: the agent ${describeExit(exit)} before answering`;
  }
  if (!outcome.ok && exit.infraError)
    return fail('infra', `the smoke test failed in the engine: ${exit.infraError}`, 'check the Docker engine');
  if (!outcome.ok) {
    const stderr = session.stderr().text.trim();
    if (stderr) outcome.logTail = cleanLog(stderr.slice(-4096));
  }
  return outcome;
}
