import { lazy, Suspense } from 'react';

// Its own chunk, loaded after the header: the first load of every dashboard screen stays within its budget. A chunk
// that cannot load (offline) shows nothing rather than reaching the screen's error boundary.
const PauseIndicator = lazy(async () => {
  try {
    return { default: (await import('./pause-indicator')).PauseIndicator };
  } catch {
    return { default: () => null };
  }
});

/** The header's slot for the pause of online orders (issue 20): nothing until it is loaded, nothing while not paused. */
export function PauseBadge() {
  return (
    <Suspense fallback={null}>
      <PauseIndicator />
    </Suspense>
  );
}
