/**
 * The applicant's addresses are one query under one key: the address editor's list and the loan
 * claim's implementation sites (application/api/get-applicant-addresses.ts). With the sites under a
 * key of their own (['addresses', id] before decision 0030), saving an address left the loan
 * claim offering the old list.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useApplicantAddresses } from '../../../application/api/get-applicant-addresses.ts';
import { renderWithApi, setUpApiTests, stubApi } from '../../../test/api-harness.tsx';
import { addressResource, useChildRecords } from './child-records.ts';

setUpApiTests();

const LIST = 'GET /tamogatast-igenylo-cimek/tamogatast-igenylo/7';
const site = (id: number, cim: string) => ({
  id,
  cimTipus: 'TELEPHELY',
  iranyitoszam: '8230',
  telepulesNev: 'Balatonfüred',
  cim,
  verzio: 1,
});

/** The loan claim's site labels beside the address editor's save button, as on the two pages. */
function SitesAndEditor() {
  const sites = useApplicantAddresses(7).data ?? [];
  const { save } = useChildRecords(addressResource, 7);
  const newSite = {
    cityName: 'Hévíz',
    addressType: 'TELEPHELY' as const,
    postalCode: '8380',
    address: 'Kossuth tér 2.',
    lotNumber: '',
    source: 'PORTAL' as const,
  };
  return (
    <>
      <ul>
        {sites.map((address) => (
          <li key={address.id}>{address.address}</li>
        ))}
      </ul>
      <button type="button" onClick={() => save.mutate(newSite)}>
        save
      </button>
    </>
  );
}

it("saving an address refreshes the loan claim's site list: one query, one key", async () => {
  const answers: Record<string, unknown> = {
    [LIST]: [site(1, 'Fürdő sétány 3.')],
    'POST /tamogatast-igenylo-cimek': { cim: site(2, 'Kossuth tér 2.') },
  };
  const requests = stubApi(answers);
  renderWithApi(<SitesAndEditor />);
  expect(await screen.findByText('Fürdő sétány 3.')).toBeTruthy();

  answers[LIST] = [site(1, 'Fürdő sétány 3.'), site(2, 'Kossuth tér 2.')];
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByText('Kossuth tér 2.')).toBeTruthy();
  await waitFor(() =>
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1),
  );
});
