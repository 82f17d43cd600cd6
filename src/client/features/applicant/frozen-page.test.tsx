import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectionProvider } from '../../selection/selection.tsx';
import { initTestI18n } from '../../test/i18n.ts';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import type {
  TamogatastIgenyloPayload,
  TulajdonosPayload,
} from '../../../shared/mappers/payloads.ts';
import { BaseOldPage, OwnersOldPage } from './frozen-page.tsx';

const APPLICANT_ID = 7;

const applicant: TamogatastIgenyloPayload = {
  id: APPLICANT_ID,
  nev: 'Balaton Vendégház Kft.',
  roviditettNev: 'Balaton Vendégház',
  adoszam: '12345678-2-41',
  kulfoldiSzekhelyu: false,
  statisztikaiSzam: '12345678-5510-113-01',
  gazdalkodasiForma: { id: 113, megnevezes: 'Korlátolt felelősségű társaság' },
  alapitas: '2010-05-06',
  konzorciumiMegvalositas: false,
  minositesiKod: 'KISVALLALKOZAS',
  teaor: { id: 3, megnevezes: 'Szállodai szolgáltatás', kod: '5510' },
  atlathatoSzervezet: 'NEM_ISMERT',
  tamogatastIgenyloTipus: 'EGYEB_VALLALKOZAS',
  honlap: 'https://balaton.example.hu',
  applicantType: 'JOINT_VENTURE',
  verzio: 1,
};

const owner = (id: number, nev: string, share: number): TulajdonosPayload => ({
  id,
  tipus: 'TERMESZETES_SZEMELY',
  nev,
  tulajdoniHanyad: share,
  szavazatiJog: share,
  verzio: 1,
});

const snapshot = {
  pillanatkep: {
    benyujtva: '2026-03-02T09:30:00.000Z',
    palyazat: { id: 41, azonosito: 'TP-2026-03-000041', projektCim: 'Konyhafelújítás' },
    tamogatastIgenylo: applicant,
    tulajdonosok: [owner(1, 'Kiss Anna', 60), owner(2, 'Nagy Béla', 40)],
  },
};

/** The answers of a company with one applicant, its snapshot and its current data. */
function company(current: {
  snapshot: unknown;
  applicant?: TamogatastIgenyloPayload;
  owners?: TulajdonosPayload[];
}) {
  return {
    'POST /felhasznalok/felhasznalok/search-by-current': {
      data: [
        {
          id: APPLICANT_ID,
          nev: applicant.nev,
          adoszam: applicant.adoszam,
          applicantType: 'JOINT_VENTURE',
          jogosultsagok: [],
        },
      ],
      totalPages: 1,
      totalElements: 1,
    },
    [`GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/${APPLICANT_ID}`]: [],
    [`GET /tamogatast-igenylok/${APPLICANT_ID}/torzsadat-pillanatkep`]: current.snapshot,
    [`GET /tamogatast-igenylok/${APPLICANT_ID}`]: current.applicant ?? applicant,
    [`GET /tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${APPLICANT_ID}`]:
      current.owners ?? snapshot.pillanatkep.tulajdonosok,
  };
}

function renderPage(page: 'base' | 'owners') {
  return renderWithApi(
    <SelectionProvider>{page === 'base' ? <BaseOldPage /> : <OwnersOldPage />}</SelectionProvider>,
  );
}

/** The table row of a field (its label is the row header). */
function row(container: HTMLElement, field: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`tr[data-field="${field}"]`);
  if (!found) throw new Error(`no row for ${field}`);
  return found;
}

describe('frozen master data pages (base-old, owners-old)', () => {
  setUpApiTests();
  afterEach(() => localStorage.clear());

  it('says there is no frozen copy before a first submission', async () => {
    stubApi(company({ snapshot: { pillanatkep: null } }));
    renderPage('base');
    expect(
      await screen.findByText('Még nem történt beadás, ezért nincs korábbi, rögzített állapot.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the base data at submission, read-only, marking each changed field with its current value', async () => {
    stubApi(
      company({
        snapshot,
        applicant: {
          ...applicant,
          nev: 'Balaton Panzió Kft.',
          minositesiKod: 'MIKROVALLALKOZAS',
          // Renamed reference row, same id: not a change of the applicant's data.
          gazdalkodasiForma: { id: 113, megnevezes: 'Kft.' },
          verzio: 2,
        },
      }),
    );
    const { container } = renderPage('base');
    // The first render of the file loads the lazy form engine: seconds in jsdom on a busy machine.
    await screen.findByRole('table', {}, { timeout: 20_000 });
    expect(
      screen.getByText(
        'A legutóbbi beadáskor rögzített állapot: 2026. 03. 02. 10:30, pályázat: TP-2026-03-000041 – Konyhafelújítás.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('frozen-change-count').textContent).toBe(
      'Változások a beadás óta: 2',
    );

    const name = row(container, 'name');
    expect(within(name).getByRole('rowheader').textContent).toBe('Név');
    expect(within(name).getByText('Balaton Vendégház Kft.')).toBeTruthy();
    expect(within(name).getByText('Beadás óta módosult')).toBeTruthy();
    expect(within(name).getByText('Jelenlegi érték: Balaton Panzió Kft.')).toBeTruthy();

    const qualification = row(container, 'qualificationCode');
    expect(within(qualification).getByText('Kisvállalkozás')).toBeTruthy();
    expect(within(qualification).getByText('Jelenlegi érték: Mikrovállalkozás')).toBeTruthy();

    for (const unchanged of ['taxNumber', 'businessForm', 'teaor', 'establishment']) {
      expect(within(row(container, unchanged)).queryByText('Beadás óta módosult')).toBeNull();
    }
    expect(within(row(container, 'teaor')).getByText('5510 – Szállodai szolgáltatás')).toBeTruthy();
    expect(within(row(container, 'establishment')).getByText('2010. 05. 06.')).toBeTruthy();
    expect(within(row(container, 'shortName')).getByText('Balaton Vendégház')).toBeTruthy();
    // Nothing to edit on a frozen copy.
    expect(container.querySelector('input, select, textarea, button[type="submit"]')).toBeNull();
  });

  it('marks owners added and removed since the submission and the changed fields of the others', async () => {
    stubApi(
      company({
        snapshot,
        owners: [{ ...owner(1, 'Kiss Anna', 50), verzio: 2 }, owner(3, 'Új Tulajdonos', 50)],
      }),
    );
    renderPage('owners');
    const anna = await screen.findByRole('region', { name: 'Kiss Anna' });
    expect(within(anna).getAllByText('Beadás óta módosult')).toHaveLength(2);
    // The share is a decimal, the voting rights a whole percentage (issue 20, item 7).
    expect(within(anna).getByText('Jelenlegi érték: 50,00')).toBeTruthy();
    expect(within(anna).getByText('Jelenlegi érték: 50')).toBeTruthy();
    expect(within(anna).queryByText('Beadás óta törölt tulajdonos')).toBeNull();

    const bela = screen.getByRole('region', { name: 'Nagy Béla' });
    expect(within(bela).getByText('Beadás óta törölt tulajdonos')).toBeTruthy();
    // Its values at submission stay readable; its fields are not compared one by one.
    expect(within(bela).getByText('40,00')).toBeTruthy();
    expect(within(bela).getByText('40')).toBeTruthy();
    expect(within(bela).queryByText('Beadás óta módosult')).toBeNull();

    const added = screen.getByRole('region', { name: 'Új Tulajdonos' });
    expect(within(added).getByText('Beadás óta felvett tulajdonos')).toBeTruthy();
    expect(within(added).getByRole('columnheader', { name: 'Jelenlegi érték' })).toBeTruthy();

    // Two changed fields of Anna, Béla removed, one owner added.
    expect(screen.getByTestId('frozen-change-count').textContent).toBe(
      'Változások a beadás óta: 4',
    );
  });

  it('says nothing changed when the current data equals the frozen copy', async () => {
    stubApi(company({ snapshot }));
    renderPage('owners');
    expect(await screen.findByText('A beadás óta nem módosult semmi.')).toBeTruthy();
    expect(screen.queryByText('Beadás óta módosult')).toBeNull();
  });

  it('speaks English when the interface does', async () => {
    await initTestI18n('en');
    try {
      stubApi(company({ snapshot, applicant: { ...applicant, honlap: null } }));
      const { container } = renderPage('base');
      await screen.findByRole('table', { name: 'Base data at the last submission' });
      const website = row(container, 'website');
      expect(within(website).getByText('Changed since submission')).toBeTruthy();
      expect(within(website).getByText('Current value: not given')).toBeTruthy();
    } finally {
      await initTestI18n('hu');
    }
  });
});
