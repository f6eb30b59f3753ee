#!/usr/bin/env bash
# Installs what the tests need on a fresh machine (npm packages, Debian's Chromium) and runs every
# test: unit tests, the build, the first-load JavaScript budgets, HTML validation of every exported
# page, the enquiry service tests and the Playwright end-to-end suite against the built out/ folder.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian's Chromium"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step "Installing npm packages (the site, then the enquiry service's own package in server/)"
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

step "Enquiry service tests"
npm run --silent test:server

step "Build (next build -> out/)"
NEXT_TELEMETRY_DISABLED=1 npm run --silent build

step "First-load JavaScript and HTML budgets"
node scripts/measure-js.mjs --check

step "HTML validation (html-validate, every page in out/)"
node scripts/validate-html.mjs out

step "Adding a service and a news post (builds a copy of the site with one more of each)"
npx vitest run --config tests/build/vitest.config.ts

step "End-to-end tests (Chromium, desktop 1280 px and mobile 375 px)"
npx playwright test
