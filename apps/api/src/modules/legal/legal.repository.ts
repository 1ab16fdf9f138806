/**
 * The order page's privacy notice and legal imprint in the database (decision 0034): two columns of the restaurant's
 * own row. Every statement goes through the restaurant's scope and names the restaurant.
 */
import type { Locale } from '@maitre/shared/locales';
import { eq } from 'drizzle-orm';
import { namedQuery } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

export interface LegalRow {
  privacy_notice: string | null;
  legal_imprint: string | null;
  /** What the default notice names and where a guest can reach the restaurant. */
  name: string;
  default_language: Locale;
  address: string | null;
  phone: string | null;
}

const LEGAL_ROW = namedQuery({
  name: 'legal_texts_row',
  text: 'select r.privacy_notice, r.legal_imprint, r.name, r.default_language, r.address, r.phone from restaurants r where r.id = $1',
});

export async function findLegalRow(scope: RestaurantScope): Promise<LegalRow | null> {
  const [row] = await scope.query<LegalRow>(LEGAL_ROW, [scope.restaurantId]);
  return row ?? null;
}

export async function updateLegalTexts(
  { tx, restaurantId }: RestaurantTx,
  values: { privacyNotice: string | null; legalImprint: string | null },
): Promise<void> {
  await tx
    .update(restaurants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}
