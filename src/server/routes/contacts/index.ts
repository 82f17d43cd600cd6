/**
 * The contact-person calls of spec section 7 (/kapcsolattartok). A contact stays with its
 * applicant: an update naming another applicant in its body is refused like an unknown id.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { contactRoutes } from '../../../../schemas/api/master-data/contacts.ts';
import {
  createContact,
  findContact,
  listContacts,
  updateContact,
} from '../../repositories/contacts.ts';
import { applicantIdOfRow, deleteAuditedRow, inTransaction } from '../../repositories/audit.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const contactsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/kapcsolattartok/tamogatast-igenylok/:id',
    { config: { queryBudget: 3 }, schema: contactRoutes.list },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return listContacts(app.db, id);
    },
  );

  app.post('/kapcsolattartok', { schema: contactRoutes.create }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    await requireApplicantAccess(app.db, viewer.id, body.tamogatastIgenylo.id, 'edit');
    // Written and read back in one transaction: see the applicants' create route.
    const created = await inTransaction(app.db, async (trx) =>
      findContact(
        trx,
        body.tamogatastIgenylo.id,
        await createContact(trx, viewer.id, body.tamogatastIgenylo.id, body),
      ),
    );
    return reply.status(201).send(created);
  });

  app.put('/kapcsolattartok/:id', { schema: contactRoutes.update }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = numericParams(request, 'id');
    const body = request.body;
    const applicantId = await applicantIdOfRow(app.db, 'kapcsolattarto', id);
    await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
    if (body.tamogatastIgenylo.id !== applicantId) throw notFound();
    const contact = await inTransaction(app.db, async (trx) => {
      await updateContact(trx, viewer.id, id, body);
      return findContact(trx, applicantId, id);
    });
    if (!contact) throw notFound();
    return contact;
  });

  app.delete('/kapcsolattartok/:id', { schema: contactRoutes.remove }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = numericParams(request, 'id');
    const applicantId = await applicantIdOfRow(app.db, 'kapcsolattarto', id);
    await requireApplicantAccess(app.db, viewer.id, applicantId, 'edit');
    await deleteAuditedRow(app.db, { table: 'kapcsolattarto', userId: viewer.id, id });
    return reply.status(204).send();
  });
};
