/** Payload types of the calls and applications API (Hungarian server names, spec section 3). */
import type { CallTexts } from '../../../shared/call-texts.ts';

export interface CallSummary {
  id: number;
  azonosito: string;
  nev: string;
  munkanev: string;
  tipus: 'LOAN' | 'GRANT' | 'COMBINED';
  /** Instants (ISO); shown in Budapest time. */
  kezdet: string;
  vege: string | null;
  nyitott: boolean;
  felhivas: {
    minAmount: number | null;
    maxAmount: number;
    maxIntensity: number;
    minOwnContribution: number;
    maxAdvancePayment: number;
    roundingStep: number;
    maxSubmissionsPerApplicant: number;
    implementationStart: string | null;
    implementationEnd: string | null;
  };
  szovegek: Record<'hu' | 'en', { name: string; summary: string }>;
}

export type { CallTexts };

export interface RequiredDocument {
  category: {
    code: string;
    name: Record<'hu' | 'en', string>;
    note: Record<'hu' | 'en', string>;
    deletable: boolean;
    extensions: string[];
  };
  requiredForCall: boolean;
  largeFile: boolean;
  allowedExtensions: string[];
  maxSizeBytes: number;
  note?: Partial<Record<'hu' | 'en', string>>;
}

export interface CallDetail extends CallSummary {
  egyediMezok: {
    schema: Record<string, unknown>;
    uiSchema: Record<string, unknown>;
    formKey: string;
  };
  dokumentumok: RequiredDocument[];
  kizaroFeltetelek: Array<{ id: string; order: number }>;
  nyilatkozatok: Array<{ id: string; required: boolean; order: number }>;
  teljesSzovegek: Record<'hu' | 'en', CallTexts>;
}

export type Section = 'loanClaim' | 'customFields' | 'knockOut' | 'documents' | 'statements';

export interface Completion {
  szakaszok: Array<{ szakasz: Section; kesz: boolean; hianyzik: string[] }>;
  szazalek: number;
  kovetkezoLepes: Section | null;
}

export interface Application {
  id: number;
  azonosito: string;
  projektCim: string | null;
  rovidLeiras: string | null;
  statusz: string;
  palyazatiFelhivas: { id: number; cim: string; azonosito: string };
  tervezettKezdet: string | null;
  tervezettFizikaiBefejezes: string | null;
  afaStatusz: string | null;
  kincstariKor: boolean | null;
  elszamolhatoKoltseg: number | null;
  igenyeltTamogatas: number | null;
  igenyeltEloleg: number | null;
  munkahelynovekedes: number | null;
  mukodesiEredmeny: number | null;
  megvalositasiHelyszin: Array<{ id: number }>;
  projektForrasok: Array<{ forras: string; osszeg: number }>;
  inditasDatuma: string;
  verzio: number;
  teljesites?: Completion;
}

export interface FieldIssue {
  mezo: string;
  kod: string;
  uzenet: string;
}

export interface ApplicationDetail {
  palyazat: Application;
  teljesites: Completion;
  egyediMezok: Record<string, Record<string, unknown>>;
  kizaroFeltetelek: Array<{ kriterium: string; megerositve: boolean; idopont: string }>;
}

export interface SaveResult {
  verzio: number;
  hibak: FieldIssue[];
  teljesites: Completion;
}

/** Section → route of the application screens. */
export const SECTION_PATHS: Record<Section, string> = {
  loanClaim: '/application/loan-claim',
  customFields: '/application/supportContent',
  knockOut: '/application/tenderKoList',
  documents: '/attachments',
  statements: '/statements',
};
