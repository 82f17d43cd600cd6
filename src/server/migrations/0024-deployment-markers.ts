/**
 * Markers of one deployment (issue 14): facts every server starting on this database must agree
 * with. Today one: the key of an object the first server left in its document storage, which
 * every later start must find in its own (src/server/storage/shared-check.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telepites_jelolo')
    .addColumn('kulcs', 'text', (col) => col.primaryKey())
    .addColumn('ertek', 'text', (col) => col.notNull())
    .addColumn('rogzitve', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telepites_jelolo').execute();
}
