/**
 * Screens whose code failed to load (offline) load again only when asked: an error boundary that shows the failure
 * asks on "Try again" or when the connection is back (`retryFailedScreens`), and the router's lazy screens that failed
 * before the latest ask import their code anew (app/router.tsx `screen`). Retrying on every render instead would
 * loop: React renders a failed screen again at once, which would fail again, and again.
 */
let generation = 0;

export function retryFailedScreens(): void {
  generation += 1;
}

export function screenRetryGeneration(): number {
  return generation;
}
