import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatMoney, type Currency } from '../../../../shared/format/money';
import { messages } from '../../../../shared/i18n/messages';
import { priceFromMessage, type PriceFromFields } from './price-from';

// Intl output uses non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

function cardPrice(service: PriceFromFields, locale: 'en' | 'hr', currency: Currency = 'EUR'): string | null {
  const intl = createIntl({ locale, messages: messages[locale] });
  const message = priceFromMessage(service, (amountEur) => formatMoney(amountEur, currency, locale));
  return message && plain(intl.formatMessage({ id: message.id }, message.values));
}

const perPerson: PriceFromFields = { priceFrom: 35, priceFromType: 'PER_PERSON', priceFromGroupNumber: 1 };
const groupOf6: PriceFromFields = { priceFrom: 160, priceFromType: 'GROUP', priceFromGroupNumber: 6 };

describe('the card price', () => {
  it('says per person for a per-person price', () => {
    expect(cardPrice(perPerson, 'en')).toBe('From €35.00 per person');
    expect(cardPrice(perPerson, 'hr')).toBe('Od 35,00 € po osobi');
  });

  it('names the whole group and its size for a group price, never a price per person', () => {
    expect(cardPrice(groupOf6, 'en')).toBe('From €160.00 per group of up to 6');
    expect(cardPrice(groupOf6, 'hr')).toBe('Od 160,00 € po grupi do 6 osoba');
    expect(cardPrice({ ...groupOf6, priceFromGroupNumber: 3 }, 'hr')).toBe('Od 160,00 € po grupi do 3 osobe');
  });

  it('shows the chosen currency, HRK at the fixed rate', () => {
    expect(cardPrice(groupOf6, 'hr', 'HRK')).toBe('Od 1.205,52 kn po grupi do 6 osoba');
    expect(cardPrice(perPerson, 'en', 'HRK')).toBe('From HRK 263.71 per person');
  });

  it('shows nothing without a price', () => {
    expect(cardPrice({ priceFrom: null, priceFromType: null, priceFromGroupNumber: null }, 'en')).toBeNull();
  });
});
