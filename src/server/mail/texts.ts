/**
 * Server-side lookup of the 'mail' translation namespace (src/shared/locales/{hu,en}/mail.json),
 * so every mail text is translated like the interface: Hungarian first, English available.
 */
import type { Language } from '../../shared/i18n-languages.ts';
import { translate } from '../translations.ts';

/**
 * The text of `key` (dotted, e.g. 'setPassword.subject') in the language, falling back to
 * Hungarian; `{{name}}` placeholders are replaced by params. An unknown key throws, because a
 * mail with a raw key in it must never leave the server.
 */
export function mailText(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = translate('mail', language, key, params);
  if (text === undefined) throw new Error(`Unknown mail text: mail:${key}`);
  return text;
}
