#!/usr/bin/env bash
# Makes a Docker engine answer for `conformance run --image` (tests and CI): installs Debian's docker.io and
# starts dockerd the way this kind of machine allows (no bridge, no iptables: containers use the host network).
# Exit 0 when an engine answers, 2 with the fix named when it cannot make one answer. Idempotent.
set -euo pipefail
STATE_DIR=${CONFORMANCE_DOCKERD_DIR:-/tmp/service-conformance-dockerd}
answers() { timeout 10 docker info >/dev/null 2>&1; }
give_up() { echo "ensure-docker: $1" >&2; echo "  fix: $2" >&2; exit 2; }

if command -v docker >/dev/null 2>&1 && answers; then echo "docker engine answers"; exit 0; fi
case "${DOCKER_HOST:-unix:///var/run/docker.sock}" in
  unix:///var/run/docker.sock) ;;
  *) give_up "DOCKER_HOST=$DOCKER_HOST does not answer" "start the engine DOCKER_HOST names, or unset DOCKER_HOST to use a local one (then run this script again)";;
esac
if [ "$(id -u)" -eq 0 ]; then SUDO=; elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
  give_up "no Docker engine answers, and starting one needs root (or passwordless sudo)" \
    "ask an administrator to run scripts/ensure-docker.sh once, or point DOCKER_HOST at a running engine"
fi

if ! command -v dockerd >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends docker.io >/dev/null
fi
mkdir -p "$STATE_DIR"
# setsid: the engine outlives this script and the test run that called it; its PID is kept for cleanup.
$SUDO setsid dockerd --bridge=none --iptables=false --ip-forward=false >"$STATE_DIR/dockerd.log" 2>&1 < /dev/null &
echo $! >"$STATE_DIR/dockerd.pid"
for _ in $(seq 1 150); do answers && { echo "dockerd started (pid $(cat "$STATE_DIR/dockerd.pid"), log $STATE_DIR/dockerd.log)"; exit 0; }; sleep 0.2; done
give_up "dockerd did not answer within 30 s (log: $STATE_DIR/dockerd.log)" "read that log; on this kind of machine dockerd needs --bridge=none --iptables=false --ip-forward=false"
