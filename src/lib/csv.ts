/*
 * CSV for spreadsheets (RFC 4180): fields joined by commas, records by CRLF; a field holding a
 * comma, a quote, CR or LF is wrapped in quotes with its quotes doubled. A cell that starts with
 * = + - @ (or a tab or CR) would be run as a formula by Excel or Sheets — an audit reason is text a
 * user may have typed — so it gets a leading apostrophe and is shown as text instead.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [csvRecord(header), ...rows.map(csvRecord)].join("\r\n") + "\r\n";
}
