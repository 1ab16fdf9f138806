import { formatEuros } from '@maitre/shared/money';
import type { OrderStatus } from '@maitre/shared/orders';
import type { PublicOrder } from '@maitre/shared/storefront';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fetchPublicOrder, orderEventsUrl } from '../api';
import { NotFound } from '../storefront-app';

const POLL_WITHOUT_STREAM_MS = 30_000;
const STEPS: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];
const LABELS: Record<OrderStatus, string> = {
  pending: 'Received',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function OrderPage({ slug, orderId }: { slug: string; orderId: string }) {
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [missing, setMissing] = useState(false);

  const load = useCallback(async () => {
    try {
      setOrder(await fetchPublicOrder(orderId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setMissing(true);
    }
  }, [orderId]);

  useEffect(() => {
    void load();
    // Live status: every event (and every reconnect) refetches, so nothing is missed while offline.
    const source = new EventSource(orderEventsUrl(orderId));
    source.addEventListener('order.updated', () => void load());
    source.addEventListener('open', () => void load());
    // Closed for good: the order is finished (204), or the server has too many live connections (429/503). The page
    // then asks now and then instead, so a late correction by the restaurant still shows.
    let poll: number | undefined;
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED && poll === undefined) poll = window.setInterval(() => void load(), POLL_WITHOUT_STREAM_MS);
    });
    return () => {
      source.close();
      window.clearInterval(poll);
    };
  }, [orderId, load]);

  if (missing) return <NotFound message="We could not find this order." />;
  if (!order) {
    return (
      <p role="status" className="py-24 text-center text-stone-500">
        Loading your order…
      </p>
    );
  }

  const currentStep = STEPS.indexOf(order.status);
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm text-stone-600">
        <a href={`/r/${encodeURIComponent(order.restaurant.slug ?? slug)}`} className="underline hover:text-brand-700">
          {order.restaurant.name}
        </a>
      </p>
      <h1 className="mt-1 font-display text-3xl font-semibold">Thank you, {order.customer_first_name}!</h1>
      <p className="mt-2 text-stone-700">
        Order number <strong className="font-mono">{order.number}</strong>
      </p>

      <section aria-labelledby="status-heading" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="status-heading" className="font-semibold">
          Status
        </h2>
        <p aria-live="polite" data-testid="order-status" className="mt-1 text-2xl font-display font-semibold text-brand-700">
          {LABELS[order.status]}
        </p>
        {order.status === 'cancelled' ? (
          <p className="mt-2 text-sm text-stone-600">The restaurant cancelled this order. Please contact them if you have questions.</p>
        ) : (
          <ol className="mt-4 grid grid-cols-5 gap-1 text-center text-xs">
            {STEPS.map((step, index) => (
              <li key={step} aria-current={index === currentStep ? 'step' : undefined}>
                <span className={`mb-1 block h-1.5 rounded-full ${index <= currentStep ? 'bg-brand-600' : 'bg-stone-200'}`} />
                <span className={index <= currentStep ? 'font-medium text-stone-900' : 'text-stone-500'}>{LABELS[step]}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="items-heading" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="items-heading" className="font-semibold">
          Your items
        </h2>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.order_items.map((line) => (
            // Lines are unique by name and price: the server merges repeats of one menu item.
            <li key={`${line.name}-${line.price}`} className="flex justify-between py-2">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatEuros(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-stone-200 pt-2 font-semibold">
          <span>Total</span>
          <span>{formatEuros(order.total_amount)}</span>
        </p>
      </section>
    </main>
  );
}
