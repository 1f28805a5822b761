#!/usr/bin/env bash
# `npm run test:pg`: the server suites against a real PostgreSQL. Starts a throwaway cluster under a
# temporary folder (test/pg/cluster.sh: the distribution's package, installed with apt-get when
# missing and run as root), listening only on a unix socket there, runs every test/server suite with
# DATABASE_URL pointing at it (the harness gives each test server its own new database), then stops
# it by its process id. Ends with the suites' "N passed, N failed" line. `npm run test:pg -- lock-rules`
# runs the matching files only.
set -uo pipefail
cd "$(dirname "$0")/../.."
. test/pg/cluster.sh

trap pg_cluster_stop EXIT
pg_cluster_start || { echo "0 passed, 1 failed"; exit 1; }

DATABASE_URL="$PG_ADMIN_URL" node test/run.mjs "${1:-test/server/}"
