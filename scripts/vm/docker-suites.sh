#!/usr/bin/env bash
# The Docker end-to-end suites in the runner-like VM, as the non-root user `runner`:
#
#   scripts/vm/docker-suites.sh [--timeout SECONDS] [--out DIR] [--userns-remap] [TEST_FILE…]
#
# On the host (root): boots the VM with scripts/vm/run.sh and runs this script inside with --inside;
# inside: the engine's versions, scripts/setup-docker.sh (hardening + build cgroup, through sudo as on
# a GitHub runner), scripts/build-images.sh, then each Docker test file (default: every file under
# __tests__/docker/) with jest, one file at a time, the per-test time limit raised for emulation
# (--testTimeout, and ARENA_TEST_GUARD_SCALE for the tests that set their own: __tests__/docker/helpers.ts guardMs).
# Results come back in DIR: summary.txt (one line per file: counts and seconds), <file>.json (jest's
# report) and <file>.log, versions.txt, output.log and console.log. Exit 0 only when every file passed.
# --userns-remap: the trial of docs/security-model.md ("Engine settings"): after setup-docker.sh the
# engine also gets "userns-remap": "default" (container uid 0 is an unprivileged host uid), shown from
# a container and from a build's RUN step (userns.txt); the remapped engine has its own image store,
# so build-images.sh builds the images again there. The engine is put back without it at the end.
set -uo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" != --inside ]; then
  args=() inside=()
  while [ $# -gt 0 ]; do
    case $1 in
      --timeout | --out) args+=("$1" "$2"); shift 2 ;;
      --userns-remap) inside+=("$1"); shift ;;
      *) break ;;
    esac
  done
  exec scripts/vm/run.sh "${args[@]}" -- scripts/vm/docker-suites.sh --inside "${inside[@]}" "$@"
fi
shift
USERNS=0
[ "${1:-}" != --userns-remap ] || { USERNS=1; shift; }
OUT=${ARENA_VM_OUT:-/tmp/arena-suites}
mkdir -p "$OUT"
step() { printf '\n==== vm suites: %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "user: $(id)"
  echo "kernel: $(uname -r)"
  echo "cgroup: $(stat -fc %T /sys/fs/cgroup)"
  echo "systemd: $(systemctl --version | head -n 1)"
  echo "docker: $(docker version --format 'client {{.Client.Version}} server {{.Server.Version}}' 2>&1)"
  echo "engine: $(docker info --format 'driver {{.CgroupDriver}} cgroup v{{.CgroupVersion}} security {{json .SecurityOptions}}' 2>&1)"
  echo "containerd: $(containerd --version 2>&1)"
  echo "runc: $(runc --version 2>&1 | head -n 1)"
  echo "buildx: $(docker buildx version 2>&1)"
  echo "apparmor: $(cat /sys/module/apparmor/parameters/enabled 2>&1) $(sudo -n aa-status --profiled 2>/dev/null) profiles"
  echo "node: $(node --version)"
} | tee "$OUT/versions.txt"
step "setup-docker.sh"
t=$(date +%s); scripts/setup-docker.sh 2>&1 | tee "$OUT/setup-docker.log"; echo "setup-docker.sh: exit ${PIPESTATUS[0]} in $(($(date +%s) - t)) s" | tee -a "$OUT/summary.txt"
echo "after setup: $(docker info --format '{{json .SecurityOptions}}')" | tee -a "$OUT/versions.txt"
# daemon.json with "userns-remap" set to VALUE (removed when empty), every other key kept
set_userns_remap() {
  local wanted
  wanted=$(sudo cat /etc/docker/daemon.json | VALUE=$1 node -e '
    const config = JSON.parse(require("fs").readFileSync(0, "utf8"));
    if (process.env.VALUE) config["userns-remap"] = process.env.VALUE;
    else delete config["userns-remap"];
    process.stdout.write(JSON.stringify(config, null, 2));
  ') || return 1
  printf '%s\n' "$wanted" | sudo tee /etc/docker/daemon.json >/dev/null
  sudo systemctl restart docker
  for _ in $(seq 1 90); do docker info >/dev/null 2>&1 && return 0; sleep 1; done
  echo "the engine did not answer within 90 s of its restart" >&2
  return 1
}
# a trial stopped at the time limit leaves "userns-remap" in the overlay's daemon.json
if [ "$USERNS" = 0 ] && sudo grep -q '"userns-remap"' /etc/docker/daemon.json 2>/dev/null; then
  step "userns-remap left by an earlier trial: off"
  set_userns_remap "" || exit 1
fi
if [ "$USERNS" = 1 ]; then
  step "userns-remap on"
  trap 'step "userns-remap off"; set_userns_remap "" && echo "engine back without userns-remap: $(docker info --format "{{json .SecurityOptions}}")"' EXIT
  set_userns_remap default || exit 1
  { echo "userns-remap: $(docker info --format '{{json .SecurityOptions}}')"; grep -H dockremap /etc/subuid /etc/subgid; } | tee -a "$OUT/versions.txt"
fi
step "build-images.sh"
t=$(date +%s); scripts/build-images.sh 2>&1 | tee "$OUT/build-images.log"; echo "build-images.sh: exit ${PIPESTATUS[0]} in $(($(date +%s) - t)) s" | tee -a "$OUT/summary.txt"
if [ "$USERNS" = 1 ]; then
  step "userns-remap: uid 0 inside, seen from a container and from a RUN step"
  ctx=$(mktemp -d)
  printf 'FROM busybox:1.37\nRUN cat /proc/self/uid_map; grep -E "^(Uid|NoNewPrivs|Seccomp):" /proc/self/status\n' >"$ctx/Dockerfile"
  {
    echo "container uid_map: $(docker run --rm --label arena.test=userns busybox:1.37 cat /proc/self/uid_map)"
    echo "RUN step:"
    DOCKER_BUILDKIT=0 docker build --rm --force-rm --no-cache --label arena.test=userns -t arena-test/userns-proof "$ctx" 2>&1
    docker image rm arena-test/userns-proof >/dev/null 2>&1
  } | tee -a "$OUT/userns.txt"
  rm -rf "$ctx"
fi
# The overlay keeps the engine's state between runs, so a run stopped at its time limit leaves its
# containers behind; the suites check that they leave none (__tests__/docker/helpers.ts
# leftoverContainers), so what Arena and its tests created earlier goes first. Only those labels.
step "containers left by an earlier run"
for label in arena.runner arena.test; do
  ids=$(docker ps --all --quiet --filter "label=$label")
  [ -z "$ids" ] || { echo "removing $(echo "$ids" | wc -l) container(s) labelled $label"; docker rm --force $ids >/dev/null; }
done
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(ls __tests__/docker/*.test.ts)
failed=0
for f in "${files[@]}"; do
  name=$(basename "$f" .test.ts)
  step "jest $f"
  t=$(date +%s)
  ARENA_TEST_GUARD_SCALE=30 NODE_OPTIONS=--experimental-vm-modules node node_modules/jest/bin/jest.js "$f" --testTimeout=1800000 \
    --json --outputFile="$OUT/$name.json" >"$OUT/$name.log" 2>&1
  rc=$?
  tail -n 60 "$OUT/$name.log"
  counts=$(node -e 'const r=require(process.argv[1]);console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)' "$OUT/$name.json" 2>/dev/null || echo "no report")
  echo "$f: $counts; exit $rc in $(($(date +%s) - t)) s" | tee -a "$OUT/summary.txt"
  [ "$rc" = 0 ] || failed=1
done
step "summary"
cat "$OUT/summary.txt"
exit "$failed"
