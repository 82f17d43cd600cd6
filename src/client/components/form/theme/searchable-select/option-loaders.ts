/**
 * Where searchable selects get their options: a loader per name, picked by the UI schema
 * (`"ui:widget": "searchable-select", "ui:options": { "loader": "teaor" }`). The defaults call
 * the reference-data routes of spec section 7; a form can pass other loaders (stories, tests)
 * through `formContext.optionLoaders`.
 */
import { api } from '../../../../lib/api-client.ts';

/** One option: what the list shows and what the field stores. */
export interface LoadedOption {
  id: number | string;
  label: string;
  /** Stored when the field's schema is an object (e.g. teaor {id, name, code}). */
  value: Record<string, unknown>;
}

export type OptionLoader = (query: string, signal: AbortSignal) => Promise<LoadedOption[]>;

interface Teaor {
  id: number;
  megnevezes: string;
  kod: string;
}
interface Country {
  id: number;
  nev: string;
  nevKulfoldiul: string;
  eu: boolean;
}
interface Settlement {
  id: number;
  megnevezes: string;
  iranyitoszam: string;
}

let teaorList: Promise<Teaor[]> | undefined;

/** The normalised text used for matching ('Szálláshely' matches 'szallas'). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const LIMIT = 50;

export const defaultOptionLoaders: Record<string, OptionLoader> = {
  /** TEÁOR codes: the list is small and fixed, fetched once and filtered here. */
  async teaor(query, signal) {
    teaorList ??= api().get('referencia-adat/teaor').json<Teaor[]>();
    let items: Teaor[];
    try {
      items = await teaorList;
    } catch (error) {
      teaorList = undefined;
      throw error;
    }
    signal.throwIfAborted();
    const needle = searchable(query.trim());
    return items
      .filter(
        (item) =>
          needle === '' ||
          item.kod.startsWith(query.trim()) ||
          searchable(item.megnevezes).includes(needle),
      )
      .slice(0, LIMIT)
      .map((item) => ({
        id: item.id,
        label: `${item.kod} ${item.megnevezes}`,
        value: { id: item.id, name: item.megnevezes, code: item.kod },
      }));
  },
  async countries(query, signal) {
    if (query.trim() === '') return [];
    const items = await api()
      .get(`orszagok/search/${encodeURIComponent(query.trim())}`, { signal })
      .json<Country[]>();
    return items.map((item) => ({
      id: item.id,
      label: item.nev,
      value: { id: item.id, name: item.nev },
    }));
  },
  async settlements(query, signal) {
    if (query.trim() === '') return [];
    const items = await api()
      .post('telepulesek/search', { json: { megnevezes: query.trim(), excludedIds: [] }, signal })
      .json<Settlement[]>();
    return items.map((item) => ({
      id: item.id,
      label: `${item.megnevezes} (${item.iranyitoszam})`,
      value: { id: item.id, name: item.megnevezes, postalCode: item.iranyitoszam },
    }));
  },
};
