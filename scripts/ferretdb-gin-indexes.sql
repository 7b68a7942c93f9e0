-- FerretDB v1 on PostgreSQL runs every equality filter of a query as `(_jsonb->'field') @> value`.
-- The btree indexes that FerretDB creates for a collection's declared indexes cannot serve that
-- operator, so without more each query scans its whole collection. This script makes the embedded
-- store serve the indexes the services declare, with GIN twins that PostgreSQL uses for `@>`
-- (decisions 0014 and 0019):
--
-- - an index of one field gets a twin `USING gin ((_jsonb->'field') jsonb_path_ops)`;
-- - an index of several fields gets ONE multicolumn twin over its fields in index order,
--   `USING gin ((_jsonb->'a') jsonb_path_ops, (_jsonb->'b') jsonb_path_ops, ...)`, and no
--   single-field twins: a multicolumn GIN index serves an equality on any subset of its fields, and
--   a twin of `organizationId` alone lures the planner whenever it believes an organization small
--   (one index key instead of two looks cheaper), which then reads every row of the organization;
-- - the field that leads a compound index (the tenant: organizationId, subscriptionId) gets no
--   statistics (target 0 on every index column of it): statistics that predate a new organization
--   call it one row and choose any index of that field alone. Without them the planner assumes 1%
--   of the table for it and answers `{organizationId, key}` through the twin of both, whether the
--   table was analyzed, never analyzed, or analyzed before the organization grew;
-- - a btree that is not unique is emptied (`WHERE false`, same name and columns): no query of
--   FerretDB uses it, every write paid for it, and it held an indexed array as one entry of at most
--   2,704 bytes, so a long array (a person's tag partitions) failed the write (decision 0014).
--
-- It installs an event trigger (indexes created from now on, by any service, test or tool, get their
-- GIN twins in the same transaction; a failure only warns, FerretDB's own index is always created)
-- and mirrors the indexes that exist already, dropping single-field twins of an earlier version that
-- a multicolumn twin now covers. Idempotent: run by scripts/ensure-infra.sh on every start. Only
-- PostgreSQL schemas that hold FerretDB's `_ferretdb_database_metadata` table are touched. A real
-- MongoDB needs none of this.
--
-- fastupdate = off: GIN's pending list makes every read scan what was inserted lately (a bulk insert
-- of 100,000 documents made a find by _id cost 5 to 15 ms instead of 0.1 ms until the next vacuum).
-- Each table is also analyzed early (autovacuum after 2% new rows instead of 10%).
--
-- plan_cache_mode: FerretDB keeps prepared statements, and after five runs PostgreSQL would switch to
-- a generic plan, which no per-field index can serve; custom plans keep the index scans.

ALTER DATABASE ferretdb SET plan_cache_mode = force_custom_plan;

-- The top-level field of an index column `(_jsonb -> 'name'::text)`, else NULL (nested paths).
CREATE OR REPLACE FUNCTION public.rapport_index_field(index_oid oid, k int) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT replace(substring(pg_get_indexdef(index_oid, k, true)
    FROM '^\(?_jsonb -> ''((?:[^'']|'''')+)''::text\)?$'), '''''', '''')
$fn$;

-- Twin names: deterministic, at most 63 characters, unique per table and field list.
CREATE OR REPLACE FUNCTION public.rapport_single_twin_name(table_name text, field text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT left(table_name, 32) || '_' || left(regexp_replace(lower(field), '[^a-z0-9]', '', 'g'), 16)
    || '_' || left(md5(field), 6) || '_gin'
$fn$;

CREATE OR REPLACE FUNCTION public.rapport_multi_twin_name(table_name text, fields text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT left(table_name, 28) || '_'
    || left((SELECT string_agg(left(regexp_replace(lower(f), '[^a-z0-9]', '', 'g'), 5), '_') FROM unnest(fields) f), 17)
    || '_' || left(md5(table_name || E'\n' || array_to_string(fields, E'\n')), 8) || '_mgin'
$fn$;

CREATE OR REPLACE FUNCTION public.rapport_gin_twins(index_oid oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  tbl regclass;
  schema_name text;
  table_name text;
  ncols int;
  fields text[] := '{}';
  field text;
  twin text;
  cols text;
  col record;
  index_name text;
  is_unique boolean;
  has_predicate boolean;
  def text;
BEGIN
  SELECT i.indrelid::regclass, n.nspname, c.relname, i.indnkeyatts, ic.relname, i.indisunique,
         i.indpred IS NOT NULL, pg_get_indexdef(i.indexrelid)
    INTO tbl, schema_name, table_name, ncols, index_name, is_unique, has_predicate, def
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam
   WHERE i.indexrelid = index_oid AND am.amname = 'btree';
  IF tbl IS NULL OR table_name LIKE '\_ferretdb\_%' THEN RETURN; END IF;
  IF to_regclass(format('%I._ferretdb_database_metadata', schema_name)) IS NULL THEN RETURN; END IF;
  FOR k IN 1..ncols LOOP
    field := public.rapport_index_field(index_oid, k);
    IF field IS NOT NULL AND NOT field = ANY (fields) THEN fields := fields || field; END IF;
  END LOOP;
  IF cardinality(fields) = 1 THEN
    twin := public.rapport_single_twin_name(table_name, fields[1]);
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((_jsonb -> %L) jsonb_path_ops)'
      || ' WITH (fastupdate = off)', twin, schema_name, table_name, fields[1]);
    -- twins created by an earlier version of this script
    EXECUTE format('ALTER INDEX %I.%I SET (fastupdate = off)', schema_name, twin);
  ELSIF cardinality(fields) > 1 THEN
    twin := public.rapport_multi_twin_name(table_name, fields);
    SELECT string_agg(format('(_jsonb -> %L) jsonb_path_ops', f), ', ' ORDER BY o) INTO cols
      FROM unnest(fields) WITH ORDINALITY AS u(f, o);
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin (%s) WITH (fastupdate = off)',
      twin, schema_name, table_name, cols);
  END IF;
  -- The leading field of a compound index: no statistics on any index column of it (see the top).
  IF ncols > 1 THEN
    field := public.rapport_index_field(index_oid, 1);
    IF field IS NOT NULL THEN
      FOR col IN
        SELECT ic.relname AS index_name, k
          FROM pg_index i
          JOIN pg_class ic ON ic.oid = i.indexrelid
          CROSS JOIN LATERAL generate_series(1, i.indnkeyatts) AS k
         WHERE i.indrelid = tbl AND public.rapport_index_field(i.indexrelid, k) = field
           AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = i.indexrelid
                            AND a.attnum = k AND a.attstattarget = 0)
      LOOP
        EXECUTE format('ALTER INDEX %I.%I ALTER COLUMN %s SET STATISTICS 0', schema_name, col.index_name, col.k);
      END LOOP;
    END IF;
  END IF;
  EXECUTE format('ALTER TABLE %I.%I SET (autovacuum_analyze_scale_factor = 0.02,'
    || ' autovacuum_vacuum_insert_scale_factor = 0.02)', schema_name, table_name);
  -- A btree that enforces nothing serves no query of FerretDB (its filters are `@>`, served by the
  -- twin; it sorts only by its own record id), yet every write pays for it, and it holds a whole
  -- array as ONE entry of at most 2,704 bytes, so an indexed array of many values makes the write
  -- fail. It is replaced by an empty index of the same name and columns (`WHERE false`): FerretDB
  -- drops its indexes by name. Unique indexes stay: they are the uniqueness.
  IF NOT is_unique AND NOT has_predicate THEN
    EXECUTE format('DROP INDEX %I.%I', schema_name, index_name);
    EXECUTE def || ' WHERE false';
  END IF;
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
  old record;
BEGIN
  FOR idx IN
    SELECT i.indexrelid
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_class ic ON ic.oid = i.indexrelid
      JOIN pg_am am ON am.oid = ic.relam
     WHERE am.amname = 'btree'
       AND to_regclass(format('%I._ferretdb_database_metadata', n.nspname)) IS NOT NULL
  LOOP
    PERFORM public.rapport_gin_twins(idx.indexrelid);
  END LOOP;
  -- Single-field twins of an earlier version for fields that no one-field index declares: a
  -- multicolumn twin serves them now, and they lure the planner.
  FOR old IN
    SELECT n.nspname, tw.relname
      FROM pg_index ti
      JOIN pg_class tw ON tw.oid = ti.indexrelid
      JOIN pg_class c ON c.oid = ti.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL public.rapport_index_field(ti.indexrelid, 1) AS f
     WHERE ti.indnkeyatts = 1 AND f IS NOT NULL
       AND tw.relname = public.rapport_single_twin_name(c.relname, f)
       AND to_regclass(format('%I._ferretdb_database_metadata', n.nspname)) IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM pg_index bi JOIN pg_class bic ON bic.oid = bi.indexrelid JOIN pg_am am ON am.oid = bic.relam
          WHERE bi.indrelid = ti.indrelid AND am.amname = 'btree' AND bi.indnkeyatts = 1
            AND public.rapport_index_field(bi.indexrelid, 1) = f)
       AND EXISTS (
         SELECT 1 FROM pg_index mi JOIN pg_class mic ON mic.oid = mi.indexrelid
          WHERE mi.indrelid = ti.indrelid AND mi.indnkeyatts > 1 AND mic.relname LIKE '%\_mgin'
            AND EXISTS (SELECT 1 FROM generate_series(1, mi.indnkeyatts) k
                         WHERE public.rapport_index_field(mi.indexrelid, k) = f))
  LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I.%I', old.nspname, old.relname);
  END LOOP;
  -- what an earlier version left in pending lists
  PERFORM gin_clean_pending_list(c.oid)
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'i' AND c.relname LIKE '%\_gin'
      AND to_regclass(format('%I._ferretdb_database_metadata', n.nspname)) IS NOT NULL;
END
$do$;
