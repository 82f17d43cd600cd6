/**
 * i18next for the browser. Translations are loaded from /locales/{lng}/{ns}.json (served by the
 * portal server from src/shared/locales) with the one HTTP client. Hungarian is the default
 * and the fallback for missing keys; the chosen language is kept in local storage.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  type Language,
  NAMESPACES,
  resolveLanguage,
} from '../../shared/i18n-languages.ts';
import { http } from './api-client.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

const httpBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    http
      .get(`/locales/${language}/${namespace}.json`)
      .json<Record<string, unknown>>()
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error as Error, false),
      );
  },
};

export function storedLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Initialises i18next once with the HTTP backend; resolves when the first language is loaded. */
export async function initI18n(): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(httpBackend)
      .use(initReactI18next)
      .init({
        lng: storedLanguage(),
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['hu', 'en'],
        ns: [...NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    i18next.on('languageChanged', (language) => {
      document.documentElement.lang = language;
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
    });
    document.documentElement.lang = i18next.language;
  }
  return i18next;
}
