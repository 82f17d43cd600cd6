/**
 * The base-data route's loader (issue 17, item 2): on a first load the page's data, the reference
 * lists and the shell's selection data are asked for before the page renders, with the stored
 * selection, into the shell's query client; the rendered page then asks for nothing again. A
 * visitor who is not signed in (or still owes the second factor) makes no request.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { type LoaderFunctionArgs, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formParts, formKey, loadSchemaForm } from '../../components/form/index.ts';
import { adoptShellQueryClient, shellQueryClient } from '../../lib/query-client.ts';
import { resetReferenceLists } from '../../lib/reference-lists.ts';
import { STORAGE_KEYS } from '../../lib/ui-constants.ts';
import { prefetchLoader, prefetchSelection } from '../../selection/prefetch.ts';
import { SelectionProvider } from '../../selection/selection.tsx';
import { CURRENT_USER_KEY } from '../../session/session-user.ts';
import { setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { BASE_DATA_FORM } from '../../components/form/page-forms.ts';
import { BaseDataPage, baseDataLoader } from './base-data-page.tsx';

const APPLICANT_ID = 7;
const OTHER_APPLICANT_ID = 3;

const answers = {
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
  [`GET /tamogatast-igenylok/${APPLICANT_ID}`]: {
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
    applicantType: 'JOINT_VENTURE',
    verzio: 1,
  },
  'GET /referencia-adat/gazdalkodasi-forma': [
    { id: 113, megnevezes: 'Korlátolt felelősségű társaság' },
  ],
  'GET /referencia-adat/teaor': [
    { id: 3, megnevezes: 'Szállodai szolgáltatás', kod: '55.10', versio: '2025' },
  ],
};

/** The data requests the route's loaders start, as `METHOD path`. */
const PREFETCHED = [
  'GET /tamogatast-igenylok/7',
  'GET /referencia-adat/gazdalkodasi-forma',
  'GET /referencia-adat/teaor',
  'POST /felhasznalok/felhasznalok/search-by-current',
  'GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/7',
];

const permission = (id: number) => ({
  id,
  applicant: { id, name: `Applicant ${id}`, taxNumber: '12345678-2-41' },
  role: 'OWNER',
  admin: true,
});

/** The user the session keeps in local storage (session-user.ts), acting for two applicants. */
function signIn(needs2Fa = false) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      needs2Fa,
      permissions: [permission(OTHER_APPLICANT_ID), permission(APPLICANT_ID)],
    }),
  );
}

const asKeys = (requests: Request[]) =>
  requests.map(
    (request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`,
  );

/** The shell's loader part for the selection and the page's loader, as the route table runs them. */
const selectionLoader = prefetchLoader(prefetchSelection);
function loader(args: LoaderFunctionArgs) {
  selectionLoader(args);
  return baseDataLoader(args);
}

function runLoader(): void {
  loader({
    request: new Request('http://localhost/application/base'),
    params: {},
  } as LoaderFunctionArgs);
}

describe('the base-data route loader', () => {
  setUpApiTests();
  afterEach(() => {
    localStorage.clear();
    resetReferenceLists();
    // The next test starts with an empty shell cache.
    adoptShellQueryClient(shellQueryClient())();
  });

  it('asks for the page’s and the selection’s data before anything renders', async () => {
    signIn();
    const requests = stubApi(answers);
    runLoader();
    await waitFor(() => expect(asKeys(requests).toSorted()).toEqual(PREFETCHED.toSorted()));
  });

  it('takes the stored applicant while the user still acts for it, else the first by id', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.selectedApplicantId, String(OTHER_APPLICANT_ID));
    const stored = stubApi({
      ...answers,
      [`GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/${OTHER_APPLICANT_ID}`]: [],
      [`GET /tamogatast-igenylok/${OTHER_APPLICANT_ID}`]: {
        ...answers[`GET /tamogatast-igenylok/${APPLICANT_ID}`],
        id: OTHER_APPLICANT_ID,
      },
    });
    runLoader();
    await waitFor(() => expect(stored).toHaveLength(PREFETCHED.length));
    expect(asKeys(stored)).toContain('GET /tamogatast-igenylok/3');
    expect(asKeys(stored)).not.toContain('GET /tamogatast-igenylok/7');
  });

  it('asks for nothing when nobody is signed in or the second factor is owed', async () => {
    const requests = stubApi(answers);
    runLoader();
    signIn(true);
    runLoader();
    // The loaders' requests would go out at once (the stored user is read synchronously).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('leaves the rendered page nothing to ask again', async () => {
    await loadSchemaForm(formKey('applicant-base'));
    signIn();
    const requests = stubApi(answers);
    const router = createMemoryRouter(
      [
        {
          path: '/application/base',
          loader,
          element: (
            <QueryClientProvider client={shellQueryClient()}>
              <SelectionProvider>
                <BaseDataPage />
              </SelectionProvider>
            </QueryClientProvider>
          ),
        },
      ],
      { initialEntries: ['/application/base'] },
    );
    render(<RouterProvider router={router} />);
    const shortName = (await screen.findByLabelText(/Rövidített név/)) as HTMLInputElement;
    await waitFor(() => expect(shortName.value).toBe('Balaton Vendégház'));
    expect(asKeys(requests).toSorted()).toEqual(PREFETCHED.toSorted());
  }, 30_000);

  it('names the lazy parts the form shows, so they load beside its module', async () => {
    const form = await loadSchemaForm(formKey(BASE_DATA_FORM.id));
    expect(formParts(form.schema, form.uiSchema).toSorted()).toEqual(
      [...BASE_DATA_FORM.parts].toSorted(),
    );
  }, 30_000);
});
