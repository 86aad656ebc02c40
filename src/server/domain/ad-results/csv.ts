/**
 * RFC 4180 CSV: quoted fields with doubled quotes and line breaks inside, CRLF or LF, a UTF-8 BOM
 * dropped. Ads Manager exports are comma-separated; a first line holding more semicolons or tabs
 * than commas (a spreadsheet saved in another locale) is read with that separator instead.
 * Returns the records with the file line each starts on (1-based), so errors can name it.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const sep = count("\t") > count(",") && count("\t") >= count(";") ? "\t" : count(";") > count(",") ? ";" : ",";
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    fields.push(field);
    field = "";
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '"' && field === "") {
      // A quoted field: runs to the next lone quote.
      i++;
      let start = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          field += text.slice(start);
          i = n;
          break;
        }
        const chunk = text.slice(start, q);
        for (let k = chunk.indexOf("\n"); k !== -1; k = chunk.indexOf("\n", k + 1)) line++;
        field += chunk;
        if (text[q + 1] === '"') {
          field += '"';
          i = q + 2;
          start = i;
          continue;
        }
        i = q + 1;
        break;
      }
      continue;
    }
    if (c === sep) {
      fields.push(field);
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") {
      endRecord();
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      // Plain run up to the next separator or line break.
      let j = i + 1;
      while (j < n) {
        const d = text[j]!;
        if (d === sep || d === "\n" || d === "\r") break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
