/**
 * Identity: users (`felhasznalo`), server-side sessions, single-use tokens (set password,
 * password reset), e-mailed two-factor codes, rate-limit counters and spent captcha challenges.
 * Secrets are never stored in clear: session ids, tokens and codes are kept as SHA-256/HMAC
 * digests, passwords as argon2id hashes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('felhasznalo')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('nev', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('jelszo_hash', 'text')
    .addColumn('jelszo_datum', 'timestamptz')
    .addColumn('ertesitesek_belso_uzenet', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('ertesitesek_email', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('szerepkorok', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('aszf_accepted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('marketing_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('hu'))
    .addColumn('ketfaktor_statusz', 'text', (col) => col.notNull().defaultTo('UNREGISTERED'))
    .addColumn('ketfaktor_tipus', 'text', (col) => col.notNull().defaultTo('EMAIL'))
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_subject', 'text')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('felhasznalo_email_lower', sql`email = lower(email)`)
    .addCheckConstraint('felhasznalo_language', sql`language in ('hu', 'en')`)
    .addCheckConstraint(
      'felhasznalo_ketfaktor_statusz',
      sql`ketfaktor_statusz in ('UNREGISTERED', 'PENDING', 'VERIFIED')`,
    )
    .addUniqueConstraint('felhasznalo_oidc', ['oidc_issuer', 'oidc_subject'])
    .execute();

  await db.schema
    .createTable('munkamenet')
    // SHA-256 of the cookie value: a leaked table does not hand out live sessions.
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('ketfaktor_kesz', 'boolean', (col) => col.notNull())
    .addColumn('oidc', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('oidc_id_token', 'text')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('utolso_aktivitas', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('munkamenet_user_id').on('munkamenet').column('user_id').execute();

  await db.schema
    .createTable('egyszeri_token')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('cel', 'text', (col) =>
      col.notNull().check(sql`cel in ('SET_PASSWORD', 'PASSWORD_RESET')`),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('lejarat', 'timestamptz', (col) => col.notNull())
    .addColumn('felhasznalva', 'timestamptz')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ketfaktor_kod')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('felhasznalo.id').onDelete('cascade'),
    )
    .addColumn('kod_hash', 'text', (col) => col.notNull())
    .addColumn('lejarat', 'timestamptz', (col) => col.notNull())
    .addColumn('probalkozasok', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('felhasznalva', 'timestamptz')
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ketfaktor_kod_user_id')
    .on('ketfaktor_kod')
    .column('user_id')
    .execute();

  // Fixed-window counters shared by every server process (the rate limits of the security bar).
  await db.schema
    .createTable('korlat_szamlalo')
    .addColumn('kulcs', 'text', (col) => col.notNull())
    .addColumn('ablak_kezdete', 'timestamptz', (col) => col.notNull())
    .addColumn('darab', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('korlat_szamlalo_pk', ['kulcs', 'ablak_kezdete'])
    .execute();

  // Solved ALTCHA challenges, so one solution cannot be replayed.
  await db.schema
    .createTable('captcha_felhasznalt')
    .addColumn('challenge_id', 'text', (col) => col.primaryKey())
    .addColumn('letrehozva', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'captcha_felhasznalt',
    'korlat_szamlalo',
    'ketfaktor_kod',
    'egyszeri_token',
    'munkamenet',
    'felhasznalo',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
