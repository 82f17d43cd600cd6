/**
 * The gate of an application-needed page (issue 20, item 4): it says why the page needs an
 * application and links straight to starting one among the dashboard's open calls.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { ApplicationRequiredPanel } from './application-required-panel.tsx';

beforeAll(async () => {
  await initTestI18n('hu');
});

describe('application-required panel', () => {
  it('explains why and links to starting an application on the dashboard', () => {
    render(
      <MemoryRouter>
        <ApplicationRequiredPanel />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Válasszon pályázatot' })).toBeTruthy();
    expect(screen.getByText(/egy pályázat részeként tölti ki/)).toBeTruthy();
    expect(screen.getByText(/indítson egyet a kezdőlapon/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Pályázat indítása a kezdőlapon' });
    expect(link.getAttribute('href')).toBe('/#open-calls');
  });
});
