/**
 * A new address (issue 20, item 10): it starts in Magyarország, and choosing a settlement fills an
 * empty postcode with the settlement's; a typed postcode is kept.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formKey, loadSchemaForm } from '../../components/form/index.ts';
import { SelectionProvider } from '../../selection/selection.tsx';
import { setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { AddressesPage } from './addresses-page.tsx';

const APPLICANT_ID = 7;

function answers() {
  return {
    'POST /felhasznalok/felhasznalok/search-by-current': {
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
    },
    [`GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/${APPLICANT_ID}`]: [],
    [`GET /tamogatast-igenylo-cimek/tamogatast-igenylo/${APPLICANT_ID}`]: [],
    [`GET /orszagok/search/${encodeURIComponent('Magyarország')}`]: [
      { id: 19, nev: 'Magyarország', nevKulfoldiul: 'Hungary', eu: true },
    ],
    [`GET /orszagok/search/Auszt`]: [
      { id: 1, nev: 'Ausztria', nevKulfoldiul: 'Austria', eu: true },
    ],
    'POST /telepulesek/search': [
      {
        id: 501,
        megnevezes: 'Siófok',
        iranyitoszam: '8600',
        megye: { id: 14, nev: 'Somogy' },
        turisztikaiRegio: { id: 3, nev: 'Balaton' },
      },
    ],
  };
}

function renderAddresses() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/application/addresses',
        element: (
          <QueryClientProvider client={client}>
            <SelectionProvider>
              <AddressesPage />
            </SelectionProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/application/addresses'] },
  );
  render(<RouterProvider router={router} />);
}

/** Opens a new address form once the default country is known. */
async function addAddress() {
  const add = await screen.findByRole('button', { name: 'Hozzáadás' });
  // The country is looked up as the page opens; give the query its turn before adding.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.click(add);
}

/** Types into a searchable select and picks the option. */
async function chooseOption(text: string, option: RegExp, label = /Település$/) {
  const field = (await screen.findByLabelText(label)) as HTMLInputElement;
  // The list opens on a key press; the text is typed once it is open.
  await act(async () => {
    field.focus();
    fireEvent.keyDown(field, { key: text[0] });
  });
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
  });
  fireEvent.click(await screen.findByText(option));
}

describe('a new address', () => {
  setUpApiTests();
  afterEach(() => localStorage.clear());
  beforeAll(async () => {
    await loadSchemaForm(formKey('applicant-address'));
  }, 30_000);

  it('starts in Magyarország and takes the postcode of the chosen settlement', async () => {
    stubApi(answers());
    renderAddresses();
    await addAddress();
    const country = (await screen.findByLabelText(/Ország/)) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Magyarország'));
    await chooseOption('Sió', /Siófok/);
    const postalCode = screen.getByLabelText(/Irányítószám/) as HTMLInputElement;
    await waitFor(() => expect(postalCode.value).toBe('8600'));
  });

  it('keeps a postcode typed before the settlement is chosen', async () => {
    stubApi(answers());
    renderAddresses();
    await addAddress();
    const postalCode = (await screen.findByLabelText(/Irányítószám/)) as HTMLInputElement;
    fireEvent.change(postalCode, { target: { value: '8609' } });
    await chooseOption('Sió', /Siófok/);
    await waitFor(() =>
      expect((screen.getByLabelText(/Település$/) as HTMLInputElement).value).toMatch(/Siófok/),
    );
    expect((screen.getByLabelText(/Irányítószám/) as HTMLInputElement).value).toBe('8609');
  });

  it('lets the default country be replaced by searching', async () => {
    stubApi(answers());
    renderAddresses();
    await addAddress();
    const country = (await screen.findByLabelText(/Ország/)) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Magyarország'));
    await chooseOption('Auszt', /Ausztria/, /Ország/);
    await waitFor(() => expect(country.value).toBe('Ausztria'));
  });

  it('puts the focus on the first field on "Add", and back on "Add" on "Cancel" (issue 20)', async () => {
    stubApi(answers());
    renderAddresses();
    await addAddress();
    const addressType = await screen.findByLabelText(/Cím típusa/);
    await waitFor(() => expect(document.activeElement).toBe(addressType));
    fireEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    const add = await screen.findByRole('button', { name: 'Hozzáadás' });
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('gives the focus back to "Add" once the address is saved (issue 20)', async () => {
    stubApi({
      ...answers(),
      'POST /tamogatast-igenylo-cimek': { id: 31, cimTipus: 'TELEPHELY', verzio: 1 },
    });
    renderAddresses();
    await addAddress();
    const addressType = (await screen.findByLabelText(/Cím típusa/)) as HTMLSelectElement;
    const telephely = [...addressType.options].find((option) => option.text === 'Telephely');
    fireEvent.change(addressType, { target: { value: telephely?.value } });
    fireEvent.change(screen.getByLabelText(/Irányítószám/), { target: { value: '8600' } });
    fireEvent.change(screen.getByLabelText(/Közterület, házszám/), {
      target: { value: 'Petőfi sétány 5.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    const add = await screen.findByRole('button', { name: 'Hozzáadás' });
    await waitFor(() => expect(document.activeElement).toBe(add));
  });
});
