import { CreditCard, LoaderCircle } from 'lucide-react';
import { useOpenBillingPortal } from '../api/create-portal-session';
import { currentPlanTexts } from '../texts';

export function ManageBillingButton({ label = currentPlanTexts.manageBilling, variant = 'secondary' }: { label?: string; variant?: 'primary' | 'secondary' }) {
  const { openPortal, isOpening } = useOpenBillingPortal();
  const style =
    variant === 'primary'
      ? 'bg-brand-600 text-white hover:bg-brand-700'
      : 'border border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50';
  return (
    <button
      type="button"
      onClick={openPortal}
      disabled={isOpening}
      aria-busy={isOpening}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-wait disabled:opacity-70 ${style}`}
    >
      {isOpening ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <CreditCard aria-hidden="true" className="size-4" />}
      {label}
    </button>
  );
}
