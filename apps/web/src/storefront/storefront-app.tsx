import { useEffect, useState } from 'react';
import { MenuPage } from './components/menu-page';
import { OrderPage } from './components/order-page';
import { parseStorefrontPath } from './routes';

/** Two screens, chosen from the URL; navigation between them uses the History API. */
export function StorefrontApp() {
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
  if (route.page === 'menu') return <MenuPage slug={route.slug} onOrderPlaced={navigate} />;
  if (route.page === 'order') return <OrderPage slug={route.slug} orderId={route.orderId} />;
  return <NotFound />;
}

export function NotFound({ message = 'We could not find this page.' }: { message?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-2xl font-semibold">Not found</h1>
      <p className="mt-3 text-stone-600">{message}</p>
    </main>
  );
}
