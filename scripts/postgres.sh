#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server on loopback for the postgres test leg.
#   scripts/postgres.sh start   → prints the DATABASE_URL
#   scripts/postgres.sh stop
# Uses Debian's server binaries; as root it runs them as the postgres user.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGDIR="${PGDIR:-/tmp/vc-postgres-$PGPORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    rm -rf "$PGDIR"; mkdir -p "$PGDIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
    as_pg "$BIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
      -o "-p $PGPORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PGDIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
