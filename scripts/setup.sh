#!/usr/bin/env bash
# Sets up a fresh machine for Parley: system packages (where apt is available and we are root),
# npm dependencies, and the built web app. Safe to run again: each step is skipped when done.
#   bash scripts/setup.sh                full set-up with progress (running and testing)
#   bash scripts/setup.sh --quiet        only what is missing (before `npm test`: CI runs it on a clean clone)
#   bash scripts/setup.sh --quiet --run  only what running needs (before `npm start`: no browser, no fonts)
#   bash scripts/setup.sh --print-packages [--run]  the Debian packages that set-up would install
set -euo pipefail
cd "$(dirname "$0")/.."
quiet=false
purpose=test
print_packages=false
for arg in "$@"; do
  case "$arg" in
    --quiet) quiet=true ;;
    --run) purpose=run ;;
    --print-packages) print_packages=true ;;
    *) echo "[setup] unknown option: $arg" >&2; exit 2 ;;
  esac
done
say() { $quiet || echo "[setup] $*"; }

# Debian packages for running: offline speech (pocketsphinx, ffmpeg, sox) and translation
# (Apertium, FreeDict) engines. The X→English FreeDict dictionaries are for languages with no English→X
# one to read backwards; each small enough to load whole (freedict.ts, MAX_TO_ENGLISH_INDEX_BYTES). Optional: missing engines are reported by
# /api/common/v1/getByKey?key=capabilities and the app explains what is unavailable.
RUN_PACKAGES=(sox ffmpeg pocketsphinx pocketsphinx-en-us apertium apertium-eng-spa apertium-eng-cat apertium-en-gl
  dict-freedict-eng-fra dict-freedict-eng-deu dict-freedict-eng-jpn dict-freedict-eng-spa dict-freedict-eng-ita
  dict-freedict-eng-por dict-freedict-eng-rus dict-freedict-eng-tur dict-freedict-eng-nld dict-freedict-eng-pol
  dict-freedict-eng-swe dict-freedict-eng-ara dict-freedict-eng-hin dict-freedict-eng-ind
  dict-freedict-swh-eng dict-freedict-afr-eng dict-freedict-epo-eng
  dict-freedict-dan-eng dict-freedict-ell-eng dict-freedict-fin-eng dict-freedict-lit-eng)
# Only the tests and screenshots need these: Chromium for Playwright, fonts for emoji and CJK names.
TEST_PACKAGES=(chromium fonts-noto-core fonts-noto-color-emoji fonts-noto-cjk)
APT_PACKAGES=("${RUN_PACKAGES[@]}")
[ "$purpose" = test ] && APT_PACKAGES+=("${TEST_PACKAGES[@]}")
if $print_packages; then
  printf '%s\n' "${APT_PACKAGES[@]}"
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  missing=()
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "[setup] installing Debian packages: ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
elif ! command -v pocketsphinx >/dev/null 2>&1 || { [ "$purpose" = test ] && ! command -v chromium >/dev/null 2>&1; }; then
  say "apt-get is not available (or not root): install these yourself (offline speech and translation; Chromium and fonts for the tests): ${APT_PACKAGES[*]}"
fi

# npm dependencies: reinstall when the lock file changed since the last install.
stamp=node_modules/.parley-install-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "[setup] installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp"
fi

# The built web app, rebuilt when any of its sources is newer than the build.
if [ ! -f apps/web/dist/index.html ] || [ -n "$(find apps/web/src apps/web/index.html apps/web/public packages/contract/src -newer apps/web/dist/index.html -print -quit 2>/dev/null)" ]; then
  echo "[setup] building the web app"
  npm run build --silent -w @parley/web >/dev/null
fi
say "ready"
