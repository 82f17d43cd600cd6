import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SupplementCallout } from '../../components/supplement/supplement-callout.tsx';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import {
  APPLICATION_ID,
  lifecycleState,
  supplementAnswers,
} from '../../test/supplement-fixtures.ts';
import { Statements } from './statements-page.tsx';

const LOCKED = 'A hiánypótlási kérés ezt nem tartalmazza, ezért most nem módosítható.';

const answer = (azonosito: string, kotelezo: boolean) => ({
  azonosito,
  kotelezo,
  elfogadva: false,
  felhasznalo: null,
  idopont: null,
});

function stubStatements(items: string[] | null) {
  return stubApi({
    ...supplementAnswers(items),
    [`GET /palyazatok/${APPLICATION_ID}/nyilatkozatok`]: [
      answer('ADATKEZELES', true),
      answer('CSEKKENTES', false),
    ],
    [`PUT /palyazatok/${APPLICATION_ID}/nyilatkozatok/ADATKEZELES`]: {
      ...answer('ADATKEZELES', true),
      elfogadva: true,
    },
  });
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('statements during a supplement', () => {
  setUpApiTests();

  it('lets only the statements the request names be answered, and says why the others are closed', async () => {
    const requests = stubStatements(['statements.ADATKEZELES']);
    renderWithApi(
      <>
        <SupplementCallout applicationId={APPLICATION_ID} />
        <Statements applicationId={APPLICATION_ID} />
      </>,
    );
    const link = await screen.findByRole('link', {
      name: 'Nyilatkozatok – Elfogadom az adatkezelési tájékoztatót.',
    });
    expect(link.getAttribute('href')).toBe('/statements#ADATKEZELES');
    const closed = 'Hozzájárulok a csekély összegű támogatás nyilvántartásához.';
    await vi.waitFor(() => expect(box(closed).disabled).toBe(true));
    expect(
      document.getElementById(box(closed).getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain(LOCKED);
    const open = box('Elfogadom az adatkezelési tájékoztatót.');
    expect(open.disabled).toBe(false);
    expect(open.hasAttribute('aria-describedby')).toBe(false);
    // The anchor the request's link points to.
    expect(screen.getByTestId('statement-ADATKEZELES').id).toBe('ADATKEZELES');

    fireEvent.click(open);
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1),
    );
    const put = requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe(
      `/api/palyazatok/${APPLICATION_ID}/nyilatkozatok/ADATKEZELES`,
    );
    expect(await put?.json()).toEqual({ elfogadva: true });
  });

  it('locks nothing while the application is being edited', async () => {
    stubStatements(null);
    const { container } = renderWithApi(
      <>
        <SupplementCallout applicationId={APPLICATION_ID} />
        <Statements applicationId={APPLICATION_ID} />
      </>,
    );
    await screen.findByTestId('statement-CSEKKENTES');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="supplement-callout"]')).toBeNull();
    expect(box('Hozzájárulok a csekély összegű támogatás nyilvántartásához.').disabled).toBe(false);
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('locks every statement once the application is submitted, and says so', async () => {
    stubApi({
      ...supplementAnswers(null),
      [`GET /palyazatok/${APPLICATION_ID}/allapot`]: {
        ...lifecycleState(null),
        statusz: 'UNDER_EVALUATION',
      },
      [`GET /palyazatok/${APPLICATION_ID}/nyilatkozatok`]: [answer('ADATKEZELES', true)],
    });
    renderWithApi(
      <>
        <SupplementCallout applicationId={APPLICATION_ID} />
        <Statements applicationId={APPLICATION_ID} />
      </>,
    );
    expect((await screen.findByTestId('submitted-callout')).textContent).toContain(
      'A pályázatot beadta',
    );
    const statement = (await screen.findByLabelText(
      'Elfogadom az adatkezelési tájékoztatót.',
    )) as HTMLInputElement;
    await vi.waitFor(() => expect(statement.disabled).toBe(true));
    expect(
      document.getElementById(statement.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('csak hiánypótláskor módosíthatók');
  });
});
