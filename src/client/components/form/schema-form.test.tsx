/**
 * The form engine in the DOM: translated errors in both languages, the error summary that
 * focuses the field it names, Hungarian amounts, and the precompiled validators in use.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { initTestI18n } from '../../test/i18n.ts';
import {
  SchemaForm,
  SchemaFormView,
  fieldErrorsToErrorSchema,
  formKey,
  loadSchemaForm,
} from './schema-form.tsx';
import { loadFormParts, loadThemeExtras } from './theme/deferred.ts';
import { runtimeValidateFns } from './test-support/runtime-validate-fns.ts';

beforeAll(async () => {
  await initTestI18n('hu');
  // Load the generated modules up front: the first dynamic import compiles them, which may
  // outlast findBy's default wait on a busy machine.
  await Promise.all(
    ['registration', 'set-password', 'forgotten-password', 'login'].map((id) =>
      loadSchemaForm(formKey(id)),
    ),
  );
});

afterEach(async () => {
  cleanup();
  await initTestI18n('hu');
});

async function submit() {
  const button = await screen.findByRole('button', { name: /Regisztráció|Register|Mentés|Save/ });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('<SchemaForm>', () => {
  it('shows translated errors in Hungarian', async () => {
    render(<SchemaForm formId="registration" />);
    await submit();
    expect(screen.getAllByText('A mező kitöltése kötelező.').length).toBeGreaterThan(0);
    expect(screen.getByText('Kérjük, javítsa a következő hibákat:')).toBeTruthy();
    // Top to bottom, as ui:order lays the fields out.
    const links = [...document.querySelectorAll('.schema-form-error-summary a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([
      '#root_name',
      '#root_email',
      '#root_taxNumber',
      '#root_applicantType',
      '#root_termsAccepted',
      '#root_recaptcha',
    ]);
    expect(screen.getByLabelText(/A támogatást igénylő neve/)).toBeTruthy();
  });

  it('shows translated errors in English, and follows a language switch', async () => {
    render(
      <SchemaForm
        formId="registration"
        formData={{ name: 'Kiss Anna', email: 'nem-email', taxNumber: '123' }}
      />,
    );
    await submit();
    expect(screen.getAllByText('Érvénytelen e-mail-cím.').length).toBeGreaterThan(0);
    await act(async () => {
      await initTestI18n('en');
    });
    expect(screen.getAllByText('Invalid e-mail address.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tax number format: 12345678-1-12.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
  });

  it('focuses the summary after a failed submit, and each summary link focuses its field', async () => {
    render(<SchemaForm formId="registration" formData={{ name: 'Kiss Anna' }} />);
    await submit();
    const summary = document.querySelector('.schema-form-error-summary');
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole('link', { name: /Adószám/ });
    expect(link.getAttribute('href')).toBe('#root_taxNumber');
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe('root_taxNumber');
  });

  it('submits valid data only', async () => {
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        formId="set-password"
        formData={{ password: 'Jelszo-2026', passwordAgain: 'Jelszo-2027' }}
        onSubmit={onSubmit}
      />,
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Jelszó mentése' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('A két jelszó nem egyezik.').length).toBeGreaterThan(0);
  });

  it('validates while typing with liveValidate', async () => {
    render(<SchemaForm formId="forgotten-password" liveValidate onChange={() => undefined} />);
    const email = await screen.findByLabelText(/E-mail-cím/);
    await act(async () => {
      fireEvent.change(email, { target: { value: 'kiss.anna@' } });
    });
    await waitFor(() => expect(screen.getByText('Érvénytelen e-mail-cím.')).toBeTruthy());
  });

  it('shows server field errors next to their fields', async () => {
    render(
      <SchemaForm
        formId="login"
        extraErrors={fieldErrorsToErrorSchema([
          { path: 'email', messageKey: 'invalidEmailFormat', params: {} },
        ])}
      />,
    );
    await waitFor(() => expect(screen.getByText('Érvénytelen e-mail-cím.')).toBeTruthy());
  });
});

describe('amounts', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      amount: { type: 'integer', title: 'Összeg', maximum: 10_000_000_000, multipleOf: 1 },
    },
  };
  const uiSchema = { amount: { 'ui:widget': 'amount' } };
  const validateFns = runtimeValidateFns(schema);
  // The amount widget is in the theme's extras chunk, which loadSchemaForm brings with the forms
  // that need it; SchemaFormView rendered directly finds it loaded here.
  beforeAll(() => loadThemeExtras());

  it('display as `1 234 567 Ft`', () => {
    render(
      <SchemaFormView
        schema={schema}
        uiSchema={uiSchema}
        validateFns={validateFns}
        formData={{ amount: 1234567 }}
      />,
    );
    expect((screen.getByLabelText('Összeg') as HTMLInputElement).value).toBe('1 234 567 Ft');
  });

  it('are grouped while typing and stored as numbers', async () => {
    const onChange = vi.fn();
    render(
      <SchemaFormView
        schema={schema}
        uiSchema={uiSchema}
        validateFns={validateFns}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Összeg') as HTMLInputElement;
    await act(async () => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '1234567' } });
    });
    expect(input.value).toBe('1 234 567');
    expect(onChange).toHaveBeenLastCalledWith({ amount: 1234567 });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(input.value).toBe('1 234 567 Ft');
  });
});

const field = () => screen.getByLabelText('Név') as HTMLInputElement;
const type = async (value: string) =>
  act(async () => {
    fireEvent.change(field(), { target: { value } });
  });

describe('controlled data', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: { name: { type: 'string', title: 'Név', maxLength: 20 } },
  };
  const validateFns = runtimeValidateFns(schema);

  /** A parent storing every change, which can also replace the data and toggle `disabled`. */
  function Parent({ transform = (value: string) => value }: { transform?: (v: string) => string }) {
    const [data, setData] = useState<{ name?: string }>({});
    const [disabled, setDisabled] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setDisabled((value) => !value)}>
          toggle
        </button>
        <button type="button" onClick={() => setData({ name: 'Új adat' })}>
          replace
        </button>
        <SchemaFormView<{ name?: string }>
          schema={schema}
          validateFns={validateFns}
          formData={data}
          onChange={(next) => setData({ name: next.name && transform(next.name) })}
          disabled={disabled}
          liveValidate
        />
        <output>{data.name}</output>
      </>
    );
  }

  it('keeps what was typed when another prop changes, and takes data the parent replaces', async () => {
    render(<Parent />);
    await type('Balaton');
    expect(field().value).toBe('Balaton');
    expect(screen.getByRole('status').textContent).toBe('Balaton');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(field().disabled).toBe(true);
    expect(field().value).toBe('Balaton');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await type('Balaton-felvidék');
    expect(field().value).toBe('Balaton-felvidék');
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(field().value).toBe('Új adat');
    await type('Tihany');
    expect(screen.getByRole('status').textContent).toBe('Tihany');
  });

  it('shows the data as the parent changed it, not as it was typed', async () => {
    render(<Parent transform={(value) => value.toUpperCase()} />);
    await type('siófok');
    expect(screen.getByRole('status').textContent).toBe('SIÓFOK');
    expect(field().value).toBe('SIÓFOK');
  });
});

describe('lazily loaded widgets', () => {
  it('render at once, without a stand-in, when loaded with the form (loadFormParts)', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        founded: { type: 'string', title: 'Alapítás', format: 'date' },
        kind: { type: 'string', title: 'Fajta', enum: ['a', 'b'] },
      },
    };
    await loadFormParts(schema, {});
    render(
      <SchemaFormView
        schema={schema}
        validateFns={runtimeValidateFns(schema)}
        formData={{ founded: '2020-05-04', kind: 'a' }}
      />,
    );
    const date = screen.getByLabelText('Alapítás') as HTMLInputElement;
    expect(date.disabled).toBe(false);
    expect(date.value).toBe('2020. 05. 04.');
    expect((screen.getByLabelText('Fajta') as HTMLSelectElement).disabled).toBe(false);
  });
});
