/** Server-side rendering of the 'progress' namespace messages (texts only in src/shared/locales). */
import en from '../../shared/locales/en/progress.json' with { type: 'json' };
import hu from '../../shared/locales/hu/progress.json' with { type: 'json' };
import type { Language } from '../../shared/i18n-languages.ts';

const catalogues: Record<Language, Record<string, unknown>> = { hu, en };

/** 'errors.refused' + params → the message in the language; the key when missing. */
export function progressMessage(
  language: Language,
  key: string,
  params: Record<string, unknown> = {},
): string {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
