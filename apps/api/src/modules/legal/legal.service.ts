/**
 * The order page's privacy notice and legal imprint (issue 20, decision 0034): the owner's or a manager's texts, and
 * what a guest reads — the restaurant's own notice in its language, or Maître's default notice in the guest's.
 */
import type { LegalTexts, LegalTextsInputSchema, StorefrontLegal } from '@maitre/shared/legal';
import { DEFAULT_PRIVACY_NOTICE } from '@maitre/shared/legal-notice';
import type { Locale } from '@maitre/shared/locales';
import type { z } from 'zod';
import type { TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { resolveRestaurant } from '../storefront/storefront.service.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './legal.repository.ts';

const restaurantNotFound = () => new AppError('NOT_FOUND', (m) => m.storefront.restaurantNotFound);

export async function getLegalTexts(database: TenantDatabase, member: Member): Promise<LegalTexts> {
  const row = await repository.findLegalRow(database.forRestaurant(member.restaurantId));
  if (!row) throw restaurantNotFound();
  return { privacy_notice: row.privacy_notice, legal_imprint: row.legal_imprint };
}

export function saveLegalTexts(database: TenantDatabase, member: Member, input: z.output<typeof LegalTextsInputSchema>): Promise<LegalTexts> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const before = await repository.findLegalRow(scope);
    if (!before) throw restaurantNotFound();
    await repository.updateLegalTexts(scope, { privacyNotice: input.privacy_notice, legalImprint: input.legal_imprint });
    // The activity log says who changed which text (not the texts themselves: they are the page's, and long).
    const changed = (['privacy_notice', 'legal_imprint'] as const).filter((field) => before[field] !== input[field]);
    if (changed.length > 0) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'legal.updated',
        subjectType: 'restaurant',
        subjectId: member.restaurantId,
        details: { changed },
      });
    }
    return { privacy_notice: input.privacy_notice, legal_imprint: input.legal_imprint };
  });
}

/**
 * What a guest reads from the order page's footer. The restaurant's texts are in its language (`lang`); while it has
 * written no notice, Maître's default one, in `locale` (the guest's) when given, else in the restaurant's language.
 */
export async function getStorefrontLegal(database: TenantDatabase, slug: string, locale: Locale | undefined): Promise<StorefrontLegal> {
  const restaurant = await resolveRestaurant(database.db, slug);
  const row = await repository.findLegalRow(database.forRestaurant(restaurant.restaurantId));
  if (!row) throw restaurantNotFound();
  const own = row.default_language;
  const guest = locale ?? own;
  const contact = [row.address, row.phone].filter(Boolean).join(' · ') || null;
  return {
    restaurant: { name: row.name, slug: restaurant.slug },
    privacy_notice: row.privacy_notice
      ? { text: row.privacy_notice, lang: own, is_default: false }
      : { text: DEFAULT_PRIVACY_NOTICE[guest](row.name, contact), lang: guest, is_default: true },
    legal_imprint: row.legal_imprint ? { text: row.legal_imprint, lang: own } : null,
  };
}
