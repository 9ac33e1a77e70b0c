#!/bin/sh
# Inside the VM at boot (arena-vm-job.service, installed by scripts/vm/build-image.sh): mount the
# job disk that scripts/vm/run.sh made and hand over to its /.arena-vm/job.sh (a copy of
# scripts/vm/job.sh from the checkout, so changing the job needs no new image); no job disk: stay up.
mkdir -p /job
if mount /dev/vdb /job 2>/dev/null && [ -f /job/.arena-vm/job.sh ]; then
  exec sh /job/.arena-vm/job.sh
fi
echo "arena-vm-job: no job disk; staying up" >/dev/console
