/**
 * The fixed reference lists (GET referencia-adat/…: TEÁOR codes, business forms), fetched once per
 * page load and shared by whoever needs them — a page's query and the searchable select's option
 * loaders asked for the same list separately, so /application/base fetched both lists twice
 * (issue 17). A failed fetch is forgotten, so the next caller tries again.
 */
import { api } from './api-client.ts';

const lists = new Map<string, Promise<unknown[]>>();

export function loadReferenceList<T>(path: string): Promise<T[]> {
  let answer = lists.get(path);
  if (!answer) {
    answer = api().get(path).json<unknown[]>();
    lists.set(path, answer);
    answer.catch(() => lists.delete(path));
  }
  return answer as Promise<T[]>;
}

/** Test hook: forget every fetched list. */
export function resetReferenceLists(): void {
  lists.clear();
}
