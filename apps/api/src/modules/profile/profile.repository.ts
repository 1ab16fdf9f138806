import type { Profile } from '@maitre/shared/profile';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/index.ts';

export async function findProfile(db: Executor, ownerId: string): Promise<Profile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, ownerId)).limit(1);
  if (!row) return null;
  return { user_id: row.userId, full_name: row.fullName, restaurant_name: row.restaurantName, slug: row.slug, timezone: row.timezone };
}
