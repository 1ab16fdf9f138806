/** user_profiles: the person behind an account (spec: read by user_id). Not a tenant table. */
import { isLocale, type Locale } from '@maitre/shared/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { user, userProfiles } from '../../db/schema/index.ts';

export interface Person {
  fullName: string;
  /** The language the person chose (null: their browser's). */
  locale: Locale | null;
}

export async function findPerson(db: Executor, userId: string): Promise<Person | null> {
  const [row] = await db
    .select({ fullName: userProfiles.fullName, locale: userProfiles.locale })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ? { fullName: row.fullName, locale: isLocale(row.locale) ? row.locale : null } : null;
}

/** The language a person chose, for their mails; null when they chose none (or have no profile). */
export async function findPersonLocale(db: Executor, userId: string): Promise<Locale | null> {
  return (await findPerson(db, userId))?.locale ?? null;
}

/** Sets (or with null clears) the person's own language; false when there is no profile. */
export async function setPersonLocale(db: Executor, userId: string, locale: Locale | null): Promise<boolean> {
  const rows = await db
    .update(userProfiles)
    .set({ locale, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId))
    .returning({ id: userProfiles.userId });
  return rows.length > 0;
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
