-- FerretDB v1 on PostgreSQL runs every equality filter of a query as `(_jsonb->'field') @> value`.
-- The btree indexes that FerretDB creates for a collection's declared indexes cannot serve that
-- operator, so without more each query scans its whole collection. This script makes the embedded
-- store serve the indexes the services declare: for each field of each FerretDB index it keeps a GIN
-- expression index `USING gin ((_jsonb->'field') jsonb_path_ops)`, which PostgreSQL uses for `@>`.
--
-- It installs an event trigger (indexes created from now on, by any service, test or tool, get their
-- GIN twins in the same transaction) and mirrors the indexes that exist already. Idempotent: run by
-- scripts/ensure-infra.sh on every start. Only PostgreSQL schemas that hold FerretDB's
-- `_ferretdb_database_metadata` table are touched. A real MongoDB needs none of this.
--
-- fastupdate = off: GIN's pending list makes every read scan what was inserted lately (a bulk insert
-- of 100,000 documents made a find by _id cost 5 to 15 ms instead of 0.1 ms until the next vacuum).
-- Each table is also analyzed early (autovacuum after 2% new rows instead of 10%), so the planner
-- knows an _id matches one row and does not also walk the organization's posting list.
--
-- plan_cache_mode: FerretDB keeps prepared statements, and after five runs PostgreSQL would switch to
-- a generic plan, which no per-field index can serve; custom plans keep the index scans.

ALTER DATABASE ferretdb SET plan_cache_mode = force_custom_plan;

CREATE OR REPLACE FUNCTION public.rapport_gin_twins(index_oid oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  tbl regclass;
  schema_name text;
  table_name text;
  ncols int;
  expr text;
  field text;
  twin text;
BEGIN
  SELECT i.indrelid::regclass, n.nspname, c.relname, i.indnkeyatts
    INTO tbl, schema_name, table_name, ncols
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam
   WHERE i.indexrelid = index_oid AND am.amname = 'btree';
  IF tbl IS NULL OR table_name LIKE '\_ferretdb\_%' THEN RETURN; END IF;
  IF to_regclass(format('%I._ferretdb_database_metadata', schema_name)) IS NULL THEN RETURN; END IF;
  FOR k IN 1..ncols LOOP
    expr := pg_get_indexdef(index_oid, k, true);
    -- a top-level field: (_jsonb -> 'name'::text)
    field := substring(expr FROM '^\(?_jsonb -> ''((?:[^'']|'''')+)''::text\)?$');
    CONTINUE WHEN field IS NULL;
    field := replace(field, '''''', '''');
    twin := left(table_name, 32) || '_' || left(regexp_replace(lower(field), '[^a-z0-9]', '', 'g'), 16)
      || '_' || left(md5(field), 6) || '_gin';
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((_jsonb -> %L) jsonb_path_ops)'
      || ' WITH (fastupdate = off)', twin, schema_name, table_name, field);
    -- twins created by an earlier version of this script
    EXECUTE format('ALTER INDEX %I.%I SET (fastupdate = off)', schema_name, twin);
  END LOOP;
  EXECUTE format('ALTER TABLE %I.%I SET (autovacuum_analyze_scale_factor = 0.02,'
    || ' autovacuum_vacuum_insert_scale_factor = 0.02)', schema_name, table_name);
END
$fn$;

CREATE OR REPLACE FUNCTION public.rapport_gin_twins_on_create() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  cmd record;
BEGIN
  FOR cmd IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' LOOP
    BEGIN
      PERFORM public.rapport_gin_twins(cmd.objid);
    EXCEPTION WHEN others THEN
      -- Never fail FerretDB's own index creation because of a twin.
      RAISE WARNING 'rapport: no GIN twin for index %: %', cmd.objid, SQLERRM;
    END;
  END LOOP;
END
$fn$;

DROP EVENT TRIGGER IF EXISTS rapport_gin_twins;
CREATE EVENT TRIGGER rapport_gin_twins ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION public.rapport_gin_twins_on_create();

-- Indexes that exist already.
DO $do$
DECLARE
  idx record;
BEGIN
  FOR idx IN
    SELECT i.indexrelid
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE to_regclass(format('%I._ferretdb_database_metadata', n.nspname)) IS NOT NULL
  LOOP
    PERFORM public.rapport_gin_twins(idx.indexrelid);
  END LOOP;
  -- what an earlier version left in pending lists
  PERFORM gin_clean_pending_list(c.oid)
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'i' AND c.relname LIKE '%\_gin'
      AND to_regclass(format('%I._ferretdb_database_metadata', n.nspname)) IS NOT NULL;
END
$do$;
