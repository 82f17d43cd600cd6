import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/ui-constants.ts';
import type { SessionUser } from './session-user.ts';
import { SessionRoot } from './session-gate.tsx';

const user: SessionUser = {
  id: 1,
  name: 'Kiss Anna',
  email: 'anna@example.hu',
  internalNotifications: true,
  emailNotifications: true,
  roles: ['APPLICANT'],
  passwordDate: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  hasAtLeastOneAdminPrivilege: false,
  termsAccepted: true,
  needs2Fa: false,
  language: 'hu',
  oidc: false,
  permissions: [
    {
      id: 3,
      applicant: { id: 42, name: 'Napfény Kft.', taxNumber: '12345678-2-42' },
      role: 'OWNER',
      admin: true,
    },
  ],
};

vi.mock('./api/get-current-user.ts', () => ({ getCurrentUser: async () => user }));

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: SessionRoot,
        children: [
          { index: true, element: <p>Kezdőlap</p> },
          { path: 'progress', element: <p>Előrehaladás</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the root's search parameters (spec section 2)", () => {
  afterEach(() => localStorage.clear());

  it('follows `redirect` without selectedNtakProviderTaxNumber', async () => {
    const router = renderAt('/?redirect=%2Fprogress');
    expect(await screen.findByText('Előrehaladás')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/progress');
  });

  it('follows `redirect` after selecting the applicant when both are given', async () => {
    const router = renderAt('/?selectedNtakProviderTaxNumber=12345678&redirect=%2Fprogress');
    expect(await screen.findByText('Előrehaladás')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/progress');
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplicantId)).toBe('42');
  });

  it('ignores a `redirect` to another site', async () => {
    const router = renderAt('/?redirect=%2F%2Fevil.example');
    expect(await screen.findByText('Kezdőlap')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
