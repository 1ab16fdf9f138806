import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import { prefetchSession } from './features/auth/auth-context';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session check and the current screen's code start loading as soon as this script runs, side by side. The first
// render waits for the next task, so the task that asks for them ends as early as it can.
prefetchSession();
preloadRoutes(window.location.pathname);

setTimeout(() => {
  // index.html paints a spinner before the scripts load (the same as FullPageSpinner, the first thing the app renders).
  // The app starts from an empty container, or Preact would try to reuse those nodes; both happen in this one task, so
  // no blank frame is painted in between.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}, 0);
