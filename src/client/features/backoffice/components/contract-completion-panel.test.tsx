import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../lib/api-client.ts';
import { renderWithApi, setUpApiTests, stubApi } from '../../../test/api-harness.tsx';
import { applicationFixture } from '../../../test/application-fixture.ts';
import { documentFixture } from '../../../test/document-fixture.ts';
import type { ApplicationFile } from '../api/types.ts';
import { CompletionPanel, ContractPanel } from './contract-completion-panel.tsx';

// jsdom's File cannot go through the test runtime's multipart fetch, so the one upload helper
// is replaced; what it is called with is the request (path and file).
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  uploadFile: vi.fn(),
}));

function fileIn(statusz: string, changes: Partial<ApplicationFile> = {}): ApplicationFile {
  return {
    palyazat: applicationFixture({ statusz, verzio: 12 }),
    felhivas: { id: 1, azonosito: 'felhivas', nev: 'Felhívás' },
    statusz,
    benyujtasAllapot: null,
    verzio: 12,
    egyediMezok: {},
    kizaroFeltetelek: [],
    nyilatkozatok: [],
    dokumentumok: [],
    allapotvaltasok: [],
    torzsadatPillanatkep: null,
    hianypotlas: null,
    felelos: null,
    megjegyzesek: [],
    muveletek: [],
    hianypotlasValasztek: [],
    jogok: { esemenyKuldes: true, felvetelEsMegjegyzes: true },
    idopontok: [],
    zaroBeszamolok: [],
    ...changes,
  };
}

const readOnlyRole = { jogok: { esemenyKuldes: false, felvetelEsMegjegyzes: false } };

const storedDocument = (
  documentType: string,
  filename: string,
): ApplicationFile['dokumentumok'][number] => ({
  uuid: `uuid-${documentType}`,
  version: 1,
  documentType,
  filename,
  contentType: 'application/pdf',
  size: 10,
  uploadDate: '2027-02-01T09:00:00.000Z',
  uploaderName: null,
  visible: true,
  scanStatus: 'CLEAN',
  completionReportId: null,
  kategoriaNev: documentType,
  korabbiVerziok: [],
});

/** The panel as the file page holds it: the file read again (the query's refetch) on a click. */
function FileReadAgain(props: { before: ApplicationFile; after: ApplicationFile }) {
  const [file, setFile] = useState(props.before);
  return (
    <>
      <CompletionPanel file={file} />
      <button type="button" onClick={() => setFile(props.after)}>
        read again
      </button>
    </>
  );
}

describe('back-office contract panel', () => {
  setUpApiTests();

  it('is not shown before the application is approved', () => {
    const { container } = renderWithApi(<ContractPanel file={fileIn('MANAGEMENT_REVIEW')} />);
    expect(container.textContent).toBe('');
  });

  it('offers the contract upload only while the contract is prepared, and only to a sending role', () => {
    const { unmount } = renderWithApi(<ContractPanel file={fileIn('CONTRACT_VERIFICATION')} />);
    expect(screen.getByRole('heading', { name: 'Szerződés' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Szerződés vagy melléklet feltöltése' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Időpont felajánlása' })).toBeNull();
    unmount();

    renderWithApi(<ContractPanel file={fileIn('CONTRACT_VERIFICATION', readOnlyRole)} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Az Ön szerepköre ezt a részt csak megtekintheti.')).toBeTruthy();
  });

  it('uploads the chosen category to the contract route and announces the result', async () => {
    const upload = vi.mocked(uploadFile);
    // The answer as the server sends it: the route's parser reads it from the response.
    upload.mockResolvedValue(
      Response.json(
        documentFixture({ documentType: 'SZERZODES_MELLEKLET', filename: 'melleklet.pdf' }),
      ) as Awaited<ReturnType<typeof uploadFile>>,
    );
    renderWithApi(<ContractPanel file={fileIn('UNDER_CONTRACT_MODIFICATION')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Feltöltés' }));
    expect(screen.getByRole('alert').textContent).toBe('Válassza ki a feltöltendő fájlt.');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Dokumentum típusa'), {
      target: { value: 'SZERZODES_MELLEKLET' },
    });
    const chosen = new File(['%PDF-1.4'], 'melleklet.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Fájl'), { target: { files: [chosen] } });
    fireEvent.click(screen.getByRole('button', { name: 'Feltöltés' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledWith(
      'palyazatok/7/szerzodes/dokumentumok/SZERZODES_MELLEKLET',
      chosen,
    );
    const status = await screen.findByText('Feltöltve: melleklet.pdf.');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('offers a slot in Budapest time while booking is open and none is booked', async () => {
    const requests = stubApi({ 'POST /palyazatok/7/szerzodes/idopontok': [] });
    renderWithApi(<ContractPanel file={fileIn('CONTRACT_APPROVED')} />);
    expect(screen.queryByRole('form', { name: 'Szerződés vagy melléklet feltöltése' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Kezdés (budapesti idő)'), {
      target: { value: '2027-03-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Időpont felajánlása' }));
    expect(screen.getByRole('alert').textContent).toBe('Adja meg a helyszínt.');
    fireEvent.change(screen.getByLabelText('Helyszín'), {
      target: { value: ' Budapest, Ügyfélszolgálat ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Időpont felajánlása' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toEqual({
      idopontok: [{ kezdet: '2027-03-01T09:00:00.000Z', helyszin: 'Budapest, Ügyfélszolgálat' }],
    });
    const status = await screen.findByText('Az időpontot felajánlottuk.');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('shows the booked slot and the signed contract, and offers no slot once one is booked', () => {
    renderWithApi(
      <ContractPanel
        file={fileIn('WAITING_FOR_CONTRACT', {
          dokumentumok: [
            storedDocument('SZERZODES', 'szerzodes.pdf'),
            storedDocument('ALAIRT_SZERZODES', 'alairt.pdf'),
            storedDocument('ARAJANLAT', 'arajanlat.pdf'),
          ],
          idopontok: [
            {
              id: 1,
              kezdet: '2027-03-01T09:00:00.000Z',
              helyszin: 'Budapest',
              foglalva: '2027-02-10T08:00:00.000Z',
            },
            { id: 2, kezdet: '2027-03-02T09:00:00.000Z', helyszin: 'Budapest', foglalva: null },
          ],
        })}
      />,
    );
    expect(screen.getByText(/^A pályázó lefoglalta: 2027\. 03\. 01\. 10:00/)).toBeTruthy();
    expect(
      screen.getByText(/^Az aláírt szerződést a pályázó feltöltötte: alairt\.pdf/),
    ).toBeTruthy();
    expect(screen.getByText(/^SZERZODES: szerzodes\.pdf/)).toBeTruthy();
    expect(screen.queryByText(/arajanlat\.pdf/)).toBeNull();
    expect(screen.getByText('Szabad')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers no slot to a role that only reads', () => {
    renderWithApi(<ContractPanel file={fileIn('UNDER_APPOINTMENT_BOOKING', readOnlyRole)} />);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('back-office completion panel', () => {
  setUpApiTests();

  it('is not shown before the contract is concluded', () => {
    const { container } = renderWithApi(<CompletionPanel file={fileIn('WAITING_FOR_CONTRACT')} />);
    expect(container.textContent).toBe('');
  });

  it('lists the reports and opens a new one with its due day', async () => {
    const requests = stubApi({
      'POST /palyazatok/7/zaro-beszamolok': {
        id: 3,
        palyazatId: 7,
        megnevezes: 'Záró beszámoló',
        hatarido: '2027-12-31',
        statusz: 'OPEN',
        verzio: 1,
        megnyitva: '2027-04-01T08:00:00.000Z',
        benyujtva: null,
      },
    });
    renderWithApi(
      <CompletionPanel
        file={fileIn('DISBURSED', {
          zaroBeszamolok: [
            {
              id: 2,
              palyazatId: 7,
              megnevezes: 'Időközi beszámoló',
              hatarido: '2027-06-30',
              statusz: 'SUBMITTED',
              verzio: 4,
              megnyitva: '2027-01-01T08:00:00.000Z',
              benyujtva: '2027-06-01T08:00:00.000Z',
              adatok: {},
              elbiralasok: [],
            },
          ],
        })}
      />,
    );
    const row = screen.getByText('Időközi beszámoló').closest('tr');
    expect(row?.textContent).toContain('Benyújtva');
    fireEvent.click(screen.getByRole('button', { name: 'Beszámoló megnyitása' }));
    expect(screen.getByRole('alert').textContent).toBe('Adja meg a beadási határidőt.');
    expect(requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Beadási határidő'), {
      target: { value: '2027-12-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Beszámoló megnyitása' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/palyazatok/7/zaro-beszamolok');
    expect(await requests[0]?.json()).toEqual({ hatarido: '2027-12-31' });
    const status = await screen.findByText(/^Megnyitva: Záró beszámoló\./);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('shows what the applicant submitted and returns the report only with a note', async () => {
    const report = {
      id: 2,
      palyazatId: 7,
      megnevezes: 'Záró beszámoló',
      hatarido: '2027-06-30',
      statusz: 'SUBMITTED' as const,
      verzio: 3,
      megnyitva: '2027-01-01T08:00:00.000Z',
      benyujtva: '2027-06-01T08:00:00.000Z',
      adatok: { szakmaiBeszamolo: 'A konyha megújult.' },
    };
    const requests = stubApi({
      'POST /zaro-beszamolok/2/elbiralas': {
        ...report,
        statusz: 'RETURNED',
        verzio: 4,
        dokumentumok: [],
        kategoriak: [],
        elbiralasok: [
          {
            id: 1,
            dontes: 'JAVITASRA_VISSZAKULDVE',
            megjegyzes: 'Hiányzik a számla.',
            idopont: '2027-06-02T08:00:00.000Z',
          },
        ],
      },
    });
    renderWithApi(
      <CompletionPanel
        file={fileIn('DISBURSED', {
          zaroBeszamolok: [
            {
              ...report,
              elbiralasok: [
                {
                  id: 0,
                  dontes: 'JAVITASRA_VISSZAKULDVE',
                  megjegyzes: 'Első kör.',
                  idopont: '2027-05-20T08:00:00.000Z',
                  elbiralo: { id: 5, nev: 'Kezelő Kata' },
                },
              ],
            },
          ],
          dokumentumok: [
            { ...storedDocument('ZARO_BESZAMOLO_MELLEKLET', 'szamlak.pdf'), completionReportId: 2 },
          ],
        })}
      />,
    );
    // The submitted content in the applicant's rendering, its attachment and the earlier decision.
    // The report form comes in the form engine's lazy chunk: alone it renders in about 4 s, in a
    // full parallel run on a busy machine it took 8 s and more.
    expect(
      await screen.findByDisplayValue('A konyha megújult.', undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'szamlak.pdf' })).toBeTruthy();
    expect(screen.getByText(/Javításra visszaküldve: .*Kezelő Kata/)).toBeTruthy();
    expect(screen.getByText('Első kör.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Visszaküldés javításra' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A visszaküldéshez írja meg, mit kell javítani.',
    );
    expect(requests).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Megjegyzés a pályázónak' }), {
      target: { value: 'Hiányzik a számla.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Visszaküldés javításra' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/zaro-beszamolok/2/elbiralas');
    expect(await requests[0]?.json()).toEqual({
      dontes: 'JAVITASRA_VISSZAKULDVE',
      megjegyzes: 'Hiányzik a számla.',
    });
    const status = await screen.findByText(/^A beszámolót javításra visszaküldte\./);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('keeps the announced decision in focus once the file, read again, ends the review', async () => {
    const report = {
      id: 2,
      palyazatId: 7,
      megnevezes: 'Záró beszámoló',
      hatarido: '2027-06-30',
      statusz: 'SUBMITTED' as const,
      verzio: 3,
      megnyitva: '2027-01-01T08:00:00.000Z',
      benyujtva: '2027-06-01T08:00:00.000Z',
      adatok: {},
      elbiralasok: [],
    };
    const accepted = {
      id: 1,
      dontes: 'ELFOGADVA' as const,
      megjegyzes: 'Rendben.',
      idopont: '2027-06-02T08:00:00.000Z',
      elbiralo: { id: 5, nev: 'Kezelő Kata' },
    };
    stubApi({
      'POST /zaro-beszamolok/2/elbiralas': {
        ...report,
        statusz: 'ACCEPTED',
        verzio: 4,
        dokumentumok: [],
        kategoriak: [],
        elbiralasok: [
          {
            id: 1,
            dontes: 'ELFOGADVA',
            megjegyzes: 'Rendben.',
            idopont: '2027-06-02T08:00:00.000Z',
          },
        ],
      },
    });
    renderWithApi(
      <FileReadAgain
        before={fileIn('DISBURSED', { zaroBeszamolok: [report] })}
        after={fileIn('DISBURSED', {
          zaroBeszamolok: [{ ...report, statusz: 'ACCEPTED', verzio: 4, elbiralasok: [accepted] }],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Beszámoló elfogadása' }));
    const status = await screen.findByText(/^A beszámolót elfogadta\./);
    await waitFor(() => expect(document.activeElement).toBe(status));
    // A click by event does not move the focus.
    fireEvent.click(screen.getByRole('button', { name: 'read again' }));
    expect(screen.queryByRole('button', { name: 'Beszámoló elfogadása' })).toBeNull();
    expect(screen.getByText(/^A beszámolót elfogadta\./)).toBe(status);
    expect(document.activeElement).toBe(status);
  });

  it('lets a role that only reads see the reports but not open one', () => {
    renderWithApi(<CompletionPanel file={fileIn('CONCLUDED_CONTRACT', readOnlyRole)} />);
    expect(screen.getByText('Még nincs megnyitott záró beszámoló.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
