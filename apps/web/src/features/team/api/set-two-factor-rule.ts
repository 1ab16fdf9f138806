import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function setTwoFactorRule(managersNeedTwoFactor: boolean): Promise<boolean> {
  const { managers_need_two_factor } = await apiFetch('PUT /api/staff/two-factor-rule', { body: { managers_need_two_factor: managersNeedTwoFactor } });
  return managers_need_two_factor;
}

/** The owner's rule that managers sign in with a second factor. */
export function useSetTwoFactorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorRule,
    onSuccess: async (required) => {
      toast.success(required ? staffTexts.twoFactorRuleOn : staffTexts.twoFactorRuleOff);
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
    onError: () => {
      toast.error(staffTexts.twoFactorRuleFailed);
    },
  });
}
