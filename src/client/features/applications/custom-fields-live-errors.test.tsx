/**
 * The call's custom fields show their errors while the user works, not only after "Mentés": a
 * changed field that is left is checked at once, a regexp failure with the call's own message
 * (texts.hu.json / texts.en.json), other limits with the catalogue's.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../schemas/calls/szallashely-fejlesztesi-hitel-2026/texts.en.json' with { type: 'json' };
import hu from '../../../../schemas/calls/szallashely-fejlesztesi-hitel-2026/texts.hu.json' with { type: 'json' };
import { SchemaFormView, loadSchemaForm } from '../../components/form/index.ts';
import type { GeneratedForm } from '../../components/form/generated-form.ts';
import { initTestI18n } from '../../test/i18n.ts';
import type { CallTexts } from '../../application/api/types.ts';
import { patternMessagesOf, translateCustomFieldUi } from '../../application/custom-field-texts.ts';

const KEY = 'calls/szallashely-fejlesztesi-hitel-2026/custom-fields';
const texts = { hu, en } as unknown as Record<'hu' | 'en', CallTexts>;
let form: GeneratedForm;

beforeAll(async () => {
  await initTestI18n('hu');
  form = await loadSchemaForm(KEY);
});

afterEach(async () => {
  cleanup();
  await initTestI18n('hu');
});

/** The form as /application/supportContent renders it (without the saving around it). */
function CustomFields({ language }: { language: 'hu' | 'en' }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const uiSchema = useMemo(
    () =>
      language === 'en'
        ? translateCustomFieldUi(
            form.schema as Record<string, unknown>,
            form.uiSchema as Record<string, unknown>,
            texts.en,
          )
        : form.uiSchema,
    [language],
  );
  return (
    <SchemaFormView
      schema={form.schema}
      uiSchema={uiSchema}
      validateFns={form.validateFns}
      liveValidate="onBlur"
      patternMessages={patternMessagesOf(texts[language])}
      formData={values}
      onChange={setValues}
    />
  );
}

async function typeAndLeave(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  });
  await act(async () => {
    fireEvent.blur(input);
  });
}

describe('custom fields: live errors', () => {
  it("shows the call's Hungarian regexp message when a changed field is left", async () => {
    render(<CustomFields language="hu" />);
    expect(screen.queryByText(hu.fields['szallashely.ntakRegisztraciosSzam'].patternMessage)).toBe(
      null,
    );
    await typeAndLeave(/NTAK regisztrációs szám/, 'ma12345678');
    await waitFor(() =>
      expect(
        screen.getByText(hu.fields['szallashely.ntakRegisztraciosSzam'].patternMessage),
      ).toBeTruthy(),
    );
    // Corrected, the message goes.
    await typeAndLeave(/NTAK regisztrációs szám/, 'MA12345678');
    await waitFor(() =>
      expect(
        screen.queryByText(hu.fields['szallashely.ntakRegisztraciosSzam'].patternMessage),
      ).toBe(null),
    );
  });

  it("shows the call's English regexp message in English", async () => {
    await initTestI18n('en');
    render(<CustomFields language="en" />);
    expect(
      screen.getByLabelText(new RegExp(en.fields['szallashely.szobakSzamaJelenleg'].title)),
    ).toBeTruthy();
    expect(screen.getByLabelText('Guesthouse')).toBeTruthy();
    await typeAndLeave(/NTAK registration number/, 'XX-1234567');
    await waitFor(() =>
      expect(
        screen.getByText(en.fields['szallashely.ntakRegisztraciosSzam'].patternMessage),
      ).toBeTruthy(),
    );
  });

  it('shows other limits of a field live with the catalogue message', async () => {
    render(<CustomFields language="hu" />);
    await typeAndLeave(/Szobák száma jelenleg/, '5000');
    await waitFor(() => expect(screen.getByText('Az érték legfeljebb 2000 lehet.')).toBeTruthy());
  });
});
