/**
 * Completion reports of an application (docs/decisions/0011):
 * - POST /palyazatok/{id}/zaro-beszamolok: staff open a report due on a date, once the contract
 *   is concluded (the completion phase of machines/application-screens.ts);
 * - GET  /palyazatok/{id}/zaro-beszamolok: the application's reports (status, due date);
 * - GET  /zaro-beszamolok/{completionId}: one report with its form data and documents;
 * - PUT  /zaro-beszamolok/{completionId}: the draft (autosave), versioned, checked without
 *   `required` by schemas/forms/completion-report;
 * - POST /zaro-beszamolok/{completionId}/dokumentumok/{kategoria}: an attachment (multipart, the
 *   one upload path; a COMPLETION category);
 * - POST /zaro-beszamolok/{completionId}/benyujtas: the submission, checked in full; again
 *   after staff returned the report for correction;
 * - POST /zaro-beszamolok/{completionId}/elbiralas: staff accept a submitted report or return it
 *   for correction with a note (decision 0031).
 * Which report status may follow which is machines/completion-report.machine.ts's answer. A
 * report is reached by the applicant only through its application's tenant check (a foreign or
 * unknown id is the same 404).
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { completionRoutes as schemas } from '../../../../schemas/api/completion/completion.ts';
import { screenAccess } from '../../../../machines/application-screens.ts';
import {
  type CompletionReportStatus,
  DECISION_EVENTS,
  nextReportStatus,
  reportEditable,
} from '../../../../machines/completion-report.machine.ts';
import type { Language } from '../../../shared/i18n-languages.ts';
import type { FieldError } from '../../../shared/validation/messages.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import {
  receiveDocumentUpload,
  registerUploadParsing,
} from '../../applications/document-upload.ts';
import {
  type ApplicationContext,
  CallsProblem,
  idParam,
  loadApplicationFor,
} from '../../calls/http.ts';
import { completionFormErrors } from '../../lifecycle/completion-form.ts';
import { deliverOutbox, enqueueStatusMails } from '../../lifecycle/notifications.ts';
import { LifecycleProblem, withLockedApplication } from '../../lifecycle/service.ts';
import { findApplication } from '../../repositories/applications.ts';
import { listDocumentCategories } from '../../repositories/calls.ts';
import {
  type CompletionReport,
  findCompletionReport,
  insertCompletionReport,
  listCompletionReports,
  listCompletionReviews,
  markCompletionSubmitted,
  recordCompletionReview,
  saveCompletionDraft,
} from '../../repositories/completion-reports.ts';
import { listCurrentDocuments, documentMetadata } from '../../repositories/documents.ts';
import { translate } from '../../translations.ts';
import { staffOnly } from '../../lifecycle/http.ts';

function summaryOf(report: CompletionReport) {
  const { adatok: _adatok, ...summary } = report;
  return summary;
}

/** 409 naming why a report in this status takes no applicant change. */
function notEditable(status: CompletionReportStatus): LifecycleProblem {
  return new LifecycleProblem(
    409,
    status === 'ACCEPTED' ? 'errors.completionAccepted' : 'errors.completionSubmitted',
  );
}

function issuesOf(errors: FieldError[], language: Language) {
  return errors.map((error) => ({
    mezo: error.path,
    kod: error.messageKey,
    uzenet: translate('validators', language, error.messageKey, error.params) ?? error.messageKey,
    parameterek: error.params,
  }));
}

export const completionRoutesPlugin: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await registerUploadParsing(app, app.config.uploads.maxFileBytes);

  async function completionCategories() {
    return (await listDocumentCategories(app.db)).filter(
      (category) => category.type === 'COMPLETION',
    );
  }

  /** A report and its application, after the application's tenant check. */
  async function loadReport(
    request: FastifyRequest & { params: { completionId: string } },
    access: 'read' | 'edit',
  ): Promise<{ report: CompletionReport; context: ApplicationContext }> {
    const report = await findCompletionReport(app.db, Number(request.params.completionId));
    if (!report) throw notFound();
    const context = await loadApplicationFor(app.db, request, report.palyazatId, access);
    return { report, context };
  }

  async function detailOf(report: CompletionReport) {
    const documents = await listCurrentDocuments(app.db, report.palyazatId, {
      includeHidden: false,
      completionReportId: report.id,
    });
    // The applicant reads the decisions without who took them (staff names stay in the file).
    const reviews = (await listCompletionReviews(app.db, report.palyazatId))
      .filter((review) => review.zaroBeszamoloId === report.id)
      .map(({ id, dontes, megjegyzes, idopont }) => ({ id, dontes, megjegyzes, idopont }));
    return {
      ...report,
      elbiralasok: reviews,
      dokumentumok: documents.map(documentMetadata),
      kategoriak: (await completionCategories()).map((category) => ({
        code: category.code,
        name: category.name,
        extensions: category.extensions,
      })),
    };
  }

  app.post(
    '/palyazatok/:id/zaro-beszamolok',
    { schema: schemas.open, onRequest: staffOnly },
    async (request, reply) => {
      const application = await findApplication(app.db, idParam(request));
      if (!application) throw notFound();
      if (screenAccess('completion', application.payload.statusz) === 'closed')
        throw new LifecycleProblem(409, 'errors.completionNotOpen');
      const body = request.body;
      // The report and the mail asking for it are one transaction (the outbox, decision 0010).
      const id = await app.db.transaction().execute(async (trx) => {
        const inserted = await insertCompletionReport(trx, {
          applicationId: application.payload.id,
          hatarido: body.hatarido,
          megnevezes:
            body.megnevezes ?? translate('progress', 'hu', 'completion.defaultTitle') ?? '',
          userId: viewerOf(request).id,
        });
        await enqueueStatusMails(trx, {
          applicationId: application.payload.id,
          applicantId: application.applicantId,
          azonosito: application.payload.azonosito,
          statusz: application.payload.statusz,
          template: 'completionReportDue',
          hatarido: body.hatarido,
        });
        return inserted;
      });
      const report = await findCompletionReport(app.db, id);
      if (!report) throw notFound();
      // A first delivery attempt after the commit; a failure is retried by the outbox job.
      await deliverOutbox(app, { applicationId: application.payload.id }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'report mail delivery postponed'),
      );
      return reply.status(201).send(summaryOf(report));
    },
  );

  app.get(
    '/palyazatok/:id/zaro-beszamolok',
    { config: { queryBudget: 3 }, schema: schemas.list },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      return (await listCompletionReports(app.db, context.application.payload.id)).map(summaryOf);
    },
  );

  app.get('/zaro-beszamolok/:completionId', { schema: schemas.detail }, async (request) => {
    const { report } = await loadReport(request, 'read');
    return detailOf(report);
  });

  app.put('/zaro-beszamolok/:completionId', { schema: schemas.saveDraft }, async (request) => {
    const { report, context } = await loadReport(request, 'edit');
    if (!reportEditable(report.statusz)) throw notEditable(report.statusz);
    const body = request.body;
    const errors = completionFormErrors(body.adatok, 'draft');
    if (errors.length > 0)
      throw new CallsProblem(
        422,
        'errors.validationFailed',
        {},
        issuesOf(errors, context.language),
      );
    if (!(await saveCompletionDraft(app.db, report.id, body.verzio, body.adatok, report.statusz)))
      throw new CallsProblem(409, 'errors.staleVersion');
    return { verzio: body.verzio + 1 };
  });

  app.post(
    '/zaro-beszamolok/:completionId/dokumentumok/:kategoria',
    { schema: schemas.uploadDocument },
    async (request, reply) => {
      const { report, context } = await loadReport(request, 'edit');
      if (!reportEditable(report.statusz)) throw notEditable(report.statusz);
      const { kategoria } = request.params;
      const category = (await completionCategories()).find((item) => item.code === kategoria);
      if (!category) throw new CallsProblem(404, 'errors.unknownCategory');
      const document = await receiveDocumentUpload(
        app,
        request,
        { allowedExtensions: category.extensions, maxSizeBytes: app.config.uploads.maxFileBytes },
        {
          applicationId: report.palyazatId,
          category: kategoria,
          uploaderId: context.userId,
          deletable: category.deletable,
          completionReportId: report.id,
        },
      );
      return reply.status(201).send(documentMetadata(document));
    },
  );

  app.post(
    '/zaro-beszamolok/:completionId/benyujtas',
    { schema: schemas.submit },
    async (request) => {
      const { report, context } = await loadReport(request, 'edit');
      if (!nextReportStatus(report.statusz, { type: 'SUBMIT', actor: 'APPLICANT' }))
        throw notEditable(report.statusz);
      const errors = completionFormErrors(report.adatok, 'full');
      if (errors.length > 0)
        throw new CallsProblem(
          422,
          'errors.validationFailed',
          {},
          issuesOf(errors, context.language),
        );
      if (!(await markCompletionSubmitted(app.db, report.id, context.userId, report.statusz)))
        throw new LifecycleProblem(409, 'errors.completionSubmitted');
      const submitted = await findCompletionReport(app.db, report.id);
      if (!submitted) throw notFound();
      return detailOf(submitted);
    },
  );

  app.post(
    '/zaro-beszamolok/:completionId/elbiralas',
    { schema: schemas.review, onRequest: staffOnly },
    async (request) => {
      const { dontes } = request.body;
      const megjegyzes = (request.body.megjegyzes ?? '').trim();
      if (dontes === 'JAVITASRA_VISSZAKULDVE' && megjegyzes === '')
        throw new LifecycleProblem(422, 'errors.completionNoteRequired');
      const found = await findCompletionReport(app.db, Number(request.params.completionId));
      if (!found) throw notFound();
      // Under the application's row lock, like every lifecycle step: the application's machine
      // says whether the completion phase is still open, the report's machine whether this
      // report takes the decision; the decision and its mail commit together (the outbox).
      await withLockedApplication(app.db, found.palyazatId, async (trx, current) => {
        const status = current.locked.statusz;
        if (screenAccess('completion', status) === 'closed')
          throw new LifecycleProblem(409, 'errors.completionNotOpen');
        const report = await findCompletionReport(trx, found.id);
        if (!report) throw notFound();
        const to = nextReportStatus(report.statusz, {
          type: DECISION_EVENTS[dontes],
          actor: 'STAFF',
        });
        if (!to) throw new LifecycleProblem(409, 'errors.completionNotReviewable');
        if (
          !(await recordCompletionReview(trx, {
            id: report.id,
            dontes,
            megjegyzes,
            userId: viewerOf(request).id,
            to,
          }))
        )
          throw new LifecycleProblem(409, 'errors.completionNotReviewable');
        await enqueueStatusMails(trx, {
          applicationId: report.palyazatId,
          applicantId: current.application.applicantId,
          azonosito: current.application.payload.azonosito,
          statusz: status,
          template:
            dontes === 'ELFOGADVA' ? 'completionReportAccepted' : 'completionReportReturned',
          megjegyzes,
        });
      });
      await deliverOutbox(app, { applicationId: found.palyazatId }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'report mail delivery postponed'),
      );
      const reviewed = await findCompletionReport(app.db, found.id);
      if (!reviewed) throw notFound();
      return detailOf(reviewed);
    },
  );
};
