#!/usr/bin/env bash
# The one command that sets up and runs the app: installs dependencies (Debian and npm), imports
# the scripture data (skipped when current), builds the web app and server, and serves them on
# http://localhost:${PORT:-3000}. Stop with Ctrl-C (graceful shutdown).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run --silent import
npm run --silent build
# the node flags of `npm run serve` (package.json), which the benchmarks run too:
# - a larger young generation: fewer scavenges under load (bench/passages.bench.ts: p99 9.6 → 7.7 ms)
# - a 256 MB heap: the caches are bounded (~140 MB live at most); without a limit V8 let the heap
#   grow to ~400 MB between collections under bench:search-load (RSS 580 MB), with it RSS stayed
#   at most 328 MB (ADR 001)
# - no allocation-site pretenuring: in about half the runs under load V8 decided, during the first
#   seconds, to allocate per-request objects straight into the old generation, and kept to it; the
#   server then answered ~20% fewer requests with p99 over 50 ms (ADR 001)
exec node --max-semi-space-size=32 --max-old-space-size=256 --no-allocation-site-pretenuring dist/server/index.js
