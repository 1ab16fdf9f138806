import { formatEuros } from '@maitre/shared/money';
import type { Storefront, StorefrontMenuItem } from '@maitre/shared/storefront';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fetchStorefront } from '../api';
import { NotFound } from '../storefront-app';
import { useCart } from '../use-cart';
import { CartPanel } from './cart-panel';

type LoadState = { status: 'loading' } | { status: 'ready'; storefront: Storefront } | { status: 'missing' } | { status: 'error'; message: string };

export function MenuPage({ slug, onOrderPlaced }: { slug: string; onOrderPlaced: (path: string) => void }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const cart = useCart(slug);
  const cartRef = useRef<HTMLElement>(null);
  const isCartInView = useIsInView(cartRef, state.status === 'ready');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const storefront = await fetchStorefront(slug, signal);
        setState({ status: 'ready', storefront });
        document.title = `${storefront.restaurant.name} — order online`;
        return storefront;
      } catch (error) {
        if (signal?.aborted) return undefined;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong' });
        return undefined;
      }
    },
    [slug],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const storefront = state.status === 'ready' ? state.storefront : undefined;
  // The server sends the menu in category order, so grouping keeps that order.
  const sections = useMemo(() => {
    const groups = new Map<string, StorefrontMenuItem[]>();
    for (const item of storefront?.menu ?? []) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
    return [...groups].map(([category, items]) => ({ category, items }));
  }, [storefront]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="py-24 text-center text-stone-500">
        Loading the menu…
      </p>
    );
  }
  if (state.status === 'missing') return <NotFound message="We could not find this restaurant. Check the link you were given." />;
  if (state.status === 'error' || !storefront) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <p role="alert" className="text-red-700">
          {state.status === 'error' ? state.message : 'Something went wrong'}
        </p>
        <button type="button" onClick={() => void load()} className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Try again
        </button>
      </main>
    );
  }

  const itemCount = cart.lines.filter((line) => storefront.menu.some((item) => item.id === line.menuItemId)).reduce((sum, line) => sum + line.quantity, 0);
  const showsOrderBar = itemCount > 0 && !isCartInView;
  const quantityOf = (id: string) => cart.lines.find((line) => line.menuItemId === id)?.quantity ?? 0;

  return (
    <div className="min-h-screen">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-6">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">Order online</p>
          <h1 className="font-display text-3xl font-semibold">{storefront.restaurant.name}</h1>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem]">
        <main aria-label="Menu">
          {sections.length === 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">
              This restaurant has nothing on its online menu right now.
            </p>
          ) : (
            sections.map((section) => (
              <section key={section.category} aria-labelledby={`category-${section.category}`} className="mb-10">
                <h2 id={`category-${section.category}`} className="mb-4 font-display text-xl font-semibold">
                  {section.category}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {section.items.map((item) => (
                    <MenuItemCard key={item.id} item={item} quantity={quantityOf(item.id)} onAdd={() => cart.add(item.id)} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </main>
        <CartPanel slug={slug} storefront={storefront} cart={cart} onOrderPlaced={onOrderPlaced} onMenuChanged={() => load()} panelRef={cartRef} />
      </div>
      {showsOrderBar && (
        // On a phone the cart sits below the menu: a bar at the bottom takes the guest there. It goes away once the cart
        // is on screen, so it never covers the form or "Place order".
        <a
          href="#cart-heading"
          className="fixed inset-x-4 bottom-4 flex items-center justify-between gap-3 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white shadow-lg lg:hidden"
        >
          <span>
            View your order · {itemCount} {itemCount === 1 ? 'item' : 'items'}
          </span>
          <span aria-hidden="true">↓</span>
        </a>
      )}
    </div>
  );
}

/**
 * Whether the element is on screen (IntersectionObserver). Without the observer (jsdom) it answers false, so the
 * guest still gets the bar that leads to the cart.
 */
function useIsInView(ref: RefObject<HTMLElement | null>, isMounted: boolean): boolean {
  const [isInView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isMounted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isMounted]);
  return isInView;
}

function MenuItemCard({ item, quantity, onAdd }: { item: StorefrontMenuItem; quantity: number; onAdd: () => void }) {
  return (
    <li className="flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {item.image_url ? (
        <img src={item.image_url} alt="" loading="lazy" width={112} height={112} className="h-28 w-28 flex-none object-cover" />
      ) : (
        <div aria-hidden="true" className="flex h-28 w-28 flex-none items-center justify-center bg-brand-50 font-display text-3xl text-brand-600">
          {item.name.charAt(0).toUpperCase()}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col p-3">
        <h3 className="font-semibold">{item.name}</h3>
        {item.description && <p className="mt-1 line-clamp-2 text-sm text-stone-600">{item.description}</p>}
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="font-medium">{formatEuros(item.price)}</span>
          <button
            type="button"
            onClick={onAdd}
            aria-label={`Add ${item.name} to cart`}
            className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            Add{quantity > 0 ? ` (${quantity})` : ''}
          </button>
        </div>
      </div>
    </li>
  );
}
