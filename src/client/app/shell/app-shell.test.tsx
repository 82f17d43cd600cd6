/**
 * The mobile navigation sheet opens without Blueprint's "Dialog isCloseButtonShown" warning
 * (issue 20, item 10: it was logged about 25 times a session).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { AppShell } from './app-shell.tsx';

vi.mock('../../hooks/use-media-query.ts', () => ({ useMediaQuery: () => true }));
vi.mock('./shell-header.tsx', () => ({ ShellHeader: () => <header /> }));
vi.mock('./shell-footer.tsx', () => ({ ShellFooter: () => <footer /> }));
vi.mock('./sidebar.tsx', () => ({ SidebarContent: () => <nav aria-label="menü" /> }));

describe('mobile navigation sheet', () => {
  setUpApiTests();

  it('opens without Blueprint warnings', async () => {
    stubApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <QueryClientProvider client={client}>
            <AppShell />
          </QueryClientProvider>
        ),
        children: [{ index: true, element: <p>Kezdőlap</p> }],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('Kezdőlap');
    await act(async () => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(await screen.findByRole('dialog', { name: 'Navigáció' })).toBeTruthy();
    const blueprintWarnings = warn.mock.calls.filter((call) =>
      String(call[0]).includes('[Blueprint]'),
    );
    warn.mockRestore();
    expect(blueprintWarnings).toEqual([]);
  });
});
