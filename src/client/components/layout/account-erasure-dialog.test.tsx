/**
 * "Delete my account" (issue 19, item 2): the dialog asks for the password, sends it to
 * POST /felhasznalok/current/torles, and shows the server's refusal (e.g. last owner).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { AccountErasureDialog } from './account-erasure-dialog.tsx';

setUpApiTests('hu');

const LAST_OWNER = 'Előbb adja át a tulajdonosi jogot.';

describe('account erasure dialog', () => {
  it('sends the password and shows the refusal of the last owner', async () => {
    const requests = stubApi(
      { 'POST /felhasznalok/current/torles': { message: LAST_OWNER } },
      { status: { 'POST /felhasznalok/current/torles': 409 } },
    );
    const onClose = vi.fn();
    renderWithApi(<AccountErasureDialog onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: /Fiók törlése/ })).toBeTruthy();
    const confirm = screen.getByTestId('account-erase-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Jelenlegi jelszava/), {
      target: { value: 'Titkos-Jelszo-1' },
    });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_OWNER);
    const erasure = requests.find((request) =>
      request.url.endsWith('/felhasznalok/current/torles'),
    );
    expect(erasure?.method).toBe('POST');
    expect(await erasure?.json()).toEqual({ jelszo: 'Titkos-Jelszo-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
