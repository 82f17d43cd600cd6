/**
 * Hostile input is answered with a clear 4xx, never 500 (issue 12): NUL characters in search
 * texts and bodies, multipart bodies without a boundary (fault 7); a body of 70,000 unknown keys
 * is answered at once and briefly (fault 3).
 */
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { SAMPLE_FILES, callsTestOverrides, multipartBody } from '../helpers/calls.ts';
import { startApplication } from '../helpers/lifecycle.ts';
import { anonymousAgent } from '../helpers/auth.ts';
import { createCompany } from '../helpers/master-data.ts';
import {
  MULTIPART_BOUNDARY_MISSING,
  NUL_CHARACTER_REFUSED,
} from '../../src/server/plugins/input-hygiene.ts';

describeOnEachDatabase(
  'hostile input',
  (get) => {
    it('a NUL character in a search text or a body is refused with 400', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const agent = company.owner.agent;
      const answers = [
        await agent.get('/api/orszagok/search/%00'),
        await agent.get('/api/orszagok/search/Magyar%00orsz%C3%A1g'),
        await agent.post('/api/telepulesek/search', { megnevezes: 'Buda\u0000pest' }),
        await agent.post('/api/felhasznalok/felhasznalok/search-by-current', {
          filterData: '\u0000',
        }),
        await agent.put(`/api/tamogatast-igenylok/${company.applicantId}`, {
          nev: 'Cég\u0000',
        }),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toBe(NUL_CHARACTER_REFUSED);
      }
      // The same routes still answer ordinary text.
      expect((await agent.get('/api/orszagok/search/Magyar')).statusCode).toBe(200);
      expect(
        (await agent.post('/api/telepulesek/search', { megnevezes: 'Budapest' })).statusCode,
      ).toBe(200);
    });

    it('a body of 70,000 unknown keys is refused by its size before it is parsed, in < 4 KB', async () => {
      const { app } = get();
      const agent = await anonymousAgent(app);
      const body: Record<string, unknown> = { megnevezes: 'Buda' };
      for (let index = 0; index < 70_000; index++) body[`k${index}`] = index;
      const payload = JSON.stringify(body);
      expect(payload.length).toBeGreaterThan(app.config.bodyLimitBytes);
      const timings: number[] = [];
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        const response = await agent.request({
          method: 'POST',
          url: '/api/telepulesek/search',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        timings.push(performance.now() - started);
        expect(response.statusCode).toBe(413);
        expect(response.body.length).toBeLessThan(4_096);
        expect(response.json().message).toBe('A kérés törzse túl nagy.');
      }
      // Before: 70,000 errors, 12.3 MB, 1-2 s; then one error but the whole megabyte parsed
      // (JSON.parse alone 140-190 ms here). The time is printed, not asserted: a timing test
      // measures the machine's other load.
      console.log(
        `70,000 keys (${payload.length} bytes) [${get().kind}]: ` +
          `${timings.map((ms) => ms.toFixed(1)).join(', ')} ms`,
      );
    });

    it('unknown keys within the size limit are refused with one error naming the problem', async () => {
      const { app } = get();
      const agent = await anonymousAgent(app);
      const body: Record<string, unknown> = { megnevezes: 'Buda' };
      for (let index = 0; index < 15_000; index++) body[`k${index}`] = index;
      const payload = JSON.stringify(body);
      expect(payload.length).toBeLessThan(app.config.bodyLimitBytes);
      const response = await agent.request({
        method: 'POST',
        url: '/api/telepulesek/search',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(4_096);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ keyword: 'additionalProperties' }),
      ]);
      // An ordinary wrong body still names its field.
      const wrong = await agent.post('/api/telepulesek/search', { megnevezes: 42 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        expect.objectContaining({ path: '/megnevezes', keyword: 'type' }),
      ]);
    });

    it('a multipart upload without a boundary is refused with 400', async () => {
      const { app } = get();
      const company = await createCompany(app);
      const id = await startApplication(app, company);
      const { payload } = multipartBody('terv.pdf', SAMPLE_FILES.pdf, 'application/pdf');
      for (const url of [
        `/api/palyazatok/${id}/dokumentumok/UZLETI_TERV`,
        `/api/palyazatok/${id}/benyujtas/alairt-veglegesito`,
      ]) {
        for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
          const response = await company.owner.agent.request({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': contentType },
          });
          expect(response.statusCode, `${url} ${contentType}: ${response.body}`).toBe(400);
          expect(response.json().message).toBe(MULTIPART_BOUNDARY_MISSING);
        }
      }
      // With its boundary the same upload is taken.
      const upload = multipartBody('terv.pdf', SAMPLE_FILES.pdf, 'application/pdf');
      const accepted = await company.owner.agent.request({
        method: 'POST',
        url: `/api/palyazatok/${id}/dokumentumok/UZLETI_TERV`,
        ...upload,
      });
      expect(accepted.statusCode).toBe(201);
    });
  },
  { overrides: callsTestOverrides() },
);
