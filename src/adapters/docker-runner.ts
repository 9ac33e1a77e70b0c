// DockerRunner (docs/architecture.md, "Contracts"): every untrusted agent runs in a hardened container, one container per
// agent session (a match, or its remainder after a failure). The flags are those of
// docs/security-model.md, "Container and build limits"; the lifecycle is in docs/operations.md:
//
//   docker create -i <hardening> <image id>   → the container exists, nothing runs yet (infra errors only)
//   docker start -a -i <name>                 → the attached client; stdio handled by StdioChannel
//   (poll inspect until it is running)        → start() resolves: the startup clock starts now
//   violation / timeout / stop                → `docker kill <name>` — never a signal to the client
//   end: wait → inspect (Status, ExitCode, OOMKilled, Error, StartedAt) → rm -f
//
// Verdicts come from `inspect` and the runner's own kill log, never from exit codes an agent can
// fake (125/126/127 look like docker's own errors). Containers carry labels naming the runner's boot
// id, pid, pid start time and pid namespace plus a deadline, so a sweep can remove the containers of
// a runner that died (SIGKILL, OOM, a cancelled CI job) without touching those of a live run.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InfraError } from '../core/errors.js';
import {
  SessionStartError,
  type AgentLaunch,
  type Runner,
  type Session,
  type SessionExit,
  type SessionLimits,
  type SessionOptions,
} from '../core/runner.js';
import { checkDockerEngine, createDockerCli, firstLine, type AttachedClient, type DockerCli, type DockerCliOptions } from './docker-cli.js';
import { parseProcStat } from './proc.js';
import { StdioChannel } from './stdio-channel.js';
import { labelFlags, memoryFlags, ulimitFlags } from './docker-flags.js';

/** Label keys (all under `arena.`). `arena.runner` marks every container Arena creates. */
export const LABELS = {
  runner: 'arena.runner',
  boot: 'arena.boot',
  pid: 'arena.pid',
  pidStart: 'arena.pid-start',
  pidNamespace: 'arena.pidns',
  deadline: 'arena.deadline',
  match: 'arena.match',
  seat: 'arena.seat',
  agent: 'arena.agent',
  role: 'arena.role',
} as const;

/** Who created a container: enough to tell later whether that process is still alive. */
export interface RunnerIdentity {
  /** /proc/sys/kernel/random/boot_id ('unknown' off Linux) */
  bootId: string;
  pid: number;
  /** field 22 of /proc/<pid>/stat: start time in clock ticks since boot */
  pidStart: string;
  /** the pid namespace (`pid:[4026531836]`); pids are only comparable inside one */
  pidNamespace: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Start time of a process (clock ticks since boot), or undefined when it does not exist. */
export function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  return (stat && parseProcStat(stat).startTime) || undefined;
}

export function currentIdentity(): RunnerIdentity {
  let pidNamespace = 'unknown';
  try {
    pidNamespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // not Linux
  }
  return {
    bootId: (readText('/proc/sys/kernel/random/boot_id') ?? 'unknown').trim(),
    pid: process.pid,
    pidStart: processStartTime(process.pid) ?? 'unknown',
    pidNamespace,
  };
}

export function identityLabels(identity: RunnerIdentity): Record<string, string> {
  return {
    [LABELS.boot]: identity.bootId,
    [LABELS.pid]: String(identity.pid),
    [LABELS.pidStart]: identity.pidStart,
    [LABELS.pidNamespace]: identity.pidNamespace,
  };
}

/**
 * Is the runner that created a container (per its labels) certainly gone? Only judged on the same
 * boot and pid namespace; elsewhere (a remote engine, another container) only the deadline counts.
 */
export function runnerIsGone(labels: Readonly<Record<string, string>>, self: RunnerIdentity, startTimeOf = processStartTime): boolean {
  if (self.bootId === 'unknown' || labels[LABELS.boot] !== self.bootId) return false;
  if (labels[LABELS.pidNamespace] !== self.pidNamespace) return false;
  const pid = Number(labels[LABELS.pid]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  const started = startTimeOf(pid);
  return started === undefined || started !== labels[LABELS.pidStart];
}

/** The shipped seccomp profile (docker/seccomp.json), found from this module or the bundle. */
export function findSeccompProfile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of ['..', '../..', '../../..']) {
    const candidate = resolve(here, up, 'docker', 'seccomp.json');
    if (existsSync(candidate)) return candidate;
  }
  const fromCwd = join(process.cwd(), 'docker', 'seccomp.json');
  if (existsSync(fromCwd)) return fromCwd;
  throw new InfraError(
    'the seccomp profile docker/seccomp.json was not found next to Arena',
    'run Arena from a checkout that contains docker/seccomp.json (it is part of the repository and the action)',
  );
}

const IMAGE_REF = /^(?:sha256:[0-9a-f]{64}|[a-z0-9][a-z0-9._/:-]{0,254}@sha256:[0-9a-f]{64})$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

export interface CreateSpec {
  name: string;
  image: string;
  /** replaces the image's CMD (its ENTRYPOINT stays), as `docker run IMAGE ARGS…` does */
  args?: readonly string[];
  workdir: string;
  /** the manifest's literal env (after HOME/TMPDIR/LANG, so it may override them) */
  env: Readonly<Record<string, string>>;
  limits: SessionLimits;
  labels: Readonly<Record<string, string>>;
  seccompProfile: string;
  hostname?: string;
  /** /dev/shm size; default min(16 MiB, tmpfs) */
  shmBytes?: number;
  /** seconds `docker stop` would wait; we only ever kill, but keep it short */
  stopTimeoutSec?: number;
}

/** The environment every container gets on top of its image's own ENV (docs/architecture.md, "Contracts"). */
export const CONTAINER_BASE_ENV: Readonly<Record<string, string>> = { HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };

/**
 * The `docker create` argv (docs/security-model.md, "Container and build limits"). Pure, so tests assert every flag. Never:
 * --privileged, --cap-add, a host mount, the docker socket, -t, `-e NAME` without a value, --rm.
 */
export function buildCreateArgs(spec: CreateSpec): string[] {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,127}$/.test(spec.name)) throw new Error(`bad container name ${JSON.stringify(spec.name)}`);
  if (!IMAGE_REF.test(spec.image)) {
    throw new Error(`the image must be an image id (sha256:…) or a digest reference (name@sha256:…), got ${JSON.stringify(spec.image)}`);
  }
  if (!spec.workdir.startsWith('/') || /[\0\n]/.test(spec.workdir))
    throw new Error(`bad working directory ${JSON.stringify(spec.workdir)}`);
  const l = spec.limits;
  for (const [what, value] of Object.entries({
    memoryBytes: l.memoryBytes,
    pids: l.pids,
    tmpfsBytes: l.tmpfsBytes,
    nofile: l.nofile,
    fileSizeBytes: l.fileSizeBytes,
  })) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`limit ${what} must be a positive integer, got ${value}`);
  }
  if (!(l.cpus > 0)) throw new Error(`limit cpus must be positive, got ${l.cpus}`);
  const shm = spec.shmBytes ?? Math.min(16 * 1024 * 1024, l.tmpfsBytes);
  const args = [
    'create',
    '--interactive',
    '--name',
    spec.name,
    '--pull=never',
    '--user',
    '65534:65534',
    '--cap-drop=ALL',
    '--security-opt',
    'no-new-privileges',
    '--security-opt',
    `seccomp=${spec.seccompProfile}`,
    '--network=none',
    '--read-only',
    '--tmpfs',
    `/tmp:rw,nosuid,nodev,noexec,size=${l.tmpfsBytes}`,
    '--workdir',
    spec.workdir,
    `--pids-limit=${l.pids}`,
    ...memoryFlags(l.memoryBytes),
    `--cpus=${l.cpus}`,
    ...ulimitFlags(l),
    '--ipc=private',
    `--shm-size=${shm}`,
    '--cgroupns=private',
    '--hostname',
    spec.hostname ?? 'bot',
    '--init',
    '--log-driver=none',
    `--stop-timeout=${spec.stopTimeoutSec ?? 1}`,
  ];
  const env = { ...CONTAINER_BASE_ENV, ...spec.env };
  for (const [name, value] of Object.entries(env)) {
    if (!ENV_NAME.test(name)) throw new Error(`bad environment variable name ${JSON.stringify(name)}`);
    if (value.includes('\0')) throw new Error(`environment variable ${name} holds a NUL byte`);
    args.push('--env', `${name}=${value}`);
  }
  args.push(...labelFlags(spec.labels));
  args.push(spec.image);
  if (spec.args) args.push(...spec.args);
  return args;
}

export interface DockerRunnerOptions {
  /**
   * the command seam (default: a fresh createDockerCli(cliOptions), disposed by close()); its
   * commandTimeoutMs is the wait of every short call the runner makes and of the engine check
   */
  cli?: DockerCli;
  /** options of the runner's own CLI when `cli` is not given */
  cliOptions?: DockerCliOptions;
  /** path of the seccomp profile (default: the shipped docker/seccomp.json) */
  seccompProfile?: string;
  /** extra labels on every container (tests: arena.test=…) */
  labels?: Readonly<Record<string, string>>;
  /** the identity written into labels and used by sweeps (default: this process) */
  identity?: RunnerIdentity;
  /** after stdin EOF, how long an agent may take to exit before it is killed; default 500 */
  stopGraceMs?: number;
  /** how long the container may take to reach "running" after `docker start`; default 30 s */
  startTimeoutMs?: number;
  /** sweep orphans before the first session and on close (default true) */
  sweep?: boolean;
  hostname?: string;
  /** called with every docker kill the runner issues (tests, logs) */
  onKill?: (container: string, reason: string) => void;
}

interface ContainerState {
  status: string;
  running: boolean;
  exitCode: number;
  oomKilled: boolean;
  error: string;
  startedAt: string;
}

const INSPECT_STATE = '{{json .State}}';

function parseState(text: string): ContainerState | undefined {
  try {
    const s = JSON.parse(text) as Record<string, unknown>;
    return {
      status: String(s.Status ?? ''),
      running: s.Running === true,
      exitCode: typeof s.ExitCode === 'number' ? s.ExitCode : -1,
      oomKilled: s.OOMKilled === true,
      error: String(s.Error ?? ''),
      startedAt: String(s.StartedAt ?? ''),
    };
  } catch {
    return undefined;
  }
}

/** A start failure the agent caused (its command cannot be executed) rather than the engine. */
const AGENT_START_ERROR =
  /executable file not found|no such file or directory|exec format error|permission denied|not a directory|is a directory/i;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function signalName(code: number): string | null {
  const n = code - 128;
  if (n <= 0 || n > 64) return null;
  const entry = Object.entries(osConstants.signals).find(([, v]) => v === n);
  return entry ? entry[0] : null;
}

export interface SweepResult {
  removed: string[];
  kept: number;
}

export class DockerRunner implements Runner {
  readonly kind = 'docker' as const;
  readonly cli: DockerCli;
  readonly identity: RunnerIdentity;
  /** this runner instance: labels arena.runner */
  readonly runnerId = randomUUID();
  private readonly ownsCli: boolean;
  private readonly options: DockerRunnerOptions;
  private readonly sessions = new Set<DockerSession>();
  /** image ref → its WORKDIR lookup (see imageWorkdir) */
  private readonly imageWorkdirs = new Map<string, Promise<{ workdir: string } | { missing: string }>>();
  private ready: Promise<void> | undefined;
  private seccompProfile: string | undefined;
  private isClosed = false;

  /** close() has begun: no session starts any more */
  get closed(): boolean {
    return this.isClosed;
  }

  constructor(options: DockerRunnerOptions = {}) {
    this.options = options;
    this.ownsCli = !options.cli;
    this.cli = options.cli ?? createDockerCli(options.cliOptions);
    this.identity = options.identity ?? currentIdentity();
    this.seccompProfile = options.seccompProfile;
  }

  /** Engine answers, profile present, orphans swept. Throws InfraError (exit 3) with a fix. */
  preflight(): Promise<void> {
    this.ready ??= (async () => {
      this.seccompProfile ??= findSeccompProfile();
      await checkDockerEngine(this.cli);
      if (this.options.sweep !== false) await this.sweep();
    })();
    return this.ready;
  }

  async start(agent: AgentLaunch, options: SessionOptions): Promise<Session> {
    if (agent.kind !== 'docker')
      throw new SessionStartError(`${agent.id} has a command entrypoint; DockerRunner runs images only`, 'infra');
    if (this.isClosed) throw new SessionStartError('the Docker runner is closed', 'infra');
    try {
      await this.preflight();
    } catch (error) {
      this.ready = undefined; // try again next time (the engine may come back)
      throw new SessionStartError(error instanceof Error ? error.message : String(error), 'infra');
    }
    const fromCache = this.imageWorkdirs.has(agent.image);
    const imageWorkdir = await this.imageWorkdir(agent);
    const name = `arena-${randomUUID()}`;
    let args: string[];
    try {
      args = buildCreateArgs({
        name,
        image: agent.image,
        ...(agent.args ? { args: agent.args } : {}),
        workdir: agent.workdir ?? (imageWorkdir || '/'),
        env: agent.env,
        limits: options.limits,
        seccompProfile: this.seccompProfile!,
        ...(this.options.hostname ? { hostname: this.options.hostname } : {}),
        labels: {
          ...this.options.labels,
          [LABELS.runner]: this.runnerId,
          ...identityLabels(this.identity),
          [LABELS.deadline]: String(Math.ceil(options.deadlineEpochMs)),
          [LABELS.match]: options.matchId.slice(0, 256),
          [LABELS.seat]: String(options.seat),
          [LABELS.agent]: agent.id.slice(0, 128),
          [LABELS.role]: 'agent',
        },
      });
    } catch (error) {
      throw new SessionStartError(error instanceof Error ? error.message : String(error), 'infra');
    }
    const created = await this.cli.run(args);
    if (created.code !== 0) {
      await this.remove(name);
      if (fromCache) {
        // the image may have been removed since it was looked up: say so the way a first look would
        this.imageWorkdirs.delete(agent.image);
        await this.imageWorkdir(agent);
      }
      const why =
        firstLine(created.stderr) || (created.timedOut ? `no answer within ${this.cli.commandTimeoutMs} ms` : `exit ${created.code}`);
      throw new SessionStartError(`docker create failed for ${agent.id}: ${why}`, 'infra');
    }
    const session = new DockerSession(this, name, agent.id, options.limits);
    this.sessions.add(session);
    try {
      await session.begin(this.options.startTimeoutMs ?? 30_000);
    } catch (error) {
      await session.channel?.stop();
      this.sessions.delete(session);
      throw error;
    }
    return session.channel!;
  }

  /**
   * The image's own WORKDIR ('' when it has none), looked up once per image for the runner's
   * lifetime: an image id or digest reference names immutable content, so its config never changes,
   * and the seats of a match (and every later session of the same agent) share one `docker image
   * inspect` instead of paying a CLI call each on the start path. A failed lookup is not kept.
   */
  private async imageWorkdir(agent: Extract<AgentLaunch, { kind: 'docker' }>): Promise<string> {
    let lookup = this.imageWorkdirs.get(agent.image);
    if (!lookup) {
      const fresh = this.inspectImageWorkdir(agent.image);
      this.imageWorkdirs.set(agent.image, fresh);
      const forget = () => {
        if (this.imageWorkdirs.get(agent.image) === fresh) this.imageWorkdirs.delete(agent.image);
      };
      fresh.then((r) => ('missing' in r ? forget() : undefined), forget);
      lookup = fresh;
    }
    const result = await lookup;
    if ('missing' in result) {
      throw new SessionStartError(
        `the image of ${agent.id} (${agent.image}) is not available on this Docker engine: ${result.missing}; build or pull it before the match`,
        'infra',
      );
    }
    return result.workdir;
  }

  private async inspectImageWorkdir(image: string): Promise<{ workdir: string } | { missing: string }> {
    const config = await this.cli.run(['image', 'inspect', '--format', '{{json .Config}}', image]);
    if (config.code !== 0) return { missing: firstLine(config.stderr) || (config.timedOut ? 'timed out' : `exit ${config.code}`) };
    try {
      return { workdir: String((JSON.parse(config.stdout) as { WorkingDir?: unknown } | null)?.WorkingDir ?? '') };
    } catch {
      return { workdir: '' }; // an image without config: the default applies
    }
  }

  /** docker kill with a timeout; failures are not fatal ("is not running" is success). */
  async kill(container: string, reason: string): Promise<void> {
    this.options.onKill?.(container, reason);
    await this.cli.run(['kill', '--signal', 'KILL', container]);
  }

  async inspectState(container: string): Promise<{ state?: ContainerState; error?: string }> {
    const r = await this.cli.run(['container', 'inspect', '--format', INSPECT_STATE, container]);
    if (r.code !== 0)
      return { error: firstLine(r.stderr) || (r.timedOut ? 'docker inspect timed out' : `docker inspect exited ${r.code}`) };
    const state = parseState(r.stdout.trim());
    return state ? { state } : { error: 'docker inspect printed no state' };
  }

  /** rm -f; "No such container" counts as removed. Returns false only when it may still exist. */
  async remove(container: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const r = await this.cli.run(['rm', '--force', container]);
      if (r.code === 0 || /no such container/i.test(r.stderr)) return true;
      await delay(200 * (attempt + 1));
    }
    return false;
  }

  get stopGraceMs(): number {
    return this.options.stopGraceMs ?? 500;
  }

  forget(session: DockerSession): void {
    this.sessions.delete(session);
  }

  /**
   * Remove containers whose runner is gone (same boot and pid namespace, and that pid with that start
   * time no longer exists) or whose deadline passed. Never another live run's containers; never a
   * container without Arena's label. `includeOwn` also removes this runner's own (close()).
   */
  async sweep(options: { includeOwn?: boolean; now?: number } = {}): Promise<SweepResult> {
    return sweepContainers(this.cli, this.identity, { ...options, ownRunnerId: this.runnerId });
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    await Promise.all([...this.sessions].map((s) => s.channel?.stop()));
    try {
      if (this.ready && this.options.sweep !== false) await this.sweep({ includeOwn: true });
    } catch {
      // the engine went away: nothing more to clean here
    }
    if (this.ownsCli) this.cli.dispose();
  }
}

/** List Arena's containers with their labels (a label filter, then one batched inspect). */
export async function listArenaContainers(cli: DockerCli): Promise<Array<{ id: string; name: string; labels: Record<string, string> }>> {
  const ps = await cli.run(['ps', '--all', '--quiet', '--no-trunc', '--filter', `label=${LABELS.runner}`]);
  if (ps.code !== 0) throw new InfraError(`docker ps failed: ${firstLine(ps.stderr) || `exit ${ps.code}`}`);
  const ids = ps.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[0-9a-f]{12,64}$/.test(l));
  if (ids.length === 0) return [];
  const inspected = await cli.run(['container', 'inspect', '--format', '{{json .Id}}\t{{json .Name}}\t{{json .Config.Labels}}', ...ids]);
  const out: Array<{ id: string; name: string; labels: Record<string, string> }> = [];
  for (const line of inspected.stdout.split('\n')) {
    const [id, name, labels] = line.split('\t');
    if (!id || !name || !labels) continue;
    try {
      out.push({
        id: JSON.parse(id) as string,
        name: (JSON.parse(name) as string).replace(/^\//, ''),
        labels: (JSON.parse(labels) ?? {}) as Record<string, string>,
      });
    } catch {
      // a container removed between ps and inspect
    }
  }
  return out;
}

export async function sweepContainers(
  cli: DockerCli,
  self: RunnerIdentity,
  options: {
    includeOwn?: boolean;
    ownRunnerId?: string;
    now?: number;
    startTimeOf?: (pid: number) => string | undefined;
  } = {},
): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  const containers = await listArenaContainers(cli);
  const doomed: string[] = [];
  for (const c of containers) {
    const own = options.ownRunnerId !== undefined && c.labels[LABELS.runner] === options.ownRunnerId;
    const deadline = Number(c.labels[LABELS.deadline]);
    const expired = Number.isFinite(deadline) && deadline < now;
    if ((own && options.includeOwn) || expired || runnerIsGone(c.labels, self, options.startTimeOf)) doomed.push(c.id);
  }
  const removed: string[] = [];
  // rm -f takes several ids at once; in small batches so one slow container does not hold the rest
  for (let i = 0; i < doomed.length; i += 16) {
    const batch = doomed.slice(i, i + 16);
    await cli.run(['rm', '--force', ...batch]);
    removed.push(...batch);
  }
  return { removed, kept: containers.length - removed.length };
}

class DockerSession {
  channel: StdioChannel | undefined;
  private client: AttachedClient | undefined;
  private clientExited = false;
  private readonly clientWaiters: Array<() => void> = [];
  private killedByRunner = false;
  private killing: Promise<void> | undefined;

  constructor(
    private readonly runner: DockerRunner,
    readonly name: string,
    readonly agentId: string,
    private readonly limits: SessionLimits,
  ) {}

  /** Attach and start, then wait until the container is running (or failed to start). */
  async begin(startTimeoutMs: number): Promise<void> {
    const client = this.runner.cli.attach(['start', '--attach', '--interactive', this.name]);
    this.client = client;
    client.on('exit', () => {
      this.clientExited = true;
      for (const resolve of this.clientWaiters.splice(0)) resolve();
    });
    client.on('error', () => {
      this.clientExited = true;
      for (const resolve of this.clientWaiters.splice(0)) resolve();
    });
    this.channel = new StdioChannel(client, {
      id: this.name,
      limits: this.limits,
      kill: (reason) => {
        this.killContainer(reason);
      },
      finish: () => this.finish(),
    });
    const deadline = Date.now() + startTimeoutMs;
    for (let round = 0; ; round++) {
      const { state, error } = await this.runner.inspectState(this.name);
      if (state && (state.running || state.status === 'exited' || state.status === 'dead' || state.status === 'paused')) return;
      if (state && state.status === 'created' && state.error) {
        const kind = AGENT_START_ERROR.test(state.error) ? 'crash' : 'infra';
        throw new SessionStartError(`the container of ${this.agentId} could not start: ${firstLine(state.error)}`, kind);
      }
      if (!state && this.clientExited)
        throw new SessionStartError(`the container of ${this.agentId} vanished: ${error ?? 'unknown'}`, 'infra');
      if (this.clientExited && state?.status === 'created') {
        // the client gave up before the daemon recorded an error: look once more, then call it infra
        await delay(100);
        const again = await this.runner.inspectState(this.name);
        if (again.state?.status === 'created') {
          const why = again.state.error ? firstLine(again.state.error) : 'docker start failed';
          const kind = again.state.error && AGENT_START_ERROR.test(again.state.error) ? 'crash' : 'infra';
          throw new SessionStartError(`the container of ${this.agentId} could not start: ${why}`, kind);
        }
        return;
      }
      if (Date.now() > deadline)
        throw new SessionStartError(`the container of ${this.agentId} was not running after ${startTimeoutMs} ms`, 'infra');
      await delay(round < 10 ? 10 : 50);
    }
  }

  private killContainer(reason: string): Promise<void> {
    this.killedByRunner = true;
    this.killing ??= this.runner.kill(this.name, reason);
    return this.killing;
  }

  private waitClient(ms: number): Promise<boolean> {
    if (this.clientExited || !this.client) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(this.clientExited), ms);
      this.clientWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** wait → inspect → rm -f. Called once by StdioChannel.stop() after stdin EOF. */
  private async finish(): Promise<SessionExit> {
    try {
      await this.waitClient(this.runner.stopGraceMs);
      let { state, error } = await this.runner.inspectState(this.name);
      if (state?.running || state?.status === 'paused' || state?.status === 'restarting') {
        await this.killContainer('stopped by the runner');
        for (let i = 0; i < 100; i++) {
          ({ state, error } = await this.runner.inspectState(this.name));
          if (!state || !(state.running || state.status === 'paused' || state.status === 'restarting')) break;
          if (i % 20 === 19) await this.runner.kill(this.name, 'still running after kill');
          await delay(50);
        }
      } else if (this.killing) await this.killing;
      await this.waitClient(5_000);
      const removed = await this.runner.remove(this.name);
      if (!this.clientExited) this.client?.kill('SIGKILL'); // the container is gone; only a stuck CLI is left
      if (!state) return this.exit({ infraError: `could not inspect the container: ${error ?? 'unknown'}` });
      if (!removed) return this.exit({ infraError: `could not remove container ${this.name}` });
      if (state.status === 'created') {
        return this.exit(state.error ? { infraError: `the container did not start: ${firstLine(state.error)}` } : {});
      }
      if (state.running || state.status === 'paused') return this.exit({ infraError: 'the container could not be stopped' });
      const signal = state.exitCode > 128 ? signalName(state.exitCode) : null;
      return this.exit({
        exitCode: signal ? null : state.exitCode,
        signal,
        oomKilled: state.oomKilled,
        ...(state.error ? { infraError: firstLine(state.error) } : {}),
      });
    } finally {
      this.runner.forget(this);
    }
  }

  private exit(fields: Partial<SessionExit>): SessionExit {
    return {
      exitCode: fields.exitCode ?? null,
      signal: fields.signal ?? null,
      oomKilled: fields.oomKilled ?? false,
      killedByRunner: this.killedByRunner,
      ...(fields.infraError ? { infraError: fields.infraError } : {}),
    };
  }
}
