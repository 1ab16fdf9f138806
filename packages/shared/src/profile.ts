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
