/**
 * Labels in schemas are translation keys ('form:fields.email'); call custom fields may carry
 * literal text instead. `translateLabel` translates keys and leaves other text alone.
 * `rjsfTranslateString` gives rjsf's own strings (buttons, "Errors") from the 'form' namespace.
 */
import type { TFunction } from 'i18next';
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

const KEY = /^[a-z][\w-]*:[\w.-]+$/;

/** True for 'namespace:key.path' strings, the form schema labels use. */
export function isTranslationKey(text: unknown): text is string {
  return typeof text === 'string' && KEY.test(text);
}

export function translateLabel(text: string | undefined, t: TFunction): string {
  if (!text) return '';
  return isTranslationKey(text) ? t(text) : text;
}

const NAMES = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, value]) => [value as string, name]),
);

/** rjsf's translateString: 'form:rjsf.<EnumName>' with %1-style parameters, English fallback. */
export function rjsfTranslateString(t: TFunction) {
  return (text: TranslatableString, params?: string[]): string => {
    const name = NAMES.get(text);
    const key = `form:rjsf.${name ?? ''}`;
    const translated = name ? t(key, { defaultValue: '' }) : '';
    if (!translated) return englishStringTranslator(text, params);
    return params ? replaceStringParameters(translated, params) : translated;
  };
}
