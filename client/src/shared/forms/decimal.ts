// Numbers typed into forms: Croatian writes a decimal comma ("0,5"), English a point.

/** The number typed, or undefined when it is empty or not a number. */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/** A whole number typed, or undefined. */
export function parseInteger(value: unknown): number | undefined {
  const number = parseDecimal(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

/** A number as the form shows it in the user's language, e.g. 0.5 → "0,5" in Croatian. */
export function formatDecimal(value: number | null | undefined, locale: string, maximumFractionDigits = 6): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits }).format(value);
}
