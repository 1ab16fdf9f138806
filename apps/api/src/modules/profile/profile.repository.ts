/** user_profiles: the person behind an account (spec: read by user_id). Not a tenant table. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { user, userProfiles } from '../../db/schema/index.ts';

export async function findPerson(db: Executor, userId: string): Promise<{ fullName: string } | null> {
  const [row] = await db.select({ fullName: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertPerson(db: Executor, person: { userId: string; fullName: string }): Promise<void> {
  await db.insert(userProfiles).values(person);
}

/** Changes the person's full name and the account's display name with it (mails greet by it); false when there is no profile. */
export async function renamePerson(db: Executor, userId: string, fullName: string): Promise<boolean> {
  const rows = await db
    .update(userProfiles)
    .set({ fullName, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId))
    .returning({ id: userProfiles.userId });
  if (rows.length === 0) return false;
  await db.update(user).set({ name: fullName, updatedAt: new Date() }).where(eq(user.id, userId));
  return true;
}
