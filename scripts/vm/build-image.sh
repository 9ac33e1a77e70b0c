#!/usr/bin/env bash
# Build the runner-like VM image: Debian trixie (kernel 6.12, systemd, cgroup v2, docker.io 26 with
# the systemd cgroup driver, containerd, runc, buildx, AppArmor) installed with debootstrap from
# Debian's archive into a raw ext4 disk image, with a non-root user `runner` in the `docker` group
# (passwordless sudo, like a GitHub runner) and a boot-time service that runs one command as
# `runner` and powers the machine off (scripts/vm/run.sh drives it). Everything else the Docker
# suites need is installed here too, so the VM needs no network.
#
# Cached: $ARENA_VM_CACHE (default ~/.cache/arena-vm) keeps base.raw, vmlinuz and initrd.img; a
# second run with the same recipe does nothing. --force rebuilds. Needs root (debootstrap, chroot),
# debootstrap and e2fsprogs (mkfs.ext4 -d), ~3 GiB of disk and the Debian archive. Takes ~3-5 min.
set -euo pipefail
SELF=$(readlink -f "$0")
cd "$(dirname "$SELF")/../.."
CACHE=${ARENA_VM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-vm}
MIRROR=${ARENA_DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=trixie
SIZE=${ARENA_VM_DISK:-16G}
say() { printf '== vm/build-image: %s\n' "$*" >&2; }
die() { printf 'vm/build-image: %s\n' "$*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap and chroot)"
command -v debootstrap >/dev/null || die "debootstrap is needed (apt-get install debootstrap)"
command -v mkfs.ext4 >/dev/null || die "mkfs.ext4 is needed (apt-get install e2fsprogs)"

PACKAGES=(
  # the machine: kernel, init, cgroup v2 comes with systemd 257
  linux-image-amd64 initramfs-tools systemd-sysv udev dbus kmod iproute2 procps sudo ca-certificates
  # the engine, as on a GitHub runner (Debian's closest: docker.io 26)
  docker.io docker-cli containerd runc tini docker-buildx apparmor apparmor-utils iptables
  # what the Docker suites and scripts/build-images.sh use inside
  nodejs git curl busybox-static debootstrap gcc libc6-dev docker-registry python3 e2fsprogs
)
RECIPE=$( { printf '%s\n' "$SUITE" "$SIZE" "${PACKAGES[@]}"; cat "$SELF" scripts/vm/guest-job.sh; } | sha256sum | cut -c1-16)
[ "${1:-}" = --recipe ] && { echo "$RECIPE"; exit 0; } # the cache key (what a rebuild would record)
if [ "${1:-}" != --force ] && [ -s "$CACHE/base.raw" ] && [ "$(cat "$CACHE/recipe" 2>/dev/null)" = "$RECIPE" ]; then
  say "cached image is up to date ($CACHE/base.raw)"
  exit 0
fi
started=$(date +%s)
mkdir -p "$CACHE"
ROOTFS=$CACHE/rootfs
rm -rf "$ROOTFS" "$CACHE/base.raw" "$CACHE/recipe" "$CACHE/state.qcow2"
say "debootstrap $SUITE from $MIRROR (log: $CACHE/debootstrap.log)"
nice -n 19 debootstrap --include="$(IFS=,; echo "${PACKAGES[*]}")" "$SUITE" "$ROOTFS" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 ||
  { tail -n 30 "$CACHE/debootstrap.log" >&2; die "debootstrap failed"; }
say "debootstrap done in $(($(date +%s) - started)) s; configuring"

in_root() { chroot "$ROOTFS" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }
echo arena-vm > "$ROOTFS/etc/hostname"
printf '127.0.0.1 localhost\n127.0.1.1 arena-vm\n::1 localhost ip6-localhost ip6-loopback\n' > "$ROOTFS/etc/hosts"
printf '/dev/vda / ext4 rw,relatime 0 1\n' > "$ROOTFS/etc/fstab"
printf 'deb %s %s main\n' "$MIRROR" "$SUITE" > "$ROOTFS/etc/apt/sources.list"
in_root passwd -d root >/dev/null
# the GitHub runner's user: non-root, in the docker group, passwordless sudo
in_root useradd --create-home --shell /bin/bash --uid 1001 --groups docker,sudo runner
echo 'runner ALL=(ALL) NOPASSWD:ALL' > "$ROOTFS/etc/sudoers.d/runner"
chmod 440 "$ROOTFS/etc/sudoers.d/runner"
# a quiet, fast boot: no timers that start apt or man-db under emulation
for unit in apt-daily.timer apt-daily-upgrade.timer man-db.timer e2scrub_all.timer fstrim.timer systemd-tmpfiles-clean.timer; do
  in_root systemctl mask "$unit" >/dev/null 2>&1 || true
done
# The job: /dev/vdb (made by run.sh) holds the checkout at /arena and the command in /.arena-vm/cmd.
install -m 755 scripts/vm/guest-job.sh "$ROOTFS/usr/local/sbin/arena-vm-job"
cat > "$ROOTFS/etc/systemd/system/arena-vm-job.service" <<'UNIT'
[Unit]
Description=Run the Arena VM job as runner, then power off
# not After=multi-user.target: the target is ordered after what it wants, so that would be a cycle
After=docker.service
Wants=docker.service

[Service]
Type=oneshot
ExecStart=/usr/local/sbin/arena-vm-job
StandardOutput=journal+console
StandardError=journal+console
TimeoutStartSec=infinity

[Install]
WantedBy=multi-user.target
UNIT
in_root systemctl enable arena-vm-job.service >/dev/null 2>&1
rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb
# the kernel and initrd for qemu's direct kernel boot
cp -L "$ROOTFS/vmlinuz" "$CACHE/vmlinuz"
cp -L "$ROOTFS/initrd.img" "$CACHE/initrd.img"
in_root dpkg-query -W -f '${Package} ${Version}\n' linux-image-amd64 systemd docker.io containerd runc docker-buildx apparmor nodejs > "$CACHE/versions"
say "making the disk image ($SIZE, sparse)"
truncate -s "$SIZE" "$CACHE/base.raw.part"
mkfs.ext4 -q -F -L arena-vm -d "$ROOTFS" "$CACHE/base.raw.part"
mv "$CACHE/base.raw.part" "$CACHE/base.raw"
rm -rf "$ROOTFS"
echo "$RECIPE" > "$CACHE/recipe"
say "done in $(($(date +%s) - started)) s: $CACHE/base.raw"
cat "$CACHE/versions" >&2
