import { describe, expect, it } from 'vitest';
import schema from '../../../../schemas/calls/vendeglatas-modernizacio-2026/custom-fields.schema.json' with { type: 'json' };
import ui from '../../../../schemas/calls/vendeglatas-modernizacio-2026/custom-fields.ui.json' with { type: 'json' };
import en from '../../../../schemas/calls/vendeglatas-modernizacio-2026/texts.en.json' with { type: 'json' };
import { translateCustomFieldUi } from '../../application/custom-field-texts.ts';
import type { CallTexts } from '../../application/api/types.ts';

describe('custom-field form in English', () => {
  it('lays titles, notes and option labels of texts.en.json over the UI schema, keeping its widgets', () => {
    const translated = translateCustomFieldUi(
      schema as never,
      ui as never,
      en as unknown as CallTexts,
    ) as any;
    expect(translated['ui:title']).toBe(en.name);
    expect(translated['ui:order']).toEqual(ui['ui:order']);
    expect(translated.egyseg['ui:title']).toBe('The catering unit');
    expect(translated.egyseg.ferohelyek).toMatchObject({
      'ui:title': 'Number of seats',
      'ui:widget': ui.egyseg.ferohelyek['ui:widget'],
    });
    expect(translated.egyseg.uzletTipus.oneOf[0]).toEqual({ 'ui:title': 'Restaurant' });
    expect(translated.modernizacio.helyiAlapanyagArany['ui:description']).toMatch(
      /first full year/,
    );
  });
});
