/** The framed area of spec §2: header, side navigation (a drawer behind a menu button on phones and tablets), the page. */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { TwoFactorRequiredNotice } from '@/features/auth/components/two-factor-required-notice';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { AppHeader } from '@/features/navigation/components/app-header';
import { NavigationDrawer } from '@/features/navigation/components/navigation-drawer';
import { SideNav } from '@/features/navigation/components/side-nav';
import { headerTexts } from '@/features/navigation/texts';
import { MemberLocale } from '@/features/profile/components/member-locale';
import { LiveOrdersProvider } from '@/features/realtime/live-orders-context';
import { PageErrorBoundary } from '@/features/realtime/page-error-boundary';
import { ServiceNotices } from '@/features/realtime/service-status';
import { useRole } from '@/features/team/use-permission';

export function DashboardLayout() {
  const { planId, planName } = useActivePlan();
  const role = useRole();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes the drawer, whichever way the owner got there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside
  useEffect(() => setMenuOpen(false), [pathname]);

  // The drawer is for narrow screens: widening the window past it (a tablet turned) closes it, or the page would stay
  // inert behind a drawer that no longer shows.
  useEffect(() => {
    if (!isMenuOpen) return;
    const desktop = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [isMenuOpen]);

  return (
    <LiveOrdersProvider>
      <MemberLocale />
      <div className="min-h-screen bg-stone-50 text-stone-900">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {headerTexts.skipToContent}
        </a>
        <AppHeader planName={planName} isMenuOpen={isMenuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} menuButtonRef={menuButtonRef} />
        <div className="flex">
          <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-68 shrink-0 overflow-y-auto border-r border-stone-200 bg-white p-4 lg:block">
            <SideNav planId={planId} role={role} />
          </aside>
          <NavigationDrawer
            open={isMenuOpen}
            onClose={() => setMenuOpen(false)}
            planId={planId}
            planName={planName}
            role={role}
            returnFocusTo={menuButtonRef}
          />
          <main id="main-content" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <div className="mx-auto max-w-6xl">
              <TwoFactorRequiredNotice />
              {/* A page whose code is still loading shows a spinner inside the frame, not instead of it; one that fails
                  to load (offline) says so inside the frame and loads again when the connection is back. */}
              <PageErrorBoundary pathname={pathname}>
                <Suspense fallback={<Spinner className="py-24" />}>
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </div>
          </main>
        </div>
        <ServiceNotices />
      </div>
    </LiveOrdersProvider>
  );
}
