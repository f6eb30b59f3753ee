#!/usr/bin/env bash
# Installs what the tests need on a fresh machine (npm packages; Debian's Chromium, nginx and Java)
# and runs every test: unit tests, the build, the first-load JavaScript budgets, HTML validation of
# every exported page, the enquiry service tests (its contract suite against the Node service and the
# Worker in Cloudflare's local runtime), the Playwright end-to-end suite against the built
# out/ folder, and the same export served through the nginx sample and Cloudflare's local runtime.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Debian's Chromium (browser tests), nginx (the deployment sample is served for real) and Java (the W3C Nu checker).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v java >/dev/null || missing+=(default-jre-headless)
if [ "${#missing[@]}" -gt 0 ]; then
  step "Installing Debian's ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

step "Installing npm packages (the site, then the enquiry service's workspaces in server/)"
npm install --no-audit --no-fund --loglevel=error
npm --prefix server install --no-audit --no-fund --loglevel=error

step "Type check (the site, then the enquiry service)"
npm run --silent typecheck

step "Lint (ESLint, eslint-config-next)"
npx eslint .

step "Unit tests"
npx vitest run

step "Content review (stale figures and dates)"
npx tsx scripts/check-content.ts

step "Enquiry service tests (the contract suite against the Node service and the Worker in wrangler's local runtime)"
npm run --silent test:server

step "Build (next build -> out/)"
NEXT_TELEMETRY_DISABLED=1 npm run --silent build

step "First-load JavaScript and HTML budgets"
node scripts/measure-js.mjs --check

step "HTML validation (html-validate and the W3C Nu checker, every page in out/)"
node scripts/validate-html.mjs out

step "Builds from a copy: one more service and news post; the staff's own build; npm run site on other ports"
npx vitest run --config tests/build/vitest.config.ts

# What else is using the machine: a slow run can be told from a busy one.
step "Machine load before the browser suites"
uptime
ps -eo pcpu,etime,args --sort=-pcpu | head -6 | cut -c1-160

step "End-to-end tests (Chromium at 1280 px; at 375 px what the width changes)"
npx playwright test

step "Deployed for real: every page through the nginx sample and Cloudflare's local runtime (wrangler pages dev)"
npx playwright test -c e2e/hosts/playwright.config.ts
