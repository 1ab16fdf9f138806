import type { Locale } from '@maitre/shared/locales';
import { FEW_PORTIONS_LEFT } from '@maitre/shared/pricing';
import type { StorefrontService } from '@maitre/shared/service-hours';
import type { Storefront, StorefrontMenuItem } from '@maitre/shared/storefront';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AllergenLegend, AllergenList } from '@/features/options/allergen-list';
import { loadAllergenMessages } from '@/features/options/allergen-texts';
import { ApiError } from '@/lib/api-client';
import { money } from '@/lib/i18n';
import { AllergenFilter, useAllergenFilter } from '../allergen-filter';
import { fetchStorefront } from '../api/guest-calls';
import { useService } from '../api/use-service';
import { useGuestDetails } from '../guest-details';
import { categoryText, itemText, shownMenus } from '../menu-text';
import { menuPageTexts } from '../texts';
import { cartLineKey, useCart } from '../use-cart';
import { CartPanel } from './cart-panel';
import { LanguagePicker } from './language-picker';
import { NotFound } from './not-found';
import { ServiceBanner } from './service-banner';

// The restaurant's address, phone and hours sit below the menu: a chunk of its own, loaded once the menu is there, so
// the order page's first load pays for the checks of the table and the privacy line (issue 20 leftovers). A chunk that
// cannot load shows nothing.
const RestaurantDetails = lazy(async (): Promise<{ default: ComponentType<{ service: StorefrontService | undefined }> }> => {
  try {
    return { default: (await import('./restaurant-details')).RestaurantDetails };
  } catch {
    return { default: () => null };
  }
});

// The dish's options dialog: a chunk of its own, fetched once the menu is there (so the first choice opens at once).
const loadChoiceDialog = () => import('./choice-dialog');
// A chunk that cannot load (offline) leaves the dialog closed instead of breaking the page.
const ChoiceDialog = lazy(async (): Promise<{ default: ComponentType<ComponentProps<typeof import('./choice-dialog').ChoiceDialog>> }> => {
  try {
    return { default: (await loadChoiceDialog()).ChoiceDialog };
  } catch {
    return { default: () => null };
  }
});

type LoadState = { status: 'loading' } | { status: 'ready'; storefront: Storefront } | { status: 'missing' } | { status: 'error'; message: string };

interface MenuPageProps {
  slug: string;
  onOrderPlaced: (path: string) => void;
  /** Each time the menu arrives: the page learns the restaurant's default language from it. */
  onLoaded?: (storefront: Storefront) => void;
  /** Under the page once the menu is shown (the legal footer), and beside the contact fields (the privacy line). */
  footer?: ReactNode;
  privacy?: ReactNode;
}

export function MenuPage({ slug, onOrderPlaced, onLoaded, footer, privacy }: MenuPageProps) {
  const [state, setState] = useState<LoadState>(() => {
    const shown = shownMenus.get(slug);
    return shown ? { status: 'ready', storefront: shown } : { status: 'loading' };
  });
  const cart = useCart(slug);
  const { details } = useGuestDetails();
  const { service, reload: reloadService } = useService(slug);
  const cartRef = useRef<HTMLElement>(null);
  const isCartInView = useIsInView(cartRef, state.status === 'ready');
  const filter = useAllergenFilter();
  // The dish whose options the guest is choosing (the dialog is open while it is set), and the cart line whose choices
  // they change (its key and choices), if that is what they do.
  const [choosing, setChoosing] = useState<StorefrontMenuItem | null>(null);
  const [changing, setChanging] = useState<{ key: string; options: string[] } | null>(null);
  const choose = (item: StorefrontMenuItem | null, line: { key: string; options: string[] } | null = null) => {
    setChoosing(item);
    setChanging(line);
  };

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        // The allergens' names come with the menu: in English they are a chunk of their own (allergen-texts.ts).
        const [storefront] = await Promise.all([fetchStorefront(slug, signal, details.table), loadAllergenMessages()]);
        setState({ status: 'ready', storefront });
        shownMenus.set(slug, storefront);
        document.title = menuPageTexts.documentTitle(storefront.restaurant.name);
        onLoaded?.(storefront);
        return storefront;
      } catch (error) {
        if (signal?.aborted) return undefined;
        shownMenus.delete(slug);
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : menuPageTexts.somethingWentWrong });
        return undefined;
      }
    },
    [slug, onLoaded, details],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Once the menu is on screen, what is left of it stays current (sold out the moment it is): a chunk of its own.
  const isReady = state.status === 'ready';
  useEffect(() => {
    if (!isReady) return;
    void loadChoiceDialog().catch(() => {});
    let stop: (() => void) | undefined;
    let left = false;
    void import('../live-availability').then(({ followAvailability }) => {
      if (left) return;
      stop = followAvailability(
        slug,
        (change) =>
          setState((current) => {
            if (current.status !== 'ready') return current;
            const storefront = change(current.storefront);
            shownMenus.set(slug, storefront);
            return { status: 'ready', storefront };
          }),
        () => void reloadService(),
      );
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [slug, isReady, reloadService]);

  const storefront = state.status === 'ready' ? state.storefront : undefined;
  // The server sends the menu in the owner's order (categories, then dishes within each) and the categories in theirs.
  const shown = useMemo(
    () => (storefront?.menu ?? []).filter((item) => !item.allergens.some((allergen) => filter.hidden.has(allergen))),
    [storefront, filter.hidden],
  );
  const sections = useMemo(
    () =>
      (storefront?.categories ?? [])
        .map((category) => ({ category, items: shown.filter((item) => item.category_id === category.id) }))
        .filter((section) => section.items.length > 0),
    [storefront, shown],
  );
  // Each section's heading id, from its category's name ("Main Course" → category-main-course): an address a link can
  // name, and never a space (an id with one names nothing, so the section had no accessible name).
  const sectionIds = useMemo(() => categoryIds(storefront?.categories ?? []), [storefront]);
  const groupsById = useMemo(() => new Map((storefront?.option_groups ?? []).map((group) => [group.id, group])), [storefront]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="py-24 text-center text-stone-500">
        {menuPageTexts.loading}
      </p>
    );
  }
  if (state.status === 'missing') return <NotFound message={menuPageTexts.restaurantNotFound} />;
  if (state.status === 'error' || !storefront) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <p role="alert" className="text-red-700">
          {state.status === 'error' ? state.message : menuPageTexts.somethingWentWrong}
        </p>
        <button type="button" onClick={() => void load()} className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {menuPageTexts.tryAgain}
        </button>
      </main>
    );
  }

  const itemCount = cart.lines.filter((line) => storefront.menu.some((item) => item.id === line.menuItemId)).reduce((sum, line) => sum + line.quantity, 0);
  const showsOrderBar = itemCount > 0 && !isCartInView;
  const quantityOf = (id: string) => cart.lines.reduce((sum, line) => sum + (line.menuItemId === id ? line.quantity : 0), 0);
  const groupsOf = (item: StorefrontMenuItem) => item.option_group_ids.flatMap((id) => groupsById.get(id) ?? []);
  const baseLanguage = storefront.restaurant.default_language;
  const hiddenCount = storefront.menu.length - shown.length;

  return (
    <>
      <div className="min-h-screen">
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-5xl items-start justify-between gap-3 px-4 py-6">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{menuPageTexts.orderOnline}</p>
              <h1 className="break-words font-display text-3xl font-semibold">{storefront.restaurant.name}</h1>
            </div>
            <LanguagePicker />
          </div>
        </header>
        <ServiceBanner service={service} />
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem]">
          <main aria-label={menuPageTexts.menu} className="min-w-0">
            {storefront.menu.length > 0 && (
              <div className="mb-6 space-y-3">
                <AllergenFilter filter={filter} hiddenCount={hiddenCount} />
                <AllergenLegend />
              </div>
            )}
            {storefront.menu.length === 0 ? (
              <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">{menuPageTexts.empty}</p>
            ) : sections.length === 0 ? (
              <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">{menuPageTexts.allHidden}</p>
            ) : (
              sections.map((section) => {
                const heading = categoryText(section.category, baseLanguage);
                const headingId = sectionIds.get(section.category.id);
                return (
                  <section key={section.category.id} aria-labelledby={headingId} className="mb-10">
                    <h2 id={headingId} lang={heading.lang} className="mb-4 font-display text-xl font-semibold">
                      {heading.text}
                    </h2>
                    <ul className="grid gap-4 sm:grid-cols-2">
                      {section.items.map((item) => (
                        <MenuItemCard
                          key={item.id}
                          item={item}
                          baseLanguage={baseLanguage}
                          quantity={quantityOf(item.id)}
                          hasOptions={groupsOf(item).length > 0}
                          onAdd={() => (groupsOf(item).length > 0 ? choose(item) : cart.add(item.id))}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })
            )}
            <Suspense fallback={null}>
              <RestaurantDetails service={service} />
            </Suspense>
          </main>
          <CartPanel
            slug={slug}
            storefront={storefront}
            cart={cart}
            onOrderPlaced={onOrderPlaced}
            onMenuChanged={() => load()}
            panelRef={cartRef}
            service={service}
            onServiceChanged={() => void reloadService()}
            privacy={privacy}
            onChangeChoices={choose}
          />
        </div>
        {choosing && (
          <Suspense fallback={null}>
            <ChoiceDialog
              title={menuPageTexts.chooseFor(itemText(choosing, baseLanguage).name.text)}
              item={choosing}
              groups={groupsOf(choosing)}
              baseLanguage={baseLanguage}
              initial={changing?.options}
              saves={Boolean(changing)}
              onCancel={() => choose(null)}
              onConfirm={(options) => {
                if (changing) {
                  cart.change(changing.key, options);
                  // The button that opened the dialog left with its line (a line's key is its choices): the focus goes
                  // to the changed line's own, once it is there, not to the page's start.
                  const key = cartLineKey({ menuItemId: choosing.id, options });
                  setTimeout(() => document.getElementById(`choices-${key}`)?.focus(), 0);
                } else cart.add(choosing.id, options);
                choose(null);
              }}
            />
          </Suspense>
        )}
        {showsOrderBar && (
          // On a phone the cart sits below the menu: a bar at the bottom takes the guest there. It goes away once the cart
          // is on screen, so it never covers the form or "Place order".
          <a
            href="#cart-heading"
            className="fixed inset-x-4 bottom-4 flex items-center justify-between gap-3 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white shadow-lg lg:hidden"
          >
            <span>{menuPageTexts.viewOrder(itemCount)}</span>
            <span aria-hidden="true">↓</span>
          </a>
        )}
      </div>
      {footer}
    </>
  );
}

/** `category-<slug of the name>` per category id, unique on the page (a second "Desserts" gets -2; no letters: its id). */
export function categoryIds(categories: ReadonlyArray<{ id: string; name: string }>): Map<string, string> {
  const used = new Set<string>();
  const ids = new Map<string, string>();
  for (const category of categories) {
    const slug = category.name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
    const base = `category-${slug || category.id}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    ids.set(category.id, id);
  }
  return ids;
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

interface MenuItemCardProps {
  item: StorefrontMenuItem;
  baseLanguage: Locale;
  quantity: number;
  /** Adding opens the chooser of its options. */
  hasOptions: boolean;
  onAdd: () => void;
}

function MenuItemCard({ item, baseLanguage, quantity, hasOptions, onAdd }: MenuItemCardProps) {
  // The guest's language when the restaurant translated the dish, else the restaurant's own text; each marked with its language.
  const { name, description } = itemText(item, baseLanguage);
  // Counted (decision 0027): sold out at 0, "3 left" when few are.
  const left = item.portions_left;
  const soldOut = left === 0;
  return (
    <li className="flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {item.image_url ? (
        // A fixed 112 px box either way (no layout shift); a stored photo offers its copies (320, 640, 1280 px wide) and
        // the browser picks the one for the screen's density (decision 0026).
        <img
          src={item.image_url}
          srcSet={item.photo?.srcset}
          sizes={item.photo ? '112px' : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={112}
          height={112}
          className="h-28 w-28 flex-none object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex h-28 w-28 flex-none items-center justify-center bg-brand-50 font-display text-3xl text-brand-600">
          {name.text.charAt(0).toUpperCase()}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col p-3">
        <h3 lang={name.lang} className="font-semibold">
          {name.text}
        </h3>
        {description.text && (
          <p lang={description.lang} className="mt-1 line-clamp-2 text-sm text-stone-600">
            {description.text}
          </p>
        )}
        {/* Before the cart: what the dish contains and may contain (Regulation (EU) 1169/2011, Art. 14). */}
        <AllergenList allergens={item.allergens} traces={item.traces} dietary={item.dietary} className="mt-2" />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="font-medium">
            {money(item.price)}
            {left !== null && left > 0 && left <= FEW_PORTIONS_LEFT && (
              <span className="ml-2 text-sm font-medium text-amber-800">{menuPageTexts.left(left)}</span>
            )}
          </span>
          {soldOut ? (
            <span className="min-h-11 content-center rounded-lg bg-stone-200 px-4 text-sm font-medium text-stone-800">{menuPageTexts.soldOut}</span>
          ) : (
            <button
              type="button"
              onClick={onAdd}
              aria-label={menuPageTexts.addToCart(name.text)}
              aria-haspopup={hasOptions ? 'dialog' : undefined}
              className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              {menuPageTexts.add}
              {quantity > 0 ? ` (${quantity})` : ''}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
