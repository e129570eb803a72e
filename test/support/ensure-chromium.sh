#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (the browser test of the HTML report needs it). Idempotent.
set -euo pipefail
command -v chromium >/dev/null 2>&1 && { echo "chromium present: $(command -v chromium)"; exit 0; }
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
echo "chromium installed: $(command -v chromium)"
