/**
 * The default option loaders: the TEÁOR loader finds a code typed with or without its dot
 * (issue 20, item 10); the country and settlement loaders read their answers through the parsers
 * generated from schemas/api/reference-data, so an answer of another shape is refused, not shown.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseParseError } from '../../../../lib/api-client.ts';
import { resetReferenceLists } from '../../../../lib/reference-lists.ts';
import { setUpApiTests, stubApi } from '../../../../test/api-harness.tsx';
import { initTestI18n } from '../../../../test/i18n.ts';
import { defaultOptionLoaders, defaultOptionLookups } from './option-loaders.ts';

// TEÁOR'25 rows, and TEÁOR'08 namesakes the search must not offer (decision 0046).
const TEAOR = [
  { id: 1, kod: '55.10', megnevezes: 'Szállodai szolgáltatás', versio: '2025' },
  {
    id: 2,
    kod: '55.20',
    megnevezes: 'Üdülési célú és egyéb rövid távú szálláshely-szolgáltatás',
    versio: '2025',
  },
  { id: 3, kod: '56.11', megnevezes: 'Éttermi vendéglátás', versio: '2025' },
  { id: 4, kod: '05.10', megnevezes: 'Feketeszén-bányászat', versio: '2025' },
  { id: 11, kod: '55.10', megnevezes: 'Szállodai szolgáltatás', versio: '2008' },
  { id: 13, kod: '56.10', megnevezes: 'Éttermi, mozgó vendéglátás', versio: '2008' },
];

const signal = () => new AbortController().signal;
const ids = async (query: string) =>
  (await defaultOptionLoaders.teaor!(query, signal())).map((option) => option.id);
const labels = async (loader: string, query: string) =>
  (await defaultOptionLoaders[loader]!(query, signal())).map((option) => option.label);

describe('default option loaders', () => {
  setUpApiTests();
  beforeAll(() => initTestI18n('hu'));
  // Component files share one module cache: a list another file fetched must not answer here.
  beforeEach(() => resetReferenceLists());

  describe('TEÁOR search', () => {
    it('finds 55.10 by "5510", "55.10" and "551"', async () => {
      stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      expect(await labels('teaor', '5510')).toEqual(["55.10 Szállodai szolgáltatás (TEÁOR'25)"]);
      expect(await labels('teaor', '55.10')).toEqual(["55.10 Szállodai szolgáltatás (TEÁOR'25)"]);
      expect(await labels('teaor', '551')).toEqual(["55.10 Szállodai szolgáltatás (TEÁOR'25)"]);
      expect(await labels('teaor', '55')).toHaveLength(2);
    });

    it('finds by name without accents', async () => {
      stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      expect(await labels('teaor', 'etterm')).toEqual(["56.11 Éttermi vendéglátás (TEÁOR'25)"]);
    });

    it("offers only TEÁOR'25 codes, by code with or without the dot", async () => {
      stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      expect(await ids('5510')).toEqual([1]);
      expect(await ids('56.10')).toEqual([]);
      expect(await ids('5611')).toEqual([3]);
      expect(await ids('')).toEqual([1, 2, 3, 4]);
    });

    it("shows a saved TEÁOR'08 code with its version", async () => {
      stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      const saved = await defaultOptionLookups.teaor!(13, signal());
      expect(saved?.label).toBe("56.10 Éttermi, mozgó vendéglátás (TEÁOR'08)");
      expect((await defaultOptionLookups.teaor!(1, signal()))?.label).toBe(
        "55.10 Szállodai szolgáltatás (TEÁOR'25)",
      );
    });

    it('fetches the list once for every search', async () => {
      const requests = stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      await labels('teaor', '55');
      await labels('teaor', '56');
      expect(requests).toHaveLength(1);
    });

    it('refuses a list whose rows lack their code, and asks again next time', async () => {
      const requests = stubApi({
        'GET /referencia-adat/teaor': [
          { id: 1, megnevezes: 'Szállodai szolgáltatás', versio: '2025' },
        ],
      });
      const error = await labels('teaor', '55').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseParseError);
      expect((error as ResponseParseError).issues.map((issue) => issue.path)).toEqual(['0.kod']);
      stubApi({ 'GET /referencia-adat/teaor': TEAOR });
      expect(await labels('teaor', '5510')).toEqual(["55.10 Szállodai szolgáltatás (TEÁOR'25)"]);
      expect(requests).toHaveLength(1);
    });
  });

  describe('countries', () => {
    it('shows the countries the search answers', async () => {
      stubApi({
        'GET /orszagok/search/Auszt': [
          { id: 1, nev: 'Ausztria', nevKulfoldiul: 'Austria', eu: true },
        ],
      });
      expect(await labels('countries', 'Auszt')).toEqual(['Ausztria']);
    });

    it('refuses an answer of the wrong shape with each issue path', async () => {
      stubApi({
        'GET /orszagok/search/Auszt': [{ id: '1', name: 'Ausztria' }],
      });
      const error = await labels('countries', 'Auszt').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseParseError);
      expect((error as ResponseParseError).issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining(['0.id', '0.nev']),
      );
    });
  });

  describe('settlements', () => {
    const siofok = {
      id: 501,
      megnevezes: 'Siófok',
      iranyitoszam: '8600',
      megye: { id: 14, nev: 'Somogy' },
      turisztikaiRegio: null,
    };

    it('shows the settlements with their postal code', async () => {
      const requests = stubApi({ 'POST /telepulesek/search': [siofok] });
      expect(await labels('settlements', 'Sióf')).toEqual(['Siófok (8600)']);
      expect(await requests[0]!.json()).toEqual({ megnevezes: 'Sióf', excludedIds: [] });
    });

    it('refuses a settlement without its county', async () => {
      const { megye: _megye, ...withoutCounty } = siofok;
      stubApi({ 'POST /telepulesek/search': [withoutCounty] });
      await expect(labels('settlements', 'Sióf')).rejects.toBeInstanceOf(ResponseParseError);
    });
  });
});
