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
    // Busy: the field stays focusable and keeps its value, and takes no input.
    expect(field().disabled).toBe(false);
    expect(field().value).toBe('Balaton');
    await type('elírás');
    expect(field().value).toBe('Balaton');
    expect(screen.getByRole('status').textContent).toBe('Balaton');
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

/** The sign-in page's shape: a submit makes the form busy, then fails with a message. */
function SignIn({ attempt }: { attempt: () => Promise<void> }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function signIn() {
    setBusy(true);
    try {
      await attempt();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <SchemaForm
        formId="login"
        formData={data}
        onChange={setData}
        onSubmit={signIn}
        disabled={busy}
      >
        <button type="submit">Belépés</button>
      </SchemaForm>
      {failed ? <div role="alert">Sikertelen belépés</div> : null}
    </>
  );
}

describe('busy (issue 20: no keyboard trap)', () => {
  it('keeps the focus on the field Enter was pressed in, through busy, to the failure', async () => {
    const answer: { reject?: (reason: Error) => void } = {};
    const attempt = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          answer.reject = reject;
        }),
    );
    render(<SignIn attempt={attempt} />);
    const email = (await screen.findByLabelText(/E-mail-cím/)) as HTMLInputElement;
    const password = screen.getByLabelText(/Jelszó/) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(email, { target: { value: 'kiss.anna@example.hu' } });
      fireEvent.change(password, { target: { value: 'rossz-jelszo' } });
    });
    password.focus();
    // Enter in a field submits its form.
    await act(async () => {
      fireEvent.submit(password.form!);
    });
    expect(attempt).toHaveBeenCalledTimes(1);
    // Busy: a disabled field could not hold the focus (it falls to <body> in a browser).
    expect(password.disabled).toBe(false);
    expect(email.disabled).toBe(false);
    expect(document.activeElement).toBe(password);
    expect(password.closest('[aria-busy="true"]')).not.toBeNull();
    // Nothing typed or submitted while busy gets through.
    await act(async () => {
      fireEvent.change(password, { target: { value: 'masik' } });
      fireEvent.submit(password.form!);
    });
    expect(password.value).toBe('rossz-jelszo');
    expect(attempt).toHaveBeenCalledTimes(1);
    await act(async () => answer.reject?.(new Error('401')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(password.closest('[aria-busy="true"]')).toBeNull();
    await act(async () => {
      fireEvent.change(password, { target: { value: 'jo-jelszo' } });
    });
    expect(password.value).toBe('jo-jelszo');
  });
});

describe('messages of the fields reached (issue 20, item 2)', () => {
  const required = 'A mező kitöltése kötelező.';

  it('leaving a field shows its message only, not those of fields further down', async () => {
    render(<SchemaForm formId="registration" liveValidate="onBlur" onChange={() => undefined} />);
    const name = await screen.findByLabelText(/A támogatást igénylő neve/);
    await act(async () => {
      fireEvent.focus(name);
      fireEvent.blur(name);
    });
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(1));
    expect(document.getElementById('root_name')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('root_email')?.getAttribute('aria-invalid')).toBe('false');
    // A changed field is reached too.
    const email = screen.getByLabelText(/E-mail-cím/);
    await act(async () => {
      fireEvent.change(email, { target: { value: 'nem-email' } });
      fireEvent.blur(email);
    });
    await waitFor(() => expect(screen.getByText('Érvénytelen e-mail-cím.')).toBeTruthy());
    expect(screen.getAllByText(required)).toHaveLength(1);
    // After a submit attempt every field says what is missing.
    await submit();
    expect(screen.getAllByText(required).length).toBeGreaterThan(3);
  });

  it('a message shows from the first keystroke with liveValidate', async () => {
    render(<SchemaForm formId="forgotten-password" liveValidate onChange={() => undefined} />);
    const email = await screen.findByLabelText(/E-mail-cím/);
    await act(async () => {
      fireEvent.change(email, { target: { value: 'k' } });
    });
    await waitFor(() => expect(screen.getByText('Érvénytelen e-mail-cím.')).toBeTruthy());
    // The human check, not reached yet, says nothing.
    expect(screen.queryByText(required)).toBeNull();
  });
});

describe('radio buttons (issue 20, item 3)', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['kind', 'name'],
    properties: {
      kind: { type: 'string', title: 'Fajta', enum: ['a', 'b'] },
      name: { type: 'string', title: 'Név' },
    },
  };
  const uiSchema = { kind: { 'ui:widget': 'radio' } };

  it('report leaving the group (not moving between options) as a blur', async () => {
    render(
      <SchemaFormView
        schema={schema}
        uiSchema={uiSchema}
        validateFns={runtimeValidateFns(schema)}
        liveValidate="onBlur"
        onChange={() => undefined}
      />,
    );
    const [first, second] = screen.getAllByRole('radio') as HTMLInputElement[];
    await act(async () => {
      fireEvent.focus(first!);
      fireEvent.blur(first!, { relatedTarget: second });
      fireEvent.focus(second!, { relatedTarget: first });
    });
    expect(screen.queryByText('A mező kitöltése kötelező.')).toBeNull();
    await act(async () => {
      fireEvent.blur(second!, { relatedTarget: screen.getByRole('textbox') });
    });
    await waitFor(() => expect(screen.getAllByText('A mező kitöltése kötelező.')).toHaveLength(1));
    expect(document.getElementById('root_kind')?.getAttribute('aria-invalid')).toBe('true');
  });
});
