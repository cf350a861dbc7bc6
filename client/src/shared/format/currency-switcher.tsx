import { useIntl } from 'react-intl';
import classes from '../ui/header-switch.module.css';
import { setCurrency, useCurrency } from './currency-store';
import { CURRENCIES, isCurrency } from './money';

/** EUR / HRK as a native select (looks like Mantine's small NativeSelect, none of its code). */
export function CurrencySwitcher() {
  const intl = useIntl();
  const currency = useCurrency();
  return (
    <select
      className={classes.select}
      aria-label={intl.formatMessage({ id: 'header.currency' })}
      value={currency}
      onChange={(event) => isCurrency(event.currentTarget.value) && setCurrency(event.currentTarget.value)}
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {intl.formatMessage({ id: `currency.${code}` })}
        </option>
      ))}
    </select>
  );
}
