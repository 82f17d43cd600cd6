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
import { loadFormParts } from './deferred.ts';

beforeAll(async () => {
  await initTestI18n('hu');
});
afterEach(cleanup);

function renderForm(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  props: {
    formData?: unknown;
    formContext?: SchemaFormContext;
    liveValidate?: boolean | 'onBlur';
    onSubmit?: (data: Record<string, unknown>) => void;
  } = {},
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
      onSubmit={props.onSubmit}
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
    // The suggest widget is a lazy chunk (see dateInput).
    const input = await screen.findByPlaceholderText('Keresés…', {}, { timeout: 20_000 });
    await act(async () => {
      input.focus();
    });
    // Focus alone (tabbing through the form) does not open the list; a key press does.
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
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

describe('searchable select by keyboard (issue 20, item 2)', () => {
  const businessForms = [
    { id: 113, label: 'Korlátolt felelősségű társaság', value: { id: 113 } },
    { id: 117, label: 'Betéti társaság', value: { id: 117 } },
  ];
  const schema: RJSFSchema = {
    type: 'object',
    properties: { businessForm: { type: 'integer', title: 'Gazdálkodási forma', minimum: 1 } },
  };
  const uiSchema = {
    businessForm: { 'ui:widget': 'searchable-select', 'ui:options': { loader: 'businessForms' } },
  };
  const formContext: SchemaFormContext = {
    optionLoaders: {
      businessForms: async (query) =>
        businessForms.filter((item) => item.label.toLowerCase().includes(query.toLowerCase())),
    },
    optionLookups: {
      businessForms: async (id) => businessForms.find((item) => item.id === id) ?? null,
    },
  };

  it('shows a stored id by its label, never the bare id', async () => {
    renderForm(schema, uiSchema, { formData: { businessForm: 113 }, formContext });
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveProperty('value', 'Korlátolt felelősségű társaság'));
    expect(screen.queryByDisplayValue('113')).toBeNull();
  });

  it('chooses the highlighted option on Enter without submitting, and keeps the focus', async () => {
    const onSubmit = vi.fn();
    const onChange = renderForm(schema, uiSchema, {
      formData: { businessForm: 113 },
      formContext,
      onSubmit,
    });
    const input = (await screen.findByRole('combobox')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Korlátolt felelősségű társaság'));
    await act(async () => {
      input.focus();
      fireEvent.keyDown(input, { key: 'B' });
      fireEvent.change(input, { target: { value: 'Bet' } });
    });
    await screen.findByText('Betéti társaság');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    // The highlighted option (Blueprint marks it active).
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Betéti társaság' }).firstElementChild?.className,
      ).toMatch(/bp6-active/),
    );
    let notPrevented = true;
    await act(async () => {
      // A keydown whose default is not prevented would submit the form (implicit submission).
      notPrevented = fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.keyUp(input, { key: 'Enter' });
    });
    expect(notPrevented).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith({ businessForm: 117 });
    await waitFor(() => expect(input.value).toBe('Betéti társaság'));
    await waitFor(() => expect(document.activeElement).toBe(input));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(input);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('amounts kept as decimal strings (issue 20, item 7)', () => {
  const schema = {
    type: 'object',
    required: ['netRevenue'],
    properties: {
      netRevenue: { type: 'string', title: 'Nettó árbevétel', 'x-rule': 'requiredValueString' },
      operatingResult: {
        type: 'string',
        title: 'Üzemi eredmény',
        'x-rule': 'requiredYearlyDataValueString',
      },
    },
  } as RJSFSchema;
  const uiSchema = {
    netRevenue: { 'ui:widget': 'amount' },
    operatingResult: { 'ui:widget': 'amount', 'ui:options': { allowNegative: true } },
  };
  beforeAll(async () => {
    await loadFormParts(schema, uiSchema);
  });

  it('accepts "125 000 000" as the portal shows it and stores plain digits', async () => {
    const onChange = renderForm(schema, uiSchema, { liveValidate: true });
    const input = (await screen.findByLabelText(/Nettó árbevétel/)) as HTMLInputElement;
    await act(async () => {
      input.focus();
      fireEvent.change(input, { target: { value: '125 000 000' } });
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ netRevenue: '125000000' }));
    expect(input.value).toBe('125 000 000');
    await act(async () => {
      input.blur();
    });
    expect(input.value).toBe('125 000 000 Ft');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('shows a stored decimal string grouped, and takes a minus only where allowed', async () => {
    const onChange = renderForm(schema, uiSchema, {
      formData: { netRevenue: '300000000', operatingResult: '-1500000' },
    });
    expect(((await screen.findByLabelText(/Nettó árbevétel/)) as HTMLInputElement).value).toBe(
      '300 000 000 Ft',
    );
    expect((screen.getByLabelText(/Üzemi eredmény/) as HTMLInputElement).value).toBe(
      '-1 500 000 Ft',
    );
    const revenue = screen.getByLabelText(/Nettó árbevétel/) as HTMLInputElement;
    await act(async () => {
      revenue.focus();
      fireEvent.change(revenue, { target: { value: '-5' } });
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ netRevenue: '5' }));
  });
});

describe('required choices (issue 20, item 8)', () => {
  it('start with nothing chosen, not the first option of a oneOf', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['szallashelyTipus'],
      properties: {
        szallashelyTipus: {
          type: 'string',
          title: 'A szálláshely típusa',
          oneOf: [
            { const: 'SZALLODA', title: 'Szálloda' },
            { const: 'PANZIO', title: 'Panzió' },
          ],
        },
      },
    };
    const onChange = renderForm(schema, { szallashelyTipus: { 'ui:widget': 'radio' } });
    const hotel = (await screen.findByLabelText('Szálloda')) as HTMLInputElement;
    expect(hotel.checked).toBe(false);
    expect((screen.getByLabelText('Panzió') as HTMLInputElement).checked).toBe(false);
    expect(onChange).not.toHaveBeenCalledWith({ szallashelyTipus: 'SZALLODA' });
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

/** The open date picker's calendar, if any. */
const calendar = () => document.querySelector('.bp6-datepicker');

async function dateInput(): Promise<HTMLInputElement> {
  const input = (await screen.findByLabelText(/Alapítás/)) as HTMLInputElement;
  // The date picker is a lazy chunk: on a loaded CI machine its first import took over 5 s.
  await waitFor(() => expect(input.disabled).toBe(false), { timeout: 20_000 });
  return input;
}

/** The date field, focused, with its calendar open. */
async function focusedInput(): Promise<HTMLInputElement> {
  const input = await dateInput();
  await act(async () => input.focus());
  await waitFor(() => expect(calendar()).not.toBeNull());
  return input;
}

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
    // Shown the way the portal writes dates in Hungarian.
    expect((screen.getByLabelText('Alapítás') as HTMLInputElement).value).toBe('2020. 05. 04.');
  });

  describe('typed dates (issue 20, item 6)', () => {
    const schema = {
      type: 'object',
      required: ['establishment'],
      properties: {
        establishment: { type: 'string', title: 'Alapítás', 'x-rule': 'requiredPastDate' },
      },
    } as RJSFSchema;
    const uiSchema = { establishment: { 'ui:widget': 'date' } };

    it('takes the Hungarian "2020.05.01" as a date, with a Hungarian placeholder', async () => {
      const onChange = renderForm(schema, uiSchema, { liveValidate: true });
      const input = await dateInput();
      expect(input.placeholder).toBe('ÉÉÉÉ. HH. NN.');
      await act(async () => {
        input.focus();
        fireEvent.change(input, { target: { value: '2020.05.01' } });
      });
      expect(onChange).toHaveBeenLastCalledWith({ establishment: '2020-05-01' });
    });

    it('says "invalid date", not "required", for text that is no date', async () => {
      const onChange = renderForm(schema, uiSchema, { liveValidate: true });
      const input = await dateInput();
      await act(async () => {
        input.focus();
        fireEvent.change(input, { target: { value: '2020.13.45' } });
      });
      expect(onChange).toHaveBeenLastCalledWith({ establishment: '2020.13.45' });
      await screen.findByText(/Érvénytelen dátum/);
      expect(screen.queryByText('A mező kitöltése kötelező.')).toBeNull();
    });

    describe('by keyboard (issue 20): a combobox like the other fields', () => {
      const twoDates = {
        type: 'object',
        properties: {
          establishment: { type: 'string', title: 'Alapítás' },
          end: { type: 'string', title: 'Befejezés' },
        },
      } as RJSFSchema;
      const twoDateUi = {
        establishment: { 'ui:widget': 'date' },
        end: { 'ui:widget': 'date' },
      };

      it('lets Tab go on to the next field instead of into the calendar, which closes', async () => {
        renderForm(twoDates, twoDateUi);
        const input = await focusedInput();
        let notPrevented = true;
        await act(async () => {
          notPrevented = fireEvent.keyDown(input, { key: 'Tab' });
        });
        // The browser's own Tab moves on: Blueprint neither takes the focus nor stops the key.
        expect(notPrevented).toBe(true);
        expect(document.activeElement).toBe(input);
        await waitFor(() => expect(calendar()).toBeNull());
      });

      it('closes the calendar on Escape and keeps the focus on the field', async () => {
        renderForm(twoDates, twoDateUi);
        const input = await focusedInput();
        await act(async () => {
          fireEvent.keyDown(input, { key: 'Escape' });
        });
        expect(document.activeElement).toBe(input);
        await waitFor(() => expect(calendar()).toBeNull());
        // Focused again, it opens again.
        await act(async () => {
          input.blur();
          input.focus();
        });
        await waitFor(() => expect(calendar()).not.toBeNull());
      });

      it('opens the calendar on ArrowDown with the focus in it; Escape there returns to the field', async () => {
        renderForm(twoDates, twoDateUi, { formData: { establishment: '2020-05-04' } });
        const input = await focusedInput();
        await act(async () => {
          fireEvent.keyDown(input, { key: 'Escape' });
        });
        await waitFor(() => expect(calendar()).toBeNull());
        await act(async () => {
          fireEvent.keyDown(input, { key: 'ArrowDown' });
        });
        await waitFor(() => expect(calendar()?.contains(document.activeElement)).toBe(true));
        await act(async () => {
          fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
        });
        expect(document.activeElement).toBe(input);
        await waitFor(() => expect(calendar()).toBeNull());
      });

      it('takes a typed date on Enter without submitting the form', async () => {
        const onSubmit = vi.fn();
        const onChange = renderForm(twoDates, twoDateUi, { onSubmit });
        const input = await focusedInput();
        await act(async () => {
          fireEvent.change(input, { target: { value: '2027.03.01' } });
        });
        let notPrevented = true;
        await act(async () => {
          notPrevented = fireEvent.keyDown(input, { key: 'Enter' });
        });
        expect(notPrevented).toBe(false);
        expect(onChange).toHaveBeenLastCalledWith({ establishment: '2027-03-01' });
        expect(onSubmit).not.toHaveBeenCalled();
        expect(document.activeElement).toBe(input);
      });
    });

    it('refuses an establishment date in the future', async () => {
      renderForm(schema, uiSchema, { liveValidate: true });
      const input = await dateInput();
      await act(async () => {
        input.focus();
        fireEvent.change(input, { target: { value: '2031.05.01' } });
      });
      await screen.findByText('Jövőbeli dátum nem adható meg.');
    });
  });
});

describe('messages and a pointer press (issue 20: the first click after a field was swallowed)', () => {
  const schema = {
    type: 'object',
    required: ['first', 'second'],
    properties: {
      first: { type: 'string', title: 'Első' },
      second: { type: 'string', title: 'Második' },
    },
  } as RJSFSchema;

  it('shows the message of a field left by a press only once the press has ended', async () => {
    renderForm(schema, {}, { liveValidate: 'onBlur' });
    const first = screen.getByLabelText(/Első/);
    const second = screen.getByLabelText(/Második/);
    await act(async () => first.focus());
    // A press on the next field leaves the first: were its message shown now, it would move the
    // pressed field before the release, and the click would land on neither.
    await act(async () => {
      fireEvent.pointerDown(second);
      fireEvent.focusOut(first, { relatedTarget: second });
    });
    expect(screen.queryAllByText('A mező kitöltése kötelező.')).toHaveLength(0);
    await act(async () => {
      fireEvent.pointerUp(second);
      fireEvent.click(second);
    });
    await waitFor(() =>
      expect(screen.queryAllByText('A mező kitöltése kötelező.').length).toBeGreaterThan(0),
    );
  });
});
