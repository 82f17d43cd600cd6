/**
 * How values flow between a page and the form engine (issue 17): a page may give its data once
 * and leave what is typed to the form (it hears each change through `onChange`, without keeping
 * it in its state, so a keystroke does not render the page). What is typed must survive any
 * later prop change, and data the page gives anew must still replace it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import type { GeneratedForm } from './generated-form.ts';
import { SchemaFormView, formKey, loadSchemaForm } from './schema-form.tsx';
import deepEquals from './trim/deep-equals.ts';

// Counted, not changed: how often the form compares what it is given.
vi.mock('./trim/deep-equals.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./trim/deep-equals.ts')>();
  return { default: vi.fn(original.default) };
});

let form: GeneratedForm;

beforeAll(async () => {
  await initTestI18n('hu');
  form = await loadSchemaForm(formKey('applicant-base'));
});

afterEach(() => cleanup());

const INITIAL = { shortName: 'Kezdő Kft.' };

/** A page that gives the initial data once; `next` changes another prop or gives new data. */
function Page({ onRender }: { onRender: () => void }) {
  onRender();
  const [data, setData] = useState<Record<string, unknown>>(INITIAL);
  const [disabled, setDisabled] = useState(false);
  const [extra, setExtra] = useState<Record<string, unknown> | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setDisabled((value) => !value)}>
        busy
      </button>
      <button
        type="button"
        onClick={() => setExtra({ shortName: { __errors: ['A szerver szerint hibás.'] } })}
      >
        server errors
      </button>
      <button type="button" onClick={() => setData({ shortName: 'Mentett Kft.' })}>
        saved copy
      </button>
      <SchemaFormView
        schema={form.schema}
        uiSchema={form.uiSchema}
        validateFns={form.validateFns}
        formData={data}
        // Heard, not kept: the page does not render on a keystroke.
        onChange={() => {}}
        disabled={disabled}
        extraErrors={extra as never}
      >
        <button type="submit">Mentés</button>
      </SchemaFormView>
    </>
  );
}

function shortName(): HTMLInputElement {
  return document.getElementById('root_shortName') as HTMLInputElement;
}

async function type(value: string) {
  await act(async () => {
    fireEvent.change(shortName(), { target: { value } });
  });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('a page that leaves the values to the form', () => {
  it('keeps what is typed when another prop changes, and is not rendered by a keystroke', async () => {
    let renders = 0;
    render(<Page onRender={() => renders++} />);
    expect(shortName().value).toBe('Kezdő Kft.');
    const before = renders;
    await type('Balatoni Panzió Kft.');
    expect(renders).toBe(before);
    // The page's busy state while saving, then the server's errors: what was typed stays.
    await click('busy');
    expect(shortName().value).toBe('Balatoni Panzió Kft.');
    await click('busy');
    await type('Balatoni Panzió és Étterem Kft.');
    await click('server errors');
    expect(shortName().value).toBe('Balatoni Panzió és Étterem Kft.');
    expect(screen.getByText('A szerver szerint hibás.')).toBeTruthy();
  });

  it('shows the data the page gives anew in place of what was typed', async () => {
    render(<Page onRender={() => {}} />);
    await type('Gépelt Kft.');
    await click('saved copy');
    expect(shortName().value).toBe('Mentett Kft.');
    // And typing goes on from there, through another prop change.
    await type('Mentett és Gépelt Kft.');
    await click('busy');
    expect(shortName().value).toBe('Mentett és Gépelt Kft.');
  });
});

const ignore = () => {};
const SUBMIT = <button type="submit">Mentés</button>;

/** A page whose draft saves render it again, with the same props for the form. */
function SavingPage() {
  const [saves, setSaves] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setSaves((count) => count + 1)}>
        saved {saves}
      </button>
      <SchemaFormView
        schema={form.schema}
        uiSchema={form.uiSchema}
        validateFns={form.validateFns}
        formData={INITIAL}
        onChange={ignore}
        onSubmit={ignore}
      >
        {SUBMIT}
      </SchemaFormView>
    </>
  );
}

describe('a page that renders again with the same props', () => {
  it('does not make the form compare its props again (a save answered while typing goes on)', async () => {
    render(<SavingPage />);
    await type('Balatoni Panzió Kft.');
    vi.mocked(deepEquals).mockClear();
    await click('saved 0');
    expect(screen.getByRole('button', { name: 'saved 1' })).toBeTruthy();
    expect(deepEquals).not.toHaveBeenCalled();
    expect(shortName().value).toBe('Balatoni Panzió Kft.');
  });
});
