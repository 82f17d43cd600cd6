/**
 * The fixed reference lists (GET referencia-adat/…: TEÁOR codes, business forms), fetched once per
 * page load and shared by whoever needs them — a page's query and the searchable select's option
 * loaders asked for the same list separately, so /application/base fetched both lists twice
 * (issue 17). Each answer is parsed with the parser generated from its route
 * (schemas/api/reference-data). A failed fetch is forgotten, so the next caller tries again.
 */
import { api } from './api-client.ts';
import { type ParsedBy, type ResponseParser, parseResponse } from './parse-response.ts';
import {
  type businessForm,
  referenceDataBusinessFormsResponse,
  referenceDataTeaorResponse,
  type teaor,
} from '../generated/zod/reference-data/reference-data.ts';

const forgetters: Array<() => void> = [];

/** A loader of one list: the first call fetches it, later calls share the answer. */
function sharedList<Parser extends ResponseParser>(
  path: string,
  parser: Parser,
): () => Promise<ParsedBy<Parser>> {
  let answer: Promise<ParsedBy<Parser>> | undefined;
  forgetters.push(() => {
    answer = undefined;
  });
  return () => {
    if (!answer) {
      const loading = parseResponse(api().get(path), parser);
      answer = loading;
      loading.catch(() => {
        if (answer === loading) answer = undefined;
      });
    }
    return answer;
  };
}

/** GET referencia-adat/gazdalkodasi-forma: the business forms (GFO codes as ids). */
export const loadBusinessForms = sharedList(
  'referencia-adat/gazdalkodasi-forma',
  referenceDataBusinessFormsResponse,
);

/** GET referencia-adat/teaor: the TEÁOR activities of both versions (a saved TEÁOR'08 code is found too). */
export const loadTeaorList = sharedList('referencia-adat/teaor', referenceDataTeaorResponse);

/** A business form of the list. */
export type BusinessForm = ParsedBy<typeof businessForm>;
/** A TEÁOR activity of the list. */
export type Teaor = ParsedBy<typeof teaor>;

/** Test hook: forget every fetched list. */
export function resetReferenceLists(): void {
  for (const forget of forgetters) forget();
}
