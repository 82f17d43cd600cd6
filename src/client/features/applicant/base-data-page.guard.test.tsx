/**
 * The unsaved-changes guard on the base-data form (issue 20, item 3): leaving a dirty form
 * through a link asks (save / discard / stay), staying keeps what was typed, and an untouched
 * form is left without a question.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formKey, loadSchemaForm } from '../../components/form/index.ts';
import { SelectionProvider } from '../../selection/selection.tsx';
import { setUpApiTests, stubApi, heldAnswer } from '../../test/api-harness.tsx';
import type { TamogatastIgenyloPayload } from '../../../shared/mappers/payloads.ts';
import { BaseDataPage } from './base-data-page.tsx';

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
  teaor: { id: 3, megnevezes: 'Szállodai szolgáltatás', kod: '55.10' },
  atlathatoSzervezet: 'NEM_ISMERT',
  tamogatastIgenyloTipus: 'EGYEB_VALLALKOZAS',
  honlap: 'https://balaton.example.hu',
  applicantType: 'JOINT_VENTURE',
  verzio: 1,
};

function answers(read: TamogatastIgenyloPayload = applicant) {
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
    [`GET /tamogatast-igenylok/${APPLICANT_ID}`]: read,
    [`PUT /tamogatast-igenylok/${APPLICANT_ID}`]: {
      ...applicant,
      roviditettNev: 'Balaton Panzió',
      verzio: 2,
    },
    'GET /referencia-adat/gazdalkodasi-forma': [
      { id: 113, megnevezes: 'Korlátolt felelősségű társaság' },
    ],
    'GET /referencia-adat/teaor': [
      { id: 3, megnevezes: 'Szállodai szolgáltatás', kod: '55.10', versio: '2025' },
    ],
  };
}

function renderBaseData() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/application/base',
        element: (
          <QueryClientProvider client={client}>
            <SelectionProvider>
              <nav>
                <Link to="/application/owners">Tulajdonosok</Link>
              </nav>
              <BaseDataPage />
            </SelectionProvider>
          </QueryClientProvider>
        ),
      },
      { path: '/application/owners', element: <h1>Tulajdonosok oldal</h1> },
    ],
    { initialEntries: ['/application/base'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function typeShortName(value: string): Promise<HTMLInputElement> {
  const input = (await screen.findByLabelText(/Rövidített név/)) as HTMLInputElement;
  await waitFor(() => expect(input.value).toBe('Balaton Vendégház'));
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
  return input;
}

async function leave() {
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Tulajdonosok' }));
  });
}

describe('unsaved-changes guard on the base data', () => {
  setUpApiTests();
  afterEach(() => localStorage.clear());
  // The form module loads lazily; loaded once here, a busy machine does not eat the tests' waits.
  beforeAll(async () => {
    await loadSchemaForm(formKey('applicant-base'));
  }, 30_000);

  it("shows the applicant's e-mail address and phone from the schema (issue 13)", async () => {
    stubApi(
      answers({ ...applicant, email: 'iroda@balaton.example.hu', telefonszam: '+36 30 123 4567' }),
    );
    renderBaseData();
    const email = (await screen.findByLabelText(/E-mail-cím/)) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('iroda@balaton.example.hu'));
    expect(email.type).toBe('email');
    expect((screen.getByLabelText(/Telefonszám/) as HTMLInputElement).value).toBe(
      '+36 30 123 4567',
    );
  });

  it('asks before a dirty form is left, and staying keeps the typed value', async () => {
    stubApi(answers());
    const router = renderBaseData();
    await typeShortName('Balaton Panzió');
    await leave();
    const dialog = await screen.findByRole('dialog', { name: 'Nem mentett módosítások' });
    expect(router.state.location.pathname).toBe('/application/base');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Maradok az oldalon' }));
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/application/base');
    expect((screen.getByLabelText(/Rövidített név/) as HTMLInputElement).value).toBe(
      'Balaton Panzió',
    );

    // Asked again on the next attempt; discarding leaves.
    await leave();
    await screen.findByRole('dialog', { name: 'Nem mentett módosítások' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Elvetés' }));
    });
    await screen.findByText('Tulajdonosok oldal');
  });

  it('saves the typed data and then leaves when the person chooses to save', async () => {
    const requests = stubApi(answers());
    renderBaseData();
    await typeShortName('Balaton Panzió');
    await leave();
    await screen.findByRole('dialog', { name: 'Nem mentett módosítások' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mentés és továbblépés' }));
    });
    await screen.findByText('Tulajdonosok oldal');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put).toBeDefined();
    expect(((await put!.json()) as { roviditettNev: string }).roviditettNev).toBe('Balaton Panzió');
  });

  it('leaves an untouched form without asking', async () => {
    stubApi(answers());
    renderBaseData();
    const input = (await screen.findByLabelText(/Rövidített név/)) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Balaton Vendégház'));
    await leave();
    await screen.findByText('Tulajdonosok oldal');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus on Save while the data is saved (issue 20)', async () => {
    const { held, release } = heldAnswer();
    stubApi(answers(), { held: { [`PUT /tamogatast-igenylok/${APPLICANT_ID}`]: held } });
    renderBaseData();
    await typeShortName('Balaton Panzió');
    const save = screen.getByRole('button', { name: 'Mentés' });
    save.focus();
    await act(async () => {
      fireEvent.click(save);
    });
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    // A disabled button (Blueprint's `loading`) would drop the browser's focus to the page.
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    await act(async () => release());
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    expect(document.activeElement).toBe(save);
  });
});
