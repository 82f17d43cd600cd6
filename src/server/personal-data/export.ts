/**
 * "Download all data held about me" (issue 19, item 2): one ZIP with `data.json` — the user's
 * account and, for every company the user holds a permission on, every row of every table that
 * belongs to it (found through its `tamogatast_igenylo_id` or, for an application's rows,
 * `palyazat_id`, so a table added later is exported without anyone remembering to) — and the
 * documents themselves under `documents/<application>/`. Secrets are left out: password hashes,
 * token and session hashes, storage keys.
 */
import { zipSync } from 'fflate';
import { type Kysely, sql } from 'kysely';
import type { Readable } from 'node:stream';
import type { DB } from '../db/types.ts';
import type { FileStorage } from '../storage/file-storage.ts';

type Row = Record<string, unknown>;

/** Columns never exported: credentials and internal pointers, not data about the person. */
const SECRET_COLUMNS = new Set(['jelszo_hash', 'token_hash', 'id_hash', 'oidc_id_token']);
/** Tables holding credentials or sessions only. */
const SECRET_TABLES = new Set(['munkamenet']);

function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !SECRET_COLUMNS.has(name)));
}

async function tablesWithColumn(db: Kysely<DB>, column: string): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = ${column}
    order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name).filter((table) => !SECRET_TABLES.has(table));
}

async function rowsWhere(db: Kysely<DB>, table: string, column: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const result = await sql<Row>`
    select * from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})
    order by 1`.execute(db);
  return result.rows.map(withoutSecrets);
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A file name safe inside a ZIP. */
function safeName(name: string): string {
  // Control characters are exactly what must not reach a file name in the archive.
  // oxlint-disable-next-line no-control-regex
  return name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '_').slice(0, 150) || 'file';
}

export interface PersonalDataExport {
  zip: Buffer;
  data: Row;
}

export async function buildPersonalDataExport(
  db: Kysely<DB>,
  storage: FileStorage,
  userId: number,
): Promise<PersonalDataExport> {
  const user = await db
    .selectFrom('felhasznalo')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const byUser: Record<string, Row[]> = {};
  for (const table of await tablesWithColumn(db, 'user_id'))
    byUser[table] = await rowsWhere(db, table, 'user_id', [userId]);

  const applicantIds = (
    await db
      .selectFrom('tamogatast_igenylo_jogosultsag')
      .select('tamogatast_igenylo_id')
      .where('user_id', '=', userId)
      .execute()
  ).map((row) => row.tamogatast_igenylo_id);
  const applicantTables = await tablesWithColumn(db, 'tamogatast_igenylo_id');
  const applicationTables = await tablesWithColumn(db, 'palyazat_id');

  const companies: Row[] = [];
  const files: Record<string, Uint8Array> = {};
  for (const applicantId of applicantIds) {
    const company: Row = {
      tamogatast_igenylo: await rowsWhere(db, 'tamogatast_igenylo', 'id', [applicantId]),
    };
    for (const table of applicantTables)
      company[table] = await rowsWhere(db, table, 'tamogatast_igenylo_id', [applicantId]);
    const applicationIds = ((company.palyazat as Row[] | undefined) ?? []).map(
      (row) => row.id as number,
    );
    for (const table of applicationTables)
      company[table] = await rowsWhere(db, table, 'palyazat_id', applicationIds);
    const documents = await db
      .selectFrom('dokumentum')
      .select(['palyazat_id', 'uuid', 'verzio', 'fajlnev', 'tarolo_kulcs'])
      .where('palyazat_id', 'in', applicationIds.length > 0 ? applicationIds : [-1])
      .execute();
    for (const document of documents) {
      try {
        files[
          `documents/${document.palyazat_id}/${document.uuid}-v${document.verzio}-${safeName(document.fajlnev)}`
        ] = await bytesOf(await storage.get(document.tarolo_kulcs));
      } catch {
        // A document whose content is gone is still listed in data.json.
      }
    }
    companies.push(company);
  }

  const data: Row = {
    exportedAt: new Date().toISOString(),
    user: withoutSecrets(user as unknown as Row),
    ofUser: byUser,
    companies,
  };
  files['data.json'] = new TextEncoder().encode(JSON.stringify(data, null, 2));
  return { zip: Buffer.from(zipSync(files, { level: 6 })), data };
}
