/**
 * A section's draft save goes into the cached application and application lists from its answer
 * (issue 17): the page, the selector (project title) and the dashboard (completion) show it, and
 * nothing is fetched again — a refetch after every draft rendered the page and the shell again
 * under the keystrokes that followed.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applicationFixture } from '../../../test/application-fixture.ts';
import type {
  ApplicationDetail,
  ApplicationWithCompletion,
  Completion,
} from '../../../application/api/types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { keepSectionSave } from './save-application-section.ts';

const before: Completion = { szakaszok: [], szazalek: 10, kovetkezoLepes: 'loanClaim' };
const after: Completion = { szakaszok: [], szazalek: 40, kovetkezoLepes: 'customFields' };

function cachedClient() {
  const client = new QueryClient();
  const fetches = vi.fn(async () => {
    throw new Error('nothing may be fetched');
  });
  const detail: ApplicationDetail = {
    palyazat: applicationFixture({ verzio: 5 }),
    teljesites: before,
    egyediMezok: { projekt: { leiras: 'régi' } },
    kizaroFeltetelek: [],
  };
  const other = { ...applicationFixture({ id: 8, projektCim: 'Másik' }), teljesites: before };
  const list: ApplicationWithCompletion[] = [
    { ...applicationFixture({ verzio: 5 }), teljesites: before },
    other,
  ];
  // Observed, as on the page: an invalidation would refetch them.
  for (const [queryKey, data] of [
    [queryKeys.application(7), detail],
    [queryKeys.applicationsOf(1), list],
  ] as const) {
    client.setQueryData(queryKey, data);
    new QueryObserver(client, { queryKey, queryFn: fetches, staleTime: Infinity }).subscribe(
      () => {},
    );
  }
  return { client, fetches, other };
}

describe('keepSectionSave', () => {
  it('puts a loan-claim save into the cached application and lists, fetching nothing', async () => {
    const { client, fetches, other } = cachedClient();
    keepSectionSave(
      client,
      7,
      { fields: { projektCim: 'Balatoni panzió', igenyeltTamogatas: 5_000_000 } },
      { verzio: 6, hibak: [], teljesites: after },
    );
    const detail = client.getQueryData<ApplicationDetail>(queryKeys.application(7));
    expect(detail?.palyazat).toMatchObject({
      projektCim: 'Balatoni panzió',
      igenyeltTamogatas: 5_000_000,
      verzio: 6,
      azonosito: 'TP-2026-01-000007',
    });
    expect(detail?.teljesites).toEqual(after);
    expect(detail?.egyediMezok).toEqual({ projekt: { leiras: 'régi' } });
    const list = client.getQueryData<ApplicationWithCompletion[]>(queryKeys.applicationsOf(1));
    expect(list?.[0]).toMatchObject({
      projektCim: 'Balatoni panzió',
      verzio: 6,
      teljesites: after,
    });
    // Another application of the list is left as it was.
    expect(list?.[1]).toBe(other);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetches).not.toHaveBeenCalled();
  });

  it('puts a custom-field save into the cached application', () => {
    const { client } = cachedClient();
    keepSectionSave(
      client,
      7,
      { customFields: { projekt: { leiras: 'új' } } },
      { verzio: 6, hibak: [], teljesites: after },
    );
    const detail = client.getQueryData<ApplicationDetail>(queryKeys.application(7));
    expect(detail?.egyediMezok).toEqual({ projekt: { leiras: 'új' } });
    expect(detail?.palyazat.verzio).toBe(6);
    expect(detail?.palyazat.projektCim).toBe('Próba');
  });
});
