import { describe, expect, it } from 'vitest';
import { applicantFromPayload } from '../../../shared/mappers/applicant.ts';
import { fromBaseFormData, toBaseFormData } from './base-data-page.tsx';
import { withoutEmpty } from './components/without-empty.ts';

const lists = {
  businessForms: [{ id: 113, megnevezes: 'Korlátolt felelősségű társaság' }],
  teaors: [{ id: 7, megnevezes: 'Szállodai szolgáltatás', kod: '55.10', versio: '2008' as const }],
};

describe('base-data form data', () => {
  it('shows "nothing picked" and no empty strings for a fresh applicant', () => {
    const data = toBaseFormData(applicantFromPayload({ id: 1, nev: 'Példa Kft.', verzio: 2 }));
    expect(data).not.toHaveProperty('businessForm');
    expect(data).not.toHaveProperty('teaor');
    expect(data).not.toHaveProperty('shortName');
    expect(data).not.toHaveProperty('qualificationCode');
    expect(data).toMatchObject({ name: 'Példa Kft.', foreignHeadquarters: false, version: 2 });
  });

  it('turns picked ids back into the named objects of the form model', () => {
    const draft = applicantFromPayload({ id: 1, nev: 'Példa Kft.' });
    const form = fromBaseFormData(
      draft,
      { ...toBaseFormData(draft), businessForm: 113, teaor: 7 },
      lists,
    );
    expect(form.businessForm).toEqual({ id: 113, name: 'Korlátolt felelősségű társaság' });
    expect(form.teaor).toEqual({ id: 7, name: 'Szállodai szolgáltatás', code: '55.10' });
    expect(toBaseFormData(form)).toMatchObject({ businessForm: 113, teaor: 7 });
    const cleared = fromBaseFormData(form, { name: 'Példa Kft.' }, lists);
    expect(cleared.businessForm).toEqual({ id: 0, name: '' });
    expect(cleared.teaor).toEqual({ id: 0, name: '', code: '' });
  });

  it('withoutEmpty drops only empty strings', () => {
    expect(withoutEmpty({ a: '', b: 0, c: false, d: null, e: 'x' })).toEqual({
      b: 0,
      c: false,
      d: null,
      e: 'x',
    });
  });
});
