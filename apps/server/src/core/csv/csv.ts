import { isoInZone } from '@hubline/contract';

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a
 * leading `'`, so an exported contact name like `=HYPERLINK(…)` stays text (OWASP "CSV Injection").
 */
export function neutraliseCell(field: string): string {
  return /^[=+\-@\t\r]/.test(field) ? `'${field}` : field;
}

/**
 * RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; quotes doubled. Every
 * export writes through here, so every cell is neutralised against formula injection.
 */
export function csvLine(fields: readonly string[]): string {
  return fields
    .map(neutraliseCell)
    .map((field) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
    .join(',');
}

/** An export file's timestamp on the hub's clock: 20261126-191600 (spec: a timestamped file name). */
export function fileStamp(now: Date, timeZone: string): string {
  return isoInZone(now, timeZone).slice(0, 19).replace(/-|:/g, '').replace('T', '-');
}

export class CsvError extends Error {}

/** Parses CSV text (optional UTF-8 BOM, CRLF or LF) into rows; an unclosed quote is an error. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new CsvError('unclosed quote');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}
