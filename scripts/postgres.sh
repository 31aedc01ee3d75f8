#!/usr/bin/env bash
# Sourced by the test command: starts Debian's PostgreSQL cluster (CI machines have no systemd),
# creates a test role and database, and exports TEST_DATABASE_URL.
set -euo pipefail
PG_VERSION=$(ls /etc/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '$2 == "main" && $4 == "online"' | grep -q .; then
  pg_ctlcluster "$PG_VERSION" main start
fi
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 0.5; done
as_postgres() { if [ "$(id -un)" = postgres ]; then "$@"; else su postgres -c "$(printf '%q ' "$@")"; fi; }
as_postgres psql -q -v ON_ERROR_STOP=1 -c "DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bible_test') THEN
    CREATE ROLE bible_test LOGIN PASSWORD 'bible_test' CREATEDB;
  END IF; END \$\$;" >/dev/null
as_postgres psql -tAc "SELECT 1 FROM pg_database WHERE datname = 'bible_test'" | grep -q 1 \
  || as_postgres createdb -O bible_test bible_test
export TEST_DATABASE_URL="postgres://bible_test:bible_test@127.0.0.1:5432/bible_test"
