/**
 * Where searchable selects get their options: a loader per name, picked by the UI schema
 * (`"ui:widget": "searchable-select", "ui:options": { "loader": "teaor" }`). The defaults call
 * the reference-data routes of spec section 7; a form can pass other loaders (stories, tests)
 * through `formContext.optionLoaders`.
 */
import i18next from 'i18next';
import { api } from '../../../../lib/api-client.ts';
import { parseResponse } from '../../../../lib/parse-response.ts';
import { type Teaor, loadTeaorList } from '../../../../lib/reference-lists.ts';
import {
  referenceDataCountrySearchResponse,
  referenceDataSettlementSearchResponse,
} from '../../../../generated/zod/reference-data/reference-data.ts';

/** One option: what the list shows and what the field stores. */
export interface LoadedOption {
  id: number | string;
  label: string;
  /** Stored when the field's schema is an object (e.g. teaor {id, name, code}). */
  value: Record<string, unknown>;
}

export type OptionLoader = (query: string, signal: AbortSignal) => Promise<LoadedOption[]>;

/**
 * Finds the option of a stored id, so a field that stores only an id (business form, TEÁOR)
 * shows the option's label when the form opens, never the bare id.
 */
export type OptionLookup = (
  id: number | string,
  signal: AbortSignal,
) => Promise<LoadedOption | null>;

/** The normalised text used for matching ('Szálláshely' matches 'szallas'). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const LIMIT = 50;

/** A TEÁOR code without its dots: '55.10' and '5510' find the same code. */
function bareCode(code: string): string {
  return code.replace(/[.\s]/g, '');
}

/**
 * The TEÁOR version a person picks a main activity from: TEÁOR'25, in force since 2025-01-01
 * (decision 0046). A TEÁOR'08 code saved before stays valid and is shown with its version.
 */
export const OFFERED_TEAOR_VERSION = '2025';

function teaorOption(item: Teaor): LoadedOption {
  return {
    id: item.id,
    // The field can hold a saved TEÁOR'08 code beside TEÁOR'25 options, and the same code means
    // different activities in the two: every option names its version.
    label: `${item.kod} ${item.megnevezes} (${i18next.t(`form:teaorVersion.${item.versio}`)})`,
    value: { id: item.id, name: item.megnevezes, code: item.kod },
  };
}

export const defaultOptionLoaders: Record<string, OptionLoader> = {
  /**
   * TEÁOR codes of the offered version, by code (with or without the dot) or title: the list is
   * small and fixed, fetched once (shared with the pages that show it, lib/reference-lists.ts)
   * and filtered here.
   */
  async teaor(query, signal) {
    const items = await loadTeaorList();
    signal.throwIfAborted();
    const needle = searchable(query.trim());
    const code = bareCode(query);
    return items
      .filter(
        (item) =>
          item.versio === OFFERED_TEAOR_VERSION &&
          (needle === '' ||
            (code !== '' && bareCode(item.kod).startsWith(code)) ||
            searchable(item.megnevezes).includes(needle)),
      )
      .slice(0, LIMIT)
      .map(teaorOption);
  },
  async countries(query, signal) {
    if (query.trim() === '') return [];
    const items = await parseResponse(
      api().get(`orszagok/search/${encodeURIComponent(query.trim())}`, { signal }),
      referenceDataCountrySearchResponse,
    );
    return items.map((item) => ({
      id: item.id,
      label: item.nev,
      value: { id: item.id, name: item.nev },
    }));
  },
  async settlements(query, signal) {
    if (query.trim() === '') return [];
    const items = await parseResponse(
      api().post('telepulesek/search', {
        json: { megnevezes: query.trim(), excludedIds: [] },
        signal,
      }),
      referenceDataSettlementSearchResponse,
    );
    return items.map((item) => ({
      id: item.id,
      label: `${item.megnevezes} (${item.iranyitoszam})`,
      value: { id: item.id, name: item.megnevezes, postalCode: item.iranyitoszam },
    }));
  },
};

/** Lookups of a stored id, by loader name (see OptionLookup). */
export const defaultOptionLookups: Record<string, OptionLookup> = {
  async teaor(id, signal) {
    const items = await loadTeaorList();
    signal.throwIfAborted();
    const item = items.find((candidate) => candidate.id === Number(id));
    return item ? teaorOption(item) : null;
  },
};
