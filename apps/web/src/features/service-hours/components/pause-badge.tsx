import { lazy, Suspense } from 'react';
import { afterPaint } from '@/lib/after-paint';

// Its own chunk, asked for once the first screen is painted: the first load of every dashboard screen stays within its
// budget. A chunk that cannot load (offline) shows nothing rather than reaching the screen's error boundary.
const PauseIndicator = lazy(async () => {
  await afterPaint();
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
