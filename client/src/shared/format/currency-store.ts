import { createStore, useStore } from '../state/create-store';
import { readStored, writeStored } from '../state/browser-storage';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from './money';

const KEY = 'currency';

function initialCurrency(): Currency {
  const stored = readStored(KEY);
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

const store = createStore<Currency>(initialCurrency());

export const getCurrency = store.get;

export function setCurrency(currency: Currency): void {
  writeStored(KEY, currency);
  store.set(currency);
}

export function useCurrency(): Currency {
  return useStore(store);
}
