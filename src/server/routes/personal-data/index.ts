/**
 * GET /felhasznalok/current/adatexport: every personal value the portal holds about the signed-in
 * user and their companies, as one ZIP (JSON + documents). POST /felhasznalok/current/torles:
 * erasure of the account on request (docs/decisions/0025). Issue 19, item 2.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { accountErasureRoutes } from '../../../../schemas/api/personal-data/personal-data.ts';
import { Problem } from '../../authorization/http-errors.ts';
import { verifyPassword } from '../../auth/password.ts';
import { buildPersonalDataExport } from '../../personal-data/export.ts';
import { ErasureRefused, eraseUser } from '../../personal-data/erasure.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import {
  REAUTH_COOKIE,
  REAUTH_COOKIE_PATH,
  isFreshReauthentication,
} from '../../auth/reauthentication.ts';

export const WRONG_PASSWORD = 'A megadott jelszó nem helyes.';
export const REAUTH_NEEDED = 'A törlés megerősítéséhez jelentkezzen be újra az NTAK-azonosítással.';

export const personalDataRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/felhasznalok/current/adatexport',
    {
      config: { queryBudget: 33 },
      schema: {
        tags: ['Személyes adatok'],
        summary: 'Download every personal value held about me and my companies (ZIP)',
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { zip } = await buildPersonalDataExport(app.db, app.fileStorage, viewer.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.length))
        .header('content-disposition', 'attachment; filename="szemelyes-adatok.zip"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.post(
    '/felhasznalok/current/torles',
    {
      schema: {
        tags: ['Személyes adatok'],
        summary:
          'Erase my account (confirmed with the current password, or a fresh NTAK sign-in without one)',
        description:
          'Deletes or anonymises the personal data of the signed-in user by the rule of decision 0025 and ends ' +
          'the session. With `jelszo` the current password confirms it: 403 when wrong. Without it, a sign-in at ' +
          'the NTAK identity provider in the last 5 minutes of this very session confirms it (GET ' +
          '/oidc/ntak/reauth, decision 0037): 403 without one. Rate-limited like sign-in (429); 409 while the ' +
          'user is the last owner of an organisation that has other members (hand the ownership over first).',
        ...accountErasureRoutes.post,
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const user = request.sessionUser;
      if (!user) throw new Problem(401, 'Bejelentkezés szükséges.');
      await app.limitAttempts(request, reply, 'login', `user:${viewer.id}`);
      const { jelszo } = request.body ?? {};
      if (jelszo !== undefined) {
        if (!(await verifyPassword(user.jelszo_hash ?? null, jelszo)))
          throw new Problem(403, WRONG_PASSWORD);
      } else if (
        !request.authSession ||
        !isFreshReauthentication(
          app.config.sessionSecret,
          request.cookies[REAUTH_COOKIE],
          viewer.id,
          request.authSession.idHash,
          Date.now(),
        )
      ) {
        throw new Problem(403, REAUTH_NEEDED);
      }
      try {
        const result = await eraseUser(app.db, app.fileStorage, viewer.id);
        request.log.info(
          { deletedCompanies: result.deletedCompanies, deletedFiles: result.deletedFiles },
          'account erased',
        );
      } catch (error) {
        if (error instanceof ErasureRefused) throw new Problem(409, error.message);
        throw error;
      }
      await app.sessions.end(request, reply);
      reply.clearCookie(REAUTH_COOKIE, { path: REAUTH_COOKIE_PATH });
      return reply.status(204).send();
    },
  );
};
