#!/usr/bin/env bash
# Make sure a Docker engine answers: install Debian's docker.io if dockerd is missing, start dockerd
# in the background if it is not running (clearing a stale pid file), wait until it answers. Then
# harden it for agent builds, daemon-wide (a build's RUN steps take no per-build security options):
#   /etc/docker/daemon.json gets  "no-new-privileges": true  and  "seccomp-profile": Arena's profile
#   (docker/seccomp.json, copied to /etc/docker/arena-seccomp.json) as the default for every
#   container that names none — so every RUN step runs with NoNewPrivs and Arena's filter —, other
#   keys are kept; the engine is restarted only when that changed or the running engine lacks it
#   (systemd: systemctl restart docker; else the dockerd process is restarted with its own argv).
#   ARENA_HARDEN_ENGINE=0 skips this (docs/security-model.md says what a build step can then do).
# Then create the build cgroup `arena-build` with a pids limit (ARENA_BUILD_PIDS, default 4096): Arena
# starts every RUN step of an agent build under it (docker build --cgroup-parent), which caps a RUN
# fork bomb; neither builder has a pids limit of its own. Without root (or passwordless sudo) both are
# skipped with a warning, and builds are bounded by their memory only (docs/operations.md).
# Idempotent; fails loudly.
set -euo pipefail

say() { printf '\n== setup-docker: %s\n' "$*" >&2; }

BUILD_PIDS=${ARENA_BUILD_PIDS:-4096}
HERE=$(cd "$(dirname "$0")" && pwd)
PROFILE_SRC=$HERE/../docker/seccomp.json
PROFILE=/etc/docker/arena-seccomp.json
DAEMON_JSON=${ARENA_DAEMON_JSON:-/etc/docker/daemon.json}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo -n "$@"; else return 1; fi; }

answers() { docker version --format '{{.Server.Version}}' >/dev/null 2>&1; }

# Start dockerd (ARGV…) detached: its own session, stdio to the log, and no other inherited file
# descriptor — a caller's lock (e.g. `flock LOCK scripts/setup-docker.sh`) must not live on in the
# engine, or the lock is held for as long as the engine runs.
launch_dockerd() {
  (
    for fd in /proc/$BASHPID/fd/*; do
      n=${fd##*/}
      [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-"
    done
    if [ "$(id -u)" -eq 0 ]; then
      exec setsid "$@" >>/var/log/arena-dockerd.log 2>&1 </dev/null
    else
      exec sudo -n sh -c 'exec setsid "$@" >>/var/log/arena-dockerd.log 2>&1 </dev/null' sh "$@"
    fi
  ) &
}

# The running engine has both settings in force: docker info names the seccomp profile it loaded
# from daemon.json (a path, or "custom" on newer engines) and, from Docker 23 on, no-new-privileges;
# Docker 20.10 does not list no-new-privileges, so there the profile proves this daemon.json loaded.
hardened() {
  local opts
  opts=$(docker info --format '{{json .SecurityOptions}}' 2>/dev/null || true)
  [[ $opts == *"name=seccomp,profile=$PROFILE"* || $opts == *name=seccomp,profile=custom* ]] || return 1
  [[ $opts == *name=no-new-privileges* ]] || as_root grep -q '"no-new-privileges": true' "$DAEMON_JSON"
}

restart_engine() {
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ] && systemctl is-active --quiet docker 2>/dev/null; then
    say "restarting the engine (systemctl restart docker)"
    as_root systemctl restart docker
  else
    local pid argv=()
    pid=$(cat /var/run/docker.pid 2>/dev/null || pgrep -xo dockerd || true)
    [ -n "$pid" ] || { echo "setup-docker: no dockerd process to restart" >&2; return 1; }
    mapfile -d '' argv < "/proc/$pid/cmdline"
    say "restarting the engine (dockerd pid $pid: ${argv[*]})"
    as_root kill -TERM "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    kill -0 "$pid" 2>/dev/null && { echo "setup-docker: dockerd $pid did not stop within 60 s" >&2; return 1; }
    as_root rm -f /var/run/docker.pid
    launch_dockerd "${argv[@]}"
  fi
  for _ in $(seq 1 90); do answers && return 0; sleep 1; done
  echo "setup-docker: the engine did not answer within 90 s of its restart" >&2
  return 1
}

harden_engine() {
  if [ "${ARENA_HARDEN_ENGINE:-1}" = 0 ]; then
    say "ARENA_HARDEN_ENGINE=0: engine left as it is (builds run without no-new-privileges and with the engine's own seccomp profile)"
    return 0
  fi
  if ! as_root true; then
    say "not root: the engine is not hardened (builds run without no-new-privileges and with the engine's own seccomp profile)"
    return 0
  fi
  [ -s "$PROFILE_SRC" ] || { echo "setup-docker: $PROFILE_SRC is missing" >&2; return 1; }
  local current wanted changed=0
  as_root mkdir -p "$(dirname "$PROFILE")" "$(dirname "$DAEMON_JSON")"
  if ! as_root cmp -s "$PROFILE_SRC" "$PROFILE"; then
    as_root cp "$PROFILE_SRC" "$PROFILE.part" && as_root mv "$PROFILE.part" "$PROFILE"
    changed=1 # the engine reads the profile when it starts
  fi
  current=$(as_root cat "$DAEMON_JSON" 2>/dev/null || true)
  # merge, keeping every other key; a daemon.json that is not a JSON object is for a person to fix
  wanted=$(printf '%s' "$current" | PROFILE=$PROFILE node -e '
    const text = require("fs").readFileSync(0, "utf8").trim();
    const config = text ? JSON.parse(text) : {};
    if (typeof config !== "object" || config === null || Array.isArray(config)) throw new Error("not a JSON object");
    config["no-new-privileges"] = true;
    config["seccomp-profile"] = process.env.PROFILE;
    process.stdout.write(JSON.stringify(config, null, 2));
  ') || { echo "setup-docker: $DAEMON_JSON is not a JSON object; fix it by hand" >&2; return 1; }
  if [ "$current" != "$wanted" ]; then
    printf '%s\n' "$wanted" | as_root tee "$DAEMON_JSON.part" >/dev/null
    as_root mv "$DAEMON_JSON.part" "$DAEMON_JSON"
    say "wrote $DAEMON_JSON (no-new-privileges, seccomp-profile $PROFILE)"
    changed=1
  fi
  if [ "$changed" = 0 ] && hardened; then
    say "engine hardened: no-new-privileges and Arena's seccomp profile are its defaults"
    return 0
  fi
  restart_engine
  hardened || { echo "setup-docker: after the restart the engine still lacks no-new-privileges or the seccomp profile: $(docker info --format '{{json .SecurityOptions}}')" >&2; return 1; }
  say "engine hardened: no-new-privileges and Arena's seccomp profile are its defaults"
}

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
  harden_engine || { echo "setup-docker: hardening the engine failed" >&2; exit 1; }
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
launch_dockerd dockerd

for _ in $(seq 1 60); do
  if docker version --format '{{.Server.Version}}' >/dev/null 2>&1; then
    say "engine answers: $(docker version --format '{{.Server.Version}}')"
    harden_engine || { echo "setup-docker: hardening the engine failed" >&2; exit 1; }
    build_cgroup || { echo "setup-docker: creating the build cgroup failed" >&2; exit 1; }
    exit 0
  fi
  sleep 1
done
echo "setup-docker: dockerd did not answer within 60 s; its log ($log) ends with:" >&2
tail -n 40 "$log" >&2 || true
exit 1
