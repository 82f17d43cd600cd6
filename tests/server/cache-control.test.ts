/**
 * No API answer is cacheable unless its route says so (issue 12, fault 6): every GET route of the
 * OpenAPI document, called by the OWNER of a company with that company's id in every path
 * parameter, answers with `Cache-Control: no-store`, except the public routes listed here.
 */
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany } from '../helpers/master-data.ts';

/** Public answers that may be cached, with the Cache-Control they send. */
const CACHEABLE: Record<string, RegExp> = {
  // The help pages: the same for everyone.
  '/api/help/docs/{lng}': /^public, max-age=\d+$/,
  // The reference lists (decision 0049): the same for everyone, changed only by an import.
  '/api/referencia-adat/gazdalkodasi-forma': /^public, max-age=\d+$/,
  '/api/referencia-adat/teaor': /^public, max-age=\d+$/,
};

describeOnEachDatabase('Cache-Control of API answers', (get) => {
  it('every GET route of the API answers no-store unless it is public and listed', async () => {
    const { app } = get();
    const company = await createCompany(app);
    const document = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(25);

    const offenders: string[] = [];
    let withData = 0;
    for (const path of paths) {
      // Outside the API (translations) or development-only.
      if (!path.startsWith('/api/') || path.startsWith('/api/dev/')) continue;
      const url = path.replaceAll(/\{[^}]+\}/g, String(company.applicantId));
      const response = await company.owner.agent.get(url);
      const header = String(response.headers['cache-control'] ?? '');
      if (response.statusCode === 200) withData++;
      const allowed = CACHEABLE[path];
      if (allowed ? !allowed.test(header) : header !== 'no-store' && !header.includes('no-store'))
        offenders.push(`${path} ${response.statusCode} '${header}'`);
    }
    expect(offenders).toEqual([]);
    // The company's own data was really answered, not only refusals.
    expect(withData).toBeGreaterThanOrEqual(5);
  });

  it('errors and answers to writes are not cacheable either', async () => {
    const { app } = get();
    for (const response of [
      await app.inject('/api/no-such-route'),
      await app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await app.inject('/api/tamogatast-igenylok'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
