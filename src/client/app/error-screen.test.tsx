import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import hu from '../../shared/locales/hu/errors.json' with { type: 'json' };
import { ResponseParseError } from '../lib/api-client.ts';
import { initTestI18n } from '../test/i18n.ts';
import { ErrorScreen, classifyError } from './error-screen.tsx';

/** ky's HTTPError as the screen sees it: an Error named HTTPError carrying the response. */
function httpError(status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: new Response(null, { status }),
  });
}

function renderScreen(error: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <ErrorScreen error={error} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('error screen', () => {
  beforeAll(async () => {
    await initTestI18n('hu');
  });
  afterEach(cleanup);

  it('shows HTTP 404 with its Hungarian label', async () => {
    renderScreen(httpError(404));
    expect(
      await screen.findByRole('heading', { level: 1, name: hu.errorScreen.title }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'HTTP hiba' })).toBeTruthy();
    expect(screen.getByText('404 Nem található')).toBeTruthy();
  });

  it('labels every status of the table', () => {
    expect(hu.status).toMatchObject({
      '400': 'Hibás kérés',
      '401': 'Nincs jogosultság',
      '403': 'Hozzáférés megtagadva',
      '404': 'Nem található',
      '408': 'Időtúllépés',
      '429': 'Túl sok kérés',
      '500': 'Belső szerverhiba',
      '502': 'Hibás átjáró',
      '503': 'Szolgáltatás nem elérhető',
      '504': 'Átjáró időtúllépés',
    });
  });

  it('lists each issue of an unparseable response with its dotted path', async () => {
    renderScreen(
      new ResponseParseError('/api/felhasznalok/current', [
        { path: 'user.email', message: 'Invalid email address' },
        { path: 'permissions.0.applicant.id', message: 'Expected number, received string' },
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'HTTP válasz nem feldolgozható' }),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'user.email: Invalid email address',
      'permissions.0.applicant.id: Expected number, received string',
    ]);
  });

  it('falls back to Something went wrong! with a show/hide toggle of the details', async () => {
    renderScreen(new TypeError('boom in the widget'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Something went wrong!' }),
    ).toBeTruthy();
    expect(screen.queryByText(/boom in the widget/)).toBeNull();
    const toggle = screen.getByRole('button', { name: hu.errorScreen.showDetails });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(/boom in the widget/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: hu.errorScreen.hideDetails }));
    expect(screen.queryByText(/boom in the widget/)).toBeNull();
  });

  it('treats router error responses as HTTP errors', () => {
    expect(classifyError({ status: 503, statusText: 'x', internal: false, data: null })).toEqual({
      kind: 'http',
      status: 503,
    });
    expect(classifyError('plain string').kind).toBe('generic');
  });
});
