/**
 * Documents of an application (/attachments):
 * - GET  /palyazatok/{id}/dokumentumok                 the call's required documents + current documents
 * - POST /palyazatok/{id}/dokumentumok/{kategoria}     multipart upload of one file, STREAMED through
 *   the size/magic-byte/SHA-256 inspector into storage (never buffered whole); a second upload
 *   to the same category becomes the next version of that document
 * - GET  /dokumentumok/{uuid}                          every version
 * - GET  /dokumentumok/{uuid}/tartalom[?verzio=n]      download as an attachment, nosniff
 * - DELETE /dokumentumok/{uuid}                        where deletable, while editing
 * Uploads and deletes are applicant writes (src/server/lifecycle/applicant-writes.ts): a
 * supplement request must unlock the category; an upload begun before the deadline may end
 * within the grace period (UPLOAD_DEADLINE_GRACE_MINUTES).
 * - PUT  /dokumentumok/{uuid}/lathatosag               the visibility flag (T side: staff roles only)
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documentRoutes } from '../../../../schemas/api/documents/documents.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { CallsProblem, idParam, loadApplicationFor, withCallsProblems } from '../../calls/http.ts';
import { listDocumentCategories } from '../../repositories/calls.ts';
import {
  type StoredDocument,
  findDocument,
  insertDocumentVersion,
  listCurrentDocuments,
  listDocumentVersions,
  markDocumentDeleted,
  setDocumentVisibility,
} from '../../repositories/documents.ts';
import { findApplication } from '../../repositories/applications.ts';
import { applicantWrite, assertApplicantMayWrite } from '../../lifecycle/applicant-writes.ts';
import { findLifecycleState } from '../../repositories/transitions.ts';
import { UploadInspector, UploadRejectedError } from '../../uploads/inspect-stream.ts';
import { attachmentDisposition, extensionOf, sanitiseFileName } from '../../uploads/file-name.ts';
import { contentTypeOf } from '../../uploads/magic-bytes.ts';
import { documentRequirementsOf } from '../calls/index.ts';

/** Roles of the T side (the funder's staff), who may change a document's visibility. */
const STAFF_ROLES = ['ADMIN', 'VEZETO', 'FELHIVAS_SZERKESZTO'];

function isStaff(request: FastifyRequest): boolean {
  return (request.user?.roles ?? []).some((role) => STAFF_ROLES.includes(role));
}

function metadataOf(document: StoredDocument) {
  const { storageKey: _storageKey, ...metadata } = document;
  return metadata;
}

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  withCallsProblems(app);
  const largest = Math.max(
    app.config.uploads.maxFileBytes,
    app.config.uploads.largeFileMaxBytes,
    500 * 1024 * 1024,
  );
  await app.register(multipart, {
    limits: { fileSize: largest, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  /** Loads a document and its application after the tenant check; hidden ones only for staff. */
  async function loadDocument(request: FastifyRequest, access: 'read' | 'edit', version?: number) {
    const { uuid } = request.params as { uuid: string };
    const document = await findDocument(app.db, uuid, version);
    if (!document) throw notFound();
    const context = await loadApplicationFor(app.db, request, document.tenderId, access);
    if (!document.visible && !isStaff(request)) throw notFound();
    return { document, context };
  }

  app.get('/palyazatok/:id/dokumentumok', { schema: documentRoutes.list }, async (request) => {
    const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
    const documents = await listCurrentDocuments(app.db, context.application.payload.id, {
      includeHidden: isStaff(request),
    });
    const requirements = documentRequirementsOf(
      context.call,
      await listDocumentCategories(app.db),
      app.config,
    );
    return {
      kovetelmenyek: requirements.map((requirement) => ({
        ...requirement,
        teljesitve: documents.some(
          (document) =>
            document.documentType === requirement.category.code &&
            (document.scanStatus === 'CLEAN' || document.scanStatus === 'NOT_SCANNED'),
        ),
      })),
      dokumentumok: documents.map(metadataOf),
    };
  });

  app.post(
    '/palyazatok/:id/dokumentumok/:kategoria',
    { schema: documentRoutes.upload },
    async (request, reply) => {
      // The upload's start: an upload begun before the deadline may end within the grace period.
      const startedAt = app.clock();
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const { kategoria } = request.params as { kategoria: string };
      const requirement = documentRequirementsOf(
        context.call,
        await listDocumentCategories(app.db),
        app.config,
      ).find((item) => item.category.code === kategoria);
      if (!requirement) throw new CallsProblem(404, 'errors.unknownCategory');
      const touched = [`documents.${kategoria}`];
      const upload = { startedAt, graceMs: app.config.uploads.deadlineGraceMs };
      // Fail fast, before the file is streamed; checked again under the row lock at the end.
      const lifecycle = await findLifecycleState(app.db, context.application.payload.id);
      if (!lifecycle) throw notFound();
      const labels = {
        language: context.language,
        documentName: () => requirement.category.name[context.language],
      };
      assertApplicantMayWrite({ locked: lifecycle, call: context.call }, touched, {
        now: startedAt,
        labels,
        upload,
      });

      const part = await request.file({ limits: { fileSize: requirement.maxSizeBytes } });
      if (!part) throw new CallsProblem(400, 'errors.fileRequired');
      const fileName = sanitiseFileName(part.filename);
      const extension = extensionOf(fileName);
      if (!requirement.allowedExtensions.includes(extension)) {
        part.file.resume();
        throw new CallsProblem(415, 'errors.fileExtensionError', {
          extensions: requirement.allowedExtensions.join(', '),
        });
      }

      const inspector = new UploadInspector(extension, requirement.maxSizeBytes);
      const storageKey = `documents/${context.application.payload.id}/${randomUUID()}`;
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
            max: Math.round(requirement.maxSizeBytes / 1024 / 1024),
          });
        if (reason === 'fileContentMismatch')
          throw new CallsProblem(415, 'errors.fileContentMismatch');
        if (reason === 'fileRequired') throw new CallsProblem(400, 'errors.fileRequired');
        throw error;
      }

      const scanner = app.documentScanner;
      let saved: { uuid: string; version: number };
      try {
        ({ result: saved } = await applicantWrite(app.db, {
          applicationId: context.application.payload.id,
          userId: context.userId,
          now: app.clock,
          touched: () => touched,
          labels,
          upload,
          write: (trx) =>
            insertDocumentVersion(trx, {
              applicationId: context.application.payload.id,
              category: kategoria,
              fileName,
              contentType: contentTypeOf(extension),
              size: inspector.bytes,
              sha256: inspector.sha256,
              storageKey,
              uploaderId: context.userId,
              deletable: requirement.category.deletable,
              scan: scanner.enabled ? 'PENDING_SCAN' : 'NOT_SCANNED',
            }),
        }));
      } catch (error) {
        await app.fileStorage.delete(storageKey);
        throw error;
      }
      const document = await findDocument(app.db, saved.uuid, saved.version);
      // Scheduled after the read, so the answer shows the state the upload was stored in.
      scanner.schedule(storageKey);
      if (!document) throw notFound();
      return reply.status(201).send(metadataOf(document));
    },
  );

  app.get('/dokumentumok/:uuid', { schema: documentRoutes.versions }, async (request) => {
    const { document } = await loadDocument(request, 'read');
    return (await listDocumentVersions(app.db, document.uuid)).map(metadataOf);
  });

  app.get(
    '/dokumentumok/:uuid/tartalom',
    { schema: documentRoutes.download },
    async (request, reply) => {
      const query = request.query as { verzio?: string };
      const { document } = await loadDocument(
        request,
        'read',
        query.verzio ? Number(query.verzio) : undefined,
      );
      if (document.scanStatus !== 'CLEAN' && document.scanStatus !== 'NOT_SCANNED')
        throw new CallsProblem(409, 'errors.documentNotReady');
      const content = await app.fileStorage.get(document.storageKey);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', attachmentDisposition(document.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(content);
    },
  );

  app.delete('/dokumentumok/:uuid', { schema: documentRoutes.remove }, async (request, reply) => {
    const { document, context } = await loadDocument(request, 'edit');
    if (!document.deletable) throw new CallsProblem(403, 'errors.documentNotDeletable');
    const categories = await listDocumentCategories(app.db);
    const { result: keys } = await applicantWrite(app.db, {
      applicationId: context.application.payload.id,
      userId: context.userId,
      now: app.clock,
      touched: () => [`documents.${document.documentType}`],
      labels: {
        language: context.language,
        documentName: (code) =>
          categories.find((category) => category.code === code)?.name[context.language],
      },
      write: (trx) => markDocumentDeleted(trx, document.uuid),
    });
    for (const key of keys) await app.fileStorage.delete(key);
    return reply.status(204).send();
  });

  app.put(
    '/dokumentumok/:uuid/lathatosag',
    { schema: documentRoutes.visibility },
    async (request) => {
      if (!isStaff(request)) throw new CallsProblem(403, 'errors.staffOnly');
      const { uuid } = request.params as { uuid: string };
      const document = await findDocument(app.db, uuid);
      if (!document || !(await findApplication(app.db, document.tenderId))) throw notFound();
      const { lathato } = request.body as { lathato: boolean };
      await setDocumentVisibility(app.db, uuid, lathato);
      return (await listDocumentVersions(app.db, uuid)).map(metadataOf);
    },
  );
};
