#!/usr/bin/env bash
# The one command that sets up and runs the app: installs dependencies (Debian and npm), imports
# the scripture data (skipped when current), builds the web app and server, and serves them on
# http://localhost:${PORT:-3000}. Stop with Ctrl-C (graceful shutdown).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run --silent import
npm run --silent build
# the node flags and malloc settings of `npm run serve` (package.json), which the benchmarks run too:
# - a 16 MB semi-space (two of them resident under load: 32 MB), what V8 picks by itself on a
#   large machine, named so that a small one does not pick less; 32 made scavenges rarer
#   (bench/passages.bench.ts p99 9.6 → 7.7 ms) but held 32 MB more under bench:search-load, over
#   its 300 MB budget (ADR 001, issue 26)
# - a 256 MB heap: the caches are bounded (~140 MB live at most); without a limit V8 let the heap
#   grow to ~400 MB between collections under bench:search-load (RSS 580 MB) (ADR 001)
# - no allocation-site pretenuring: in about half the runs under load V8 decided, during the first
#   seconds, to allocate per-request objects straight into the old generation, and kept to it; the
#   server then answered ~20% fewer requests with p99 over 50 ms (ADR 001)
# - glibc malloc's thresholds pinned at their defaults (128 KB): otherwise a large block freed once
#   raises them (up to 32 MB for mmap, twice that for trimming) and every thread's arena keeps its
#   freed memory: ~19 MB under bench:search-load (ADR 001, issue 26)
export MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
exec node --max-semi-space-size=16 --max-old-space-size=256 --no-allocation-site-pretenuring dist/server/index.js
