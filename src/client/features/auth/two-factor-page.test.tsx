import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUpApiTests, stubApi, heldAnswer } from '../../test/api-harness.tsx';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorPage } from './two-factor-page.tsx';

vi.mock('../../session/session-provider.tsx', () => ({
  useSession: () => ({ twoFactorVerified: vi.fn(), logout: vi.fn() }),
}));

describe('2FA page', () => {
  setUpApiTests();

  it('names a too-short code at the field when it is left', async () => {
    render(
      <MemoryRouter>
        <TwoFactorPage />
      </MemoryRouter>,
    );
    const input = await screen.findByLabelText(/Ellenőrző kód/);
    fireEvent.change(input, { target: { value: '123' } });
    expect(screen.queryByText('A kód pontosan 6 karakterből áll.')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('A kód pontosan 6 karakterből áll.')).toBeTruthy();
  });

  it('keeps the focus on its button while the code is checked (issue 20)', async () => {
    const { held, release } = heldAnswer();
    stubApi({}, { held: { 'POST /felhasznalok/two-factor/verify': held } });
    render(
      <MemoryRouter>
        <TwoFactorPage />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText(/Ellenőrző kód/), {
      target: { value: '123456' },
    });
    const button = screen.getByRole('button', { name: 'Belépés' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // A disabled button (Blueprint's `loading`) would drop the browser's focus to the page.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await act(async () => release());
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
