#!/usr/bin/env bash
# npm run test:visual:update: rewrites every visual baseline from the current stories, then `git diff --stat` shows
# what changed (review the pictures before committing):
# - Chromium, every story at 390 and 1280 px: tests/e2e/__screenshots__/storybook/ (tests/e2e/storybook.spec.ts);
# - Firefox and WebKit, each state of the States stories at 390 px: tests/engines/__screenshots__/<engine>/
#   (tests/engines/states.test.ts, one engine after the other, each on its own fresh site);
# Storybook is built first (always: a baseline of a stale build is wrong); the site must be built (npm run build), as
# the suite starts it. Env as the suite's: E2E_PORT, MEDSPA_DIST.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build-storybook >/tmp/medspa-storybook.log 2>&1 || { tail -30 /tmp/medspa-storybook.log; exit 1; }
# Stories gone leave no baseline behind.
rm -rf tests/e2e/__screenshots__/storybook
status=0
npx playwright test tests/e2e/storybook.spec.ts --update-snapshots=all --reporter=line || status=1
for engine in firefox webkit; do
  ENGINE=$engine UPDATE_BASELINES=1 npx vitest run -c vitest.engines.config.ts tests/engines/states.test.ts || status=1
done
git status --short tests/e2e/__screenshots__ tests/engines/__screenshots__
exit $status
