import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { APPLICATION_ID, supplementAnswers } from '../../test/supplement-fixtures.ts';
import { Progress } from './progress-page.tsx';

describe('progress page during a supplement', () => {
  setUpApiTests();

  it('names the requested items as the screens do, each linking to its screen', async () => {
    stubApi(
      supplementAnswers([
        'loanClaim.projektCim',
        'customFields.egyseg.ferohelyek',
        'knockOut.KO-1',
        'documents.ARAJANLAT',
        'statements.ADATKEZELES',
      ]),
    );
    renderWithApi(<Progress applicationId={APPLICATION_ID} />);
    expect(await screen.findByText('Hiánypótlás határideje: 2027. 03. 31. 12:00')).toBeTruthy();
    const expected = [
      ['Hiteligénylés – A projekt címe', '/application/loan-claim#projektCim'],
      ['Támogatási tartalom – Férőhelyek száma', '/application/supportContent#egyseg.ferohelyek'],
      ['Kizáró feltételek – Nincs lejárt köztartozásom.', '/application/tenderKoList#KO-1'],
      ['Dokumentumok – Árajánlat', '/attachments#ARAJANLAT'],
      ['Nyilatkozatok – Elfogadom az adatkezelési tájékoztatót.', '/statements#ADATKEZELES'],
    ];
    for (const [name, href] of expected)
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
    expect(screen.queryByText(/loanClaim\.projektCim/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Hiánypótlás benyújtása' })).toBeTruthy();
  });
});
