import { formatEuros } from '@maitre/shared/money';
import { CalendarDays, Euro, ShoppingBag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { OrderPageCard } from '@/features/order-page/components/order-page-card';
import { RecentOrdersList } from '@/features/orders/components/recent-orders-list';
import { useOverview } from '@/features/overview/api/get-overview';
import { QuickActions } from '@/features/overview/components/quick-actions';
import { StatCard } from '@/features/overview/components/stat-card';
import { useActivePlan } from '@/features/subscription/api/get-subscription';

function greeting(hour: number) {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function OverviewPage() {
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
          {profile?.restaurant_name ? `Here is how ${profile.restaurant_name} is doing today.` : 'Here is how your restaurant is doing today.'}
          {planName && (
            <>
              {' '}
              You are on the <span className="font-semibold text-brand-700">{planName}</span> plan.
            </>
          )}
        </p>
      </div>

      {isPending ? (
        <Spinner className="py-16" label="Loading today's figures…" />
      ) : isError ? (
        <EmptyState>Today's figures could not be loaded. They will appear when the connection is back.</EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Today's Orders" icon={<ShoppingBag aria-hidden="true" className="h-5 w-5" />} figure={overview.todayOrders} />
            <StatCard title="Reservations" icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />} figure={overview.reservations} />
            <StatCard title="Active Customers" icon={<Users aria-hidden="true" className="h-5 w-5" />} figure={overview.activeCustomers} />
            <StatCard title="Revenue Today" icon={<Euro aria-hidden="true" className="h-5 w-5" />} figure={overview.revenueToday} format={formatEuros} />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="recent-orders-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-2">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
                <h2 id="recent-orders-title" className="font-display text-xl font-semibold">
                  Recent Orders
                </h2>
                <Link to="/dashboard/orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
                  View all
                </Link>
              </div>
              {overview.recentOrders.length === 0 ? (
                <p className="py-6 text-center text-stone-600">No orders yet. Orders will appear here once customers start placing them.</p>
              ) : (
                <RecentOrdersList orders={overview.recentOrders} />
              )}
            </section>
            <section aria-labelledby="quick-actions-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <h2 id="quick-actions-title" className="mb-4 font-display text-xl font-semibold">
                Quick Actions
              </h2>
              <QuickActions />
            </section>
            {profile?.slug && (
              <section aria-labelledby="order-page-title" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-3">
                <h2 id="order-page-title" className="mb-4 font-display text-xl font-semibold">
                  Your Order Page
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
