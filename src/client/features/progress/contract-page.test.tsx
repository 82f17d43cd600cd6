import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  pathInApplication,
  renderWithApi,
  setUpApiTests,
  stubApi,
  heldAnswer,
} from '../../test/api-harness.tsx';
import { documentFixture } from '../../test/document-fixture.ts';
import type { ContractState } from './api/types.ts';
import { ContractView } from './contract-page.tsx';

const booking: ContractState = {
  statusz: 'UNDER_APPOINTMENT_BOOKING',
  dokumentumok: [
    documentFixture({
      documentType: 'SZERZODES',
      filename: 'szerzodes.pdf',
      uploadDate: '2027-03-01T08:00:00.000Z',
      deletable: false,
      scanStatus: 'NOT_SCANNED',
    }),
  ],
  alairtSzerzodes: null,
  idopontok: [
    { id: 11, kezdet: '2027-04-06T07:00:00.000Z', helyszin: 'Budapest', foglalva: null },
    { id: 12, kezdet: '2027-04-07T12:00:00.000Z', helyszin: 'Siófok', foglalva: null },
  ],
  foglaltIdopont: null,
  alairtFeltoltheto: true,
  foglalhato: true,
};

function renderView(data: ContractState) {
  return renderWithApi(<ContractView applicationId={7} data={data} />);
}

/** Answers the contract calls by method and path within application 7. */
function stubContract(answers: Record<string, unknown>) {
  return stubApi(answers, { pathOf: pathInApplication });
}

describe('contract page', () => {
  setUpApiTests();

  it('says when the contract comes, by status', () => {
    const empty = { ...booking, dokumentumok: [], idopontok: [], foglalhato: false };
    renderView({ ...empty, statusz: 'UNDER_EVALUATION' });
    expect(screen.getByText('A szerződés a pályázat támogatása után érhető el.')).toBeTruthy();
    cleanup();
    renderView({ ...empty, statusz: 'CONTRACT_VERIFICATION' });
    expect(screen.getByText(/A szerződést a kiíró munkatársai készítik elő/)).toBeTruthy();
    cleanup();
    renderView({ ...empty, statusz: 'REJECTED' });
    expect(
      screen.getByText('A pályázat ebben az állapotban nem jut el szerződéskötésig.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the contract as a download and books the chosen slot', async () => {
    const requests = stubContract({
      'POST /szerzodes/idopontok/12/foglalas': {
        statusz: 'WAITING_FOR_CONTRACT',
        verzio: 9,
        foglaltIdopont: { ...booking.idopontok[1], foglalva: '2027-03-02T10:00:00.000Z' },
      },
    });
    renderView(booking);
    const link = screen.getByRole('link', { name: 'Letöltés: szerzodes.pdf' });
    expect(link.getAttribute('href')).toBe(
      'http://localhost:3000/api/dokumentumok/4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a01/tartalom',
    );
    expect(screen.getByLabelText('Az aláírt szerződés feltöltése (PDF)')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Lefoglalom/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/palyazatok/7/szerzodes/idopontok/12/foglalas',
    );
  });

  it('keeps the focus on the booking button while it books (issue 20)', async () => {
    const { held, release } = heldAnswer();
    stubApi(
      {},
      { pathOf: pathInApplication, held: { 'POST /szerzodes/idopontok/11/foglalas': held } },
    );
    renderView(booking);
    const button = screen.getAllByRole('button', { name: /^Lefoglalom/ })[0] as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // A disabled button (Blueprint's `loading`) would drop the browser's focus to the page.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    release();
  });

  it('shows the booked appointment instead of the offer, and no booking while it is not open', () => {
    renderView({
      ...booking,
      statusz: 'CONTRACT_APPROVED',
      foglalhato: false,
    });
    expect(
      screen
        .getAllByRole('button', { name: /^Lefoglalom/ })
        .every((button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);
    cleanup();
    renderView({
      ...booking,
      statusz: 'WAITING_FOR_CONTRACT',
      idopontok: [],
      foglalhato: false,
      foglaltIdopont: { ...booking.idopontok[0]!, foglalva: '2027-03-02T10:00:00.000Z' },
    });
    expect(screen.getByText(/^Lefoglalt időpont: .*Budapest$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lefoglalom/ })).toBeNull();
  });
});
