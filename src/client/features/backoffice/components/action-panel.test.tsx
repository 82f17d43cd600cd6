import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, setUpApiTests, stubApi } from '../../../test/api-harness.tsx';
import { applicationFixture } from '../../../test/application-fixture.ts';
import type { ApplicationFile } from '../api/types.ts';
import { ActionPanel } from './action-panel.tsx';

function fileWith(muveletek: ApplicationFile['muveletek']): ApplicationFile {
  return {
    palyazat: applicationFixture({ verzio: 5 }),
    felhivas: { id: 1, azonosito: 'felhivas', nev: 'Felhívás' },
    statusz: 'UNDER_EVALUATION',
    benyujtasAllapot: null,
    verzio: 5,
    egyediMezok: {},
    kizaroFeltetelek: [],
    nyilatkozatok: [],
    dokumentumok: [],
    allapotvaltasok: [],
    torzsadatPillanatkep: null,
    hianypotlas: null,
    felelos: null,
    megjegyzesek: [],
    muveletek,
    hianypotlasValasztek: [
      { tetel: 'loanClaim.projektCim', nev: 'Hiteligénylés – A projekt címe' },
      { tetel: 'documents.ARAJANLAT', nev: 'Dokumentumok – Árajánlat' },
      { tetel: 'statements', nev: 'Nyilatkozatok' },
    ],
    jogok: { esemenyKuldes: true, felvetelEsMegjegyzes: true },
    idopontok: [],
    zaroBeszamolok: [],
  };
}

describe('back-office actions', () => {
  setUpApiTests();

  it('shows exactly the offered events; a refused one is disabled with its reason', () => {
    renderWithApi(
      <ActionPanel
        file={fileWith([
          { esemeny: 'START_VERIFICATION', akadalyok: [] },
          { esemeny: 'SUPPLEMENT_DEADLINE_PASSED', akadalyok: ['supplementDeadlinePassed'] },
        ])}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Értékelés ellenőrzésének indítása',
      'Hiánypótlási határidő lejárt',
    ]);
    const refused = screen.getByRole('button', { name: 'Hiánypótlási határidő lejárt' });
    expect(refused.hasAttribute('disabled')).toBe(true);
    expect(refused.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A hiánypótlási határidő még nem járt le.')).toBeTruthy();
  });

  it('names a role that may not act', () => {
    renderWithApi(
      <ActionPanel file={fileWith([{ esemeny: 'REJECT', akadalyok: ['roleNotAllowed'] }])} />,
    );
    expect(screen.getByText('Az Ön szerepköre ezt a lépést nem teheti meg.')).toBeTruthy();
  });

  it('sends a supplement request with the chosen items and the deadline in Budapest time', async () => {
    const requests = stubApi({
      'POST /palyazatok/7/esemenyek': { statusz: 'WAITING_FOR_SUPPLEMENT' },
    });
    renderWithApi(
      <ActionPanel file={fileWith([{ esemeny: 'REQUEST_SUPPLEMENT', akadalyok: [] }])} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hiánypótlás kérése' }));
    fireEvent.click(screen.getByRole('button', { name: /végrehajtás/ }));
    expect(screen.getByRole('alert').textContent).toBe('Jelöljön meg legalább egy hiányzó tételt.');
    fireEvent.click(screen.getByLabelText('Hiteligénylés – A projekt címe'));
    fireEvent.click(screen.getByLabelText('Dokumentumok – Árajánlat'));
    fireEvent.change(screen.getByLabelText('Határidő (budapesti idő)'), {
      target: { value: '2027-01-15T16:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: /végrehajtás/ }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toEqual({
      esemeny: 'REQUEST_SUPPLEMENT',
      verzio: 5,
      hatarido: '2027-01-15T15:00:00.000Z',
      tetelek: ['loanClaim.projektCim', 'documents.ARAJANLAT'],
    });
  });

  it('asks for the reason of a decision before sending it', async () => {
    const requests = stubApi({ 'POST /palyazatok/7/esemenyek': { statusz: 'APPROVED' } });
    renderWithApi(<ActionPanel file={fileWith([{ esemeny: 'APPROVE', akadalyok: [] }])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Támogatás' }));
    fireEvent.click(screen.getByRole('button', { name: /végrehajtás/ }));
    expect(screen.getByRole('alert').textContent).toBe('Adja meg a döntés indoklását.');
    expect(requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Indoklás'), { target: { value: 'Megfelel.' } });
    fireEvent.click(screen.getByRole('button', { name: /végrehajtás/ }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toEqual({
      esemeny: 'APPROVE',
      verzio: 5,
      indoklas: 'Megfelel.',
    });
  });

  it('takes the focus into an opened form, gives it back on cancel, and announces the result', async () => {
    stubApi({
      'POST /palyazatok/7/esemenyek': {
        statusz: 'EVALUATION_VERIFICATION',
        benyujtasAllapot: null,
        verzio: 6,
        allapotvaltasId: 31,
      },
    });
    renderWithApi(
      <ActionPanel
        file={fileWith([
          { esemeny: 'START_VERIFICATION', akadalyok: [] },
          { esemeny: 'REQUEST_SUPPLEMENT', akadalyok: [] },
        ])}
      />,
    );
    // The supplement form opens on its first item; cancelling returns to the action's button.
    const supplement = screen.getByRole('button', { name: 'Hiánypótlás kérése' });
    fireEvent.click(supplement);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Hiteligénylés – A projekt címe')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(supplement);

    // An event without items opens on its reason; once done, the new status is announced.
    fireEvent.click(screen.getByRole('button', { name: 'Értékelés ellenőrzésének indítása' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Indoklás (nem kötelező)')),
    );
    fireEvent.click(screen.getByRole('button', { name: /végrehajtás/ }));
    const status = await screen.findByText(
      'Végrehajtva: Értékelés ellenőrzésének indítása. Az új állapot: Értékelés ellenőrzése.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});
