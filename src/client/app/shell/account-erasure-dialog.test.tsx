/**
 * "Delete my account" (issue 19, item 2; decision 0037): the dialog asks for the password, sends
 * it to POST /felhasznalok/current/torles, and shows the server's refusal (e.g. last owner); an
 * account without a password is sent to sign in again at NTAK, and back from there erases with an
 * empty body.
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

  it('sends an account without a password to sign in again at NTAK, and erases after it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      pathname: '/help/privacy',
      search: '',
    });
    try {
      const first = renderWithApi(<AccountErasureDialog onClose={vi.fn()} hasPassword={false} />);
      expect(screen.queryByLabelText(/Jelenlegi jelszava/)).toBeNull();
      const reauth = await screen.findByRole('button', { name: /Újra belépek/ });
      fireEvent.click(reauth);
      expect(assign).toHaveBeenCalledWith(
        'http://localhost:3000/api/oidc/ntak/reauth?redirect=%2Fhelp%2Fprivacy',
      );
      first.unmount();

      // 200 with a body: the stub's Response cannot carry a 204; the dialog reads no body.
      const requests = stubApi({ 'POST /felhasznalok/current/torles': {} });
      renderWithApi(
        <AccountErasureDialog onClose={vi.fn()} hasPassword={false} reauth="megerositve" />,
      );
      expect(await screen.findByTestId('account-erase-reauth')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Fiók végleges törlése' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
      const erasure = requests.find((request) =>
        request.url.endsWith('/felhasznalok/current/torles'),
      );
      expect(await erasure?.json()).toEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells that signing in again did not confirm the erasure', async () => {
    renderWithApi(
      <AccountErasureDialog onClose={vi.fn()} hasPassword={false} reauth="sikertelen" />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Az újbóli belépés');
    expect(screen.getByRole('button', { name: /Újra belépek/ })).toBeTruthy();
  });
});
