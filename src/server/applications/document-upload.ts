/**
 * The one upload path of every application document (attachments, the contract, the signed
 * contract, completion report attachments): the multipart file is STREAMED through the
 * size/magic-byte/SHA-256 inspector into storage (never buffered whole), recorded as the next
 * version of the document of its category, and queued for the virus scan. Problems answer with
 * a 'calls' key (CallsProblem).
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../authorization/http-errors.ts';
import {
  type NewDocumentVersion,
  type StoredDocument,
  findDocument,
  insertDocumentVersionLocked,
} from '../repositories/documents.ts';
import { UploadInspector, UploadRejectedError } from '../uploads/inspect-stream.ts';
import { extensionOf, sanitiseFileName } from '../uploads/file-name.ts';
import { contentTypeOf } from '../uploads/magic-bytes.ts';
import { CallsProblem } from '../calls/http.ts';

/**
 * Registers multipart parsing for one-file uploads in a route scope: one file of at most
 * `maxFileBytes` (the route checks its category's own limit while streaming), a handful of small
 * fields, and a size error thrown rather than a silently truncated file.
 */
export async function registerUploadParsing(
  app: FastifyInstance,
  maxFileBytes: number,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: maxFileBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}

/** What an upload of a category may be. */
export interface UploadRule {
  /** Lower case, without the dot; the content's magic bytes must match the extension. */
  allowedExtensions: readonly string[];
  maxSizeBytes: number;
}

/** Where the uploaded file belongs and who sends it. */
export interface UploadTarget {
  applicationId: number;
  category: string;
  uploaderId: number;
  deletable: boolean;
  /** A completion report's attachment (docs/decisions/0011). */
  completionReportId?: number | null;
}

/**
 * Records the stored file as a document version. The default takes the application's row lock
 * itself; applicant writes pass the lifecycle's locked step instead (applicant-writes.ts), which
 * also checks the status, the supplement and the deadline under that lock.
 */
export type RecordDocument = (
  document: NewDocumentVersion,
) => Promise<{ uuid: string; version: number }>;

/** Receives the request's one file, stores and records it; answers the stored metadata. */
export async function receiveDocumentUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: UploadRule,
  target: UploadTarget,
  record: RecordDocument = (document) => insertDocumentVersionLocked(app.db, document),
): Promise<StoredDocument> {
  const part = await request.file({ limits: { fileSize: rule.maxSizeBytes } });
  if (!part) throw new CallsProblem(400, 'errors.fileRequired');
  const fileName = sanitiseFileName(part.filename);
  const extension = extensionOf(fileName);
  if (!rule.allowedExtensions.includes(extension)) {
    part.file.resume();
    throw new CallsProblem(415, 'errors.fileExtensionError', {
      extensions: rule.allowedExtensions.join(', '),
    });
  }

  const inspector = new UploadInspector(extension, rule.maxSizeBytes);
  const storageKey = `documents/${target.applicationId}/${randomUUID()}`;
  try {
    // .pipe() does not forward errors: a client that goes away (or the multipart size limit)
    // must fail the inspector too, so storage aborts and removes its temporary file.
    part.file.once('error', (error) => inspector.destroy(error));
    part.file.once('limit', () =>
      inspector.destroy(new UploadRejectedError('fileSizeLarge', 'limit')),
    );
    part.file.once('close', () => {
      if (!part.file.readableEnded) inspector.destroy(new Error('upload interrupted'));
    });
    await app.fileStorage.put(storageKey, part.file.pipe(inspector));
    // busboy marks a file cut at its limit as truncated instead of failing in some paths.
    if (part.file.truncated) throw new UploadRejectedError('fileSizeLarge', 'truncated');
  } catch (error) {
    part.file.destroy();
    await app.fileStorage.delete(storageKey);
    const code = (error as { code?: string }).code;
    const reason =
      error instanceof UploadRejectedError
        ? error.reason
        : code === 'FST_REQ_FILE_TOO_LARGE'
          ? 'fileSizeLarge'
          : null;
    if (reason === 'fileSizeLarge')
      throw new CallsProblem(413, 'errors.fileSizeLarge', {
        max: Math.round(rule.maxSizeBytes / 1024 / 1024),
      });
    if (reason === 'fileContentMismatch') throw new CallsProblem(415, 'errors.fileContentMismatch');
    if (reason === 'fileRequired') throw new CallsProblem(400, 'errors.fileRequired');
    throw error;
  }

  const scanner = app.documentScanner;
  let saved: { uuid: string; version: number };
  try {
    saved = await record({
      applicationId: target.applicationId,
      category: target.category,
      fileName,
      contentType: contentTypeOf(extension),
      size: inspector.bytes,
      sha256: inspector.sha256,
      storageKey,
      uploaderId: target.uploaderId,
      deletable: target.deletable,
      scan: scanner.enabled ? 'PENDING_SCAN' : 'NOT_SCANNED',
      completionReportId: target.completionReportId ?? null,
    });
  } catch (error) {
    await app.fileStorage.delete(storageKey);
    throw error;
  }
  const document = await findDocument(app.db, saved.uuid, saved.version);
  // Scheduled after the read, so the answer shows the state the upload was stored in.
  scanner.schedule(storageKey);
  if (!document) throw notFound();
  return document;
}
