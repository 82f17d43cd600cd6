/**
 * Funding calls for the dashboard: GET /palyazati-felhivasok (published calls not yet closed,
 * open or upcoming, with their deadlines as instants) and GET /palyazati-felhivasok/{azonosito}
 * (everything the application screens need: custom-field schema, documents, knock-out criteria,
 * statements, texts). Calls come from schemas/calls; see schemas/calls/README.md.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { callRoutes } from '../../../../schemas/api/calls/calls.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { callDetailOf, callSummaryOf } from '../../calls/call-detail.ts';
import {
  findCallByIdentifier,
  listDocumentCategories,
  listVisibleCalls,
} from '../../repositories/calls.ts';

export const callsRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/palyazati-felhivasok',
    { config: { queryBudget: 1 }, schema: callRoutes.list },
    async () => {
      const now = new Date();
      return (await listVisibleCalls(app.db, now)).map((call) => callSummaryOf(call, now));
    },
  );

  app.get(
    '/palyazati-felhivasok/:azonosito',
    { config: { queryBudget: 1 }, schema: callRoutes.detail },
    async (request) => {
      const { azonosito } = request.params;
      const call = await findCallByIdentifier(app.db, azonosito);
      if (!call || !call.call.active) throw notFound();
      return callDetailOf(call, await listDocumentCategories(app.db), app.config, new Date());
    },
  );

  app.get(
    '/dokumentum-kategoriak',
    { config: { queryBudget: 1 }, schema: callRoutes.categories },
    async () => listDocumentCategories(app.db),
  );
};
