/**
 * The dashboard when its lists fail (issue 20, item 8): a failed list is reported, never shown
 * as an empty "Pályázataim" or an empty list of calls.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectionProvider } from '../../selection/selection.tsx';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const APPLICANT_ID = 7;

const applicants = {
  data: [
    {
      id: APPLICANT_ID,
      nev: 'Balaton Vendégház Kft.',
      adoszam: '12345678-2-41',
      applicantType: 'JOINT_VENTURE',
      jogosultsagok: [],
    },
  ],
  totalPages: 1,
  totalElements: 1,
};

describe('dashboard lists that fail', () => {
  setUpApiTests();

  it('says the applications and the calls could not be loaded', async () => {
    const applications = `GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/${APPLICANT_ID}`;
    stubApi(
      {
        'POST /felhasznalok/felhasznalok/search-by-current': applicants,
        [applications]: { message: 'boom' },
        'GET /palyazati-felhivasok': { message: 'boom' },
      },
      { status: { [applications]: 500, 'GET /palyazati-felhivasok': 500 } },
    );
    renderWithApi(
      <SelectionProvider>
        <DashboardPage />
      </SelectionProvider>,
    );
    // One retry each (the query client's default), then the message.
    await screen.findByText(/A pályázatai nem tölthetők be/, {}, { timeout: 10_000 });
    await screen.findByText(/A felhívások nem tölthetők be/, {}, { timeout: 10_000 });
    expect(screen.queryByText('Még nem indított pályázatot.')).toBeNull();
    expect(screen.queryByText('Jelenleg nincs nyitott pályázati felhívás.')).toBeNull();
  });
});
