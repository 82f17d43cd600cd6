/**
 * Submission step 2 and 3: the final document ("véglegesítő") is a PDF of everything submitted,
 * printed with DejaVu Sans so Hungarian letters (ő, ű) come out right, carrying the SHA-256 of its
 * content as text, as a QR code and in the PDF's Keywords. The signed copy that comes back must
 * carry this application's id and the hash of the CURRENT data: a PDF of another application, or
 * of data changed since, is refused.
 */
import { createHash } from 'node:crypto';
import PdfDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Transaction } from 'kysely';
import { formatDateTime, formatNumber } from '../../shared/format.ts';
import type { DB } from '../db/types.ts';
import { listCurrentDocuments } from '../repositories/documents.ts';
import { listKnockOutConfirmations } from '../repositories/knock-out.ts';
import { listStatementAnswers } from '../repositories/statements.ts';
import type { LockedApplication } from './service.ts';

/** The font with the Hungarian letters; a deployment without it fails loudly, not with '?'. */
export const FINAL_DOCUMENT_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Everything submitted, without what a transition changes (status, version, dates of steps). */
export interface FinalDocumentContent {
  palyazat: Record<string, unknown>;
  egyediMezok: Record<string, Record<string, unknown>>;
  kizaroFeltetelek: Array<{ kriterium: string; megerositve: boolean }>;
  nyilatkozatok: Array<{ nyilatkozat: string; elfogadva: boolean }>;
  dokumentumok: Array<{ kategoria: string; fajlnev: string; sha256: string; verzio: number }>;
}

/** JSON with sorted keys, so a hash or a comparison does not depend on key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .toSorted()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The content of the final document, read in the transaction holding the row lock. */
export async function finalDocumentContent(
  trx: Transaction<DB>,
  current: LockedApplication,
): Promise<FinalDocumentContent> {
  const id = current.application.payload.id;
  const {
    verzio: _verzio,
    statusz: _statusz,
    benyujtasAllapot: _step,
    benyujtasDatuma: _submitted,
    ...palyazat
  } = current.application.payload;
  const [knockOut, statements, documents] = await Promise.all([
    listKnockOutConfirmations(trx, id),
    listStatementAnswers(trx, id),
    listCurrentDocuments(trx, id, { includeHidden: true }),
  ]);
  return {
    palyazat,
    egyediMezok: current.application.customFieldValues,
    kizaroFeltetelek: knockOut
      .map((row) => ({ kriterium: row.kriterium, megerositve: row.megerositve }))
      .toSorted((a, b) => a.kriterium.localeCompare(b.kriterium)),
    nyilatkozatok: statements
      .map((row) => ({ nyilatkozat: row.nyilatkozat, elfogadva: row.elfogadva }))
      .toSorted((a, b) => a.nyilatkozat.localeCompare(b.nyilatkozat)),
    dokumentumok: documents
      .map((row) => ({
        kategoria: row.documentType,
        fajlnev: row.filename,
        sha256: row.sha256,
        verzio: row.version,
      }))
      .toSorted((a, b) => canonical(a).localeCompare(canonical(b))),
  };
}

/** The SHA-256 (hex) of the content. */
export function contentHash(content: FinalDocumentContent): string {
  return createHash('sha256').update(canonical(content)).digest('hex');
}

/** The marker written into the PDF's Keywords and read back from the signed copy. */
function marker(applicationId: number, hash: string): string {
  return `tpp-palyazat:${applicationId} tpp-hash:${hash}`;
}

/** An amount in forints, Hungarian format; a dash when missing. */
function amount(value: unknown): string {
  return typeof value === 'number' ? `${formatNumber(value, '0,0', 'hu')} Ft` : '–';
}

/** Renders the PDF (Hungarian). */
export async function renderFinalDocument(
  content: FinalDocumentContent,
  hash: string,
  now: Date = new Date(),
): Promise<Buffer> {
  const id = content.palyazat.id as number;
  const qr = await QRCode.toBuffer(`TPP;${id};${hash}`, { errorCorrectionLevel: 'M', width: 160 });
  const doc = new PdfDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Véglegesítő nyilatkozat – ${String(content.palyazat.azonosito)}`,
      Subject: 'Turisztikai Pályázati Portál – véglegesítő dokumentum',
      Keywords: marker(id, hash),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('DejaVu', FINAL_DOCUMENT_FONT);
  doc.font('DejaVu');
  const p = content.palyazat;
  doc.fontSize(16).text('Véglegesítő nyilatkozat', { align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  const lines: Array<[string, string]> = [
    ['Pályázat azonosítója', String(p.azonosito)],
    ['Felhívás', String((p.palyazatiFelhivas as { cim?: string })?.cim ?? '')],
    ['Pályázó', String((p.tamogatastIgenylo as { nev?: string })?.nev ?? '')],
    ['Projekt címe', String(p.projektCim ?? '–')],
    ['Rövid leírás', String(p.rovidLeiras ?? '–')],
    ['Igényelt támogatás', amount(p.igenyeltTamogatas)],
    ['Elszámolható költség', amount(p.elszamolhatoKoltseg)],
    ['Igényelt előleg', amount(p.igenyeltEloleg)],
    ['Tervezett kezdés', String(p.tervezettKezdet ?? '–')],
    ['Tervezett fizikai befejezés', String(p.tervezettFizikaiBefejezes ?? '–')],
    ['ÁFA-státusz', String(p.afaStatusz ?? '–')],
  ];
  for (const [label, value] of lines) doc.text(`${label}: ${value}`);
  doc.moveDown().fontSize(12).text('Egyedi adatok').fontSize(10);
  for (const [group, fields] of Object.entries(content.egyediMezok))
    for (const [field, value] of Object.entries(fields))
      doc.text(`${group}.${field}: ${String(value)}`);
  doc.moveDown().fontSize(12).text('Kizáró feltételek').fontSize(10);
  for (const row of content.kizaroFeltetelek)
    doc.text(`${row.kriterium}: ${row.megerositve ? 'megerősítve' : 'nincs megerősítve'}`);
  doc.moveDown().fontSize(12).text('Nyilatkozatok').fontSize(10);
  for (const row of content.nyilatkozatok)
    doc.text(`${row.nyilatkozat}: ${row.elfogadva ? 'elfogadva' : 'nincs elfogadva'}`);
  doc.moveDown().fontSize(12).text('Csatolt dokumentumok').fontSize(10);
  for (const row of content.dokumentumok)
    doc.text(`${row.kategoria}: ${row.fajlnev} (${row.verzio}. verzió, SHA-256 ${row.sha256})`);
  doc.moveDown().fontSize(9);
  doc.text(`Készült: ${formatDateTime(now, 'hu')}`);
  doc.text(`Tartalmi lenyomat (SHA-256): ${hash}`);
  doc.image(qr, { width: 120 });
  doc.end();
  return finished;
}

/**
 * The application id and hash a (signed) final document carries, read from its Keywords.
 * Signing adds an incremental update to a PDF and keeps the original objects, so the marker
 * survives; a file that is not a PDF, or carries no marker, answers null.
 */
export function readFinalDocumentMarker(
  file: Buffer,
): { applicationId: number; hash: string } | null {
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  const match = /tpp-palyazat:(\d{1,9}) tpp-hash:([0-9a-f]{64})/.exec(file.toString('latin1'));
  return match ? { applicationId: Number(match[1]), hash: match[2] as string } : null;
}
