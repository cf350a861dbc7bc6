import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hr } from './hr';

/** Replaces every text by its kind, so two languages compare by shape only. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return value;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('content page texts', () => {
  it('has the same sections, paragraphs, list items and questions in English and Croatian', () => {
    expect(shape(hr)).toEqual(shape(en));
  });

  it('leaves no text empty and keeps the help anchors the same in both languages', () => {
    for (const text of [...texts(en), ...texts(hr)]) expect(text.trim()).not.toBe('');
    expect(hr.help.groups.map((group) => group.id)).toEqual(en.help.groups.map((group) => group.id));
    expect(en.help.groups.map((group) => group.id)).toEqual(['booking', 'payment', 'cancellation', 'providers']);
  });

  it('states the business rules the marketplace runs on', () => {
    const english = texts(en).join('\n');
    expect(english).toContain('15% of the offer price, plus VAT');
    expect(english).toContain('7.5345');
    expect(english).toContain('AZOP');
    expect(texts(hr).join('\n')).toContain('Agenciji za zaštitu osobnih podataka');
  });
});
