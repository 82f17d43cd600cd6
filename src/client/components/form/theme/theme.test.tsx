/**
 * Theme widgets in the DOM: searchable select fed by a loader, file lists checked while
 * choosing, repeating groups with add/remove/reorder, the lazy date picker, grid sections.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { initTestI18n } from '../../../test/i18n.ts';
import { SchemaFormView, type SchemaFormContext } from '../schema-form.tsx';
import { runtimeValidateFns } from '../test-support/runtime-validate-fns.ts';

beforeAll(async () => {
  await initTestI18n('hu');
});
afterEach(cleanup);

function renderForm(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  props: { formData?: unknown; formContext?: SchemaFormContext; liveValidate?: boolean } = {},
) {
  const onChange = vi.fn();
  render(
    <SchemaFormView
      schema={schema}
      uiSchema={uiSchema}
      validateFns={runtimeValidateFns(schema)}
      formData={props.formData as Record<string, unknown>}
      onChange={onChange}
      formContext={props.formContext}
      liveValidate={props.liveValidate}
    />,
  );
  return onChange;
}

describe('searchable select', () => {
  it('searches through the named loader and stores the chosen object', async () => {
    const loader = vi.fn(async (query: string) =>
      [
        {
          id: 5510,
          label: '55.10 Szállodai szolgáltatás',
          value: { id: 5510, name: 'Szállodai szolgáltatás', code: '55.10' },
        },
      ].filter((o) => o.label.includes(query)),
    );
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        teaor: {
          type: 'object',
          title: 'TEÁOR',
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            code: { type: 'string' },
          },
        },
      },
    };
    const onChange = renderForm(
      schema,
      { teaor: { 'ui:field': 'searchable-select', 'ui:options': { loader: 'teaor' } } },
      { formContext: { optionLoaders: { teaor: loader } } },
    );
    const input = await screen.findByPlaceholderText('Keresés…', {}, { timeout: 5000 });
    await act(async () => {
      input.focus();
    });
    // The list opens (and loads the first options) before the user types.
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await act(async () => {
      fireEvent.change(input, { target: { value: 'Szállo' } });
    });
    await waitFor(() => expect(loader).toHaveBeenCalledWith('Szállo', expect.any(AbortSignal)));
    const option = await screen.findByText('55.10 Szállodai szolgáltatás', {}, { timeout: 3000 });
    await act(async () => {
      fireEvent.click(option);
    });
    expect(onChange).toHaveBeenLastCalledWith({
      teaor: { id: 5510, name: 'Szállodai szolgáltatás', code: '55.10' },
    });
  });
});

describe('file list', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      documents: {
        type: 'array',
        title: 'Dokumentumok',
        'x-rule': 'fileList',
        'x-extensions': ['pdf'],
        'x-maxFileSize': 1024,
      } as RJSFSchema,
    },
  };
  const uiSchema = { documents: { 'ui:field': 'fileList' } };

  it('adds chosen files, uploads them, and reports a wrong type or size at once', async () => {
    const uploadFile = vi.fn(async (file: File) => ({ id: `id-${file.name}` }));
    renderForm(schema, uiSchema, { liveValidate: true, formContext: { uploadFile } });
    const input = screen.getByLabelText(/Dokumentumok/) as HTMLInputElement;
    const files = [
      new File(['x'], 'kerelem.PDF', { type: 'application/pdf' }),
      new File(['x'.repeat(2048)], 'kep.png', { type: 'image/png' }),
    ];
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(2));
    expect(screen.getByText('kerelem.PDF')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('Nem engedélyezett fájltípus. Engedélyezett kiterjesztések: pdf.'),
      ).toBeTruthy(),
    );
    expect(screen.getByText('A fájl mérete legfeljebb 0 MB lehet.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'kep.png eltávolítása' }));
    });
    expect(screen.queryByText('kep.png')).toBeNull();
  });
});

describe('repeating groups', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      owners: {
        type: 'array',
        title: 'Tulajdonosok',
        items: { type: 'object', properties: { name: { type: 'string', title: 'Név' } } },
      },
    },
  };

  it('add, reorder and remove items', async () => {
    const onChange = renderForm(
      schema,
      {},
      { formData: { owners: [{ name: 'Kiss Anna' }, { name: 'Nagy Béla' }] } },
    );
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Mozgatás lefelé' })[0]!);
    });
    expect(onChange).toHaveBeenLastCalledWith({
      owners: [{ name: 'Nagy Béla' }, { name: 'Kiss Anna' }],
    });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Eltávolítás' })[0]!);
    });
    expect(onChange).toHaveBeenLastCalledWith({ owners: [{ name: 'Kiss Anna' }] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Új elem' }));
    });
    expect(onChange.mock.lastCall?.[0].owners).toHaveLength(2);
  });
});

describe('layout and dates', () => {
  it('lays sections out on the grid of ui:options and loads the date picker on demand', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        company: {
          type: 'object',
          title: 'Cégadatok',
          properties: {
            name: { type: 'string', title: 'Név' },
            shortName: { type: 'string', title: 'Rövid név' },
            founded: { type: 'string', format: 'date', title: 'Alapítás' },
          },
        },
      },
    };
    renderForm(
      schema,
      { company: { 'ui:options': { grid: [['name', 'shortName'], ['founded']] } } },
      { formData: { company: { founded: '2020-05-04' } } },
    );
    expect(screen.getByRole('heading', { name: 'Cégadatok' })).toBeTruthy();
    const rows = document.querySelectorAll('.schema-form-section .schema-form-row');
    expect(rows).toHaveLength(2);
    expect((rows[0] as HTMLElement).style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    await waitFor(
      () => expect((screen.getByLabelText('Alapítás') as HTMLInputElement).disabled).toBe(false),
      { timeout: 5000 },
    );
    expect((screen.getByLabelText('Alapítás') as HTMLInputElement).value).toBe('2020-05-04');
  });
});
