/**
 * A small CSV reader for the reference-data files: UTF-8 (a byte-order mark is dropped), a header
 * row, ';' or ',' as separator (whichever the header uses), double-quoted fields with "" escapes.
 * Official lists are exported from spreadsheets in exactly this shape, so no library is needed.
 */

/** One record per data row, keyed by the header's column names (trimmed, lower-case). */
export type CsvRecord = Record<string, string>;

/** Thrown with the 1-based line number of the offending row. */
export class CsvError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvError';
    this.line = line;
  }
}

/** Splits the text into rows of fields, honouring quotes (a quoted field may span lines). */
function parseRows(text: string, separator: string): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvError(rowLine, 'unterminated quoted field');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows.filter((row) => row.fields.some((value) => value.trim() !== ''));
}

/**
 * Parses CSV text into records. Throws a CsvError naming the line when a row has more fields
 * than the header, or when a required column is missing from the header.
 */
export function parseCsv(text: string, requiredColumns: readonly string[] = []): CsvRecord[] {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const headerLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (headerLine.match(/;/g)?.length ?? 0) >= (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...rows] = parseRows(clean, separator);
  if (!header) return [];
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  for (const required of requiredColumns) {
    if (!columns.includes(required))
      throw new CsvError(1, `missing column '${required}' (found: ${columns.join(', ')})`);
  }
  return rows.map(({ line, fields }) => {
    if (fields.length > columns.length)
      throw new CsvError(line, `${fields.length} fields, the header has ${columns.length}`);
    return Object.fromEntries(columns.map((column, i) => [column, (fields[i] ?? '').trim()]));
  });
}
