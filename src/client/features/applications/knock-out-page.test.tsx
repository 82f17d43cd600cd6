import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { APPLICATION_ID, supplementAnswers } from '../../test/supplement-fixtures.ts';
import { KnockOutList } from './knock-out-page.tsx';

const LOCKED = 'A hiánypótlási kérés ezt nem tartalmazza, ezért most nem módosítható.';

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('knock-out criteria during a supplement', () => {
  setUpApiTests();

  it('leaves only the named criterion open and says why the others are closed', async () => {
    stubApi(supplementAnswers(['knockOut.KO-2']));
    renderWithApi(<KnockOutList applicationId={APPLICATION_ID} />);
    await vi.waitFor(() => expect(box('Nincs lejárt köztartozásom.').disabled).toBe(true));
    const closed = box('Nincs lejárt köztartozásom.');
    expect(closed.checked).toBe(true);
    expect(
      document.getElementById(closed.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain(LOCKED);
    expect(box('Nem állok csődeljárás alatt.').disabled).toBe(false);
    expect(screen.getAllByText(LOCKED)).toHaveLength(1);
    expect(screen.getByTestId('knock-out-KO-2').id).toBe('KO-2');
  });
});
