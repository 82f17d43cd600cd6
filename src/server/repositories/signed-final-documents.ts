/** The signed final documents kept as the record of a submission (migration 0010). */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { SignerCertificate } from '../lifecycle/signature/verify-pdf-signature.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface SignedFinalDocument {
  id: number;
  applicationId: number;
  storageKey: string;
  filename: string;
  size: number;
  sha256: string;
  contentHash: string;
  signer: SignerCertificate;
  transitionId: number | null;
  uploadedAt: Date;
}

export async function insertSignedFinalDocument(
  db: Executor,
  row: Omit<SignedFinalDocument, 'id' | 'uploadedAt'> & { uploaderId: number; uploadedAt: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('alairt_veglegesito')
    .values({
      palyazat_id: row.applicationId,
      tarolasi_kulcs: row.storageKey,
      fajlnev: row.filename,
      meret: row.size,
      sha256: row.sha256,
      veglegesito_hash: row.contentHash,
      alairo: JSON.stringify(row.signer),
      allapotvaltas_id: row.transitionId,
      feltolto_id: row.uploaderId,
      feltoltve: row.uploadedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The signed final document last accepted for the application, or undefined. */
export async function findLatestSignedFinalDocument(
  db: Executor,
  applicationId: number,
): Promise<SignedFinalDocument | undefined> {
  const row = await db
    .selectFrom('alairt_veglegesito')
    .selectAll()
    .where('palyazat_id', '=', applicationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        applicationId: row.palyazat_id,
        storageKey: row.tarolasi_kulcs,
        filename: row.fajlnev,
        size: row.meret,
        sha256: row.sha256,
        contentHash: row.veglegesito_hash,
        signer: row.alairo,
        transitionId: row.allapotvaltas_id,
        uploadedAt: row.feltoltve,
      }
    : undefined;
}
