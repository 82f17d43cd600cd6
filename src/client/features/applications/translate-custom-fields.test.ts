import { describe, expect, it } from 'vitest';
import schema from '../../../../schemas/calls/vendeglatas-modernizacio-2026/custom-fields.schema.json' with { type: 'json' };
import en from '../../../../schemas/calls/vendeglatas-modernizacio-2026/texts.en.json' with { type: 'json' };
import { translateCustomFieldSchema } from './support-content-page.tsx';
import type { CallTexts } from './api/types.ts';

describe('custom-field schema in English', () => {
  it('takes group and field titles, notes and option labels from texts.en.json, keeping the rules', () => {
    const translated = translateCustomFieldSchema(
      schema as never,
      en as unknown as CallTexts,
    ) as any;
    expect(translated.properties.egyseg.title).toBe('The catering unit');
    expect(translated.properties.egyseg.properties.ferohelyek).toMatchObject({
      title: 'Number of seats',
      minimum: 1,
      maximum: 2000,
    });
    expect(translated.properties.egyseg.properties.uzletTipus.oneOf[0]).toEqual({
      const: 'ETTEREM',
      title: 'Restaurant',
    });
    expect(translated.properties.modernizacio.properties.helyiAlapanyagArany.description).toMatch(
      /first full year/,
    );
    expect(translated.properties.egyseg.required).toEqual(schema.properties.egyseg.required);
  });
});
