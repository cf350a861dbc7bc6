import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from './language-store';
import { DEFAULT_LANGUAGE } from './languages';
import { messages } from './messages';

export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages[language]}>
      {children}
    </IntlProvider>
  );
}
