#!/usr/bin/env bash
# Runs every test: type check, lint, unit and backend tests (Vitest), the builds (widgets, site, Storybook),
# the browser suite (Playwright on Debian's Chromium) and the cross-engine suite (tests/engines: Debian's Firefox ESR
# and WebKitGTK). Installs what a fresh machine lacks first.
# Ends with one summary line: "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
fail() { echo "test-all: $*" >&2; exit 1; }

# 1. Dependencies: npm ci when node_modules is missing or older than the lock file.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund || fail "npm ci failed"
fi

# 2. From Debian: Chromium and its headless shell (the browser suite's Chromium, scripts/chromium.ts; Playwright's own
#    browser download cannot work offline), a plain PostgreSQL server
#    (the migrations are also applied to it, so `supabase db push` runs the same SQL), openssl (a test
#    certificate for the host's HTTPS tests), and the other two engines: Firefox ESR, WebKitGTK's WebKitWebDriver
#    (with its MiniBrowser) and Xvfb for it (Playwright cannot drive Debian's builds; tests/engines/driver.ts does).
#    One apt-get for all.
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export CHROME_HEADLESS_SHELL_PATH="${CHROME_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
export FIREFOX_PATH="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
engines_missing() {
  local m=()
  [ -x "$FIREFOX_PATH" ] || m+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || m+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || m+=(xvfb)
  echo "${m[*]}"
}
missing=()
[ -x "$CHROME_PATH" ] || missing+=(chromium)
[ -x "$CHROME_HEADLESS_SHELL_PATH" ] || missing+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v openssl >/dev/null || missing+=(openssl)
read -r -a engine_pkgs <<<"$(engines_missing)"
missing+=("${engine_pkgs[@]}")
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing from Debian: ${missing[*]}"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) \
      || fail "apt-get install ${missing[*]} failed"
  elif [[ " ${missing[*]} " == *" chromium "* || " ${missing[*]} " == *" chromium-headless-shell "* ]]; then
    fail "Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${missing[*]}   (or set CHROME_PATH, CHROME_HEADLESS_SHELL_PATH)"
  else
    echo "test-all: missing ${missing[*]}: what needs them is skipped (the plain-PostgreSQL migration test, the HTTPS tests, the Firefox and WebKit suite). Install with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  fi
fi
# Still missing after that (not root): the cross-engine suite runs with every test skipped, and says why.
ENGINES_UNAVAILABLE="$(engines_missing)"
[ -n "$ENGINES_UNAVAILABLE" ] && ENGINES_UNAVAILABLE="not installed: $ENGINES_UNAVAILABLE (sudo apt-get install -y $ENGINES_UNAVAILABLE)"

# 3. Deno for the edge-function entry tests (kept out of package.json: see the script).
step "Deno"
DENO_BIN="$(bash scripts/ensure-deno.sh)" || fail "could not install Deno from the npm registry"
export DENO_BIN
"$DENO_BIN" --version | head -1

mkdir -p test-results
status=0

# The type check and the linters each take one core: both at once, their output in order.
step "type check (browser, Node, Deno) and lint (ESLint, Prettier), side by side"
npm run --silent typecheck >test-results/typecheck.log 2>&1 & typecheck_pid=$!
npm run --silent lint >test-results/lint.log 2>&1 & lint_pid=$!
wait $typecheck_pid || { echo "type check failed:"; status=1; }
cat test-results/typecheck.log
wait $lint_pid || { echo "lint failed:"; status=1; }
cat test-results/lint.log

step "unit, component and backend tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "build: widgets, manifest, site"
npm run build || fail "build failed"

# Before the browser tests: tests/e2e/storybook.spec.ts checks this build (stories, docs pages, accessibility panel).
step "build: Storybook"
npm run build-storybook >/tmp/medspa-storybook.log 2>&1 || { tail -30 /tmp/medspa-storybook.log; status=1; }

step "browser tests (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json || status=1

# Firefox and WebKit against the same build, each on its own fresh site (tests/engines, vitest.engines.config.ts),
# both at once (each takes about one core; ports from 4273 and 4277; logs in test-results/engines-*.log). After
# Playwright, not beside it: beside it the machine was saturated, the whole took no less time, and a WebKit check of
# the ticker's first item came too late.
step "browser tests (Firefox, WebKit)"
engine_run() {
  local engine=$1 t0=$SECONDS rc=0
  ENGINE=$engine ENGINES_PORT=4273 ENGINE_UNAVAILABLE="$ENGINES_UNAVAILABLE" npx vitest run -c vitest.engines.config.ts \
    --reporter=default --reporter=json --outputFile.json="test-results/engines-$engine.json" >"test-results/engines-$engine.log" 2>&1 || rc=1
  echo "$engine: $((SECONDS - t0)) s" >>"test-results/engines-$engine.log"
  return $rc
}
engine_run firefox & firefox_pid=$!
engine_run webkit & webkit_pid=$!

wait $firefox_pid || status=1
wait $webkit_pid || status=1
# Each run's log: whole when it failed, else its closing lines (the counts and the time).
for engine in firefox webkit; do
  if grep -q 'Test Files .*failed\|Error' "test-results/engines-$engine.log"; then
    cat "test-results/engines-$engine.log"
  else
    grep -v '^\s*$' "test-results/engines-$engine.log" | tail -n 6
  fi
done

node scripts/summary.mjs test-results/vitest.json test-results/playwright.json test-results/engines-firefox.json test-results/engines-webkit.json || status=1
exit $status
