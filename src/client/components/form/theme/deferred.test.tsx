import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { needsThemeExtras } from './deferred.ts';

const FORMS = path.resolve(import.meta.dirname, '../../../../../schemas/forms');
const CALLS = path.resolve(import.meta.dirname, '../../../../../schemas/calls');
/** The forms of the public pages: the bundle budget counts them without the extras chunk. */
const SIGN_IN_FORMS = ['login', 'two-factor', 'registration', 'set-password', 'forgotten-password'];

function readForm(dir: string, base: string): [unknown, unknown] {
  const read = (suffix: string) =>
    JSON.parse(readFileSync(path.join(dir, `${base}.${suffix}.json`), 'utf8')) as unknown;
  return [read('schema'), read('ui')];
}

describe('the theme extras chunk', () => {
  it.each(SIGN_IN_FORMS)('the sign-in form %s needs none of it', (formId) => {
    expect(needsThemeExtras(...readForm(path.join(FORMS, formId), formId))).toBe(false);
  });

  it('the master-data forms and every call custom-field form need it', () => {
    expect(
      needsThemeExtras(...readForm(path.join(FORMS, 'applicant-base'), 'applicant-base')),
    ).toBe(true);
    const calls = readdirSync(CALLS, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls)
      expect(needsThemeExtras(...readForm(path.join(CALLS, call.name), 'custom-fields'))).toBe(
        true,
      );
  });

  it.each([
    [{ type: 'array', items: { type: 'string' } }, {}],
    [{ type: 'string', enum: ['a', 'b'] }, {}],
    [{ type: 'object', properties: { a: { type: 'string', oneOf: [{ const: 'a' }] } } }, {}],
    [{ type: 'string' }, { 'ui:widget': 'textarea' }],
    [{ type: 'number' }, { 'ui:widget': 'amount' }],
    [{ type: 'object' }, { teaor: { 'ui:field': 'searchable-select' } }],
  ])('is needed for %j with %j', (schema, uiSchema) => {
    expect(needsThemeExtras(schema, uiSchema)).toBe(true);
  });

  it('is not needed for text, password, e-mail, checkbox, captcha, date and radio fields', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'boolean' },
        c: { type: 'string' },
        d: { type: 'string', enum: ['x', 'y'] },
      },
    };
    const uiSchema = {
      a: { 'ui:widget': 'password' },
      c: { 'ui:widget': 'captcha' },
      d: { 'ui:widget': 'radio' },
    };
    expect(needsThemeExtras(schema, uiSchema)).toBe(false);
  });

  it('a deferred part shows its stand-in until the chunk is in', async () => {
    vi.resetModules();
    const fresh = await import('./deferred.ts');
    const Select = fresh.deferred<{ id: string }>('SelectWidget', ({ id }) => (
      <span>stand-in {id}</span>
    ));
    const { unmount } = render(<Select id="x" />);
    expect(screen.getByText('stand-in x')).toBeTruthy();
    unmount();
    const module = await fresh.loadThemeExtras();
    expect(module.SelectWidget).toBeDefined();
    expect(fresh.loadThemeExtras()).toBe(fresh.loadThemeExtras());
  });
});
