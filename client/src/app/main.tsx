// The Lokalno web client.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getLanguage } from '../shared/i18n/language-store';
import { loadMessages } from '../shared/i18n/load-messages';
import { AppProviders } from './app-providers';
import { router } from './router/router';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// A Croatian page starts in Croatian: its texts (a separate chunk) are fetched before the first render.
void loadMessages(getLanguage()).then(render, render);
