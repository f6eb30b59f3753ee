#!/usr/bin/env bash
# Builds the site and serves it on http://localhost:3000 the way a static host would.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund --loglevel=error
NEXT_TELEMETRY_DISABLED=1 npm run --silent build
exec node scripts/serve.mjs --port "${PORT:-3000}" --host 127.0.0.1
