import { DEFAULT_PREPARATION_MINUTES, MAX_READY_IN_MINUTES, MAX_REJECTION_REASON, type Order } from '@maitre/shared/orders';
import { Check, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { controlClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { formatMoment } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { useAcceptOrder, useRejectOrder } from '../api/accept-order';
import { useOrderSettings } from '../api/order-settings';
import { acceptOrderTexts } from '../texts';

const STEP_MINUTES = 5;
const TICK_MS = 15_000;

/** "now", moved on every 15 seconds: the ready time offered follows the clock while the card is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The accept step on a pending order (issue 20): the ready time — now plus the restaurant's preparation time, moved by
 * five minutes at a time — and one button that accepts the order with it; or reject, which asks for the reason the
 * guest will read. Shown only to members who may change an order's status, and only while the order is pending.
 */
export function AcceptOrder({ order, number, timeZone }: { order: Order; number: string; timeZone: string | undefined }) {
  const allowed = usePermission('orders:update_status');
  if (!allowed || order.status !== 'pending') return null;
  return <AcceptOrderControls order={order} number={number} timeZone={timeZone} />;
}

function AcceptOrderControls({ order, number, timeZone }: { order: Order; number: string; timeZone: string | undefined }) {
  const settings = useOrderSettings();
  const preparation = settings.data?.preparation_minutes ?? DEFAULT_PREPARATION_MINUTES;
  const [chosen, setChosen] = useState<number | null>(null);
  const minutes = chosen ?? preparation;
  const now = useNow();
  const accept = useAcceptOrder();
  const reject = useRejectOrder();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLInputElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const ids = useUniqueId();
  const busy = accept.isPending || reject.isPending;
  const readyTime = formatMoment(new Date(now + minutes * 60_000), timeZone, 'time');

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  const move = (by: number) => setChosen(Math.min(MAX_READY_IN_MINUTES, Math.max(0, minutes + by)));
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text || busy) return;
    reject.mutate({ id: order.id, reason: text });
  };

  return (
    <section aria-label={acceptOrderTexts.group(number)} className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${ids}-ready`} className="text-sm font-medium text-stone-700">
          {acceptOrderTexts.readyIn}
        </span>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page (decision 0017). */}
        <button
          type="button"
          aria-disabled={minutes === 0 || undefined}
          onClick={() => minutes > 0 && move(-STEP_MINUTES)}
          className={`${secondaryButtonClass} px-3`}
        >
          {acceptOrderTexts.earlier}
        </button>
        <output aria-labelledby={`${ids}-ready`} aria-live="polite" className="min-w-16 text-center font-semibold tabular-nums">
          {acceptOrderTexts.minutes(minutes)}
        </output>
        <button
          type="button"
          aria-disabled={minutes >= MAX_READY_IN_MINUTES || undefined}
          onClick={() => minutes < MAX_READY_IN_MINUTES && move(STEP_MINUTES)}
          className={`${secondaryButtonClass} px-3`}
        >
          {acceptOrderTexts.later}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => !busy && accept.mutate({ id: order.id, readyInMinutes: minutes })}
          className={primaryButtonClass}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {accept.isPending ? acceptOrderTexts.accepting : acceptOrderTexts.accept(readyTime)}
        </button>
        {!rejecting && (
          <button ref={rejectRef} type="button" onClick={() => setRejecting(true)} className={secondaryButtonClass}>
            <X aria-hidden="true" className="h-4 w-4" />
            {acceptOrderTexts.reject}
          </button>
        )}
      </div>
      {rejecting && (
        <form onSubmit={submitReject} className="mt-3">
          <label htmlFor={`${ids}-reason`} className={labelClass}>
            {acceptOrderTexts.reason}
          </label>
          <input
            ref={reasonRef}
            id={`${ids}-reason`}
            required
            maxLength={MAX_REJECTION_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${ids}-hint`}
            className={controlClass}
          />
          <p id={`${ids}-hint`} className="mt-1 text-xs text-stone-600">
            {acceptOrderTexts.reasonHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" aria-disabled={busy || undefined} className={`${primaryButtonClass} bg-red-700 hover:bg-red-800`}>
              {reject.isPending ? acceptOrderTexts.rejecting : acceptOrderTexts.confirmReject}
            </button>
            <button
              type="button"
              onClick={() => {
                setRejecting(false);
                setReason('');
                // The form goes: the focus returns to the button that opened it, never to the page.
                requestAnimationFrame(() => rejectRef.current?.focus());
              }}
              className={secondaryButtonClass}
            >
              {acceptOrderTexts.keep}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** On an answered order's card: when it will be ready, or why it was rejected. */
export function OrderAnswer({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  if (order.status === 'cancelled' && order.rejection_reason) {
    return <p className="mt-3 text-sm font-medium text-red-800">{acceptOrderTexts.rejectedBecause(order.rejection_reason)}</p>;
  }
  if (order.ready_at && (order.status === 'confirmed' || order.status === 'preparing')) {
    return <p className="mt-3 text-sm font-semibold text-stone-800">{acceptOrderTexts.readyAt(formatMoment(order.ready_at, timeZone, 'time'))}</p>;
  }
  return null;
}
