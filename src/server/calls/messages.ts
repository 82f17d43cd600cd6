/**
 * Server-side rendering of the 'calls' namespace messages, so an API error carries both the
 * translation key (for the client) and the text in the user's language (for logs and clients
 * that show it as is). The texts live only in src/shared/locales.
 */
import en from '../../shared/locales/en/calls.json' with { type: 'json' };
import hu from '../../shared/locales/hu/calls.json' with { type: 'json' };
import type { Language } from '../../shared/i18n-languages.ts';

const catalogues: Record<Language, Record<string, unknown>> = { hu, en };

/** 'validation.amountTooHigh' + params → the message in the language; the key when missing. */
export function callsMessage(
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
