import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CallFolderError, loadCallCatalogue } from '../../src/server/calls/catalogue.ts';
import { budapestLocalToDate } from '../../src/shared/budapest-time.ts';
import { buildApp } from '../../src/server/app.ts';
import { describeOnEachDatabase, testConfig } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createUser, signIn } from '../helpers/auth.ts';
import {
  GRANT_CALL,
  LOAN_CALL,
  SHIPPED_CALLS_DIR,
  UPCOMING_CALL,
  callsTestOverrides,
  copyCallsDir,
  patchCall,
} from '../helpers/calls.ts';

function brokenCopy(edit: (dir: string) => void): string {
  const dir = copyCallsDir();
  edit(dir);
  return dir;
}

function problemsOf(dir: string): string {
  try {
    loadCallCatalogue(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(CallFolderError);
    return (error as Error).message;
  }
  throw new Error('the catalogue loaded although it is broken');
}

function editJson(file: string, edit: (data: Record<string, any>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

describe('call folders (schemas/calls)', () => {
  it('the three shipped calls load with distinct custom fields', () => {
    const catalogue = loadCallCatalogue(SHIPPED_CALLS_DIR);
    expect(catalogue.calls.map((call) => call.identifier).toSorted()).toEqual(
      [UPCOMING_CALL, LOAN_CALL, GRANT_CALL].toSorted(),
    );
    const groups = catalogue.calls.map((call) =>
      Object.keys(call.customFields.schema.properties as object).join(),
    );
    expect(new Set(groups).size).toBe(3);
    expect(catalogue.categories.length).toBeGreaterThan(5);
  });

  it('reads call dates as Budapest wall-clock time, DST included', () => {
    expect(budapestLocalToDate('2026-01-15T09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(budapestLocalToDate('2026-07-15T09:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(budapestLocalToDate('2026-03-29T03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('names the file and the problem of a broken call.json', () => {
    const dir = brokenCopy((d) => patchCall(d, LOAN_CALL, { maxIntensity: 120 }));
    const message = problemsOf(dir);
    expect(message).toContain(path.join(LOAN_CALL, 'call.json'));
    expect(message).toContain('/maxIntensity must be <= 100');
  });

  it('names a file that is not JSON', () => {
    const dir = brokenCopy((d) =>
      writeFileSync(path.join(d, GRANT_CALL, 'knock-out.json'), '{ "criteria": [ '),
    );
    expect(problemsOf(dir)).toMatch(new RegExp(`${GRANT_CALL}.knock-out\\.json: not valid JSON`));
  });

  it('names a missing file and an identifier that differs from the folder', () => {
    const dir = brokenCopy((d) => {
      rmSync(path.join(d, LOAN_CALL, 'texts.en.json'));
      patchCall(d, GRANT_CALL, { identifier: 'mas-azonosito' });
    });
    const message = problemsOf(dir);
    expect(message).toContain(`${path.join(LOAN_CALL, 'texts.en.json')}: file is missing`);
    expect(message).toContain(
      `${path.join(GRANT_CALL, 'call.json')}: identifier 'mas-azonosito' must equal the folder name`,
    );
  });

  it('keeps custom fields within the spec model and checks their UI and texts', () => {
    const dir = brokenCopy((d) => {
      editJson(path.join(d, LOAN_CALL, 'custom-fields.schema.json'), (schema) => {
        schema.properties.szallashely.properties.szobakSzamaJelenleg.multipleOf = 2;
      });
      editJson(path.join(d, GRANT_CALL, 'custom-fields.ui.json'), (ui) => {
        ui.egyseg.ferohelyek['ui:widget'] = 'checkbox';
      });
      editJson(path.join(d, UPCOMING_CALL, 'texts.hu.json'), (texts) => {
        delete texts.fields['attrakcio.helyrajziSzam'];
      });
    });
    const message = problemsOf(dir);
    expect(message).toContain(
      `${path.join(LOAN_CALL, 'custom-fields.schema.json')}: /properties/szallashely/properties/szobakSzamaJelenleg keyword 'multipleOf' is outside the custom-field model`,
    );
    expect(message).toContain(
      `${path.join(GRANT_CALL, 'custom-fields.ui.json')}: /egyseg/ferohelyek ui:widget 'checkbox' does not suit a integer field`,
    );
    expect(message).toContain(
      `${path.join(UPCOMING_CALL, 'texts.hu.json')}: fields: 'attrakcio.helyrajziSzam' has a regexp and needs its patternMessage`,
    );
  });

  it('checks documents, knock-out and statement texts against the folder', () => {
    const dir = brokenCopy((d) => {
      editJson(path.join(d, LOAN_CALL, 'documents.json'), (documents) => {
        documents.documents.push({
          category: 'NINCS_ILYEN',
          requiredForCall: true,
          largeFile: false,
        });
      });
      editJson(path.join(d, GRANT_CALL, 'texts.en.json'), (texts) => {
        delete texts.knockOut['KO-2'];
      });
    });
    const message = problemsOf(dir);
    expect(message).toContain(
      `${path.join(LOAN_CALL, 'documents.json')}: /documents/9 unknown category 'NINCS_ILYEN'`,
    );
    expect(message).toContain(
      `${path.join(GRANT_CALL, 'texts.en.json')}: knockOut: 'KO-2' is missing`,
    );
  });

  it('start-up stops with the file named when a call folder is broken', async () => {
    const dir = brokenCopy((d) => patchCall(d, LOAN_CALL, { roundingStep: 0 }));
    const database = await createTestDatabase('pglite');
    try {
      await expect(
        buildApp({
          config: testConfig({ ...callsTestOverrides(dir) }),
          db: database.db,
          logger: false,
        }),
      ).rejects.toThrow(/call\.json: \/roundingStep must be >= 1/);
    } finally {
      await database.drop();
    }
  });
});

const overrides = callsTestOverrides();

describeOnEachDatabase(
  'funding calls API',
  (get) => {
    it('lists open and upcoming calls with deadlines, needs a signed-in user', async () => {
      const { app } = get();
      expect((await app.inject('/api/palyazati-felhivasok')).statusCode).toBe(401);
      const user = await createUser(app);
      const agent = await signIn(app, user);
      const response = await agent.get('/api/palyazati-felhivasok');
      expect(response.statusCode).toBe(200);
      const calls = response.json() as Array<{
        azonosito: string;
        nyitott: boolean;
        vege: string;
        szovegek: { en: { name: string } };
      }>;
      expect(calls.map((call) => [call.azonosito, call.nyitott])).toEqual(
        expect.arrayContaining([
          [LOAN_CALL, true],
          [GRANT_CALL, true],
          [UPCOMING_CALL, false],
        ]),
      );
      expect(new Date(calls[0]!.vege).getTime()).toBeGreaterThan(Date.now());
      expect(calls.find((call) => call.azonosito === LOAN_CALL)?.szovegek.en.name).toMatch(/loan/i);

      const detail = await agent.get(`/api/palyazati-felhivasok/${GRANT_CALL}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        azonosito: GRANT_CALL,
        felhivas: { maxIntensity: 70, roundingStep: 10000, maxSubmissionsPerApplicant: 1 },
        egyediMezok: { formKey: `calls/${GRANT_CALL}/custom-fields` },
        kizaroFeltetelek: [{ id: 'KO-1' }, { id: 'KO-2' }, { id: 'KO-3' }],
      });
      const documents = detail.json().dokumentumok as Array<{
        category: { code: string };
        allowedExtensions: string[];
      }>;
      expect(documents.find((d) => d.category.code === 'UZLETI_TERV')?.allowedExtensions).toEqual([
        'pdf',
      ]);
      expect((await agent.get('/api/palyazati-felhivasok/nincs-ilyen')).statusCode).toBe(404);
    });

    it('a call folder added to CALLS_DIR appears after a restart (upsert by identifier)', async () => {
      const { app, database } = get();
      const source = path.join(overrides.callsDir, GRANT_CALL);
      const added = path.join(overrides.callsDir, 'uj-felhivas-2026');
      cpSync(source, added, { recursive: true });
      patchCall(overrides.callsDir, 'uj-felhivas-2026', {
        identifier: 'uj-felhivas-2026',
        name: 'Új felhívás',
      });
      const second = await buildApp({
        config: testConfig(overrides),
        db: database.db,
        logger: false,
      });
      try {
        const user = await createUser(second);
        const agent = await signIn(second, user);
        const calls = (await agent.get('/api/palyazati-felhivasok')).json() as Array<{
          azonosito: string;
          nev: string;
        }>;
        expect(calls.find((call) => call.azonosito === 'uj-felhivas-2026')?.nev).toBe(
          'Új felhívás',
        );
      } finally {
        await second.close();
        rmSync(added, { recursive: true, force: true });
      }
      void app;
    });
  },
  { overrides },
);

void mkdtempSync;
void tmpdir;
