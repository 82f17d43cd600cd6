/**
 * The public reference-data API (spec section 7): business forms, TEÁOR activities, country
 * search and settlement search. Read-only and the same for everyone, so no sign-in is needed,
 * and the routes do not read the session either (`session: false`, issue 14): one statement each,
 * and the two lists are answered from memory with an ETag (repositories/reference-answers.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import {
  REFERENCE_CACHE_CONTROL,
  type ReferenceAnswer,
  referenceAnswer,
} from '../../repositories/reference-answers.ts';
import { type EncodedBody, encodeBody, sendEncoded } from '../../encoded-body.ts';

const TAGS = ['referencia-adat'];

/** Each held answer's compressed copies, made once per answer (dropped with it). */
const encodedAnswers = new WeakMap<ReferenceAnswer, Promise<EncodedBody>>();

function encodedAnswer(answer: ReferenceAnswer): Promise<EncodedBody> {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = encodeBody(answer.body);
    encodedAnswers.set(answer, encoded);
  }
  return encoded;
}

/**
 * Sends the list `key` of `db`, read with `read` when no fresh copy is held: 304 without a body
 * when the request already holds this version (If-None-Match), compressed when it may be.
 */
async function sendReferenceAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  db: object,
  key: string,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await referenceAnswer(db, key, read, Date.now());
  reply.header('etag', answer.etag).header('cache-control', REFERENCE_CACHE_CONTROL);
  const held = request.headers['if-none-match'];
  if (held !== undefined && held.split(/\s*,\s*/).includes(answer.etag))
    // A 304 carries the headers its 200 would have (RFC 9110, 15.4.5), Vary included: a cache
    // keeps the encodings apart.
    return reply.code(304).header('vary', 'accept-encoding').send();
  // Compressed: on a slow phone network the TEÁOR list's 115 KiB took half a second (issue 17).
  const encoded = await encodedAnswer(answer);
  return sendEncoded(request, reply.type('application/json; charset=utf-8'), encoded);
}

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
    async (request, reply) =>
      sendReferenceAnswer(request, reply, app.db, 'business-forms', () =>
        listBusinessForms(app.db),
      ),
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
    async (request, reply) => {
      const touristicOnly = request.query.turisztikai === 'true';
      const version = request.query.versio;
      return sendReferenceAnswer(
        request,
        reply,
        app.db,
        `teaor:${touristicOnly}:${version ?? 'all'}`,
        () => listTeaor(app.db, { touristicOnly, version }),
      );
    },
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
