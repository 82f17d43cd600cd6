import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { type Agent, anonymousAgent } from '../helpers/auth.ts';
import { seedReferenceData } from '../../src/server/reference-data/seed.ts';
import {
  countReferenceRows,
  foldForSearch,
  upsertReferenceData,
} from '../../src/server/repositories/reference-data.ts';

interface Settlement {
  id: number;
  megnevezes: string;
  iranyitoszam: string;
  megye: { id: number; nev: string };
  turisztikaiRegio: { id: number; nev: string } | null;
}

describe('foldForSearch', () => {
  it('lower-cases and strips Hungarian and other accents', () => {
    expect(foldForSearch(' Hévíz ')).toBe('heviz');
    expect(foldForSearch('ŐRISZENTPÉTER')).toBe('oriszentpeter');
    expect(foldForSearch('Türkiye Ćzž')).toBe('turkiye czz');
  });
});

describeOnEachDatabase('reference data', (get) => {
  const searchCountries = async (text: string) => {
    const response = await get().app.inject(`/api/orszagok/search/${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{
      id: number;
      nev: string;
      nevKulfoldiul: string;
      eu: boolean;
    }>;
  };
  // The search is a POST (spec section 7), so it carries the anti-forgery token like any other.
  let agent: Agent | undefined;
  const post = async (payload: object) => {
    agent ??= await anonymousAgent(get().app);
    return agent.post('/api/telepulesek/search', payload);
  };
  const searchSettlements = async (body: object) => {
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    return response.json() as Settlement[];
  };

  it('seeds every table on first start and a second seed changes nothing', async () => {
    const { db } = get().database;
    const before = await countReferenceRows(db);
    expect(before.gazdalkodasi_forma).toBeGreaterThanOrEqual(7);
    expect(before.teaor).toBe(615);
    expect(before.teaor25).toBe(651);
    expect(before.orszag).toBeGreaterThan(60);
    expect(before.megye).toBe(20);
    expect(before.turisztikai_regio).toBe(9);
    expect(before.telepules).toBeGreaterThanOrEqual(150);
    await seedReferenceData(db);
    expect(await countReferenceRows(db)).toEqual(before);
  });

  it("tops up a missing TEÁOR'25 list on start, leaving the TEÁOR'08 rows and ids alone", async () => {
    // A database migrated from before decision 0046 holds only TEÁOR'08 rows.
    const { db } = get().database;
    const codes08 = () =>
      db
        .selectFrom('teaor')
        .select(['id', 'kod', 'megnevezes'])
        .where('versio', '=', '2008')
        .orderBy('id')
        .execute();
    const before = await codes08();
    await db.deleteFrom('teaor').where('versio', '=', '2025').execute();
    expect((await countReferenceRows(db)).teaor25).toBe(0);
    await seedReferenceData(db);
    const after = await countReferenceRows(db);
    expect(after.teaor25).toBe(651);
    expect(after.teaor).toBe(615);
    expect(await codes08()).toEqual(before);
  });

  it('GET /api/referencia-adat/gazdalkodasi-forma lists business forms by GFO code', async () => {
    const response = await get().app.inject('/api/referencia-adat/gazdalkodasi-forma');
    expect(response.statusCode).toBe(200);
    const forms = response.json() as Array<{ id: number; megnevezes: string }>;
    expect(forms).toContainEqual({ id: 113, megnevezes: 'Korlátolt felelősségű társaság' });
    expect(forms).toContainEqual({ id: 117, megnevezes: 'Betéti társaság' });
    expect(forms).toContainEqual({ id: 231, megnevezes: 'Egyéni vállalkozó' });
    expect(forms.map((form) => form.id)).toEqual(
      forms.map((form) => form.id).toSorted((a, b) => a - b),
    );
  });

  it('GET /api/referencia-adat/teaor lists activities with code, name and version', async () => {
    const response = await get().app.inject('/api/referencia-adat/teaor?versio=2008');
    expect(response.statusCode).toBe(200);
    const activities = response.json() as Array<{ id: number; kod: string; megnevezes: string }>;
    expect(activities).toHaveLength(615);
    const hotel = activities.find((activity) => activity.kod === '55.10');
    expect(hotel).toEqual({
      id: expect.any(Number),
      kod: '55.10',
      megnevezes: 'Szállodai szolgáltatás',
      versio: '2008',
    });
    expect(Object.keys(hotel ?? {}).toSorted()).toEqual(['id', 'kod', 'megnevezes', 'versio']);

    const touristic = await get().app.inject(
      '/api/referencia-adat/teaor?turisztikai=true&versio=2008',
    );
    const codes = (touristic.json() as Array<{ kod: string }>).map((activity) => activity.kod);
    for (const code of [
      '55.10',
      '55.20',
      '55.30',
      '55.90',
      '56.10',
      '56.21',
      '56.29',
      '56.30',
      '79.11',
      '79.12',
      '79.90',
      '91.02',
      '91.03',
      '91.04',
      '93.11',
      '93.13',
      '93.21',
      '93.29',
      '96.04',
      '49.39',
      '50.30',
      '77.21',
      '68.20',
    ]) {
      expect(codes).toContain(code);
    }
    expect(codes).not.toContain('62.01');
    expect(codes.length).toBeLessThan(activities.length);
  });

  it("GET /api/referencia-adat/teaor serves TEÁOR'25 apart from TEÁOR'08, and both unasked", async () => {
    type Activity = { id: number; kod: string; megnevezes: string; versio: string };
    const list = async (query: string) => {
      const response = await get().app.inject(`/api/referencia-adat/teaor${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as Activity[];
    };
    const v25 = await list('?versio=2025');
    expect(v25).toHaveLength(651);
    expect(v25.every((activity) => activity.versio === '2025')).toBe(true);
    // 56.10 exists only in TEÁOR'25; 96.04 only in TEÁOR'08 (wellness moved to 96.23).
    expect(v25.find((activity) => activity.kod === '56.10')?.megnevezes).toBeUndefined();
    expect(v25.find((activity) => activity.kod === '56.11')?.megnevezes).toBe(
      'Éttermi vendéglátás',
    );
    expect(v25.find((activity) => activity.kod === '96.04')).toBeUndefined();
    expect(v25.find((activity) => activity.kod === '96.23')?.megnevezes).toBe(
      'Fürdő-, szauna-, gőzfürdő-szolgáltatás',
    );
    const both = await list('');
    expect(both).toHaveLength(615 + 651);
    // One code, two activities: each a row of its own, told apart by the version.
    const hotels = both.filter((activity) => activity.kod === '55.10');
    expect(hotels.map((activity) => activity.versio).toSorted()).toEqual(['2008', '2025']);
    expect(new Set(hotels.map((activity) => activity.id)).size).toBe(2);
    const touristic25 = (await list('?versio=2025&turisztikai=true')).map((row) => row.kod);
    expect(touristic25).toEqual(expect.arrayContaining(['55.10', '55.40', '56.11', '96.23']));
    expect(touristic25).not.toContain('62.10');
    const bad = await get().app.inject('/api/referencia-adat/teaor?versio=2021');
    expect(bad.statusCode).toBe(400);
  });

  it('answers the lists from memory with an ETag, 304 for a held version, read again after an import', async () => {
    const { app, database } = get();
    const url = '/api/referencia-adat/gazdalkodasi-forma';
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // The copy is answered without the database: a row changed by hand is not seen yet.
    await database.db
      .updateTable('gazdalkodasi_forma')
      .set({ megnevezes: 'Kézzel átírt forma' })
      .where('id', '=', 113)
      .execute();
    const again = await app.inject(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const held = await app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(held.statusCode).toBe(304);
    expect(held.headers.vary).toMatch(/accept-encoding/i);
    expect(held.body).toBe('');
    // An import forgets the copies: the next answer is the database's, with another ETag.
    await database.db
      .transaction()
      .execute((trx) =>
        upsertReferenceData(trx, { businessForms: [{ id: 999, megnevezes: 'Próba forma' }] }),
      );
    const imported = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(imported.statusCode).toBe(200);
    expect(imported.headers.etag).not.toBe(etag);
    const forms = imported.json() as Array<{ id: number; megnevezes: string }>;
    expect(forms).toContainEqual({ id: 113, megnevezes: 'Kézzel átírt forma' });
    expect(forms).toContainEqual({ id: 999, megnevezes: 'Próba forma' });
    await database.db.deleteFrom('gazdalkodasi_forma').where('id', '=', 999).execute();
    await database.db.transaction().execute((trx) =>
      upsertReferenceData(trx, {
        businessForms: [{ id: 113, megnevezes: 'Korlátolt felelősségű társaság' }],
      }),
    );
  });

  it('sends the lists compressed to a browser that accepts it, brotli first, raw to one that does not', async () => {
    const { app } = get();
    const url = '/api/referencia-adat/teaor';
    const raw = await app.inject(url);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.rawPayload.length).toBeLessThan(raw.rawPayload.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(raw.body);
    const gzipped = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(raw.body);
    const refused = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(raw.body);
  });

  it('GET /api/orszagok/search/{text} matches either name without case or accents', async () => {
    const hungary = await searchCountries('magyar');
    expect(hungary).toEqual([
      { id: expect.any(Number), nev: 'Magyarország', nevKulfoldiul: 'Hungary', eu: true },
    ]);
    expect((await searchCountries('NÉMET')).map((country) => country.nev)).toEqual(['Németország']);
    expect((await searchCountries('nemet')).map((country) => country.nev)).toEqual(['Németország']);
    expect((await searchCountries('germ')).map((country) => country.nev)).toEqual(['Németország']);
    const switzerland = await searchCountries('svájc');
    expect(switzerland[0]).toMatchObject({ nev: 'Svájc', eu: false });
    expect((await searchCountries('orszag')).length).toBeGreaterThan(5);
    expect(await searchCountries('%')).toEqual([]);
    expect((await searchCountries('a')).length).toBeLessThanOrEqual(50);
  });

  it('POST /api/telepulesek/search finds settlements with and without accents', async () => {
    const heviz = await searchSettlements({ megnevezes: 'Hévíz' });
    expect(heviz).toEqual([
      {
        id: expect.any(Number),
        megnevezes: 'Hévíz',
        iranyitoszam: '8380',
        megye: { id: expect.any(Number), nev: 'Zala' },
        turisztikaiRegio: { id: expect.any(Number), nev: 'Balaton' },
      },
    ]);
    expect(await searchSettlements({ megnevezes: 'heviz' })).toEqual(heviz);
    expect(await searchSettlements({ megnevezes: 'HÉVÍZ' })).toEqual(heviz);

    const balaton = await searchSettlements({ megnevezes: 'balaton' });
    expect(balaton.length).toBeGreaterThan(10);
    expect(balaton.every((row) => foldForSearch(row.megnevezes).includes('balaton'))).toBe(true);
    // Prefix matches come first.
    expect(balaton[0]?.megnevezes.startsWith('Balaton')).toBe(true);

    const eger = await searchSettlements({ megnevezes: 'eger' });
    expect(eger[0]?.megnevezes).toBe('Eger');
    expect(eger.map((row) => row.megnevezes)).toContain('Zalaegerszeg');
    expect(eger.find((row) => row.megnevezes === 'Eger')).toMatchObject({
      iranyitoszam: '3300',
      megye: { nev: 'Heves' },
      turisztikaiRegio: { nev: 'Észak-Magyarország' },
    });

    const tokaj = await searchSettlements({ megnevezes: 'tokaj' });
    expect(tokaj[0]).toMatchObject({
      megnevezes: 'Tokaj',
      iranyitoszam: '3910',
      megye: { nev: 'Borsod-Abaúj-Zemplén' },
    });

    const byPostalCode = await searchSettlements({ megnevezes: '8230' });
    expect(byPostalCode.map((row) => row.megnevezes)).toEqual(['Balatonfüred']);

    expect(await searchSettlements({ megnevezes: '50%' })).toEqual([]);
    expect((await searchSettlements({ megnevezes: 'a' })).length).toBe(50);
  });

  it('POST /api/telepulesek/search leaves out excludedIds', async () => {
    const all = (await post({ megnevezes: 'balatonf' })).json() as Settlement[];
    expect(all.map((row) => row.megnevezes).toSorted()).toEqual([
      'Balatonföldvár',
      'Balatonfüred',
      'Balatonfűzfő',
    ]);
    const excluded = all[0]?.id as number;
    const rest = (
      await post({ megnevezes: 'balatonf', excludedIds: [excluded] })
    ).json() as Settlement[];
    expect(rest.map((row) => row.id)).not.toContain(excluded);
    expect(rest).toHaveLength(2);
    expect((await post({ megnevezes: 'balatonf', excludedIds: null })).json()).toHaveLength(3);
  });

  it('POST /api/telepulesek/search validates its body', async () => {
    const response = await post({ megnevezes: 'Eger', excludedIds: ['x'] });
    expect(response.statusCode).toBe(400);
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
  });
});
