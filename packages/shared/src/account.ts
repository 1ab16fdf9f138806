/** Account rules shared by the forms and the API: password length, profile fields, the restaurant's time zone. */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { currentMessages, englishMessages as en, msg } from './messages/index.ts';
import { singleLine } from './text.ts';
import { isIanaTimeZone } from './time-zone.ts';

// Zod-free, so pages that need no schema (sign-in) do not load zod: see time-zone.ts.
export { browserTimeZone, isIanaTimeZone } from './time-zone.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The English texts (tests and the web's English copies compare them); messages in other languages: Messages['account']. */
export const PASSWORD_TOO_SHORT = en.account.passwordTooShort(PASSWORD_MIN_LENGTH);
export const PASSWORD_TOO_LONG = en.account.passwordTooLong(PASSWORD_MAX_LENGTH);
export const PASSWORD_TOO_COMMON = en.account.passwordTooCommon;

/** 8–128 characters and nothing else: no composition rules (NIST SP 800-63B). The common-password check runs on the server. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: msg((m) => m.account.passwordTooShort(PASSWORD_MIN_LENGTH)) })
  .max(PASSWORD_MAX_LENGTH, { error: msg((m) => m.account.passwordTooLong(PASSWORD_MAX_LENGTH)) });

export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isIanaTimeZone, { error: msg((m) => m.account.chooseTimeZone) });

export const FullNameSchema = singleLine('fullName', 100);
export const RestaurantNameSchema = singleLine('restaurantName', 100);
/** better-auth's `name` of a user (sign-up sends the full name in it too; update-user may change it). */
export const UserNameSchema = singleLine('name', 100);

/** The profile part of the sign-up body (spec §3 'Signup profile data', plus the time zone the browser reports). */
export const SignUpProfileSchema = z.object({
  full_name: FullNameSchema,
  restaurant_name: RestaurantNameSchema,
  timezone: TimeZoneSchema.default('UTC'),
});
export type SignUpProfile = z.infer<typeof SignUpProfileSchema>;

/**
 * The profile part of what POST /api/auth/sign-up/email takes: the spec's fields, or, with `invitation_id` (the link of
 * an invitation mailed to that address), no restaurant: the new account joins the inviting restaurant instead.
 */
export const SignUpBodySchema = SignUpProfileSchema.extend({
  restaurant_name: RestaurantNameSchema.optional(),
  invitation_id: z.string().trim().min(1).max(100).optional(),
}).superRefine((body, ctx) => {
  if (body.invitation_id === undefined && body.restaurant_name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['restaurant_name'], message: currentMessages().account.restaurantNameRequired });
  }
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/**
 * PATCH /api/profile: any of the fields. `locale` is the person's own (null: follow the browser again); the restaurant's
 * fields (name, time zone, default_language) need settings:write.
 */
export const UpdateProfileSchema = z
  .object({
    full_name: FullNameSchema.optional(),
    restaurant_name: RestaurantNameSchema.optional(),
    timezone: TimeZoneSchema.optional(),
    locale: z.enum(LOCALES).nullable().optional(),
    default_language: z.enum(LOCALES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: msg((m) => m.common.sendOneField) });
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
