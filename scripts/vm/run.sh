#!/usr/bin/env bash
# Boot the runner-like VM (scripts/vm/build-image.sh) and run one command in it as the non-root
# user `runner`, in a copy of this checkout; bring back its output and exit code.
#
#   scripts/vm/run.sh [--timeout SECONDS] [--fresh] [--out DIR] -- COMMAND [ARGS…]
#
# The command runs with bash in the copy of the checkout (tracked and untracked files that git does
# not ignore, plus node_modules/ and dist/) on a second disk; it may write files to $ARENA_VM_OUT
# (/job/.arena-vm/results), which come back in DIR (default: a new folder under /tmp), with
# output.log (what it printed), console.log (the VM's serial console) and rc (its exit code). The
# exit code of this script is the command's (124 at the time limit).
#
# The VM: $ARENA_VM_CPUS (2) cores, $ARENA_VM_MEM (6G) memory, no network, KVM when it can boot
# the kernel (probed once and remembered in the cache; ARENA_VM_ACCEL=kvm|tcg forces one), else
# software emulation (TCG, 10-50x slower). qemu runs under `nice -n 19`. The root disk is a
# copy-on-write overlay ($CACHE/state.qcow2) that persists between runs, so images built inside
# (scripts/build-images.sh) are kept; --fresh starts from the clean image.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
CACHE=${ARENA_VM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-vm}
TIMEOUT=3600 FRESH=0 OUT=
say() { printf '== vm/run: %s\n' "$*" >&2; }
die() { printf 'vm/run: %s\n' "$*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --timeout) TIMEOUT=$2; shift 2 ;;
    --fresh) FRESH=1; shift ;;
    --out) OUT=$2; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || die "usage: scripts/vm/run.sh [--timeout SECONDS] [--fresh] [--out DIR] -- COMMAND [ARGS…]"
[ "$(id -u)" -eq 0 ] || die "needs root (the image build and the job disk)"
command -v qemu-system-x86_64 >/dev/null || die "qemu is needed (apt-get install qemu-system-x86 qemu-utils)"
command -v debugfs >/dev/null || die "debugfs is needed (apt-get install e2fsprogs)"
scripts/vm/build-image.sh
OUT=${OUT:-$(mktemp -d /tmp/arena-vm-out.XXXXXX)}
mkdir -p "$OUT"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/arena-vm-job.XXXXXX")
QEMU_PID=
cleanup() {
  [ -n "$QEMU_PID" ] && kill "$QEMU_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "$FRESH" = 1 ] || [ ! -s "$CACHE/state.qcow2" ]; then
  rm -f "$CACHE/state.qcow2"
  qemu-img create -q -f qcow2 -b "$CACHE/base.raw" -F raw "$CACHE/state.qcow2"
fi

t0=$(date +%s)
say "copying the checkout to the job disk"
stage=$WORK/stage
mkdir -p "$stage/arena" "$stage/.arena-vm/results" "$stage/.arena-vm/seed"
git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} sh -c '[ -e "{}" ] && printf "%s\0" "{}"' |
  tar --null -T - -cf - | tar -C "$stage/arena" -xf -
[ -d node_modules ] && cp -a node_modules "$stage/arena/"
[ -d dist ] && cp -a dist "$stage/arena/"
cp -a .git "$stage/arena/.git" 2>/dev/null || true
# the debootstrap root filesystem build-images.sh would download (the VM has no network)
seed=${ARENA_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-images}/bookworm-minbase-python3.tar
[ -s "$seed" ] && cp "$seed" "$stage/.arena-vm/seed/"
# extra packages for an image built before they joined its recipe (installed by job.sh, kept in the overlay)
for deb in "$CACHE"/debs/*.deb; do [ -f "$deb" ] && cp "$deb" "$stage/.arena-vm/seed/"; done
cp scripts/vm/job.sh "$stage/.arena-vm/job.sh"
{ printf 'export ARENA_VM_OUT=/job/.arena-vm/results CI=true\n'; printf '%q ' "$@"; printf '\n'; } > "$stage/.arena-vm/cmd"
size=$(( $(du -sm "$stage" | cut -f1) + 2048 ))
truncate -s "${size}M" "$WORK/job.raw"
mkfs.ext4 -q -F -L arena-job -d "$stage" "$WORK/job.raw"
rm -rf "$stage"
say "job disk ready in $(($(date +%s) - t0)) s (${size} MiB)"

accel=${ARENA_VM_ACCEL:-}
QEMU=(nice -n 19 qemu-system-x86_64 -nodefaults -nographic -no-reboot -m "${ARENA_VM_MEM:-6G}" -smp "${ARENA_VM_CPUS:-2}"
  -kernel "$CACHE/vmlinuz" -initrd "$CACHE/initrd.img" -serial "file:$WORK/console.log"
  -append "root=/dev/vda rw console=ttyS0 loglevel=4 panic=-1")
if [ -z "$accel" ]; then
  accel=$(cat "$CACHE/accel" 2>/dev/null || true)
  if [ -z "$accel" ]; then
    accel=tcg
    if [ -w /dev/kvm ]; then
      say "probing KVM (30 s)"
      (timeout 30 "${QEMU[@]}" -accel kvm -cpu host -drive "file=$CACHE/base.raw,if=virtio,format=raw,readonly=on" \
        -append "root=/dev/vda ro console=ttyS0 init=/bin/true panic=-1" >/dev/null 2>&1) 2>/dev/null || true
      grep -q 'Linux version' "$WORK/console.log" 2>/dev/null && accel=kvm
      rm -f "$WORK/console.log"
    fi
    echo "$accel" > "$CACHE/accel"
    say "accelerator: $accel (remembered in $CACHE/accel)"
  fi
fi
case $accel in
  kvm) QEMU+=(-accel kvm -cpu host) ;;
  *) QEMU+=(-accel tcg,thread=multi -cpu max) ;;
esac
QEMU+=(-drive "file=$CACHE/state.qcow2,if=virtio,format=qcow2,cache=unsafe" -drive "file=$WORK/job.raw,if=virtio,format=raw,cache=unsafe")

t1=$(date +%s)
# A guest kernel under multi-threaded TCG now and then dies while it patches its own code at boot
# (an "int3" Oops and a panic in the first seconds, before the root filesystem is mounted): such a
# boot changed nothing on either disk, so it is retried, up to ARENA_VM_BOOTS times (default 3).
rc=
for boot in $(seq 1 "${ARENA_VM_BOOTS:-3}"); do
  say "booting ($accel, time limit ${TIMEOUT} s, try $boot); console: $OUT/console.log"
  : > "$WORK/console.log"
  "${QEMU[@]}" >/dev/null 2>&1 </dev/null &
  QEMU_PID=$!
  tail -n +1 -F "$WORK/console.log" 2>/dev/null | sed -u 's/^/  vm| /' >&2 &
  TAIL_PID=$!
  while kill -0 "$QEMU_PID" 2>/dev/null; do
    if [ $(( $(date +%s) - t1 )) -ge "$TIMEOUT" ]; then
      say "time limit of ${TIMEOUT} s reached: stopping the VM"
      kill "$QEMU_PID" 2>/dev/null || true
      rc=124
      break
    fi
    sleep 2
  done
  wait "$QEMU_PID" 2>/dev/null || true
  QEMU_PID=
  kill "$TAIL_PID" 2>/dev/null || true
  [ -n "$rc" ] && break
  if grep -q 'Kernel panic' "$WORK/console.log" && ! grep -q 'Mounting root file system' "$WORK/console.log"; then
    say "the guest kernel panicked before it mounted its root filesystem (try $boot)"
    continue
  fi
  break
done
cp "$WORK/console.log" "$OUT/console.log"
debugfs -R "dump /.arena-vm/output.log $OUT/output.log" "$WORK/job.raw" >/dev/null 2>&1 || true
debugfs -R "dump /.arena-vm/rc $OUT/rc" "$WORK/job.raw" >/dev/null 2>&1 || true
debugfs -R "rdump /.arena-vm/results $OUT" "$WORK/job.raw" >/dev/null 2>&1 || true
if [ -z "$rc" ]; then rc=$(tr -dc 0-9 < "$OUT/rc" 2>/dev/null || true); fi
rc=${rc:-125}
echo "$rc" > "$OUT/rc"
say "VM ran $(($(date +%s) - t1)) s; exit $rc; results in $OUT"
exit "$rc"
