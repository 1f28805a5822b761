#!/usr/bin/env bash
# `npm run test:pg`: the server suites against a real PostgreSQL. Starts a throwaway cluster under a
# temporary folder (the distribution's package; installed with apt-get when missing and run as root),
# listening only on a unix socket there, runs every test/server suite with DATABASE_URL pointing at
# it (the harness gives each test server its own new database), then stops it by its process id.
# Ends with the suites' "N passed, N failed" line. `npm run test:pg -- lock-rules` runs the matching files only.
set -uo pipefail
cd "$(dirname "$0")/../.."

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(pg_bin)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql' (Debian/Ubuntu) and try again"
    echo "0 passed, 1 failed"; exit 1
  fi
  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql) >/tmp/ci-apt-postgresql.log 2>&1 \
    || { tail -n 40 /tmp/ci-apt-postgresql.log; echo "0 passed, 1 failed"; exit 1; }
  bin=$(pg_bin)
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/loan-pg-XXXXXX")
# PostgreSQL refuses to run as root: the cluster then belongs to the package's `postgres` user
# (or `nobody`), which owns the temporary folder and nothing else.
as=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres; id -u postgres >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as=(runuser -u "$owner" --)
fi
pid=
cleanup() {
  if [ -n "$pid" ]; then
    kill -INT "$pid" 2>/dev/null # fast shutdown: ends sessions, then the server
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

"${as[@]}" "$bin/initdb" -D "$dir/data" -U loan -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log"; echo "0 passed, 1 failed"; exit 1; }
# Throwaway data: no fsync. Only the socket in the temporary folder, no TCP port to collide on.
"${as[@]}" "$bin/pg_ctl" start -w -t 30 -D "$dir/data" -l "$dir/server.log" \
  -o "-c listen_addresses='' -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null \
  || { cat "$dir/server.log"; echo "0 passed, 1 failed"; exit 1; }
pid=$(head -n 1 "$dir/data/postmaster.pid")

DATABASE_URL="postgresql://loan@localhost/postgres?host=$dir" node test/run.mjs "${1:-test/server/}"
