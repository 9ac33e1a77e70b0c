#!/usr/bin/env bash
# Build the local images the tests need (stand-ins for public base images, hostile fixtures).
# Filled in by the DockerRunner work (issue #4).
set -euo pipefail
echo "== build-images: nothing to build yet" >&2
