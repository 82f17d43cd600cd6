/**
 * Server-side rendering of the 'calls' namespace messages, so an API error carries both the
 * translation key (for the client) and the text in the user's language (for logs and clients
 * that show it as is). The texts live only in src/shared/locales.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import { translate } from '../translations.ts';

/** 'validation.amountTooHigh' + params → the message in the language; the key when missing. */
export function callsMessage(
  language: Language,
  key: string,
  params: Record<string, unknown> = {},
): string {
  return translate('calls', language, key, params) ?? key;
}
