#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for the tests: `cluster.sh start DIR [PORT]` makes and
# starts one in DIR and prints its DATABASE_URL; `cluster.sh stop DIR` stops it and removes DIR.
# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

action="${1:?usage: cluster.sh start|stop DIR [PORT]}"
dir="${2:?usage: cluster.sh start|stop DIR [PORT]}"
port="${3:-55432}"

bin_dir() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$found" ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

BIN="$(bin_dir)"
case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_owner "$BIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
    as_owner "$BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: cluster.sh start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac
