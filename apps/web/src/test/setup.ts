// First, as in main.tsx: zod reads its configuration once, when the first schema module loads (the test API's do).
import '@/lib/zod-jitless';
import '@testing-library/jest-dom/vitest';
import { setMessagesLocaleGetter } from '@maitre/shared/messages/registry';
import { cleanup, configure } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, vi } from 'vitest';
import { currentLocale } from '@/lib/i18n';
import { onUnhandledRequest, requestsSettled, resetRequestLog, server } from './server';

// As main.tsx does: the shared schemas' messages follow the active language.
setMessagesLocaleGetter(currentLocale);

// jsdom has no EventSource; this one runs over fetch, so MSW answers it like any other request.
globalThis.EventSource ??= EventSource;

// How long findBy/waitFor wait for the screen to catch up before failing: room for a busy 2-core runner, not a
// promise about speed (no test asserts a duration).
configure({ asyncUtilTimeout: 5000 });

// Now, not in beforeAll: better-auth's client keeps the fetch it finds when its module loads, with the test file.
server.listen({ onUnhandledRequest });
afterEach(async () => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-wide store for their 4 seconds: a toast of one test would otherwise
  // show again in the next test's Toaster (a success toast found twice, under load).
  toast.remove();
  await requestsSettled();
  vi.unstubAllGlobals();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  const unanswered = resetRequestLog();
  if (unanswered.length > 0) throw new Error(`Requests no test handler answered (add one with server.use): ${unanswered.join(', ')}`);
});
afterAll(async () => {
  server.close();
  // Preact runs a render's effects after the next frame, with a 35 ms timer as the frame's stand-in, and that timer calls
  // cancelAnimationFrame. A render in a file's last test leaves the timer pending after cleanup(); were the file to end
  // inside those 35 ms, the timer would fire after jsdom's globals are gone ("cancelAnimationFrame is not defined", an
  // unhandled error that fails the run). Waiting past it here lets it fire while the window still exists.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
