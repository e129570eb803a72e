#!/usr/bin/env bash
# Builds service-conformance/reference:<package version> (or the tag given) from a local base image: the node
# binary and its libraries, imported with `docker import`, then docker/reference/Dockerfile. No registry is used.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(node -p 'require("./package.json").version')
IMAGE=${1:-service-conformance/reference:$VERSION}
NODE_BIN=$(command -v node)
BASE=local/node-min:$(node -p 'process.versions.node')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! docker image inspect "$BASE" >/dev/null 2>&1; then
  root=$work/base
  mkdir -p "$root/usr/bin" "$root/tmp" && chmod 1777 "$root/tmp"
  cp "$NODE_BIN" "$root/usr/bin/node"
  for lib in $(ldd "$NODE_BIN" | grep -oE '/[^ ]+'); do cp --parents -L "$lib" "$root/"; done
  tar -C "$root" -c . | docker import --message "node $(node -v) and its libraries" - "$BASE" >/dev/null
  echo "base image $BASE imported"
fi

mkdir -p "$work/context"
node_modules/.bin/esbuild reference/container-main.ts --bundle --platform=node --target=node20 --format=esm \
  --log-level=warning --outfile="$work/context/reference.mjs" \
  --banner:js='import { createRequire } from "node:module"; const require = createRequire(import.meta.url);'
# The classic builder uses the local base as it is; it never looks for it in a registry.
DOCKER_BUILDKIT=0 docker build --quiet --build-arg "BASE=$BASE" --build-arg "VERSION=$VERSION" \
  -f docker/reference/Dockerfile -t "$IMAGE" "$work/context" >/dev/null 2>"$work/build.err" \
  || { cat "$work/build.err" >&2; exit 1; }
echo "built $IMAGE ($(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}'))"
