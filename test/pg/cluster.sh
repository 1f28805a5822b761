# Sourced (not run) by test/pg/run.sh and test/chaos/run.sh: a throwaway PostgreSQL cluster under a
# temporary folder (the distribution's package; installed with apt-get when missing and run as
# root), listening only on a unix socket there, stopped by its process id.
#   pg_cluster_start  -> sets PG_ADMIN_URL (or prints why not and returns 1)
#   pg_cluster_stop   -> fast shutdown by pid, removes the folder (safe to call twice; trap it on EXIT)

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

pg_cluster_dir=
pg_cluster_pid=

pg_cluster_start() {
  local bin; bin=$(pg_bin)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql' (Debian/Ubuntu) and try again"
      return 1
    fi
    (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql) >/tmp/ci-apt-postgresql.log 2>&1 \
      || { tail -n 40 /tmp/ci-apt-postgresql.log; return 1; }
    bin=$(pg_bin)
  fi
  pg_cluster_dir=$(mktemp -d "${TMPDIR:-/tmp}/loan-pg-XXXXXX")
  local dir=$pg_cluster_dir
  # PostgreSQL refuses to run as root: the cluster then belongs to the package's `postgres` user
  # (or `nobody`), which owns the temporary folder and nothing else.
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    local owner=postgres; id -u postgres >/dev/null 2>&1 || owner=nobody
    chown "$owner" "$dir"
    as=(runuser -u "$owner" --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U loan -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log"; return 1; }
  # Throwaway data: no fsync. Only the socket in the temporary folder, no TCP port to collide on.
  "${as[@]}" "$bin/pg_ctl" start -w -t 30 -D "$dir/data" -l "$dir/server.log" \
    -o "-c listen_addresses='' -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null \
    || { cat "$dir/server.log"; return 1; }
  pg_cluster_pid=$(head -n 1 "$dir/data/postmaster.pid")
  PG_ADMIN_URL="postgresql://loan@localhost/postgres?host=$dir"
}

pg_cluster_stop() {
  if [ -n "$pg_cluster_pid" ]; then
    kill -INT "$pg_cluster_pid" 2>/dev/null # fast shutdown: ends sessions, then the server
    for _ in $(seq 1 100); do kill -0 "$pg_cluster_pid" 2>/dev/null || break; sleep 0.1; done
    pg_cluster_pid=
  fi
  if [ -n "$pg_cluster_dir" ]; then rm -rf "$pg_cluster_dir"; pg_cluster_dir=; fi
}
