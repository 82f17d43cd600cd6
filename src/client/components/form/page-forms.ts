/**
 * The schema forms a page shows as soon as it opens, named apart from the pages so that the
 * route table (in the entry chunk) can start a form's module and its lazy parts beside the
 * page's chunk (`lazyPage` in app/routes.tsx) without importing the page. Before, the page's own
 * loader started them once the page's chunk had arrived: one round trip later, 0.6–1 s on a
 * slow phone (issue 17). The page renders the same form.
 */
import type { FormId } from '../../../../schemas/registry.ts';
import type { FormPart } from './theme/deferred.ts';

export interface PageForm {
  id: FormId;
  /** The form engine's lazy parts the form shows (the page's tests check them). */
  parts: readonly FormPart[];
}

export const LOGIN_FORM = { id: 'login', parts: [] } as const satisfies PageForm;

export const BASE_DATA_FORM = {
  id: 'applicant-base',
  parts: ['extras', 'date', 'searchableSelect'],
} as const satisfies PageForm;
