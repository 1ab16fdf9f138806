/**
 * The restaurant's order settings as a query (auto-accept, the re-alert delay, the preparation time offered when
 * accepting): read by the accept step and by the live alerts, which every dashboard page loads — so this file stays
 * free of texts and validation code.
 */
import type { OrderSettings } from '@maitre/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';

// Not under the orders key: every live order event refreshes that key, and the settings do not change with orders.
export const orderSettingsQueryKey = ['order-settings'] as const;

/** Auto-accept, the re-alert delay and the preparation time offered when accepting. */
export function useOrderSettings() {
  return useQuery({
    queryKey: orderSettingsQueryKey,
    queryFn: (): Promise<OrderSettings> => apiFetch('GET /api/orders/settings', {}),
    staleTime: 60_000,
    ...carriedData('GET /api/orders/settings', (settings): OrderSettings => settings),
  });
}
