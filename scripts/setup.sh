#!/usr/bin/env bash
# Installs everything the app needs on Debian 12 with Node 20: the SWORD data and tools and the
# Hebrew lexicon (Brown-Driver-Briggs, in bibledit-data) from apt, then the npm dependencies. With
# --test it also installs what the test suite needs (Chromium, PostgreSQL, and nginx for
# `npm run serve:cluster`, which src/server/cluster.test.ts runs; `npm start` runs one process
# and needs no nginx). Idempotent and quick
# when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  sword-text-kjv sword-text-web sword-text-sparv
  sword-dict-strongs-hebrew sword-dict-strongs-greek sword-dict-naves sword-comm-mhcc
  sword-comm-scofield sword-comm-tdavid
  libsword-utils diatheke
  bibledit-data # its sources/morphhb/ (src/import/oshb.ts) and hebrewlexicon/ (bdb.ts)
  fonts-sil-ezra # Ezra SIL, served for pointed Hebrew (src/server/routes/fonts.route.ts)
  unzip # the CrossWire module zips of ../shared/data/sword-modules (src/import/sword-zips.ts)
)
if [ "${1:-}" = "--test" ]; then APT_PACKAGES+=(chromium postgresql nginx-light); fi

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "setup: installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}" >/dev/null
fi

# npm dependencies: (re)install when package-lock.json changed since the last install
stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  echo "setup: installing npm dependencies"
  # `npm install` installs exactly what package-lock.json locks, like `npm ci`, but tolerates what
  # `npm ci` refuses here: the registry this machine reaches lacks other platforms' optional
  # binaries (rollup's and unrs-resolver's android/darwin/win32 builds), so npm cannot write them
  # into the lock file, and `npm ci` calls such a lock out of sync.
  npm install --no-audit --no-fund --loglevel=error
  cp package-lock.json "$stamp"
fi

# the SQLite extension word search counts matches with (skipped when current)
node scripts/build-native.mjs
