/**
 * Error answers in the asked language (issue 12, docs/decisions/0024): the language of a request
 * is the first tag of its Accept-Language when that is Hungarian or English, otherwise the
 * signed-in user's language, otherwise Hungarian. The messages live in the server-only 'api'
 * namespace (src/shared/locales/{hu,en}/api.json): `request.*` for what Fastify itself refuses
 * (validation, JSON, content type, size, unknown route), `messages.*` for the fixed Hungarian
 * messages of HttpError, found by their Hungarian text.
 */
import type { FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../shared/i18n-languages.ts';
import { translate } from './translations.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('en')) return 'en';
  if (first?.startsWith('hu')) return 'hu';
  return request.user?.language === 'en' ? 'en' : 'hu';
}

/** A `request.*` text of the 'api' namespace. */
export function requestMessage(language: Language, key: string): string {
  return translate('api', language, `request.${key}`) ?? key;
}

let byHungarianText: Map<string, string> | undefined;

/** The key of a fixed Hungarian message, from the Hungarian 'api' texts. */
function keyOfHungarian(message: string): string | undefined {
  if (!byHungarianText) {
    const file = path.resolve(import.meta.dirname, '../shared/locales/hu/api.json');
    const messages = (
      JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, string> }
    ).messages;
    byHungarianText = new Map(Object.entries(messages).map(([key, text]) => [text, key]));
  }
  return byHungarianText.get(message);
}

/** A fixed Hungarian message in the language; any other message as it is. */
export function translateFixedMessage(message: string, language: Language): string {
  if (language === 'hu') return message;
  const key = keyOfHungarian(message);
  return key ? (translate('api', language, `messages.${key}`) ?? message) : message;
}
