import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useSyncSubscriptionOnMount } from '@/features/billing/api/sync-subscription';
import { successPageTexts } from '@/features/billing/texts';

/** Spec §9: the spinner shows for 1.5 seconds. */
export const SUCCESS_SPINNER_MS = 1500;

/** Where Stripe Checkout returns after payment (spec §2): a public page confirming it. */
export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const [confirming, setConfirming] = useState(true);
  const { user } = useAuth();
  // The badge and the locks follow at once: the subscription is read from Stripe instead of waiting for the webhook.
  useSyncSubscriptionOnMount(Boolean(user));

  useEffect(() => {
    const timer = setTimeout(() => setConfirming(false), SUCCESS_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 p-4">
      {confirming ? (
        <Spinner label={successPageTexts.confirming} />
      ) : (
        <section aria-labelledby="success-heading" className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
          <h1 id="success-heading" className="mt-4 font-display text-2xl font-semibold text-stone-900">
            {successPageTexts.heading}
          </h1>
          <p className="mt-2 text-stone-600">{successPageTexts.thanks}</p>
          {sessionId && (
            <p className="mt-4 break-all rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-500">
              {successPageTexts.sessionId} <span className="font-mono text-stone-700">{sessionId}</span>
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/dashboard" className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
              {successPageTexts.goToDashboard}
            </Link>
            <Link
              to="/dashboard/subscription"
              className="rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50"
            >
              {successPageTexts.viewSubscription}
            </Link>
          </div>
        </section>
      )}
    </main>
  );
}
