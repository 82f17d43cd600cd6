/**
 * i18next for the browser. Translations are loaded from /locales/{lng}/{ns}.json (served by the
 * portal server from src/shared/locales) with the one HTTP client. Hungarian is the default
 * and the fallback for missing keys; the chosen language is kept in local storage.
 *
 * A locale file is a static asset, not an API answer: it has no schema in schemas/api and is not
 * read with parseResponse. The first render waits for it, and a zod parse would make it wait for
 * the zod chunk too (docs/decisions/0027, amendment of 2026-11-24). The files are this
 * repository's JSON (src/shared/locales); here the body is only checked to be an object.
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

/** A locale file's body: an object of keys (nested objects or strings). */
function isTranslationObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** Reads the locale files over HTTP; exported for its test (i18n.test.ts), used by initI18n only. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const path = `/locales/${language}/${namespace}.json`;
    http
      .get(path)
      .json()
      .then(
        (body) =>
          isTranslationObject(body)
            ? callback(null, body)
            : callback(new Error(`${path} holds no object of translations`), false),
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

let initialised: Promise<I18n> | null = null;

/**
 * Initialises i18next once with the HTTP backend and the given namespaces (by default all of
 * them; the boot passes the matched routes', app/routes.tsx `routeNamespaces`); resolves when
 * they are loaded in the first language. Later calls answer the same promise.
 */
export function initI18n(namespaces: readonly string[] = NAMESPACES): Promise<I18n> {
  initialised ??= i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['hu', 'en'],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Ask for the files now, not a task later: on a busy phone that task can come after the
      // handshake's answer, and the translations would then wait on it (issue 17).
      initAsync: false,
    })
    .then(() => {
      i18next.on('languageChanged', (language) => {
        document.documentElement.lang = language;
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
        } catch {
          // Storage may be unavailable (private mode); the choice then lasts for this page only.
        }
      });
      document.documentElement.lang = i18next.language;
      return i18next;
    });
  return initialised;
}

/**
 * Loads namespaces a route needs before it renders. i18next asks for a file only once: a
 * namespace the boot already requested is waited for, not fetched again. Called before the
 * boot's initI18n (a test, a route rendered alone), it initialises with these namespaces.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const i18n = await initI18n(namespaces);
  await i18n.loadNamespaces([...namespaces]);
}
