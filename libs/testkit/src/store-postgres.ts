import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * (Reads the store only; FerretDB is started by scripts/ensure-infra.sh (and libs/testkit/src/servers.ts for private test servers), always with --telemetry=disable.)
 *
 * The PostgreSQL cluster behind the embedded FerretDB: the project's own cluster that
 * scripts/ensure-infra.sh creates in .tools/pg (decision 0019), at 127.0.0.1:RAPPORT_PG_PORT
 * (54329), superuser `rapport`, FerretDB's data in the database `ferretdb`. `RAPPORT_PG_URL` names
 * another one. Tests and benches read plans and counters there; the services never do.
 */
export function storePostgresUrl(): string {
  return (
    process.env.RAPPORT_PG_URL ??
    `postgres://rapport@127.0.0.1:${process.env.RAPPORT_PG_PORT ?? 54329}/ferretdb`
  );
}

const psqlArgs = (sql: string, database?: string) => {
  const url = new URL(storePostgresUrl());
  if (database) url.pathname = `/${database}`;
  return ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-c', sql];
};

const execFileAsync = promisify(execFile);

/** Runs SQL with psql on the store's cluster (database `ferretdb` unless named); its unaligned rows. */
export async function storeSql(sql: string, database?: string): Promise<string> {
  const { stdout } = await execFileAsync('psql', psqlArgs(sql, database), { maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** Runs a SQL script (several statements, one transaction) with psql on the store's cluster. */
export async function storeSqlScript(script: string, database?: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-sql-'));
  try {
    const file = path.join(dir, 'script.sql');
    writeFileSync(file, script);
    const args = psqlArgs('', database).filter((a) => a !== '-c' && a !== '');
    await execFileAsync('psql', [...args, '-1', '-f', file], {
      env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** storeSql, blocking (for scripts that measure between steps). */
export function storeSqlSync(sql: string, database?: string): string {
  return execFileSync('psql', psqlArgs(sql, database), { stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
}

/** A SQL string literal. */
export const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A SQL identifier. */
export const sqlIdentifier = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The PostgreSQL table in which FerretDB keeps a collection (schema = the MongoDB database), as
 * `"schema"."table"`, or undefined when the cluster holds no such collection (another store answers
 * at MONGO_URL).
 */
export async function ferretDbTable(
  database: string,
  collection: string,
): Promise<{ schema: string; table: string; qualified: string } | undefined> {
  const metadata = `${sqlIdentifier(database)}._ferretdb_database_metadata`;
  const exists = await storeSql(`select to_regclass(${sqlLiteral(metadata)}) is not null`);
  if (exists !== 't') return undefined;
  const table = await storeSql(
    `select _jsonb->>'table' from ${metadata} where _jsonb->>'_id' = ${sqlLiteral(collection)}`,
  );
  if (!table) return undefined;
  return { schema: database, table, qualified: `${sqlIdentifier(database)}.${sqlIdentifier(table)}` };
}
