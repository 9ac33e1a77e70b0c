#!/usr/bin/env bash
# Make sure a Docker engine answers: install Debian's docker.io if dockerd is missing, start dockerd
# in the background if it is not running (clearing a stale pid file), wait until it answers.
# Idempotent; fails loudly.
set -euo pipefail

say() { printf '\n== setup-docker: %s\n' "$*" >&2; }

if docker version --format '{{.Server.Version}}' >/dev/null 2>&1; then
  say "engine answers: $(docker version --format '{{.Server.Version}}')"
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
    exit 0
  fi
  sleep 1
done
echo "setup-docker: dockerd did not answer within 60 s; its log ($log) ends with:" >&2
tail -n 40 "$log" >&2 || true
exit 1
