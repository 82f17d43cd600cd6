/**
 * i18next for component tests: the real locale files, bundled (no HTTP backend), so a test
 * asserts the texts users see. Call `await initTestI18n('hu')` in beforeAll.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, NAMESPACES } from '../../shared/i18n-languages.ts';

const files = import.meta.glob<Record<string, unknown>>('../../shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every locale file as i18next resources: { hu: { common: {...}, ... }, en: {...} }. */
export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = content;
  }
  return resources;
}

export async function initTestI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: localeResources(),
      interpolation: { escapeValue: false },
    });
  } else {
    await i18next.changeLanguage(language);
  }
  return i18next;
}
