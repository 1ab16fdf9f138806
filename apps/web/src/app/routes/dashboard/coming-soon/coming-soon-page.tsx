/** Areas the spec leaves as placeholders (Staff has its page since issue 17). The gated ones need the Restaurant plan or higher, even when opened by URL. */
import { Sparkles } from 'lucide-react';
import { PlanGate } from '@/features/navigation/components/plan-gate';
import { comingSoonTexts, navLabels } from '@/features/navigation/texts';

export type GatedFeature = 'reservations' | 'customers' | 'inventory';

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
  // The page's title is its navigation label.
  const title = navLabels[feature];
  return (
    <PlanGate requiredPlan="restaurant" feature={title}>
      <ComingSoon title={title} text={comingSoonTexts.gated} />
    </PlanGate>
  );
}

export const ReservationsPage = () => <GatedComingSoon feature="reservations" />;
export const CustomersPage = () => <GatedComingSoon feature="customers" />;
export const InventoryPage = () => <GatedComingSoon feature="inventory" />;
