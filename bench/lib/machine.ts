// What the bench ran on: enough to compare two result files honestly.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dockerInfo, dockerServerVersion } from './docker.js';

export interface Machine {
  cpuModel: string;
  /** logical CPUs this process may use */
  cores: number;
  memoryGiB: number;
  os: string;
  kernel: string;
  arch: string;
  node: string;
  docker: string | null;
  dockerCgroupDriver: string | null;
  /** the host's cgroup hierarchy: v1 or v2 */
  cgroup: string;
  /** 1-minute load average when the bench started and ended (other work on a shared machine) */
  loadAverage: { start: number; end?: number };
  commit: string | null;
  date: string;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release);
    if (pretty?.[1]) return pretty[1];
  } catch {
    // not Linux
  }
  return `${os.type()} ${os.release()}`;
}

function cgroupVersion(): string {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return 'v2';
  if (existsSync('/sys/fs/cgroup/cpu') || existsSync('/sys/fs/cgroup/memory')) return 'v1';
  return 'unknown';
}

function gitCommit(root: string): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

export async function describeMachine(root: string): Promise<Machine> {
  const version = await dockerServerVersion();
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    kernel: os.release(),
    arch: os.arch(),
    node: process.version,
    docker: version ?? null,
    dockerCgroupDriver: version ? ((await dockerInfo('{{.CgroupDriver}} (cgroup {{.CgroupVersion}})')) ?? null) : null,
    cgroup: cgroupVersion(),
    loadAverage: { start: Math.round(os.loadavg()[0]! * 100) / 100 },
    commit: gitCommit(root),
    date: new Date().toISOString(),
  };
}

export function machineLine(m: Machine): string {
  const load = m.loadAverage.end !== undefined ? `${m.loadAverage.start} → ${m.loadAverage.end}` : `${m.loadAverage.start}`;
  return [
    `${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB`,
    `${m.os}, kernel ${m.kernel}, cgroup ${m.cgroup}`,
    `Node ${m.node}`,
    m.docker ? `Docker ${m.docker}` : 'no Docker engine',
    `load average ${load}`,
    m.commit ? `commit ${m.commit}` : '',
    m.date.slice(0, 16).replace('T', ' ') + ' UTC',
  ]
    .filter(Boolean)
    .join('; ');
}
