/**
 * The reference-data import (`npm run import:reference`): its CSV reading, its argument parsing
 * and its upserts over the seeded subset.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { anonymousAgent } from '../helpers/auth.ts';
import { parseImportArguments } from '../../scripts/import-reference-data.ts';
import { parseCsv } from '../../src/server/reference-data/csv.ts';
import {
  mergeReferenceData,
  normaliseTeaorCode,
  readReferenceFile,
  shippedReferenceData,
} from '../../src/server/reference-data/records.ts';
import {
  countReferenceRows,
  searchSettlements,
  upsertReferenceData,
} from '../../src/server/repositories/reference-data.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-reference-'));
function file(name: string, content: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

describe('reference CSV reading', () => {
  it('reads ; or , separated files with quotes, a BOM and CRLF line ends', () => {
    expect(parseCsv('\uFEFFkod;megnevezes\r\n10.71;"Kenyér; friss pékáru gyártása"\r\n')).toEqual([
      { kod: '10.71', megnevezes: 'Kenyér; friss pékáru gyártása' },
    ]);
    expect(parseCsv('Kod,Megnevezes\n113,"A ""B"" C"\n\n')).toEqual([
      { kod: '113', megnevezes: 'A "B" C' },
    ]);
  });

  it('names the missing column and the bad line', () => {
    expect(() => parseCsv('kod;nev\n1;x\n', ['kod', 'megnevezes'])).toThrow(
      "line 1: missing column 'megnevezes'",
    );
    const bad = file('bad.csv', 'megnevezes;iranyitoszam;megye\nHévíz;8380;Zala\nRossz;83;Zala\n');
    expect(() => readReferenceFile('telepules', bad)).toThrow(
      `${bad}: line 3: postal code must have 4 digits, got '83'`,
    );
  });

  it('normalises TEÁOR codes', () => {
    expect(normaliseTeaorCode('5510')).toBe('55.10');
    expect(normaliseTeaorCode('55.1')).toBe('55.10');
    expect(normaliseTeaorCode('55.10')).toBe('55.10');
    expect(normaliseTeaorCode('551')).toBe('55.10');
    expect(normaliseTeaorCode('I55')).toBeNull();
  });

  it('ships a consistent subset: every settlement names a shipped county and region', () => {
    const shipped = shippedReferenceData();
    const counties = new Set(shipped.counties);
    const regions = new Set(shipped.tourismRegions);
    expect(counties.size).toBe(20);
    expect(regions.size).toBe(9);
    for (const settlement of shipped.settlements) {
      expect(counties.has(settlement.megye), settlement.megnevezes).toBe(true);
      if (settlement.turisztikaiRegio)
        expect(regions.has(settlement.turisztikaiRegio), settlement.megnevezes).toBe(true);
    }
    const names = new Set(shipped.settlements.map((settlement) => settlement.megnevezes));
    for (const seat of [
      'Békéscsaba',
      'Debrecen',
      'Eger',
      'Győr',
      'Kaposvár',
      'Kecskemét',
      'Miskolc',
      'Nyíregyháza',
      'Pécs',
      'Salgótarján',
      'Szeged',
      'Székesfehérvár',
      'Szekszárd',
      'Szolnok',
      'Szombathely',
      'Tatabánya',
      'Veszprém',
      'Zalaegerszeg',
      'Hévíz',
      'Siófok',
      'Balatonfüred',
      'Tihany',
      'Keszthely',
      'Tokaj',
      'Hajdúszoboszló',
      'Gyula',
      'Sopron',
      'Bük',
      'Sárvár',
      'Zalakaros',
      'Harkány',
      'Szentendre',
      'Visegrád',
      'Hollókő',
      'Tiszafüred',
    ]) {
      expect(names.has(seat), seat).toBe(true);
    }
    const eu = shipped.countries.filter((country) => country.eu);
    expect(eu).toHaveLength(27);
  });
});

describe('import arguments', () => {
  it('accepts --kind=file and --kind file', () => {
    expect(parseImportArguments(['--teaor=a.csv', '--telepules', 'b.csv'])).toEqual([
      ['teaor', 'a.csv'],
      ['telepules', 'b.csv'],
    ]);
  });

  it('refuses unknown kinds, missing files and an empty command line', () => {
    expect(() => parseImportArguments(['--varos=a.csv'])).toThrow("Unknown kind 'varos'");
    expect(() => parseImportArguments(['--teaor'])).toThrow('Missing file for --teaor');
    expect(() => parseImportArguments(['a.csv'])).toThrow("Unexpected argument 'a.csv'");
    expect(() => parseImportArguments([])).toThrow('No file given');
  });
});

describeOnEachDatabase('reference import', (get) => {
  it('upserts over the seeded data: updates by key, adds new rows, creates counties', async () => {
    const { db } = get().database;
    const before = await countReferenceRows(db);
    const data = mergeReferenceData(
      mergeReferenceData(
        readReferenceFile(
          'telepules',
          file(
            'telepulesek.csv',
            'iranyitoszam,megnevezes,megye,turisztikai_regio\n' +
              '8380,Hévíz,Zala,Nyugat-Dunántúl\n' +
              '9999,Próbafalva,Próba vármegye,\n' +
              '9999,Próbafalva,Próba vármegye,\n',
          ),
        ),
        readReferenceFile(
          'teaor',
          file('teaor.csv', 'kod;megnevezes;turisztikai\n5510;Szállodai szolgáltatás (új);igen\n'),
        ),
      ),
      // The TEÁOR'25 file names the same code: it updates the 2025 row, not the 2008 one.
      readReferenceFile(
        'teaor25',
        file(
          'teaor25.csv',
          'kod;megnevezes;turisztikai\n55.10;Szállodai szolgáltatás (2025);igen\n',
        ),
      ),
    );
    await db.transaction().execute((trx) => upsertReferenceData(trx, data));

    const after = await countReferenceRows(db);
    expect(after.telepules).toBe(before.telepules + 1);
    expect(after.megye).toBe(before.megye + 1);
    expect(after.teaor).toBe(before.teaor);
    expect(after.teaor25).toBe(before.teaor25);

    const [heviz] = await searchSettlements(db, { text: 'Hévíz' });
    expect(heviz).toMatchObject({
      iranyitoszam: '8380',
      megye: { nev: 'Zala' },
      turisztikaiRegio: { nev: 'Nyugat-Dunántúl' },
    });
    const [probafalva] = await searchSettlements(db, { text: 'probafalva' });
    expect(probafalva).toMatchObject({ megye: { nev: 'Próba vármegye' }, turisztikaiRegio: null });

    const agent = await anonymousAgent(get().app);
    const viaApi = await agent.post('/api/telepulesek/search', { megnevezes: 'Próbafalva' });
    expect(viaApi.json()).toEqual([
      {
        id: expect.any(Number),
        megnevezes: 'Próbafalva',
        iranyitoszam: '9999',
        megye: { id: expect.any(Number), nev: 'Próba vármegye' },
        turisztikaiRegio: null,
      },
    ]);

    const teaor = await get().app.inject('/api/referencia-adat/teaor');
    expect(teaor.json()).toContainEqual({
      id: expect.any(Number),
      kod: '55.10',
      megnevezes: 'Szállodai szolgáltatás (új)',
      versio: '2008',
    });
    expect(teaor.json()).toContainEqual({
      id: expect.any(Number),
      kod: '55.10',
      megnevezes: 'Szállodai szolgáltatás (2025)',
      versio: '2025',
    });
  });
});
