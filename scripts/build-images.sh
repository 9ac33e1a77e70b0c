#!/usr/bin/env bash
# Build every local image the tests need, without any container registry:
#
#   stand-ins for the public base images the starter kits use, tagged with those names and keeping
#   their entry contract (interpreter paths, ENV PATH, WORKDIR, ENTRYPOINT/CMD), labelled
#   arena.stand-in=1:
#     busybox:1.37       FROM scratch + Debian's static busybox
#     node:22-slim       FROM scratch + the host's node binary and the shared libraries ldd lists
#     python:3.12-slim   a debootstrap (Debian bookworm, minbase + python3) root filesystem, with
#                        /usr/local/bin/python and python3 (Debian's python3 is 3.11: a stand-in)
#   the abuse matrix's fixture images (sources in __tests__/fixtures/docker/), labelled arena.test=docker-runner:
#     arena-fixture/hostile:1          hostile shell agent + the static C probe (built here with gcc)
#     arena-fixture/registry-probe:1   a tiny agent, pushed to the local registry (scripts/start-registry.sh:
#                                      127.0.0.1:5000 or the next free port)
#
# Idempotent and cached: an image whose recipe hash (label arena.recipe) matches is kept; a real
# public image with the same tag (no arena.stand-in label) is never replaced; the debootstrap root
# filesystem is kept as a tarball under $ARENA_IMAGE_CACHE (default ~/.cache/arena-images).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
CACHE=${ARENA_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arena-images}
DEBIAN_MIRROR=${ARENA_DEBIAN_MIRROR:-http://deb.debian.org/debian}
export DOCKER_BUILDKIT=0 DOCKER_CLI_HINTS=false
mkdir -p "$CACHE"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/arena-images.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)

say() { printf '== build-images: %s\n' "$*" >&2; }
die() { printf 'build-images: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else die "needs root: $*"; fi; }

apt_install() { # package… (only what is missing)
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

docker version --format '{{.Server.Version}}' >/dev/null 2>&1 || die "no Docker engine answers; run scripts/setup-docker.sh first"
command -v dpkg >/dev/null && apt_install busybox-static debootstrap gcc libc6-dev docker-registry curl

BUSYBOX=$(command -v busybox || true)
[ -n "$BUSYBOX" ] && ! ldd "$BUSYBOX" >/dev/null 2>&1 || die "a static busybox is needed (Debian: apt-get install busybox-static)"

recipe_hash() { sha256sum "$@" | sha256sum | cut -c1-16; }
label_of() { docker image inspect --format "{{ index .Config.Labels \"$2\" }}" "$1" 2>/dev/null || true; }

# up_to_date TAG HASH: 0 when TAG exists with this recipe, or is a real image we must not replace
up_to_date() {
  local tag=$1 hash=$2
  docker image inspect "$tag" >/dev/null 2>&1 || return 1
  if [ "$(label_of "$tag" arena.stand-in)" != 1 ] && [ "$(label_of "$tag" arena.fixture)" != 1 ]; then
    say "$tag exists and is not ours (a real image): keeping it"
    return 0
  fi
  [ "$(label_of "$tag" arena.recipe)" = "$hash" ] && { say "$tag is up to date"; return 0; }
  return 1
}

# drop the image a tag pointed at before a rebuild, when nothing else uses it (ours only)
drop_previous() { # OLD_ID TAG
  local old=$1 tag=$2
  [ -n "$old" ] && [ "$old" != "$(docker image inspect --format '{{.Id}}' "$tag" 2>/dev/null)" ] || return 0
  [ -z "$(docker image inspect --format '{{join .RepoTags " "}}' "$old" 2>/dev/null)" ] && docker rmi "$old" >/dev/null 2>&1 || true
}

build() { # TAG CONTEXT [docker build options…]
  local tag=$1 context=$2 old
  shift 2
  old=$(docker image inspect --format '{{.Id}}' "$tag" 2>/dev/null || true)
  if ! docker build --quiet --network none --tag "$tag" "$@" "$context" >"$WORK/build.log" 2>&1; then
    grep -v -e DEPRECATED -e 'BuildKit is' -e 'environment-variable' -e 'Install the buildx' -e 'docs.docker.com/go/buildx' "$WORK/build.log" >&2
    die "building $tag failed"
  fi
  drop_previous "$old" "$tag"
  say "built $tag ($(docker image inspect --format '{{.Size}}' "$tag" | awk '{printf "%.1f MiB", $1/1048576}'))"
}

# A root filesystem with busybox as /bin/sh and the usual applets (the userland of the stand-ins).
busybox_rootfs() { # DIR
  local dir=$1
  mkdir -p "$dir"/{bin,sbin,usr/bin,usr/sbin,usr/local/bin,etc,root,home,var,tmp}
  chmod 1777 "$dir/tmp"
  cp "$BUSYBOX" "$dir/bin/busybox"
  for applet in $("$BUSYBOX" --list); do
    [ "$applet" = busybox ] || [ -e "$dir/bin/$applet" ] || ln -s busybox "$dir/bin/$applet"
  done
  printf 'root:x:0:0:root:/root:/bin/sh\ndaemon:x:1:1:daemon:/usr/sbin:/bin/false\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' > "$dir/etc/passwd"
  printf 'root:x:0:\ndaemon:x:1:\nnogroup:x:65534:\n' > "$dir/etc/group"
}

# --- busybox:1.37 ------------------------------------------------------------------------------
standin_busybox() {
  local tag=busybox:1.37 ctx=$WORK/busybox
  local hash
  hash=$(recipe_hash "$BUSYBOX" "$0")
  up_to_date $tag "$hash" && return 0
  busybox_rootfs "$ctx/rootfs"
  cat > "$ctx/Dockerfile" <<EOF
FROM scratch
COPY rootfs/ /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
LABEL arena.stand-in=1 arena.recipe=$hash arena.stand-in.for="docker.io/library/busybox:1.37 (Debian busybox-static $("$BUSYBOX" 2>&1 | head -n 1 | awk '{print $2}'))"
CMD ["sh"]
EOF
  build $tag "$ctx"
}

# --- node:22-slim ------------------------------------------------------------------------------
standin_node() {
  local tag=node:22-slim ctx=$WORK/node node version
  node=${ARENA_STANDIN_NODE:-}
  if [ -z "$node" ]; then
    for candidate in /usr/bin/node /usr/local/bin/node "$(command -v node || true)"; do
      [ -n "$candidate" ] && [ -x "$candidate" ] && { node=$candidate; break; }
    done
  fi
  [ -n "$node" ] || die "no node binary on this host (set ARENA_STANDIN_NODE)"
  node=$(readlink -f "$node")
  version=$("$node" --version | tr -d v)
  local hash
  hash=$(recipe_hash "$node" "$BUSYBOX" "$0")
  up_to_date $tag "$hash" && return 0
  busybox_rootfs "$ctx/rootfs"
  echo 'node:x:1000:1000::/home/node:/bin/sh' >> "$ctx/rootfs/etc/passwd"
  echo 'node:x:1000:' >> "$ctx/rootfs/etc/group"
  mkdir -p "$ctx/rootfs/home/node"
  cp "$node" "$ctx/rootfs/usr/local/bin/node"
  # the shared libraries, at the paths the dynamic loader looks for them
  ldd "$node" | awk '/=> \// {print $3} /^\t\/[^ ]+ \(/ {print $1}' | while read -r lib; do
    mkdir -p "$ctx/rootfs$(dirname "$lib")"
    cp -L "$lib" "$ctx/rootfs$lib"
  done
  # Debian's nodejs (trixie's 20.19, say) reads some builtins from files at run time (configure
  # --shared-builtin-*-path: cjs-module-lexer, undici, acorn, minimatch under /usr/share/nodejs):
  # copy each one the binary names, or node aborts at start ("Cannot load externalized builtin")
  "$node" -e 'for (const d of process.config.target_defaults?.defines ?? []) {
    const m = /^NODE_SHARED_BUILTIN_\w+_PATH=(\/.+)$/.exec(d); if (m) console.log(m[1]); }' | while read -r file; do
    [ -e "$file" ] || die "$node names the builtin file $file, which is missing"
    mkdir -p "$ctx/rootfs$(dirname "$file")"
    cp -L "$file" "$ctx/rootfs$file"
  done
  # the official image's entrypoint: run `node` when the first argument is an option or not a command
  cat > "$ctx/rootfs/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}" 2>/dev/null)" ] && ! [ -f "${1}" -a -x "${1}" ]; then
  set -- node "$@"
fi
exec "$@"
EOF
  chmod 755 "$ctx/rootfs/usr/local/bin/docker-entrypoint.sh"
  cat > "$ctx/Dockerfile" <<EOF
FROM scratch
COPY rootfs/ /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin NODE_VERSION=$version
LABEL arena.stand-in=1 arena.recipe=$hash arena.stand-in.for="docker.io/library/node:22-slim (host node $version)"
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]
EOF
  build $tag "$ctx"
}

# --- python:3.12-slim ---------------------------------------------------------------------------
standin_python() {
  local tag=python:3.12-slim tarball=$CACHE/bookworm-minbase-python3.tar
  local hash
  hash=$(printf '%s\n' "bookworm minbase python3 v1" | sha256sum | cut -c1-16)
  up_to_date $tag "$hash" && return 0
  if [ ! -s "$tarball" ]; then
    command -v debootstrap >/dev/null || die "debootstrap is needed (apt-get install debootstrap)"
    local rootfs=$WORK/python-rootfs
    say "debootstrap bookworm (minbase + python3) from $DEBIAN_MIRROR — cached in $tarball"
    as_root debootstrap --variant=minbase --include=python3 bookworm "$rootfs" "$DEBIAN_MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
      { tail -n 30 "$WORK/debootstrap.log" >&2; die "debootstrap failed"; }
    as_root rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc \
      "$rootfs"/usr/share/man "$rootfs"/usr/share/info "$rootfs"/usr/share/locale "$rootfs"/var/log/*
    as_root ln -sf /usr/bin/python3 "$rootfs/usr/local/bin/python3"
    as_root ln -sf /usr/bin/python3 "$rootfs/usr/local/bin/python"
    as_root tar -C "$rootfs" --numeric-owner -cf "$tarball.part" .
    as_root mv "$tarball.part" "$tarball"
    as_root rm -rf "$rootfs"
  else
    say "using the cached root filesystem $tarball"
  fi
  local pyver old
  old=$(docker image inspect --format '{{.Id}}' $tag 2>/dev/null || true)
  pyver=$(tar -tf "$tarball" | sed -n 's|^\./usr/bin/python\(3\.[0-9]*\)$|\1|p' | head -n 1)
  docker import \
    --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change "ENV PYTHON_VERSION=${pyver:-3}" \
    --change 'CMD ["python3"]' \
    --change "LABEL arena.stand-in=1 arena.recipe=$hash arena.stand-in.for=\"docker.io/library/python:3.12-slim (Debian bookworm python${pyver:-3})\"" \
    "$tarball" $tag >/dev/null
  drop_previous "$old" $tag
  say "built $tag from $tarball"
}

# --- fixtures -----------------------------------------------------------------------------------
FIXTURES=$ROOT/__tests__/fixtures/docker

fixture_hostile() {
  local tag=arena-fixture/hostile:1 ctx=$WORK/hostile src=$FIXTURES/hostile
  local hash
  hash=$(recipe_hash "$src/probe.c" "$src/bot" "$0" <(docker image inspect --format '{{.Id}}' busybox:1.37))
  up_to_date $tag "$hash" && return 0
  mkdir -p "$ctx"
  gcc -static -O2 -Wall -pthread -o "$ctx/probe" "$src/probe.c"
  cp "$src/bot" "$ctx/bot"
  ln -s /etc/arena-host-canary "$ctx/host-link" # copied as a link, never followed
  cat > "$ctx/Dockerfile" <<EOF
FROM busybox:1.37
COPY . /hostile/
RUN chmod 755 /hostile/bot /hostile/probe && cp /hostile/probe /hostile/suidprobe && chmod 4755 /hostile/suidprobe && rm /hostile/Dockerfile \
 && mkdir /hostile/mine && touch /hostile/mine/file && chown -R 65534:65534 /hostile/mine
# an image that asks for root: the runner's --user 65534:65534 wins
USER 0:0
WORKDIR /hostile
ENV ARENA_FIXTURE=hostile
LABEL arena.fixture=1 arena.test=docker-runner arena.recipe=$hash
CMD ["/hostile/bot", "honest"]
EOF
  build $tag "$ctx"
}

fixture_registry_probe() {
  local tag=arena-fixture/registry-probe:1 ctx=$WORK/registry-probe
  local hash
  hash=$(recipe_hash "$FIXTURES/hostile/bot" "$0" <(docker image inspect --format '{{.Id}}' busybox:1.37))
  if ! up_to_date $tag "$hash"; then
    mkdir -p "$ctx"
    cp "$FIXTURES/hostile/bot" "$ctx/bot"
    cat > "$ctx/Dockerfile" <<EOF
FROM busybox:1.37
COPY bot /app/bot
WORKDIR /app
LABEL arena.fixture=1 arena.test=docker-runner arena.recipe=$hash
CMD ["sh", "/app/bot", "honest"]
EOF
    build $tag "$ctx"
  fi
  local registry pushed
  registry=$(scripts/start-registry.sh)
  pushed=$(docker image inspect --format '{{.Id}}' "$registry/arena/registry-probe:1" 2>/dev/null || true)
  docker tag $tag "$registry/arena/registry-probe:1"
  [ -n "$pushed" ] && [ "$pushed" != "$(docker image inspect --format '{{.Id}}' $tag)" ] && docker rmi "$pushed" >/dev/null 2>&1 || true
  docker push --quiet "$registry/arena/registry-probe:1" >/dev/null
  say "pushed $registry/arena/registry-probe:1 ($(docker image inspect --format '{{index .RepoDigests 0}}' "$registry/arena/registry-probe:1"))"
}

standin_busybox
standin_node
standin_python
fixture_hostile
fixture_registry_probe
say "done in $(($(date +%s) - started)) s"
