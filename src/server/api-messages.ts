/**
 * Error answers in the asked language (issue 12, docs/decisions/0024): the language of a request
 * is the first tag of its Accept-Language when that is Hungarian or English, otherwise the
 * signed-in user's language, otherwise Hungarian. The messages live in the server-only 'api'
 * namespace (src/shared/locales/{hu,en}/api.json): `request.*` for what Fastify itself refuses
 * (validation, JSON, content type, size, unknown route), `messages.*` for the fixed Hungarian
 * messages of a Problem, found by their Hungarian text. A Problem named by a key
 * (`kod`, '<namespace>:<key>') is the key's text (docs/decisions/0026).
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
export function keyOfHungarian(message: string): string | undefined {
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

/**
 * The text of a problem's key ('calls:errors.deadlinePassed') in the language, the parameters
 * filled in; the rules that refused (`reasons`, the namespace's `rules.*`) fill `{{reasons}}`.
 * A key without a text reads as the key.
 */
export function keyedMessage(
  language: Language,
  kod: string,
  params: Record<string, unknown> = {},
  reasons?: readonly string[],
): string {
  const colon = kod.indexOf(':');
  const namespace = kod.slice(0, colon);
  const key = kod.slice(colon + 1);
  const filled = reasons
    ? {
        ...params,
        reasons: reasons
          .map((reason) => translate(namespace, language, `rules.${reason}`) ?? `rules.${reason}`)
          .join(' '),
      }
    : params;
  return translate(namespace, language, key, filled) ?? key;
}
