/** Answers of the lifecycle API (schemas/api/lifecycle/lifecycle.ts). */

export interface MissingItem {
  szakasz: string;
  tetel: string;
  utvonal: string;
  uzenet: string;
}

export interface CheckResult {
  rendben: boolean;
  hianyok: MissingItem[];
  akadalyok: string[];
  statusz: string;
  benyujtasAllapot: string | null;
  verzio: number;
}

/** Document metadata (schemas/api/documents). */
export interface DocumentMetadata {
  uuid: string;
  version: number;
  documentType: string;
  filename: string;
  uploadDate: string;
  scanStatus: string;
}

/** An appointment slot offered for signing the contract. */
export interface AppointmentSlot {
  id: number;
  kezdet: string;
  helyszin: string;
  foglalva: string | null;
}

/** GET /palyazatok/{id}/szerzodes (schemas/api/contract). */
export interface ContractState {
  statusz: string;
  dokumentumok: DocumentMetadata[];
  alairtSzerzodes: DocumentMetadata | null;
  idopontok: AppointmentSlot[];
  foglaltIdopont: AppointmentSlot | null;
  alairtFeltoltheto: boolean;
  foglalhato: boolean;
}

/** A completion report in the list (schemas/api/completion). */
export interface CompletionSummary {
  id: number;
  palyazatId: number;
  megnevezes: string;
  /** yyyy-MM-dd */
  hatarido: string;
  statusz: 'OPEN' | 'SUBMITTED';
  verzio: number;
  megnyitva: string;
  benyujtva: string | null;
}

/** One completion report with its form data and documents. */
export interface CompletionDetail extends CompletionSummary {
  adatok: Record<string, unknown>;
  dokumentumok: DocumentMetadata[];
  kategoriak: Array<{ code: string; name: Record<string, string>; extensions: string[] }>;
}
