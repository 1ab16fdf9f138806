import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
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
