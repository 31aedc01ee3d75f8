#!/usr/bin/env bash
# The one command that runs the whole test suite: installs what the tests need (Debian packages
# including Chromium and PostgreSQL, npm dependencies), starts PostgreSQL, imports the scripture
# data, builds, type-checks, then runs the unit/API/store tests (Vitest, against SQLite and
# PostgreSQL) and the end-to-end tests (Playwright in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
source scripts/postgres.sh
npm run --silent import
# SWORD's own Lucene index of the KJV: the word-search tests compare our results with it
[ -d /usr/share/sword/modules/texts/ztext/engKJV2006eb/lucene ] || mkfastmod engKJV2006eb >/dev/null
npm run --silent build
npm run --silent typecheck
mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
npx playwright test || status=1
node scripts/test-summary.mjs || true
exit $status
