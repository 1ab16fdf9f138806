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
 * While the connection is down: says so in words, on every screen size (the header's badge has room only for its dot
 * on a phone). Not a live region: the badge already announces the change.
 */
export function ConnectionLostBar() {
  const { connection } = useLiveOrders();
  if (connection !== 'reconnecting') return null;
  return (
    <p className="pointer-events-auto max-w-xl rounded-xl bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 shadow-lg ring-1 ring-amber-300">
      {liveOrdersTexts.reconnecting} {liveOrdersTexts.reconnectingHint}
    </p>
  );
}

/** "Tap to enable sound": the browser blocks the chime until the page gets a tap (after a reload). */
export function EnableSoundPrompt() {
  const { soundBlocked, isSoundOn, enableSound } = useLiveOrders();
  if (!isSoundOn || !soundBlocked) return null;
  return (
    <div className="pointer-events-auto">
      <button
        type="button"
        onClick={enableSound}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-amber-100 px-4 text-sm font-semibold text-amber-950 shadow-lg ring-1 ring-amber-300 hover:bg-amber-200"
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
        {liveOrdersTexts.enableSound}
      </button>
    </div>
  );
}

/**
 * The banner of the repeating alert: how many new orders wait, and the button that stops the chime. Shown on every
 * dashboard page while an order alerts.
 */
export function NewOrderAlert() {
  const { alerting, acknowledge } = useLiveOrders();
  if (alerting.length === 0) return null;
  return (
    <div
      role="alert"
      className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-2 shadow-lg ring-2 ring-brand-500"
    >
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

/**
 * The service notices — the new-order alert, "Tap to enable sound", the lost connection — floating at the bottom of
 * the screen over the page: they come and go while the owner works, and pushing the page down (or up) as they do would
 * move what the owner is about to tap (a tap that unlocks the sound would land its release on another button).
 */
export function ServiceNotices() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3 print:hidden">
      <NewOrderAlert />
      <EnableSoundPrompt />
      <ConnectionLostBar />
    </div>
  );
}
