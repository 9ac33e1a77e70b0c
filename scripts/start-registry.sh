#!/usr/bin/env bash
# Start Debian's `docker-registry` (distribution 2.x) on 127.0.0.1:5000 in the background, for the
# tests of `entrypoint.image` pulls by digest. Idempotent: does nothing when a registry already
# answers there. Its config, storage and log live under $ARENA_IMAGE_CACHE/registry (default
# ~/.cache/arena-images/registry). The Docker engine treats 127.0.0.0/8 as an insecure (plain HTTP)
# registry by default, so no daemon configuration is needed.
#   scripts/start-registry.sh          start (or confirm) it
#   scripts/start-registry.sh --stop   stop the one this script started
set -euo pipefail
CACHE=${ARENA_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-images}
DIR=$CACHE/registry
ADDR=${ARENA_REGISTRY_ADDR:-127.0.0.1:5000}
say() { printf '== start-registry: %s\n' "$*" >&2; }
answers() { curl -fsS --max-time 2 "http://$ADDR/v2/" >/dev/null 2>&1; }

if [ "${1:-}" = --stop ]; then
  if [ -f "$DIR/registry.pid" ] && kill -0 "$(cat "$DIR/registry.pid")" 2>/dev/null; then
    kill "$(cat "$DIR/registry.pid")"
    say "stopped"
  fi
  rm -f "$DIR/registry.pid"
  exit 0
fi

if answers; then
  say "a registry answers on $ADDR"
  exit 0
fi
command -v docker-registry >/dev/null || { echo "start-registry: docker-registry is not installed (Debian: apt-get install docker-registry)" >&2; exit 1; }
mkdir -p "$DIR/data"
cat > "$DIR/config.yml" <<EOF
version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: $DIR/data
  delete:
    enabled: true
http:
  addr: $ADDR
EOF
say "starting docker-registry on $ADDR (log: $DIR/registry.log)"
nohup docker-registry serve "$DIR/config.yml" >"$DIR/registry.log" 2>&1 </dev/null &
echo $! > "$DIR/registry.pid"
for _ in $(seq 1 50); do
  answers && { say "registry answers on $ADDR"; exit 0; }
  sleep 0.2
done
echo "start-registry: the registry did not answer on $ADDR; its log ends with:" >&2
tail -n 20 "$DIR/registry.log" >&2 || true
exit 1
