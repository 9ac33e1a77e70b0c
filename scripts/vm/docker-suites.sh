#!/usr/bin/env bash
# The Docker end-to-end suites in the runner-like VM, as the non-root user `runner`:
#
#   scripts/vm/docker-suites.sh [--timeout SECONDS] [--out DIR] [TEST_FILE…]
#
# On the host (root): boots the VM with scripts/vm/run.sh and runs this script inside with --inside;
# inside: the engine's versions, scripts/setup-docker.sh (hardening + build cgroup, through sudo as on
# a GitHub runner), scripts/build-images.sh, then each Docker test file (default: every file under
# __tests__/docker/) with jest, one file at a time, the per-test time limit raised for emulation
# (--testTimeout, and ARENA_TEST_GUARD_SCALE for the tests that set their own: __tests__/docker/helpers.ts guardMs).
# Results come back in DIR: summary.txt (one line per file: counts and seconds), <file>.json (jest's
# report) and <file>.log, versions.txt, output.log and console.log. Exit 0 only when every file passed.
set -uo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" != --inside ]; then
  args=()
  while [ $# -gt 0 ]; do
    case $1 in
      --timeout | --out) args+=("$1" "$2"); shift 2 ;;
      *) break ;;
    esac
  done
  exec scripts/vm/run.sh "${args[@]}" -- scripts/vm/docker-suites.sh --inside "$@"
fi
shift
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
step "build-images.sh"
t=$(date +%s); scripts/build-images.sh 2>&1 | tee "$OUT/build-images.log"; echo "build-images.sh: exit ${PIPESTATUS[0]} in $(($(date +%s) - t)) s" | tee -a "$OUT/summary.txt"
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
