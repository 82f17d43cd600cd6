/**
 * Documents of an application (/attachments):
 * - GET  /palyazatok/{id}/dokumentumok                 the call's required documents + current documents,
 *   each with its earlier versions (upload time, uploader, size, SHA-256)
 * - POST /palyazatok/{id}/dokumentumok/{kategoria}     multipart upload of one file through the one
 *   upload path (applications/document-upload.ts); a second upload to the same category becomes the
 *   next version of that document
 * - GET  /dokumentumok/{uuid}                          every version
 * - GET  /dokumentumok/{uuid}/tartalom[?verzio=n]      download as an attachment, nosniff
 * - DELETE /dokumentumok/{uuid}                        where deletable, while editing
 * Uploads and deletes are applicant writes (src/server/lifecycle/applicant-writes.ts): a
 * supplement request must unlock the category; an upload begun before the deadline may end
 * within the grace period (UPLOAD_DEADLINE_GRACE_MINUTES).
 * - PUT  /dokumentumok/{uuid}/lathatosag               the visibility flag (T side: staff roles only)
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { documentRoutes } from '../../../../schemas/api/documents/documents.ts';
import { BACK_OFFICE_ROLES, STAFF_ROLES, hasRole } from '../../../shared/roles.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { CallsProblem, idParam, loadApplicationFor } from '../../calls/http.ts';
import { listDocumentCategories } from '../../repositories/calls.ts';
import {
  findDocument,
  insertDocumentVersion,
  listDocumentVersions,
  listDocumentsWithVersions,
  markDocumentDeleted,
  setDocumentVisibility,
  documentMetadata,
} from '../../repositories/documents.ts';
import { findApplication } from '../../repositories/applications.ts';
import { submittedStorageKeys } from '../../repositories/submitted-documents.ts';
import { applicantWrite, assertApplicantMayWrite } from '../../lifecycle/applicant-writes.ts';
import { findLifecycleState } from '../../repositories/transitions.ts';
import { attachmentDisposition } from '../../uploads/file-name.ts';
import {
  receiveDocumentUpload,
  registerUploadParsing,
} from '../../applications/document-upload.ts';
import { documentRequirementsOf } from '../../calls/call-detail.ts';

/** The T side (the funder's staff) reads hidden documents too (src/shared/roles.ts). */
function isStaff(request: FastifyRequest): boolean {
  return hasRole(request.user, BACK_OFFICE_ROLES);
}

export const documentsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const largest = Math.max(
    app.config.uploads.maxFileBytes,
    app.config.uploads.largeFileMaxBytes,
    500 * 1024 * 1024,
  );
  await registerUploadParsing(app, largest);

  /** Loads a document and its application after the tenant check; hidden ones only for staff. */
  async function loadDocument(
    request: FastifyRequest,
    uuid: string,
    access: 'read' | 'edit',
    version?: number,
  ) {
    const document = await findDocument(app.db, uuid, version);
    if (!document) throw notFound();
    const context = await loadApplicationFor(app.db, request, document.tenderId, access);
    if (!document.visible && !isStaff(request)) throw notFound();
    return { document, context };
  }

  app.get(
    '/palyazatok/:id/dokumentumok',
    { config: { queryBudget: 3 }, schema: documentRoutes.list },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      // Loaded for the application just checked, so no other tenant's version can slip in.
      const { current: documents, earlier } = await listDocumentsWithVersions(
        app.db,
        context.application.payload.id,
        { includeHidden: isStaff(request) },
      );
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
        dokumentumok: documents.map((document) => ({
          ...documentMetadata(document),
          korabbiVerziok: earlier
            .filter((version) => version.uuid === document.uuid)
            .map(documentMetadata),
        })),
      };
    },
  );

  app.post(
    '/palyazatok/:id/dokumentumok/:kategoria',
    { schema: documentRoutes.upload },
    async (request, reply) => {
      // The upload's start: an upload begun before the deadline may end within the grace period.
      const startedAt = app.clock();
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const { kategoria } = request.params;
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

      const document = await receiveDocumentUpload(
        app,
        request,
        requirement,
        {
          applicationId: context.application.payload.id,
          category: kategoria,
          uploaderId: context.userId,
          deletable: requirement.category.deletable,
        },
        async (version) =>
          (
            await applicantWrite(app.db, {
              applicationId: context.application.payload.id,
              userId: context.userId,
              now: app.clock,
              touched: () => touched,
              labels,
              upload,
              write: (trx) => insertDocumentVersion(trx, version),
            })
          ).result,
      );
      return reply.status(201).send(documentMetadata(document));
    },
  );

  app.get(
    '/dokumentumok/:uuid',
    { config: { queryBudget: 4 }, schema: documentRoutes.versions },
    async (request) => {
      const { document } = await loadDocument(request, request.params.uuid, 'read');
      return (await listDocumentVersions(app.db, document.uuid)).map(documentMetadata);
    },
  );

  app.get(
    '/dokumentumok/:uuid/tartalom',
    { config: { queryBudget: 3 }, schema: documentRoutes.download },
    async (request, reply) => {
      const query = request.query;
      const { document } = await loadDocument(
        request,
        request.params.uuid,
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
    const { document, context } = await loadDocument(request, request.params.uuid, 'edit');
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
    // A version a submission recorded stays in storage: it is part of "Download my submission".
    const kept = await submittedStorageKeys(app.db, keys);
    for (const key of keys) if (!kept.has(key)) await app.fileStorage.delete(key);
    return reply.status(204).send();
  });

  app.put(
    '/dokumentumok/:uuid/lathatosag',
    { schema: documentRoutes.visibility },
    async (request) => {
      // Changing what the applicant sees acts on the application: VEZETO and ADMIN only.
      if (!hasRole(request.user, STAFF_ROLES)) throw new CallsProblem(403, 'errors.staffOnly');
      const { uuid } = request.params;
      const document = await findDocument(app.db, uuid);
      if (!document || !(await findApplication(app.db, document.tenderId))) throw notFound();
      const { lathato } = request.body;
      await setDocumentVisibility(app.db, uuid, lathato);
      return (await listDocumentVersions(app.db, uuid)).map(documentMetadata);
    },
  );
};
