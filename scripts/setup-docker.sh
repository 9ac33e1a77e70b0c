#!/usr/bin/env bash
# Make sure a Docker engine answers: install Debian's docker.io if dockerd is missing, start dockerd
# in the background if it is not running (clearing a stale pid file), wait until it answers. Then
# create the build cgroup `arena-build` with a pids limit (ARENA_BUILD_PIDS, default 4096): Arena
# starts every RUN step of an agent build under it (docker build --cgroup-parent), which caps a RUN
# fork bomb; neither builder has a pids limit of its own. Without root the cgroup is skipped with a
# warning, and builds are bounded by their memory only (docs/operations.md).
# Idempotent; fails loudly.
set -euo pipefail

say() { printf '\n== setup-docker: %s\n' "$*" >&2; }

BUILD_PIDS=${ARENA_BUILD_PIDS:-4096}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo -n "$@"; else return 1; fi; }

# The cgroup Arena's builds run under (src/adapters/docker-images.ts detectBuildCgroup finds it):
#   cgroupfs driver: /arena-build (cgroup v1: in the pids hierarchy; v2: at the top, pids enabled)
#   systemd driver:  arena-build.slice with TasksMax (a unit file, so systemd keeps the limit); a dash
#                    nests a slice, so it lives at /sys/fs/cgroup/arena.slice/arena-build.slice
# Created again after every reboot by running this script; re-applies the limit when it exists.
build_cgroup() {
  local driver version
  driver=$(docker info --format '{{.CgroupDriver}}' 2>/dev/null || true)
  version=$(docker info --format '{{.CgroupVersion}}' 2>/dev/null || true)
  if ! as_root true; then
    say "not root: no build cgroup (agent builds are bounded by their memory only, not by a pids limit)"
    return 0
  fi
  case "$driver/$version" in
    cgroupfs/1)
      as_root mkdir -p /sys/fs/cgroup/pids/arena-build
      echo "$BUILD_PIDS" | as_root tee /sys/fs/cgroup/pids/arena-build/pids.max >/dev/null ;;
    cgroupfs/2)
      grep -qw pids /sys/fs/cgroup/cgroup.subtree_control || echo +pids | as_root tee /sys/fs/cgroup/cgroup.subtree_control >/dev/null
      as_root mkdir -p /sys/fs/cgroup/arena-build
      echo "$BUILD_PIDS" | as_root tee /sys/fs/cgroup/arena-build/pids.max >/dev/null ;;
    systemd/*)
      printf '[Unit]\nDescription=Arena agent builds (pids cap)\n\n[Slice]\nTasksAccounting=yes\nTasksMax=%s\n' "$BUILD_PIDS" |
        as_root tee /etc/systemd/system/arena-build.slice >/dev/null
      as_root systemctl daemon-reload
      as_root systemctl restart arena-build.slice ;;
    *)
      say "unknown cgroup driver/version '$driver/$version': no build cgroup (builds are bounded by their memory only)"
      return 0 ;;
  esac
  say "build cgroup ready: at most $BUILD_PIDS processes for all running agent build steps ($driver driver, cgroup v$version)"
}

if docker version --format '{{.Server.Version}}' >/dev/null 2>&1; then
  say "engine answers: $(docker version --format '{{.Server.Version}}')"
  build_cgroup || { echo "setup-docker: creating the build cgroup failed" >&2; exit 1; }
  exit 0
fi

if ! command -v dockerd >/dev/null 2>&1; then
  say "no dockerd: installing Debian's docker.io"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup-docker: installing docker.io needs root (run as root, or install Docker yourself)" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq docker.io >/dev/null
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "setup-docker: dockerd is installed but not running, and starting it needs root" >&2
  exit 1
fi

say "starting dockerd"
if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then
  rm -f /var/run/docker.pid
fi
log=/var/log/arena-dockerd.log
nohup dockerd >"$log" 2>&1 &

for _ in $(seq 1 60); do
  if docker version --format '{{.Server.Version}}' >/dev/null 2>&1; then
    say "engine answers: $(docker version --format '{{.Server.Version}}')"
    build_cgroup || { echo "setup-docker: creating the build cgroup failed" >&2; exit 1; }
    exit 0
  fi
  sleep 1
done
echo "setup-docker: dockerd did not answer within 60 s; its log ($log) ends with:" >&2
tail -n 40 "$log" >&2 || true
exit 1
