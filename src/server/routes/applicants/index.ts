/**
 * The applicant calls of spec section 7: the current user's applicants (search-by-current),
 * create, read and update an applicant. Every route needs a signed-in user; reading and writing an
 * applicant needs a permission on it (404 otherwise, like an unknown id).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { applicantRoutes } from '../../../../schemas/api/master-data/applicants.ts';
import {
  createApplicant,
  getApplicant,
  getApplicantWithRole,
  searchApplicantsOfUser,
  updateApplicant,
} from '../../repositories/applicants.ts';
import { inTransaction } from '../../repositories/audit.ts';
import { notFound } from '../../authorization/http-errors.ts';
import {
  checkApplicantRole,
  numericParams,
  requireApplicantAccess,
  viewerOf,
} from '../../authorization/tenant.ts';

/** List defaults of spec section 9: page 0, size 10, sorted by id descending. */
export const LIST_DEFAULTS = {
  pageIndex: 0,
  pageSize: 10,
  sortBy: 'id',
  sortDirection: 'desc',
} as const;

export const applicantsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/felhasznalok/felhasznalok/search-by-current',
    { schema: applicantRoutes.search },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.body ?? {};
      return searchApplicantsOfUser(app.db, viewer, {
        filter: query.filterData ?? '',
        sortBy: query.sort?.sortBy ?? LIST_DEFAULTS.sortBy,
        sortDirection: query.sort?.sortDirection ?? LIST_DEFAULTS.sortDirection,
        pageIndex: query.page?.pageIndex ?? LIST_DEFAULTS.pageIndex,
        pageSize: query.page?.pageSize ?? LIST_DEFAULTS.pageSize,
      });
    },
  );

  app.get(
    '/tamogatast-igenylok/:id',
    { config: { queryBudget: 2 }, schema: applicantRoutes.get },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      // The tenant check and the read in one statement; an unknown id and a foreign one are
      // the same 404.
      const found = await getApplicantWithRole(app.db, id, viewer.id);
      checkApplicantRole(found?.role ?? null, 'read');
      if (!found) throw notFound();
      return found.applicant;
    },
  );

  app.post('/tamogatast-igenylok', { schema: applicantRoutes.create }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body;
    // A parent must be an applicant the user may see; anything else reads as "not found".
    if (body.parent?.id !== undefined) {
      await requireApplicantAccess(app.db, viewer.id, body.parent.id, 'read');
    }
    // The answer is read in the write's transaction: a database lost after the commit must not
    // turn a stored applicant into a refusal (the fault suite's restart under write load).
    const created = await inTransaction(app.db, async (trx) =>
      getApplicant(trx, await createApplicant(trx, viewer.id, body), viewer.id),
    );
    return reply.status(201).send(created);
  });

  app.put('/tamogatast-igenylok/:id', { schema: applicantRoutes.update }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = numericParams(request, 'id');
    await requireApplicantAccess(app.db, viewer.id, id, 'edit');
    return inTransaction(app.db, async (trx) => {
      await updateApplicant(trx, viewer.id, id, request.body);
      return getApplicant(trx, id, viewer.id);
    });
  });
};
