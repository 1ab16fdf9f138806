/**
 * GET/PATCH /api/profile keep the spec's profile (one object with the person's and the restaurant's names), now made
 * of two rows: the person's profile and the restaurant the session acts for.
 */
import type { UpdateProfileInput } from '@maitre/shared/account';
import { DEFAULT_LOCALE, isLocale } from '@maitre/shared/locales';
import type { Profile } from '@maitre/shared/profile';
import type { TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedIn } from '../auth/authenticate.ts';
import { changeRestaurantSettings, changeSlug } from '../team/restaurant.service.ts';
import { findRestaurant, type RestaurantRow } from '../team/team.repository.ts';
import { findPerson, type Person, renamePerson, setPersonLocale } from './profile.repository.ts';

function toProfile(signedIn: SignedIn, person: Person, restaurant: RestaurantRow | null): Profile {
  return {
    user_id: signedIn.userId,
    restaurant_id: restaurant?.id ?? null,
    full_name: person.fullName,
    restaurant_name: restaurant?.name ?? '',
    slug: restaurant?.slug ?? null,
    timezone: restaurant?.timezone ?? 'UTC',
    role: restaurant ? signedIn.role : null,
    locale: person.locale,
    default_language: isLocale(restaurant?.defaultLanguage) ? restaurant.defaultLanguage : DEFAULT_LOCALE,
  };
}

/** The profile, or null when the account has none (spec: a missing profile is no error). */
export async function getProfile(database: TenantDatabase, signedIn: SignedIn): Promise<Profile | null> {
  const person = await findPerson(database.db, signedIn.userId);
  if (!person) return null;
  const restaurant = signedIn.restaurantId ? await findRestaurant(database.db, signedIn.restaurantId) : null;
  return toProfile(signedIn, person, restaurant);
}

/**
 * The person's own name and language, and the restaurant's name, time zone and language. `mayChangeRestaurant` is the
 * caller's right to the restaurant's settings; asking to change them without it is refused before anything is written.
 */
export async function updateProfile(database: TenantDatabase, signedIn: SignedIn, changes: UpdateProfileInput, mayChangeRestaurant: boolean): Promise<Profile> {
  const restaurantChanges = {
    ...(changes.restaurant_name === undefined ? {} : { name: changes.restaurant_name }),
    ...(changes.timezone === undefined ? {} : { timezone: changes.timezone }),
    ...(changes.default_language === undefined ? {} : { defaultLanguage: changes.default_language }),
  };
  const touchesRestaurant = Object.keys(restaurantChanges).length > 0;
  if (touchesRestaurant && (!signedIn.restaurantId || !mayChangeRestaurant)) {
    throw new AppError('FORBIDDEN', (m) => m.profile.restaurantFieldsForbidden);
  }
  if (changes.full_name !== undefined && !(await renamePerson(database.db, signedIn.userId, changes.full_name))) {
    throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  }
  if (changes.locale !== undefined && !(await setPersonLocale(database.db, signedIn.userId, changes.locale))) {
    throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  }
  const person = await findPerson(database.db, signedIn.userId);
  if (!person) throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  const restaurant = signedIn.restaurantId ? await changeRestaurantSettings(database, signedIn.restaurantId, restaurantChanges) : null;
  return toProfile(signedIn, person, restaurant);
}

export async function moveOrderPage(database: TenantDatabase, signedIn: SignedIn & { restaurantId: string }, slug: string): Promise<Profile> {
  const person = await findPerson(database.db, signedIn.userId);
  if (!person) throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  const restaurant = await changeSlug(database, signedIn.restaurantId, slug);
  return toProfile(signedIn, person, restaurant);
}
