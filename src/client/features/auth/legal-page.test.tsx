import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { setUpApiTests } from '../../test/api-harness.tsx';
import { describe, expect, it } from 'vitest';
import { PrivacyPage, TermsPage } from './legal-page.tsx';
import { RegistrationPage } from './registration-page.tsx';

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/registration', Component: RegistrationPage },
      { path: '/help/terms', Component: TermsPage },
      { path: '/help/privacy', Component: PrivacyPage },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

describe('terms and privacy notice', () => {
  setUpApiTests();

  it('registration links both texts, opening in a new tab so nothing typed is lost', async () => {
    renderAt('/registration');
    const terms = await screen.findByRole('link', {
      name: 'Általános szerződési feltételek (ÁSZF) (új lapon nyílik)',
    });
    const privacy = screen.getByRole('link', {
      name: 'Adatkezelési tájékoztató (új lapon nyílik)',
    });
    expect(terms.getAttribute('href')).toBe('/help/terms');
    expect(privacy.getAttribute('href')).toBe('/help/privacy');
    for (const link of [terms, privacy]) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('the pages show their text and lead back to the registration', async () => {
    renderAt('/help/terms');
    expect(
      await screen.findByRole('heading', { name: 'Általános szerződési feltételek' }),
    ).toBeTruthy();
    expect(screen.getByText(/A regisztrációval Ön elfogadja/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Vissza a regisztrációhoz' }).getAttribute('href'),
    ).toBe('/registration');
  });

  it('the privacy notice names the rights and the authority', async () => {
    renderAt('/help/privacy');
    expect(await screen.findByRole('heading', { name: 'Adatkezelési tájékoztató' })).toBeTruthy();
    expect(screen.getByText(/Nemzeti Adatvédelmi és Információszabadság Hatóság/)).toBeTruthy();
  });
});
