import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { MenuPage } from '@/features/storefront/components/menu-page';
import { NotFound } from '@/features/storefront/components/not-found';
import { OrderPage } from '@/features/storefront/components/order-page';
import { GuestDetailsProvider } from '@/features/storefront/guest-details';
import { followOrderLanguage, followRestaurantLanguage } from '@/features/storefront/guest-locale';
import { parseStorefrontPath } from '@/features/storefront/storefront-paths';
import { LocaleRoot } from '@/lib/locale-root';

// The privacy notice and imprint footer (decision 0034) is a chunk of its own, loaded once the page is there: it sits
// under the menu, and the order page's first load stays within its budget. A chunk that cannot load shows nothing.
const LegalFooter = lazy(async (): Promise<{ default: ComponentType<{ slug: string }> }> => {
  try {
    return { default: (await import('@/features/legal/components/legal-footer')).LegalFooter };
  } catch {
    return { default: () => null };
  }
});

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

/** Two screens, chosen from the URL; navigation between them uses the History API. */
function StorefrontPages() {
  const [pathname, setPathname] = useState(() => window.location.pathname);

  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    setPathname(to);
    window.scrollTo(0, 0);
  };

  const route = parseStorefrontPath(pathname);
  if (route.page === 'unknown') return <NotFound />;
  return (
    <>
      {route.page === 'menu' ? (
        <MenuPage slug={route.slug} onOrderPlaced={navigate} onLoaded={followRestaurantLanguage} />
      ) : (
        <OrderPage slug={route.slug} orderId={route.orderId} onLoaded={followOrderLanguage} />
      )}
      {/* The restaurant's privacy notice and imprint (decision 0034), under both pages. */}
      <Suspense fallback={null}>
        <LegalFooter slug={route.slug} />
      </Suspense>
    </>
  );
}
