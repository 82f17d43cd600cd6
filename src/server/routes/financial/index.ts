/**
 * Financial data (our design): GET /tamogatast-igenylok/{id}/penzugyi-adatok answers the closed
 * business years and the enterprise size derived by the EU SME rules; POST/PUT/DELETE
 * /penzugyi-adatok keep one year each. Only closed years (before the current one) are accepted.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { financialRoutes } from '../../../../schemas/api/master-data/financial.ts';
import {
  createFinancialYear,
  getFinancialData,
  listFinancialYears,
  updateFinancialYear,
} from '../../repositories/financial.ts';
import { applicantIdOfRow, deleteAuditedRow, inTransaction } from '../../repositories/audit.ts';
import { badRequest, notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

function requireClosedYear(year: number): void {
  if (year >= new Date().getFullYear()) {
    throw badRequest('Csak lezárt üzleti év adatai adhatók meg.');
  }
}

export const financialDataRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylok/:id/penzugyi-adatok',
    { config: { queryBudget: 3 }, schema: financialRoutes.get },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return getFinancialData(app.db, id);
    },
  );

  app.post('/penzugyi-adatok', { schema: financialRoutes.create }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    await requireApplicantAccess(app.db, viewer.id, body.tamogatastIgenylo.id, 'edit');
    requireClosedYear(body.ev);
    // Written and read back in one transaction: see the applicants' create route.
    const created = await inTransaction(app.db, async (trx) => {
      const id = await createFinancialYear(trx, viewer.id, body.tamogatastIgenylo.id, body);
      const years = await listFinancialYears(trx, body.tamogatastIgenylo.id);
      return years.find((year) => year.id === id);
    });
    return reply.status(201).send(created);
  });

  app.put('/penzugyi-adatok/:id', { schema: financialRoutes.update }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = numericParams(request, 'id');
    const body = request.body;
    const applicantId = await applicantIdOfRow(app.db, 'penzugyi_adat', id);
    await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
    if (body.tamogatastIgenylo.id !== applicantId) throw notFound();
    requireClosedYear(body.ev);
    const saved = await inTransaction(app.db, async (trx) => {
      await updateFinancialYear(trx, viewer.id, id, body);
      return (await listFinancialYears(trx, applicantId)).find((year) => year.id === id);
    });
    if (!saved) throw notFound();
    return saved;
  });

  app.delete('/penzugyi-adatok/:id', { schema: financialRoutes.remove }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = numericParams(request, 'id');
    const applicantId = await applicantIdOfRow(app.db, 'penzugyi_adat', id);
    await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
    await deleteAuditedRow(app.db, { table: 'penzugyi_adat', userId: viewer.id, id });
    return reply.status(204).send();
  });
};
