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

/**
 * The labels already translated, per `t` (a new language gives a new `t`): a keystroke renders
 * the label, description and placeholder of every field again, and i18next resolves a key anew
 * each time (issue 17). A key i18next does not know yet (it answers the key) is not kept: its
 * namespace may still be on its way.
 */
const translatedLabels = new WeakMap<TFunction, Map<string, string>>();

export function translateLabel(text: string | undefined, t: TFunction): string {
  if (!text) return '';
  if (!isTranslationKey(text)) return text;
  let labels = translatedLabels.get(t);
  if (!labels) {
    labels = new Map();
    translatedLabels.set(t, labels);
  }
  const known = labels.get(text);
  if (known !== undefined) return known;
  const translated = t(text);
  if (translated !== text) labels.set(text, translated);
  return translated;
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
