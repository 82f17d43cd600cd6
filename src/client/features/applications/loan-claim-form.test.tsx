/**
 * The loan claim form (schemas/forms/loan-claim bound to the accommodation loan call, as the
 * build precompiles it) shows the call's limits while the user types, with the call's own
 * messages and amounts in the interface language, and follows a language switch.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SchemaFormView, loadSchemaForm } from '../../components/form/index.ts';
import type { GeneratedForm } from '../../components/form/generated-form.ts';
import { initTestI18n } from '../../test/i18n.ts';
import type { LoanClaimForm } from '../../../shared/loan-claim.ts';

let form: GeneratedForm;

beforeAll(async () => {
  await initTestI18n('hu');
  form = await loadSchemaForm('calls/szallashely-fejlesztesi-hitel-2026/loan-claim');
});

afterEach(async () => {
  cleanup();
  await initTestI18n('hu');
});

function LoanClaim() {
  const [values, setValues] = useState<LoanClaimForm>({
    megvalositasiHelyszin: [],
    projektForrasok: {},
  });
  return (
    <SchemaFormView<LoanClaimForm>
      schema={form.schema}
      uiSchema={form.uiSchema}
      validateFns={form.validateFns}
      liveValidate="onBlur"
      formData={values}
      onChange={setValues}
      formContext={{ choices: { sites: [{ id: 7, label: '8600 Siófok Petőfi sétány 12.' }] } }}
    />
  );
}

async function typeAndLeave(label: string, value: string) {
  const input = await screen.findByLabelText(new RegExp(label));
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  });
  await act(async () => {
    fireEvent.blur(input);
  });
}

describe('loan claim form: the call limits live', () => {
  it('refuses an amount above the maximum and one off the rounding step, in hu and en', async () => {
    render(<LoanClaim />);
    await typeAndLeave('Igényelt támogatás', '1 500 000 000');
    await waitFor(() =>
      expect(
        screen.getByText('Az igényelt összeg legfeljebb 1 000 000 000 Ft lehet.'),
      ).toBeTruthy(),
    );
    await typeAndLeave('Igényelt támogatás', '50 050 000');
    await waitFor(() =>
      expect(
        screen.getByText('Kérjük, az összeget 100 000 Ft egész számú többszörösére kerekítse!'),
      ).toBeTruthy(),
    );
    await act(async () => {
      await initTestI18n('en');
    });
    expect(
      screen.getByText('Please round the amount to a whole multiple of HUF 100,000.'),
    ).toBeTruthy();
  });

  it('checks the intensity and the advance against the other amounts', async () => {
    render(<LoanClaim />);
    await typeAndLeave('Elszámolható költség', '100 000 000');
    await typeAndLeave('Igényelt támogatás', '95 000 000');
    await waitFor(() =>
      expect(
        screen.getByText('A támogatási intenzitás legfeljebb 90% lehet (jelenleg 95%).'),
      ).toBeTruthy(),
    );
    await typeAndLeave('Igényelt előleg', '30 000 000');
    await waitFor(() =>
      expect(
        screen.getByText(
          'Az igényelt előleg legfeljebb az igényelt támogatás 25%-a, azaz 23 750 000 Ft lehet.',
        ),
      ).toBeTruthy(),
    );
  });

  it('offers the VAT statuses by their labels, in hu and en, never as bare letters', async () => {
    render(<LoanClaim />);
    const select = (await screen.findByLabelText(/ÁFA-státusz/)) as HTMLSelectElement;
    const options = () => [...select.options].map((option) => option.textContent ?? '');
    expect(options()).toContain('Alanyi adómentes');
    expect(options()).toContain(
      'Általános szabályok szerint adózó, a projekt áfáját teljes egészében levonhatja',
    );
    expect(options().filter((label) => /^[A-G]$/.test(label.trim()))).toEqual([]);
    expect(options()).toHaveLength(8); // the placeholder and A to G
    await act(async () => {
      await initTestI18n('en');
    });
    const english = (await screen.findByLabelText(/VAT status/)) as HTMLSelectElement;
    expect([...english.options].map((option) => option.textContent)).toContain(
      'Member of a VAT group',
    );
  });

  it('shows amounts the English way in the English interface', async () => {
    await act(async () => {
      await initTestI18n('en');
    });
    render(<LoanClaim />);
    await typeAndLeave('Eligible cost', '2,000,000');
    expect((screen.getByLabelText(/Eligible cost/) as HTMLInputElement).value).toBe(
      'HUF 2,000,000',
    );
  });

  it('answers no required choice in advance: the treasury circle starts with neither yes nor no (issue 20)', async () => {
    render(<LoanClaim />);
    const yes = (await screen.findByRole('radio', { name: 'Igen' })) as HTMLInputElement;
    const no = screen.getByRole('radio', { name: 'Nem' }) as HTMLInputElement;
    expect(yes.checked).toBe(false);
    expect(no.checked).toBe(false);
  });
});
