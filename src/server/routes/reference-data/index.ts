/**
 * The public reference-data API (spec section 7): business forms, TEÁOR activities, country
 * search and settlement search. Read-only and the same for everyone, so no sign-in is needed,
 * and the routes do not read the session either (`session: false`, issue 14): one statement each.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import {
  REFERENCE_SEARCH_LIMIT,
  referenceDataRoutes as schemas,
} from '../../../../schemas/api/reference-data/reference-data.ts';
import {
  listBusinessForms,
  listTeaor,
  searchCountries,
  searchSettlements,
} from '../../repositories/reference-data.ts';

const TAGS = ['referencia-adat'];

export const referenceDataRoutes: RoutePlugin = async (app) => {
  app.get(
    '/referencia-adat/gazdalkodasi-forma',
    {
      config: { session: false, queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary: 'Business forms (GFO codes as ids)',
        ...schemas.businessForms,
      },
    },
    async () => listBusinessForms(app.db),
  );

  app.get(
    '/referencia-adat/teaor',
    {
      config: { session: false, queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary:
          'TEÁOR activities of one version (versio=2008 or 2025) or of both; turisztikai=true gives only the tourism ones',
        ...schemas.teaor,
      },
    },
    async (request) =>
      listTeaor(app.db, {
        touristicOnly: request.query.turisztikai === 'true',
        version: request.query.versio,
      }),
  );

  app.get(
    '/orszagok/search/:text',
    {
      config: { session: false, queryBudget: 1 },
      schema: {
        tags: TAGS,
        summary: `Countries whose Hungarian or foreign name contains the text (at most ${REFERENCE_SEARCH_LIMIT})`,
        ...schemas.countrySearch,
      },
    },
    async (request) => searchCountries(app.db, request.params.text),
  );

  app.post(
    '/telepulesek/search',
    {
      config: { session: false },
      schema: {
        tags: TAGS,
        summary: `Settlements whose name contains the text, or whose postal code starts with it (at most ${REFERENCE_SEARCH_LIMIT})`,
        ...schemas.settlementSearch,
      },
    },
    async (request) =>
      searchSettlements(app.db, {
        text: request.body.megnevezes,
        excludedIds: request.body.excludedIds ?? [],
      }),
  );
};
