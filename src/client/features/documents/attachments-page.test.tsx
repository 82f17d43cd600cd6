import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SupplementCallout } from '../../components/supplement/supplement-callout.tsx';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { documentFixture } from '../../test/document-fixture.ts';
import { APPLICATION_ID, call, supplementAnswers } from '../../test/supplement-fixtures.ts';
import { Documents } from './attachments-page.tsx';

const LOCKED = 'A hiánypótlási kérés ezt nem tartalmazza, ezért most nem módosítható.';

const uploaded = (code: string, uuid: string) => ({
  ...documentFixture({
    uuid,
    tenderId: APPLICATION_ID,
    documentType: code,
    filename: `${code.toLowerCase()}.pdf`,
    uploaderName: 'Demó Pályázó',
  }),
  korabbiVerziok: [],
});

/** The application's documents: both categories uploaded. */
function stubDocuments(items: string[] | null) {
  return stubApi({
    ...supplementAnswers(items),
    [`GET /palyazatok/${APPLICATION_ID}/dokumentumok`]: {
      kovetelmenyek: call.dokumentumok.map((requirement) => ({
        ...requirement,
        note: {},
        teljesitve: true,
      })),
      dokumentumok: [
        uploaded('ARAJANLAT', '4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a01'),
        uploaded('UZLETI_TERV', '4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a02'),
      ],
    },
  });
}

function renderAttachments() {
  return renderWithApi(
    <>
      <SupplementCallout applicationId={APPLICATION_ID} />
      <Documents applicationId={APPLICATION_ID} />
    </>,
  );
}

const fileInput = (name: string) =>
  screen.getByLabelText(`${name}: Fájl kiválasztása…`) as HTMLInputElement;
const deleteButton = (code: string) =>
  screen.getByTestId(`document-${code}`).querySelector('button') as HTMLButtonElement;

describe('attachments during a supplement', () => {
  setUpApiTests();

  it('takes uploads and deletes only in the categories the request names, and says why the others are closed', async () => {
    const requests = stubDocuments(['documents.ARAJANLAT']);
    renderAttachments();
    expect(await screen.findByTestId('supplement-callout')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Dokumentumok – Árajánlat' })).toBeTruthy();
    await vi.waitFor(() => expect(fileInput('Üzleti terv').disabled).toBe(true));

    expect(fileInput('Árajánlat').disabled).toBe(false);
    expect(deleteButton('ARAJANLAT').disabled).toBe(false);
    expect(deleteButton('UZLETI_TERV').disabled).toBe(true);
    // The disabled controls point at the visible reason; the open category has none.
    const note = document.getElementById(
      fileInput('Üzleti terv').getAttribute('aria-describedby') ?? '',
    );
    expect(note?.textContent).toContain(LOCKED);
    expect(deleteButton('UZLETI_TERV').getAttribute('aria-describedby')).toBe(note?.id);
    expect(fileInput('Árajánlat').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByText(LOCKED)).toHaveLength(1);

    // A click on the closed category's delete sends nothing; the open one's is sent.
    fireEvent.click(deleteButton('UZLETI_TERV'));
    fireEvent.click(deleteButton('ARAJANLAT'));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1),
    );
    expect(new URL(requests.find((r) => r.method === 'DELETE')?.url ?? '').pathname).toBe(
      '/api/dokumentumok/4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a01',
    );
  });

  it('opens every category when the request names the whole section', async () => {
    stubDocuments(['documents']);
    renderAttachments();
    expect(await screen.findByTestId('supplement-callout')).toBeTruthy();
    await screen.findByTestId('document-UZLETI_TERV');
    expect(fileInput('Árajánlat').disabled).toBe(false);
    expect(fileInput('Üzleti terv').disabled).toBe(false);
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('shows no callout and locks nothing while the application is being edited', async () => {
    stubDocuments(null);
    const { container } = renderAttachments();
    await screen.findByTestId('document-UZLETI_TERV');
    // Let the state's answer arrive before asserting that nothing is locked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="supplement-callout"]')).toBeNull();
    expect(fileInput('Üzleti terv').disabled).toBe(false);
    expect(deleteButton('UZLETI_TERV').disabled).toBe(false);
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('keeps the upload control usable, and the focus on it, while the file uploads (issue 20)', async () => {
    stubApi({
      ...supplementAnswers(null),
      [`GET /palyazatok/${APPLICATION_ID}/dokumentumok`]: {
        kovetelmenyek: call.dokumentumok.map((requirement) => ({
          ...requirement,
          note: {},
          teljesitve: false,
        })),
        dokumentumok: [],
      },
      [`POST /palyazatok/${APPLICATION_ID}/dokumentumok/UZLETI_TERV`]: uploaded(
        'UZLETI_TERV',
        '4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a03',
      ),
    });
    // The upload is answered only when the test says so.
    const gate: { open?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.method === 'POST') await held;
      return answer(input);
    });
    renderAttachments();
    await screen.findByLabelText('Üzleti terv: Fájl kiválasztása…');
    const input = fileInput('Üzleti terv');
    input.focus();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'terv.pdf', { type: 'application/pdf' })] },
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    // Disabled, the control would drop the focus to the page's body in a browser.
    expect(input.disabled).toBe(false);
    expect(document.activeElement).toBe(input);
    gate.open?.();
    expect(await screen.findByText('A dokumentum feltöltve.')).toBeTruthy();
  });
});
