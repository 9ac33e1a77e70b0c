#!/bin/sh
# Run as root inside the VM by its boot service (scripts/vm/guest-job.sh) from the job disk at /job:
# run /job/.arena-vm/cmd as `runner` in the checkout /job/arena, keep its output and exit code on the
# job disk (scripts/vm/run.sh reads them back), power off.
set -u
out=/job/.arena-vm
# the cached debootstrap root filesystem of scripts/build-images.sh (the VM has no network)
cache=/home/runner/.cache/arena-images
for seed in "$out"/seed/*.tar; do
  [ -f "$seed" ] && [ ! -s "$cache/$(basename "$seed")" ] && mkdir -p "$cache" && cp "$seed" "$cache/"
done
# packages handed in by run.sh ($ARENA_VM_CACHE/debs/*.deb) that the image lacks, kept in the overlay
for deb in "$out"/seed/*.deb; do
  [ -f "$deb" ] || continue
  name=$(dpkg-deb -f "$deb" Package)
  [ "$(dpkg-query -W -f '${Version}' "$name" 2>/dev/null)" = "$(dpkg-deb -f "$deb" Version)" ] || dpkg -i "$deb" >/dev/console 2>&1
done
chown -R runner:runner /job/arena "$out" /home/runner/.cache 2>/dev/null
echo "== arena-vm-job: $(date -u +%H:%M:%S) as runner: $(cat "$out/cmd" | tail -n 1)" >/dev/console
start=$(date +%s)
runuser -u runner -- env -i HOME=/home/runner USER=runner LOGNAME=runner SHELL=/bin/bash \
  PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin LANG=C.UTF-8 TERM=dumb \
  bash -c "cd /job/arena && bash /job/.arena-vm/cmd; echo \$? > /job/.arena-vm/rc" </dev/null 2>&1 | tee "$out/output.log" >/dev/console
echo "== arena-vm-job: exit $(cat "$out/rc" 2>/dev/null || echo none) after $(($(date +%s) - start)) s" >/dev/console
sync
umount /job
systemctl --no-block poweroff
