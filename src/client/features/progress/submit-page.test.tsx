import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  pathInApplication,
  renderWithApi,
  setUpApiTests,
  stubApi,
} from '../../test/api-harness.tsx';
import { applicationFixture } from '../../test/application-fixture.ts';
import { APPLICATION_ID, supplementAnswers } from '../../test/supplement-fixtures.ts';
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
  return renderWithApi(<SubmitSteps applicationId={7} />);
}

/** Answers the lifecycle calls by method and path within application 7. */
function stubLifecycle(answers: Record<string, unknown>, status: Record<string, number> = {}) {
  return stubApi(answers, { pathOf: pathInApplication, status });
}

/** A statement the data check finds missing, as the server names it (by its code). */
function missing(szakasz: string, tetel: string) {
  return { szakasz, tetel, utvonal: `/statements#${tetel}`, uzenet: `Nyilatkozatok: ${tetel}` };
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
    const link = await screen.findByRole('link', { name: 'Hiteligénylés – A projekt címe' });
    expect(link.getAttribute('href')).toBe('/application/loan-claim#projektCim');
    expect(
      (screen.getByRole('button', { name: 'Pályázat benyújtása' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('names missing statements by their texts in the call, never by their codes', async () => {
    stubApi({
      ...supplementAnswers(null),
      [`POST /palyazatok/${APPLICATION_ID}/benyujtas/ellenorzes`]: {
        rendben: false,
        hianyok: [missing('statements', 'ADATKEZELES'), missing('statements', 'CSEKKENTES')],
        akadalyok: ['allSectionsComplete'],
        statusz: 'UNDER_EDITING',
        benyujtasAllapot: null,
        verzio: 3,
      },
    });
    renderWithApi(<SubmitSteps applicationId={APPLICATION_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adatok ellenőrzése' }));
    const link = await screen.findByRole('link', {
      name: 'Nyilatkozatok – Elfogadom az adatkezelési tájékoztatót.',
    });
    expect(link.getAttribute('href')).toBe('/statements#ADATKEZELES');
    expect(
      screen.getByRole('link', {
        name: 'Nyilatkozatok – Hozzájárulok a csekély összegű támogatás nyilvántartásához.',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/ADATKEZELES|CSEKKENTES/)).toBeNull();
  });

  it('submits with one Idempotency-Key however often the button is pressed', async () => {
    const requests = stubLifecycle({
      'GET /allapot': {
        ...editing,
        benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
        lehetsegesEsemenyek: ['SUBMIT', 'DATA_CHANGED', 'WITHDRAW'],
        akadalyok: {},
      },
      'POST /benyujtas': {
        palyazat: applicationFixture({ azonosito: 'TP-2026-000007', verzio: 6 }),
      },
    });
    renderSteps();
    const button = await screen.findByRole('button', { name: 'Pályázat benyújtása' });
    for (let press = 0; press < 2; press += 1) {
      fireEvent.click(button);
      fireEvent.click(await screen.findByRole('button', { name: 'Igen, benyújtom' }));
    }
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

  it('asks for confirmation first, and shows the receipt in Budapest time after submitting', async () => {
    const requests = stubLifecycle({
      'GET /allapot': {
        ...editing,
        benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
        lehetsegesEsemenyek: ['SUBMIT', 'DATA_CHANGED', 'WITHDRAW'],
        akadalyok: {},
      },
      'POST /benyujtas': {
        palyazat: applicationFixture({ azonosito: 'TP-2026-000007', verzio: 6 }),
        nyugta: {
          azonosito: 'TP-2026-000007',
          palyazatId: 7,
          benyujtva: '2026-11-24T01:05:00.000Z',
          tartalomHash: 'ab'.repeat(32),
          alairtVeglegesitoSha256: 'cd'.repeat(32),
        },
      },
    });
    renderSteps();
    fireEvent.click(await screen.findByRole('button', { name: 'Pályázat benyújtása' }));
    expect(await screen.findByText(/nem vonható vissza/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mégsem' }));
    expect(requests.some((request) => request.url.endsWith('/benyujtas'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pályázat benyújtása' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Igen, benyújtom' }));
    expect(await screen.findByText('Benyújtási nyugta')).toBeTruthy();
    expect(screen.getByText('TP-2026-000007')).toBeTruthy();
    // 01:05 UTC is 02:05 in Budapest in November.
    expect(screen.getByText(/02:05/)).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
  });

  it('moves the focus on to the submit button once the signed copy is taken (issue 20)', async () => {
    let uploaded = false;
    stubLifecycle({
      get 'GET /allapot'() {
        return uploaded
          ? {
              ...editing,
              benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
              lehetsegesEsemenyek: ['SUBMIT', 'DATA_CHANGED', 'WITHDRAW'],
              akadalyok: {},
            }
          : { ...editing, benyujtasAllapot: 'VEGLEGESITO_GENERALVA' };
      },
      get 'POST /benyujtas/alairt-veglegesito'() {
        uploaded = true;
        return { statusz: 'UNDER_EDITING', benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE', verzio: 4 };
      },
    });
    renderSteps();
    const input = (await screen.findByLabelText(
      'Aláírt véglegesítő feltöltése',
    )) as HTMLInputElement;
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    input.focus();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'alairt.pdf', { type: 'application/pdf' })] },
    });
    const submit = screen.getByRole('button', { name: 'Pályázat benyújtása' });
    await vi.waitFor(() => expect(document.activeElement).toBe(submit));
    expect(input.disabled).toBe(true);
  });

  it('gives the focus to the receipt, which replaces the steps (issue 20)', async () => {
    stubLifecycle({
      'GET /allapot': {
        ...editing,
        benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
        lehetsegesEsemenyek: ['SUBMIT', 'DATA_CHANGED', 'WITHDRAW'],
        akadalyok: {},
      },
      'POST /benyujtas': {
        palyazat: applicationFixture({ azonosito: 'TP-2026-000007', verzio: 6 }),
        nyugta: {
          azonosito: 'TP-2026-000007',
          palyazatId: 7,
          benyujtva: '2026-11-24T01:05:00.000Z',
          tartalomHash: 'ab'.repeat(32),
        },
      },
    });
    renderSteps();
    fireEvent.click(await screen.findByRole('button', { name: 'Pályázat benyújtása' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Igen, benyújtom' }));
    const title = await screen.findByText('Benyújtási nyugta');
    await vi.waitFor(() => expect(document.activeElement?.contains(title)).toBe(true));
    // Still there once the alert's closing transition (300 ms) has given the focus back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.activeElement?.contains(title)).toBe(true);
  });
});
