/** Areas the spec leaves as placeholders. The gated ones need the Restaurant plan or higher, even when opened by URL. */
import { Sparkles } from 'lucide-react';
import { PlanGate } from '@/features/navigation/components/plan-gate';

export type GatedFeature = 'reservations' | 'customers' | 'inventory' | 'staff';

const TITLES: Record<GatedFeature, string> = { reservations: 'Reservations', customers: 'Customers', inventory: 'Inventory', staff: 'Staff' };

function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-10 text-center shadow-sm">
      <Sparkles aria-hidden="true" className="mx-auto h-8 w-8 text-brand-500" />
      <h1 className="mt-3 font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
    </section>
  );
}

function GatedComingSoon({ feature }: { feature: GatedFeature }) {
  return (
    <PlanGate requiredPlan="restaurant" feature={TITLES[feature]}>
      <ComingSoon title={TITLES[feature]} text="Coming soon! This feature is available for Restaurant plan and above." />
    </PlanGate>
  );
}

export const ReservationsPage = () => <GatedComingSoon feature="reservations" />;
export const CustomersPage = () => <GatedComingSoon feature="customers" />;
export const InventoryPage = () => <GatedComingSoon feature="inventory" />;
export const StaffPage = () => <GatedComingSoon feature="staff" />;

export function AnalyticsPage() {
  return <ComingSoon title="Analytics" text="Coming soon! Advanced analytics and reporting features." />;
}
