/**
 * The administrators' API (issue 15 item 6), ADMIN only:
 *
 * - GET /backoffice/felhasznalok: the staff users;
 * - POST /backoffice/felhasznalok: invite a staff user by e-mail (a set-password link through
 *   the mail outbox) with VEZETO / FELHIVAS_SZERKESZTO / ADMIN;
 * - PATCH /backoffice/felhasznalok/{id}: change the roles or (de)activate; an administrator
 *   cannot take ADMIN from, or deactivate, themself (no locking the office out);
 * - POST /backoffice/naplo/kereses: the audit log (master data, staff users, lifecycle
 *   transitions: who, when, before, after), filtered and paged in the spec's envelope.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { administrationRoutes as schemas } from '../../../../schemas/api/backoffice/administration.ts';
import { Problem, notFound } from '../../authorization/http-errors.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import {
  StaffUserRefused,
  inviteStaffUser,
  listAudit,
  listStaffUsers,
  updateStaffUser,
} from '../../backoffice/admin-repository.ts';
import { idParam } from '../../calls/http.ts';
import { requireAbility } from './require-ability.ts';

/** 409 with the text of the rule that refused an administrator's change. */
const refused = (key: string) => new Problem(409, key, { kod: `backoffice:errors.${key}` });

/** Runs an administrator's change, answering 409 with the reason a rule refused it. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffUserRefused) throw refused(error.reason);
    throw error;
  }
}

export const backOfficeAdministrationRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', async (request) => requireAbility(request, 'administer'));

  async function staffUser(id: number) {
    const user = (await listStaffUsers(app.db)).find((candidate) => candidate.id === id);
    if (!user) throw notFound();
    return user;
  }

  app.get(
    '/backoffice/felhasznalok',
    { config: { queryBudget: 2 }, schema: schemas.listUsers },
    async () => ({
      data: await listStaffUsers(app.db),
    }),
  );

  app.post('/backoffice/felhasznalok', { schema: schemas.invite }, async (request, reply) => {
    const body = request.body;
    const id = await guarded(() =>
      inviteStaffUser(app.db, {
        actorId: viewerOf(request).id,
        name: body.nev,
        email: body.email,
        roles: body.szerepkorok,
        language: body.nyelv ?? 'hu',
        tokenLifetimeMs: app.config.auth.setPasswordTokenMs,
      }),
    );
    return reply.status(201).send(await staffUser(id));
  });

  app.patch('/backoffice/felhasznalok/:id', { schema: schemas.update }, async (request) => {
    const id = idParam(request);
    const body = request.body;
    const self = viewerOf(request).id === id;
    if (self && (body.aktiv === false || (body.szerepkorok && !body.szerepkorok.includes('ADMIN'))))
      throw refused('notOnYourself');
    await guarded(() =>
      updateStaffUser(app.db, {
        actorId: viewerOf(request).id,
        userId: id,
        roles: body.szerepkorok,
        active: body.aktiv,
      }),
    );
    return staffUser(id);
  });

  app.post('/backoffice/naplo/kereses', { schema: schemas.audit }, async (request) => {
    const body = request.body ?? {};
    const pageSize = body.page?.pageSize ?? 20;
    const { rows, total } = await listAudit(app.db, {
      source: body.filterData?.forras ?? null,
      actorId: body.filterData?.szereploId ?? null,
      from: body.filterData?.tol ?? null,
      to: body.filterData?.ig ?? null,
      pageIndex: body.page?.pageIndex ?? 0,
      pageSize,
    });
    return { data: rows, totalElements: total, totalPages: Math.ceil(total / pageSize) };
  });
};
