/**
 * The frozen master data (our design, docs/decisions/0009):
 * GET /tamogatast-igenylok/{id}/torzsadat-pillanatkep answers the base data and owners as the
 * applicant's latest submission froze them, with when and from which application, or
 * `{ pillanatkep: null }` before a first submission. Reading needs a permission on the applicant
 * (404 otherwise, like an unknown id).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { snapshotRoutes } from '../../../../schemas/api/master-data/snapshots.ts';
import { findLatestSnapshotOfApplicant } from '../../repositories/submissions.ts';
import { numericParams, requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';

export const masterDataSnapshotRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tamogatast-igenylok/:id/torzsadat-pillanatkep',
    { config: { queryBudget: 3 }, schema: snapshotRoutes.get },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = numericParams(request, 'id');
      await requireApplicantAccess(app.db, viewer.id, id, 'read');
      return { pillanatkep: await findLatestSnapshotOfApplicant(app.db, id) };
    },
  );
};
