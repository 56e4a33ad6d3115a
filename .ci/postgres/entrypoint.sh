#!/bin/sh
# The official image's start: on first start a cluster whose POSTGRES_USER logs in with
# POSTGRES_PASSWORD from anywhere, and POSTGRES_DB; then the server in the foreground.
set -eu
case "$1" in -*) set -- postgres "$@" ;; esac
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  user=${POSTGRES_USER:-postgres}
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  # Debian's psql looks for the socket where the official image keeps it.
  printf "listen_addresses = '*'\nunix_socket_directories = '/var/run/postgresql'\n" >>"$PGDATA/postgresql.conf"
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec "$@"
