/**
 * /setPassword asks a company's owner for their own name (decision 0038): the registration link
 * of an applicant that is a company carries askName=1, and only then is the name asked and sent.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { formKey, loadSchemaForm } from '../../components/form/index.ts';
import { setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { SetPasswordPage } from './set-password-page.tsx';

const PASSWORD = 'Zöld-Fenyő-Erdő-77';

async function setPasswordAt(search: string): Promise<Request[]> {
  const requests = stubApi({ 'POST /felhasznalok/set-password': { message: 'ok' } });
  render(
    <MemoryRouter initialEntries={[`/setPassword${search}`]}>
      <SetPasswordPage />
    </MemoryRouter>,
  );
  fireEvent.change(await screen.findByLabelText(/Új jelszó/), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText(/Jelszó még egyszer/), { target: { value: PASSWORD } });
  return requests;
}

async function submit(requests: Request[]): Promise<Record<string, unknown>> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Jelszó mentése' }));
  });
  await waitFor(() => expect(requests).toHaveLength(1));
  return (await requests[0]!.json()) as Record<string, unknown>;
}

describe('set password', () => {
  setUpApiTests();
  beforeAll(async () => {
    await loadSchemaForm(formKey('set-password'));
  }, 30_000);

  it("asks a company's owner for their own name and sends it", async () => {
    const requests = await setPasswordAt('?token=abc&askName=1');
    const name = screen.getByLabelText(/Az Ön neve/) as HTMLInputElement;
    expect(name.autocomplete).toBe('name');
    fireEvent.change(name, { target: { value: 'Kovács Anna' } });
    expect(await submit(requests)).toEqual({ jelszo: PASSWORD, token: 'abc', nev: 'Kovács Anna' });
  });

  it('asks no name on other links (a password reset, a person named at registration)', async () => {
    const requests = await setPasswordAt('?token=abc');
    expect(screen.queryByLabelText(/Az Ön neve/)).toBeNull();
    expect(await submit(requests)).toEqual({ jelszo: PASSWORD, token: 'abc' });
  });
});
