#!/usr/bin/env bash
# The measurements behind decision 0019: which index PostgreSQL chooses for the SQL FerretDB runs for a
# lookup `{organizationId, key}` (`(_jsonb->'organizationId') @> '"org"' AND (_jsonb->'key') @> '"k"'`),
# for four sets of GIN twins, on a table of LAB_ROWS (113,000) rows of one organization:
# never analyzed, analyzed, and analyzed before a second organization of 10,000 rows arrived.
# Prints, per lookup, the indexes read and the execution time of EXPLAIN ANALYZE. Works in a scratch
# database of the project's cluster (scripts/ensure-infra.sh), dropped at the end. A few minutes.
# Usage: bash scripts/store-plans-lab.sh
set -euo pipefail
export PGOPTIONS="-c client_min_messages=warning"
rows=${LAB_ROWS:-113000}
url="postgres://rapport@127.0.0.1:${RAPPORT_PG_PORT:-54329}"
psql "$url/postgres" -Xq -c 'drop database if exists rapport_plans_lab' -c 'create database rapport_plans_lab'
trap 'psql "$url/postgres" -Xq -c "drop database if exists rapport_plans_lab"' EXIT
lab() { psql "$url/rapport_plans_lab" -Xq -v ON_ERROR_STOP=1 "$@"; }

# $1: single twins of the leading field, $2: single twins of the other fields, $3: multicolumn twins,
# $4: no statistics on the leading field
setup() {
  lab -v lead="$1" -v keys="$2" -v multi="$3" -v nostats="$4" <<'SQL'
DROP TABLE IF EXISTS t;
CREATE TABLE t (_jsonb jsonb) WITH (autovacuum_enabled = false);
-- FerretDB's own btree indexes of the people collection
CREATE UNIQUE INDEX t_id_ ON t (((_jsonb->'_id')));
CREATE UNIQUE INDEX t_phone ON t (((_jsonb->'organizationId')), ((_jsonb->'phoneKey')));
CREATE UNIQUE INDEX t_email ON t (((_jsonb->'organizationId')), ((_jsonb->'emailKey')));
CREATE UNIQUE INDEX t_ext ON t (((_jsonb->'organizationId')), ((_jsonb->'externalIdKey')));
CREATE INDEX t_orgid ON t (((_jsonb->'organizationId')), ((_jsonb->'_id')) DESC);
CREATE INDEX t_orgcomp ON t (((_jsonb->'organizationId')), ((_jsonb->'companyId')), ((_jsonb->'_id')) DESC);
CREATE INDEX s_id ON t USING gin ((_jsonb->'_id') jsonb_path_ops) WITH (fastupdate = off);
\if :lead
CREATE INDEX s_org ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops) WITH (fastupdate = off);
\endif
\if :keys
CREATE INDEX s_phone ON t USING gin ((_jsonb->'phoneKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX s_email ON t USING gin ((_jsonb->'emailKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX s_ext ON t USING gin ((_jsonb->'externalIdKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX s_comp ON t USING gin ((_jsonb->'companyId') jsonb_path_ops) WITH (fastupdate = off);
\endif
\if :multi
CREATE INDEX m_phone ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops, (_jsonb->'phoneKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX m_email ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops, (_jsonb->'emailKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX m_ext ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops, (_jsonb->'externalIdKey') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX m_orgid ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops, (_jsonb->'_id') jsonb_path_ops) WITH (fastupdate = off);
CREATE INDEX m_orgcomp ON t USING gin ((_jsonb->'organizationId') jsonb_path_ops, (_jsonb->'companyId') jsonb_path_ops, (_jsonb->'_id') jsonb_path_ops) WITH (fastupdate = off);
\endif
\if :nostats
SELECT format('ALTER INDEX %I ALTER COLUMN %s SET STATISTICS 0', ic.relname, k)
  FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid, generate_series(1, i.indnkeyatts) k
 WHERE i.indrelid = 't'::regclass AND pg_get_indexdef(i.indexrelid, k, true) LIKE '%''organizationId''%' \gexec
\endif
SQL
}

# $1 organization, $2 rows, $3 first number
fill() {
  lab -v org="$1" -v n="$2" -v off="$3" <<'SQL'
INSERT INTO t SELECT jsonb_build_object('_id', :'org' || '-p' || g, 'organizationId', :'org',
  'phoneKey', '+1555' || lpad(g::text, 7, '0') || :'org', 'emailKey', 'p' || g || '@' || :'org' || '.test',
  'externalIdKey', 'none:' || :'org' || '-p' || g, 'companyId', CASE WHEN g % 10 = 0 THEN 'c' || (g % 50) END,
  'name', 'Person ' || g)
FROM generate_series(:off + 1, :off + :n) g;
SQL
}

# $1 organization, $2 number of the person looked up
lookups() {
  local org=$1 k=$2 key value line
  for key in phoneKey emailKey externalIdKey _id; do
    case $key in
    phoneKey) value="+1555$(printf '%07d' "$k")$org" ;;
    emailKey) value="p$k@$org.test" ;;
    externalIdKey) value="none:$org-p$k" ;;
    _id) value="$org-p$k" ;;
    esac
    # twice: the first read of fresh rows also sets their hint bits
    lab -tA -c "EXPLAIN (ANALYZE) SELECT _jsonb FROM t WHERE (_jsonb->'organizationId') @> '\"$org\"' AND (_jsonb->'$key') @> '\"$value\"'" >/dev/null
    line=$(lab -tA -c "EXPLAIN (ANALYZE) SELECT _jsonb FROM t WHERE (_jsonb->'organizationId') @> '\"$org\"' AND (_jsonb->'$key') @> '\"$value\"'" |
      awk '/Index Scan on|Seq Scan on/ { for (i = 1; i <= NF; i++) if ($i == "on") { used = used $(i + 1) " " } }
           /BitmapAnd/ { used = used "AND " } /Execution Time/ { t = $3 } END { printf "%-40s %s ms", used, t }')
    printf '    %-14s %s\n' "$key" "$line"
  done
}

for variant in "1 1 0 0 one twin per field (before)" "1 1 1 0 + one multicolumn twin per compound index" \
  "0 0 1 0 multicolumn twins only" "0 0 1 1 multicolumn twins only, leading field without statistics"; do
  read -r lead keys multi nostats name <<<"$variant"
  echo "== $name"
  setup "$lead" "$keys" "$multi" "$nostats"
  fill orgA "$rows" 0
  echo "  never analyzed, $rows rows of one organization"
  lookups orgA $((rows / 2))
  lab -c 'ANALYZE t'
  echo "  analyzed"
  lookups orgA $((rows / 2))
  fill orgB 10000 0
  echo "  analyzed before a second organization of 10,000 rows"
  lookups orgB 5000
done
