/** The guest's call for the order page's privacy notice and imprint (decision 0034): loaded with the lazy dialog only. */
import type { StorefrontLegal } from '@maitre/shared/legal';
import { apiFetch } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Both texts; Maître's default notice comes in the guest's current language. */
export function fetchStorefrontLegal(slug: string, signal?: AbortSignal): Promise<StorefrontLegal> {
  return apiFetch('GET /api/storefront/:slug/legal', { params: { slug }, query: { locale: currentLocale() }, signal });
}
