/**
 * A financial year: Hungarian payload (numbers) ↔ English form model. The form keeps amounts as
 * text because the validation rules are string rules (requiredValueString, and
 * requiredYearlyDataValueString for the operating result, which may be negative); a decimal
 * comma is accepted and sent as a point.
 */
import { parseHungarianNumber } from '../format.ts';
import type { PenzugyiAdatBody, PenzugyiAdatPayload } from './payloads.ts';

export interface FinancialYearForm {
  id?: number;
  version?: number;
  applicantId: number;
  year: number;
  netRevenue: string;
  balanceSheetTotal: string;
  averageHeadcount: string;
  operatingResult: string;
}

const toText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A decimal string ('1 234,5' or '-12.5') as a number; '' (or anything unparseable) becomes 0. */
export function parseDecimal(value: string): number {
  return parseHungarianNumber(value) ?? 0;
}

export function financialYearFromPayload(
  payload: PenzugyiAdatPayload | PenzugyiAdatBody,
): FinancialYearForm {
  const form: FinancialYearForm = {
    applicantId: payload.tamogatastIgenylo?.id ?? 0,
    year: payload.ev,
    netRevenue: toText(payload.nettoArbevetel),
    balanceSheetTotal: toText(payload.merlegfoosszeg),
    averageHeadcount: toText(payload.atlagosLetszam),
    operatingResult: toText(payload.uzemiEredmeny),
  };
  if (payload.id !== undefined) form.id = payload.id;
  if (payload.verzio !== undefined) form.version = payload.verzio;
  return form;
}

export function financialYearToPayload(form: FinancialYearForm): PenzugyiAdatBody {
  const payload: PenzugyiAdatBody = {
    tamogatastIgenylo: { id: form.applicantId },
    ev: form.year,
    nettoArbevetel: parseDecimal(form.netRevenue),
    merlegfoosszeg: parseDecimal(form.balanceSheetTotal),
    atlagosLetszam: parseDecimal(form.averageHeadcount),
    uzemiEredmeny: parseDecimal(form.operatingResult),
  };
  if (form.id !== undefined) payload.id = form.id;
  if (form.version !== undefined) payload.verzio = form.version;
  return payload;
}
