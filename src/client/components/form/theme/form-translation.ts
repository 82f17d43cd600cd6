/**
 * The form's translation, handed by SchemaFormView to its theme's templates and widgets through a
 * context. react-i18next's `useTranslation` checks its namespaces and builds its answer on every
 * render of each component that calls it, and a keystroke renders the template of every field of
 * the form again (rjsf passes each a new element): one call per form, not one per field and per
 * widget (issue 17). A change of language gives a new `t`, so the context changes and everything
 * that translates renders again.
 */
import type { TFunction, i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';

export interface FormTranslation {
  t: TFunction;
  i18n: I18n;
}

export const FormTranslationContext = createContext<FormTranslation | null>(null);

/** The form's `t` and `i18n`, for the theme's components (they render inside SchemaFormView). */
export function useFormTranslation(): FormTranslation {
  const translation = useContext(FormTranslationContext);
  if (!translation) throw new Error('The form theme renders only inside SchemaFormView');
  return translation;
}
