/** The TEÁOR loader finds a code typed with or without its dot (issue 20, item 10). */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../../lib/api-client.ts', () => ({
  api: () => ({
    get: () => ({
      json: async () => [
        { id: 1, kod: '55.10', megnevezes: 'Szállodai szolgáltatás' },
        { id: 2, kod: '55.20', megnevezes: 'Üdülési, egyéb átmeneti szálláshely-szolgáltatás' },
        { id: 3, kod: '56.10', megnevezes: 'Éttermi, mozgó vendéglátás' },
        { id: 4, kod: '05.10', megnevezes: 'Feketeszén-bányászat' },
      ],
    }),
  }),
}));

const { defaultOptionLoaders } = await import('./option-loaders.ts');
const find = async (query: string) =>
  (await defaultOptionLoaders.teaor!(query, new AbortController().signal)).map(
    (option) => option.label,
  );

describe('TEÁOR search', () => {
  it('finds 55.10 by "5510", "55.10" and "551"', async () => {
    expect(await find('5510')).toEqual(['55.10 Szállodai szolgáltatás']);
    expect(await find('55.10')).toEqual(['55.10 Szállodai szolgáltatás']);
    expect(await find('551')).toEqual(['55.10 Szállodai szolgáltatás']);
    expect(await find('55')).toHaveLength(2);
  });

  it('finds by name without accents', async () => {
    expect(await find('etterm')).toEqual(['56.10 Éttermi, mozgó vendéglátás']);
  });
});
