#!/usr/bin/env bash
# `npm test`: lint, typecheck, the interface catalogues, unit and integration tests (Vitest, SQLite and PostgreSQL), the web
# bundle budget, then end-to-end tests in real Chromium. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { echo; echo "=== $* ==="; }
stage "lint";        npm run --silent lint
stage "typecheck";   npm run --silent typecheck
stage "interface catalogues"; node scripts/check-catalogues.mjs
stage "unit and integration tests"; npx vitest run
stage "web bundle budget"; node scripts/check-bundle.mjs
stage "end-to-end tests (Chromium)"; npm run --silent test:e2e
echo; echo "all test stages passed"
