import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';

describeOnEachDatabase('help routes', (get) => {
  it('GET /api/help/docs/hu returns the Hungarian guide as sanitised HTML', async () => {
    const response = await get().app.inject('/api/help/docs/hu');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.language).toBe('hu');
    expect(body.html).toContain('<h2>1. Regisztráció és belépés</h2>');
    expect(body.html).toContain('12 MB');
    expect(body.html).not.toMatch(/<script|<h1/i);
  });

  it('GET /api/help/docs/en returns the English guide', async () => {
    const body = (await get().app.inject('/api/help/docs/en')).json();
    expect(body.language).toBe('en');
    expect(body.html).toContain('<h2>1. Registration and sign-in</h2>');
  });

  it('falls back to English for an unknown language and to Hungarian for hu-HU', async () => {
    expect((await get().app.inject('/api/help/docs/de')).json().language).toBe('en');
    expect((await get().app.inject('/api/help/docs/hu-HU')).json().language).toBe('hu');
  });
});
