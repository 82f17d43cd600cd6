/**
 * GET /felhasznalok/current/adatexport: every personal value the portal holds about the signed-in
 * user and their companies, as one ZIP (JSON + documents). Issue 19, item 2.
 */
import type { FastifyPluginAsync } from 'fastify';
import { buildPersonalDataExport } from '../../personal-data/export.ts';
import { viewerOf } from '../../authorization/tenant.ts';

export const personalDataRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/felhasznalok/current/adatexport',
    {
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
};
