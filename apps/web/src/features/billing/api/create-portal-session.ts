/** 'Manage Billing': opens a Stripe billing portal session (cancel, resume, switch plan, update card). */
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { billingErrorTexts } from '../texts';
import { redirectTo } from './redirect';

export async function createPortalSession(): Promise<string> {
  const { url } = await apiFetch('POST /api/billing/portal');
  return url;
}

export function useOpenBillingPortal() {
  const mutation = useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => redirectTo(url),
    onError: (error) => {
      toast.error(error instanceof Error && error.message ? error.message : billingErrorTexts.portalFailed);
    },
  });
  return { openPortal: () => mutation.mutate(), isOpening: mutation.isPending || mutation.isSuccess };
}
