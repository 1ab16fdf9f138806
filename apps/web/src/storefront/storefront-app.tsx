import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { MenuPage } from '@/features/storefront/components/menu-page';
import { NotFound } from '@/features/storefront/components/not-found';
import { OrderPage } from '@/features/storefront/components/order-page';
import { GuestDetailsProvider } from '@/features/storefront/guest-details';
import { followOrderLanguage, followRestaurantLanguage } from '@/features/storefront/guest-locale';
import { parseStorefrontPath } from '@/features/storefront/storefront-paths';
import { LocaleRoot } from '@/lib/locale-root';

// The privacy notice and imprint footer and the checkout's privacy line (decision 0034) are a chunk of their own,
// loaded once the page is there: the order page's first load stays within its budget. A chunk that cannot load shows
// nothing.
const legalPart = (name: 'LegalFooter' | 'PrivacyLine') =>
  lazy(async (): Promise<{ default: ComponentType<{ slug: string }> }> => {
    try {
      return { default: (await import('@/features/legal/components/legal-footer'))[name] };
    } catch {
      return { default: () => null };
    }
  });
const LegalFooter = legalPart('LegalFooter');
const PrivacyLine = legalPart('PrivacyLine');

/** The order page, re-mounted in the new language when the guest (or the restaurant's default) changes it. */
export function StorefrontApp() {
  return (
    <GuestDetailsProvider>
      <LocaleRoot>
        <StorefrontPages />
      </LocaleRoot>
    </GuestDetailsProvider>
  );
}

/** The browser's history, as a store: a back or forward (popstate), or our own navigation, changes the address. */
function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const currentAddress = () => window.location.pathname;

/**
 * Two screens, chosen from the URL; navigation between them uses the History API. The address is read as an external
 * store, not copied into state once and then followed by a listener: the store is read again when it subscribes, so
 * a back between a mount and its listener (a change of language re-mounts the pages) is never lost. Found by a browser
 * test that, once in a while, still showed the order's page after going back.
 */
function StorefrontPages() {
  const pathname = useSyncExternalStore(subscribeToAddress, currentAddress);

  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  };

  const route = parseStorefrontPath(pathname);
  if (route.page === 'unknown') return <NotFound />;
  // The restaurant's privacy notice and imprint (decision 0034), under both pages once they are shown (not under a
  // not-found screen: there is no shop there to speak for).
  const footer = (
    <Suspense fallback={null}>
      <LegalFooter slug={route.slug} />
    </Suspense>
  );
  return route.page === 'menu' ? (
    <MenuPage
      slug={route.slug}
      onOrderPlaced={navigate}
      onLoaded={followRestaurantLanguage}
      footer={footer}
      privacy={
        <Suspense fallback={null}>
          <PrivacyLine slug={route.slug} />
        </Suspense>
      }
    />
  ) : (
    <OrderPage slug={route.slug} orderId={route.orderId} onLoaded={followOrderLanguage} footer={footer} />
  );
}
