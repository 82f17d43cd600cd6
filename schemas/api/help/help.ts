/**
 * Schema of GET /help/docs/{lng}: the applicant's guide, rendered and sanitised on the server
 * (src/server/routes/help). The language is one of src/shared/i18n-languages.ts's LANGUAGES
 * (schemas/ imports nothing from src/; the route checks at compile time that the lists agree).
 */
import type { ApiTypes } from '../from-schema.ts';

export const helpRoutes = {
  docs: {
    params: {
      type: 'object',
      properties: { lng: { type: 'string', minLength: 1, maxLength: 16 } },
      required: ['lng'],
    },
    response: {
      200: {
        type: 'object',
        properties: {
          language: { type: 'string', enum: ['hu', 'en'] },
          html: { type: 'string' },
        },
        required: ['language', 'html'],
        additionalProperties: false,
      },
    },
  },
} as const;

/** The request and answer types of helpRoutes (schemas/api/from-schema.ts). */
export type HelpApi = ApiTypes<typeof helpRoutes>;
