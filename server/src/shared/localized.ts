// Rows that carry their name in English and Croatian get `name` in the caller's language.
import type { Locale } from './i18n/index.js';

interface Named {
  name: string;
  nameEn: string;
  nameHr: string;
}

export function nameIn(row: Pick<Named, 'nameEn' | 'nameHr'>, locale: Locale): string {
  return locale === 'hr' ? row.nameHr : row.nameEn;
}

export function localize<T extends Named>(rows: T[], locale: Locale): T[] {
  for (const row of rows) row.name = nameIn(row, locale);
  return rows;
}

export function sortByName<T extends { name: string }>(rows: T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
