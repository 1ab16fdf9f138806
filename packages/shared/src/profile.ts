import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { msg } from './messages/index.ts';
import { ROLES } from './team.ts';

/**
 * The spec's profile, read by user_id: the person's full name, and the name, address and time zone of the restaurant
 * the session acts for (restaurant_id; null, with an empty name, for an account that is a member of none), and the
 * person's role there.
 */
export const ProfileSchema = z.object({
  user_id: z.string(),
  restaurant_id: z.string().nullable(),
  full_name: z.string(),
  restaurant_name: z.string(),
  slug: z.string().nullable(),
  timezone: z.string(),
  /** The person's role in that restaurant (null: a member of none): the web app hides what the role may not use. */
  role: z.enum(ROLES).nullable(),
  /** The language this person chose for Maître's screens and mails (null: their browser's). Issue 18. */
  locale: z.enum(LOCALES).nullable(),
  /** The restaurant's language: the order page's default and the guests' mails' when a guest chose none. */
  default_language: z.enum(LOCALES),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ profile: ProfileSchema.nullable() });

/** The order page address (/r/{slug}) an owner can choose: lowercase letters, digits and single dashes. */
export const RestaurantSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: msg((m) => m.profile.slugTooShort) })
  .max(48, { error: msg((m) => m.profile.slugTooLong) })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: msg((m) => m.profile.slugFormat) });

export const UpdateSlugSchema = z.object({ slug: RestaurantSlugSchema });
