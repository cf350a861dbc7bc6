// CSV documents as the statements write them: RFC 4180 (CRLF, cells with a comma, quote or line
// break quoted), UTF-8, amounts in euros with two decimals and a point (machine-readable).

/** EUR cents as euros with two decimals and a point, e.g. 1234 → "12.34". */
export const euros = (cents: number) => (cents / 100).toFixed(2);

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows (the first being the header) as one CSV document. */
export function csvDocument(rows: string[][]): Buffer {
  return Buffer.from(rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');
}
