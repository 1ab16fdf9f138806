/** The restaurant's clock (issue 20): read it, save the settings, pause and resume online orders. */
import type { PauseInput, ServiceSettings, ServiceSettingsInput } from '@maitre/shared/service-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';
import { pauseTexts } from '../texts';

export const serviceHoursQueryKey = ['service-hours'] as const;

export async function fetchServiceHours(): Promise<ServiceSettings> {
  const { service } = await apiFetch('GET /api/service-hours');
  return service;
}

/** Read again every minute: a pause someone else started (or one that ended by itself) shows without a reload. */
export const serviceHoursQueryOptions = () =>
  queryOptions({
    queryKey: serviceHoursQueryKey,
    queryFn: fetchServiceHours,
    refetchInterval: 60_000,
    ...carriedData('GET /api/service-hours', ({ service }) => service),
  });

export function useServiceHours({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceHoursQueryOptions(), enabled });
}

export async function saveServiceHours(values: ServiceSettingsInput): Promise<ServiceSettings> {
  const { service } = await apiFetch('PUT /api/service-hours', { body: values });
  return service;
}

/** Saves the settings; the form shows the server's field errors itself. */
export function useSaveServiceHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceHours,
    onSuccess: (service) => queryClient.setQueryData(serviceHoursQueryKey, service),
  });
}

/** Pauses (minutes, or null until resumed) or, with `resume`, resumes online orders. */
export function usePauseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PauseInput | 'resume'): Promise<ServiceSettings> => {
      const { service } =
        change === 'resume' ? await apiFetch('DELETE /api/service-hours/pause') : await apiFetch('PUT /api/service-hours/pause', { body: change });
      return service;
    },
    onSuccess: (service) => {
      queryClient.setQueryData(serviceHoursQueryKey, service);
      toast.success(service.pause ? pauseTexts.paused : pauseTexts.resumed);
    },
    onError: () => {
      toast.error(pauseTexts.failed);
    },
  });
}
