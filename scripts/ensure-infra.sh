#!/usr/bin/env bash
# Makes sure the servers Rapport needs answer on loopback: a MongoDB-protocol server (FerretDB v1,
# built from Go's module proxy and started here when nothing answers at MONGO_URL, on the project's
# own PostgreSQL cluster in .tools/pg when PostgreSQL's server binaries are installed, else on
# SQLite), Redis and RabbitMQ (started with the machine's own packages when they are down).
# Idempotent, and quick when everything runs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tools=$root/.tools
mkdir -p "$tools/bin"
export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"

FERRETDB_VERSION=v1.24.2
MONGO_URL=${MONGO_URL:-mongodb://127.0.0.1:27017}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
AMQP_URL=${AMQP_URL:-amqp://guest:guest@127.0.0.1:5672}

log() { printf '[infra] %s\n' "$*" >&2; }

# host and port of a URL like scheme://user:pass@host:port/...
hostport() {
  local rest=${1#*://}
  rest=${rest##*@}
  rest=${rest%%/*}
  rest=${rest%%\?*}
  printf '%s %s\n' "${rest%%:*}" "${rest##*:}"
}

listening() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

wait_for() {
  local name=$1 host=$2 port=$3 seconds=$4
  for _ in $(seq 1 $((seconds * 5))); do
    listening "$host" "$port" && return 0
    sleep 0.2
  done
  log "$name did not come up on $host:$port within ${seconds}s"
  return 1
}

install_ferretdb() {
  [ -x "$tools/bin/ferretdb" ] && return 0
  command -v go >/dev/null || { log "Go is needed to build FerretDB (apt-get install golang or /usr/local/go)"; exit 1; }
  log "building FerretDB $FERRETDB_VERSION from the Go module proxy (about a minute)"
  # `go install ...@version` cannot be used as is: the proxy refuses the module's version list (asked
  # for deprecation notices) and the module zip lacks build/version/version.txt, without which the
  # binary panics at start. So: download the exact version, add version.txt, build with its own go.sum.
  local work dir
  work=$(mktemp -d)
  dir=$(cd "$work" && go mod init ferretdb-build >/dev/null 2>&1 &&
    go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [ -n "$dir" ] || { log "could not download FerretDB $FERRETDB_VERSION"; exit 1; }
  cp -r "$dir" "$work/src" && chmod -R u+w "$work/src"
  echo "$FERRETDB_VERSION" >"$work/src/build/version/version.txt"
  (cd "$work/src" && CGO_ENABLED=0 go build -trimpath -o "$tools/bin/ferretdb" ./cmd/ferretdb)
  rm -rf "$work"
  log "FerretDB installed at $tools/bin/ferretdb"
}

start_ferretdb() {
  local host=$1 port=$2 args
  install_ferretdb
  args=(--listen-addr="$host:$port" --telemetry=disable --debug-addr=- --state-dir="$tools/ferretdb-state" --log-level=warn)
  mkdir -p "$tools/ferretdb-state"
  if ensure_postgres; then
    pg_psql postgres -tAc "select 1 from pg_database where datname='ferretdb'" | grep -q 1 ||
      pg_psql postgres -qc 'create database ferretdb' >/dev/null
    # FerretDB v1 can deadlock its own pool when about as many updates as the pool holds run at once
    # (each holds one connection and waits for a second): give it most of the cluster's connections.
    # plan_cache_mode: see scripts/ferretdb-gin-indexes.sql (per-field indexes need custom plans).
    # sslmode=disable: TLS on loopback only costs CPU (it showed in FerretDB's profile).
    args+=(--handler=postgresql --postgresql-url="$pg_url?pool_max_conns=80&plan_cache_mode=force_custom_plan&sslmode=disable")
    mirror_indexes
  else
    mkdir -p "$tools/ferretdb-sqlite"
    args+=(--handler=sqlite --sqlite-url="file:$tools/ferretdb-sqlite/")
  fi
  log "starting FerretDB on $host:$port (telemetry disabled)"
  # GOGC=400: Go collects once new allocations reach 4x the live heap (default 1x). FerretDB's
  # live heap is small and every document it converts is garbage at once, so at the default it spent
  # about a quarter of its CPU collecting; 400 cuts its CPU per campaign recipient by about that much
  # for some tens of MiB more memory.
  GOGC="${FERRETDB_GOGC:-400}" nohup "$tools/bin/ferretdb" "${args[@]}" >>"$tools/ferretdb.log" 2>&1 &
  wait_for FerretDB "$host" "$port" 30
}

# FerretDB on PostgreSQL: GIN twins of every declared index, so equality filters use an index
# (scripts/ferretdb-gin-indexes.sql). Idempotent; a no-op while the project's cluster has no FerretDB
# database.
mirror_indexes() {
  pg_psql ferretdb -tAc 'select 1' >/dev/null 2>&1 || return 0
  PGOPTIONS='-c client_min_messages=warning' pg_psql ferretdb -q \
    -v ON_ERROR_STOP=1 -f "$root/scripts/ferretdb-gin-indexes.sql" >/dev/null
  log "FerretDB on PostgreSQL: declared indexes mirrored as GIN expression indexes"
}

# The project's own PostgreSQL cluster (decision 0019): data in .tools/pg, log in .tools/pg.log,
# 127.0.0.1:$RAPPORT_PG_PORT only, settings in .tools/pg/rapport.conf (written below on every run).
# The machine's shared PostgreSQL (5432) is never used, configured, started or stopped.
PG_PORT=${RAPPORT_PG_PORT:-54329}
PG_SUPERUSER=rapport
# Where the cluster lives: .tools/pg, or (as root, when the postgres user cannot reach the checkout)
# the directory that .tools/pg links to, under the postgres user's home (see ensure_postgres).
pg_dir=$tools/pg
[ -L "$pg_dir" ] && pg_dir=$(readlink -f "$pg_dir")
pg_log=$pg_dir.log
pg_url="postgres://$PG_SUPERUSER@127.0.0.1:$PG_PORT/ferretdb"

# The server binaries of the cluster's major version (before initdb: the newest installed).
pg_bindir() {
  local dir
  if [ -f "$pg_dir/PG_VERSION" ]; then dir=/usr/lib/postgresql/$(cat "$pg_dir/PG_VERSION")/bin
  else dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1); fi
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && printf '%s\n' "$dir"
}

pg_psql() {
  local db=$1
  shift
  "$pg_bin/psql" -X -h 127.0.0.1 -p "$PG_PORT" -U "$PG_SUPERUSER" -d "$db" "$@"
}

# PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user.
as_pg_owner() {
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

pg_settings() {
  cat <<SETTINGS
# Written by scripts/ensure-infra.sh on every run: change the script, not this file.
cluster_name = 'rapport'
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = ''
# FerretDB's pool (pool_max_conns=80), psql, tests, autovacuum workers.
max_connections = 120
# A machine of 24 GiB shared with the whole stack.
shared_buffers = 768MB
effective_cache_size = 4GB
work_mem = 16MB
maintenance_work_mem = 256MB
# Durability is never traded for speed.
fsync = on
synchronous_commit = on
full_page_writes = on
max_wal_size = 2GB
checkpoint_timeout = 15min
# FerretDB's tables are insert-then-delete (outboxes, claims) or grow from nothing (a new
# organization): vacuum and analyze once 2% of a table changed, looked at every 10 s.
autovacuum = on
autovacuum_max_workers = 2
autovacuum_naptime = 10s
autovacuum_vacuum_threshold = 50
autovacuum_vacuum_scale_factor = 0.02
autovacuum_vacuum_insert_threshold = 1000
autovacuum_vacuum_insert_scale_factor = 0.02
autovacuum_analyze_threshold = 50
autovacuum_analyze_scale_factor = 0.02
autovacuum_vacuum_cost_limit = 1000
# FerretDB's prepared statements keep the field a parameter: only custom plans match the expression
# indexes (scripts/ferretdb-gin-indexes.sql).
plan_cache_mode = force_custom_plan
# Queries of milliseconds: compiling them costs more than it saves.
jit = off
random_page_cost = 1.1
timezone = 'UTC'
log_timezone = 'UTC'
SETTINGS
}

# Creates (once) and starts the project's cluster. Fails (SQLite then) without PostgreSQL's server
# binaries; exits when they are there but the cluster cannot run.
ensure_postgres() {
  if ! pg_bin=$(pg_bindir); then
    [ -f "$pg_dir/PG_VERSION" ] && log "no PostgreSQL $(cat "$pg_dir/PG_VERSION") server binaries for the cluster in $pg_dir"
    return 1
  fi
  local root_user=0 conf changed=0 dir pending
  [ "$(id -u)" = 0 ] && root_user=1
  # Another checkout's cluster of this project already answers on the port (two clones on one
  # machine): FerretDB uses it, as both would use one Redis; its own checkout keeps its settings.
  dir=$(pg_psql postgres -tAc "select current_setting('data_directory') where current_setting('cluster_name') = 'rapport'" 2>/dev/null) || dir=
  if [ -n "$dir" ] && [ "$(realpath "$dir" 2>/dev/null)" != "$(realpath "$pg_dir" 2>/dev/null)" ]; then
    log "the project's PostgreSQL of another checkout ($dir) answers at 127.0.0.1:$PG_PORT: FerretDB uses it"
    return 0
  fi
  if [ "$root_user" = 1 ] && ! id postgres >/dev/null 2>&1; then
    log "PostgreSQL does not run as root and there is no postgres user: FerretDB uses SQLite"
    return 1
  fi
  if [ ! -f "$pg_dir/PG_VERSION" ]; then
    if [ -d "$pg_dir" ] && ! rmdir "$pg_dir" 2>/dev/null; then
      log "$pg_dir holds no cluster this user can read: move it away (or run as its owner)"
      exit 1
    fi
    mkdir -p "$pg_dir" && chmod 700 "$pg_dir"
    if [ "$root_user" = 1 ]; then
      chown postgres: "$pg_dir"
      # A checkout the postgres user cannot reach (a parent directory closed to others): the data goes
      # under its home, one directory per checkout, and .tools/pg links to it.
      if ! runuser -u postgres -- test -w "$pg_dir"; then
        rmdir "$pg_dir"
        pg_dir=$(getent passwd postgres | cut -d: -f6)/rapport-$(printf '%s' "$root" | md5sum | cut -c1-12)
        pg_log=$pg_dir.log
        mkdir -p "$pg_dir" && chmod 700 "$pg_dir" && chown postgres: "$pg_dir"
        ln -sfn "$pg_dir" "$tools/pg"
      fi
    fi
    log "creating the project's PostgreSQL cluster in $pg_dir (once)"
    as_pg_owner "$pg_bin/initdb" -D "$pg_dir" -U "$PG_SUPERUSER" --auth=trust -E UTF8 --locale=C >/dev/null ||
      { log "initdb failed (can the postgres user reach $pg_dir?)"; exit 1; }
    echo "include = 'rapport.conf'" >>"$pg_dir/postgresql.conf"
  fi
  conf=$pg_dir/rapport.conf
  if [ "$(pg_settings)" != "$(cat "$conf" 2>/dev/null)" ]; then
    pg_settings >"$conf" && chmod 644 "$conf" && changed=1
  fi
  if pg_psql postgres -tAc 'select 1' >/dev/null 2>&1; then
    dir=$(pg_psql postgres -tAc 'show data_directory')
    if [ "$(realpath "$dir")" != "$(realpath "$pg_dir")" ]; then
      log "127.0.0.1:$PG_PORT answers with another PostgreSQL ($dir): set RAPPORT_PG_PORT"
      exit 1
    fi
    if [ "$changed" = 1 ]; then
      pg_psql postgres -qtAc 'select pg_reload_conf()' >/dev/null
      sleep 0.2
    fi
    # Never restarted here (FerretDB and tests may be using it): said until someone restarts it.
    pending=$(pg_psql postgres -tAc "select string_agg(name, ', ') from pg_settings where pending_restart")
    [ -z "$pending" ] ||
      log "PostgreSQL settings changed ($pending) apply at its next start: $([ "$root_user" = 1 ] && echo 'runuser -u postgres -- ')$pg_bin/pg_ctl -D $pg_dir -l $pg_log restart"
  else
    log "starting the project's PostgreSQL on 127.0.0.1:$PG_PORT"
    touch "$pg_log"
    [ "$root_user" = 1 ] && chown postgres: "$pg_log"
    as_pg_owner "$pg_bin/pg_ctl" -D "$pg_dir" -l "$pg_log" -w -t 60 start >/dev/null ||
      { log "PostgreSQL did not start: see $pg_log"; exit 1; }
  fi
  log "PostgreSQL (the project's cluster) answers at 127.0.0.1:$PG_PORT"
}

# A FerretDB already answers at MONGO_URL: says so when it runs on another PostgreSQL than the
# project's cluster (one started before decision 0019 runs on the machine's shared server).
check_ferretdb_backend() {
  local line pid
  line=$(ps -eo pid=,args= | grep -F -- "--listen-addr=$1:$2" | grep -F -- '--postgresql-url=' | grep -v grep | head -1) || true
  [ -n "$line" ] || return 0
  read -r pid _ <<<"$line"
  case $line in
  *"@127.0.0.1:$PG_PORT/"*) ;;
  *) log "FerretDB (pid $pid) at $1:$2 runs on another PostgreSQL than the project's cluster: stop it (kill $pid) and run this script again" ;;
  esac
}

# The failure tests run FerretDB servers of their own (libs/testkit/src/servers.ts): the binary is
# needed even when a MongoDB-protocol server already answers.
if [ -x "$tools/bin/ferretdb" ] || command -v go >/dev/null; then install_ferretdb
else log "no Go to build FerretDB: the failure tests that run their own store will fail"; fi

read -r mhost mport < <(hostport "$MONGO_URL")
if listening "$mhost" "${mport:-27017}"; then
  log "MongoDB protocol server answers at $mhost:$mport"
  check_ferretdb_backend "$mhost" "${mport:-27017}"
  # The FerretDB started here earlier needs its cluster (again after a reboot or a stop).
  if [ -f "$pg_dir/PG_VERSION" ] && ensure_postgres; then mirror_indexes; fi
else start_ferretdb "$mhost" "${mport:-27017}"; fi

read -r rhost rport < <(hostport "$REDIS_URL")
if ! listening "$rhost" "$rport"; then
  command -v redis-server >/dev/null || { log "Redis is down at $rhost:$rport and redis-server is not installed"; exit 1; }
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 --port "$rport" --save "" --appendonly no --dir "${TMPDIR:-/tmp}" >/dev/null
  wait_for Redis "$rhost" "$rport" 20
fi
log "Redis answers at $rhost:$rport"

read -r ahost aport < <(hostport "$AMQP_URL")
if ! listening "$ahost" "$aport"; then
  command -v rabbitmq-server >/dev/null || { log "RabbitMQ is down at $ahost:$aport and rabbitmq-server is not installed"; exit 1; }
  log "starting RabbitMQ"
  rabbitmq-server -detached >/dev/null 2>&1 || true
  wait_for RabbitMQ "$ahost" "$aport" 90
fi
log "RabbitMQ answers at $ahost:$aport"
