/** Settings → Daily digest (decision 0044): the member's own opt-in for this restaurant, and a test digest now. */
import type { DigestSettings, DigestSettingsInput } from '@maitre/shared/digest';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const digestQueryKey = ['digest'] as const;

export function useDigestSettings() {
  return useQuery({
    queryKey: digestQueryKey,
    queryFn: async (): Promise<DigestSettings> => (await apiFetch('GET /api/digest')).digest,
  });
}

export function useSaveDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: DigestSettingsInput): Promise<DigestSettings> => (await apiFetch('PUT /api/digest', { body: values })).digest,
    onSuccess: (digest) => queryClient.setQueryData(digestQueryKey, digest),
  });
}

export function useSendTestDigest() {
  return useMutation({ mutationFn: async () => apiFetch('POST /api/digest/test') });
}
