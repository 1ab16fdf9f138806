// Icons the header already loads (sound-toggle.tsx): no new ones in the dashboard's first load.
import { Bell } from 'lucide-react';
import { useLiveOrders } from './live-orders-context';
import { liveOrdersTexts } from './texts';

/**
 * Live / Reconnecting in the header: whether new orders reach this screen right now. A polite live region, so a
 * screen reader hears when the connection drops and when it is back.
 */
export function ConnectionIndicator() {
  const { connection } = useLiveOrders();
  const isLive = connection === 'live';
  const label = isLive ? liveOrdersTexts.live : connection === 'connecting' ? liveOrdersTexts.connecting : liveOrdersTexts.reconnecting;
  return (
    <span
      role="status"
      data-connection={connection}
      title={isLive ? liveOrdersTexts.liveHint : liveOrdersTexts.reconnectingHint}
      // On a phone the header has no room left: the dot alone sits on the logo's corner, taking no width, and the bar
      // under the header (ConnectionLostBar) says in words when the connection is down.
      className={`max-sm:absolute max-sm:top-3 max-sm:left-[5.25rem] sm:inline-flex sm:min-h-8 sm:items-center sm:gap-1.5 sm:rounded-full sm:px-2.5 sm:text-xs sm:font-semibold sm:ring-1 ${
        isLive ? 'sm:bg-emerald-50 sm:text-emerald-800 sm:ring-emerald-200' : 'sm:bg-amber-50 sm:text-amber-900 sm:ring-amber-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`block h-2.5 w-2.5 rounded-full ring-2 ring-white sm:h-2 sm:w-2 sm:ring-0 ${isLive ? 'bg-emerald-500' : 'bg-amber-500 motion-safe:animate-pulse'}`}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}

/**
 * While the connection is down: a bar under the header says so in words, on every screen size (the header's badge
 * has room only for its dot on a phone). Not a live region: the badge already announces the change.
 */
export function ConnectionLostBar() {
  const { connection } = useLiveOrders();
  if (connection !== 'reconnecting') return null;
  return (
    <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 sm:px-6">
      {liveOrdersTexts.reconnecting} {liveOrdersTexts.reconnectingHint}
    </p>
  );
}

/**
 * "Tap to enable sound": the browser blocks the chime until the page gets a tap (after a reload). A bar under the
 * header, the width of the screen, so it fits a phone beside everything the header already holds.
 */
export function EnableSoundPrompt() {
  const { soundBlocked, isSoundOn, enableSound } = useLiveOrders();
  if (!isSoundOn || !soundBlocked) return null;
  return (
    <div className="flex justify-center border-b border-amber-200 bg-amber-50 px-4 py-1.5 sm:px-6">
      <button
        type="button"
        onClick={enableSound}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-amber-900 underline-offset-2 hover:underline"
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
        {liveOrdersTexts.enableSound}
      </button>
    </div>
  );
}

/**
 * The banner of the repeating alert: how many new orders wait, and the button that stops the chime. Shown on every
 * dashboard page, under the header, while an order alerts.
 */
export function NewOrderAlert() {
  const { alerting, acknowledge } = useLiveOrders();
  if (alerting.length === 0) return null;
  return (
    <div role="alert" className="sticky top-16 z-20 flex flex-wrap items-center justify-between gap-3 border-b border-brand-200 bg-brand-50 px-4 py-2 sm:px-6">
      <p className="flex items-center gap-2 font-semibold text-brand-900">
        <Bell aria-hidden="true" className="h-5 w-5 text-brand-600 motion-safe:animate-bounce" />
        {liveOrdersTexts.waiting(alerting.length)}
      </p>
      <button type="button" onClick={acknowledge} className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
        {liveOrdersTexts.acknowledge}
      </button>
    </div>
  );
}
