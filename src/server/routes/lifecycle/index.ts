/**
 * The lifecycle of an application (docs/decisions/0008):
 * - GET /palyazatok/{id}/allapot: status, submission state, timeline, what the applicant can do
 *   next and why not (applicant's users);
 * - POST /palyazatok/{id}/benyujtas/ellenorzes: submission step 1, the data check;
 * - POST /palyazatok/{id}/benyujtas/veglegesito: step 2, answers the final document (PDF);
 * - POST /palyazatok/{id}/benyujtas/alairt-veglegesito: step 3, the signed final document
 *   (multipart, one file), checked against this application and its current data;
 * - POST /palyazatok/{id}/benyujtas: the submission, with an Idempotency-Key header;
 * - POST /palyazatok/{id}/palyazoi-esemenyek: the applicant's other events (withdraw, back to
 *   editing, supplement answered; booking an appointment is routes/contract);
 * - POST /palyazatok/{id}/esemenyek: staff events, for users with the VEZETO or ADMIN role.
 *   Staff are not tenants: the role is checked first, so a non-staff user learns nothing (403 for
 *   every id), and staff may act on every application.
 */
import { registerUploadParsing } from '../../applications/document-upload.ts';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { lifecycleRoutes as schemas } from '../../../../schemas/api/lifecycle/lifecycle.ts';
import {
  allowedEvents,
  blockedBy,
  rulesFromStored,
} from '../../../../machines/application.machine.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import { idParam, languageOf, loadApplicationFor } from '../../calls/http.ts';
import { isStaff, requireStaff } from '../../lifecycle/http.ts';
import { deliverOutbox } from '../../lifecycle/notifications.ts';
import { findApplication } from '../../repositories/applications.ts';
import { findCallById } from '../../repositories/calls.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { unknownSupplementItems } from '../../lifecycle/supplement.ts';
import {
  LifecycleProblem,
  applyEvent,
  factsOf,
  storedStateOfRow,
  withLockedApplication,
} from '../../lifecycle/service.ts';
import {
  checkData,
  generateFinalDocument,
  submit,
  uploadSignedFinalDocument,
} from '../../lifecycle/submission.ts';
import { listTransitions } from '../../repositories/transitions.ts';
import { loadTrustedCertificates } from '../../lifecycle/signature/verify-pdf-signature.ts';
import {
  type SignedFinalDocument,
  findLatestSignedFinalDocument,
} from '../../repositories/signed-final-documents.ts';
import { attachmentDisposition } from '../../uploads/file-name.ts';
import { buildSubmissionPackage } from '../../lifecycle/submission-package.ts';

/** The kept signed final document as the state answer shows it. */
function signedSummary(signed: SignedFinalDocument | undefined) {
  return signed
    ? {
        fajlnev: signed.filename,
        meret: signed.size,
        sha256: signed.sha256,
        alairo: signed.signer.subject,
        feltoltve: signed.uploadedAt.toISOString(),
        allapotvaltasId: signed.transitionId,
      }
    : null;
}

export const lifecycleRoutesPlugin: RoutePlugin = async (app) => {
  /**
   * A supplement request needs a future deadline and at least one item, each a real section or
   * field of this application (supplement.ts); otherwise 422 naming what is wrong.
   */
  async function checkSupplementRequest(
    applicationId: number,
    body: { hatarido?: string; tetelek?: string[] },
  ): Promise<void> {
    if (body.hatarido === undefined)
      throw new LifecycleProblem(422, 'errors.supplementDeadlineRequired');
    if (new Date(body.hatarido).getTime() <= app.clock().getTime())
      throw new LifecycleProblem(422, 'errors.supplementDeadlinePast');
    if (!body.tetelek || body.tetelek.length === 0)
      throw new LifecycleProblem(422, 'errors.supplementItemsRequired');
    const application = await findApplication(app.db, applicationId);
    const call = application ? await findCallById(app.db, application.callId) : undefined;
    if (!call) throw notFound();
    const unknown = unknownSupplementItems(call, body.tetelek);
    if (unknown.length > 0)
      throw new LifecycleProblem(422, 'errors.supplementUnknownItems', unknown, {
        items: unknown.join(', '),
      });
  }

  // Read once at start: an unreadable CA file stops the server (fail fast).
  const trustedCas = loadTrustedCertificates(app.config.signatureTrustedCas);

  app.addHook('onRequest', app.authenticate);
  await registerUploadParsing(app, app.config.uploads.largeFileMaxBytes);

  app.get(
    '/palyazatok/:id/allapot',
    { config: { queryBudget: 11 }, schema: schemas.state },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      const id = context.application.payload.id;
      return withLockedApplication(app.db, id, async (trx, current) => {
        const stored = storedStateOfRow(current.locked);
        const { facts } = await factsOf(trx, current, new Date());
        const akadalyok: Record<string, string[]> = {};
        for (const rule of rulesFromStored(stored)) {
          const reasons = blockedBy(stored, facts, { type: rule.event, actor: 'APPLICANT' });
          // Steps only staff take are not the applicant's to wait for: left out, not "blocked".
          if (reasons.length > 0 && !reasons.includes('actorIsStaff'))
            akadalyok[rule.event] = reasons;
        }
        return {
          statusz: stored.statusz,
          benyujtasAllapot: stored.benyujtasAllapot,
          verzio: current.locked.verzio,
          benyujtasDatuma: current.application.payload.benyujtasDatuma,
          lehetsegesEsemenyek: allowedEvents(stored, facts, 'APPLICANT'),
          akadalyok,
          hianypotlas: current.locked.hianypotlasHatarido
            ? {
                hatarido: current.locked.hianypotlasHatarido.toISOString(),
                tetelek: current.locked.hianypotlasTetelek ?? [],
              }
            : null,
          allapotvaltasok: await listTransitions(trx, id),
          alairtVeglegesito: signedSummary(await findLatestSignedFinalDocument(trx, id)),
        };
      });
    },
  );

  app.post('/palyazatok/:id/benyujtas/ellenorzes', { schema: schemas.check }, async (request) => {
    const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
    return checkData(app.db, context.application.payload.id, context.userId, context.language);
  });

  app.post(
    '/palyazatok/:id/benyujtas/veglegesito',
    { schema: schemas.generateFinalDocument },
    async (request, reply) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const pdf = await generateFinalDocument(app.db, context.application.payload.id, {
        id: context.userId,
        name: context.userName,
        language: context.language,
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="veglegesito-${context.application.payload.azonosito}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.post(
    '/palyazatok/:id/benyujtas/alairt-veglegesito',
    { schema: schemas.uploadSignedDocument },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const part = await request.file();
      if (!part) throw new LifecycleProblem(422, 'errors.finalDocumentForeign');
      const file = await part.toBuffer();
      return uploadSignedFinalDocument(app.db, {
        applicationId: context.application.payload.id,
        userId: context.userId,
        file,
        filename: part.filename,
        trustedCas,
        storage: app.fileStorage,
        now: app.clock(),
      });
    },
  );

  app.get(
    '/palyazatok/:id/benyujtas/alairt-veglegesito',
    { schema: schemas.downloadSignedDocument },
    async (request, reply) => {
      const id = idParam(request);
      // The applicant's users (tenant check), and staff, who are not tenants.
      if (isStaff(request)) {
        if (!(await findApplication(app.db, id))) throw notFound();
      } else await loadApplicationFor(app.db, request, id, 'read');
      const signed = await findLatestSignedFinalDocument(app.db, id);
      if (!signed) throw notFound();
      const content = await app.fileStorage.get(signed.storageKey);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(signed.size))
        .header('content-disposition', attachmentDisposition(signed.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(content);
    },
  );

  app.get(
    '/palyazatok/:id/benyujtas/csomag',
    { schema: schemas.downloadSubmissionPackage },
    async (request, reply) => {
      const id = idParam(request);
      if (isStaff(request)) {
        if (!(await findApplication(app.db, id))) throw notFound();
      } else await loadApplicationFor(app.db, request, id, 'read');
      const { zip, filename } = await buildSubmissionPackage(
        app.db,
        app.fileStorage,
        id,
        languageOf(request),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.length))
        .header('content-disposition', attachmentDisposition(filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.post('/palyazatok/:id/benyujtas', { schema: schemas.submit }, async (request, reply) => {
    const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0)
      throw new LifecycleProblem(400, 'errors.idempotencyKeyMissing');
    const result = await submit(app.db, {
      applicationId: context.application.payload.id,
      userId: context.userId,
      key,
      body: request.body ?? null,
    });
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // The receipt mail is in the outbox; a first delivery attempt right after the commit.
    else
      await deliverOutbox(app, { applicationId: context.application.payload.id }).catch(
        (error: unknown) => request.log.warn({ err: error }, 'receipt mail delivery postponed'),
      );
    return reply.status(result.statusCode as 200).send(result.body);
  });

  app.post(
    '/palyazatok/:id/palyazoi-esemenyek',
    { schema: schemas.applicantEvent },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const body = request.body;
      const applied = await applyEvent(app.db, context.application.payload.id, {
        type: body.esemeny,
        actor: 'APPLICANT',
        userId: context.userId,
        expectedVersion: body.verzio,
      });
      return {
        statusz: applied.to.statusz,
        benyujtasAllapot: applied.to.benyujtasAllapot,
        verzio: applied.verzio,
        allapotvaltasId: applied.transitionId,
      };
    },
  );

  app.post('/palyazatok/:id/esemenyek', { schema: schemas.staffEvent }, async (request) => {
    requireStaff(request);
    const viewer = viewerOf(request);
    const body = request.body;
    const applicationId = idParam(request);
    if (body.esemeny === 'REQUEST_SUPPLEMENT') await checkSupplementRequest(applicationId, body);
    const applied = await applyEvent(app.db, applicationId, {
      type: body.esemeny,
      actor: 'STAFF',
      userId: viewer.id,
      reason: body.indoklas ?? null,
      expectedVersion: body.verzio,
      ...(body.hatarido
        ? { supplement: { hatarido: new Date(body.hatarido), tetelek: body.tetelek ?? [] } }
        : {}),
    });
    // The transition's mails are in the outbox; a first delivery attempt right after the commit
    // (a failure is retried by the outbox job and never undoes the decision).
    await deliverOutbox(app, { applicationId }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'status mail delivery postponed'),
    );
    return {
      statusz: applied.to.statusz,
      benyujtasAllapot: applied.to.benyujtasAllapot,
      verzio: applied.verzio,
      allapotvaltasId: applied.transitionId,
    };
  });
};
