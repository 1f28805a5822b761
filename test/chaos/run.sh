#!/usr/bin/env bash
# `npm run test:chaos`: money under crashes and races (test/chaos/chaos.ts) on SQLite, then on a
# throwaway PostgreSQL cluster (test/pg/cluster.sh, stopped by its pid): one server, then two instances
# behind a round-robin proxy (postgres-pair). `npm run test:chaos -- sqlite`, `-- postgres` or
# `-- postgres-pair` runs one. Builds first when dist/ is missing. Ends with one "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
. test/pg/cluster.sh

which=${1:-both}
case "$which" in sqlite|postgres|postgres-pair|both) ;; *) echo "usage: npm run test:chaos [-- sqlite|postgres|postgres-pair]"; echo "0 passed, 1 failed"; exit 1 ;; esac
[ -f dist/server/index.mjs ] && [ -f dist/server/ops.mjs ] || node build.mjs >/dev/null || { echo "0 passed, 1 failed"; exit 1; }

passed=0; failed=0
one() {
  local log; log=$(mktemp)
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local line; line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  rm -f "$log"
  local p=0 f=0
  if [ -n "$line" ]; then p=${line%% passed*}; f=${line#*, }; f=${f%% failed*}; fi
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p)); failed=$((failed + f))
}

if [ "$which" = sqlite ] || [ "$which" = both ]; then one node --import tsx test/chaos/chaos.ts sqlite; fi
if [ "$which" != sqlite ]; then
  trap pg_cluster_stop EXIT
  if pg_cluster_start; then
    if [ "$which" != postgres-pair ]; then one env DATABASE_URL="$PG_ADMIN_URL" node --import tsx test/chaos/chaos.ts postgres; fi
    if [ "$which" != postgres ]; then one env DATABASE_URL="$PG_ADMIN_URL" node --import tsx test/chaos/chaos.ts postgres-pair; fi
  else
    failed=$((failed + 1))
  fi
  pg_cluster_stop
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
