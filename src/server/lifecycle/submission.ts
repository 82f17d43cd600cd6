/**
 * The submission steps on the server: step 1 checks every section and lists what is missing, each
 * item with the client route of its field; the submission itself is idempotent (one answer per
 * Idempotency-Key, stored in the submission's own transaction behind the row lock) and atomic
 * (status, submission date, transition and master-data snapshot commit together or not at all).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Certificate } from 'pkijs';
import type { Language } from '../../shared/i18n-languages.ts';
import { SECTION_PAGES } from '../../shared/page-paths.ts';
import type { Database } from '../db/database.ts';
import type { CompletionSummary } from '../applications/completion.ts';
import type { LifecycleApi } from '../../../schemas/api/lifecycle/lifecycle.ts';
import { getApplicant } from '../repositories/applicants.ts';
import { findApplication } from '../repositories/applications.ts';
import { listDocumentCategories } from '../repositories/calls.ts';
import { listOwners } from '../repositories/owners.ts';
import {
  type SubmittedDocumentRow,
  recordSubmittedDocuments,
  submittedDocumentRows,
} from '../repositories/submitted-documents.ts';
import { notFound } from '../authorization/http-errors.ts';
import {
  findIdempotentAnswer,
  insertMasterDataSnapshot,
  storeIdempotentAnswer,
} from '../repositories/submissions.ts';
import { blockedBy } from '../../../machines/application.machine.ts';
import { listNotifiedUsers, setFinalDocumentHash } from '../repositories/transitions.ts';
import {
  type FinalDocumentParts,
  canonical,
  composeFinalDocumentContent,
  contentHash,
  finalDocumentContent,
  readFinalDocumentMarker,
  readFinalDocumentParts,
  renderFinalDocument,
} from './final-document.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { computeCompletion } from '../applications/completion.ts';
import { SIGNED_CONTRACT_CATEGORY } from './contract-documents.ts';
import { progressMessage } from './messages.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  findLatestSignedFinalDocument,
  insertSignedFinalDocument,
} from '../repositories/signed-final-documents.ts';
import { enqueueReceiptMails } from './notifications.ts';
import {
  SignatureRefused,
  type VerifiedSignature,
  verifyPdfSignature,
} from './signature/verify-pdf-signature.ts';
import {
  type LockedApplication,
  LifecycleProblem,
  type PreparedFacts,
  applyLocked,
  factsOf,
  lockApplicationIn,
  readApplicationUnlocked,
  storedStateOfRow,
  withLockedApplication,
} from './service.ts';

/** The answer of step 1 (the data check): the type its schema in schemas/api describes. */
export type CheckResult = LifecycleApi['check']['response'][200];

/** One missing item of the check, with the client route of its field. */
export type MissingItem = CheckResult['hianyok'][number];

/** Every missing item of the completion summary, with the route of its field. */
export function missingItems(completion: CompletionSummary, language: Language): MissingItem[] {
  return completion.szakaszok.flatMap((section) =>
    section.hianyzik.map((item) => ({
      szakasz: section.szakasz,
      tetel: item,
      utvonal: `${SECTION_PAGES[section.szakasz]}#${encodeURIComponent(item)}`,
      uzenet: `${progressMessage(language, `sections.${section.szakasz}`)}: ${item}`,
    })),
  );
}

/**
 * Step 1: checks all data. When nothing is missing and the application is being edited, the
 * CHECK_DATA event moves it to ADATOK_ELLENORIZVE (a later step stays where it is). Anything
 * missing is listed and nothing changes. Not being edited any more answers 409.
 */
export async function checkData(
  db: Database,
  applicationId: number,
  userId: number,
  language: Language,
  now: Date = new Date(),
): Promise<CheckResult> {
  return withLockedApplication(db, applicationId, async (trx, current) => {
    const from = storedStateOfRow(current.locked);
    if (from.statusz !== 'UNDER_EDITING')
      throw new LifecycleProblem(409, 'errors.refused', ['noSuchTransition']);
    const { facts, completion } = await factsOf(trx, current, now);
    const hianyok = missingItems(completion, language);
    const akadalyok = blockedBy({ statusz: 'UNDER_EDITING', benyujtasAllapot: null }, facts, {
      type: 'CHECK_DATA',
      actor: 'APPLICANT',
    });
    const result = {
      rendben: akadalyok.length === 0 && hianyok.length === 0,
      hianyok,
      akadalyok,
      statusz: from.statusz,
      benyujtasAllapot: from.benyujtasAllapot as string | null,
      verzio: current.locked.verzio,
    };
    if (!result.rendben || from.benyujtasAllapot !== null) return result;
    const applied = await applyLocked(trx, current, {
      type: 'CHECK_DATA',
      actor: 'APPLICANT',
      userId,
      now,
    });
    return {
      ...result,
      statusz: applied.to.statusz,
      benyujtasAllapot: applied.to.benyujtasAllapot,
      verzio: applied.verzio,
    };
  });
}

/** The hash an Idempotency-Key is bound to: the operation, the application and the body. */
export function submissionRequestHash(applicationId: number, body: unknown): string {
  return createHash('sha256')
    .update(`SUBMIT ${applicationId} ${canonical(body ?? {})}`)
    .digest('hex');
}

/**
 * Everything a submission reads besides the lifecycle row: the final document's parts (to check
 * the signed document still describes the data), the guards' facts, and what the submission
 * records (the master-data snapshot, the submitted document rows, the receipt's signed document
 * and recipients).
 */
interface SubmissionInputs {
  verzio: number;
  parts: FinalDocumentParts;
  prepared: PreparedFacts;
  documentRows: SubmittedDocumentRow[];
  snapshotApplicant: Awaited<ReturnType<typeof getApplicant>>;
  owners: Awaited<ReturnType<typeof listOwners>>;
  signed: Awaited<ReturnType<typeof findLatestSignedFinalDocument>>;
  recipients: Awaited<ReturnType<typeof listNotifiedUsers>>;
}

async function readSubmissionInputs(
  trx: Transaction<DB>,
  current: LockedApplication,
  userId: number,
): Promise<SubmissionInputs> {
  const applicationId = current.application.payload.id;
  const applicantId = current.application.applicantId;
  // One connection runs them one after the other; Promise.all only saves the awaits.
  const [parts, snapshotApplicant, owners, signed, recipients] = await Promise.all([
    readFinalDocumentParts(trx, current),
    getApplicant(trx, applicantId, userId),
    listOwners(trx, applicantId),
    findLatestSignedFinalDocument(trx, applicationId),
    listNotifiedUsers(trx, applicantId),
  ]);
  const documentRows = await submittedDocumentRows(trx, applicationId, parts.documents);
  const completion = computeCompletion({
    call: current.call,
    application: current.application,
    siteIds: parts.addresses.flatMap((address) => (address.id === undefined ? [] : [address.id])),
    knockOut: parts.knockOut,
    statements: parts.statements,
    documents: parts.documents,
    language: 'hu',
  });
  // A category's versions share one uuid, so it has a current document exactly when one of its
  // rows is not deleted: the signed contract is in when the current documents name it.
  const signedContract = parts.documents.some(
    (document) => document.documentType === SIGNED_CONTRACT_CATEGORY,
  );
  const verzio = current.locked.verzio;
  return {
    verzio,
    parts,
    prepared: { verzio, completion, signedContract },
    documentRows,
    snapshotApplicant,
    owners,
    signed,
    recipients,
  };
}

/**
 * Submits: status UNDER_EVALUATION, the submission date, the transition and the master-data
 * snapshot, with the answer stored under the key, in one transaction. A key seen before with the
 * same request replays its answer; with another request it is refused (422).
 *
 * The row lock is held only for the state change (docs/decisions/0020, 0045): the transaction
 * first reads everything without it, then takes it (`for update`) and, when the application's
 * version is unchanged, only writes. Every write of the application's own data bumps the version
 * while a submission step is under way (applicant-writes.ts: DATA_CHANGED), so what was read
 * still holds; a changed version reads everything again under the lock. The applicant's base
 * data, sites, owners and users are not guarded by this lock either way (their writes lock the
 * applicant's rows, not the application's), so reading them before it guarantees as much as
 * reading them under it did.
 */
export async function submit(
  db: Database,
  input: {
    applicationId: number;
    userId: number;
    key: string;
    body: { verzio?: number } | null;
    now?: Date;
  },
): Promise<{ statusCode: number; body: unknown; replayed: boolean }> {
  const now = input.now ?? new Date();
  const requestHash = submissionRequestHash(input.applicationId, input.body);
  // A repeated click replays its committed answer without a transaction or the lock.
  const replay = await findIdempotentAnswer(db, input.userId, input.key);
  if (replay) {
    if (replay.requestHash !== requestHash)
      throw new LifecycleProblem(422, 'errors.idempotencyKeyReused');
    return { statusCode: replay.statusCode, body: replay.body, replayed: true };
  }
  return db.transaction().execute(async (trx) => {
    const unlocked = await readApplicationUnlocked(db, trx, input.applicationId);
    if (!unlocked) throw notFound();
    const early = await readSubmissionInputs(trx, unlocked, input.userId);
    // From here to the commit the row lock is held.
    const current = await lockApplicationIn(db, trx, input.applicationId);
    const earlier = await findIdempotentAnswer(trx, input.userId, input.key);
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        throw new LifecycleProblem(422, 'errors.idempotencyKeyReused');
      return { statusCode: earlier.statusCode, body: earlier.body, replayed: true };
    }
    const inputs =
      early.verzio === current.locked.verzio
        ? early
        : await readSubmissionInputs(trx, current, input.userId);
    // The signed final document must still describe the data being submitted.
    if (
      current.locked.benyujtasAllapot === 'VEGLEGESITO_FELTOLTVE' &&
      current.locked.veglegesitoHash !==
        contentHash(composeFinalDocumentContent(current, inputs.parts))
    )
      throw new LifecycleProblem(409, 'errors.finalDocumentOutdated');
    const applied = await applyLocked(
      trx,
      current,
      {
        type: 'SUBMIT',
        actor: 'APPLICANT',
        userId: input.userId,
        expectedVersion: input.body?.verzio,
        now,
      },
      { benyujtasDatuma: now },
      inputs.prepared,
    );
    // The attached documents as submitted: the versions the signed final document lists.
    await recordSubmittedDocuments(
      trx,
      input.applicationId,
      applied.transitionId,
      inputs.documentRows,
    );
    const applicantId = current.application.applicantId;
    await insertMasterDataSnapshot(
      trx,
      input.applicationId,
      (inputs.snapshotApplicant ?? {}) as unknown as Record<string, unknown>,
      inputs.owners,
    );
    const submitted = await findApplication(trx, input.applicationId);
    const azonosito = String(submitted?.payload.azonosito ?? input.applicationId);
    const receipt = {
      azonosito,
      palyazatId: input.applicationId,
      benyujtva: now.toISOString(),
      tartalomHash: current.locked.veglegesitoHash ?? '',
      alairtVeglegesitoSha256: inputs.signed?.sha256 ?? null,
    };
    await enqueueReceiptMails(
      trx,
      {
        applicationId: input.applicationId,
        applicantId,
        azonosito,
        submittedAt: now,
        contentHash: receipt.tartalomHash,
      },
      inputs.recipients,
    );
    const body = { palyazat: submitted?.payload, nyugta: receipt };
    const stored = await storeIdempotentAnswer(trx, input.userId, input.key, {
      requestHash,
      statusCode: 200,
      body,
    });
    // The key was taken meanwhile by a request on another application: undo this one.
    if (!stored) throw new LifecycleProblem(422, 'errors.idempotencyKeyReused');
    return { statusCode: 200, body, replayed: false };
  });
}

/**
 * Step 2: generates the final document of the current data and records its hash. From
 * ADATOK_ELLENORIZVE this is the GENERATE_FINAL_DOCUMENT event (all rules checked again); in
 * VEGLEGESITO_GENERALVA the document is made again (e.g. downloaded twice) with a fresh hash.
 */
export async function generateFinalDocument(
  db: Database,
  applicationId: number,
  user: { id: number; name: string; language: Language },
  now: Date = new Date(),
): Promise<Buffer> {
  const userId = user.id;
  const recorded = await withLockedApplication(db, applicationId, async (trx, current) => {
    const content = await finalDocumentContent(trx, current);
    const hash = contentHash(content);
    if (current.locked.benyujtasAllapot === 'VEGLEGESITO_GENERALVA') {
      await setFinalDocumentHash(trx, applicationId, hash);
    } else {
      await applyLocked(
        trx,
        current,
        { type: 'GENERATE_FINAL_DOCUMENT', actor: 'APPLICANT', userId, now },
        { veglegesitoHash: hash },
      );
    }
    const categories = await listDocumentCategories(trx);
    return { content, hash, call: current.call, categories };
  });
  // The PDF is drawn after the commit (docs/decisions/0051): it is a pure function of what was
  // read and recorded under the lock, and drawing it (tens of milliseconds of CPU) kept the row
  // lock and a database connection from everyone else. Should it fail, the recorded hash stays
  // and the next request draws the document again (VEGLEGESITO_GENERALVA allows it).
  return renderFinalDocument(
    recorded.content,
    recorded.hash,
    {
      call: recorded.call,
      language: user.language,
      categories: recorded.categories,
      signerName: user.name,
    },
    now,
  );
}

/**
 * Step 3: takes the signed final document back. It must carry a valid embedded signature over the
 * whole file by a signer whose certificate chains to a trusted CA (signature/), and the signed
 * bytes must carry this application's id and the hash of the generated document, which must
 * still be the hash of the current data (422 otherwise).
 */
export async function uploadSignedFinalDocument(
  db: Database,
  input: {
    applicationId: number;
    userId: number;
    file: Buffer;
    filename: string;
    trustedCas: Certificate[];
    storage: FileStorage;
    now?: Date;
  },
): Promise<{ statusz: string; benyujtasAllapot: string | null; verzio: number }> {
  const { applicationId, userId, file } = input;
  const now = input.now ?? new Date();
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new LifecycleProblem(422, 'errors.finalDocumentForeign');
  let verified: VerifiedSignature;
  try {
    verified = await verifyPdfSignature(file, input.trustedCas, now);
  } catch (error) {
    if (error instanceof SignatureRefused)
      throw new LifecycleProblem(422, `errors.${error.reason}`);
    throw error;
  }
  const found = readFinalDocumentMarker(verified.signedContent);
  if (!found || found.applicationId !== applicationId)
    throw new LifecycleProblem(422, 'errors.finalDocumentForeign');
  // Stored before the transaction (objects are immutable, keys new); removed if it rolls back.
  const storageKey = `signed-final-documents/${applicationId}/${randomUUID()}`;
  await input.storage.put(storageKey, Readable.from([file]));
  try {
    return await withLockedApplication(db, applicationId, async (trx, current) => {
      const hash = contentHash(await finalDocumentContent(trx, current));
      if (found.hash !== current.locked.veglegesitoHash || found.hash !== hash)
        throw new LifecycleProblem(422, 'errors.finalDocumentOutdated');
      const applied = await applyLocked(trx, current, {
        type: 'UPLOAD_SIGNED_DOCUMENT',
        actor: 'APPLICANT',
        userId,
        now,
      });
      await insertSignedFinalDocument(trx, {
        applicationId,
        storageKey,
        filename: signedFilename(input.filename, current.application.payload.azonosito),
        size: file.length,
        sha256: createHash('sha256').update(file).digest('hex'),
        contentHash: hash,
        signer: verified.signer,
        transitionId: applied.transitionId,
        uploaderId: userId,
        uploadedAt: now,
      });
      return {
        statusz: applied.to.statusz,
        benyujtasAllapot: applied.to.benyujtasAllapot,
        verzio: applied.verzio,
      };
    });
  } catch (error) {
    await input.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The name the signed document is kept and downloaded under: the uploaded one when plain. */
function signedFilename(uploaded: string, identifier: unknown): string {
  const plain = /^[\p{L}\p{N} ._()-]{1,120}\.pdf$/iu.test(uploaded);
  return plain ? uploaded : `veglegesito-alairt-${String(identifier ?? '')}.pdf`;
}
