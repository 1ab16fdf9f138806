import './lib/zod-jitless';
import { setMessagesLocaleGetter } from '@maitre/shared/messages/registry';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadDashboardCatalog } from './app/i18n/catalog';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import { prefetchSession } from './features/auth/auth-context';
import { browserLocale, currentLocale, pseudoLocaleRequested, setPseudoLocale, storedLocale, warmFormats } from './lib/i18n';
import { LocaleRoot, setCatalogLoader, switchLocale } from './lib/locale-root';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session check and the current screen's code start loading as soon as this script runs, side by side. The first
// render waits for the next task, so the task that asks for them ends as early as it can.
// The language too: the one chosen on this device, else the browser's. A catalog other than English is one request,
// made now beside the others; the first render waits for it so no English flashes by.
// The shared schemas' messages follow the active language (its catalog chunk registers them).
setMessagesLocaleGetter(currentLocale);
setCatalogLoader(loadDashboardCatalog);
if (pseudoLocaleRequested()) setPseudoLocale(true);
const locale = storedLocale() ?? browserLocale();
const language = switchLocale(locale);
prefetchSession();
// A screen whose code is here by the first render is drawn in it. Waiting for the screens' code was measured too
// (decision 0048): the Analytics page's first paint came 300–500 ms later, and the dashboard gained nothing sure.
void preloadRoutes(window.location.pathname);
// ICU's data, loaded in tasks of their own while the catalog and the screen's code are on their way (lib/i18n.ts), in
// the language being loaded. Not in the first render (it would paint later), not when idle (often too late).
warmFormats((task) => setTimeout(task, 0), locale);

setTimeout(async () => {
  await language;
  // index.html paints a spinner before the scripts load (the same as FullPageSpinner, the first thing the app renders).
  // The app starts from an empty container, or Preact would try to reuse those nodes; both happen in this one task, so
  // no blank frame is painted in between.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <LocaleRoot>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LocaleRoot>
      </AppProviders>
    </StrictMode>,
  );
}, 0);
