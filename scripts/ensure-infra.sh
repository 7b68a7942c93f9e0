#!/usr/bin/env bash
# Makes sure the servers Rapport needs answer on loopback: a MongoDB-protocol server (FerretDB v1,
# built from Go's module proxy and started here when nothing answers at MONGO_URL), Redis and
# RabbitMQ (started with the machine's own packages when they are down). Idempotent.
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
  if listening 127.0.0.1 5432 || start_postgres; then
    psql -h 127.0.0.1 -U "${PGUSER:-root}" -d postgres -tAc "select 1 from pg_database where datname='ferretdb'" | grep -q 1 ||
      psql -h 127.0.0.1 -U "${PGUSER:-root}" -d postgres -qc 'create database ferretdb' >/dev/null
    # FerretDB v1 can deadlock its own pool when about as many updates as the pool holds run at once
    # (each holds one connection and waits for a second): give it most of PostgreSQL's 100.
    # plan_cache_mode: see scripts/ferretdb-gin-indexes.sql (per-field indexes need custom plans).
    # sslmode=disable: TLS on loopback only costs CPU (it showed in FerretDB's profile).
    args+=(--handler=postgresql --postgresql-url="postgres://${PGUSER:-root}@127.0.0.1:5432/ferretdb?pool_max_conns=80&plan_cache_mode=force_custom_plan&sslmode=disable")
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
# (scripts/ferretdb-gin-indexes.sql). Idempotent; a no-op when there is no local FerretDB database.
mirror_indexes() {
  command -v psql >/dev/null || return 0
  psql -h 127.0.0.1 -U "${PGUSER:-root}" -d ferretdb -tAc 'select 1' >/dev/null 2>&1 || return 0
  PGOPTIONS='-c client_min_messages=warning' psql -h 127.0.0.1 -U "${PGUSER:-root}" -d ferretdb -q \
    -v ON_ERROR_STOP=1 -f "$root/scripts/ferretdb-gin-indexes.sql" >/dev/null
  log "FerretDB on PostgreSQL: declared indexes mirrored as GIN expression indexes"
}

start_postgres() {
  command -v pg_ctlcluster >/dev/null || return 1
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
  wait_for PostgreSQL 127.0.0.1 5432 20
}

# The failure tests run FerretDB servers of their own (libs/testkit/src/servers.ts): the binary is
# needed even when a MongoDB-protocol server already answers.
if [ -x "$tools/bin/ferretdb" ] || command -v go >/dev/null; then install_ferretdb
else log "no Go to build FerretDB: the failure tests that run their own store will fail"; fi

read -r mhost mport < <(hostport "$MONGO_URL")
if listening "$mhost" "${mport:-27017}"; then
  log "MongoDB protocol server answers at $mhost:$mport"
  listening 127.0.0.1 5432 && mirror_indexes
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
