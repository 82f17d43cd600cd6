/**
 * The database: PostgreSQL through Kysely. `pg` when DATABASE_URL is set, otherwise the embedded
 * PGlite (real Postgres in WebAssembly) persisted under DATA_DIR, or in memory for tests.
 * Both drivers parse numbers the same way, so code never sees a difference.
 *
 * A new PGlite DATA_DIR starts from a template when one is there (docs/decisions/0013): the
 * cluster with the migrations applied, written once by `npm run build`, so a first start copies
 * files instead of running initdb (the largest part of a fresh start).
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  sql,
} from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from '../migrations/index.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Bigint counts and numeric amounts arrive as JS numbers from both drivers. */
const numberParsers = { [INT8_OID]: Number, [NUMERIC_OID]: Number };

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory; null keeps PGlite in memory. Ignored when databaseUrl is set. */
  dataDir: string | null;
  /**
   * A PGlite data-directory template (writePgliteTemplate) that openDatabase copies into a
   * DATA_DIR holding no cluster yet; null or a missing directory: initdb as usual.
   */
  pgliteTemplate?: string | null;
  /**
   * An in-memory PGlite (dataDir null) starts from this data-directory tarball (PGlite's
   * dumpDataDir) instead of running initdb: the tests' migrated template (tests/helpers).
   */
  pgliteDataDirTarball?: Blob;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE; default 10). Ignored by PGlite. */
  databasePoolSize?: number;
  /** PostgreSQL time limits; DEFAULT_DATABASE_TIMEOUTS when absent. Ignored by PGlite. */
  databaseTimeouts?: DatabaseTimeouts;
  /**
   * Told about a PostgreSQL connection that broke outside any query (a restart, failover,
   * pg_terminate_backend, an idle-session kill): the pool drops it and the process lives on.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * Told about every SQL statement Kysely runs (its `log` hook, after the statement ended): the
   * query-count test counts with it (tests/server/query-count.test.ts). Absent: no hook.
   */
  onQuery?: (sql: string) => void;
}

/** Kysely's log option for `onQuery`. */
function queryLog(onQuery: DatabaseOptions['onQuery']) {
  if (!onQuery) return {};
  return {
    log: (event: { level: 'query' | 'error'; query: { sql: string } }) => onQuery(event.query.sql),
  };
}

/**
 * How long the server waits for PostgreSQL before it answers 503 (issue 12, fault 2). A request
 * waits at most `connectMs` for a connection (a new one, or a free one of the pool) and at most
 * `queryMs` for the answer to each query; `statementMs` is PostgreSQL's own statement_timeout.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 16_000,
};

/** Seconds a client is asked to wait before it tries again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE =
  'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbálja újra néhány másodperc múlva.';

/**
 * The database is away, frozen or dropped the connection: the one error handler answers 503 with
 * Retry-After. Carries the driver's error as its cause for the log.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterS = DATABASE_RETRY_AFTER_S;
  constructor(cause: unknown) {
    super(DATABASE_UNAVAILABLE, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATE classes and codes that mean "the database is not there", not "the query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True for pg's errors of a missing, frozen or vanished server. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // pg's own messages for timeouts and dead connections carry no code.
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/i.test(
    error.message,
  );
}

/** The pg pool behind each PostgreSQL database (none for PGlite), for poolUsage. */
const pools = new WeakMap<Database, pg.Pool>();

/** Connections of the database's pg pool (metrics); null on PGlite, which has no pool. */
export function poolUsage(
  db: Database,
): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const timeouts = options.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      // A transaction left open by a stuck request must not hold its locks for ever.
      idle_in_transaction_session_timeout: Math.max(timeouts.statementMs, 60_000),
      keepAlive: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const report = options.onConnectionError ?? (() => {});
    // Without these listeners a connection that dies (57P01 and the like) is an uncaught
    // 'error' event and ends the process: on the pool for idle clients, on each client for the
    // moment it is checked out (its query fails and the pool drops it on release).
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: guardedPool(pool, timeouts.queryMs) }),
      ...queryLog(options.onQuery),
    });
    pools.set(db, pool);
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: PGlite ignores the second argument when the first is not a path.
  const pglite = new PGlite({
    dataDir: options.dataDir ? pgliteDir(options.dataDir) : undefined,
    loadDataDir: options.dataDir ? undefined : options.pgliteDataDirTarball,
    parsers: numberParsers,
  });
  return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), ...queryLog(options.onQuery) });
}

/**
 * The pg pool as Kysely sees it, with each failure of a missing or frozen server turned into a
 * DatabaseUnavailableError: connecting (bounded by connectionTimeoutMillis) and each query,
 * bounded by `queryMs`. A query that times out leaves its connection in an unknown state, so
 * the connection is released as broken and the pool closes it.
 */
function guardedPool(pool: pg.Pool, queryMs: number): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
      let broken: Error | undefined;
      const query = <R>(text: string, parameters: ReadonlyArray<unknown>) =>
        new Promise<PostgresQueryResult<R>>((resolve, reject) => {
          const timer = setTimeout(() => {
            broken = new DatabaseUnavailableError(new Error(`no answer within ${queryMs} ms`));
            reject(broken);
          }, queryMs);
          client.query(statementOf(text, parameters)).then(
            (result) => {
              clearTimeout(timer);
              resolve(result as unknown as PostgresQueryResult<R>);
            },
            (error: unknown) => {
              clearTimeout(timer);
              if (!isDatabaseUnavailable(error)) return reject(error);
              broken = error as Error;
              reject(new DatabaseUnavailableError(error));
            },
          );
        });
      return {
        query: query as PostgresPoolClient['query'],
        release(destroy?: boolean) {
          client.release(broken ?? destroy);
        },
      };
    },
  };
}

/**
 * The statement names given so far, by SQL text. A named statement is parsed and planned by
 * PostgreSQL once per connection, and pg then sends only Bind and Execute for it (issue 14:
 * parsing and planning the same few texts again was a large part of PostgreSQL's CPU per
 * request, which shares the machine's cores with the server). Bounded: texts that differ by
 * the length of an `in (…)` list or a batch insert could otherwise name without end; past the
 * bound a text runs unnamed, as before.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * pg's query config for `text`: named when it has parameters and its result columns cannot
 * change under it. PostgreSQL refuses to run a prepared `select *` (or `returning *`) whose
 * table gained or lost a column since it was prepared ("cached plan must not change result
 * type"), which a migration run by a newer version of the portal beside this one would cause;
 * such texts, and texts without parameters (`begin`, `commit`, DDL), run unnamed.
 */
export function statementOf(
  text: string,
  parameters: ReadonlyArray<unknown>,
): { text: string; values: unknown[]; name?: string } {
  const values = parameters as unknown[];
  if (values.length === 0) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS || SELECTS_EVERY_COLUMN.test(text))
      return { text, values };
    name = `portal_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return { text, values, name };
}

/** `*` that is not `count(*)`: every column of a table, whatever they are today. */
const SELECTS_EVERY_COLUMN = /(?<!\()\*(?!\))/;

function pgliteDir(dataDir: string): string {
  return `${dataDir}/pglite`;
}

/**
 * createDatabase for the server's start: a PGlite DATA_DIR without a cluster gets a copy of the
 * template directory when there is one. Whatever goes wrong with the template (unreadable,
 * corrupt, made by another PGlite version) ends in the usual initdb, with `warn` told why; the
 * template may be older than the code, so the caller still runs migrateToLatest.
 */
export async function openDatabase(
  options: DatabaseOptions,
  warn: (message: string) => void = () => {},
): Promise<Database> {
  const template = options.databaseUrl ? null : options.pgliteTemplate;
  if (
    !template ||
    !options.dataDir ||
    !existsSync(template) ||
    // PG_VERSION is the file PGlite itself checks to tell an existing cluster.
    existsSync(path.join(pgliteDir(options.dataDir), 'PG_VERSION'))
  ) {
    return createDatabase(options);
  }
  const dir = pgliteDir(options.dataDir);
  // Copied beside and renamed: a start interrupted mid-copy leaves no half cluster behind that
  // the next start would take for a real one.
  const partial = `${dir}.partial`;
  let pglite: PGlite | null = null;
  try {
    rmSync(partial, { recursive: true, force: true });
    cpSync(template, partial, { recursive: true });
    renameSync(partial, dir);
    pglite = await PGlite.create({ dataDir: dir, parsers: numberParsers });
    await pglite.query('select 1');
    return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  } catch (error) {
    warn(`PGlite template ${template} not usable, creating the database: ${String(error)}`);
    await pglite?.close().catch(() => {});
    rmSync(partial, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    return createDatabase(options);
  }
}

/**
 * Writes a PGlite template directory: a new cluster with `migrationSet` applied and nothing else
 * (no reference or demo data, so a template suits every environment), shut down cleanly. Built
 * beside the target and renamed over it, so a reader never sees half a template.
 */
export async function writePgliteTemplate(
  directory: string,
  migrationSet: Record<string, Migration> = migrations,
): Promise<void> {
  const partial = `${directory}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(directory), { recursive: true });
  const db = new Kysely<DB>({
    dialect: new PGliteDialect({
      pglite: new PGlite({ dataDir: partial, parsers: numberParsers }),
    }),
  });
  try {
    await migrateToLatest(db, migrationSet);
  } catch (error) {
    await db.destroy();
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  await db.destroy();
  rmSync(directory, { recursive: true, force: true });
  renameSync(partial, directory);
}

/**
 * The names of the migrations the database has applied, in one query; an empty set for a
 * database without Kysely's migration table (a new one). Kysely's Migrator needs about ten
 * statements (schema, tables and lock row ensured, an advisory lock, a transaction) to find out
 * the same, most of a warm start's database time on PGlite.
 */
export async function appliedMigrations(db: Database): Promise<Set<string>> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    // 42P01 undefined_table: nothing applied yet. Anything else is a real failure.
    if ((error as { code?: unknown }).code === '42P01') return new Set();
    throw error;
  }
}

/**
 * True when the database has applied exactly `migrationSet`: nothing to run and nothing unknown
 * (a database migrated by newer code goes through the Migrator, which refuses it as before).
 */
export async function isAtLatestMigration(
  db: Database,
  migrationSet: Record<string, Migration> = migrations,
): Promise<boolean> {
  const applied = await appliedMigrations(db);
  const names = Object.keys(migrationSet);
  return applied.size === names.length && names.every((name) => applied.has(name));
}

/**
 * Runs every pending migration; throws with the failing migration's name. A database already at
 * the latest costs one query (isAtLatestMigration); otherwise Kysely's Migrator, under its lock.
 */
export async function migrateToLatest(
  db: Database,
  migrationSet: Record<string, Migration> = migrations,
): Promise<void> {
  if (await isAtLatestMigration(db, migrationSet)) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationSet },
    // 0009 landed after 0010 and 0011 (numbers were reserved per branch).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * True when a trivial query answers within `timeoutMs` (the readiness check): a frozen server is
 * reported down after the timeout rather than after the pool's own, longer limits.
 */
export async function isDatabaseReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  return withTimeout(sql`select 1`.execute(db), timeoutMs).then(
    () => true,
    () => false,
  );
}

/** The promise's outcome, or a rejection after `ms` (the promise itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
