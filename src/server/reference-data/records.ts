/**
 * The reference-data file formats (documented in README.md) and their conversion into typed rows.
 * The shipped files and the `npm run import:reference` command read the same formats, so there
 * is one way to load reference data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CsvRecord, CsvError, parseCsv } from './csv.ts';
import type { TeaorVersion } from '../../../schemas/api/reference-data/reference-data.ts';

/** A business form; the id is its KSH GFO code. */
export interface BusinessFormRow {
  id: number;
  megnevezes: string;
}

/**
 * How many classes the shipped TEÁOR lists have: every class of NACE Rev. 2 (615) for TEÁOR'08
 * and of NACE Rev. 2.1 (651) for TEÁOR'25. A database with fewer codes of a version is topped up
 * on start (seed.ts).
 */
export const SHIPPED_TEAOR_CLASSES: Record<TeaorVersion, number> = { '2008': 615, '2025': 651 };

/** A TEÁOR activity of one version; the code is written `NN.NN`. */
export interface TeaorRow {
  kod: string;
  megnevezes: string;
  turisztikai: boolean;
  versio: TeaorVersion;
}

export interface CountryRow {
  isoKod: string;
  nev: string;
  nevKulfoldiul: string;
  eu: boolean;
}

/** A settlement with one postal code; county and tourism region are given by name. */
export interface SettlementRow {
  megnevezes: string;
  iranyitoszam: string;
  megye: string;
  turisztikaiRegio: string | null;
}

/** The kinds of reference data, as named on the import command line. */
export const REFERENCE_KINDS = [
  'gazdalkodasi-forma',
  'teaor',
  'teaor25',
  'orszag',
  'megye',
  'turisztikai-regio',
  'telepules',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Every kind's rows; a kind that is absent is left untouched by an import. */
export interface ReferenceData {
  businessForms?: BusinessFormRow[];
  teaor?: TeaorRow[];
  countries?: CountryRow[];
  counties?: string[];
  tourismRegions?: string[];
  settlements?: SettlementRow[];
}

/** Required columns per kind (further columns are ignored). */
export const REQUIRED_COLUMNS: Record<ReferenceKind, readonly string[]> = {
  'gazdalkodasi-forma': ['kod', 'megnevezes'],
  teaor: ['kod', 'megnevezes'],
  teaor25: ['kod', 'megnevezes'],
  orszag: ['iso_kod', 'nev', 'nev_kulfoldiul', 'eu'],
  megye: ['nev'],
  'turisztikai-regio': ['nev'],
  telepules: ['megnevezes', 'iranyitoszam', 'megye'],
};

function fail(index: number, message: string): never {
  // +2: one for the header row, one because lines count from 1.
  throw new CsvError(index + 2, message);
}

function text(record: CsvRecord, column: string, index: number): string {
  const value = record[column] ?? '';
  if (value === '') fail(index, `empty '${column}'`);
  return value;
}

/** 'true'/'igen'/'1'/'x' are true; 'false'/'nem'/'0' and empty are false. */
function flag(record: CsvRecord, column: string, index: number): boolean {
  const value = (record[column] ?? '').toLowerCase();
  if (['true', 'igen', '1', 'x', 'i'].includes(value)) return true;
  if (['false', 'nem', '0', 'n', ''].includes(value)) return false;
  return fail(index, `'${column}' must be true or false, got '${value}'`);
}

/** Accepts `55.10`, `5510` and `55.1`, always answering `55.10`. */
export function normaliseTeaorCode(value: string): string | null {
  const match = /^(\d{2})\.?(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Converts parsed CSV records of one kind into the rows of that kind. */
export function toReferenceData(kind: ReferenceKind, records: CsvRecord[]): ReferenceData {
  switch (kind) {
    case 'gazdalkodasi-forma':
      return {
        businessForms: records.map((record, index) => {
          const code = text(record, 'kod', index);
          if (!/^\d{3}$/.test(code)) fail(index, `GFO code must have 3 digits, got '${code}'`);
          return { id: Number(code), megnevezes: text(record, 'megnevezes', index) };
        }),
      };
    case 'teaor':
    case 'teaor25': {
      // Same columns for both; the kind (the file) says which classification it is.
      const versio: TeaorVersion = kind === 'teaor25' ? '2025' : '2008';
      return {
        teaor: records.map((record, index) => {
          const kod = normaliseTeaorCode(text(record, 'kod', index));
          if (!kod) fail(index, `TEÁOR code must look like 55.10, got '${record.kod}'`);
          return {
            kod,
            megnevezes: text(record, 'megnevezes', index),
            turisztikai: flag(record, 'turisztikai', index),
            versio,
          };
        }),
      };
    }
    case 'orszag':
      return {
        countries: records.map((record, index) => {
          const isoKod = text(record, 'iso_kod', index).toUpperCase();
          if (!/^[A-Z]{2}$/.test(isoKod))
            fail(index, `ISO code must be 2 letters, got '${isoKod}'`);
          return {
            isoKod,
            nev: text(record, 'nev', index),
            nevKulfoldiul: text(record, 'nev_kulfoldiul', index),
            eu: flag(record, 'eu', index),
          };
        }),
      };
    case 'megye':
      return { counties: records.map((record, index) => text(record, 'nev', index)) };
    case 'turisztikai-regio':
      return { tourismRegions: records.map((record, index) => text(record, 'nev', index)) };
    case 'telepules':
      return {
        settlements: records.map((record, index) => {
          const iranyitoszam = text(record, 'iranyitoszam', index);
          if (!/^\d{4}$/.test(iranyitoszam))
            fail(index, `postal code must have 4 digits, got '${iranyitoszam}'`);
          return {
            megnevezes: text(record, 'megnevezes', index),
            iranyitoszam,
            megye: text(record, 'megye', index),
            turisztikaiRegio: record.turisztikai_regio ? record.turisztikai_regio : null,
          };
        }),
      };
  }
}

/**
 * Adds one file's rows to the data read so far. Rows of a kind are appended, not replaced: the
 * TEÁOR'08 and TEÁOR'25 files both give `teaor` rows.
 */
export function mergeReferenceData(into: ReferenceData, from: ReferenceData): ReferenceData {
  for (const key of Object.keys(from) as (keyof ReferenceData)[]) {
    const rows = from[key];
    if (rows) (into as Record<string, unknown[]>)[key] = [...(into[key] ?? []), ...rows];
  }
  return into;
}

/** Reads one reference-data CSV file of the given kind. */
export function readReferenceFile(kind: ReferenceKind, file: string): ReferenceData {
  try {
    const records = parseCsv(readFileSync(file, 'utf8'), REQUIRED_COLUMNS[kind]);
    return toReferenceData(kind, records);
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`${file}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** The files shipped with the portal: a real subset of the official lists. */
export const SHIPPED_FILES: Record<ReferenceKind, string> = {
  'gazdalkodasi-forma': 'gazdalkodasi-formak.csv',
  teaor: 'teaor.csv',
  teaor25: 'teaor25.csv',
  orszag: 'orszagok.csv',
  megye: 'megyek.csv',
  'turisztikai-regio': 'turisztikai-regiok.csv',
  telepules: 'telepulesek.csv',
};

let shipped: Required<ReferenceData> | undefined;

/** The shipped reference data, read once per process. */
export function shippedReferenceData(): Required<ReferenceData> {
  if (!shipped) {
    const merged: ReferenceData = {};
    for (const kind of REFERENCE_KINDS)
      mergeReferenceData(
        merged,
        readReferenceFile(kind, path.join(import.meta.dirname, SHIPPED_FILES[kind])),
      );
    shipped = merged as Required<ReferenceData>;
  }
  return shipped;
}
