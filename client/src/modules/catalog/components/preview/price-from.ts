// The "from" price of a service card: per person, or for a whole group when the service has only
// group offers ("From €160 per group of up to 6"); the server picks the price (priceFrom*).
import type { PriceTypeValue } from '../../../../graphql/generated';
import type { MessageId } from '../../../../shared/i18n/messages';

export interface PriceFromFields {
  priceFrom?: number | null;
  priceFromType?: PriceTypeValue | null;
  priceFromGroupNumber?: number | null;
}

export interface PriceFromMessage<P> {
  id: MessageId;
  values: { price: P; size?: number };
}

/** The message for a price already formatted (text or an element); null when there is no price. */
export function priceFromMessage<P>(service: PriceFromFields, price: (amountEur: number) => P): PriceFromMessage<P> | null {
  if (service.priceFrom === null || service.priceFrom === undefined) return null;
  const amount = price(service.priceFrom);
  if (service.priceFromType === 'GROUP')
    return { id: 'preview.priceFromGroup', values: { price: amount, size: service.priceFromGroupNumber ?? 1 } };
  return { id: 'preview.priceFrom', values: { price: amount } };
}
