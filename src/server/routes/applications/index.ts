/**
 * Applications: POST /palyazatok starts one for an open call (dates in Budapest
 * time, maxSubmissionsPerApplicant); GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/{id}
 * lists an applicant's (spec section 7); GET /palyazatok/{id} reads one with its completion;
 * PUT …/hiteligenyles, …/egyedi-mezok and …/kizaro-feltetelek save. With ?vazlat=true (autosave)
 * a save is stored whatever the business rules say and the problems are returned; without it a
 * save with problems is refused with 422 and nothing is stored. Saves name `verzio` (409 when
 * stale); a knock-out answer may omit it, being an independent fact like a statement. Every save
 * is an applicant write of the lifecycle (src/server/lifecycle/applicant-writes.ts): only while
 * editing or, for what a supplement request unlocks, while waiting for the supplement.
 * The handlers parse and answer; the work is the application service's
 * (src/server/applications/service.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { applicationRoutes } from '../../../../schemas/api/applications/applications.ts';
import { type Actor, applicationService } from '../../applications/service.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import { idParam, languageOf, loadApplicationFor } from '../../calls/http.ts';

/** The signed-in user and the language of the answer. */
function actorOf(request: FastifyRequest): Actor {
  return { userId: viewerOf(request).id, language: languageOf(request) };
}

export const applicationsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const applications = applicationService({ db: app.db, clock: app.clock });

  app.post('/palyazatok', { schema: applicationRoutes.start }, async (request, reply) => {
    const body = request.body;
    const created = await applications.start(actorOf(request), {
      callId: body.palyazatiFelhivas.id,
      applicantId: body.tamogatastIgenylo.id,
    });
    return reply.status(201).send(created);
  });

  app.get(
    '/palyazatok/kedvezmenyezett/tamogatast-igenylo/:id',
    { config: { queryBudget: 5 }, schema: applicationRoutes.listOfApplicant },
    async (request) => applications.listOfApplicant(actorOf(request), idParam(request)),
  );

  app.get(
    '/palyazatok/:id',
    { config: { queryBudget: 4 }, schema: applicationRoutes.detail },
    async (request) =>
      applications.detail(await loadApplicationFor(app.db, request, idParam(request), 'read')),
  );

  app.get(
    '/palyazatok/:id/teljesites',
    { config: { queryBudget: 4 }, schema: applicationRoutes.completion },
    async (request) =>
      applications.completion(await loadApplicationFor(app.db, request, idParam(request), 'read')),
  );

  app.put(
    '/palyazatok/:id/hiteligenyles',
    { schema: applicationRoutes.saveLoanClaim },
    async (request) => {
      const draft = request.query.vazlat === 'true';
      const { verzio, ...changes } = request.body;
      return applications.saveLoanClaim(actorOf(request), idParam(request), {
        draft,
        verzio,
        changes,
      });
    },
  );

  app.put(
    '/palyazatok/:id/egyedi-mezok',
    { schema: applicationRoutes.saveCustomFields },
    async (request) => {
      const draft = request.query.vazlat === 'true';
      const { verzio, ertekek: raw } = request.body;
      return applications.saveCustomFields(actorOf(request), idParam(request), {
        draft,
        verzio,
        ertekek: raw,
      });
    },
  );

  app.put(
    '/palyazatok/:id/kizaro-feltetelek',
    { schema: applicationRoutes.saveKnockOut },
    async (request) => {
      const { verzio, megerositesek } = request.body;
      return applications.saveKnockOut(actorOf(request), idParam(request), {
        verzio,
        megerositesek,
      });
    },
  );
};
