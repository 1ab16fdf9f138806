/** Leaves the app for a Stripe page (checkout, billing portal); one seam, so tests can watch where it goes. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
