import { z } from 'zod';

/**
 * The spec's profile, read by user_id: the person's full name, and the name, address and time zone of the restaurant
 * the session acts for (restaurant_id; null, with an empty name, for an account that is a member of none).
 */
export const ProfileSchema = z.object({
  user_id: z.string(),
  restaurant_id: z.string().nullable(),
  full_name: z.string(),
  restaurant_name: z.string(),
  slug: z.string().nullable(),
  timezone: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ profile: ProfileSchema.nullable() });

/** The order page address (/r/{slug}) an owner can choose: lowercase letters, digits and single dashes. */
export const RestaurantSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'The address needs at least 3 characters')
  .max(48, 'The address is at most 48 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes, e.g. chez-ada');

export const UpdateSlugSchema = z.object({ slug: RestaurantSlugSchema });
