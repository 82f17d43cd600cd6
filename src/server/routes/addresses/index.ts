/**
 * The address calls of spec section 7 (/tamogatast-igenylo-cimek). The applicant id of the path
 * or body is checked against the user's permissions, and an address id must belong to it.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { addressRoutes } from '../../../../schemas/api/master-data/addresses.ts';
import {
  createAddress,
  findAddress,
  listAddresses,
  updateAddress,
} from '../../repositories/addresses.ts';
import { applicantIdOfRow, deleteAuditedRow, inTransaction } from '../../repositories/audit.ts';
import { badRequest, notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const addressesRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylo-cimek/tamogatast-igenylo/:id',
    { config: { queryBudget: 3 }, schema: addressRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listAddresses(app.db, id);
    },
  );

  app.post('/tamogatast-igenylo-cimek', { schema: addressRoutes.save }, async (request) => {
    const viewer = viewerOf(request);
    const { tamogatastIgenylo, cim } = request.body;
    const applicantId = tamogatastIgenylo.id;
    await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
    if (cim.id !== undefined) {
      // Saving an existing address: it must be this applicant's, and name its version.
      if ((await applicantIdOfRow(app.db, 'cim', cim.id)) !== applicantId) throw notFound();
      if (cim.verzio === undefined) throw badRequest('A verzió megadása kötelező.');
    }
    // Written and read back in one transaction: see the applicants' create route.
    const saved = await inTransaction(app.db, async (trx) => {
      let addressId: number;
      if (cim.id !== undefined && cim.verzio !== undefined) {
        await updateAddress(trx, viewer.id, cim.id, { ...cim, verzio: cim.verzio });
        addressId = cim.id;
      } else {
        addressId = await createAddress(trx, viewer.id, applicantId, cim);
      }
      return findAddress(trx, applicantId, addressId);
    });
    if (!saved) throw notFound();
    return { tamogatastIgenylo: { id: applicantId }, cim: saved };
  });

  app.delete(
    '/tamogatast-igenylo-cimek/tamogatast-igenylo/:id/cim/:addressId',
    { schema: addressRoutes.remove },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, addressId } = numericParams(request, 'id', 'addressId');
      await requireApplicantAccess(app.db, viewer.id, id, 'edit');
      if ((await applicantIdOfRow(app.db, 'cim', addressId)) !== id) throw notFound();
      await deleteAuditedRow(app.db, { table: 'cim', userId: viewer.id, id: addressId });
      return reply.status(204).send();
    },
  );
};
