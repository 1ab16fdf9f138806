/**
 * Asks the server to re-read the subscription from Stripe now, and puts the answer in the ['subscription'] query:
 * after checkout and on return from the billing portal the badge and locks change without waiting for a webhook.
 */
import type { Subscription } from '@maitre/shared/subscription';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export async function syncSubscription(): Promise<Subscription | null> {
  const { subscription } = await apiFetch('POST /api/billing/sync');
  return subscription;
}

/** Syncs once when `enabled` turns true (a signed-in owner on the page); a failure leaves the regular query in charge. */
export function useSyncSubscriptionOnMount(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    syncSubscription()
      .then(async (subscription) => {
        if (cancelled) return;
        // A GET started before the sync may answer after it with older data: drop it.
        await queryClient.cancelQueries({ queryKey: subscriptionQueryKey });
        queryClient.setQueryData(subscriptionQueryKey, subscription);
      })
      .catch((error: unknown) => {
        console.error('Subscription sync failed', error);
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, queryClient]);
}
