#!/usr/bin/env bash
# Builds the site and serves it on http://localhost:3000 the way a static host would, together with
# the enquiry service on http://localhost:8787 and a local mail sink on 127.0.0.1:2525 (each
# enquiry sent from the contact form arrives as an .eml file in server/data/mail/).
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund --loglevel=error
NEXT_TELEMETRY_DISABLED=1 npm run --silent build
npx tsx server/dev.ts &
service=$!
trap 'kill "$service" 2>/dev/null || true' EXIT INT TERM
node scripts/serve.mjs --port "${PORT:-3000}" --host 127.0.0.1
