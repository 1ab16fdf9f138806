/** Account rules shared by the forms and the API: password length, profile fields, the restaurant's time zone. */
import { z } from 'zod';
import { singleLine } from './text.ts';
import { isIanaTimeZone } from './time-zone.ts';

// Zod-free, so pages that need no schema (sign-in) do not load zod: see time-zone.ts.
export { browserTimeZone, isIanaTimeZone } from './time-zone.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

/** 8–128 characters and nothing else: no composition rules (NIST SP 800-63B). The common-password check runs on the server. */
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const TimeZoneSchema = z.string().max(64).refine(isIanaTimeZone, 'Choose a time zone from the list');

export const FullNameSchema = singleLine('Full name', 100);
export const RestaurantNameSchema = singleLine('Restaurant name', 100);
/** better-auth's `name` of a user (sign-up sends the full name in it too; update-user may change it). */
export const UserNameSchema = singleLine('Name', 100);

/** The profile part of the sign-up body (spec §3 'Signup profile data', plus the time zone the browser reports). */
export const SignUpProfileSchema = z.object({
  full_name: FullNameSchema,
  restaurant_name: RestaurantNameSchema,
  timezone: TimeZoneSchema.default('UTC'),
});
export type SignUpProfile = z.infer<typeof SignUpProfileSchema>;

/** PATCH /api/profile: any of the three fields. */
export const UpdateProfileSchema = z
  .object({
    full_name: FullNameSchema.optional(),
    restaurant_name: RestaurantNameSchema.optional(),
    timezone: TimeZoneSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change');
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
