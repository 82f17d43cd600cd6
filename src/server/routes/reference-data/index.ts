/**
 * The public reference-data API (spec section 7): business forms, TEÁOR activities, country
 * search and settlement search. Read-only and the same for everyone, so no sign-in is needed.
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import {
  SEARCH_LIMIT,
  listBusinessForms,
  listTeaor,
  searchCountries,
  searchSettlements,
} from '../../repositories/reference-data.ts';

const idName = (nameKey: string) =>
  ({
    type: 'object',
    properties: { id: { type: 'integer' }, [nameKey]: { type: 'string' } },
    required: ['id', nameKey],
    additionalProperties: false,
  }) as const;

const businessFormSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, megnevezes: { type: 'string' } },
  required: ['id', 'megnevezes'],
  additionalProperties: false,
} as const;

const teaorSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    megnevezes: { type: 'string' },
    kod: { type: 'string' },
  },
  required: ['id', 'megnevezes', 'kod'],
  additionalProperties: false,
} as const;

const countrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nev: { type: 'string' },
    nevKulfoldiul: { type: 'string' },
    eu: { type: 'boolean' },
  },
  required: ['id', 'nev', 'nevKulfoldiul', 'eu'],
  additionalProperties: false,
} as const;

const settlementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    megnevezes: { type: 'string' },
    iranyitoszam: { type: 'string' },
    megye: idName('nev'),
    turisztikaiRegio: { anyOf: [idName('nev'), { type: 'null' }] },
  },
  required: ['id', 'megnevezes', 'iranyitoszam', 'megye', 'turisztikaiRegio'],
  additionalProperties: false,
} as const;

const TAGS = ['referencia-adat'];

export const referenceDataRoutes: RoutePlugin = async (app) => {
  app.get(
    '/referencia-adat/gazdalkodasi-forma',
    {
      config: { queryBudget: 2 },
      schema: {
        tags: TAGS,
        summary: 'Business forms (GFO codes as ids)',
        response: { 200: { type: 'array', items: businessFormSchema } },
      },
    },
    async () => listBusinessForms(app.db),
  );

  app.get<{ Querystring: { turisztikai?: 'true' | 'false' } }>(
    '/referencia-adat/teaor',
    {
      config: { queryBudget: 2 },
      schema: {
        tags: TAGS,
        summary: "TEÁOR'08 activities; turisztikai=true gives only the tourism ones",
        querystring: {
          type: 'object',
          properties: { turisztikai: { type: 'string', enum: ['true', 'false'] } },
          additionalProperties: false,
        },
        response: { 200: { type: 'array', items: teaorSchema } },
      },
    },
    async (request) => listTeaor(app.db, { touristicOnly: request.query.turisztikai === 'true' }),
  );

  app.get<{ Params: { text: string } }>(
    '/orszagok/search/:text',
    {
      config: { queryBudget: 2 },
      schema: {
        tags: TAGS,
        summary: `Countries whose Hungarian or foreign name contains the text (at most ${SEARCH_LIMIT})`,
        params: {
          type: 'object',
          properties: { text: { type: 'string', minLength: 1, maxLength: 100 } },
          required: ['text'],
        },
        response: { 200: { type: 'array', maxItems: SEARCH_LIMIT, items: countrySchema } },
      },
    },
    async (request) => searchCountries(app.db, request.params.text),
  );

  app.post<{ Body: { megnevezes: string; excludedIds?: number[] | null } }>(
    '/telepulesek/search',
    {
      schema: {
        tags: TAGS,
        summary: `Settlements whose name contains the text, or whose postal code starts with it (at most ${SEARCH_LIMIT})`,
        body: {
          type: 'object',
          properties: {
            megnevezes: { type: 'string', maxLength: 100 },
            excludedIds: {
              type: ['array', 'null'],
              items: { type: 'integer' },
              maxItems: 1000,
            },
          },
          required: ['megnevezes'],
          additionalProperties: false,
        },
        response: { 200: { type: 'array', maxItems: SEARCH_LIMIT, items: settlementSchema } },
      },
    },
    async (request) =>
      searchSettlements(app.db, {
        text: request.body.megnevezes,
        excludedIds: request.body.excludedIds ?? [],
      }),
  );
};
