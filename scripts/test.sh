#!/usr/bin/env bash
# The one command that runs the whole test suite: installs what the tests need (Debian packages
# including Chromium and PostgreSQL, npm dependencies), checks the house rules first (Prettier,
# ESLint with the layer zones, TypeScript: a failure there stops the run before the slow part),
# starts PostgreSQL, imports the scripture data, builds, then runs the fast unit tests, the tests
# on the data (Vitest, against SQLite and PostgreSQL) and the end-to-end tests (Playwright in
# Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
npm run --silent check
mkdir -p test-results
status=0
# pure code first: seconds, before the minutes of import and build
npx vitest run --project fast --reporter=default --reporter=json --outputFile.json=test-results/vitest-fast.json || status=1
source scripts/postgres.sh
npm run --silent import
# SWORD's own Lucene index of the KJV: the word-search tests compare our results with it. Built
# again when empty: an interrupted mkfastmod leaves the directory without an index, and diatheke
# then finds nothing (every search.sword test failed on such a machine)
lucene=/usr/share/sword/modules/texts/ztext/engKJV2006eb/lucene
if [ -z "$(ls -A "$lucene" 2>/dev/null)" ]; then
  rm -rf "$lucene"
  mkfastmod engKJV2006eb >/dev/null
fi
npm run --silent build
npx vitest run --project data --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
npx playwright test || status=1
node scripts/test-summary.mjs || true
exit $status
