import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api-client.ts';
import { localeBackend } from './i18n.ts';

/**
 * Every locale file is answered with `body`, already decoded from JSON. The one HTTP client is
 * stubbed, not fetch: the backend asks for a path relative to the page, which jsdom's fetch
 * cannot resolve. Answers the stub, to read the paths asked for.
 */
function serve(body: unknown) {
  return vi
    .spyOn(http, 'get')
    .mockImplementation(
      () => ({ json: () => Promise.resolve(body) }) as ReturnType<typeof http.get>,
    );
}

/** What the backend hands i18next for one namespace: the error and the translations. */
function read(language: string, namespace: string): Promise<{ error: unknown; data: unknown }> {
  return new Promise((resolve) => {
    localeBackend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe('the locale file backend', () => {
  afterEach(() => {
    vi.mocked(http.get).mockRestore();
  });

  it('reads /locales/{lng}/{ns}.json and hands over its object of translations', async () => {
    const get = serve({ menu: { dashboard: 'Kezdőlap' } });
    const { error, data } = await read('hu', 'common');
    expect(error).toBeNull();
    expect(data).toEqual({ menu: { dashboard: 'Kezdőlap' } });
    expect(get).toHaveBeenCalledWith('/locales/hu/common.json');
  });

  // The file is read as `unknown`, not parsed with a schema (docs/decisions/0027): the object
  // check is what keeps a body of another shape from reaching i18next as translations.
  it.each([
    ['an array', ['menu']],
    ['a string', 'menu'],
    ['a number', 42],
    ['null', null],
  ])('refuses a body that is %s, naming the file', async (_shape, body) => {
    serve(body);
    const { error, data } = await read('en', 'auth');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('/locales/en/auth.json holds no object of translations');
    expect(data).toBe(false);
  });
});
