import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from '../ui/header-switch.module.css';
import { setLanguage, useLanguage } from './language-store';
import { LANGUAGES } from './languages';

/** EN | HR as a pair of radio buttons (looks like Mantine's SegmentedControl, none of its code). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useLanguage();
  // Each switch its own group (the header's and the phone menu's can both be mounted).
  const name = useId();
  return (
    <div role="radiogroup" aria-label={intl.formatMessage({ id: 'header.language' })} className={classes.segments}>
      {LANGUAGES.map((code) => (
        <label key={code} className={classes.segment} title={intl.formatMessage({ id: `language.${code}` })}>
          <input
            type="radio"
            className={classes.radio}
            name={name}
            value={code}
            checked={language === code}
            onChange={() => setLanguage(code)}
          />
          <span lang={code}>{code.toUpperCase()}</span>
        </label>
      ))}
    </div>
  );
}
