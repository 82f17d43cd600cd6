/**
 * The owner calls of spec section 7 (/tamogatast-igenylo-tulajdonosok). An owner id is resolved
 * to its applicant first, so another company's owner answers 404 like an unknown id.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { ownerRoutes } from '../../../../schemas/api/master-data/owners.ts';
import { createOwner, findOwner, listOwners, updateOwner } from '../../repositories/owners.ts';
import { getApplicant } from '../../repositories/applicants.ts';
import { applicantIdOfRow, deleteAuditedRow, inTransaction } from '../../repositories/audit.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const ownersRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/:id',
    { config: { queryBudget: 3 }, schema: ownerRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listOwners(app.db, id);
    },
  );

  app.post(
    '/tamogatast-igenylo-tulajdonosok',
    { schema: ownerRoutes.create },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { tamogatastIgenylo, tulajdonos } = request.body;
      await requireApplicantAccess(app.db, viewer.id, tamogatastIgenylo.id, 'edit');
      // Written and read back in one transaction: see the applicants' create route.
      const created = await inTransaction(app.db, async (trx) => {
        const ownerId = await createOwner(trx, viewer.id, tamogatastIgenylo.id, tulajdonos);
        const applicant = await getApplicant(trx, tamogatastIgenylo.id, viewer.id);
        return {
          tamogatastIgenylo: { id: tamogatastIgenylo.id, nev: applicant?.nev ?? '' },
          tulajdonos: await findOwner(trx, tamogatastIgenylo.id, ownerId),
        };
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/tamogatast-igenylo-tulajdonosok/tulajdonos/:id',
    { schema: ownerRoutes.update },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      const applicantId = await applicantIdOfRow(app.db, 'tulajdonos', id);
      await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
      const owner = await inTransaction(app.db, async (trx) => {
        await updateOwner(trx, viewer.id, id, request.body);
        return findOwner(trx, applicantId as number, id);
      });
      if (!owner) throw notFound();
      return owner;
    },
  );

  app.delete(
    '/tamogatast-igenylo-tulajdonosok/tulajdonos/:id',
    { schema: ownerRoutes.remove },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      const applicantId = await applicantIdOfRow(app.db, 'tulajdonos', id);
      await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
      await deleteAuditedRow(app.db, { table: 'tulajdonos', userId: viewer.id, id });
      return reply.status(204).send();
    },
  );
};
