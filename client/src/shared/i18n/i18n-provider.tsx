import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from './language-store';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { loadedMessages, loadMessages, useTextsRevision } from './load-messages';

/**
 * Speaks the chosen language once its texts are loaded (main.tsx loads the first one before
 * rendering); while a newly chosen one is fetched, the screen stays in the previous language.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const [shown, setShown] = useState<Language>(() => (loadedMessages(language) ? language : DEFAULT_LANGUAGE));
  // The provider and staff screens' texts join the catalog when their first screen loads them.
  useTextsRevision();

  useEffect(() => {
    let current = true;
    void loadMessages(language).then(() => current && setShown(language));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <IntlProvider locale={shown} defaultLocale={DEFAULT_LANGUAGE} messages={loadedMessages(shown)}>
      {children}
    </IntlProvider>
  );
}
