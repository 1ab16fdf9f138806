/** Devices (issue 21, decision 0036): list, pair (a code shown once), new code, revoke; and the /pair page's request. */
import type { Device, DeviceInput, DeviceWithCode, PairResponse } from '@maitre/shared/devices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { devicesTexts } from '../texts';

export const devicesQueryKey = ['devices'] as const;

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: devicesQueryKey, queryFn: async (): Promise<Device[]> => (await apiFetch('GET /api/devices')).devices });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

/** Creates a device; answers its code, shown once. */
export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceInput): Promise<DeviceWithCode> => apiFetch('POST /api/devices', { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    },
  });
}

/** A new code for a device (the old one stops working). */
export function useRenewCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: Device): Promise<DeviceWithCode> => apiFetch('POST /api/devices/:id/code', { params: { id: device.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    },
    onError: () => {
      toast.error(devicesTexts.failed);
    },
  });
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (device: Device) => {
      await apiFetch('DELETE /api/devices/:id', { params: { id: device.id } });
      return device;
    },
    onSuccess: async (device) => {
      toast.success(devicesTexts.revoked(device.name));
      queryClient.setQueryData<Device[]>(devicesQueryKey, (devices) => devices?.filter((each) => each.id !== device.id));
      await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    },
    onError: () => {
      toast.error(devicesTexts.failed);
    },
  });
}

/** The device signs in with its code (the server sets its session cookie). */
export function pairDevice(code: string): Promise<PairResponse> {
  return apiFetch('POST /api/devices/pair', { body: { code } });
}
