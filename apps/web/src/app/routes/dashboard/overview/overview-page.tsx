import { can } from '@maitre/shared/team';
import { CalendarDays, Euro, ShoppingBag, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { RecentOrdersList } from '@/features/orders/components/recent-orders-list';
import { useOverview } from '@/features/overview/api/get-overview';
import { QuickActions } from '@/features/overview/components/quick-actions';
import { StatCard } from '@/features/overview/components/stat-card';
import { overviewTexts } from '@/features/overview/texts';
import { OrderPageCard } from '@/features/storefront/components/order-page-card';
import { NotAllowed } from '@/features/team/components/not-allowed';
import { useRole } from '@/features/team/use-permission';
import { afterPaint } from '@/lib/after-paint';
import { money } from '@/lib/i18n';

/**
 * A printer that should print is offline (issue 21, decision 0038): a chunk of its own, outside the first load, asked
 * for once the first screen is painted.
 */
const PrinterOfflineNotice = lazy(async () => {
  await afterPaint();
  return { default: (await import('@/features/printers/components/offline-notice')).PrinterOfflineNotice };
});

function greeting(hour: number) {
  if (hour < 12) return overviewTexts.goodMorning;
  if (hour < 18) return overviewTexts.goodAfternoon;
  return overviewTexts.goodEvening;
}

/**
 * The dashboard's home. A role without today's figures (kitchen) starts on the orders instead; a person who belongs
 * to no restaurant is told how to get one.
 */
export function OverviewPage() {
  const { profile } = useAuth();
  const role = useRole();
  if (profile && !role) return <NotAllowed title={overviewTexts.title} />;
  if (profile && !can(role, 'overview:read')) return <Navigate to={can(role, 'orders:read') ? '/dashboard/orders' : '/dashboard/settings'} replace />;
  return <Overview />;
}

function Overview() {
  const { profile, user } = useAuth();
  const { planName } = useActivePlan();
  const { data: overview, isPending, isError } = useOverview();
  const name = profile?.full_name ?? user?.name ?? '';

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold">
          {greeting(new Date().getHours())}
          {name ? `, ${name}` : ''}
        </h1>
        <p className="mt-1 text-stone-600">
          {profile?.restaurant_name ? overviewTexts.restaurantToday(profile.restaurant_name) : overviewTexts.yourRestaurantToday}
          {planName && (
            <>
              {' '}
              {overviewTexts.planBefore}
              <span className="font-semibold text-brand-700">{planName}</span>
              {overviewTexts.planAfter}
            </>
          )}
        </p>
      </div>

      <Suspense fallback={null}>
        <PrinterOfflineNotice />
      </Suspense>

      {isPending ? (
        <Spinner className="py-16" label={overviewTexts.loadingFigures} />
      ) : isError ? (
        <EmptyState>{overviewTexts.figuresFailed}</EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title={overviewTexts.todayOrders} icon={<ShoppingBag aria-hidden="true" className="h-5 w-5" />} figure={overview.todayOrders} />
            <StatCard title={overviewTexts.reservations} icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />} figure={overview.reservations} />
            <StatCard title={overviewTexts.activeCustomers} icon={<Users aria-hidden="true" className="h-5 w-5" />} figure={overview.activeCustomers} />
            <StatCard title={overviewTexts.revenueToday} icon={<Euro aria-hidden="true" className="h-5 w-5" />} figure={overview.revenueToday} format={money} />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="recent-orders-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-2">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
                <h2 id="recent-orders-title" className="font-display text-xl font-semibold">
                  {overviewTexts.recentOrders}
                </h2>
                <Link to="/dashboard/orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
                  {overviewTexts.viewAll}
                </Link>
              </div>
              {overview.recentOrders.length === 0 ? (
                <p className="py-6 text-center text-stone-600">{overviewTexts.noOrders}</p>
              ) : (
                <RecentOrdersList orders={overview.recentOrders} timeZone={profile?.timezone} />
              )}
            </section>
            <section aria-labelledby="quick-actions-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <h2 id="quick-actions-title" className="mb-4 font-display text-xl font-semibold">
                {overviewTexts.quickActions}
              </h2>
              <QuickActions />
            </section>
            {profile?.slug && (
              <section aria-labelledby="order-page-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-3">
                <h2 id="order-page-title" className="mb-4 font-display text-xl font-semibold">
                  {overviewTexts.orderPage}
                </h2>
                <OrderPageCard slug={profile.slug} />
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
