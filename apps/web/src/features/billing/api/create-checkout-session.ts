/** Starts a Stripe Checkout for a plan (spec §7) and sends the browser to the hosted payment page. */
import type { PlanId } from '@maitre/shared/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { ApiError, apiFetch } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { billingErrorTexts } from '../texts';
import { billingPlansQueryOptions, priceIdOf } from './get-billing-plans';
import { redirectTo } from './redirect';

/**
 * The bearer access token of spec §7: minted by the server for this session and for the checkout only, good for five
 * minutes (the session token itself never reaches scripts). No session: 'No authentication token found'.
 */
async function accessToken(): Promise<string> {
  let token: unknown;
  try {
    ({ token } = await apiFetch('POST /api/billing/checkout-token'));
  } catch (error) {
    throw new Error(error instanceof ApiError && error.status === 401 ? billingErrorTexts.noToken : billingErrorTexts.checkoutFailed);
  }
  // Checked here too: the production build does not check answers against the contract.
  if (typeof token !== 'string') throw new Error(billingErrorTexts.checkoutFailed);
  return token;
}

/** POST /functions/v1/stripe-checkout; answers the hosted page URL or throws with the server's error sentence. */
export async function createCheckoutSession(priceId: string): Promise<string> {
  const token = await accessToken();
  const origin = window.location.origin;
  let response: Response;
  try {
    response = await fetch('/functions/v1/stripe-checkout', {
      method: 'POST',
      // The reader's language, as api-client sends it: the server answers its error sentence in it.
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': currentLocale(),
      },
      body: JSON.stringify({
        price_id: priceId,
        mode: 'subscription',
        success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/dashboard/subscription`,
      }),
    });
  } catch {
    throw new Error(billingErrorTexts.checkoutFailed);
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown } | null;
  if (response.ok && typeof body?.url === 'string') return body.url;
  throw new Error(typeof body?.error === 'string' && body.error !== '' ? body.error : billingErrorTexts.checkoutFailed);
}

/**
 * `mutate(planId)`: checkout for that plan, then leave for Stripe. `processingPlan` stays set until the page is gone,
 * so the button keeps saying 'Processing...' during the navigation.
 */
export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (planId: PlanId) => {
      const plans = await queryClient.fetchQuery(billingPlansQueryOptions()).catch(() => {
        throw new Error(billingErrorTexts.checkoutFailed);
      });
      const priceId = priceIdOf(plans, planId);
      if (!priceId) throw new Error(billingErrorTexts.checkoutFailed);
      return createCheckoutSession(priceId);
    },
    onSuccess: (url) => redirectTo(url),
    onError: (error) => {
      toast.error(error instanceof Error && error.message ? error.message : billingErrorTexts.checkoutFailed);
    },
  });

  // Coming back with the browser's Back button may restore this page from memory, mid-'Processing...'.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const processingPlan = mutation.isPending || mutation.isSuccess ? (mutation.variables ?? null) : null;
  return { startCheckout: mutation.mutate, processingPlan };
}
