import { SegmentedControl } from '@mantine/core';
import { useIntl } from 'react-intl';
import { setLanguage, useLanguage } from './language-store';
import { isLanguage, LANGUAGES } from './languages';

export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={intl.formatMessage({ id: 'header.language' })}
      value={language}
      onChange={(value) => isLanguage(value) && setLanguage(value)}
      data={LANGUAGES.map((code) => ({
        value: code,
        label: (
          <span lang={code} title={intl.formatMessage({ id: `language.${code}` })}>
            {code.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}
