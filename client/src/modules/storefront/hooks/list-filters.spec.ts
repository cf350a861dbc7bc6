import { describe, expect, it } from 'vitest';
import { activeFilterCount, readFilters, writeFilters } from './list-filters';

describe('list filters in the URL', () => {
  it('reads valid filters and writes them back unchanged', () => {
    const query =
      'q=wine&category=drink&destination=istria&date=2027-07-10&people=4&priceMin=10&priceMax=99.5&language=en&duration=HALF_DAY&sort=PRICE_ASC&page=2';
    const filters = readFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      q: 'wine',
      category: 'drink',
      destination: 'istria',
      date: '2027-07-10',
      people: 4,
      priceMin: 10,
      priceMax: 99.5,
      language: 'en',
      duration: 'HALF_DAY',
      sort: 'PRICE_ASC',
      page: 2,
    });
    expect(writeFilters(filters).toString()).toBe(query);
    expect(activeFilterCount(filters)).toBe(9);
    expect(activeFilterCount(filters, ['category'])).toBe(8);
  });

  it('drops what is malformed', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=%20%20&category=Not a slug&date=2027-02-30&people=0&priceMin=-1&language=english&duration=WEEK&sort=RANDOM&page=0',
      ),
    );
    expect(filters).toEqual({
      page: 1,
      q: undefined,
      category: undefined,
      destination: undefined,
      date: undefined,
      people: undefined,
      priceMin: undefined,
      priceMax: undefined,
      language: undefined,
      duration: undefined,
      sort: undefined,
    });
    expect(writeFilters(filters).toString()).toBe('');
  });
});
