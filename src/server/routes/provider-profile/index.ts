/**
 * The provider profile of an applicant (our design, decision 0022):
 * GET and PUT /tamogatast-igenylok/{id}/szolgaltatoi-profil. The body is validated by the form
 * schema itself, so an inconsistent main segment / micro-segment pair is refused (400) before the
 * handler runs; a stale version is a 409; every change is audited.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { providerProfileRoutes } from '../../../../schemas/api/master-data/provider-profile.ts';
import { getProviderProfile, saveProviderProfile } from '../../repositories/provider-profiles.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const providerProfileRoutesPlugin: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylok/:id/szolgaltatoi-profil',
    { config: { queryBudget: 3 }, schema: providerProfileRoutes.get },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return getProviderProfile(app.db, id);
    },
  );

  app.put(
    '/tamogatast-igenylok/:id/szolgaltatoi-profil',
    { schema: providerProfileRoutes.put },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'edit');
      const body = request.body;
      await saveProviderProfile(app.db, {
        userId: viewer.id,
        applicantId: id,
        data: body.adatok,
        version: body.verzio,
      });
      return getProviderProfile(app.db, id);
    },
  );
};
