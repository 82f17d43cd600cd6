/**
 * Error messages travel through rjsf as strings (its ErrorSchema holds `string[]`). We store the
 * validators.* key and its parameters in that string and translate only when rendering, so the
 * shown text follows a language switch without re-validating.
 */
import type { TFunction } from 'i18next';
import {
  type FieldError,
  type MessageKey,
  formatMessageParams,
  translationKey,
} from '../../../shared/validation/messages.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';

const PREFIX = 'validators:';

/** `validators:tooLong|{"limit":250}` */
export function encodeFieldError(error: Pick<FieldError, 'messageKey' | 'params'>): string {
  const hasParams = Object.keys(error.params).length > 0;
  return `${PREFIX}${error.messageKey}${hasParams ? `|${JSON.stringify(error.params)}` : ''}`;
}

export function decodeFieldError(
  message: string,
): { messageKey: MessageKey; params: Record<string, unknown> } | null {
  if (!message.startsWith(PREFIX)) return null;
  const separator = message.indexOf('|');
  const messageKey = message.slice(
    PREFIX.length,
    separator < 0 ? undefined : separator,
  ) as MessageKey;
  let params: Record<string, unknown> = {};
  if (separator >= 0) {
    try {
      params = JSON.parse(message.slice(separator + 1)) as Record<string, unknown>;
    } catch {
      params = {};
    }
  }
  return { messageKey, params };
}

/**
 * The text of an error message: encoded catalogue errors are translated (forint amounts in
 * their parameters formatted for `language`), others shown as they are.
 */
export function translateErrorMessage(message: string, t: TFunction, language?: string): string {
  const decoded = decodeFieldError(message);
  if (!decoded) return message;
  return t(
    translationKey(decoded.messageKey),
    formatMessageParams(decoded.params, resolveLanguage(language ?? 'hu')) as Record<
      string,
      string
    >,
  );
}
