/**
 * The interface languages. Hungarian is the default and the fallback for missing keys; a
 * requested language the portal does not have resolves to English (spec section 8).
 */
export const LANGUAGES = ['hu', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hu';

/** The translation namespaces, one file per namespace and language under src/shared/locales. */
export const NAMESPACES = [
  'common',
  'validators',
  'form',
  'calls',
  'help',
  'errors',
  'auth',
  'applicant',
  'progress',
] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'hu-HU' → 'hu'; anything unknown → 'en'. */
export function resolveLanguage(requested: string | null | undefined): Language {
  if (!requested) return DEFAULT_LANGUAGE;
  const base = requested.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}
