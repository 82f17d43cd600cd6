/**
 * The application file of the back office (docs/decisions/0017): everything submitted, read in
 * the lifecycle's row-locked transaction (as GET /palyazatok/{id}/allapot does) so the staff
 * actions and their reasons are computed by the lifecycle service from the same stored data the
 * next event will see.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import { supplementItemLabel } from '../../shared/supplement-items.ts';
import { callsMessage } from '../calls/messages.ts';
import type { Database } from '../db/database.ts';
import { factsWithReadsOf, storedStateOfRow, withLockedApplication } from '../lifecycle/service.ts';
import { supplementItemsOf } from '../lifecycle/supplement.ts';
import { listAppointmentSlots } from '../repositories/appointments.ts';
import { listDocumentCategories } from '../repositories/calls.ts';
import {
  listCompletionReports,
  listCompletionReviews,
} from '../repositories/completion-reports.ts';
import {
  type StoredDocument,
  documentMetadata,
  listDocumentsWithVersions,
} from '../repositories/documents.ts';
import { listTransitions } from '../repositories/transitions.ts';
import { findAssignee, findSnapshotOfApplication, listNotes } from './repository.ts';
import { can, staffActionsFor } from './roles.ts';

/** The file of one application for a staff member with these roles, in their language. */
export async function applicationFile(
  db: Database,
  applicationId: number,
  viewer: { roles: readonly string[]; language: Language },
  now: Date,
) {
  return withLockedApplication(db, applicationId, async (trx, current) => {
    const { application, call } = current;
    const stored = storedStateOfRow(current.locked);
    // Every version of the documents in one query; the current ones are also what the facts'
    // completion reads, and its knock-out answers and statements are the file's.
    const { current: currentDocuments, earlier } = await listDocumentsWithVersions(
      trx,
      applicationId,
      { includeHidden: true },
    );
    const { facts, reads } = await factsWithReadsOf(trx, current, now, {
      documents: currentDocuments,
    });
    const { knockOut, statements } = reads;
    const [transitions, snapshot, notes, assignee, slots, reports, reviews] = await Promise.all([
      listTransitions(trx, applicationId),
      findSnapshotOfApplication(trx, applicationId),
      listNotes(trx, applicationId),
      findAssignee(trx, applicationId),
      // The staff cannot read the applicant's contract and report routes (tenant check), so
      // the file carries the slots and the reports (with their content and decisions) itself.
      listAppointmentSlots(trx, applicationId),
      listCompletionReports(trx, applicationId),
      listCompletionReviews(trx, applicationId),
    ]);
    // From the app's catalogue in memory (the transaction has none; `db` has).
    const categories = await listDocumentCategories(db);
    const documentName = (code: string) =>
      categories.find((category) => category.code === code)?.name[viewer.language];
    const texts = call.texts[viewer.language];
    const label = (item: string) =>
      supplementItemLabel(item, {
        translate: (key) => callsMessage(viewer.language, key),
        texts,
        customFieldsSchema: call.customFields.schema,
        documentName,
      });
    const versionsOf = (document: StoredDocument) =>
      earlier
        .filter((version) => version.uuid === document.uuid)
        .map((version) => documentMetadata(version));
    return {
      palyazat: application.payload,
      felhivas: { id: call.id, azonosito: call.identifier, nev: texts.name },
      statusz: stored.statusz,
      benyujtasAllapot: stored.benyujtasAllapot,
      verzio: current.locked.verzio,
      egyediMezok: application.customFieldValues,
      kizaroFeltetelek: knockOut.map((answer) => ({
        ...answer,
        nev: texts.knockOut[answer.kriterium] ?? answer.kriterium,
      })),
      nyilatkozatok: statements.map((answer) => ({
        ...answer,
        nev: texts.statements[answer.nyilatkozat] ?? answer.nyilatkozat,
      })),
      dokumentumok: currentDocuments.map((document) => ({
        ...documentMetadata(document),
        kategoriaNev: documentName(document.documentType) ?? document.documentType,
        korabbiVerziok: versionsOf(document),
      })),
      allapotvaltasok: transitions,
      torzsadatPillanatkep: snapshot,
      hianypotlas: current.locked.hianypotlasHatarido
        ? {
            hatarido: current.locked.hianypotlasHatarido.toISOString(),
            tetelek: (current.locked.hianypotlasTetelek ?? []).map((tetel) => ({
              tetel,
              nev: label(tetel),
            })),
          }
        : null,
      felelos: assignee,
      megjegyzesek: notes,
      muveletek: staffActionsFor(viewer.roles, stored, facts),
      jogok: {
        esemenyKuldes: can(viewer.roles, 'sendEvents'),
        felvetelEsMegjegyzes: can(viewer.roles, 'takeAndNote'),
      },
      /** What a supplement request may name on this call, as the applicant's screens name it. */
      hianypotlasValasztek: [...supplementItemsOf(call)].map((tetel) => ({
        tetel,
        nev: label(tetel),
      })),
      idopontok: slots,
      zaroBeszamolok: reports.map((report) => ({
        ...report,
        elbiralasok: reviews
          .filter((review) => review.zaroBeszamoloId === report.id)
          .map(({ zaroBeszamoloId: _report, ...review }) => review),
      })),
    };
  });
}
