#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 in a temporary folder and prints its URL.
# Usage: eval "$(scripts/pg-throwaway.sh start)"   -> exports TEST_DATABASE_URL and PG_THROWAWAY_DIR
#        scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
set -euo pipefail

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return; }
  done
  echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
}

as_owner() {
  # initdb and postgres refuse to run as root; the Debian package provides the postgres user.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(pg_bin)
    dir=$(mktemp -d /tmp/autoserv-pg.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=${PG_PORT:-$(( 20000 + RANDOM % 20000 ))}
    as_owner "$bin/initdb" -D "$dir/data" -U autoserv --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200" start >/dev/null
    echo "export PG_THROWAWAY_DIR='$dir'"
    echo "export TEST_DATABASE_URL='postgres://autoserv@127.0.0.1:$port/postgres'"
    ;;
  stop)
    dir=${2:?the folder printed by start}
    bin=$(pg_bin)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
