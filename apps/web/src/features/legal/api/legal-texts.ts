/** Settings → Privacy notice and imprint (decision 0034): read the restaurant's texts, save both at once. */
import type { LegalTexts, LegalTextsInput } from '@maitre/shared/legal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const legalTextsQueryKey = ['legal-texts'] as const;

export function useLegalTexts() {
  return useQuery({
    queryKey: legalTextsQueryKey,
    queryFn: async (): Promise<LegalTexts> => (await apiFetch('GET /api/legal')).legal,
  });
}

/** Saves both texts; the form shows the server's field errors itself. */
export function useSaveLegalTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LegalTextsInput): Promise<LegalTexts> => (await apiFetch('PUT /api/legal', { body: values })).legal,
    onSuccess: (legal) => queryClient.setQueryData(legalTextsQueryKey, legal),
  });
}
