// The Lokalno web client.
// Inter (fonts.css: the weights and subsets the interface uses, `font-display: optional`); Mantine's
// styles per component (mantine-styles.ts).
import './fonts.css';
import './mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getLanguage } from '../shared/i18n/language-store';
import { loadMessages } from '../shared/i18n/load-messages';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router/router';

function render(router: ReturnType<typeof createAppRouter>['router'], hydrating: boolean): void {
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

/** Ends the current task, so the browser can paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each step in a task of its own (on a phone each is tens of milliseconds): the modules' evaluation,
// building the router, then the first render (itself time-sliced). A Croatian page starts in
// Croatian: its texts (a separate chunk) are fetched before the first render.
async function start(): Promise<void> {
  const texts = loadMessages(getLanguage()).catch(() => undefined);
  await nextTask();
  const { router, hydrating } = createAppRouter();
  await texts;
  await nextTask();
  render(router, hydrating);
}
void start();
