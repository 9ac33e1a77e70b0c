#!/usr/bin/env bash
# Start Debian's `docker-registry` (distribution 2.x) on 127.0.0.1 in the background, for the tests
# of `entrypoint.image` pulls by digest, and print its address (host:port) on stdout. Idempotent: a
# registry that already answers `GET /v2/` with 200 (no auth) at the address chosen before is used as
# it is. The port: 5000, or the next free one up to 5009 when something else holds it — on a systemd
# host Debian's docker-registry package starts its own service on 127.0.0.1:5000, configured for
# htpasswd auth (401), which is not ours to use or stop. ARENA_REGISTRY_ADDR forces one address;
# ARENA_REGISTRY_PORTS="5000 5001 …" changes the ports tried.
# The chosen address is kept in $ARENA_IMAGE_CACHE/registry/address (default
# ~/.cache/arena-images), where scripts/build-images.sh and the tests (__tests__/docker/helpers.ts
# registryAddress) read it; config, storage and log live beside it. The Docker engine treats
# 127.0.0.0/8 as an insecure (plain HTTP) registry by default, so no daemon configuration is needed.
#   scripts/start-registry.sh          start (or confirm) it; prints host:port
#   scripts/start-registry.sh --stop   stop the one this script started
set -euo pipefail
CACHE=${ARENA_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-images}
DIR=$CACHE/registry
say() { printf '== start-registry: %s\n' "$*" >&2; }

if [ "${1:-}" = --stop ]; then
  if [ -f "$DIR/registry.pid" ] && kill -0 "$(cat "$DIR/registry.pid")" 2>/dev/null; then
    kill "$(cat "$DIR/registry.pid")"
    say "stopped"
  fi
  rm -f "$DIR/registry.pid"
  exit 0
fi

# probe ADDR: "ours" (a registry answers /v2/ with 200), "free" (connection refused) or "taken"
probe() {
  local code rc=0
  code=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 2 "http://$1/v2/" 2>/dev/null) || rc=$?
  if [ "$code" = 200 ]; then echo ours
  elif [ "$rc" = 7 ]; then echo free
  else echo "taken (HTTP $code, curl exit $rc)"; fi
}

mkdir -p "$DIR/data"
if [ -n "${ARENA_REGISTRY_ADDR:-}" ]; then
  candidates=("$ARENA_REGISTRY_ADDR")
else
  candidates=()
  [ -s "$DIR/address" ] && candidates+=("$(cat "$DIR/address")")
  for port in ${ARENA_REGISTRY_PORTS:-$(seq 5000 5009)}; do candidates+=("127.0.0.1:$port"); done
fi

start_at() { # ADDR
  local addr=$1
  command -v docker-registry >/dev/null || { echo "start-registry: docker-registry is not installed (Debian: apt-get install docker-registry)" >&2; exit 1; }
  cat > "$DIR/config.yml" <<YML
version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: $DIR/data
  delete:
    enabled: true
http:
  addr: $addr
YML
  say "starting docker-registry on $addr (log: $DIR/registry.log)"
  nohup docker-registry serve "$DIR/config.yml" >"$DIR/registry.log" 2>&1 </dev/null &
  echo $! > "$DIR/registry.pid"
  for _ in $(seq 1 50); do
    if [ "$(probe "$addr")" = ours ]; then return 0; fi
    kill -0 "$(cat "$DIR/registry.pid")" 2>/dev/null || break
    sleep 0.2
  done
  echo "start-registry: the registry did not answer on $addr; its log ends with:" >&2
  tail -n 20 "$DIR/registry.log" >&2 || true
  exit 1
}

for addr in "${candidates[@]}"; do
  state=$(probe "$addr")
  case $state in
    ours) say "a registry answers on $addr" ;;
    free) start_at "$addr"; say "registry answers on $addr" ;;
    *) say "$addr is $state: not a registry we can use, trying the next port"; continue ;;
  esac
  echo "$addr" > "$DIR/address"
  echo "$addr"
  exit 0
done
echo "start-registry: no usable address among ${candidates[*]} (set ARENA_REGISTRY_ADDR=127.0.0.1:PORT)" >&2
exit 1
