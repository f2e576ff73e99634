#!/usr/bin/env bash
# Puts Deno (the npm package, a registry binary: no download of its own) in .local/tools and prints its path.
# It is kept out of package.json on purpose: the registry mirror here carries only deno's linux-x64 package, so a
# lock file listing it can never list the other platforms, and `npm ci` then refuses the whole lock.
set -euo pipefail
cd "$(dirname "$0")/.."
DENO_VERSION=2.9.6
bin=".local/tools/node_modules/.bin/deno"
if [ -n "${DENO_BIN:-}" ] && [ -x "$DENO_BIN" ]; then echo "$DENO_BIN"; exit 0; fi
if [ ! -x "$bin" ] || ! "$bin" --version 2>/dev/null | grep -q "deno $DENO_VERSION"; then
  mkdir -p .local/tools
  # Its own package.json, so npm 11 runs deno's postinstall without a warning (allowScripts is project-scoped).
  [ -f .local/tools/package.json ] || echo '{ "private": true, "allowScripts": { "deno": true } }' >.local/tools/package.json
  npm install --prefix .local/tools --no-save --no-package-lock --no-audit --no-fund "deno@$DENO_VERSION" >&2
fi
echo "$PWD/$bin"
