import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pathInTender, renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { SubmitSteps } from './submit-page.tsx';

const editing = {
  statusz: 'UNDER_EDITING',
  benyujtasAllapot: null,
  verzio: 3,
  benyujtasDatuma: null,
  lehetsegesEsemenyek: ['WITHDRAW'],
  akadalyok: { CHECK_DATA: ['allSectionsComplete'] },
  hianypotlas: null,
  allapotvaltasok: [],
};

function renderSteps() {
  return renderWithApi(<SubmitSteps tenderId={7} />);
}

/** Answers the lifecycle calls by method and path within tender 7. */
function stubLifecycle(answers: Record<string, unknown>, status: Record<string, number> = {}) {
  return stubApi(answers, { pathOf: pathInTender, status });
}

describe('submit page', () => {
  setUpApiTests();

  it('lists what the data check finds missing, each item linking to its field', async () => {
    stubLifecycle({
      'GET /allapot': editing,
      'POST /benyujtas/ellenorzes': {
        rendben: false,
        hianyok: [
          {
            szakasz: 'loanClaim',
            tetel: 'projektCim',
            utvonal: '/application/loan-claim#projektCim',
            uzenet: 'Hiteligénylés: projektCim',
          },
        ],
        akadalyok: ['allSectionsComplete'],
        statusz: 'UNDER_EDITING',
        benyujtasAllapot: null,
        verzio: 3,
      },
    });
    renderSteps();
    fireEvent.click(await screen.findByRole('button', { name: 'Adatok ellenőrzése' }));
    const link = await screen.findByRole('link', { name: 'Hiteligénylés: projektCim' });
    expect(link.getAttribute('href')).toBe('/application/loan-claim#projektCim');
    expect(
      (screen.getByRole('button', { name: 'Pályázat benyújtása' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('submits with one Idempotency-Key however often the button is pressed', async () => {
    const requests = stubLifecycle({
      'GET /allapot': {
        ...editing,
        benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
        lehetsegesEsemenyek: ['SUBMIT', 'DATA_CHANGED', 'WITHDRAW'],
        akadalyok: {},
      },
      'POST /benyujtas': { palyazat: { id: 7, statusz: 'UNDER_EVALUATION' } },
    });
    renderSteps();
    const button = await screen.findByRole('button', { name: 'Pályázat benyújtása' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith('/benyujtas')).length).toBeGreaterThan(0),
    );
    const keys = new Set(
      requests
        .filter((request) => request.url.endsWith('/benyujtas'))
        .map((request) => request.headers.get('idempotency-key')),
    );
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's reason when the signed final document is refused", async () => {
    const message =
      'A feltöltött véglegesítő dokumentum nem a pályázat jelenlegi adatait tartalmazza: készítse el és írja alá újra.';
    stubLifecycle(
      {
        'GET /allapot': { ...editing, benyujtasAllapot: 'VEGLEGESITO_GENERALVA' },
        'POST /benyujtas/alairt-veglegesito': {
          statusCode: 422,
          message,
          kod: 'progress:errors.finalDocumentOutdated',
        },
      },
      { 'POST /benyujtas/alairt-veglegesito': 422 },
    );
    renderSteps();
    const input = await screen.findByLabelText('Aláírt véglegesítő feltöltése');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'alairt.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
