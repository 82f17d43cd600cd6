import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import type { FailedMail } from './api/types.ts';
import { FailedMails } from './failed-mails-page.tsx';

const LIST = 'GET /backoffice/kimeno-levelek/sikertelen';

const failed: FailedMail = {
  id: 41,
  sablon: 'supplementRequested',
  targy: 'Hiánypótlás szükséges – TP-2026-01-000007',
  cimzett: 'tulajdonos@pelda.hu',
  nyelv: 'hu',
  palyazat: { id: 7, azonosito: 'TP-2026-01-000007' },
  probalkozasok: 8,
  utolsoHiba: '451 try again later',
  letrehozva: '2026-11-20T08:00:00.000Z',
  sikertelen: '2026-11-20T10:03:00.000Z',
};

describe('undelivered mails (back office, ADMIN)', () => {
  setUpApiTests();

  it('lists each failed mail with its subject, recipient, application, attempts and error', async () => {
    stubApi({ [LIST]: { levelek: [failed] } });
    renderWithApi(<FailedMails />);
    expect(await screen.findByText(failed.targy)).toBeTruthy();
    expect(screen.getByText('tulajdonos@pelda.hu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TP-2026-01-000007' }).getAttribute('href')).toBe(
      '/backoffice/7',
    );
    expect(screen.getByText('451 try again later')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '8' })).toBeTruthy();
  });

  it('sends one mail again and says so', async () => {
    const requests = stubApi({
      [LIST]: { levelek: [failed] },
      'POST /backoffice/kimeno-levelek/41/ujrakuldes': { id: 41, allapot: 'PENDING' },
    });
    renderWithApi(<FailedMails />);
    fireEvent.click(await screen.findByRole('button', { name: /^Újraküldés: Hiánypótlás/ }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A levél visszakerült a kimenő levelek közé; egy percen belül elküldjük.',
    );
  });

  it('says when there is none', async () => {
    stubApi({ [LIST]: { levelek: [] } });
    renderWithApi(<FailedMails />);
    expect((await screen.findByRole('status')).textContent).toBe('Nincs kézbesíthetetlen levél.');
  });
});
