/**
 * The contract of an application (docs/decisions/0011):
 * - GET  /palyazatok/{id}/szerzodes: the contract documents (from CONTRACT_APPROVED on), the
 *   signed copy, the offered slots and the booked one, and what the applicant may do now;
 * - POST /palyazatok/{id}/szerzodes/dokumentumok/{kategoria}: staff upload the contract or an
 *   annex (multipart) while the contract is being prepared;
 * - POST /palyazatok/{id}/szerzodes/alairt: the applicant uploads the signed contract (multipart);
 * - POST /palyazatok/{id}/szerzodes/idopontok: staff offer appointment slots;
 * - POST /palyazatok/{id}/szerzodes/idopontok/{idopontId}/foglalas: the applicant books one, which
 *   is the lifecycle's BOOK_APPOINTMENT event, in the same transaction.
 * Every file goes through the one upload path (applications/document-upload.ts); downloads use the
 * documents' own GET /dokumentumok/{uuid}/tartalom (attachment, nosniff). Applicant routes check
 * the tenant first; staff routes check the role first (`staffOnly`, before the body is validated).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { contractRoutes as schemas } from '../../../../schemas/api/contract/contract.ts';
import { CONTRACT_STATUSES } from '../../../../machines/application-screens.ts';
import type { ApplicationStatus } from '../../../../machines/application.machine.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import {
  receiveDocumentUpload,
  registerUploadParsing,
} from '../../applications/document-upload.ts';
import { idParam, loadApplicationFor } from '../../calls/http.ts';
import { LifecycleProblem, applyLocked, withLockedApplication } from '../../lifecycle/service.ts';
import {
  bookAppointmentSlot,
  insertAppointmentSlots,
  listAppointmentSlots,
} from '../../repositories/appointments.ts';
import { findApplication } from '../../repositories/applications.ts';
import { listDocumentCategories } from '../../repositories/calls.ts';
import { listCurrentDocuments, documentMetadata } from '../../repositories/documents.ts';
import {
  CONTRACT_CATEGORIES,
  SIGNED_CONTRACT_CATEGORY,
} from '../../lifecycle/contract-documents.ts';
import { staffOnly } from '../../lifecycle/http.ts';

/** Staff prepare the contract documents while the contract is verified or modified. */
const PREPARATION_STATUSES: readonly string[] = [
  'CONTRACT_VERIFICATION',
  'CONTRACT_REJECTED',
  'UNDER_CONTRACT_MODIFICATION',
];
/** The applicant sees the contract once it is approved, as long as the contract phase lasts. */
const PUBLISHED_STATUSES: readonly string[] = CONTRACT_STATUSES.filter(
  (status) => !['APPROVED', ...PREPARATION_STATUSES].includes(status),
);
/** The signed contract is taken until the contract is concluded. */
const SIGNING_STATUSES: readonly string[] = [
  'CONTRACT_APPROVED',
  'UNDER_APPOINTMENT_BOOKING',
  'WAITING_FOR_CONTRACT',
];
/** Slots are offered once the contract is approved, until one is booked. */
const OFFERING_STATUSES: readonly string[] = ['CONTRACT_APPROVED', 'UNDER_APPOINTMENT_BOOKING'];

export const contractRoutesPlugin: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await registerUploadParsing(app, app.config.uploads.maxFileBytes);

  async function uploadRuleOf(code: string) {
    const category = (await listDocumentCategories(app.db)).find((item) => item.code === code);
    if (!category) throw notFound();
    return {
      category,
      rule: {
        allowedExtensions: category.extensions,
        maxSizeBytes: app.config.uploads.maxFileBytes,
      },
    };
  }

  app.get(
    '/palyazatok/:id/szerzodes',
    { config: { queryBudget: 2 }, schema: schemas.state },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      const id = context.application.payload.id;
      const status = context.application.payload.statusz as ApplicationStatus;
      const published = PUBLISHED_STATUSES.includes(status);
      const documents = published
        ? await listCurrentDocuments(app.db, id, {
            includeHidden: false,
            categories: [...CONTRACT_CATEGORIES, SIGNED_CONTRACT_CATEGORY],
          })
        : [];
      const slots = published ? await listAppointmentSlots(app.db, id) : [];
      const booked = slots.find((slot) => slot.foglalva !== null) ?? null;
      return {
        statusz: status,
        dokumentumok: documents
          .filter((document) => document.documentType !== SIGNED_CONTRACT_CATEGORY)
          .map(documentMetadata),
        alairtSzerzodes: (() => {
          const signed = documents.find(
            (document) => document.documentType === SIGNED_CONTRACT_CATEGORY,
          );
          return signed ? documentMetadata(signed) : null;
        })(),
        // Once one is booked, the others are no longer on offer.
        idopontok: booked ? [] : slots,
        foglaltIdopont: booked,
        alairtFeltoltheto: SIGNING_STATUSES.includes(status),
        foglalhato: status === 'UNDER_APPOINTMENT_BOOKING' && !booked,
      };
    },
  );

  app.post(
    '/palyazatok/:id/szerzodes/dokumentumok/:kategoria',
    { schema: schemas.uploadContractDocument, onRequest: staffOnly },
    async (request, reply) => {
      const application = await findApplication(app.db, idParam(request));
      if (!application) throw notFound();
      if (!PREPARATION_STATUSES.includes(application.payload.statusz))
        throw new LifecycleProblem(409, 'errors.contractNotInPreparation');
      const { kategoria } = request.params;
      const { category, rule } = await uploadRuleOf(kategoria);
      const document = await receiveDocumentUpload(app, request, rule, {
        applicationId: application.payload.id,
        category: kategoria,
        uploaderId: viewerOf(request).id,
        deletable: category.deletable,
      });
      return reply.status(201).send(documentMetadata(document));
    },
  );

  app.post(
    '/palyazatok/:id/szerzodes/alairt',
    { schema: schemas.uploadSignedContract },
    async (request, reply) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      if (!SIGNING_STATUSES.includes(context.application.payload.statusz))
        throw new LifecycleProblem(409, 'errors.contractNotForSigning');
      const { category, rule } = await uploadRuleOf(SIGNED_CONTRACT_CATEGORY);
      const document = await receiveDocumentUpload(app, request, rule, {
        applicationId: context.application.payload.id,
        category: SIGNED_CONTRACT_CATEGORY,
        uploaderId: context.userId,
        deletable: category.deletable,
      });
      return reply.status(201).send(documentMetadata(document));
    },
  );

  app.post(
    '/palyazatok/:id/szerzodes/idopontok',
    { schema: schemas.offerSlots, onRequest: staffOnly },
    async (request, reply) => {
      const applicationId = idParam(request);
      const body = request.body;
      const slots = await withLockedApplication(app.db, applicationId, async (trx, current) => {
        if (!OFFERING_STATUSES.includes(current.locked.statusz))
          throw new LifecycleProblem(409, 'errors.slotsNotOpen');
        await insertAppointmentSlots(
          trx,
          applicationId,
          viewerOf(request).id,
          body.idopontok.map((slot) => ({
            kezdet: new Date(slot.kezdet),
            helyszin: slot.helyszin,
          })),
        );
        return listAppointmentSlots(trx, applicationId);
      });
      return reply.status(201).send(slots);
    },
  );

  app.post(
    '/palyazatok/:id/szerzodes/idopontok/:idopontId/foglalas',
    { schema: schemas.book },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const slotId = Number(request.params.idopontId);
      const body = request.body ?? {};
      return withLockedApplication(app.db, context.application.payload.id, async (trx, current) => {
        // The machine decides first (409 with its rules outside UNDER_APPOINTMENT_BOOKING).
        const applied = await applyLocked(trx, current, {
          type: 'BOOK_APPOINTMENT',
          actor: 'APPLICANT',
          userId: context.userId,
          expectedVersion: body.verzio,
        });
        if (!(await bookAppointmentSlot(trx, current.locked.id, slotId, context.userId)))
          throw new LifecycleProblem(409, 'errors.slotNotAvailable');
        const slot = (await listAppointmentSlots(trx, current.locked.id)).find(
          (item) => item.id === slotId,
        );
        return { statusz: applied.to.statusz, verzio: applied.verzio, foglaltIdopont: slot };
      });
    },
  );
};
