/**
 * The work queue as a CSV file a Hungarian spreadsheet opens correctly (docs/decisions/0017):
 * UTF-8 with a byte-order mark, `;` between fields, CRLF line ends, Hungarian headers, dates in
 * Budapest time as `2026.11.24. 10:15`, amounts with a space between thousands and no decimals.
 */
import { translate } from '../translations.ts';
import type { QueueRow } from './repository.ts';

const BOM = '\uFEFF';

const dateTime = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026.11.24. 10:15` in Budapest time; empty for null. */
export function hungarianDateTime(iso: string | null): string {
  if (iso === null) return '';
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}.${parts.month}.${parts.day}. ${parts.hour}:${parts.minute}`;
}

/** `14 000 000` (a plain space, so a spreadsheet in Hungarian reads it as a number). */
export function hungarianAmount(value: number | null): string {
  if (value === null) return '';
  const digits = Math.round(Math.abs(value)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return value < 0 ? `-${grouped}` : grouped;
}

/** A field quoted when it holds the separator, a quote or a line break; formula starts defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The columns, each with its header key in the 'backoffice' namespace (csv.*). */
const COLUMNS: Array<[string, (row: QueueRow) => string]> = [
  ['azonosito', (row) => row.azonosito],
  ['felhivas', (row) => row.felhivas.nev],
  ['palyazo', (row) => row.tamogatastIgenylo.nev],
  ['adoszam', (row) => row.tamogatastIgenylo.adoszam],
  ['projektCim', (row) => row.projektCim ?? ''],
  ['statusz', (row) => text('progress', `status.${row.statusz}`)],
  ['benyujtva', (row) => hungarianDateTime(row.benyujtasDatuma)],
  ['hianypotlasHatarido', (row) => hungarianDateTime(row.hianypotlasHatarido)],
  ['igenyeltTamogatas', (row) => hungarianAmount(row.igenyeltTamogatas)],
  ['varakozas', (row) => (row.varakozas ? text('backoffice', `waitingOn.${row.varakozas}`) : '')],
  ['felelos', (row) => row.felelos?.nev ?? ''],
];

/** Hungarian: the file is for the managing authority's spreadsheets. */
function text(namespace: string, key: string): string {
  return translate(namespace, 'hu', key) ?? key;
}

/** The rows as the CSV file's text (with the BOM). */
export function queueCsv(rows: readonly QueueRow[]): string {
  const lines = [
    COLUMNS.map(([key]) => text('backoffice', `csv.${key}`)),
    ...rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  ];
  return BOM + lines.map((line) => line.map(field).join(';')).join('\r\n') + '\r\n';
}
