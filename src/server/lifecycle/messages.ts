/** Server-side rendering of the 'progress' namespace messages (texts only in src/shared/locales). */
import type { Language } from '../../shared/i18n-languages.ts';
import { translate } from '../translations.ts';

/** 'errors.refused' + params → the message in the language; the key when missing. */
export function progressMessage(
  language: Language,
  key: string,
  params: Record<string, unknown> = {},
): string {
  return translate('progress', language, key, params) ?? key;
}
