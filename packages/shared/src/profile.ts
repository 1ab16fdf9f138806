import { z } from 'zod';

export const ProfileSchema = z.object({
  user_id: z.string(),
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
