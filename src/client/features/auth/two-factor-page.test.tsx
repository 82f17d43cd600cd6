import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUpApiTests } from '../../test/api-harness.tsx';
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
});
