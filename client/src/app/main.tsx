// The Lokalno web client.
// Inter in the weights the interface uses (500 falls back to 400), Latin and Latin Extended only
// (English and Croatian), `font-display: swap`; Mantine's styles per component (mantine-styles.ts).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import './mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getLanguage } from '../shared/i18n/language-store';
import { loadMessages } from '../shared/i18n/load-messages';
import { AppProviders } from './app-providers';
import { router, hydrating } from './router/router';

function render(): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds (no long task).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// A Croatian page starts in Croatian: its texts (a separate chunk) are fetched before the first render.
void loadMessages(getLanguage()).then(render, render);
