/** The restaurant's clock as the order page follows it (issue 20): read with the menu, again every minute and on demand. */
import type { StorefrontService } from '@maitre/shared/service-hours';
import { useCallback, useEffect, useState } from 'react';
import { fetchService } from './guest-calls';

/** The service now (undefined until the first answer, or when it cannot be read: the server still decides), and a reload. */
export function useService(slug: string): { service: StorefrontService | undefined; reload: () => Promise<void> } {
  const [service, setService] = useState<StorefrontService | undefined>(undefined);
  const reload = useCallback(async () => {
    try {
      setService(await fetchService(slug));
    } catch {
      // Kept as it was: an order is still checked by the server.
    }
  }, [slug]);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), 60_000);
    return () => clearInterval(timer);
  }, [reload]);
  return { service, reload };
}
