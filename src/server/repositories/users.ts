/** Users (`felhasznalo`): look-ups by e-mail, id and NTAK identity; creation; password changes. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Executor = Kysely<DB>;
export type UserRow = Selectable<DB['felhasznalo']>;
export type TwoFactorStatus = UserRow['ketfaktor_statusz'];

/** E-mail addresses are stored and compared in lower case (the table checks it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('felhasznalo')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('felhasznalo').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByOidcIdentity(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('felhasznalo')
    .selectAll()
    .where('oidc_issuer', '=', issuer)
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash?: string | null;
  roles?: string[];
  language?: 'hu' | 'en';
  termsAccepted?: boolean;
  marketingConsent?: boolean;
  twoFactorStatus?: TwoFactorStatus;
  oidc?: { issuer: string; subject: string } | null;
}

/** Inserts a user and answers its id; the e-mail is normalised. */
export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('felhasznalo')
    .values({
      nev: user.name,
      email: normalizeEmail(user.email),
      jelszo_hash: user.passwordHash ?? null,
      jelszo_datum: user.passwordHash ? new Date() : null,
      szerepkorok: JSON.stringify(user.roles ?? []),
      language: user.language ?? 'hu',
      aszf_accepted: user.termsAccepted ?? false,
      marketing_consent: user.marketingConsent ?? false,
      ketfaktor_statusz: user.twoFactorStatus ?? 'UNREGISTERED',
      oidc_issuer: user.oidc?.issuer ?? null,
      oidc_subject: user.oidc?.subject ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a new password hash and its date. */
export async function updatePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('felhasznalo')
    .set({ jelszo_hash: passwordHash, jelszo_datum: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The user's personal name, where none is known yet (a company's owner; decision 0038). */
export async function setPersonalNameIfUnknown(
  db: Executor,
  userId: number,
  name: string,
): Promise<void> {
  await db
    .updateTable('felhasznalo')
    .set({ nev: name })
    .where('id', '=', userId)
    .where('nev', '=', '')
    .execute();
}

export async function updateTwoFactorStatus(
  db: Executor,
  userId: number,
  status: TwoFactorStatus,
): Promise<void> {
  await db
    .updateTable('felhasznalo')
    .set({ ketfaktor_statusz: status })
    .where('id', '=', userId)
    .execute();
}

/** Links an NTAK identity to a user and adds roles it lacks (the OIDC scopes). */
export async function linkOidcIdentity(
  db: Executor,
  userId: number,
  identity: { issuer: string; subject: string },
  roles: string[],
): Promise<void> {
  await db
    .updateTable('felhasznalo')
    .set({
      oidc_issuer: identity.issuer,
      oidc_subject: identity.subject,
      szerepkorok: sql<string>`(
        select coalesce(jsonb_agg(distinct value), '[]'::jsonb)
        from jsonb_array_elements_text(szerepkorok || ${JSON.stringify(roles)}::jsonb) as value
      )`,
    })
    .where('id', '=', userId)
    .execute();
}
