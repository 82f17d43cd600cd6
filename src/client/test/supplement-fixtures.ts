/**
 * Answers for component tests of the screens a supplement request locks: application 7, its call
 * (two document categories, two statements, two knock-out criteria) and its lifecycle state,
 * keyed for `stubApi` (src/client/test/api-harness.tsx). Each is a whole answer of its schema
 * (schemas/api): the fetchers check what they read (docs/decisions/0027).
 */
import { applicationFixture } from './application-fixture.ts';

export const APPLICATION_ID = 7;

const CALL_ID = 'vendeglatas-modernizacio-2026';

const category = (code: string, hu: string, en: string) => ({
  category: {
    code,
    name: { hu, en },
    type: 'EGYEB',
    requirement: 'KOTELEZO',
    frequent: false,
    note: { hu: '', en: '' },
    deletable: true,
    extensions: ['pdf'],
  },
  requiredForCall: true,
  largeFile: false,
  allowedExtensions: ['pdf'],
  maxSizeBytes: 10 * 1024 * 1024,
});

export const call = {
  id: 3,
  azonosito: CALL_ID,
  nev: 'Vendéglátóhelyek modernizációja 2026',
  munkanev: 'VM-2026',
  tipus: 'GRANT',
  kezdet: '2027-01-01T00:00:00.000Z',
  vege: null,
  nyitott: true,
  felhivas: {},
  szovegek: {
    hu: { name: 'Vendéglátóhelyek modernizációja 2026', summary: '' },
    en: { name: 'Catering modernisation 2026', summary: '' },
  },
  egyediMezok: {
    schema: {
      properties: { egyseg: { properties: { ferohelyek: { title: 'Férőhelyek száma' } } } },
    },
    uiSchema: {},
    formKey: 'egyedi',
  },
  dokumentumok: [
    category('ARAJANLAT', 'Árajánlat', 'Quotation'),
    category('UZLETI_TERV', 'Üzleti terv', 'Business plan'),
  ],
  kizaroFeltetelek: [
    { id: 'KO-1', order: 1 },
    { id: 'KO-2', order: 2 },
  ],
  nyilatkozatok: [
    { id: 'ADATKEZELES', required: true, order: 1 },
    { id: 'CSEKKENTES', required: false, order: 2 },
  ],
  teljesSzovegek: {
    hu: {
      fields: {},
      groups: { egyseg: 'A vendéglátó egység' },
      knockOut: { 'KO-1': 'Nincs lejárt köztartozásom.', 'KO-2': 'Nem állok csődeljárás alatt.' },
      statements: {
        ADATKEZELES: 'Elfogadom az adatkezelési tájékoztatót.',
        CSEKKENTES: 'Hozzájárulok a csekély összegű támogatás nyilvántartásához.',
      },
    },
    en: {
      fields: {},
      groups: { egyseg: 'The catering unit' },
      knockOut: { 'KO-1': 'I have no overdue public debt.', 'KO-2': 'I am not in bankruptcy.' },
      statements: {
        ADATKEZELES: 'I accept the privacy notice.',
        CSEKKENTES: 'I consent to the de minimis register.',
      },
    },
  },
};

/** The lifecycle state: waiting for a supplement naming `items`, or (null) under editing. */
export function lifecycleState(items: string[] | null) {
  return {
    statusz: items ? 'WAITING_FOR_SUPPLEMENT' : 'UNDER_EDITING',
    benyujtasAllapot: null,
    verzio: 5,
    benyujtasDatuma: items ? '2027-03-01T09:00:00.000Z' : null,
    lehetsegesEsemenyek: items ? ['SUBMIT_SUPPLEMENT'] : [],
    akadalyok: {},
    // 10:00Z on 31 March 2027 is 12:00 in Budapest (summer time).
    hianypotlas: items ? { hatarido: '2027-03-31T10:00:00.000Z', tetelek: items } : null,
    allapotvaltasok: [],
  };
}

/** The answers every locked screen reads: the state, the application and its call. */
export function supplementAnswers(items: string[] | null): Record<string, unknown> {
  return {
    [`GET /palyazatok/${APPLICATION_ID}/allapot`]: lifecycleState(items),
    [`GET /palyazatok/${APPLICATION_ID}`]: {
      palyazat: applicationFixture({
        id: APPLICATION_ID,
        azonosito: 'TP-2027-01-000007',
        statusz: items ? 'WAITING_FOR_SUPPLEMENT' : 'UNDER_EDITING',
        benyujtasDatuma: items ? '2027-03-01T09:00:00.000Z' : null,
        palyazatiFelhivas: { id: call.id, cim: call.nev, azonosito: CALL_ID },
        verzio: 5,
      }),
      teljesites: { szakaszok: [], szazalek: 0, kovetkezoLepes: null },
      egyediMezok: {},
      kizaroFeltetelek: [
        { kriterium: 'KO-1', megerositve: true, felhasznaloId: 1, idopont: '2027-02-01T09:00:00Z' },
      ],
    },
    [`GET /palyazati-felhivasok/${CALL_ID}`]: call,
  };
}
