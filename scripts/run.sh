#!/usr/bin/env bash
# Builds the site and serves it on http://localhost:${PORT:-3000} the way a static host would, together
# with the enquiry service on http://localhost:${ENQUIRY_PORT:-8787} (which allows the site's origin)
# and a local mail sink on 127.0.0.1:2525 (each enquiry sent from the contact form arrives as an
# .eml file in server/data/mail/). If a part cannot start, or stops, everything stops with a
# message; SIGTERM / SIGINT (Ctrl-C) stop all parts.
# SITE_SKIP_BUILD=1 serves the export already there (no install, no build); SITE_DIR serves
# another folder than out/. ENQUIRY_RUNTIME=worker (npm run site:worker) runs the enquiry API as the
# Cloudflare Worker in wrangler's local runtime instead, with local D1 and the emulated send_email,
# whose messages are saved in server/data/mail/ the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
site_port="${PORT:-3000}"
api_port="${ENQUIRY_PORT:-8787}"

if [ "${SITE_SKIP_BUILD:-}" != "1" ]; then
  npm install --no-audit --no-fund --loglevel=error
  npm --prefix server install --no-audit --no-fund --loglevel=error
  # The form posts to the service started below, on whatever port it was given (and the CSP allows it), and the
  # privacy notice describes that service (enquiryService in content/site.ts).
  service=own-server
  if [ "${ENQUIRY_RUNTIME:-node}" = "worker" ]; then service=cloudflare-worker; fi
  ENQUIRY_SERVICE="$service" NEXT_PUBLIC_ENQUIRY_API_URL="${NEXT_PUBLIC_ENQUIRY_API_URL:-http://localhost:${api_port}}" NEXT_TELEMETRY_DISABLED=1 npm run --silent build
fi

pids=()
stop_all() {
  trap - EXIT INT TERM
  if [ "${#pids[@]}" -gt 0 ]; then
    kill -TERM "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
  fi
}
trap 'stop_all; exit 143' TERM
trap 'stop_all; exit 130' INT
trap 'stop_all' EXIT

# From the service's own package (its tsx and tsconfig); exec leaves one pid to signal.
tries=150
if [ "${ENQUIRY_RUNTIME:-node}" = "worker" ]; then
  # wrangler applies the D1 migrations and starts workerd first: give it longer.
  tries=300
  (cd server && PORT="$site_port" exec node --import tsx worker/dev.ts) &
else
  (cd server && PORT="$site_port" exec node --import tsx node/dev.ts) &
fi
pids+=("$!")
# Serve the site only once the service answers; if it exited instead, say so and stop.
ready=""
for _ in $(seq 1 "$tries"); do
  if ! kill -0 "${pids[0]}" 2>/dev/null; then
    echo "npm run site: the enquiry service or its mail sink could not start (see above), so the site is not served." >&2
    exit 1
  fi
  probe="fetch('http://127.0.0.1:${api_port}/healthz', { signal: AbortSignal.timeout(1000) })"
  if node -e "${probe}.then(() => process.exit(0), () => process.exit(1))" 2>/dev/null; then
    ready=1
    break
  fi
  sleep 0.2
done
if [ -z "$ready" ]; then
  echo "npm run site: the enquiry service did not answer on port ${api_port}; stopping." >&2
  exit 1
fi

node scripts/serve.mjs --port "$site_port" --host 127.0.0.1 --dir "${SITE_DIR:-out}" &
pids+=("$!")
set +e
wait -n "${pids[@]}"
status=$?
set -e
if kill -0 "${pids[0]}" 2>/dev/null; then
  echo "npm run site: the site server stopped (exit ${status}; is port ${site_port} in use? set PORT); stopping the enquiry service." >&2
else
  echo "npm run site: the enquiry service stopped (exit ${status}); stopping the site server." >&2
fi
exit "$status"
